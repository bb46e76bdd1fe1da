"""What every HTTP endpoint of the bot gets before its handler runs: a body size limit and an
error boundary.

A body over the limit is refused with 413: by its Content-Length before a byte of it is read, or,
sent chunked, as soon as the bytes counted while streaming pass the limit. No handler ever holds,
parses or hashes more than the limit. Like a web server's "lingering close", the refused rest of a
body is read and thrown away up to `DRAIN_FACTOR` times the limit, so an honest client that sent
too much reads the 413; past that the connection is closed at once. Anything a handler raises
becomes a bare 500 and one JSON log record, never a traceback in the response or on stderr.
"""

from __future__ import annotations

import logging

from starlette.middleware import Middleware
from starlette.types import ASGIApp, Message, Receive, Scope, Send

log = logging.getLogger(__name__)

DRAIN_FACTOR = 16  # how much of a refused body is read and dropped, in multiples of the limit


class BodyTooLarge(Exception):
    """Raised from `receive` once a streamed body passes the limit."""


class HttpGuard:
    """ASGI middleware: body size limit (413) and error boundary (500) for one app."""

    def __init__(self, app: ASGIApp, *, max_body_bytes: int) -> None:
        self.app = app
        self.max_body_bytes = max_body_bytes
        self.drain_bytes = max_body_bytes * DRAIN_FACTOR

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path = scope.get("path")
        declared = _content_length(scope)
        if declared is not None and declared > self.max_body_bytes:
            log.warning("http body over the limit refused", extra={"path": path, "declared_bytes": declared})
            # within the drain, the server itself reads and drops the declared rest
            await _answer(send, 413, close=declared > self.drain_bytes)
            return

        watched = _Watched(receive, send, self.max_body_bytes)
        try:
            await self.app(scope, watched.receive, watched.send)
        except BodyTooLarge:
            log.warning("streamed http body over the limit refused", extra={"path": path})
            if not watched.started:
                ended = await _drain(receive, self.drain_bytes - watched.received)
                await _answer(send, 413, close=not ended)
        except Exception:
            log.exception("http request failed", extra={"path": path})
            if not watched.started:
                await _answer(send, 500, close=False)


class _Watched:
    """One request's receive and send as the app sees them: the body's bytes counted (BodyTooLarge
    past the limit), and whether the answer has started."""

    def __init__(self, receive: Receive, send: Send, max_body_bytes: int) -> None:
        self._receive = receive
        self._send = send
        self._max_body_bytes = max_body_bytes
        self.received = 0
        self.started = False

    async def receive(self) -> Message:
        message = await self._receive()
        if message["type"] == "http.request":
            self.received += len(message.get("body", b""))
            if self.received > self._max_body_bytes:
                raise BodyTooLarge
        return message

    async def send(self, message: Message) -> None:
        if message["type"] == "http.response.start":
            self.started = True
        await self._send(message)


def _content_length(scope: Scope) -> int | None:
    """The declared body size; None when absent (chunked). The server has rejected malformed ones."""
    for key, value in scope.get("headers", []):
        if key.lower() == b"content-length":
            text = value.decode("latin-1").strip()
            return int(text) if text.isdigit() else None
    return None


async def _drain(receive: Receive, budget: int) -> bool:
    """Reads and drops the rest of a body, up to `budget` bytes; True when the body ended."""
    while budget >= 0:
        message = await receive()
        if message["type"] != "http.request":
            return False
        budget -= len(message.get("body", b""))
        if not message.get("more_body", False):
            return budget >= 0
    return False


_TEXTS = {413: b"request body too large", 500: b"internal error"}


async def _answer(send: Send, status: int, *, close: bool) -> None:
    """A short plain-text answer; `close` ends the connection so the unread rest is never read."""
    body = _TEXTS[status]
    headers: list[tuple[bytes, bytes]] = [(b"content-type", b"text/plain; charset=utf-8"),
                                          (b"content-length", str(len(body)).encode())]
    if close:
        headers.append((b"connection", b"close"))
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


def guard_middleware(max_body_bytes: int) -> Middleware:
    """`HttpGuard` as a Starlette middleware: inside Starlette's own error handler, so the
    limit's 413 and the boundary's 500 are the answers, not Starlette's."""
    return Middleware(HttpGuard, max_body_bytes=max_body_bytes)
