"""Serving an ASGI app over real HTTP on a socket bound first, so a taken port is an error before
anything is announced, and port 0 means a free one."""

from __future__ import annotations

import asyncio
import contextlib
import errno
import socket
from collections.abc import AsyncIterator
from typing import Any

import uvicorn


class PortTaken(OSError):
    """The address could not be bound (in use, or not ours to bind)."""


def bind(host: str = "127.0.0.1", port: int = 0) -> socket.socket:
    """A bound, listening TCP socket on `host`:`port` (0: a free port); `PortTaken` if it cannot be had."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    # IPPROTO_TCP named, not left 0: asyncio's loop turns Nagle's algorithm off (TCP_NODELAY) only on
    # connections whose socket says TCP, and accepted ones inherit the listening socket's protocol.
    # With it on, a response written in two parts (uvicorn writes the head, then the body) waited for
    # the client's delayed ACK, ~40 ms, on every request of a kept-alive connection.
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # lets a restart reuse TIME_WAIT ports
        sock.bind((host, port))
        sock.listen(128)
    except OSError as error:
        sock.close()
        reason = "is already in use" if error.errno == errno.EADDRINUSE else f"cannot be bound ({error.strerror})"
        raise PortTaken(error.errno, f"{host}:{port} {reason}") from None
    return sock


def url_of(sock: socket.socket) -> str:
    host, port = sock.getsockname()[:2]
    return f"http://[{host}]:{port}" if ":" in host else f"http://{host}:{port}"


async def serve_forever(app: Any, sock: socket.socket) -> None:
    """Serves `app` on the bound `sock` until cancelled or stopped by a signal."""
    server = uvicorn.Server(uvicorn.Config(app, lifespan="off", log_level="warning"))
    await server.serve(sockets=[sock])


@contextlib.asynccontextmanager
async def serving(app: Any, sock: socket.socket) -> AsyncIterator[str]:
    """Serves `app` on the bound `sock` in the background while the block runs; yields its base URL."""
    server = uvicorn.Server(uvicorn.Config(app, lifespan="off", log_level="warning", access_log=False,
                                           timeout_graceful_shutdown=1))
    server.install_signal_handlers = lambda: None  # type: ignore[attr-defined]  # the caller owns signals; older uvicorn has this hook
    task = asyncio.create_task(server.serve(sockets=[sock]))
    try:
        while not server.started and not task.done():
            await asyncio.sleep(0.01)
        if not server.started:
            await task  # raises why it did not start
            raise RuntimeError("the server stopped before it started")
        yield url_of(sock)
    finally:
        server.should_exit = True
        await task
        sock.close()
