"""The Slack adapter: Slack events, clicks and the slash command in, `Turn`s out, replies back.

It translates and holds no business logic. Every listener only acknowledges and schedules: the
dispatcher's work runs afterwards on the process's `BackgroundTasks`, so Slack always gets its ack
within 3 seconds (bolt's `process_before_response=True` just means "answer once the listener
returned", and the listener returns at once, without awaiting anything). Events API retries are
handled once: the event id travels as the turn's `delivery`, which the turn's first store round trip
(the one that reads its thread) adds with a TTL, and the turn does nothing when it was there
already (an assistant thread's greeting adds it on its own). All Web API calls share one
connection pool (`web_api_session`).

Runs as HTTP events and interactivity (`POST /slack/events`, `GET /healthz`; bodies bounded by
`adapters.http_guard`, requests verified with the signing secret before they are parsed, 401
otherwise: `adapters.slack_endpoint`) or, with an app-level token, over Socket Mode. A slash
command replayed (same trigger id) is handled once, like a retried event.

Installed in one workspace (a bot token), or in many (bolt's OAuth flow: `GET /slack/install`,
`GET /slack/oauth_redirect`, installations in PostgreSQL via `adapters.slack_installations`), where
every request is handled with the client bolt made for it, on its own workspace's token. Slack's
assistant surface (`adapters.slack_assistant`) is served in both.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
import re
import time
from collections.abc import Awaitable, Callable
from contextlib import AbstractAsyncContextManager
from datetime import timedelta
from typing import Any, Literal
from urllib.parse import urljoin

import aiohttp
from pydantic import BaseModel, SecretStr
from slack_bolt import BoltResponse
from slack_bolt.adapter.socket_mode.async_handler import AsyncSocketModeHandler
from slack_bolt.adapter.socket_mode.async_internals import run_async_bolt_app, send_async_response
from slack_bolt.adapter.starlette.async_handler import AsyncSlackRequestHandler
from slack_bolt.async_app import AsyncApp, AsyncBoltContext
from slack_bolt.oauth.async_oauth_settings import AsyncOAuthSettings
from slack_sdk.http_retry.builtin_async_handlers import AsyncRateLimitErrorRetryHandler
from slack_sdk.socket_mode.aiohttp import SocketModeClient
from slack_sdk.socket_mode.request import SocketModeRequest
from slack_sdk.web.async_client import AsyncWebClient
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import PlainTextResponse, Response
from starlette.routing import Route

from adapters.http_guard import guard_middleware
from adapters.slack_assistant import Assistant, AssistantReplier, ThreadContexts, greet
from adapters.slack_endpoint import SlackEndpoint
from adapters.slack_inbound import (
    click_place,
    event_place,
    inbound_text,
    is_dm_channel,
    mentions,
    readable,
    slash_thread,
)
from adapters.slack_installations import Installations, TokenCipher, async_database_url, open_installations
from adapters.slack_render import ACTION_PREFIX
from adapters.slack_replier import SlackReplier, ThreadStatusReplier
from adapters.slack_users import SlackUsers
from bot.background import BackgroundTasks
from bot.dispatcher import Dispatcher
from bot.settings import Settings
from bot.stopping import stop_on_signals
from bot.store.base import Store, StoreUnavailable
from bot.turn import Identity, OutgoingMessage, Place, Turn, parse_button_value

log = logging.getLogger(__name__)

PLATFORM = "slack"
SLASH_COMMAND = "/benchgen"
# The bot scopes an install asks for: exactly slack-manifest.yml's (a test holds them equal).
BOT_SCOPES = ("app_mentions:read", "assistant:write", "channels:history", "groups:history", "im:history",
              "chat:write", "reactions:write", "users:read", "commands")


class SlackInstallConfig(BaseModel):
    """Installable in many workspaces (OAuth v2): what `SLACK_CLIENT_ID` and its companions say."""

    client_id: str
    client_secret: SecretStr
    state_secret: SecretStr
    token_encryption_key: SecretStr
    database_url: SecretStr
    redirect_uri: str | None = None
    state_ttl_seconds: int = 600  # how long an "Add to Slack" link can be followed

    @classmethod
    def from_settings(cls, settings: Settings) -> SlackInstallConfig:
        needed = {"SLACK_STATE_SECRET": settings.slack_state_secret, "DATABASE_URL": settings.database_url,
                  "SLACK_TOKEN_ENCRYPTION_KEY": settings.slack_token_encryption_key,
                  "SLACK_SIGNING_SECRET": settings.slack_signing_secret}
        missing = [name for name, value in needed.items() if value is None]
        if missing:
            raise ValueError("installing in many workspaces also needs " + ", ".join(missing))
        assert settings.slack_client_id and settings.slack_client_secret
        assert settings.slack_state_secret and settings.slack_token_encryption_key and settings.database_url
        async_database_url(settings.database_url.get_secret_value())  # a ValueError names what is wrong
        TokenCipher(settings.slack_token_encryption_key.get_secret_value())
        return cls(client_id=settings.slack_client_id, client_secret=settings.slack_client_secret,
                   state_secret=settings.slack_state_secret,
                   token_encryption_key=settings.slack_token_encryption_key,
                   database_url=settings.database_url, redirect_uri=settings.slack_redirect_uri)


class SlackConfig(BaseModel):
    bot_token: SecretStr | None = None  # one workspace; unset with `install`
    install: SlackInstallConfig | None = None  # many workspaces, each event on its own workspace's token
    signing_secret: SecretStr | None = None
    app_token: SecretStr | None = None  # set: Socket Mode
    api_url: str = "https://slack.com/api/"
    event_ttl_seconds: int = 3600  # how long a greeting's event id is remembered (a turn's: bot.thread_state)
    rate_limit_retries: int = 2
    max_body_bytes: int = 1_000_000  # HTTP_MAX_BODY_BYTES
    working_delay_seconds: float = 1.0  # a turn answered sooner shows no working sign (no Slack call)

    @classmethod
    def from_settings(cls, settings: Settings) -> SlackConfig:
        install = None
        if settings.slack_bot_token is not None and (settings.slack_client_id or settings.slack_client_secret):
            # bolt would also read SLACK_CLIENT_ID/SECRET from the environment and drop the bot token
            raise ValueError("set SLACK_BOT_TOKEN (one workspace) or SLACK_CLIENT_ID and SLACK_CLIENT_SECRET "
                             "(many workspaces), not both")
        if settings.slack_bot_token is None:
            if not (settings.slack_client_id and settings.slack_client_secret):
                raise ValueError("set SLACK_BOT_TOKEN (one workspace), or SLACK_CLIENT_ID and SLACK_CLIENT_SECRET "
                                 "(installable in many workspaces)")
            install = SlackInstallConfig.from_settings(settings)
            if settings.slack_app_token is not None:
                raise ValueError("installing in many workspaces serves HTTP: unset SLACK_APP_TOKEN or use --mode http")
        if settings.slack_app_token is None and settings.slack_signing_secret is None:
            raise ValueError("set SLACK_APP_TOKEN (Socket Mode) or SLACK_SIGNING_SECRET (HTTP events)")
        return cls(bot_token=settings.slack_bot_token, install=install,
                   signing_secret=settings.slack_signing_secret, app_token=settings.slack_app_token,
                   api_url=settings.slack_api_url, max_body_bytes=settings.http_max_body_bytes)

    @property
    def base_url(self) -> str:
        return self.api_url if self.api_url.endswith("/") else self.api_url + "/"


WEB_API_TIMEOUT_SECONDS = 30  # slack_sdk's own default for a Web API call
WEB_API_CONNECTIONS = 100  # open connections to the Web API at most (a turn makes one call at a time)


def web_api_session() -> aiohttp.ClientSession:
    """One connection pool for every Web API call of the process. Without it slack_sdk opens a new
    session, and so a new TCP (and TLS) connection, for every call; bolt's per-request clients and
    the repliers share this one. Made inside the running loop; its owner closes it."""
    return aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=WEB_API_TIMEOUT_SECONDS),
                                 connector=aiohttp.TCPConnector(limit=WEB_API_CONNECTIONS))


def web_client(config: SlackConfig, session: aiohttp.ClientSession | None = None) -> AsyncWebClient:
    """The app's client: the bot token's, or (many workspaces) a tokenless one that bolt copies per
    request with the token of the workspace the request came from. `session` pools its connections
    (without one, slack_sdk connects anew for every call)."""
    token = config.bot_token.get_secret_value() if config.bot_token else None
    client = AsyncWebClient(token=token, base_url=config.base_url, session=session)
    client.retry_handlers.append(AsyncRateLimitErrorRetryHandler(max_retry_count=config.rate_limit_retries))
    return client


def oauth_settings(config: SlackConfig, installations: Installations) -> AsyncOAuthSettings:
    """bolt's OAuth flow on our stores; Slack's authorize page sits beside its Web API (`…/api/` →
    `…/oauth/v2/authorize`), so a stand-in playing SLACK_API_URL plays both."""
    install = config.install
    assert install is not None
    return AsyncOAuthSettings(
        client_id=install.client_id, client_secret=install.client_secret.get_secret_value(),
        scopes=list(BOT_SCOPES), redirect_uri=install.redirect_uri,
        authorization_url=urljoin(config.base_url, "../oauth/v2/authorize"),
        installation_store=installations.store, installation_store_bot_only=True, state_store=installations.states,
        state_expiration_seconds=install.state_ttl_seconds, logger=logging.getLogger("slack_bolt"))


class SlackAdapter:
    """Owns the bolt app; `app` is served by `http_app` or by Socket Mode.

    With `config.install` it is installable in many workspaces: `installations` holds them, and
    bolt answers each request with the token of the workspace it came from (a workspace never
    installed gets nothing); `app_uninstalled` and `tokens_revoked` delete what they revoke."""

    def __init__(self, *, config: SlackConfig, dispatcher: Dispatcher, store: Store,
                 background: BackgroundTasks, client: AsyncWebClient | None = None,
                 installations: Installations | None = None) -> None:
        self.config = config
        self.dispatcher = dispatcher
        self.store = store
        self.background = background
        self._session = None if client is not None else web_api_session()
        self.client = client or web_client(config, self._session)
        self.users = SlackUsers()
        self.threads = ThreadContexts(store)
        socket_mode = config.app_token is not None
        secret = config.signing_secret.get_secret_value() if config.signing_secret else ""
        if not socket_mode and not secret:
            raise ValueError("HTTP mode needs the signing secret")
        if (config.install is None) != (installations is None):
            raise ValueError("installations go with the install settings, and only with them")
        self.app = AsyncApp(
            client=self.client,
            signing_secret=secret,
            # Off in both modes: over HTTP `SlackEndpoint` has verified the raw bytes before bolt sees
            # the request (a second HMAC here would only cost time); Socket Mode is not signed.
            request_verification_enabled=False,
            process_before_response=True,
            raise_error_for_unhandled_request=False,
            installation_store=installations.store if installations else None,
            installation_store_bot_only=True,  # the install asks for no user token: a revoked bot token ends it
            oauth_settings=oauth_settings(config, installations) if installations else None,
            logger=logging.getLogger("slack_bolt"),
            name="benchgen-bot",
        )
        if installations is not None:
            self.app.enable_token_revocation_listeners()
        self._register()

    async def aclose(self) -> None:
        """Closes the Web API connection pool the adapter made (not a client it was given)."""
        if self._session is not None:
            await self._session.close()

    # ------------------------------------------------------------------ listeners (ack + schedule)

    def _register(self) -> None:
        # the assistant surface first: a message in an assistant thread is its turn, a DM's otherwise
        assistant = Assistant(thread_context_store=self.threads)
        assistant.thread_started(self._on_thread_started)
        assistant.user_message(self._on_message)
        self.app.assistant(assistant)
        self.app.error(self._on_error)
        self.app.event("app_mention")(self._on_mention)
        self.app.event("message")(self._on_message)
        self.app.action(re.compile(f"^{ACTION_PREFIX}"))(self._on_action)
        self.app.command(SLASH_COMMAND)(self._on_command)

    async def _on_mention(self, body: dict[str, Any], event: dict[str, Any], context: AsyncBoltContext) -> None:
        if is_dm_channel(str(event.get("channel", "")), event.get("channel_type")):
            return  # a DM is read from its message event
        if not readable(event, context.bot_user_id, context.bot_id):
            return
        await self._schedule_event(body, event, context, needs_pending=False)

    async def _on_message(self, body: dict[str, Any], event: dict[str, Any], context: AsyncBoltContext) -> None:
        if not readable(event, context.bot_user_id, context.bot_id):
            return
        if is_dm_channel(str(event.get("channel", "")), event.get("channel_type")):
            await self._schedule_event(body, event, context, needs_pending=False)
        elif event.get("thread_ts") and not mentions(str(event.get("text", "")), context.bot_user_id):
            # maybe an answer to a waiting proposal; anything else is dropped unread later
            await self._schedule_event(body, event, context, needs_pending=True)

    async def _on_thread_started(self, body: dict[str, Any], event: dict[str, Any], context: AsyncBoltContext) -> None:
        client, team = context.client, context.team_id or ""
        self._schedule("slack-assistant", lambda: self._greet(event, client, team), once=event_key(body))

    async def _on_action(self, ack: Callable[..., Awaitable[Any]], body: dict[str, Any],
                         action: dict[str, Any], context: AsyncBoltContext) -> None:
        await ack()
        client = context.client
        self._schedule("slack-click", lambda: self._click(body, action, client))

    async def _on_command(self, ack: Callable[..., Awaitable[Any]], body: dict[str, Any],
                          context: AsyncBoltContext) -> None:
        await ack()
        client = context.client
        self._schedule("slack-command", lambda: self._command(body, client))

    @staticmethod
    async def _on_error(error: Exception, response: BoltResponse | None) -> BoltResponse | None:
        """A signed body bolt or a listener cannot read answers 400 (never 500); the rest stays 500.
        Either way one JSON log record, and nothing of the failure in the response."""
        shape = isinstance(error, (LookupError, TypeError, AttributeError, ValueError))
        log.warning("slack request failed", exc_info=error, extra={"malformed": shape})
        if response is None:
            return None
        return BoltResponse(status=400 if shape else 500, body="")

    async def _schedule_event(self, body: dict[str, Any], event: dict[str, Any], context: AsyncBoltContext,
                              *, needs_pending: bool) -> None:
        """The event's work, after the ack; its retries are told apart by the turn's first store
        round trip (the event id travels as the turn's `delivery`)."""
        team = str(body.get("team_id") or event.get("team") or "")
        client, bot_user_id, delivery = context.client, context.bot_user_id, event_key(body)
        self._schedule("slack-event", lambda: self._event(team, event, client, bot_user_id, needs_pending, delivery))

    async def _first_time(self, key: str) -> bool:
        """True the first time `key` is seen within the TTL (Slack's retries, replays)."""
        try:
            return await self.store.add_once(key, timedelta(seconds=self.config.event_ttl_seconds))
        except StoreUnavailable:
            return True  # the dispatcher fails closed on the same outage and says so

    def _schedule(self, name: str, work: Callable[[], Awaitable[None]], *, once: str | None = None) -> None:
        """Runs `work` after the ack, so the listener returns (and Slack gets its answer) without a
        round trip to the store. With `once`, a key seen before within the TTL (Slack's retry of an
        event, a replayed slash command) runs nothing: the check is the work's first step."""

        async def run() -> None:
            if once is not None and not await self._first_time(once):
                log.info("slack delivery repeated, already handled", extra={"work": name})
                return
            await work()

        self.background.start(name, run)

    def _language(self, locale: str | None) -> str:
        """The catalog language of a Slack locale ("de-DE" → "de"), for texts sent before any message
        is read (the dispatcher detects each message's own)."""
        language = (locale or "en").split("-")[0].lower()
        return language if self.dispatcher.catalog.has(language) else "en"

    # ------------------------------------------------------------------ work (after the ack)

    async def _event(self, team: str, event: dict[str, Any], client: AsyncWebClient, bot_user_id: str | None,
                     needs_pending: bool, delivery: str | None) -> None:
        place, thread_ts = event_place(event)
        user = str(event["user"])
        identity = Identity(platform=PLATFORM, workspace=team, user=user)
        probe = Turn(identity=identity, place=place)
        if needs_pending and not await self.dispatcher.awaits_answer(probe.thread_key):
            return
        profile = await self.users.get(client, team, user)
        turn = probe.model_copy(update={"text": inbound_text(str(event.get("text", "")), bot_user_id),
                                        "locale": profile.locale, "display_name": profile.name,
                                        "delivery": delivery})
        replier = await self._replier(event, place, thread_ts, client, turn)
        try:
            await self.dispatcher.handle(turn, replier)
        finally:
            await replier.done()

    async def _replier(self, event: dict[str, Any], place: Place, thread_ts: str | None, client: AsyncWebClient,
                       turn: Turn) -> SlackReplier:
        """An assistant thread's replier (its status from the start, a title); in a channel the thread's
        status after the working delay, one call that the answer clears; in a DM the reaction."""
        user, reaction_ts, delay = turn.identity.user, event.get("ts"), self.config.working_delay_seconds
        status = self.dispatcher.catalog.template(self._language(turn.locale), "slack.assistant.status")
        if place.is_dm and thread_ts and await self._assistant_thread(place.channel, thread_ts):
            return AssistantReplier(client, channel=place.channel, thread_ts=thread_ts, user=user,
                                    status=status, title=turn.text)
        if not place.is_dm and thread_ts:
            return ThreadStatusReplier(client, channel=place.channel, thread_ts=thread_ts, user=user, is_dm=False,
                                       status=status, reaction_ts=reaction_ts, working_delay=delay)
        return SlackReplier(client, channel=place.channel, thread_ts=thread_ts, user=user, is_dm=place.is_dm,
                            reaction_ts=reaction_ts, working_delay=delay)

    async def _assistant_thread(self, channel: str, thread_ts: str) -> bool:
        try:
            return await self.threads.known(channel_id=channel, thread_ts=thread_ts)
        except StoreUnavailable:
            return False  # answered as a DM thread; the dispatcher says what is down

    async def _greet(self, event: dict[str, Any], client: AsyncWebClient, team: str) -> None:
        thread = event.get("assistant_thread") or {}
        channel, thread_ts, user = (str(thread.get(k, "")) for k in ("channel_id", "thread_ts", "user_id"))
        if not (channel and thread_ts and user):
            log.info("assistant thread started without its place")
            return
        await self.threads.save(channel_id=channel, thread_ts=thread_ts, context=thread.get("context") or {})
        profile = await self.users.get(client, team, user)
        await greet(client, self.dispatcher.catalog, self._language(profile.locale), channel=channel,
                    thread_ts=thread_ts, user=user)

    async def _click(self, body: dict[str, Any], action: dict[str, Any], client: AsyncWebClient) -> None:
        user_data = body.get("user") or {}
        user = str(user_data.get("id", ""))
        team = str((body.get("team") or {}).get("id") or user_data.get("team_id") or "")
        place, thread_ts, message_ts = click_place(body)
        ephemeral = bool((body.get("container") or {}).get("is_ephemeral"))
        replier = SlackReplier(client, channel=place.channel, thread_ts=thread_ts, user=user,
                               is_dm=place.is_dm, response_url=body.get("response_url"),
                               private_only=ephemeral)
        profile = await self.users.get(client, team, user)
        click = parse_button_value(str(action.get("value", "")))
        if click is None or not user or not place.channel:
            log.info("slack click with an invalid value ignored")
            line = self.dispatcher.catalog.line(self._language(profile.locale), "confirm.not_found")
            await replier.post(OutgoingMessage(lines=[line], private=True))
            return
        turn = Turn(identity=Identity(platform=PLATFORM, workspace=team, user=user), place=place,
                    click=click.model_copy(update={"message_ref": message_ts}),
                    locale=profile.locale, display_name=profile.name)
        await self.dispatcher.handle(turn, replier)

    async def _command(self, body: dict[str, Any], client: AsyncWebClient) -> None:
        user = str(body.get("user_id", ""))
        team = str(body.get("team_id", ""))
        channel = str(body.get("channel_id", ""))
        place = Place(channel=channel, thread=slash_thread(user), is_dm=is_dm_channel(channel))
        profile = await self.users.get(client, team, user)
        turn = Turn(identity=Identity(platform=PLATFORM, workspace=team, user=user),
                    place=place, text=inbound_text(str(body.get("text", "")), None),
                    locale=profile.locale, display_name=profile.name, delivery=f"slack:command:{command_key(body)}")
        replier = SlackReplier(client, channel=channel, thread_ts=None, user=user, is_dm=place.is_dm,
                               response_url=body.get("response_url"), private_only=True)
        await self.dispatcher.handle(turn, replier)


def event_key(body: dict[str, Any]) -> str | None:
    """What identifies one Events API delivery across Slack's retries: its event id (None: none)."""
    event_id = body.get("event_id")
    return f"slack:event:{event_id}" if event_id else None


def command_key(body: dict[str, Any]) -> str:
    """What identifies one invocation of the slash command: Slack's trigger id, which the
    signature covers (a digest of the whole body if a command ever came without one)."""
    trigger = body.get("trigger_id")
    if trigger:
        return f"trigger:{trigger}"
    return "body:" + hashlib.sha256(json.dumps(body, sort_keys=True, default=str).encode()).hexdigest()


# ---------------------------------------------------------------------- serving


def http_app(adapter: SlackAdapter) -> Starlette:
    """`POST /slack/events` (events, interactivity and the slash command) and `GET /healthz`,
    both behind the body limit."""
    if adapter.config.signing_secret is None:
        raise ValueError("HTTP mode needs the signing secret")
    events = SlackEndpoint(adapter.app, adapter.config.signing_secret.get_secret_value())

    async def healthz(request: Request) -> Response:
        return PlainTextResponse("ok")

    routes = [Route("/slack/events", events.handle, methods=["POST"]), Route("/healthz", healthz, methods=["GET"])]
    flow = adapter.app.oauth_flow
    if flow is not None:  # many workspaces: the "Add to Slack" page and Slack's redirect after approval
        pages = AsyncSlackRequestHandler(adapter.app)
        routes += [Route(flow.install_path, pages.handle, methods=["GET"]),
                   Route(flow.redirect_uri_path, pages.handle, methods=["GET"])]
    return Starlette(routes=routes, middleware=[guard_middleware(adapter.config.max_body_bytes)])


async def serve_http(adapter: SlackAdapter, *, host: str, port: int) -> None:
    import uvicorn

    # log_config=None: uvicorn's own records go to the root handler (JSON, redacted), not its own.
    # HTTP is parsed by httptools (a dependency; uvicorn's "auto" takes it when it is installed, h11
    # otherwise): h11 parses and writes every request and ack in Python.
    server = uvicorn.Server(uvicorn.Config(http_app(adapter), host=host, port=port, lifespan="off",
                                           log_level="warning", access_log=False, log_config=None))
    await server.serve()


class _SocketModeHandler(AsyncSocketModeHandler):
    """bolt's Socket Mode handler, except that every envelope is acknowledged: bolt acks only a
    200, so an event no listener takes, or one whose body it could not read, would be sent again
    by Slack (three times) and never handled anyway. Over HTTP those get their 404/400 instead."""

    async def handle(self, client: SocketModeClient, req: SocketModeRequest) -> None:  # type: ignore[override]
        started = time.time()
        response = await run_async_bolt_app(self.app, req)
        if response.status != 200:
            log.info("slack envelope not handled, acknowledged anyway", extra={"status": response.status})
            response = BoltResponse(status=200, body="")
        await send_async_response(client, req, response, started)


async def serve_socket_mode(adapter: SlackAdapter, stop: asyncio.Event) -> None:
    """Serves over Socket Mode until `stop` is set. The connection URL comes from
    `apps.connections.open` on SLACK_API_URL (the adapter's Web API client, with the app-level
    token); the SDK reconnects when Slack asks to or the connection drops. Each envelope is
    acknowledged as soon as its listener returned (listeners only schedule), well within 3 s."""
    assert adapter.config.app_token is not None
    handler = _SocketModeHandler(adapter.app, adapter.config.app_token.get_secret_value(), web_client=adapter.client)
    try:
        await handler.connect_async()
        await stop.wait()
    finally:
        await handler.close_async()


def installations_for(config: SlackConfig) -> AbstractAsyncContextManager[Installations | None]:
    """The installation and state stores of a multi-workspace app; nothing for one workspace."""
    install = config.install
    if install is None:
        return contextlib.nullcontext()
    return open_installations(database_url=install.database_url.get_secret_value(), client_id=install.client_id,
                              encryption_keys=install.token_encryption_key.get_secret_value(),
                              state_secret=install.state_secret.get_secret_value(),
                              state_ttl_seconds=install.state_ttl_seconds)


def config_for(settings: Settings, mode: Literal["auto", "http", "socket"] = "auto") -> SlackConfig:
    """The Slack configuration for `mode` (auto: Socket Mode when SLACK_APP_TOKEN is set, else
    HTTP); ValueError names what is missing."""
    if mode == "http":
        settings = settings.model_copy(update={"slack_app_token": None})
    elif mode == "socket" and settings.slack_app_token is None:
        raise ValueError("Socket Mode needs SLACK_APP_TOKEN")
    return SlackConfig.from_settings(settings)


async def serve(adapter: SlackAdapter, *, host: str, port: int) -> None:
    """Socket Mode with an app-level token, until SIGTERM or SIGINT; else HTTP on `port` (uvicorn
    stops on those signals itself)."""
    if adapter.config.app_token is not None:
        with stop_on_signals() as stop:
            await serve_socket_mode(adapter, stop)
    else:
        await serve_http(adapter, host=host, port=port)
