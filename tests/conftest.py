"""Shared fixtures: real Redis, real PostgreSQL, the in-process sandbox, the whole bot, and the full-stack driver.

Every message the bot sends through the driver is checked at teardown, suite-wide: its own words
name no internal (skill ids, endpoint paths, snake_case fields) and no message carries a token
issued during the test or a configured secret.
"""

from __future__ import annotations

import json
import os
import uuid
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta

import httpx
import pytest
from pydantic import SecretStr
from redis.asyncio import Redis

from bot.app.runtime import Runtime, all_skills, internal_names, open_runtime
from bot.guard import Guard
from bot.i18n import SUPPORTED_LANGUAGES
from bot.language import LanguageDetector
from bot.routing import Router
from bot.settings import Settings
from bot.startup_cache import open_cache
from bot.store.redis_store import RedisStore
from sandbox.config import SandboxConfig
from tests.driver import ChatDriver

DEMO_SECRET = "sandbox-demo-secret"


def redis_url() -> str:
    return os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/9")


def startup_cache_env() -> dict[str, str]:
    """BENCHGEN_CACHE_DIR as the suite has it, for a process a test starts with an environment of its own (its HOME a
    temporary directory): it reads what start-up computes from the suite's cache (scripts/test.sh keeps it in the
    checkout) instead of building it anew, ~15 s of CPU a process."""
    cache = os.environ.get("BENCHGEN_CACHE_DIR")
    return {"BENCHGEN_CACHE_DIR": cache} if cache is not None else {}


@pytest.fixture
async def redis_prefix() -> AsyncIterator[str]:
    """A key prefix of this test's own on the real Redis, removed afterwards.

    Unreachable Redis: skip, except in CI (CI=true), where the test fails.
    """
    client = Redis.from_url(redis_url(), socket_connect_timeout=1)
    try:
        await client.ping()
    except Exception as error:
        await client.aclose()
        if os.environ.get("CI") == "true":
            pytest.fail(f"Redis is required in CI and is not reachable at {redis_url()}: {error}")
        pytest.skip(f"no Redis at {redis_url()}")
    prefix = f"test-{uuid.uuid4().hex[:10]}:"
    try:
        yield prefix
    finally:
        keys = [k async for k in client.scan_iter(match=f"{prefix}*")]
        if keys:
            await client.delete(*keys)
        await client.aclose()


def postgres_url() -> str:
    """The tests' own database; under pytest-xdist each worker has one of its own (name_gw0, name_gw1…),
    as the fixture empties it around every test."""
    url = os.environ.get("TEST_DATABASE_URL", "postgresql://postgres@127.0.0.1:5432/benchgen_oauth_test")
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    return f"{url}_{worker}" if worker else url


@pytest.fixture
async def postgres() -> AsyncIterator[str]:
    """The URL of an empty database on the real PostgreSQL (created when missing, emptied again
    afterwards: the database is the tests' own). Unreachable: skip, except in CI (CI=true), where
    the test fails."""
    import asyncpg

    url = postgres_url()
    base, _, name = url.rpartition("/")
    reset = "DROP SCHEMA public CASCADE; CREATE SCHEMA public"
    try:
        admin = await asyncpg.connect(f"{base}/postgres", timeout=2)
        try:
            if not await admin.fetchval("SELECT 1 FROM pg_database WHERE datname = $1", name):
                await admin.execute(f'CREATE DATABASE "{name}"')
        finally:
            await admin.close()
        conn = await asyncpg.connect(url, timeout=2)
    except (OSError, asyncpg.PostgresError) as error:
        if os.environ.get("CI") == "true":
            pytest.fail(f"PostgreSQL is required in CI and is not reachable at {url}: {error}")
        pytest.skip(f"no PostgreSQL at {url}: {error}")
    try:
        await conn.execute(reset)
        yield url
    finally:
        await conn.execute(reset)
        await conn.close()


