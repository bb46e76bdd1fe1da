"""The connection pool to a BenchGen over the network: an `httpx` transport on one `aiohttp` session.

httpx's own pool (httpcore 1.0) walks every connection on each request and each response it gives
back, asking each idle one whether its socket is readable (a dictionary of socket attributes built
and a `poll` each time), and with more than 20 connections it closes idle ones that the next
request reopens: with 50 turns at once in `bench/slack.py` that was about half of a turn's CPU.
aiohttp's pool hands out an idle connection in constant time and parses responses in C.

It translates only: the request `BenchGenHttp` built goes out as it is (its headers, in order, and
its body), the answer comes back undecoded for httpx's `Response` to decode, and aiohttp's errors
become the httpx errors the retry logic knows (`httpx.TransportError`). Behind a proxy `pool_for`
keeps httpx's transport.
"""

from __future__ import annotations

import asyncio

import aiohttp
import httpx
from yarl import URL

CONNECTIONS = 100  # open at once (httpx's default), all of them kept open between requests
# aiohttp adds these when a request lacks them; httpx's transport adds none of them, so neither do we.
_NOT_ADDED = frozenset({"Accept", "Accept-Encoding", "User-Agent", "Content-Type"})


def _timeout(request: httpx.Request) -> aiohttp.ClientTimeout:
    """httpx's timeouts of the request (connect, read, write, pool) in aiohttp's terms."""
    given = request.extensions.get("timeout") or {}
    pool, connect, read = given.get("pool"), given.get("connect"), given.get("read")
    waiting = None if pool is None or connect is None else pool + connect
    return aiohttp.ClientTimeout(total=None, connect=waiting, sock_connect=connect, sock_read=read)


def _error(exc: BaseException) -> httpx.TransportError:
    """aiohttp's failure as the httpx error for it."""
    if isinstance(exc, aiohttp.ConnectionTimeoutError):
        return httpx.ConnectTimeout(str(exc))
    if isinstance(exc, TimeoutError):
        return httpx.ReadTimeout(str(exc) or "timed out")
    if isinstance(exc, aiohttp.ClientConnectorError):
        return httpx.ConnectError(str(exc))
    if isinstance(exc, aiohttp.ServerDisconnectedError | aiohttp.ClientPayloadError | aiohttp.ClientResponseError):
        return httpx.RemoteProtocolError(str(exc))
    return httpx.ReadError(str(exc))


class AiohttpTransport(httpx.AsyncBaseTransport):
    """One aiohttp session (opened on the first request, inside the running loop) for every request."""

    def __init__(self, connections: int = CONNECTIONS) -> None:
        self._connections = connections
        self._session: aiohttp.ClientSession | None = None

    def _open(self) -> aiohttp.ClientSession:
        if self._session is None or self._session.closed:
            self._session = aiohttp.ClientSession(
                connector=aiohttp.TCPConnector(limit=self._connections), cookie_jar=aiohttp.DummyCookieJar(),
                auto_decompress=False, skip_auto_headers=_NOT_ADDED, raise_for_status=False)
        return self._session

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        body = await request.aread()
        headers = [(name.decode("latin-1"), value.decode("latin-1")) for name, value in request.headers.raw]
        try:
            async with self._open().request(
                    request.method, URL(str(request.url), encoded=True), headers=headers,
                    data=body or None, timeout=_timeout(request),
                    allow_redirects=False, compress=None) as answer:
                content = await answer.read()
        except (aiohttp.ClientError, TimeoutError) as exc:
            raise _error(exc) from exc
        return httpx.Response(answer.status, headers=list(answer.raw_headers), stream=httpx.ByteStream(content),
                              request=request, extensions={"http_version": b"HTTP/1.1",
                                                           "reason_phrase": (answer.reason or "").encode("latin-1")})

    async def aclose(self) -> None:
        if self._session is not None:
            await self._session.close()
            await asyncio.sleep(0)  # lets the connector's transports close
            self._session = None
