"""Fixtures: an in-process sandbox on `:memory:` and a BenchGenPlatform talking to it over ASGI.

The lead may hoist these to tests/conftest.py; nothing here depends on the benchgen test folder.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta

import httpx
import pytest
from pydantic import SecretStr

from bot.benchgen import BenchGenPlatform, BenchGenSession, Scope
from sandbox.config import SandboxConfig
from sandbox.server import Sandbox

SANDBOX_URL = "http://sandbox"
DEMO_CLIENT_ID = "benchgen-bot"
DEMO_CLIENT_SECRET = "sandbox-demo-secret"
ANA = "console:local:ana"
BEN = "console:local:ben"
CARA = "console:local:cara"
ALL_SCOPES = tuple(Scope)


class ManualClock:
    """The sandbox's clock in tests: time moves only when a test says so."""

    def __init__(self, start: datetime | None = None) -> None:
        self.now = start or datetime(2025, 6, 2, 9, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)


@pytest.fixture
def sandbox_clock() -> ManualClock:
    return ManualClock()


@pytest.fixture
def sandbox_config() -> SandboxConfig:
    return SandboxConfig(
        db_path=":memory:",
        item_seconds=0.002,
        training_seconds=0.05,
        public_url=SANDBOX_URL,
        client_id=DEMO_CLIENT_ID,
        client_secret=SecretStr(DEMO_CLIENT_SECRET),
    )


@pytest.fixture
async def sandbox(sandbox_config: SandboxConfig, sandbox_clock: ManualClock) -> AsyncIterator[Sandbox]:
    sb = await Sandbox.open(sandbox_config, clock=sandbox_clock)
    try:
        yield sb
    finally:
        await sb.aclose()


@pytest.fixture
def sandbox_transport(sandbox: Sandbox) -> httpx.ASGITransport:
    return httpx.ASGITransport(app=sandbox.app)


@pytest.fixture
async def platform(
    sandbox_transport: httpx.ASGITransport, sandbox_clock: ManualClock
) -> AsyncIterator[BenchGenPlatform]:
    """Shares the sandbox's clock, so a session's expires_at is on the sandbox's time line."""
    plat = BenchGenPlatform(
        SANDBOX_URL,
        DEMO_CLIENT_ID,
        SecretStr(DEMO_CLIENT_SECRET),
        transport=sandbox_transport,
        clock=sandbox_clock,
    )
    try:
        yield plat
    finally:
        await plat.aclose()


@pytest.fixture
async def browser(sandbox_transport: httpx.ASGITransport) -> AsyncIterator[httpx.AsyncClient]:
    """A person's browser on the sandbox's web pages (the link approval form)."""
    async with httpx.AsyncClient(transport=sandbox_transport, base_url=SANDBOX_URL) as client:
        yield client


@pytest.fixture
async def ana(platform: BenchGenPlatform) -> AsyncIterator[BenchGenSession]:
    """ana (editor) with every grantable scope."""
    async with await platform.session(ANA, ALL_SCOPES) as session:
        yield session


@pytest.fixture
async def ben(platform: BenchGenPlatform) -> AsyncIterator[BenchGenSession]:
    """ben (viewer), having asked for every scope (he is granted the reads only)."""
    async with await platform.session(BEN, ALL_SCOPES) as session:
        yield session
