"""The aiohttp transport puts on the wire what httpx's own transport would, and reads answers alike."""

from __future__ import annotations

import asyncio
import gzip
from collections.abc import AsyncIterator

import httpx
import pytest

from bot.benchgen.http import pool_for
from bot.benchgen.transport import AiohttpTransport
from tests.serving import free_port

ANSWER = gzip.compress(b'{"ok": true}')


class Recorder:
    """A raw HTTP/1.1 server on loopback: keeps each request's bytes, answers with a gzipped JSON."""

    def __init__(self) -> None:
        self.requests: list[bytes] = []
        self.connections = 0

    async def handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.connections += 1
        try:
            while head := await reader.readuntil(b"\r\n\r\n"):
                length = next((int(line.split(b":")[1]) for line in head.split(b"\r\n")
                               if line.lower().startswith(b"content-length:")), 0)
                self.requests.append(head + await reader.readexactly(length))
                writer.write(b"HTTP/1.1 201 Made\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\n"
                             b"X-Two: a\r\nX-Two: b\r\nContent-Length: %d\r\n\r\n" % len(ANSWER) + ANSWER)
                await writer.drain()
        except (asyncio.IncompleteReadError, ConnectionError):
            pass
        finally:
            writer.close()


@pytest.fixture
async def server() -> AsyncIterator[tuple[Recorder, str]]:
    recorder = Recorder()
    srv = await asyncio.start_server(recorder.handle, "127.0.0.1", 0)
    port = srv.sockets[0].getsockname()[1]
    async with srv:
        yield recorder, f"http://127.0.0.1:{port}"


def requests(base: str) -> list[httpx.Request]:
    timeout = {"timeout": httpx.Timeout(5).as_dict()}
    return [
        httpx.Request("GET", f"{base}/v1/runs", params={"benchmark": "a b/ü", "limit": 5}, extensions=timeout,
                      headers={"Accept": "application/json", "User-Agent": "benchgen-chat-agent",
                               "Authorization": "Bearer t"}),
        httpx.Request("POST", f"{base}/oauth/token", data={"grant_type": "x:y", "scope": "a b"}, extensions=timeout,
                      headers={"Accept": "application/json", "Authorization": "Basic abc"}),
        httpx.Request("POST", f"{base}/v1/benchmarks/b/versions", json={"changes": [1, "é"]}, extensions=timeout,
                      headers={"Idempotency-Key": "k1"}),
        httpx.Request("POST", f"{base}/v1/runs/r1/cancel", headers={"Content-Length": "0"}, extensions=timeout),
    ]


async def answers(transport: httpx.AsyncBaseTransport, base: str) -> list[httpx.Response]:
    out = []
    try:
        for request in requests(base):
            response = await transport.handle_async_request(request)
            await response.aread()
            out.append(response)
    finally:
        await transport.aclose()
    return out


async def test_same_bytes_on_the_wire_and_same_answers(server: tuple[Recorder, str]) -> None:
    recorder, base = server
    ours = await answers(AiohttpTransport(), base)
    sent_by_ours = recorder.requests[:]
    recorder.requests.clear()
    theirs = await answers(httpx.AsyncHTTPTransport(), base)
    assert sent_by_ours == recorder.requests
    for mine, reference in zip(ours, theirs, strict=True):
        assert (mine.status_code, mine.reason_phrase, mine.json()) == (201, "Made", {"ok": True})
        assert mine.headers.multi_items() == reference.headers.multi_items()
        assert mine.content == reference.content


async def test_one_connection_serves_requests_one_after_another(server: tuple[Recorder, str]) -> None:
    recorder, base = server
    await answers(AiohttpTransport(), base)
    assert recorder.connections == 1


async def test_failures_are_httpx_transport_errors() -> None:
    transport = AiohttpTransport()
    try:
        with pytest.raises(httpx.ConnectError):
            await transport.handle_async_request(httpx.Request("GET", f"http://127.0.0.1:{free_port()}/"))
    finally:
        await transport.aclose()


async def test_a_silent_server_is_a_read_timeout() -> None:
    async def silent(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await reader.read(1)
        await asyncio.sleep(5)
        writer.close()

    srv = await asyncio.start_server(silent, "127.0.0.1", 0)
    port = srv.sockets[0].getsockname()[1]
    transport = AiohttpTransport()
    async with srv:
        try:
            with pytest.raises(httpx.ReadTimeout):
                await transport.handle_async_request(httpx.Request(
                    "GET", f"http://127.0.0.1:{port}/", extensions={"timeout": httpx.Timeout(0.2).as_dict()}))
        finally:
            await transport.aclose()


def test_the_pool_is_aiohttp_unless_a_proxy_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("HTTPS_PROXY", "HTTP_PROXY", "ALL_PROXY", "https_proxy", "http_proxy", "all_proxy", "NO_PROXY", "no_proxy"):
        monkeypatch.delenv(name, raising=False)
    assert isinstance(pool_for("https://benchgen.example"), AiohttpTransport)
    monkeypatch.setenv("ALL_PROXY", "http://127.0.0.1:3128")
    assert isinstance(pool_for("https://benchgen.example"), httpx.AsyncHTTPTransport)
    monkeypatch.setenv("NO_PROXY", "benchgen.example")
    assert isinstance(pool_for("https://benchgen.example"), AiohttpTransport)
