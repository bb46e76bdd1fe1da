"""Fixtures: every contract test runs against the in-memory store and a real Redis.

Redis comes from ``REDIS_URL`` (default ``redis://127.0.0.1:6379/9``). Each test gets its own key
prefix, removed with SCAN + DEL afterwards. When Redis is unreachable the Redis cases skip, except
under ``CI=true`` where they fail.
"""

from __future__ import annotations

import asyncio
import os
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from datetime import timedelta

import pytest
from redis.asyncio import Redis

from bot.store import MemoryStore, RedisStore, Store

DEFAULT_REDIS_URL = "redis://127.0.0.1:6379/9"


class FakeClock:
    """Monotonic seconds that only move when told to."""

    def __init__(self) -> None:
        self.value = 1000.0

    def __call__(self) -> float:
        return self.value

    def advance(self, delta: timedelta) -> None:
        self.value += delta.total_seconds()


@dataclass
class Harness:
    """A store under test plus what differs between backends."""

    kind: str
    store: Store
    wait: Callable[[timedelta], Awaitable[None]]  # let TTL-based state age by at least `delta`
    make_client: Callable[[], Store]  # another client on the same data (a connection of its own)
    extra: list[Store] = field(default_factory=list)

    def client(self) -> Store:
        other = self.make_client()
        if other is not self.store:
            self.extra.append(other)
        return other


def redis_url() -> str:
    return os.environ.get("REDIS_URL", DEFAULT_REDIS_URL)


async def _reachable(url: str) -> str | None:
    client = Redis.from_url(url, socket_connect_timeout=1, socket_timeout=1)
    try:
        await client.ping()
        return None
    except Exception as exc:  # any failure means "not reachable" here
        return f"{type(exc).__name__}: {exc}"
    finally:
        await client.aclose()


async def require_redis() -> str:
    url = redis_url()
    problem = await _reachable(url)
    if problem is not None:
        message = f"Redis not reachable at {url} ({problem})"
        if os.environ.get("CI") == "true":
            pytest.fail(message + "; CI=true requires it")
        pytest.skip(message)
    return url


async def _delete_prefix(url: str, prefix: str) -> None:
    client = Redis.from_url(url)
    try:
        keys = [key async for key in client.scan_iter(match=f"{prefix}*", count=500)]
        if keys:
            await client.delete(*keys)
    finally:
        await client.aclose()


@pytest.fixture
async def redis_prefix() -> AsyncIterator[tuple[str, str]]:
    """(url, prefix) of a reachable Redis, cleaned up after the test."""
    url = await require_redis()
    prefix = f"test-store:{uuid.uuid4().hex}:"
    yield url, prefix
    await _delete_prefix(url, prefix)


@pytest.fixture(params=["memory", "redis"])
async def harness(request: pytest.FixtureRequest) -> AsyncIterator[Harness]:
    if request.param == "memory":
        clock = FakeClock()
        memory: Store = MemoryStore(clock=clock)

        async def advance(delta: timedelta) -> None:
            clock.advance(delta)

        yield Harness("memory", memory, advance, lambda: memory)
        return

    url = await require_redis()
    prefix = f"test-store:{uuid.uuid4().hex}:"

    async def sleep(delta: timedelta) -> None:
        await asyncio.sleep(delta.total_seconds() + 0.05)

    def connect() -> Store:
        return RedisStore.from_url(url, prefix=prefix)

    h = Harness("redis", connect(), sleep, connect)
    try:
        yield h
    finally:
        for store in [h.store, *h.extra]:
            await store.aclose()
        await _delete_prefix(url, prefix)
