"""Watching long work (a run, a training job): one progress message updated in place, then done."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Protocol, TypeVar

from bot.benchgen.client import BenchGenSession
from bot.text import Line
from bot.turn import OutgoingMessage
from skills.base import SkillContext

POLL_SECONDS = 0.2
WATCH_LIMIT_SECONDS = 6 * 3600
READ_SCOPES = frozenset({"account:read", "benchmarks:read", "runs:read"})


class Job(Protocol):
    @property
    def done(self) -> int: ...
    @property
    def status(self) -> str: ...


J = TypeVar("J", bound=Job)


async def watch(
    ctx: SkillContext,
    job: J,
    ref: str,
    fetch: Callable[[BenchGenSession, J], Awaitable[J]],
    progress: Callable[[J], Line],
    finish: Callable[[BenchGenSession, J], Awaitable[None]],
) -> None:
    """Polls with a fresh read credential each time (the turn's own credential is gone)."""
    identity = ctx.turn.identity.key
    shown = job.done
    loop = asyncio.get_running_loop()
    deadline = loop.time() + WATCH_LIMIT_SECONDS
    while loop.time() < deadline:
        await asyncio.sleep(POLL_SECONDS)
        async with await ctx.sessions.open(identity, READ_SCOPES) as session:
            job = await fetch(session, job)
            running = job.status in ("queued", "running")
            if job.done != shown or not running:
                shown = job.done
                await ctx.outbox.update(ref, OutgoingMessage(lines=[progress(job)], kind="progress"))
            if not running:
                await finish(session, job)
                return
