"""A local stand-in for Slack's side: the Web API (recording every call) and signed requests.

The Web API answers like Slack does (`ok`, `ts`, `message_ts`, `users.info` profiles with a
locale); `response_url`s point at it too. Requests to the bot are signed like Slack signs them
(v0 HMAC-SHA256 of `v0:{timestamp}:{body}`) and posted over real HTTP.

It also plays Slack's side of an install: `/oauth/v2/authorize` (the user approves: a redirect back
to the app with a code and the app's state), `oauth.v2.access` (a code, or a refresh token when
token rotation is on, for a bot token of that workspace), and tokens that stop working once revoked.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import hmac
import itertools
import json
import time
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import httpx
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, Response
from starlette.routing import Route

from tests.serving import free_socket, serve  # noqa: F401  (re-exported for the Slack tests)

TEAM = "T0ACME"
BOT_USER = "UBOT"
BOT_ID = "BBOT"
BOT_TOKEN = "xoxb-standin-token"
SIGNING_SECRET = "standin-signing-secret"
CLIENT_ID = "1111.2222"
CLIENT_SECRET = "standin-client-secret"


@dataclass
class Call:
    method: str  # e.g. "chat.postMessage", or "response_url" for a response URL post
    args: dict[str, Any]
    ts: str | None = None
    at: float = field(default_factory=time.perf_counter)  # when it reached the stand-in (bench/slack.py)
    team: str | None = None  # the workspace whose token made the call

    @property
    def text(self) -> str:
        """What the message shows: its sections when it has blocks, else its text."""
        blocks = self.args.get("blocks")
        if isinstance(blocks, str):
            blocks = json.loads(blocks)
        if blocks:
            return "\n".join(b["text"]["text"] for b in blocks if b.get("type") == "section")
        return str(self.args.get("text", ""))

    @property
    def buttons(self) -> list[dict[str, Any]]:
        blocks = self.args.get("blocks")
        if isinstance(blocks, str):
            blocks = json.loads(blocks)
        return [e for b in blocks or [] if b.get("type") == "actions" for e in b["elements"]]

    def button(self, label: str) -> dict[str, Any]:
        for element in self.buttons:
            if element["text"]["text"] == label:
                return element
        raise AssertionError(f"no button {label!r} in {self.buttons}")


@dataclass
class SlackStandIn:
    users: dict[str, dict[str, Any]] = field(default_factory=dict)
    calls: list[Call] = field(default_factory=list)
    rate_limited: dict[str, int] = field(default_factory=dict)  # method -> 429s still to give
    delays: dict[str, float] = field(default_factory=dict)  # method -> seconds before answering
    refused: dict[str, str] = field(default_factory=dict)  # method -> the error Slack answers it with
    base_url: str = ""
    tokens: dict[str, str] = field(default_factory=lambda: {BOT_TOKEN: TEAM})  # valid token -> its workspace
    token_rotation: bool = False  # installs get a refresh token and a token that expires
    expires_in: int = 43200
    redirect_uri: str = ""  # the app's registered redirect URL
    issued: list[str] = field(default_factory=list)  # every bot token handed out
    _codes: dict[str, tuple[str, str]] = field(default_factory=dict)  # code -> (workspace, installer)
    _refresh: dict[str, str] = field(default_factory=dict)  # refresh token -> workspace
    socket_url: str = ""  # what apps.connections.open hands out (Socket Mode)
    app_token: str = ""  # the app-level token apps.connections.open accepts
    _ts: itertools.count = field(default_factory=lambda: itertools.count(1))

    def next_ts(self) -> str:
        return f"1700000{next(self._ts):03d}.000100"

    def app(self) -> Starlette:
        return Starlette(routes=[Route("/api/{method}", self._api, methods=["GET", "POST"]),
                                 Route("/response/{name}", self._response, methods=["POST"]),
                                 Route("/oauth/v2/authorize", self._authorize, methods=["GET"])])

    def revoke(self, team: str) -> None:
        """What uninstalling does on Slack's side: every token of the workspace stops working."""
        self.tokens = {token: owner for token, owner in self.tokens.items() if owner != team}

    async def _authorize(self, request: Request) -> Response:
        """The user approves the install in the workspace `team` (default TEAM) as `user`."""
        query = request.query_params
        self.calls.append(Call("oauth.authorize", dict(query)))
        code = f"code-{len(self._codes) + 1}"
        self._codes[code] = (query.get("team") or TEAM, query.get("user") or "UINSTALLER")
        target = query.get("redirect_uri") or self.redirect_uri
        params = urllib.parse.urlencode({"code": code, "state": query.get("state", "")})
        return Response(status_code=302, headers={"Location": f"{target}?{params}"})

    def _grant(self, team: str) -> dict[str, Any]:
        token = f"xoxb-{team}-{len(self.issued) + 1}"
        self.issued.append(token)
        self.tokens[token] = team
        grant: dict[str, Any] = {"access_token": token}
        if self.token_rotation:
            refresh = f"xoxe-1-{team}-{len(self.issued)}"
            self._refresh[refresh] = team
            grant.update(refresh_token=refresh, expires_in=self.expires_in)
        return grant

    async def _oauth_access(self, request: Request, args: dict[str, Any]) -> Response:
        auth = request.headers.get("authorization", "")
        client = (args.get("client_id"), args.get("client_secret"))
        if auth.startswith("Basic "):
            client = tuple(base64.b64decode(auth[6:]).decode().split(":", 1))  # type: ignore[assignment]
        if client != (CLIENT_ID, CLIENT_SECRET):
            return JSONResponse({"ok": False, "error": "invalid_client_id"})
        if args.get("grant_type") == "refresh_token":
            team = self._refresh.pop(str(args.get("refresh_token")), None)
            if team is None:
                return JSONResponse({"ok": False, "error": "invalid_refresh_token"})
            self.calls.append(Call("oauth.v2.access:refresh", {}, team=team))
            return JSONResponse({"ok": True, "token_type": "bot", "team": {"id": team}, **self._grant(team)})
        found = self._codes.pop(str(args.get("code")), None)
        if found is None:
            return JSONResponse({"ok": False, "error": "invalid_code"})
        team, installer = found
        self.calls.append(Call("oauth.v2.access", {"code": args.get("code")}, team=team))
        return JSONResponse({"ok": True, "app_id": "A0BENCH", "authed_user": {"id": installer},
                             "scope": "app_mentions:read,chat:write", "token_type": "bot", "bot_user_id": BOT_USER,
                             "team": {"id": team, "name": f"Workspace {team}"}, "enterprise": None,
                             "is_enterprise_install": False, **self._grant(team)})

    async def _args(self, request: Request) -> dict[str, Any]:
        args: dict[str, Any] = dict(request.query_params)
        body = await request.body()
        if body:
            if request.headers.get("content-type", "").startswith("application/json"):
                args.update(json.loads(body))
            else:
                args.update(dict(urllib.parse.parse_qsl(body.decode())))
        return args

    async def _api(self, request: Request) -> Response:
        method = request.path_params["method"]
        if method in self.delays:
            await asyncio.sleep(self.delays[method])
        if self.rate_limited.get(method, 0) > 0:
            self.rate_limited[method] -= 1
            self.calls.append(Call("rate_limited:" + method, {}))
            return JSONResponse({"ok": False, "error": "ratelimited"}, status_code=429, headers={"Retry-After": "0"})
        if method == "apps.connections.open":  # the only method called with the app-level token
            return self._connections_open(request)
        args = await self._args(request)
        if method == "oauth.v2.access":
            return await self._oauth_access(request, args)
        team = self.tokens.get(request.headers.get("authorization", "").removeprefix("Bearer "))
        if team is None:
            self.calls.append(Call("invalid_auth:" + method, {}))
            return JSONResponse({"ok": False, "error": "invalid_auth"})
        call = Call(method, args, team=team)
        self.calls.append(call)
        if method in self.refused:
            return JSONResponse({"ok": False, "error": self.refused[method]})
        if method.startswith("assistant.threads."):
            return _ok()
        answer = self._web_methods().get(method)
        return answer(call) if answer is not None else JSONResponse({"ok": False, "error": "unknown_method"})

    def _web_methods(self) -> dict[str, Callable[[Call], Response]]:
        """The Web API methods called with a bot token, each answering its recorded call."""
        return {
            "auth.test": self._auth_test,
            "chat.postMessage": self._post_message,
            "chat.postEphemeral": self._post_ephemeral,
            "chat.update": self._update,
            "reactions.add": lambda call: _ok(),
            "reactions.remove": lambda call: _ok(),
            "users.info": self._users_info,
        }

    def _connections_open(self, request: Request) -> Response:
        self.calls.append(Call("apps.connections.open", {}))
        if not self.app_token or request.headers.get("authorization") != f"Bearer {self.app_token}":
            return JSONResponse({"ok": False, "error": "invalid_auth"})
        return JSONResponse({"ok": True, "url": self.socket_url})

    def _auth_test(self, call: Call) -> Response:
        return JSONResponse({"ok": True, "url": "https://acme.slack.test/", "team": "Acme", "user": "benchgen",
                             "team_id": call.team, "user_id": BOT_USER, "bot_id": BOT_ID,
                             "is_enterprise_install": False})

    def _post_message(self, call: Call) -> Response:
        args = call.args
        call.ts = self.next_ts()
        message = {"type": "message", "text": args.get("text", ""), "user": BOT_USER, "bot_id": BOT_ID,
                   "ts": call.ts}
        if args.get("thread_ts"):
            message["thread_ts"] = args["thread_ts"]
        return JSONResponse({"ok": True, "channel": args["channel"], "ts": call.ts, "message": message})

    def _post_ephemeral(self, call: Call) -> Response:
        call.ts = self.next_ts()
        return JSONResponse({"ok": True, "message_ts": call.ts})

    def _update(self, call: Call) -> Response:
        args = call.args
        return JSONResponse({"ok": True, "channel": args["channel"], "ts": args["ts"], "text": args.get("text", "")})

    def _users_info(self, call: Call) -> Response:
        args = call.args
        user = self.users.get(str(args.get("user")))
        if user is None:
            return JSONResponse({"ok": False, "error": "user_not_found"})
        profile = {"display_name": user["name"], "real_name": user["name"].title()}
        data = {"id": args["user"], "team_id": TEAM, "name": user["name"], "real_name": profile["real_name"],
                "profile": profile}
        if args.get("include_locale") in ("1", "true", "True", True):
            data["locale"] = user.get("locale", "en-US")
        return JSONResponse({"ok": True, "user": data})

    async def _response(self, request: Request) -> Response:
        self.calls.append(Call("response_url", json.loads(await request.body())))
        return PlainTextResponse("ok")

    # ------------------------------------------------------------------ reading the record

    def of(self, *methods: str) -> list[Call]:
        return [c for c in self.calls if c.method in methods]

    def messages(self) -> list[Call]:
        """Everything shown to someone: posts, ephemerals, updates and response_url posts."""
        return self.of("chat.postMessage", "chat.postEphemeral", "chat.update", "response_url")

    def texts(self) -> str:
        return "\n".join(c.text for c in self.messages())

    def last_with_buttons(self) -> Call:
        for call in reversed(self.of("chat.postMessage", "response_url")):
            if call.buttons:
                return call
        raise AssertionError("no message with buttons was posted")




