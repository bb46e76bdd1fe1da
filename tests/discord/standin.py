"""A local stand-in for Discord's REST API: a real HTTP server on a loopback port.

It answers the calls the adapter makes the way Discord does (same paths, status codes, error
bodies and JSON shapes), keeps the messages, threads and DM channels it was asked to create, and
records every call. It also enforces what Discord enforces and the tests rely on: the bot token,
2,000 characters a message, 100 characters a `custom_id`, a thread per message, and an
interaction acknowledged once and within 3 seconds. Gateway events Discord would send back (the
bot's own MESSAGE_CREATE, THREAD_CREATE) are queued in `events` for the test to feed to the client.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import re
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from aiohttp import web

from tests.serving import start_aiohttp

API = "/api/v10"
EPHEMERAL = 1 << 6
SUPPRESS_EMBEDS = 1 << 2
MAX_CONTENT = 2000

_MENTION = re.compile(r"@(everyone|here)|<@[!&]?(\d+)>")
_URL = re.compile(r"<?https?://[^\s>]+>?")


def now_iso() -> str:
    return datetime.now(UTC).isoformat()


@dataclass
class Call:
    method: str
    path: str
    body: Any
    at: float


@dataclass
class Interaction:
    id: str
    token: str
    user_id: str
    channel_id: str
    created: float
    acked_after: float | None = None


@dataclass
class DiscordStandIn:
    token: str
    bot: dict[str, Any]
    application_id: str
    calls: list[Call] = field(default_factory=list)
    messages: dict[str, dict[str, Any]] = field(default_factory=dict)
    channels: dict[str, dict[str, Any]] = field(default_factory=dict)
    users: dict[str, dict[str, Any]] = field(default_factory=dict)
    interactions: dict[str, Interaction] = field(default_factory=dict)
    ephemeral: dict[str, list[str]] = field(default_factory=dict)  # user id -> message ids
    events: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    _ids: itertools.count = field(default_factory=lambda: itertools.count(1_200_000_000_000_000_000))
    _runner: web.AppRunner | None = None
    url: str = ""
    gateway_url: str = ""  # what GET /gateway/bot names (tests/discord/gateway.py serves it)
    post_delay: float = 0.0  # seconds before a channel message is created (a slow Discord)

    # ------------------------------------------------------------------ lifecycle

    async def start(self) -> str:
        app = web.Application()
        r = app.router
        r.add_get(f"{API}/users/@me", self._me)
        r.add_get(f"{API}/oauth2/applications/@me", self._application)
        r.add_get(f"{API}/gateway/bot", self._gateway)
        r.add_get(f"{API}/channels/{{cid}}", self._get_channel)
        r.add_post(f"{API}/channels/{{cid}}/messages", self._create_message)
        r.add_patch(f"{API}/channels/{{cid}}/messages/{{mid}}", self._edit_message)
        r.add_delete(f"{API}/channels/{{cid}}/messages/{{mid}}", self._delete_message)
        r.add_post(f"{API}/channels/{{cid}}/messages/{{mid}}/threads", self._start_thread)
        r.add_post(f"{API}/channels/{{cid}}/typing", self._typing)
        r.add_post(f"{API}/users/@me/channels", self._create_dm)
        r.add_post(f"{API}/interactions/{{iid}}/{{itoken}}/callback", self._callback)
        r.add_post(f"{API}/webhooks/{{app}}/{{itoken}}", self._followup)
        r.add_patch(f"{API}/webhooks/{{app}}/{{itoken}}/messages/{{mid}}", self._edit_followup)
        self._runner, port = await start_aiohttp(app)
        self.url = f"http://127.0.0.1:{port}{API}"
        return self.url

    async def aclose(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()

    # ------------------------------------------------------------------ test-side set-up

    def snowflake(self) -> str:
        return str(next(self._ids))

    def add_channel(self, channel: dict[str, Any]) -> None:
        self.channels[channel["id"]] = channel

    def add_user(self, user: dict[str, Any]) -> None:
        self.users[user["id"]] = user

    def new_interaction(self, user_id: str, channel_id: str) -> Interaction:
        interaction = Interaction(id=self.snowflake(), token=f"itok-{self.snowflake()}", user_id=user_id,
                                  channel_id=channel_id, created=time.monotonic())
        self.interactions[interaction.token] = interaction
        return interaction

    # ------------------------------------------------------------------ what the tests read

    def in_channel(self, channel_id: str) -> list[dict[str, Any]]:
        """Messages visible to everyone in a channel, oldest first (ephemeral ones excluded)."""
        return [m for m in self.messages.values()
                if m["channel_id"] == channel_id and not m["flags"] & EPHEMERAL and not m.get("deleted")]

    def text_in(self, channel_id: str) -> str:
        return "\n".join(m["content"] for m in self.in_channel(channel_id))

    def ephemeral_to(self, user_id: str) -> list[dict[str, Any]]:
        return [self.messages[i] for i in self.ephemeral.get(user_id, [])]

    def dm_channel_of(self, user_id: str) -> str | None:
        return next((c["id"] for c in self.channels.values()
                     if c["type"] == 1 and c["recipients"][0]["id"] == user_id), None)

    def sent_bodies(self) -> list[tuple[Call, dict[str, Any]]]:
        """Every message body the bot sent or edited (channel, DM, followup)."""
        return [(c, c.body) for c in self.calls if isinstance(c.body, dict) and "content" in c.body]

    @staticmethod
    def buttons(message: dict[str, Any]) -> list[dict[str, Any]]:
        return [b for row in message.get("components", []) for b in row.get("components", [])]

    @staticmethod
    def pings(body: dict[str, Any]) -> list[str]:
        """Who Discord would notify for this body: mentions in the content that allowed_mentions lets through."""
        allowed = body.get("allowed_mentions")
        parse = set(allowed.get("parse", [])) if allowed is not None else {"everyone", "users", "roles"}
        explicit = set(allowed.get("users", []) + allowed.get("roles", [])) if allowed is not None else set()
        found: list[str] = []
        for match in _MENTION.finditer(body.get("content") or ""):
            if match.group(1):
                if "everyone" in parse:
                    found.append(match.group(0))
            elif match.group(0).startswith("<@&"):
                if "roles" in parse or match.group(2) in explicit:
                    found.append(match.group(0))
            elif "users" in parse or match.group(2) in explicit:
                found.append(match.group(0))
        return found

    @staticmethod
    def previews(body: dict[str, Any], flags: int) -> list[str]:
        """Links Discord would unfurl: bare URLs in a message without SUPPRESS_EMBEDS."""
        if flags & SUPPRESS_EMBEDS:
            return []
        return [u for u in _URL.findall(body.get("content") or "") if not (u.startswith("<") and u.endswith(">"))]

    # ------------------------------------------------------------------ handlers

    def _record(self, request: web.Request, body: Any) -> None:
        self.calls.append(Call(request.method, request.path.removeprefix(API), body, time.monotonic()))

    def _authorized(self, request: web.Request) -> bool:
        return request.headers.get("Authorization") == f"Bot {self.token}"

    @staticmethod
    def _error(status: int, code: int, message: str, errors: dict[str, Any] | None = None) -> web.Response:
        body: dict[str, Any] = {"code": code, "message": message}
        if errors:
            body["errors"] = errors
        return _json(body, status=status)

    async def _body(self, request: web.Request) -> Any:
        return await request.json() if request.can_read_body else None

    def _invalid_message(self, body: dict[str, Any]) -> web.Response | None:
        content = body.get("content") or ""
        if len(content) > MAX_CONTENT:
            return self._error(400, 50035, "Invalid Form Body", {"content": {"_errors": [
                {"code": "BASE_TYPE_MAX_LENGTH", "message": "Must be 2000 or fewer in length."}]}})
        for button in self.buttons(body):
            if len(button.get("custom_id", "")) > 100 or len(button.get("label", "")) > 80:
                return self._error(400, 50035, "Invalid Form Body")
        return None

    def _message(self, channel_id: str, body: dict[str, Any], flags: int) -> dict[str, Any]:
        message = {
            "id": self.snowflake(), "channel_id": channel_id, "author": self.bot, "content": body.get("content") or "",
            "timestamp": now_iso(), "edited_timestamp": None, "tts": False, "mention_everyone": False,
            "mentions": [], "mention_roles": [], "attachments": [], "embeds": [], "pinned": False, "type": 0,
            "flags": flags, "components": _components(body.get("components") or []),
        }
        guild_id = self.channels.get(channel_id, {}).get("guild_id")
        if guild_id:
            message["guild_id"] = guild_id
        self.messages[message["id"]] = message
        return message

    async def _me(self, request: web.Request) -> web.Response:
        self._record(request, None)
        if not self._authorized(request):
            return self._error(401, 0, "401: Unauthorized")
        return _json(self.bot)

    async def _application(self, request: web.Request) -> web.Response:
        self._record(request, None)
        if not self._authorized(request):
            return self._error(401, 0, "401: Unauthorized")
        return _json({
            "id": self.application_id, "name": "BenchGen", "icon": None, "description": "", "bot_public": False,
            "bot_require_code_grant": False, "owner": {"id": "900", "username": "owner", "discriminator": "0",
                                                       "avatar": None, "global_name": None},
            "verify_key": "00" * 32, "flags": 1 << 19, "bot": self.bot,
        })

    async def _get_channel(self, request: web.Request) -> web.Response:
        self._record(request, None)
        channel = self.channels.get(request.match_info["cid"])
        if not self._authorized(request):
            return self._error(401, 0, "401: Unauthorized")
        if channel is None:
            return self._error(404, 10003, "Unknown Channel")
        return _json(channel)

    async def _gateway(self, request: web.Request) -> web.Response:
        self._record(request, None)
        if not self._authorized(request):
            return self._error(401, 0, "401: Unauthorized")
        # Without a gateway stand-in (tests that feed gateway events straight to the client) the
        # named gateway is a closed loopback port: the client logs in but never connects.
        return _json({"url": self.gateway_url or "ws://127.0.0.1:9/", "shards": 1,
                      "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0,
                                              "max_concurrency": 1}})

    async def _create_message(self, request: web.Request) -> web.Response:
        body = await self._body(request)
        self._record(request, body)
        await asyncio.sleep(self.post_delay)
        if not self._authorized(request):
            return self._error(401, 0, "401: Unauthorized")
        cid = request.match_info["cid"]
        if cid not in self.channels:
            return self._error(404, 10003, "Unknown Channel")
        problem = self._invalid_message(body)
        if problem is not None:
            return problem
        message = self._message(cid, body, int(body.get("flags") or 0))
        self.events.append(("MESSAGE_CREATE", dict(message)))
        return _json(message)

    async def _edit_message(self, request: web.Request) -> web.Response:
        body = await self._body(request)
        self._record(request, body)
        if not self._authorized(request):
            return self._error(401, 0, "401: Unauthorized")
        message = self.messages.get(request.match_info["mid"])
        if message is None or message["channel_id"] != request.match_info["cid"] or message.get("deleted"):
            return self._error(404, 10008, "Unknown Message")
        problem = self._invalid_message(body)
        if problem is not None:
            return problem
        if "content" in body:
            message["content"] = body["content"] or ""
        if "components" in body:
            message["components"] = _components(body["components"] or [])
        message["edited_timestamp"] = now_iso()
        return _json(message)

    async def _delete_message(self, request: web.Request) -> web.Response:
        self._record(request, None)
        message = self.messages.get(request.match_info["mid"])
        if message is None:
            return self._error(404, 10008, "Unknown Message")
        message["deleted"] = True
        return web.Response(status=204)

    async def _start_thread(self, request: web.Request) -> web.Response:
        body = await self._body(request)
        self._record(request, body)
        if not self._authorized(request):
            return self._error(401, 0, "401: Unauthorized")
        cid, mid = request.match_info["cid"], request.match_info["mid"]
        parent = self.channels.get(cid)
        if parent is None:
            return self._error(404, 10003, "Unknown Channel")
        if mid in self.channels:
            return self._error(400, 160004, "A thread has already been created for this message")
        if not body.get("name") or len(body["name"]) > 100:
            return self._error(400, 50035, "Invalid Form Body")
        thread = {
            "id": mid, "type": 11, "guild_id": parent["guild_id"], "parent_id": cid, "owner_id": self.bot["id"],
            "name": body["name"], "last_message_id": None, "rate_limit_per_user": 0, "message_count": 0,
            "member_count": 1, "flags": 0, "total_message_sent": 0,
            "thread_metadata": {"archived": False, "auto_archive_duration": body.get("auto_archive_duration", 1440),
                                "archive_timestamp": now_iso(), "locked": False, "create_timestamp": now_iso()},
        }
        self.channels[mid] = thread
        self.events.append(("THREAD_CREATE", {**thread, "newly_created": True}))
        return _json(thread, status=201)

    async def _typing(self, request: web.Request) -> web.Response:
        self._record(request, None)
        return web.Response(status=204)

    async def _create_dm(self, request: web.Request) -> web.Response:
        body = await self._body(request)
        self._record(request, body)
        if not self._authorized(request):
            return self._error(401, 0, "401: Unauthorized")
        user = self.users.get(str(body.get("recipient_id", "")))  # a snowflake, as an int or a string
        if user is None:
            return self._error(400, 50007, "Cannot send messages to this user")
        existing = self.dm_channel_of(user["id"])
        if existing:
            return _json(self.channels[existing])
        channel = {"id": self.snowflake(), "type": 1, "recipients": [user], "last_message_id": None, "flags": 0}
        self.channels[channel["id"]] = channel
        return _json(channel)

    async def _callback(self, request: web.Request) -> web.Response:
        body = await self._body(request)
        self._record(request, body)
        interaction = self.interactions.get(request.match_info["itoken"])
        if interaction is None or interaction.id != request.match_info["iid"]:
            return self._error(404, 10062, "Unknown interaction")
        elapsed = time.monotonic() - interaction.created
        if elapsed > 3.0:
            return self._error(404, 10062, "Unknown interaction")
        if interaction.acked_after is not None:
            return self._error(400, 40060, "Interaction has already been acknowledged.")
        interaction.acked_after = elapsed
        return _json({"interaction": {"id": interaction.id, "type": 3,
                                                  "response_message_loading": False,
                                                  "response_message_ephemeral": False}})

    async def _followup(self, request: web.Request) -> web.Response:
        body = await self._body(request)
        self._record(request, body)
        interaction = self.interactions.get(request.match_info["itoken"])
        if interaction is None or request.match_info["app"] != self.application_id:
            return self._error(401, 50027, "Invalid Webhook Token")
        if interaction.acked_after is None:
            return self._error(400, 10015, "Unknown Webhook")
        problem = self._invalid_message(body)
        if problem is not None:
            return problem
        flags = int(body.get("flags") or 0)
        message = self._message(interaction.channel_id, body, flags)
        if flags & EPHEMERAL:
            self.ephemeral.setdefault(interaction.user_id, []).append(message["id"])
        if request.query.get("wait") in ("true", "1"):
            return _json(message)
        return web.Response(status=204)

    async def _edit_followup(self, request: web.Request) -> web.Response:
        body = await self._body(request)
        self._record(request, body)
        message = self.messages.get(request.match_info["mid"])
        if message is None:
            return self._error(404, 10008, "Unknown Message")
        if "content" in body:
            message["content"] = body["content"] or ""
        if "components" in body:
            message["components"] = _components(body["components"] or [])
        return _json(message)


def _json(data: Any, status: int = 200) -> web.Response:
    # Exactly "application/json", as Discord sends it (discord.py decodes JSON only on that exact type).
    return web.Response(body=json.dumps(data).encode(), status=status, headers={"Content-Type": "application/json"})


def _components(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Components as Discord echoes them back (with ids, as in a message payload)."""
    counter = itertools.count(1)
    out = []
    for row in rows:
        row_id = next(counter)
        out.append({"type": row.get("type", 1), "id": row_id,
                    "components": [{**c, "id": next(counter)} for c in row.get("components", [])]})
    return out


async def wait_for(predicate: Any, timeout: float = 5.0) -> None:
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError("timed out waiting for the stand-in")
        await asyncio.sleep(0.01)
