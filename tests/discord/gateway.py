"""A local stand-in for Discord's gateway: a real WebSocket server on a loopback port.

It speaks the gateway protocol (v10, JSON, uncompressed text frames, which discord.py reads as
well as zlib-stream): HELLO, heartbeats and their ACKs, IDENTIFY (the token and intents checked:
a refused privileged intent closes with 4014, as Discord does when the message-content intent is
not enabled), READY and GUILD_CREATE, numbered dispatches (MESSAGE_CREATE, INTERACTION_CREATE, and
the THREAD_CREATE / MESSAGE_CREATE the bot's own REST calls cause on the REST stand-in), a
connection dropped with a resumable close code, and RESUME, which replays what was missed.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from tests.discord import payloads as p
from tests.discord.standin import DiscordStandIn
from tests.serving import start_aiohttp

HELLO, HEARTBEAT, IDENTIFY, RESUME, HEARTBEAT_ACK, DISPATCH = 10, 1, 2, 6, 11, 0
MESSAGE_CONTENT = 1 << 15
RESUMABLE_CLOSE = 4000  # "unknown error": the client reconnects and resumes
INTENTS_REFUSED = 4014  # "disallowed intents"


@dataclass
class GatewayStandIn:
    rest: DiscordStandIn
    channels: list[str]  # the guild's channels sent in GUILD_CREATE
    refuse_message_content: bool = False
    forget_sessions: bool = False  # set: a RESUME is refused (INVALID_SESSION), the bot must IDENTIFY again
    identified: list[dict[str, Any]] = field(default_factory=list)  # each IDENTIFY's `d`, token removed
    resumed: list[dict[str, Any]] = field(default_factory=list)  # each RESUME's `d`, token removed
    closed_with: list[int] = field(default_factory=list)  # close codes the stand-in sent
    client_closes: list[int] = field(default_factory=list)  # close codes the bot sent
    url: str = ""
    session_id: str = "standin-session-1"
    _sequence: int = 0
    _history: list[dict[str, Any]] = field(default_factory=list)  # every dispatch, for RESUME
    _live: web.WebSocketResponse | None = None  # the connection that has identified or resumed
    _runner: web.AppRunner | None = None
    _forwarder: asyncio.Task[None] | None = None
    _closed_here: list[web.WebSocketResponse] = field(default_factory=list)
    _sessions: itertools.count = field(default_factory=lambda: itertools.count(2))

    async def start(self) -> str:
        app = web.Application()
        app.router.add_get("/", self._connection)
        self._runner, port = await start_aiohttp(app)
        self.url = f"ws://127.0.0.1:{port}/"
        self.rest.gateway_url = self.url
        self._forwarder = asyncio.create_task(self._forward_rest_events())
        return self.url

    async def aclose(self) -> None:
        if self._forwarder is not None:
            self._forwarder.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._forwarder
        if self._live is not None:
            await self._live.close()
        if self._runner is not None:
            await self._runner.cleanup()

    @property
    def sequence(self) -> int:
        """The number of the last dispatch sent."""
        return self._sequence

    @property
    def connected(self) -> bool:
        return self._live is not None and not self._live.closed

    # ------------------------------------------------------------------ what the tests do

    async def dispatch(self, event: str, data: dict[str, Any]) -> None:
        """Sends a numbered dispatch; while no connection is live it is only kept, for a RESUME."""
        self._sequence += 1
        frame = {"op": DISPATCH, "t": event, "s": self._sequence, "d": data}
        self._history.append(frame)
        if self.connected:
            assert self._live is not None
            await self._live.send_str(json.dumps(frame))

    async def drop(self) -> None:
        """Discord drops the connection with a resumable code; the session stays resumable."""
        assert self._live is not None
        live, self._live = self._live, None
        await self._close(live, RESUMABLE_CLOSE, "standin dropped the connection")

    async def _close(self, ws: web.WebSocketResponse, code: int, reason: str) -> None:
        self.closed_with.append(code)
        self._closed_here.append(ws)
        await ws.close(code=code, message=reason.encode())

    # ------------------------------------------------------------------ the protocol

    async def _connection(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(autoping=True, max_msg_size=0)
        await ws.prepare(request)
        await ws.send_str(json.dumps({"op": HELLO, "d": {"heartbeat_interval": 41250}}))
        async for message in ws:
            if message.type != WSMsgType.TEXT:
                continue
            frame = json.loads(message.data)
            op, data = frame.get("op"), frame.get("d")
            if op == HEARTBEAT:
                await ws.send_str(json.dumps({"op": HEARTBEAT_ACK}))
            elif op == IDENTIFY:
                await self._identify(ws, data)
            elif op == RESUME:
                await self._resume(ws, data)
        if ws not in self._closed_here:
            self.client_closes.append(ws.close_code or 0)
        if ws is self._live:
            self._live = None
        return ws

    async def _identify(self, ws: web.WebSocketResponse, data: dict[str, Any]) -> None:
        token = data.pop("token", None)
        self.identified.append(data)
        if token != self.rest.token:
            await self._close(ws, 4004, "Authentication failed.")
            return
        if self.refuse_message_content and int(data["intents"]) & MESSAGE_CONTENT:
            await self._close(ws, INTENTS_REFUSED, "Disallowed intent(s).")
            return
        self.session_id = f"standin-session-{next(self._sessions)}"
        self._history.clear()
        self._sequence = 0
        self._live = ws
        await self.dispatch("READY", {
            "v": 10, "user": self.rest.bot, "guilds": [{"id": p.GUILD_ID, "unavailable": True}],
            "session_id": self.session_id, "resume_gateway_url": self.url, "shard": data.get("shard", [0, 1]),
            "application": {"id": self.rest.application_id, "flags": 0}, "private_channels": [],
            "relationships": [], "presences": [], "guild_join_requests": [], "geo_ordered_rtc_regions": [],
            "user_settings": {}, "auth": {}, "session_type": "normal",
        })
        await self.dispatch("GUILD_CREATE", p.guild_create(self.rest.bot, [self.rest.channels[c] for c in self.channels]))

    async def _resume(self, ws: web.WebSocketResponse, data: dict[str, Any]) -> None:
        token = data.pop("token", None)
        self.resumed.append(data)
        if self.forget_sessions or token != self.rest.token or data.get("session_id") != self.session_id:
            await ws.send_str(json.dumps({"op": 9, "d": False}))  # INVALID_SESSION, not resumable
            return
        self._live = ws
        for frame in self._history:
            if frame["s"] > int(data.get("seq") or 0):
                await ws.send_str(json.dumps(frame))
        await self.dispatch("RESUMED", {})

    async def _forward_rest_events(self) -> None:
        """What the bot's REST calls made (its messages, its threads) comes back over the gateway."""
        while True:
            while self.rest.events and self.connected:
                event, data = self.rest.events.pop(0)
                await self.dispatch(event, data)
            await asyncio.sleep(0.01)
