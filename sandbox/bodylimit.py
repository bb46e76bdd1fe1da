"""Request bodies over a size limit are refused before anything parses them.

An ASGI middleware: a `Content-Length` over the limit is answered 413 at once, without reading;
otherwise (chunked bodies included) the body is read and counted as it arrives, and the request is
answered 413 as soon as the count passes the limit. Only a body within the limit reaches the app.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

from .problems import PROBLEM_MEDIA_TYPE, Problem

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
App = Callable[[Scope, Receive, Send], Awaitable[None]]


class BodyLimit:
    """`form_paths` (path prefixes: sign-in pages, token endpoint) get the smaller `form_max_bytes`."""

    def __init__(self, app: App, *, max_bytes: int, form_max_bytes: int, form_paths: tuple[str, ...]) -> None:
        self.app = app
        self.max_bytes = max_bytes
        self.form_max_bytes = form_max_bytes
        self.form_paths = form_paths

    def limit_for(self, path: str) -> int:
        return self.form_max_bytes if path.startswith(self.form_paths) else self.max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = self.limit_for(scope.get("path", ""))
        declared = _content_length(scope)
        if declared == -1:
            await _problem(send, Problem(400, "bad-request", "The Content-Length header is not a number."))
            return
        if declared is not None and declared > limit:
            await _problem(send, _too_large(limit))
            return
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] != "http.request":
                return  # the client went away before the body was complete
            body = message.get("body", b"")
            size += len(body)
            if size > limit:
                await _problem(send, _too_large(limit))
                return
            chunks.append(body)
            if not message.get("more_body", False):
                break
        await self.app(scope, _replay(b"".join(chunks), receive), send)


def _content_length(scope: Scope) -> int | None:
    """None when absent, -1 when garbled."""
    for name, value in scope.get("headers", ()):
        if name.lower() == b"content-length":
            text = value.decode("latin-1").strip()
            return int(text) if text.isdigit() else -1
    return None


def _replay(body: bytes, receive: Receive) -> Receive:
    delivered = False

    async def replay() -> Message:
        nonlocal delivered
        if not delivered:
            delivered = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()  # waits for the disconnect, as the server's own receive would

    return replay


def _too_large(limit: int) -> Problem:
    return Problem(413, "too-large", f"The request body is larger than this endpoint accepts ({limit} bytes).")


async def _problem(send: Send, problem: Problem) -> None:
    body = json.dumps(problem.body()).encode()
    await send({
        "type": "http.response.start",
        "status": problem.status,
        "headers": [
            (b"content-type", PROBLEM_MEDIA_TYPE.encode()),
            (b"content-length", str(len(body)).encode()),
            (b"connection", b"close"),
        ],
    })
    await send({"type": "http.response.body", "body": body})
