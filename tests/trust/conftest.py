"""Trust fixtures: the full-stack `runtime` of tests/conftest.py, plus a record of every request's
idempotency key, every log record of the turn pipeline, and everything the bot left in Redis."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator

import httpx
import pytest
from redis.asyncio import Redis

from bot.store.redis_store import unpack
from tests.conftest import TokenCapture, redis_url


class WireLog(TokenCapture):
    """TokenCapture that also remembers each request's Idempotency-Key (None when absent)."""

    def __init__(self, inner: httpx.AsyncBaseTransport) -> None:
        super().__init__(inner)
        self.keys: list[tuple[str, str, str | None]] = []
        self.grants: list[dict[str, object]] = []  # each token exchange: requested scope, granted, lifetime

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        self.keys.append((request.method, request.url.path, request.headers.get("idempotency-key")))
        response = await super().handle_async_request(request)
        if request.url.path.endswith("/oauth/token") and response.status_code == 200:
            body = json.loads(await response.aread())
            asked = dict(httpx.QueryParams(request.content.decode()))
            self.grants.append({"requested": set(asked["scope"].split()), "granted": set(body["scope"].split()),
                                "expires_in": body["expires_in"], "token": body["access_token"]})
        return response


@pytest.fixture
def wire() -> type[TokenCapture]:
    return WireLog


class Records(logging.Handler):
    """Every record, at every level, fully formatted (message, extras and exception text)."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.records: list[logging.LogRecord] = []
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)
        extras = {k: v for k, v in vars(record).items() if k not in ("msg", "args")}
        self.lines.append(record.getMessage() + " " + json.dumps(extras, default=str))
        if record.exc_info:
            self.lines.append(logging.Formatter().formatException(record.exc_info))


@pytest.fixture
def logs() -> Iterator[Records]:
    handler = Records()
    root = logging.getLogger()
    level = root.level
    root.addHandler(handler)
    root.setLevel(logging.DEBUG)
    try:
        yield handler
    finally:
        root.removeHandler(handler)
        root.setLevel(level)


async def redis_dump(prefix: str) -> dict[str, str]:
    """Every key under the test's prefix with its value (strings, hashes, lists, sets)."""
    client = Redis.from_url(redis_url(), decode_responses=True)
    out: dict[str, str] = {}
    try:
        async for key in client.scan_iter(match=f"{prefix}*"):
            kind = await client.type(key)
            if kind == "string":
                out[key] = str(await client.get(key))
            elif kind == "hash":  # a proposal's data as the store reads it, not deflated
                fields = await client.hgetall(key)
                if "data" in fields:
                    fields["data"] = unpack(fields["data"])
                out[key] = json.dumps(fields)
            elif kind == "list":
                out[key] = json.dumps(await client.lrange(key, 0, -1))
            elif kind in ("set", "zset"):
                out[key] = json.dumps(sorted(await client.smembers(key)) if kind == "set"
                                      else await client.zrange(key, 0, -1))
            else:
                out[key] = kind
    finally:
        await client.aclose()
    return out
