"""The shared HTTP pipe to BenchGen: one connection pool, retries with backoff, typed errors.

Only requests that are safe to repeat are retried: reads, deletes, and writes that carry an
Idempotency-Key (BenchGen answers a repeated key with the first result). A write without a key is
sent exactly once, whatever happens.
"""

from __future__ import annotations

import asyncio
import logging
import re
import urllib.request
from collections.abc import Awaitable, Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime
from functools import lru_cache
from json import dumps as json_dumps
from typing import Any, TypeVar
from urllib.parse import quote_plus

import httpx
from pydantic import TypeAdapter, ValidationError

from bot.benchgen.errors import BenchGenError, Unavailable
from bot.benchgen.transport import AiohttpTransport

log = logging.getLogger(__name__)

T = TypeVar("T")

Sleep = Callable[[float], Awaitable[None]]
Clock = Callable[[], datetime]
ErrorFor = Callable[[httpx.Response], BenchGenError]

RETRY_STATUSES = frozenset({429, 502, 503, 504})
UNREADABLE = "BenchGen sent an answer the bot could not read."
UNREACHABLE = "BenchGen is not available right now. Please try again shortly."


def utc_now() -> datetime:
    return datetime.now(UTC)


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    """retries = extra attempts after the first; delay = backoff * 2**attempt, at most max_delay.

    A Retry-After header replaces the computed delay, capped at max_delay as well.
    """

    retries: int = 3
    backoff: float = 0.2
    max_delay: float = 5.0

    def delay(self, attempt: int, retry_after: float | None) -> float:
        wait = retry_after if retry_after is not None else self.backoff * (2**attempt)
        return max(0.0, min(wait, self.max_delay))


def parse_retry_after(value: str | None, now: datetime) -> float | None:
    """Seconds from a Retry-After header (delta-seconds or HTTP date); None if absent/garbled."""
    if not value:
        return None
    value = value.strip()
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError, IndexError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return max(0.0, (when - now).total_seconds())


def parse(response: httpx.Response, adapter: TypeAdapter[T]) -> T:
    """Validate a response body; anything unexpected is BenchGen's fault, told plainly."""
    try:
        return adapter.validate_json(response.content)
    except ValidationError as exc:
        log.warning(
            "unreadable BenchGen response to %s %s: %d errors",
            response.request.method,
            response.request.url.path,
            exc.error_count(),
        )
        raise Unavailable(UNREADABLE) from None


_URLS_KEPT = 4096  # URLs of paths and queries kept built (a benchmark's or a run's, at most this many)
# A path httpx's URL parsing leaves as it is: ASCII it need not escape (RFC 3986's unreserved
# characters, sub-delimiters, ':', '@', '%' and '/'), and no segment starting with a dot (it drops
# '.' and '..'). The client's paths are such (their names quoted by `client._segment`).
_PLAIN_PATH = re.compile(r"[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*")
_PLAIN_CHARS = 2000  # longer paths and queries are left to httpx (which limits a URL's length)
# Headers httpx sets itself unless given: a request giving one is built by httpx.Request itself.
_PLAIN_HEADERS = frozenset({"host", "content-length", "content-type", "transfer-encoding"})
_FORM_KEPT = 1024  # form fields and values kept quoted (the token exchange's: its URNs, identities, scopes)


# A header as `httpx.Headers` keeps it: its name, the name in lower case, its value (ASCII bytes).
RawHeader = tuple[bytes, bytes, bytes]
_FORM = (b"Content-Type", b"content-type", b"application/x-www-form-urlencoded")
_JSON = (b"Content-Type", b"content-type", b"application/json")


def _raw(fields: Iterable[tuple[str, str]]) -> list[RawHeader]:
    """Headers encoded as `httpx.Headers` encodes str names and values (ASCII, else UnicodeEncodeError)."""
    return [(key := name.encode("ascii"), key.lower(), value.encode("ascii")) for name, value in fields]


