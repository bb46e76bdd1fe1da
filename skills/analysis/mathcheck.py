"""Mathematical equivalence through math-verify, isolated in worker processes.

math-verify's own timeout uses `signal.alarm`, which only works on the main thread, and a hostile
answer (`10^10^10^10`) can keep sympy busy for ever. So every check runs in a process pool with an
asyncio timeout; when a check times out in a pool this checker owns, the pool's processes are killed
and a fresh pool is started for the next check, so one bad answer cannot block the others.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import multiprocessing
from concurrent.futures.process import BrokenProcessPool

from skills.analysis.text import MAX_CHARS, MAX_NESTING, nesting_depth

_log = logging.getLogger(__name__)


def _silence() -> None:
    # math-verify logs a warning on every call made with its timeout disabled.
    logging.getLogger("math_verify").setLevel(logging.ERROR)


def _warm() -> bool:
    """Import and exercise math-verify once so the first real check is not charged for it."""
    _silence()
    import math_verify

    gold = math_verify.parse("1/2", parsing_timeout=None)
    return bool(math_verify.verify(gold, math_verify.parse("0.5", parsing_timeout=None), timeout_seconds=None))


def _parse(text: str) -> list[object]:
    import math_verify

    parsed = math_verify.parse(text, parsing_timeout=None)
    if not parsed and "$" not in text and ("\\" in text or "^" in text):
        # Bare LaTeX ("\frac{1}{\sqrt{2}}") is only read inside math delimiters.
        parsed = math_verify.parse(f"${text}$", parsing_timeout=None)
    return list(parsed)


def verify_in_worker(gold: str, answer: str) -> bool | None:
    """True/False when math-verify can read both texts; None when it cannot read one of them."""
    _silence()
    import math_verify

    try:
        parsed_gold = _parse(gold[:MAX_CHARS])
        parsed_answer = _parse(answer[:MAX_CHARS])
        if not parsed_gold or not parsed_answer:
            return None
        return bool(math_verify.verify(parsed_gold, parsed_answer, timeout_seconds=None))
    except Exception:  # any parser or sympy failure means "no judgement"
        return None


class MathChecker:
    def __init__(
        self,
        *,
        executor: concurrent.futures.Executor | None = None,
        timeout: float = 2.0,
        max_workers: int = 2,
        warmup_timeout: float = 60.0,
    ) -> None:
        self._injected = executor
        self._pool: concurrent.futures.Executor | None = executor
        self._timeout = timeout
        self._max_workers = max_workers
        self._warmup_timeout = warmup_timeout
        self._ready = executor is not None
        self._lock = asyncio.Lock()

    async def _executor(self) -> concurrent.futures.Executor:
        async with self._lock:
            if self._pool is None:
                self._pool = concurrent.futures.ProcessPoolExecutor(
                    max_workers=self._max_workers, mp_context=multiprocessing.get_context("spawn")
                )
                self._ready = False
            if not self._ready:
                loop = asyncio.get_running_loop()
                await asyncio.wait_for(loop.run_in_executor(self._pool, _warm), self._warmup_timeout)
                self._ready = True
            return self._pool

    def _discard_pool(self) -> None:
        """Kill an owned pool's workers (a timed-out one may be stuck) and forget the pool."""
        pool = self._pool
        if pool is None or pool is self._injected:
            return
        self._pool = None
        # ProcessPoolExecutor has no public way to stop a running task (terminate_workers is 3.14+).
        for process in list(getattr(pool, "_processes", {}).values()):
            process.kill()
        pool.shutdown(wait=False, cancel_futures=True)

    async def equal(self, gold: str, answer: str) -> bool | None:
        """Whether `answer` is mathematically equal to `gold`; None = no judgement (unreadable, timeout, error)."""
        if any(len(t) > MAX_CHARS or nesting_depth(t) > MAX_NESTING for t in (gold, answer)):
            return None
        try:
            pool = await self._executor()
        except (asyncio.TimeoutError, BrokenProcessPool, OSError, RuntimeError) as exc:
            _log.warning("math checker unavailable: %s", type(exc).__name__)
            self._discard_pool()
            return None
        loop = asyncio.get_running_loop()
        try:
            return await asyncio.wait_for(
                loop.run_in_executor(pool, verify_in_worker, gold, answer), self._timeout
            )
        except asyncio.TimeoutError:
            self._discard_pool()
            return None
        except BrokenProcessPool:
            self._discard_pool()
            return None
        except Exception as exc:  # a pickling or executor error: no judgement, never a crash
            _log.warning("math check failed: %s", type(exc).__name__)
            return None

    async def aclose(self) -> None:
        async with self._lock:
            if self._pool is not None and self._pool is not self._injected:
                self._discard_pool()
