"""Following long work (a run, a training job): one progress message updated in place, then one result.

`advance` is one poll; `follow` loops it in this process (`bot.watching.InProcessWatcher`), and
`bot.app.worker` runs one poll per arq job. Both use the same skill code for the texts, through
an outbox the dispatcher builds for the requester's thread.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Protocol, TypeVar

from bot.benchgen import errors as bg
from bot.benchgen.client import BenchGenSession
from bot.skill import Outcome, Sessions, SkillContext
from bot.text import Line
from bot.turn import OutgoingMessage, Replier
from bot.watching import WATCH_LIMIT, ResultOnce, Watcher, WatchKind, WatchRequest, delay_for

if TYPE_CHECKING:
    from bot.dispatcher import Dispatcher

log = logging.getLogger(__name__)

RENEW_BEFORE = timedelta(seconds=30)
READ_SCOPES = frozenset({"account:read", "benchmarks:read", "runs:read"})
RUNNING = ("queued", "running")


class Job(Protocol):
    @property
    def done(self) -> int: ...
    @property
    def status(self) -> str: ...


J = TypeVar("J")


class Watched(Protocol):
    """What a skill that starts long work provides to follow it."""

    async def fetch_job(self, session: BenchGenSession, job_id: str) -> Job: ...
    def progress_line(self, ctx: SkillContext, job: Job) -> Line: ...
    async def finish(self, ctx: SkillContext, session: BenchGenSession, job: Job, request: WatchRequest) -> None: ...


def watcher(ctx: SkillContext) -> Watcher:
    if ctx.watcher is None:
        raise RuntimeError("this context cannot follow long work")
    return ctx.watcher


def watch_request(ctx: SkillContext, *, kind: WatchKind, skill: str, job_id: str, progress_ref: str, shown: int,
                  **about: str | None) -> WatchRequest:
    """What the watcher needs to continue without this turn: who, where, which message, in which language."""
    turn = ctx.turn
    return WatchRequest(kind=kind, skill=skill, job_id=job_id, identity=turn.identity, place=turn.place,
                        display_name=turn.display_name, language=ctx.language, progress_ref=progress_ref,
                        shown=shown, started_at=ctx.clock(), **about)


async def cancel_once(ctx: SkillContext, job_id: str, cancel: Callable[[], Awaitable[J]],
                      said: Callable[[J], Line]) -> list[Outcome]:
    """Cancels a watched job and says so once: holding the job's result claim keeps its watcher
    silent; if the job had already ended, its watcher is (or was) the one reporting."""
    results = watcher(ctx).results
    claim = await results.claim(job_id)
    try:
        job = await cancel()
    except BaseException:
        if claim == "mine":
            await results.release(job_id)
        raise
    if claim == "mine":
        await ctx.outbox.send(OutgoingMessage(lines=[said(job)], kind="result"))
        await results.done(job_id)
    return []


@dataclass(frozen=True)
class Step:
    running: bool  # poll again
    shown: int  # the progress the message shows now


async def advance(ctx: SkillContext, watched: Watched, session: BenchGenSession, request: WatchRequest,
                  shown: int, results: ResultOnce) -> Step:
    """One poll: edit the progress message if it moved; at the end, post the result once."""
    job = await watched.fetch_job(session, request.job_id)
    running = job.status in RUNNING
    # A cancelled or failed job keeps its last progress line: its result message says what happened.
    if job.done != shown and (running or job.status == "succeeded"):
        await ctx.outbox.update(request.progress_ref,
                                OutgoingMessage(lines=[watched.progress_line(ctx, job)], kind="progress"))
    if running:
        return Step(True, job.done)
    claim = await results.claim(request.job_id)
    if claim == "busy":  # another process is posting it (or died doing so: its lease runs out)
        return Step(True, job.done)
    if claim == "mine":
        try:
            await watched.finish(ctx, session, job, request)
        except (bg.Unavailable, bg.SessionExpired):
            await results.release(request.job_id)  # `finish` reads all it needs before posting
            raise
        except Exception:
            await results.done(request.job_id)  # part of it may be posted: never repeat it
            raise
        await results.done(request.job_id)
    return Step(False, job.done)


class WatchSessions:
    """Read-only credentials for watching, one per requester, renewed before they expire."""

    def __init__(self, sessions: Sessions, clock: Callable[[], datetime]) -> None:
        self._sessions = sessions
        self._clock = clock
        self._open: dict[str, BenchGenSession] = {}

    async def get(self, identity: str) -> BenchGenSession:
        session = self._open.get(identity)
        if session is None or session.expires_at - self._clock() < RENEW_BEFORE:
            if session is not None:
                await session.aclose()
            session = await self._sessions.open(identity, READ_SCOPES)
            self._open[identity] = session
        return session

    async def drop(self, identity: str) -> None:
        session = self._open.pop(identity, None)
        if session is not None:
            await session.aclose()

    async def aclose(self) -> None:
        for identity in list(self._open):
            await self.drop(identity)


async def follow(dispatcher: Dispatcher, replier: Replier, request: WatchRequest, results: ResultOnce) -> None:
    """Polls in this process until the job ends (or the watch limit), posting through `replier`.

    A platform hiccup only delays the next poll; the credential is renewed as it runs out.
    """
    ctx = dispatcher.continue_in(request.turn(), replier, request.language)
    watched: Watched = dispatcher.skills[request.skill]  # type: ignore[assignment]  # a skill that starts watches is Watched
    sessions = WatchSessions(dispatcher.accounts, dispatcher.clock)
    identity = request.identity.key
    loop = asyncio.get_running_loop()
    deadline = loop.time() + WATCH_LIMIT.total_seconds()
    shown, step = request.shown, 0
    try:
        while loop.time() < deadline:
            await asyncio.sleep(delay_for(step))
            step += 1
            try:
                outcome = await advance(ctx, watched, await sessions.get(identity), request, shown, results)
            except (bg.Unavailable, bg.SessionExpired):
                await sessions.drop(identity)
                continue
            except Exception:  # e.g. the chat service failed an edit: keep watching, as the worker does
                log.exception("watch step failed", extra={"job": request.job_id})
                continue
            if not outcome.running:
                return
            shown = outcome.shown
        log.warning("stopped watching after the time limit", extra={"job": request.job_id})
    finally:
        await sessions.aclose()
