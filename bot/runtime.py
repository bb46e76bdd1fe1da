"""Builds the running bot from `Settings`: the BenchGen connection, the store, the dispatcher.

With no BENCHGEN_URL the bundled sandbox is served in-process over `httpx.ASGITransport`, through
the same client code a real BenchGen gets.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

import httpx
from pydantic import SecretStr

from bot.background import BackgroundTasks
from bot.benchgen.client import BenchGenPlatform
from bot.dispatcher import Dispatcher
from bot.guard import Guard
from bot.i18n import Catalog
from bot.language import LanguageDetector
from bot.settings import Settings
from bot.store import open_store
from bot.store.base import Store
from sandbox.config import SandboxConfig
from sandbox.server import Sandbox
from skills.analysis.equivalence import EquivalenceJudge
from skills.analyze import AnalyzeSkill
from skills.base import Skill
from skills.context import ContextSkill
from skills.edit import EditSkill
from skills.launch import LaunchSkill
from skills.training import TrainingSkill

SANDBOX_URL = "http://sandbox.local"
TransportWrapper = Callable[[httpx.AsyncBaseTransport], httpx.AsyncBaseTransport]


def all_skills() -> list[Skill]:
    return [ContextSkill(), AnalyzeSkill(), EditSkill(), LaunchSkill(), TrainingSkill()]


def internal_names(skills: list[Skill]) -> list[str]:
    return [s.id for s in skills] + ["benchgen_", "Traceback"]


@dataclass
class Runtime:
    settings: Settings
    dispatcher: Dispatcher
    platform: BenchGenPlatform
    store: Store
    background: BackgroundTasks
    judge: EquivalenceJudge
    sandbox: Sandbox | None


def utc_now() -> datetime:
    return datetime.now(UTC)


@contextlib.asynccontextmanager
async def open_platform(settings: Settings, *, sandbox_config: SandboxConfig | None = None,
                        fresh: bool = False, wrap_transport: TransportWrapper | None = None,
                        sandbox_clock: Callable[[], datetime] | None = None,
                        ) -> AsyncIterator[tuple[BenchGenPlatform, Sandbox | None]]:
    """A real BenchGen when BENCHGEN_URL is set, else the in-process sandbox."""
    if settings.benchgen_url:
        secret = settings.benchgen_client_secret or SecretStr("")
        platform = BenchGenPlatform(settings.benchgen_url, settings.benchgen_client_id, secret)
        try:
            yield platform, None
        finally:
            await platform.aclose()
        return
    config = sandbox_config or SandboxConfig.from_env(
        **({"db_path": settings.benchgen_sandbox_db} if settings.benchgen_sandbox_db else {}))
    sandbox = await Sandbox.open(config, clock=sandbox_clock)
    if fresh:
        await sandbox.reset()
    # raise_app_exceptions=False: a sandbox bug reaches the bot as a 500 (Unavailable), not a crash.
    transport: httpx.AsyncBaseTransport = httpx.ASGITransport(app=sandbox.app, raise_app_exceptions=False)
    if wrap_transport is not None:
        transport = wrap_transport(transport)
    platform = BenchGenPlatform(SANDBOX_URL, config.client_id, config.client_secret, transport=transport)
    try:
        yield platform, sandbox
    finally:
        await platform.aclose()
        await sandbox.aclose()


@contextlib.asynccontextmanager
async def open_runtime(settings: Settings, *, sandbox_config: SandboxConfig | None = None, fresh: bool = False,
                       clock: Callable[[], datetime] = utc_now, store: Store | None = None,
                       store_prefix: str = "benchgen:", wrap_transport: TransportWrapper | None = None,
                       ) -> AsyncIterator[Runtime]:
    async with open_platform(settings, sandbox_config=sandbox_config, fresh=fresh, wrap_transport=wrap_transport,
                             sandbox_clock=clock) as (platform, sandbox):
        own_store = store is None
        the_store = store or open_store(settings.redis_url, prefix=store_prefix)
        judge = EquivalenceJudge()
        background = BackgroundTasks()
        skills = all_skills()
        catalog = Catalog()
        secrets = settings.secrets()
        if sandbox is not None:
            secrets.append(sandbox_config.client_secret.get_secret_value() if sandbox_config
                           else SandboxConfig.from_env().client_secret.get_secret_value())
        dispatcher = Dispatcher(
            skills=skills, store=the_store, platform=platform, catalog=catalog, judge=judge,
            guard=Guard(internal_names(skills), secrets), background=background,
            detector=LanguageDetector(catalog.languages), clock=clock,
            proposal_ttl=timedelta(seconds=settings.proposal_ttl_seconds),
        )
        try:
            yield Runtime(settings, dispatcher, platform, the_store, background, judge, sandbox)
        finally:
            await background.aclose()
            await judge.aclose()
            if own_store:
                await the_store.aclose()
