"""Builds the running bot from `Settings`: the BenchGen connection, the store, the dispatcher.

With no BENCHGEN_URL the bundled sandbox is served in-process over `httpx.ASGITransport`, through
the same client code a real BenchGen gets.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING

import httpx
from pydantic import SecretStr

from bot.background import BackgroundTasks
from bot.benchgen.client import BenchGenPlatform
from bot.dispatcher import Dispatcher
from bot.guard import Guard
from bot.i18n import Catalog
from bot.language import LanguageDetector
from bot.llm.help import ModelHelp
from bot.ratelimit import Limits
from bot.routing import Router
from bot.settings import Settings
from bot.skill import Skill
from bot.startup_cache import open_cache
from bot.store import open_store
from bot.store.base import Store
from bot.watching import Watching
from sandbox.config import SandboxConfig
from skills.analysis.equivalence import EquivalenceJudge
from skills.analyze import AnalyzeSkill
from skills.context import ContextSkill
from skills.edit import EditSkill
from skills.launch import LaunchSkill
from skills.training import TrainingSkill
from skills.watch import follow

if TYPE_CHECKING:
    from arq.connections import ArqRedis

    from sandbox.server import Sandbox

SANDBOX_URL = "http://sandbox.local"
TransportWrapper = Callable[[httpx.AsyncBaseTransport], httpx.AsyncBaseTransport]


def all_skills(llm: ModelHelp | None = None, judge: EquivalenceJudge | None = None,
               more: Sequence[Skill] = ()) -> list[Skill]:
    """The skills: the one registry. `llm` (optional model help) and `judge` go to those that use
    them (a judge made here starts its process pool only when first asked, so listing the skills
    costs nothing); `more` are skills added from outside (a test's example skill)."""
    judge = judge or EquivalenceJudge()
    others = [AnalyzeSkill(judge, llm), EditSkill(judge), LaunchSkill(), TrainingSkill(), *more]
    return [ContextSkill(llm, others), *others]


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
    watching: Watching | None = None
    llm: ModelHelp | None = None


def utc_now() -> datetime:
    return datetime.now(UTC)


def default_sandbox_config(settings: Settings, **overrides: object) -> SandboxConfig:
    """The in-process sandbox's configuration: `BENCHGEN_SANDBOX_*`, its database file, `overrides`."""
    if settings.benchgen_sandbox_db:
        overrides.setdefault("db_path", settings.benchgen_sandbox_db)
    return SandboxConfig.from_env(**overrides)


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
    from sandbox.server import Sandbox  # here: a bot on a real BenchGen never loads the sandbox's app (FastAPI)

    config = sandbox_config or default_sandbox_config(settings)
    sandbox = await Sandbox.open(config, clock=sandbox_clock)
    if fresh:
        await sandbox.reset()
    platform = sandbox_platform(sandbox, wrap_transport)
    try:
        yield platform, sandbox
    finally:
        await platform.aclose()
        await sandbox.aclose()


def sandbox_platform(sandbox: Sandbox, wrap_transport: TransportWrapper | None = None) -> BenchGenPlatform:
    """The BenchGen client for an open in-process sandbox, over the real HTTP client code path."""
    # raise_app_exceptions=False: a sandbox bug reaches the bot as a 500 (Unavailable), not a crash.
    transport: httpx.AsyncBaseTransport = httpx.ASGITransport(app=sandbox.app, raise_app_exceptions=False)
    if wrap_transport is not None:
        transport = wrap_transport(transport)
    return BenchGenPlatform(SANDBOX_URL, sandbox.config.client_id, sandbox.config.client_secret, transport=transport)


def watch_queue(prefix: str) -> str:
    return f"{prefix}watch"


async def open_watch_pool(settings: Settings) -> ArqRedis | None:
    """The arq connection that hands watching to workers, when WATCH_BACKEND=arq."""
    if settings.watch_backend != "arq":
        return None
    if not settings.redis_url or not settings.benchgen_url:
        raise ValueError("WATCH_BACKEND=arq needs REDIS_URL and BENCHGEN_URL (workers poll the same BenchGen)")
    from arq.connections import RedisSettings, create_pool

    return await create_pool(RedisSettings.from_dsn(settings.redis_url))


@contextlib.asynccontextmanager
async def open_runtime(settings: Settings, *, sandbox_config: SandboxConfig | None = None, fresh: bool = False,
                       clock: Callable[[], datetime] = utc_now, store: Store | None = None,
                       store_prefix: str | None = None, wrap_transport: TransportWrapper | None = None,
                       detector: LanguageDetector | None = None, router: Router | None = None,
                       more_skills: Sequence[Skill] = (),
                       ) -> AsyncIterator[Runtime]:
    """The bot, composed. `detector` and `router`: built once by a caller that opens many runtimes (the tests), a
    router on the same skills (it reads only their declarations: ids, triggers, examples); else built here."""
    if router is not None and [s.id for s in router.skills] != [s.id for s in all_skills(more=more_skills)]:
        raise ValueError("the router given routes to other skills than the runtime's")
    async with open_platform(settings, sandbox_config=sandbox_config, fresh=fresh, wrap_transport=wrap_transport,
                             sandbox_clock=clock) as (platform, sandbox):
        store_prefix = store_prefix or settings.redis_prefix
        own_store = store is None
        the_store = store or open_store(settings.redis_url, prefix=store_prefix)
        judge = EquivalenceJudge()
        background = BackgroundTasks()
        secrets = settings.secrets()
        pool = await open_watch_pool(settings)
        watching = Watching(the_store, background, follow, pool=pool, queue=watch_queue(store_prefix), job_prefix=store_prefix)
        if sandbox is not None:
            secrets.append(sandbox.config.client_secret.get_secret_value())
        # The model client, built once (offline when OPENAI_API_KEY is unset), passed down.
        llm = ModelHelp.from_settings(settings, secrets=secrets, internal_names=internal_names(all_skills(more=more_skills)))
        skills = all_skills(llm, judge, more_skills)
        catalog = Catalog(extra=[skill.texts for skill in skills])
        dispatcher = Dispatcher(
            skills=skills, router=router or Router(skills, cache=open_cache(settings.cache_dir)), store=the_store, platform=platform, catalog=catalog,
            guard=Guard(internal_names(skills), secrets), background=background,
            detector=detector or LanguageDetector(catalog.languages), clock=clock, llm=llm,
            proposal_ttl=timedelta(seconds=settings.proposal_ttl_seconds), watching=watching,
            limits=Limits.from_settings(settings, the_store, clock),
        )
        try:
            yield Runtime(settings, dispatcher, platform, the_store, background, judge, sandbox, watching, llm)
        finally:
            await background.aclose()
            await llm.aclose()
            if pool is not None:
                await pool.aclose()
            await judge.aclose()
            if own_store:
                await the_store.aclose()