class TestClock:
    """The bot's and the sandbox's clock: real time plus an offset tests can advance."""

    __test__ = False  # not a test class, despite its name

    def __init__(self) -> None:
        self.offset = timedelta(0)

    def __call__(self) -> datetime:
        return datetime.now(UTC) + self.offset

    def advance(self, delta: timedelta) -> None:
        self.offset += delta


class TokenCapture(httpx.AsyncBaseTransport):
    """Wraps the sandbox transport and remembers every access token it hands out."""

    def __init__(self, inner: httpx.AsyncBaseTransport) -> None:
        self.inner = inner
        self.tokens: list[str] = []
        self.requests: list[tuple[str, str]] = []

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        self.requests.append((request.method, request.url.path))
        response = await self.inner.handle_async_request(request)
        if request.url.path.endswith("/oauth/token") and response.status_code == 200:
            body = await response.aread()
            token = json.loads(body).get("access_token")
            if token:
                self.tokens.append(token)
            return httpx.Response(response.status_code, headers=response.headers, content=body)
        return response

    async def aclose(self) -> None:
        await self.inner.aclose()


@pytest.fixture(scope="session")
def detector() -> LanguageDetector:
    """One language detector for the session: lingua's models take seconds to load."""
    return LanguageDetector(SUPPORTED_LANGUAGES)


@pytest.fixture(scope="session")
def router() -> Router:
    """One router for the session, as a bot process builds it (the startup cache where the settings say): a build
    takes a fraction of a second once a process built one, and every runtime of a test would build its own."""
    return Router(all_skills(), cache=open_cache(Settings(_env_file=None).cache_dir))  # type: ignore[call-arg]


@pytest.fixture
def clock() -> TestClock:
    return TestClock()


@pytest.fixture
def sandbox_config() -> SandboxConfig:
    return SandboxConfig(db_path=":memory:", item_seconds=0.002, training_seconds=0.05,
                         public_url="http://sandbox.test", client_secret=SecretStr(DEMO_SECRET))


@pytest.fixture
def wire() -> type[TokenCapture]:
    """What sits between the bot and the sandbox; suites that need more on record override it."""
    return TokenCapture


@pytest.fixture
async def runtime(redis_prefix: str, sandbox_config: SandboxConfig, clock: TestClock, wire: type[TokenCapture],
                  detector: LanguageDetector, router: Router, request: pytest.FixtureRequest) -> AsyncIterator[Runtime]:
    """The bot on the sandbox and real Redis; `@pytest.mark.settings(field=value)` changes its settings."""
    marker = request.node.get_closest_marker("settings")
    captures: list[TokenCapture] = []

    def wrap(inner: httpx.AsyncBaseTransport) -> httpx.AsyncBaseTransport:
        captures.append(wire(inner))
        return captures[-1]

    settings = Settings(redis_url=redis_url(), _env_file=None,  # type: ignore[call-arg]
                        **(marker.kwargs if marker else {}))
    store = RedisStore.from_url(redis_url(), prefix=redis_prefix)
    try:
        async with open_runtime(settings, sandbox_config=sandbox_config, clock=clock, store=store,
                                wrap_transport=wrap, detector=detector, router=router) as rt:
            rt.captured_tokens = captures[0].tokens  # type: ignore[attr-defined]
            rt.requests = captures[0].requests  # type: ignore[attr-defined]
            rt.wire = captures[0]  # type: ignore[attr-defined]
            yield rt
    finally:
        await store.aclose()


@pytest.fixture
async def chat(runtime: Runtime) -> AsyncIterator[ChatDriver]:
    driver = ChatDriver(runtime.dispatcher)
    yield driver
    await runtime.background.wait(10)
    check_messages(driver, runtime)


def check_messages(driver: ChatDriver, runtime: Runtime) -> None:
    """The suite-wide check on everything the bot said in this test."""
    guard = Guard(internal_names(all_skills()), [DEMO_SECRET])
    tokens = list(getattr(runtime, "captured_tokens", []))
    assert not runtime.dispatcher.guard.violations, runtime.dispatcher.guard.violations
    for sent in driver.sent:
        problems = guard.problems(sent.message, tokens)
        assert not problems, f"{problems} in: {sent.text}"
