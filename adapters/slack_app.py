"""The Slack adapter: Slack events, clicks and the slash command in, `Turn`s out, replies back.

It translates and holds no business logic. Every listener only acknowledges and schedules: the
dispatcher's work runs afterwards on the process's `BackgroundTasks`, so Slack always gets its ack
within 3 seconds (bolt's `process_before_response=True` just means "answer once the listener
returned", and the listener returns at once). Events API retries are handled once: the event id
is added to the store with a TTL before any work is scheduled.

Runs as HTTP events and interactivity (`POST /slack/events`, `GET /healthz`; bodies bounded by
`adapters.http_guard`, requests verified with the signing secret before they are parsed, 401
otherwise: `adapters.slack_endpoint`) or, with an app-level token, over Socket Mode. A slash
command replayed (same trigger id) is handled once, like a retried event.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
from collections.abc import Awaitable, Callable
from datetime import timedelta
from typing import Any, Literal

from pydantic import BaseModel, SecretStr
from slack_bolt import BoltResponse
from slack_bolt.async_app import AsyncApp, AsyncBoltContext
from slack_sdk.http_retry.builtin_async_handlers import AsyncRateLimitErrorRetryHandler
from slack_sdk.web.async_client import AsyncWebClient
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import PlainTextResponse, Response
from starlette.routing import Route

from adapters.http_guard import guard_middleware
from adapters.slack_endpoint import SlackEndpoint
from adapters.slack_inbound import (
    DM_THREAD, click_place, event_place, inbound_text, is_dm_channel, mentions, readable, slash_thread,
)
from adapters.slack_render import ACTION_PREFIX
from adapters.slack_replier import SlackReplier
from adapters.slack_users import SlackUsers
from bot.background import BackgroundTasks
from bot.dispatcher import Dispatcher
from bot.settings import Settings
from bot.store.base import Store, StoreUnavailable
from bot.turn import Identity, OutgoingMessage, Place, Turn, parse_button_value

log = logging.getLogger(__name__)

PLATFORM = "slack"
SLASH_COMMAND = "/benchgen"


class SlackConfig(BaseModel):
    bot_token: SecretStr
    signing_secret: SecretStr | None = None
    app_token: SecretStr | None = None  # set: Socket Mode
    api_url: str = "https://slack.com/api/"
    event_ttl_seconds: int = 3600  # how long an event id or a command's trigger id is remembered
    rate_limit_retries: int = 2
    max_body_bytes: int = 1_000_000  # HTTP_MAX_BODY_BYTES
    working_delay_seconds: float = 1.0  # a turn answered sooner shows no working sign (no Slack call)

    @classmethod
    def from_settings(cls, settings: Settings) -> SlackConfig:
        if settings.slack_bot_token is None:
            raise ValueError("SLACK_BOT_TOKEN is not set")
        if settings.slack_app_token is None and settings.slack_signing_secret is None:
            raise ValueError("set SLACK_APP_TOKEN (Socket Mode) or SLACK_SIGNING_SECRET (HTTP events)")
        return cls(bot_token=settings.slack_bot_token, signing_secret=settings.slack_signing_secret,
                   app_token=settings.slack_app_token, api_url=settings.slack_api_url,
                   max_body_bytes=settings.http_max_body_bytes)


def web_client(config: SlackConfig) -> AsyncWebClient:
    base_url = config.api_url if config.api_url.endswith("/") else config.api_url + "/"
    client = AsyncWebClient(token=config.bot_token.get_secret_value(), base_url=base_url)
    client.retry_handlers.append(AsyncRateLimitErrorRetryHandler(max_retry_count=config.rate_limit_retries))
    return client


class SlackAdapter:
    """Owns the bolt app; `app` is served by `http_app` or by Socket Mode."""

    def __init__(self, *, config: SlackConfig, dispatcher: Dispatcher, store: Store,
                 background: BackgroundTasks, client: AsyncWebClient | None = None) -> None:
        self.config = config
        self.dispatcher = dispatcher
        self.store = store
        self.background = background
        self.client = client or web_client(config)
        self.users = SlackUsers(self.client)
        socket_mode = config.app_token is not None
        secret = config.signing_secret.get_secret_value() if config.signing_secret else ""
        if not socket_mode and not secret:
            raise ValueError("HTTP mode needs the signing secret")
        self.app = AsyncApp(
            client=self.client,
            signing_secret=secret,
            # Off in both modes: over HTTP `SlackEndpoint` has verified the raw bytes before bolt sees
            # the request (a second HMAC here would only cost time); Socket Mode is not signed.
            request_verification_enabled=False,
            process_before_response=True,
            raise_error_for_unhandled_request=False,
            logger=logging.getLogger("slack_bolt"),
            name="benchgen-bot",
        )
        self._register()

    # ------------------------------------------------------------------ listeners (ack + schedule)

    def _register(self) -> None:
        async def on_mention(body: dict[str, Any], event: dict[str, Any], context: AsyncBoltContext) -> None:
            if is_dm_channel(str(event.get("channel", "")), event.get("channel_type")):
                return  # a DM is read from its message event
            if not readable(event, context.bot_user_id, context.bot_id):
                return
            await self._schedule_event(body, event, context, needs_pending=False)

        async def on_message(body: dict[str, Any], event: dict[str, Any], context: AsyncBoltContext) -> None:
            if not readable(event, context.bot_user_id, context.bot_id):
                return
            if is_dm_channel(str(event.get("channel", "")), event.get("channel_type")):
                await self._schedule_event(body, event, context, needs_pending=False)
            elif event.get("thread_ts") and not mentions(str(event.get("text", "")), context.bot_user_id):
                # maybe an answer to a waiting proposal; anything else is dropped unread later
                await self._schedule_event(body, event, context, needs_pending=True)

        async def on_action(ack: Callable[..., Awaitable[Any]], body: dict[str, Any],
                            action: dict[str, Any]) -> None:
            await ack()
            self._schedule("slack-click", self._click(body, action))

        async def on_command(ack: Callable[..., Awaitable[Any]], body: dict[str, Any]) -> None:
            await ack()
            if not await self._first_time(f"slack:command:{command_key(body)}"):
                log.info("slack command replayed, already handled")
                return
            self._schedule("slack-command", self._command(body))

        async def on_error(error: Exception, response: BoltResponse | None) -> BoltResponse | None:
            """A signed body bolt or a listener cannot read answers 400 (never 500); the rest stays 500.
            Either way one JSON log record, and nothing of the failure in the response."""
            shape = isinstance(error, (LookupError, TypeError, AttributeError, ValueError))
            log.warning("slack request failed", exc_info=error, extra={"malformed": shape})
            if response is None:
                return None
            return BoltResponse(status=400 if shape else 500, body="")

        self.app.error(on_error)
        self.app.event("app_mention")(on_mention)
        self.app.event("message")(on_message)
        self.app.action(re.compile(f"^{ACTION_PREFIX}"))(on_action)
        self.app.command(SLASH_COMMAND)(on_command)

    async def _schedule_event(self, body: dict[str, Any], event: dict[str, Any], context: AsyncBoltContext,
                              *, needs_pending: bool) -> None:
        event_id = body.get("event_id")
        if event_id and not await self._first_time(f"slack:event:{event_id}"):
            log.info("slack event retried, already handled")
            return
        team = str(body.get("team_id") or event.get("team") or "")
        self._schedule("slack-event", self._event(team, event, context.bot_user_id, needs_pending))

    async def _first_time(self, key: str) -> bool:
        """True the first time `key` is seen within the TTL (Slack's retries, replays)."""
        try:
            return await self.store.add_once(key, timedelta(seconds=self.config.event_ttl_seconds))
        except StoreUnavailable:
            return True  # the dispatcher fails closed on the same outage and says so

    def _schedule(self, name: str, work: Awaitable[None]) -> None:
        async def run() -> None:
            await work

        self.background.start(name, run)

    # ------------------------------------------------------------------ work (after the ack)

    async def _event(self, team: str, event: dict[str, Any], bot_user_id: str | None, needs_pending: bool) -> None:
        place, thread_ts = event_place(event)
        user = str(event["user"])
        identity = Identity(platform=PLATFORM, workspace=team, user=user)
        probe = Turn(identity=identity, place=place)
        if needs_pending and not await self.dispatcher.awaits_answer(probe.thread_key):
            return
        profile = await self.users.get(user)
        turn = probe.model_copy(update={"text": inbound_text(str(event.get("text", "")), bot_user_id),
                                        "locale": profile.locale, "display_name": profile.name})
        replier = SlackReplier(self.client, channel=place.channel, thread_ts=thread_ts, user=user,
                               is_dm=place.is_dm, reaction_ts=event.get("ts"),
                               working_delay=self.config.working_delay_seconds)
        try:
            await self.dispatcher.handle(turn, replier)
        finally:
            await replier.done()

    async def _click(self, body: dict[str, Any], action: dict[str, Any]) -> None:
        user_data = body.get("user") or {}
        user = str(user_data.get("id", ""))
        team = str((body.get("team") or {}).get("id") or user_data.get("team_id") or "")
        place, thread_ts, message_ts = click_place(body)
        ephemeral = bool((body.get("container") or {}).get("is_ephemeral"))
        replier = SlackReplier(self.client, channel=place.channel, thread_ts=thread_ts, user=user,
                               is_dm=place.is_dm, response_url=body.get("response_url"),
                               private_only=ephemeral)
        profile = await self.users.get(user)
        click = parse_button_value(str(action.get("value", "")))
        if click is None or not user or not place.channel:
            log.info("slack click with an invalid value ignored")
            language = (profile.locale or "en").split("-")[0].lower()
            language = language if self.dispatcher.catalog.has(language) else "en"
            await replier.post(OutgoingMessage(lines=[self.dispatcher.catalog.line(language, "confirm.not_found")],
                                               private=True))
            return
        turn = Turn(identity=Identity(platform=PLATFORM, workspace=team, user=user), place=place,
                    click=click.model_copy(update={"message_ref": message_ts}),
                    locale=profile.locale, display_name=profile.name)
        await self.dispatcher.handle(turn, replier)

    async def _command(self, body: dict[str, Any]) -> None:
        user = str(body.get("user_id", ""))
        channel = str(body.get("channel_id", ""))
        place = Place(channel=channel, thread=slash_thread(user), is_dm=is_dm_channel(channel))
        profile = await self.users.get(user)
        turn = Turn(identity=Identity(platform=PLATFORM, workspace=str(body.get("team_id", "")), user=user),
                    place=place, text=inbound_text(str(body.get("text", "")), None),
                    locale=profile.locale, display_name=profile.name)
        replier = SlackReplier(self.client, channel=channel, thread_ts=None, user=user, is_dm=place.is_dm,
                               response_url=body.get("response_url"), private_only=True)
        await self.dispatcher.handle(turn, replier)


def command_key(body: dict[str, Any]) -> str:
    """What identifies one invocation of the slash command: Slack's trigger id, which the
    signature covers (a digest of the whole body if a command ever came without one)."""
    trigger = body.get("trigger_id")
    if trigger:
        return f"trigger:{trigger}"
    return "body:" + hashlib.sha256(json.dumps(body, sort_keys=True, default=str).encode()).hexdigest()


# ---------------------------------------------------------------------- posting from another process


def replier_for(client: AsyncWebClient, identity: Identity, place: Place) -> SlackReplier:
    """A replier for a thread this process did not receive a turn from (a watch worker posting a
    run's result): the bot token's client, the place's channel and thread. A DM or a slash
    command's private conversation has no thread: messages go to the conversation itself."""
    thread_ts = None if place.thread == DM_THREAD or place.thread.startswith("slash-") else place.thread
    return SlackReplier(client, channel=place.channel, thread_ts=thread_ts, user=identity.user, is_dm=place.is_dm)


def replier_factory(settings: Settings) -> Callable[[Identity, Place], SlackReplier] | None:
    """`replier_for` on the bot token from the settings; None when Slack is not configured."""
    if settings.slack_bot_token is None:
        return None
    client = web_client(SlackConfig(bot_token=settings.slack_bot_token, api_url=settings.slack_api_url))
    return lambda identity, place: replier_for(client, identity, place)


# ---------------------------------------------------------------------- serving


def http_app(adapter: SlackAdapter) -> Starlette:
    """`POST /slack/events` (events, interactivity and the slash command) and `GET /healthz`,
    both behind the body limit."""
    if adapter.config.signing_secret is None:
        raise ValueError("HTTP mode needs the signing secret")
    events = SlackEndpoint(adapter.app, adapter.config.signing_secret.get_secret_value())

    async def healthz(request: Request) -> Response:
        return PlainTextResponse("ok")

    return Starlette(routes=[Route("/slack/events", events.handle, methods=["POST"]),
                             Route("/healthz", healthz, methods=["GET"])],
                     middleware=[guard_middleware(adapter.config.max_body_bytes)])


async def serve_http(adapter: SlackAdapter, *, host: str, port: int) -> None:
    import uvicorn

    # log_config=None: uvicorn's own records go to the root handler (JSON, redacted), not its own
    server = uvicorn.Server(uvicorn.Config(http_app(adapter), host=host, port=port, lifespan="off",
                                           log_level="warning", access_log=False, log_config=None))
    await server.serve()


async def serve_socket_mode(adapter: SlackAdapter) -> None:
    from slack_bolt.adapter.socket_mode.async_handler import AsyncSocketModeHandler

    assert adapter.config.app_token is not None
    handler = AsyncSocketModeHandler(adapter.app, adapter.config.app_token.get_secret_value())
    try:
        await handler.start_async()
    finally:
        await handler.close_async()


def config_for(settings: Settings, mode: Literal["auto", "http", "socket"] = "auto") -> SlackConfig:
    """The Slack configuration for `mode` (auto: Socket Mode when SLACK_APP_TOKEN is set, else
    HTTP); ValueError names what is missing."""
    if mode == "http":
        settings = settings.model_copy(update={"slack_app_token": None})
    elif mode == "socket" and settings.slack_app_token is None:
        raise ValueError("Socket Mode needs SLACK_APP_TOKEN")
    return SlackConfig.from_settings(settings)


async def serve(adapter: SlackAdapter, *, host: str, port: int) -> None:
    """Socket Mode with an app-level token, else HTTP on `port`, until cancelled."""
    if adapter.config.app_token is not None:
        await serve_socket_mode(adapter)
    else:
        await serve_http(adapter, host=host, port=port)
