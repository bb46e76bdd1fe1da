"""Worker processes for math equivalence, shared fairly between callers.

Each check belongs to a lane (one caller: an account's requests, a workspace's runs). A free
worker takes the next check from the lanes in turn, and one lane never holds more than
`per_lane` workers, so a caller's slow checks delay only that caller. The timeout starts when a
worker starts the check (never while it waits its turn); a worker past its timeout is killed and
a fresh one is started for the next check, so timeouts, even many at once, cost nothing else.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import time
from collections import deque
from dataclasses import dataclass, field
from multiprocessing.connection import Connection

from . import mathcheck

logger = logging.getLogger(__name__)


class MathUnavailable(Exception):
    """No worker process could be started."""


class LaneFull(Exception):
    """The caller already has as many checks waiting as it may."""


class _Worker:
    """One worker process and the parent's end of its pipe."""

    def __init__(self, process: multiprocessing.process.BaseProcess, conn: Connection) -> None:
        self.process = process
        self.conn = conn

    @classmethod
    async def start(cls, timeout: float) -> _Worker:
        context = multiprocessing.get_context("spawn")
        parent, child = context.Pipe()
        process = context.Process(target=mathcheck.serve, args=(child,), daemon=True, name="sandbox-math")
        await asyncio.to_thread(process.start)
        child.close()
        worker = cls(process, parent)
        try:
            if await worker._receive(timeout) != "ready":
                raise MathUnavailable("the math worker did not start")
        except (TimeoutError, EOFError, OSError) as error:
            worker.kill()
            raise MathUnavailable("the math worker did not start") from error
        except BaseException:
            worker.kill()
            raise
        return worker

    async def check(self, answer: str, accepted: list[str], timeout: float) -> bool:
        """TimeoutError (the worker is then useless: kill it) or EOFError when it died."""
        self.conn.send((answer, accepted))
        return bool(await self._receive(timeout))

    async def _receive(self, timeout: float) -> object:
        loop = asyncio.get_running_loop()
        readable: asyncio.Future[None] = loop.create_future()
        fd = self.conn.fileno()

        def wake() -> None:
            if not readable.done():
                readable.set_result(None)

        loop.add_reader(fd, wake)
        try:
            await asyncio.wait_for(readable, timeout)
        finally:
            loop.remove_reader(fd)
        return self.conn.recv()

    @property
    def alive(self) -> bool:
        return self.process.is_alive() and not self.conn.closed

    async def stop(self) -> None:
        """Kill, then wait (off the event loop) until the process is gone, so no zombie is left."""
        self.kill()
        with contextlib.suppress(Exception):
            await asyncio.to_thread(self.process.join, 5)

    def kill(self) -> None:
        """Idempotent; never raises (two timeouts at once may both get here)."""
        with contextlib.suppress(Exception):
            if self.process.is_alive():
                self.process.kill()
        with contextlib.suppress(Exception):
            self.conn.close()
        with contextlib.suppress(Exception):
            self.process.join(timeout=0)


@dataclass
class _Job:
    answer: str
    accepted: list[str]
    done: asyncio.Future[bool | None]
    seconds: float = 0.0  # time a worker spent on it


@dataclass
class _Lane:
    waiting: deque[_Job] = field(default_factory=deque)
    running: int = 0


