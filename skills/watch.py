"""Watching long work (a run, a training job): one progress message updated in place, then done."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from collections.abc import Awaitable, Callable
from typing import Protocol, TypeVar

from bot.benchgen import errors as bg
from bot.benchgen.client import BenchGenSession
from bot.text import Line
from bot.turn import OutgoingMessage
from skills.base import SkillContext

POLL_SECONDS = 0.2
MAX_POLL_SECONDS = 2.0
RENEW_BEFORE = timedelta(seconds=30)
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
    """Polls until the job ends, then lets `finish` post the result.

    The turn's own credential is gone by now: the watch holds a read-only one of its own, renewed
    before it expires. Polling starts fast (a demo run takes seconds) and slows down to
    MAX_POLL_SECONDS for long work; a platform hiccup only delays the next poll.
    """
    identity = ctx.turn.identity.key
    shown = job.done
    delay = POLL_SECONDS
    loop = asyncio.get_running_loop()
    deadline = loop.time() + WATCH_LIMIT_SECONDS
    session: BenchGenSession | None = None
    try:
        while loop.time() < deadline:
            await asyncio.sleep(delay)
            delay = min(delay * 1.5, MAX_POLL_SECONDS)
            if session is None or session.expires_at - ctx.clock() < RENEW_BEFORE:
                if session is not None:
                    await session.aclose()
                session = await ctx.sessions.open(identity, READ_SCOPES)
            try:
                job = await fetch(session, job)
            except (bg.Unavailable, bg.SessionExpired):
                await session.aclose()
                session = None
                continue
            running = job.status in ("queued", "running")
            if job.done != shown or not running:
                shown = job.done
                await ctx.outbox.update(ref, OutgoingMessage(lines=[progress(job)], kind="progress"))
            if not running:
                await finish(session, job)
                return
    finally:
        if session is not None:
            await session.aclose()
