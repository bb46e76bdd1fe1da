"""Watching long work (a run, a training job) after the turn that started it has ended.

A skill that starts long work posts one progress message and hands a `WatchRequest` to
`ctx.watcher`. The request carries everything needed to continue without the turn (who asked,
where, in which language, which message to edit, what to compare against) and never a token:
each poll exchanges the requester's chat identity for a short read-only credential.

Two watchers:
- `InProcessWatcher`: an asyncio task in this process (the embedded default, the terminal chat,
  and any platform whose messages only this process can reach). It dies with the process.
- `ArqWatcher`: an arq job in Redis (see `bot.app.worker`). We build on arq, a maintained
  Redis job library, rather than webhooks from the platform: the bot stays in control and works
  with any BenchGen by polling, needs no public endpoint or webhook secret, and the jobs live in
  Redis, so they survive restarts and are shared by any number of worker processes.

Exactly once: the result is guarded by `ResultOnce` (a short lease taken with SET NX, then a
"posted" marker), so several workers, a retried job or a cancel from the thread post it once;
progress updates are edits of the one stored message, so repeating them is harmless.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Collection
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any, Literal, Protocol

from pydantic import BaseModel

from bot.store.base import Store
from bot.thread_state import ThreadStates
from bot.turn import Identity, Place, Replier, Turn

if TYPE_CHECKING:
    from arq.connections import ArqRedis

    from bot.dispatcher import Dispatcher
    from bot.skill import Background

Follow = Callable[["Dispatcher", Replier, "WatchRequest", "ResultOnce"], Awaitable[None]]
"""Polls one job in this process until it ends, posting through the replier (the skills' own code)."""

log = logging.getLogger(__name__)

WatchKind = Literal["run", "training"]
Claim = Literal["mine", "done", "busy"]

WATCH_LIMIT = timedelta(hours=6)
FIRST_DELAY = 0.2
MAX_DELAY = 3.0
BACKOFF = 1.5
WATCH_FUNCTION = "watch_step"


def delay_for(step: int) -> float:
    """Seconds before poll `step` (0-based): fast at first (a demo run takes seconds), then slower."""
    return min(FIRST_DELAY * BACKOFF ** step, MAX_DELAY)


class WatchRequest(BaseModel, frozen=True):
    """Everything needed to follow a job and report it in its thread. No credentials, ever."""

    kind: WatchKind
    skill: str  # the skill whose progress and result texts are used
    job_id: str
    identity: Identity  # the requester: polls use a read-only credential exchanged for this identity
    place: Place
    display_name: str | None = None
    language: str
    progress_ref: str  # the one progress message, edited in place
    shown: int = 0  # the progress the message showed when it was posted
    benchmark: str | None = None
    model: str | None = None
    baseline_run: str | None = None
    started_at: datetime

    def turn(self) -> Turn:
        """The turn this continues, reconstructed: same requester, same thread."""
        return Turn(identity=self.identity, place=self.place, display_name=self.display_name)

    @property
    def thread_key(self) -> str:
        return self.turn().thread_key


class ResultOnce:
    """Posts a job's result once across processes, retries and cancels.

    `claim` answers "mine" (post it, then call `done`), "done" (already posted) or "busy"
    (someone holds the lease now: look again later). A holder that dies loses its lease after
    `lease`, so the result is still posted; only a crash between posting and `done` can repeat it.
    """

    def __init__(self, store: Store, *, lease: timedelta = timedelta(seconds=60),
                 keep: timedelta = timedelta(days=7)) -> None:
        self._store = store
        self._lease = lease
        self._keep = keep

    async def claim(self, job_id: str) -> Claim:
        """One store round trip: the lease is taken only if the result was not posted yet."""
        added = await self._store.add_once_unless(f"watch-result:{job_id}", self._lease, unless=f"watch-posted:{job_id}")
        if added is None:
            return "done"
        return "mine" if added else "busy"

    async def done(self, job_id: str) -> None:
        await self._store.set_value(f"watch-posted:{job_id}", "1", ttl=self._keep)

    async def release(self, job_id: str) -> None:
        await self._store.delete_value(f"watch-result:{job_id}")


class WatchBook:
    """Which jobs are watched in a thread, so the requester can cancel one from there."""

    def __init__(self, store: Store, keep: timedelta = WATCH_LIMIT) -> None:
        self._threads = ThreadStates(store)
        self._keep = keep

    async def add(self, request: WatchRequest) -> None:
        """One store operation: jobs added at once from several turns or processes are all kept."""
        await self._threads.add_watch(request.thread_key, request.job_id, request.model_dump_json(), self._keep)

    async def in_thread(self, thread_key: str, kind: WatchKind | None = None) -> list[WatchRequest]:
        """The jobs watched in the thread, oldest first."""
        jobs = [WatchRequest.model_validate_json(raw) for raw in (await self._threads.watches(thread_key)).values()]
        return sorted((r for r in jobs if kind is None or r.kind == kind), key=lambda r: r.started_at)

    async def remove(self, request: WatchRequest) -> None:
        await self._threads.remove_watch(request.thread_key, request.job_id)


class Watcher(Protocol):
    """What a skill uses: start watching, find what is watched here, guard a result."""

    results: ResultOnce
    book: WatchBook

    async def watch(self, request: WatchRequest) -> None: ...


class InProcessWatcher:
    """Follows the job in this process, posting through the turn's own replier."""

    def __init__(self, dispatcher: Dispatcher, turn: Turn, replier: Replier, background: Background,
                 results: ResultOnce, book: WatchBook, follow: Follow) -> None:
        self._dispatcher = dispatcher
        self._follow = follow
        self._turn = turn
        self._replier = replier
        self._background = background
        self.results = results
        self.book = book

    async def watch(self, request: WatchRequest) -> None:
        await self.book.add(request)

        async def work() -> None:
            try:
                await self._follow(self._dispatcher, self._replier, request, self.results)
            finally:
                await self.book.remove(request)

        self._background.start(f"watch-{request.job_id}", work)


class ArqWatcher:
    """Enqueues the first poll of an arq job chain; any worker process continues it."""

    def __init__(self, pool: ArqRedis, *, queue: str, job_prefix: str, results: ResultOnce,
                 book: WatchBook) -> None:
        self._pool = pool
        self._queue = queue
        self._job_prefix = job_prefix
        self.results = results
        self.book = book

    async def watch(self, request: WatchRequest) -> None:
        await self.book.add(request)
        await enqueue_step(self._pool, queue=self._queue, job_prefix=self._job_prefix, request=request, step=0,
                           shown=request.shown)


async def enqueue_step(pool: ArqRedis, *, queue: str, job_prefix: str, request: WatchRequest, step: int,
                       shown: int) -> bool:
    """One poll, deferred by `delay_for(step)`. The job id is deterministic per (job, step), so a
    step enqueued twice (a retried poll, two workers) runs once. False if it already existed."""
    job = await pool.enqueue_job(
        WATCH_FUNCTION, request.model_dump_json(), step, shown,
        _job_id=step_job_id(job_prefix, request.job_id, step), _queue_name=queue,
        _defer_by=timedelta(seconds=delay_for(step)),
    )
    return job is not None


def step_job_id(job_prefix: str, job_id: str, step: int) -> str:
    return f"{job_prefix}watch:{job_id}:{step}"


class Watching:
    """The process's choice of watcher, made once from the settings in the entry point.

    With an arq pool, turns on `queued_platforms` (those whose messages another process can
    post and edit: Slack, Discord) are watched by workers; everything else in-process.
    """

    def __init__(self, store: Store, background: Background, follow: Follow, *, pool: ArqRedis | None = None,
                 queue: str = "benchgen:watch", job_prefix: str = "benchgen:",
                 queued_platforms: Collection[str] = ("slack", "discord")) -> None:
        self.results = ResultOnce(store)
        self.book = WatchBook(store)
        self._background = background
        self._follow = follow
        self._pool = pool
        self._queue = queue
        self._job_prefix = job_prefix
        self._queued = frozenset(queued_platforms)

    def watcher_for(self, dispatcher: Dispatcher, turn: Turn, replier: Replier) -> Watcher:
        if self._pool is not None and turn.identity.platform in self._queued:
            return ArqWatcher(self._pool, queue=self._queue, job_prefix=self._job_prefix, results=self.results,
                              book=self.book)
        return InProcessWatcher(dispatcher, turn, replier, self._background, self.results, self.book,
                               self._follow)


ReplierFactory = Callable[[Identity, Place], Replier]


def describe(request: WatchRequest) -> dict[str, Any]:
    """Log fields for a watch (no user text, no credentials)."""
    return {"watch_kind": request.kind, "job": request.job_id, "platform": request.identity.platform}
