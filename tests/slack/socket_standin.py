"""A local stand-in for Slack's Socket Mode end: a real WebSocket server on a loopback port.

It plays Slack's side of the protocol: the URL that `apps.connections.open` hands out (the Web API
stand-in answers that call with `url`), a `hello` on every new connection, envelopes
(`events_api`, `interactive`) with an `envelope_id`, the acks the app sends back (recorded with
how long each took), a `disconnect` asking the app to reconnect, and a connection dropped outright.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import time
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from tests.serving import start_aiohttp

APP_TOKEN = "xapp-1-standin-app-token"


@dataclass
class Envelope:
    id: str
    type: str
    payload: dict[str, Any]
    sent_at: float
    acked_after: float | None = None


@dataclass
class SocketModeStandIn:
    connections: list[web.WebSocketResponse] = field(default_factory=list)
    envelopes: dict[str, Envelope] = field(default_factory=dict)
    url: str = ""
    _ids: itertools.count = field(default_factory=lambda: itertools.count(1))
    _runner: web.AppRunner | None = None
    _changed: asyncio.Condition = field(default_factory=asyncio.Condition)

    async def start(self) -> str:
        app = web.Application()
        app.router.add_get("/link", self._link)
        self._runner, port = await start_aiohttp(app)
        self.url = f"ws://127.0.0.1:{port}/link"
        return self.url

    async def aclose(self) -> None:
        for ws in self.connections:
            await ws.close()
        if self._runner is not None:
            await self._runner.cleanup()

    # ------------------------------------------------------------------ the protocol

    async def _link(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(autoping=True)
        await ws.prepare(request)
        await ws.send_json({"type": "hello", "num_connections": len(self.open_connections()) + 1,
                            "debug_info": {"host": "standin", "approximate_connection_time": 18060},
                            "connection_info": {"app_id": "A0BENCH"}})
        async with self._changed:
            self.connections.append(ws)
            self._changed.notify_all()
        async for message in ws:
            if message.type != WSMsgType.TEXT:
                continue
            data = json.loads(message.data)
            envelope = self.envelopes.get(str(data.get("envelope_id")))
            if envelope is not None and envelope.acked_after is None:
                async with self._changed:
                    envelope.acked_after = time.monotonic() - envelope.sent_at
                    self._changed.notify_all()
        async with self._changed:
            self._changed.notify_all()
        return ws

    def open_connections(self) -> list[web.WebSocketResponse]:
        return [ws for ws in self.connections if not ws.closed]

    async def send(self, kind: str, payload: dict[str, Any], *, retry_attempt: int = 0) -> Envelope:
        """Sends one envelope on the newest open connection, as Slack does."""
        envelope = Envelope(id=f"env-{next(self._ids):04d}", type=kind, payload=payload, sent_at=time.monotonic())
        self.envelopes[envelope.id] = envelope
        await self.current().send_json({
            "envelope_id": envelope.id, "type": kind, "payload": payload,
            "accepts_response_payload": kind != "events_api", "retry_attempt": retry_attempt,
            "retry_reason": "timeout" if retry_attempt else "",
        })
        return envelope

    def current(self) -> web.WebSocketResponse:
        connections = self.open_connections()
        assert connections, "no open Socket Mode connection"
        return connections[-1]

    async def ask_to_reconnect(self) -> None:
        """Slack's `disconnect` message (a connection about to be refreshed): the app opens a new one."""
        await self.current().send_json({"type": "disconnect", "reason": "refresh_requested",
                                        "debug_info": {"host": "standin"}})

    async def drop(self) -> None:
        """The connection is cut from Slack's side, without a `disconnect` first."""
        await self.current().close(code=1011, message=b"server going away")

    # ------------------------------------------------------------------ waiting

    async def wait_for(self, predicate: Any, timeout: float = 15.0) -> None:
        async with self._changed:
            await asyncio.wait_for(self._changed.wait_for(predicate), timeout)

    async def connected(self, count: int, timeout: float = 15.0) -> web.WebSocketResponse:
        """Waits for the `count`-th connection the app opened (still open)."""
        await self.wait_for(lambda: len(self.connections) >= count and not self.connections[count - 1].closed,
                            timeout)
        return self.connections[count - 1]

    async def acked(self, envelope: Envelope, timeout: float = 15.0) -> float:
        await self.wait_for(lambda: envelope.acked_after is not None, timeout)
        assert envelope.acked_after is not None
        return envelope.acked_after
