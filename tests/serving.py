"""Local servers for tests: free loopback ports and an ASGI app served by uvicorn on one."""

from __future__ import annotations

import contextlib
import socket
from collections.abc import AsyncIterator
from typing import Any

from aiohttp import web

from sandbox import listen


def free_port() -> int:
    """A loopback port nothing listens on (for a server started later, or one that is down)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def free_socket(port: int = 0) -> socket.socket:
    """A bound, listening loopback socket (on `port`, or a free one), so the port cannot be taken
    before the server starts."""
    return listen.bind("127.0.0.1", port)


@contextlib.asynccontextmanager
async def serve(app: Any, port: int | None = None) -> AsyncIterator[str]:
    """Serves `app` with uvicorn on a loopback port (a free one unless given); yields its base URL."""
    async with listen.serving(app, free_socket(port or 0)) as url:
        yield url


async def start_aiohttp(app: web.Application) -> tuple[web.AppRunner, int]:
    """Serves an aiohttp app (the stand-ins that speak WebSocket) on a free loopback port; the
    caller cleans the runner up."""
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    return runner, int(site._server.sockets[0].getsockname()[1])  # type: ignore[union-attr]
