"""`benchgen-bot worker`: follows runs and training jobs for every bot process, through arq.

Each arq job is ONE poll of one BenchGen job. It edits the thread's progress message when the
job moved, posts the result once when it ended, and otherwise enqueues the next poll, deferred
(0.2 s, backing off to a few seconds). The next poll's arq job id is deterministic per (job,
step), so a poll retried after a worker died, or enqueued by two workers, collapses into one.
Polls are short (`WATCH_JOB_TIMEOUT_SECONDS`): a worker killed mid-poll loses that poll to
another worker after the timeout, and between polls nothing is held in any process at all.

Messages go out through the platform's `replier_for` (Slack: the bot token, or the workspace's
installation; Discord: REST only),
and the finishing logic is the skills' own, run through `Dispatcher.continue_in` so hand-offs and
proposals are guarded and stored exactly as in a turn.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sys
from collections.abc import AsyncIterator, Iterable, Mapping
from datetime import timedelta
from typing import Any

from arq.connections import ArqRedis, RedisSettings, create_pool
from arq.worker import Worker, func

from bot.app import heap
from bot.app.platforms import all_platforms, missing_for_any
from bot.app.runtime import Runtime, open_runtime, watch_queue
from bot.benchgen import errors as bg
from bot.settings import Settings
from bot.watching import WATCH_FUNCTION, WATCH_LIMIT, ReplierFactory, WatchRequest, describe, enqueue_step
from skills.watch import Step, Watched, WatchSessions, advance

log = logging.getLogger(__name__)

KEEP_STEP_RESULT = timedelta(seconds=120)  # longer than a poll's retry delay: a late duplicate still collapses


class KnownLanguage:
    """A worker detects no language: each watch carries its thread's. (Loading the detector's
    models would cost every worker seconds of start-up for nothing.)"""

    def detect(self, text: str, *, prior: str | None = None, names: Iterable[str] = ()) -> str:
        return prior or "en"


class WatchWorker:
    """The work behind one arq job: one poll of one watched job."""

    def __init__(self, runtime: Runtime, repliers: Mapping[str, ReplierFactory], pool: ArqRedis, *,
                 queue: str, job_prefix: str) -> None:
        assert runtime.watching is not None
        self._runtime = runtime
        self._dispatcher = runtime.dispatcher
        self._repliers = repliers
        self._pool = pool
        self._queue = queue
        self._job_prefix = job_prefix
        self._watching = runtime.watching
        self._sessions = WatchSessions(runtime.dispatcher.accounts, runtime.dispatcher.clock)

    async def step(self, request: WatchRequest, step: int, shown: int) -> Step:
        outcome = await self._poll(request, shown)
        if outcome.running:
            await enqueue_step(self._pool, queue=self._queue, job_prefix=self._job_prefix, request=request,
                               step=step + 1, shown=outcome.shown)
        else:
            await self._watching.book.remove(request)
        return outcome

    async def _poll(self, request: WatchRequest, shown: int) -> Step:
        if self._dispatcher.clock() - request.started_at > WATCH_LIMIT:
            log.warning("stopped watching after the time limit", extra=describe(request))
            return Step(False, shown)
        factory = self._repliers.get(request.identity.platform)
        if factory is None:
            log.error("this worker cannot post on the job's platform; configure its token",
                      extra=describe(request))
            return Step(False, shown)
        replier = factory(request.identity, request.place)
        ctx = self._dispatcher.continue_in(request.turn(), replier, request.language)
        watched: Watched = self._dispatcher.skills[request.skill]  # type: ignore[assignment]  # a skill that starts watches is Watched
        identity = request.identity.key
        try:
            return await advance(ctx, watched, await self._sessions.get(identity), request, shown,
                                 self._watching.results)
        except (bg.Unavailable, bg.SessionExpired):
            await self._sessions.drop(identity)  # BenchGen away for now: poll again later
            return Step(True, shown)
        except (bg.NotLinked, bg.NotFound, bg.NotAllowed) as error:
            log.warning("cannot follow this job any more", extra={**describe(request), "kind": type(error).__name__})
            return Step(False, shown)
        except Exception:  # a chat platform hiccup, a bug: logged, and the watch goes on until its limit
            log.exception("watch poll failed", extra=describe(request))
            return Step(True, shown)

    async def aclose(self) -> None:
        await self._sessions.aclose()


async def watch_step(ctx: dict[str, Any], request_json: str, step: int, shown: int) -> None:
    """The arq job function (registered as WATCH_FUNCTION)."""
    worker: WatchWorker = ctx["watch_worker"]
    await worker.step(WatchRequest.model_validate_json(request_json), step, shown)


@contextlib.asynccontextmanager
async def platform_repliers(settings: Settings) -> AsyncIterator[dict[str, ReplierFactory]]:
    """The replier factory of every platform configured in the environment."""
    factories: dict[str, ReplierFactory] = {}
    async with contextlib.AsyncExitStack() as stack:
        for platform in all_platforms():
            factory = await stack.enter_async_context(platform.replier(settings))
            if factory is not None:
                factories[platform.name] = factory
        yield factories


def arq_worker(settings: Settings, pool: ArqRedis, worker: WatchWorker, queue: str, *,
               handle_signals: bool = True) -> Worker:
    return Worker(
        functions=[func(watch_step, name=WATCH_FUNCTION, max_tries=20)],
        redis_pool=pool, queue_name=queue, ctx={"watch_worker": worker},
        job_timeout=settings.watch_job_timeout_seconds, max_jobs=settings.watch_max_jobs,
        keep_result=KEEP_STEP_RESULT, poll_delay=0.05, handle_signals=handle_signals, log_results=False,
    )


async def run_worker(settings: Settings) -> int:
    """Runs until SIGTERM / SIGINT."""
    if not settings.redis_url or not settings.benchgen_url:
        print("benchgen-bot worker: set REDIS_URL and BENCHGEN_URL (the BenchGen the bot processes use)",
              file=sys.stderr)
        return 2
    prefix = settings.redis_prefix
    queue = watch_queue(prefix)
    detector: Any = KnownLanguage()
    async with open_runtime(settings.model_copy(update={"watch_backend": "in-process"}), detector=detector) as runtime, \
            platform_repliers(settings) as factories:
        if not factories:
            print(f"benchgen-bot worker: set {missing_for_any(settings)} to post results", file=sys.stderr)
            return 2
        pool = await create_pool(RedisSettings.from_dsn(settings.redis_url))
        worker = WatchWorker(runtime, factories, pool, queue=queue, job_prefix=prefix)
        runner = arq_worker(settings, pool, worker, queue)
        heap.settle()
        try:
            await runner.async_run()
        except asyncio.CancelledError:  # SIGTERM / SIGINT: arq cancels its polls, which run again elsewhere
            pass
        finally:
            await runner.close()  # closes the pool too
            await worker.aclose()
    return 0