class MathPool:
    """Runs `mathcheck.equivalent` checks on worker processes, fairly between lanes."""

    def __init__(self, *, workers: int, per_lane: int, timeout: float, start_timeout: float = 120.0) -> None:
        self._timeout = timeout
        self._start_timeout = start_timeout
        self._per_lane = max(1, min(per_lane, workers))
        self._free_slots = workers
        self._idle: list[_Worker] = []
        self._busy: set[_Worker] = set()
        self._lanes: dict[str, _Lane] = {}
        self._turns: deque[str] = deque()  # lanes with waiting checks, in round-robin order
        self._tasks: set[asyncio.Task[None]] = set()
        self._closed = False

    async def check(
        self, lane: str, answer: str, accepted: list[str], *, max_waiting: int | None = None
    ) -> tuple[bool | None, float]:
        """The result (None: out of time, or its worker died) and the seconds a worker spent on it."""
        if self._closed:
            raise MathUnavailable("the sandbox is shutting down")
        queue = self._lanes.setdefault(lane, _Lane())
        if max_waiting is not None and len(queue.waiting) >= max_waiting:
            raise LaneFull(lane)
        job = _Job(answer, list(accepted), asyncio.get_running_loop().create_future())
        queue.waiting.append(job)
        if lane not in self._turns:
            self._turns.append(lane)
        self._dispatch()
        return await job.done, job.seconds

    def _dispatch(self) -> None:
        while self._free_slots > 0 and not self._closed:
            picked = self._next_job()
            if picked is None:
                return
            lane, job = picked
            self._free_slots -= 1
            self._lanes[lane].running += 1
            task = asyncio.create_task(self._execute(lane, job), name=f"sandbox-math:{lane}")
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    def _next_job(self) -> tuple[str, _Job] | None:
        for _ in range(len(self._turns)):
            lane = self._turns.popleft()
            queue = self._lanes[lane]
            while queue.waiting and queue.waiting[0].done.done():  # its caller went away
                queue.waiting.popleft()
            if not queue.waiting:
                if not queue.running:
                    del self._lanes[lane]
                continue
            if queue.running >= self._per_lane:
                self._turns.append(lane)
                continue
            job = queue.waiting.popleft()
            if queue.waiting:
                self._turns.append(lane)
            return lane, job
        return None

    async def _execute(self, lane: str, job: _Job) -> None:
        worker: _Worker | None = None
        broken = False  # the worker timed out or died: it is replaced, never reused
        try:
            worker = await self._worker()
            self._busy.add(worker)
            result, broken = await _timed_check(worker, job, self._timeout)
            if not job.done.done():
                job.done.set_result(result)
        except asyncio.CancelledError:
            broken = True  # it may be mid-check
            _fail(job, MathUnavailable("the sandbox is shutting down"))
            raise
        except Exception as error:
            _fail(job, error if isinstance(error, MathUnavailable) else MathUnavailable(str(error)))
        finally:
            if worker is not None:
                self._release(worker, broken)
            self._free_slots += 1
            self._finished_in(lane)
            self._dispatch()

    def _release(self, worker: _Worker, broken: bool) -> None:
        """A worker back to the idle ones, or killed (and reaped in the background) when it cannot serve again."""
        self._busy.discard(worker)
        if broken or self._closed or not worker.alive:
            worker.kill()
            reap = asyncio.get_running_loop().create_task(worker.stop())
            self._tasks.add(reap)
            reap.add_done_callback(self._tasks.discard)
        else:
            self._idle.append(worker)

    def _finished_in(self, lane: str) -> None:
        """A check of `lane` ended: its lane takes its turn again, or goes when it has nothing left."""
        queue = self._lanes.get(lane)
        if queue is None:
            return
        queue.running -= 1
        if lane not in self._turns and queue.waiting:
            self._turns.append(lane)
        if not queue.waiting and not queue.running:
            del self._lanes[lane]

    async def _worker(self) -> _Worker:
        while self._idle:
            worker = self._idle.pop()
            if worker.alive:
                return worker
            worker.kill()
        return await _Worker.start(self._start_timeout)

    def close(self) -> None:
        """Kill every worker and fail every waiting check."""
        self._closed = True
        for task in list(self._tasks):
            task.cancel()
        for worker in [*self._idle, *self._busy]:
            worker.kill()
        self._idle.clear()
        self._busy.clear()
        for queue in self._lanes.values():
            for job in queue.waiting:
                _fail(job, MathUnavailable("the sandbox is shutting down"))
        self._lanes.clear()
        self._turns.clear()


async def _timed_check(worker: _Worker, job: _Job, timeout: float) -> tuple[bool | None, bool]:
    """The check's answer (None when it ran out of time or killed its worker), and whether the worker
    is broken; the time it took goes on the job."""
    started = time.monotonic()
    try:
        result: bool | None = await worker.check(job.answer, job.accepted, timeout)
        broken = False
    except TimeoutError:
        logger.warning("a math check ran out of time; its worker is replaced")
        broken, result = True, None
    except (EOFError, OSError):
        # A check that kills its worker proves nothing either way, and it cost what a
        # timeout costs: it is answered and budgeted as one.
        logger.warning("a math worker died during a check; counted as out of time")
        broken, result = True, None
    job.seconds = time.monotonic() - started
    return result, broken


def _fail(job: _Job, error: Exception) -> None:
    if not job.done.done():
        job.done.set_exception(error)
