"""The sandbox's listening socket: connections it accepts send small writes at once."""

from __future__ import annotations

import asyncio
import socket

from sandbox import listen


async def test_accepted_connections_have_nagle_off_on_asyncios_loop() -> None:
    """asyncio sets TCP_NODELAY only on sockets that say they are TCP, and an accepted one inherits
    the listening socket's protocol: with Nagle on, a response written in two parts (uvicorn's head,
    then its body) waited ~40 ms for the client's delayed ACK on every kept-alive request."""
    assert type(asyncio.get_running_loop()).__module__.startswith("asyncio")  # what the sandbox CLI runs on
    accepted: asyncio.Future[int] = asyncio.get_running_loop().create_future()

    class Probe(asyncio.Protocol):
        def connection_made(self, transport: asyncio.BaseTransport) -> None:
            sock = transport.get_extra_info("socket")
            accepted.set_result(sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY))
            transport.close()

    sock = listen.bind("127.0.0.1", 0)
    assert sock.proto == socket.IPPROTO_TCP
    server = await asyncio.get_running_loop().create_server(Probe, sock=sock)
    try:
        _, writer = await asyncio.open_connection(*sock.getsockname()[:2])
        assert await asyncio.wait_for(accepted, 5) != 0
        writer.close()
    finally:
        server.close()
        await server.wait_closed()