def _body(json: Any, data: Mapping[str, str] | None, quoted: Callable[[str], str],
          ) -> tuple[list[RawHeader], bytes]:
    """A request's content headers (encoded) and body, encoded as httpx encodes `json=` and `data=` (a
    form's fields and values as `urlencode` quotes them: `quoted` is `quote_plus`, perhaps remembered)."""
    if data:
        body = "&".join(f"{quoted(name)}={quoted(value)}" for name, value in data.items()).encode()
        kind = _FORM
    elif json is not None:
        body = json_dumps(json, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode()
        kind = _JSON
    else:
        return [], b""
    return [(b"Content-Length", b"content-length", str(len(body)).encode()), kind], body


_new = object.__new__


def _built(method: str, url: httpx.URL, raw: list[RawHeader], body: bytes, extensions: dict[str, Any]) -> httpx.Request:
    """`httpx.Request(method, url, headers=..., stream=httpx.ByteStream(body), extensions=...)`, read, as
    its `__init__` and `read` leave it (the same attributes, a test compares them), set directly: the
    method already upper case, the URL built, the headers' encoded list given as is (httpx.Headers would
    encode each name and value again, and the request copies them), the body whole. `__init__` and
    `read` cost ~3 µs a request in checks that cannot fail here (`read` asks `isinstance` of
    `typing.Iterable`, ~1.8 µs), about as much as the rest of building it."""
    headers = _new(httpx.Headers)
    headers._list, headers._encoding = raw, None
    request = _new(httpx.Request)
    request.method, request.url, request.headers = method, url, headers
    request.extensions = dict(extensions)
    request.stream = httpx.ByteStream(body)
    request._content = body  # as `read` leaves it: `request.content` is readable
    return request


def pool_for(base_url: str) -> httpx.AsyncBaseTransport:
    """The connection pool: `AiohttpTransport` (httpx's own pool costs several times more CPU per
    request), or, when the environment names a proxy for BenchGen's URL (HTTPS_PROXY, HTTP_PROXY or
    ALL_PROXY, unless NO_PROXY covers the host), httpx's transport through it, as httpx's client
    would (it speaks the proxy schemes httpx does)."""
    url = httpx.URL(base_url)
    proxies = urllib.request.getproxies()
    bypass = bool(url.host) and bool(urllib.request.proxy_bypass(url.host))
    proxy = None if bypass else proxies.get(url.scheme) or proxies.get("all")
    return httpx.AsyncHTTPTransport(proxy=proxy) if proxy else AiohttpTransport()


class BenchGenHttp:
    """Owns the one transport (one connection pool for every turn); credentials are passed per
    request, never stored here, and no cookie is kept (there is no cookie jar: a cookie set in
    answer to one user's request can never ride on another's).

    Requests go straight to the transport: the bot needs none of `httpx.AsyncClient`'s per-request
    machinery (cookie jar, auth flows, redirects, event hooks), which cost about a quarter of a
    turn's CPU; the headers every request carries are built once, and so is each URL (`_request`).
    """

    def __init__(
        self,
        base_url: str,
        *,
        transport: httpx.AsyncBaseTransport | None,
        timeout: float,
        retry: RetryPolicy,
        sleep: Sleep = asyncio.sleep,
        clock: Clock = utc_now,
    ) -> None:
        self.retry = retry
        self._sleep = sleep
        self._clock = clock
        self._base = base_url.rstrip("/")
        self._transport = transport if transport is not None else pool_for(self._base)
        self.timeout = timeout
        self._base_url = httpx.URL(self._base)
        self._headers = {"Accept": "application/json", "User-Agent": "benchgen-chat-agent"}
        # The headers that open every request, encoded once: Host and these (a write with no body has
        # Content-Length 0 after Host, where httpx puts it)
        host = [(b"Host", b"host", self._base_url.netloc)]
        self._opening = [*host, *_raw(self._headers.items())]
        self._opening_empty_write = [*host, (b"Content-Length", b"content-length", b"0"), *_raw(self._headers.items())]
        self._urls: dict[tuple[str, tuple[tuple[str, str], ...]], httpx.URL] = {}
        # `quote_plus`, remembered: quoting the token exchange's long URNs was most of its cost
        self._quoted = lru_cache(maxsize=_FORM_KEPT)(quote_plus)

    @property
    def timeout(self) -> float:
        """Seconds each request may take (connecting, each read and write, waiting for the pool)."""
        return self._seconds

    @timeout.setter
    def timeout(self, seconds: float) -> None:
        self._seconds = seconds
        self._timeout = {"timeout": httpx.Timeout(seconds).as_dict()}

    @property
    def base_url(self) -> str:
        return self._base + "/"

    async def send(
        self,
        method: str,
        path: str,
        *,
        error_for: ErrorFor,
        retry_safe: bool | None = None,
        headers: Mapping[str, str] | None = None,
        params: Mapping[str, Any] | None = None,
        json: Any = None,
        data: Mapping[str, str] | None = None,
    ) -> httpx.Response:
        """Send one logical request; return a 2xx response (read) or raise a typed BenchGenError.

        retry_safe defaults to: GET/HEAD/DELETE, or any request with an Idempotency-Key.
        `path` is absolute under the base URL, its segments already quoted.
        """
        if retry_safe is None:
            keyed = "idempotency-key" in map(str.lower, headers or ())
            retry_safe = method.upper() in ("GET", "HEAD", "DELETE") or keyed
        attempts = 1 + (self.retry.retries if retry_safe else 0)
        for attempt in range(attempts):
            last = attempt == attempts - 1
            try:
                response = await self._exchange(method, path, headers, params, json, data)
            except httpx.TransportError as exc:
                if last:
                    log.warning("BenchGen %s %s failed: %s", method, path, type(exc).__name__)
                    raise Unavailable(UNREACHABLE) from exc
                delay = self.retry.delay(attempt, None)
                log.info("BenchGen %s %s: %s, retrying in %.2fs", method, path,
                         type(exc).__name__, delay)
                await self._sleep(delay)
                continue
            except httpx.HTTPError as exc:
                raise Unavailable(UNREACHABLE) from exc
            if response.is_success:
                return response
            if response.status_code in RETRY_STATUSES and not last:
                retry_after = parse_retry_after(response.headers.get("Retry-After"), self._clock())
                delay = self.retry.delay(attempt, retry_after)
                log.info("BenchGen %s %s: %d, retrying in %.2fs", method, path,
                         response.status_code, delay)
                await self._sleep(delay)
                continue
            raise error_for(response)
        raise AssertionError("unreachable")  # pragma: no cover

    async def _exchange(self, method: str, path: str, headers: Mapping[str, str] | None,
                        params: Mapping[str, Any] | None, json: Any, data: Mapping[str, str] | None,
                        ) -> httpx.Response:
        """One request and its whole body, read, with the connection given back to the pool."""
        request = self._request(method, path, headers, params, json, data)
        response = await self._transport.handle_async_request(request)
        response.request = request
        try:
            await response.aread()
        finally:
            await response.aclose()
        return response

    def _request(self, method: str, path: str, headers: Mapping[str, str] | None,
                 params: Mapping[str, Any] | None, json: Any, data: Mapping[str, str] | None,
                 ) -> httpx.Request:
        """The request `httpx.Request(method, url, params=, json=, data=, headers=)` would build, byte
        for byte (same URL, body and headers, in the same order), without its per-request
        parsing: the URL of a path and query is parsed once (`_url`), the headers every request opens
        with are encoded once, and the body is encoded here."""
        if headers and not _PLAIN_HEADERS.isdisjoint(map(str.lower, headers)):
            return httpx.Request(method, self._base + path, params=params, json=json, data=data,  # rare: as httpx merges
                                 headers={**self._headers, **headers}, extensions=self._timeout)
        method = method.upper()
        content_headers, body = _body(json, data, self._quoted)
        opening = (self._opening_empty_write if not content_headers and method in ("POST", "PUT", "PATCH")
                   else self._opening)
        if not headers:
            raw = [*opening, *content_headers]
        elif self._headers.keys().isdisjoint(headers):
            raw = [*opening, *_raw(headers.items()), *content_headers]
        else:  # one of the opening headers given again: in its place, as a dict merges them
            raw = [*opening[: -len(self._headers)], *_raw({**self._headers, **headers}.items()), *content_headers]
        return _built(method, self._url(path, params), raw, body, self._timeout)

    def _url(self, path: str, params: Mapping[str, Any] | None) -> httpx.URL:
        """The URL of `path` with `params` (built once; a URL is immutable, so it is shared)."""
        # repr tells apart what hashes alike but is sent differently (1, 1.0, True)
        key = (path, tuple((k, v if type(v) is str else repr(v)) for k, v in params.items()) if params else ())
        url = self._urls.get(key)
        if url is None:
            if len(self._urls) >= _URLS_KEPT:
                self._urls.clear()
            url = self._urls[key] = self._built_url(path, params)
        return url

    def _built_url(self, path: str, params: Mapping[str, Any] | None) -> httpx.URL:
        """`httpx.URL(base + path, params=params)`, the same URL (a wire test compares them). A plain
        path is joined to the base URL's parts as parsed once, with the query `params` make, rather
        than parsing the whole URL again: parsing was most of building a request (~10 us of ~14)."""
        base = self._base_url
        query = str(httpx.QueryParams(params)) if params else None
        if (not _PLAIN_PATH.fullmatch(path) or "/." in path or len(path) + len(query or "") > _PLAIN_CHARS
                or base.query or base.fragment):
            return httpx.URL(self._base + path, params=params)
        url = httpx.URL(base)
        url._uri_reference = base._uri_reference._replace(  # the parts httpx keeps (its one parsed form)
            path=base._uri_reference.path + path, query=query)
        return url

    async def aclose(self) -> None:
        await self._transport.aclose()
