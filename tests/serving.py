"""Local servers for tests: free loopback ports and an ASGI app served by uvicorn on one."""

from __future__ import annotations

import asyncio
import contextlib
import socket
from collections.abc import AsyncIterator
from typing import Any

import uvicorn
from aiohttp import web


def free_port() -> int:
    """A loopback port nothing listens on (for a server started later, or one that is down)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def free_socket(port: int = 0) -> socket.socket:
    """A bound, listening loopback socket (on `port`, or a free one), so the port cannot be taken
    before the server starts."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", port))
    sock.listen(64)
    return sock


@contextlib.asynccontextmanager
async def serve(app: Any, port: int | None = None) -> AsyncIterator[str]:
    """Serves `app` with uvicorn on a loopback port (a free one unless given); yields its base URL."""
    sock = free_socket(port or 0)
    port = sock.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, lifespan="off", log_level="warning", access_log=False,
                                           timeout_graceful_shutdown=1))
    server.install_signal_handlers = lambda: None  # type: ignore[method-assign]  # older uvicorn
    task = asyncio.create_task(server.serve(sockets=[sock]))
    try:
        for _ in range(500):
            if server.started or task.done():
                break
            await asyncio.sleep(0.01)
        assert server.started, "server did not start"
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        await task
        sock.close()


async def start_aiohttp(app: web.Application) -> tuple[web.AppRunner, int]:
    """Serves an aiohttp app (the stand-ins that speak WebSocket) on a free loopback port; the
    caller cleans the runner up."""
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    return runner, int(site._server.sockets[0].getsockname()[1])  # type: ignore[union-attr]