def _ok() -> Response:
    return JSONResponse({"ok": True})


def sign(body: str, *, timestamp: int | None = None, secret: str = SIGNING_SECRET) -> dict[str, str]:
    ts = str(int(time.time()) if timestamp is None else timestamp)
    digest = hmac.new(secret.encode(), f"v0:{ts}:{body}".encode(), hashlib.sha256).hexdigest()
    return {"X-Slack-Request-Timestamp": ts, "X-Slack-Signature": f"v0={digest}"}


@dataclass
class SlackSide:
    """Sends what Slack would send to the bot's endpoint, signed."""

    http: httpx.AsyncClient
    url: str  # the bot's /slack/events
    api: SlackStandIn
    team: str = TEAM  # the workspace the requests come from
    _events: itertools.count = field(default_factory=lambda: itertools.count(1))

    async def post_json(self, payload: dict[str, Any], headers: dict[str, str] | None = None,
                        signed: bool = True) -> httpx.Response:
        body = json.dumps(payload)
        all_headers = {"Content-Type": "application/json", **(sign(body) if signed else {}), **(headers or {})}
        return await self.http.post(self.url, content=body, headers=all_headers)

    async def post_form(self, form: dict[str, str]) -> httpx.Response:
        body = urllib.parse.urlencode(form)
        return await self.http.post(self.url, content=body,
                                    headers={"Content-Type": "application/x-www-form-urlencoded", **sign(body)})

    def envelope(self, event: dict[str, Any], event_id: str | None = None) -> dict[str, Any]:
        return {"token": "unused", "team_id": self.team, "api_app_id": "A0BENCH", "type": "event_callback",
                "event_id": event_id or f"Ev{next(self._events):06d}", "event_time": int(time.time()),
                "authorizations": [{"team_id": self.team, "user_id": BOT_USER, "is_bot": True}],
                "event": event}

    async def event(self, event: dict[str, Any], *, event_id: str | None = None,
                    headers: dict[str, str] | None = None) -> httpx.Response:
        response = await self.post_json(self.envelope(event, event_id), headers)
        assert response.status_code == 200, response.text
        return response

    async def mention(self, user: str, text: str, *, channel: str = "C0GENERAL",
                      thread_ts: str | None = None) -> str:
        """@mentions the bot; Slack sends both the app_mention and the channel message event."""
        ts = self.api.next_ts()
        event = {"type": "app_mention", "user": user, "text": f"<@{BOT_USER}> {text}", "ts": ts,
                 "channel": channel, "event_ts": ts, "team": self.team}
        if thread_ts:
            event["thread_ts"] = thread_ts
        await self.event(event)
        await self.event({**event, "type": "message", "channel_type": "channel"})
        return ts

    async def message(self, user: str, text: str, *, channel: str = "C0GENERAL", thread_ts: str | None = None,
                      channel_type: str = "channel", **extra: Any) -> str:
        ts = self.api.next_ts()
        event = {"type": "message", "user": user, "text": text, "ts": ts, "channel": channel,
                 "event_ts": ts, "channel_type": channel_type, "team": self.team, **extra}
        if thread_ts:
            event["thread_ts"] = thread_ts
        await self.event(event)
        return ts

    def click_payload(self, user: str, message: Call, button: dict[str, Any]) -> dict[str, Any]:
        channel = message.args["channel"]
        msg = {"type": "message", "ts": message.ts, "text": message.args.get("text", ""),
               "blocks": message.args.get("blocks")}
        if message.args.get("thread_ts"):
            msg["thread_ts"] = message.args["thread_ts"]
        return {
            "type": "block_actions", "team": {"id": self.team, "domain": "acme"},
            "user": {"id": user, "username": self.api.users.get(user, {}).get("name", user), "team_id": self.team},
            "api_app_id": "A0BENCH", "token": "unused", "trigger_id": "1.2.3",
            "container": {"type": "message", "message_ts": message.ts, "channel_id": channel,
                          "is_ephemeral": False, "thread_ts": message.args.get("thread_ts")},
            "channel": {"id": channel, "name": "general"}, "message": msg,
            "response_url": f"{self.api.base_url}/response/click",
            "actions": [{**button, "block_id": "b", "action_ts": str(time.time())}],
        }

    async def click(self, user: str, message: Call, label: str) -> httpx.Response:
        return await self.click_with(user, message, message.button(label))

    async def click_with(self, user: str, message: Call, button: dict[str, Any]) -> httpx.Response:
        payload = self.click_payload(user, message, button)
        response = await self.post_form({"payload": json.dumps(payload)})
        assert response.status_code == 200, response.text
        return response
