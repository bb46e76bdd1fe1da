"""Math checks isolated in worker processes: strict leaf equality (sympy), and math-verify for the
platform's own `math` match rule (`key_accepts`).

math-verify's own timeout uses `signal.alarm`, which only works on the main thread, and a hostile
answer (`10^10^10^10`) can keep sympy busy for ever. So every check runs in a process pool with an
asyncio timeout; when a check times out in a pool this checker owns, the pool's processes are killed
and a fresh pool is started for the next check, so one bad answer cannot block the others.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import math
import multiprocessing
from collections.abc import Sequence
from concurrent.futures.process import BrokenProcessPool
from functools import lru_cache
from typing import TYPE_CHECKING

from skills.analysis.text import MAX_CHARS, MAX_NESTING, nesting_depth

if TYPE_CHECKING:  # imported in the worker processes only, where the checks run
    import sympy

_log = logging.getLogger(__name__)
_BATCH = 64


def _silence() -> None:
    # math-verify logs a warning on every call made with its timeout disabled.
    logging.getLogger("math_verify").setLevel(logging.ERROR)


def _warm() -> bool:
    """Import and exercise math-verify and the leaf parser once so the first real check is not charged for it."""
    _silence()
    import math_verify

    gold = math_verify.parse("1/2", parsing_timeout=None)
    # One numeric and one symbolic check: sympy loads its simplification machinery lazily (~1 s).
    leaves = leaves_equal_in_worker([("\\frac{1}{2}", "0.5"), ("x^2+2x+1", "(x+1)^2")])
    return bool(math_verify.verify(gold, math_verify.parse("0.5", parsing_timeout=None), timeout_seconds=None)) and (
        leaves == [True, True]
    )


# Differences below this (relative) at 60 significant digits are equal: only exact equality
# survives that many digits for expressions an answer is made of.
_TOLERANCE = 1e-45


@lru_cache(maxsize=4096)
def _sympy_leaf(text: str) -> object:
    """A leaf's sympy expression, floats made exact (0.1 is 1/10); raises when it cannot be read."""
    import sympy
    from latex2sympy2_extended import latex2sympy

    expr = latex2sympy(text)
    if not isinstance(expr, sympy.Expr):
        raise ValueError("not an expression")
    floats = expr.atoms(sympy.Float)
    if floats:
        expr = expr.xreplace({f: sympy.Rational(str(f)) for f in floats})
    return expr


def _leaf_equal(a: str, b: str) -> bool | None:
    import sympy

    try:
        x, y = _sympy_leaf(a), _sympy_leaf(b)
    except Exception:
        return None
    assert isinstance(x, sympy.Expr) and isinstance(y, sympy.Expr)
    if x == y:
        return True
    if any(e.has(sympy.oo, -sympy.oo, sympy.zoo, sympy.nan) for e in (x, y)):
        return False  # infinities are equal only as written (checked above)
    if x.free_symbols != y.free_symbols:
        return False
    diff = x - y
    if diff.is_Rational:
        return bool(diff == 0)  # exact arithmetic: no tolerance
    if not diff.free_symbols:
        return _constants_equal(diff, x, y)
    if _differs_at_points(diff):
        return False
    return bool(sympy.simplify(diff) == 0) or None


def _constants_equal(diff: sympy.Expr, x: sympy.Expr, y: sympy.Expr) -> bool | None:
    """Two constant expressions, equal when their difference is within the tolerance of their size;
    None when they cannot be evaluated to finite numbers."""
    import sympy

    try:
        size = abs(complex(sympy.N(diff, 60)))
        scale = max(abs(complex(sympy.N(x, 30))), abs(complex(sympy.N(y, 30)))) + 1
    except (TypeError, ValueError, OverflowError):
        return None
    if not (math.isfinite(size) and math.isfinite(scale)):
        return None
    return size <= _TOLERANCE * scale


def _differs_at_points(diff: sympy.Expr) -> bool:
    """Whether a difference with unknowns is certainly non-zero at one of a few exact points (a point
    where it cannot be evaluated proves nothing)."""
    import sympy

    symbols = sorted(diff.free_symbols, key=str)
    for point in ((sympy.Rational(7, 3), sympy.Rational(5, 11), sympy.Rational(13, 17)),
                  (sympy.Rational(-3, 7), sympy.Rational(11, 5), sympy.Rational(2, 9))):
        at = dict(zip(symbols, point * (len(symbols) // 3 + 1)))
        try:
            if abs(complex(sympy.N(diff.subs(at), 40))) > 1e-20:
                return True
        except (TypeError, ValueError, OverflowError):
            continue
    return False


def leaves_equal_in_worker(pairs: Sequence[tuple[str, str]]) -> list[bool | None]:
    """Strict equality of leaf expressions (see mathform.leaf_text); None = cannot be read."""
    out: list[bool | None] = []
    for a, b in pairs:
        try:
            out.append(_leaf_equal(a, b))
        except Exception:  # any sympy failure is "no judgement"
            out.append(None)
    return out


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
        self._slots = asyncio.Semaphore(max_workers)

    async def _executor(self) -> concurrent.futures.Executor:
        async with self._lock:
            if self._pool is None:
                self._pool = concurrent.futures.ProcessPoolExecutor(
                    max_workers=self._max_workers, mp_context=multiprocessing.get_context("spawn")
                )
                self._ready = False
            if not self._ready:
                loop = asyncio.get_running_loop()
                # One warm-up per worker (each idle worker takes one), so no check pays for the imports.
                warmups = [loop.run_in_executor(self._pool, _warm) for _ in range(self._max_workers)]
                await asyncio.wait_for(asyncio.gather(*warmups), self._warmup_timeout)
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
        result = await self._call(verify_in_worker, (gold, answer), timeout=self._timeout)
        return result if isinstance(result, bool) else None

    async def leaves_equal(self, pairs: Sequence[tuple[str, str]]) -> list[bool | None]:
        """Strict equality of many leaf pairs, in one round-trip per chunk of `_BATCH` pairs.

        A chunk that times out (a hostile leaf) is retried pair by pair, each with the timeout, so one
        bad pair costs its own timeout and never the others' verdicts.
        """
        out: list[bool | None] = []
        for start in range(0, len(pairs), _BATCH):
            chunk = list(pairs[start : start + _BATCH])
            results = await self._run(leaves_equal_in_worker, chunk, timeout=self._timeout * (1 + len(chunk) / 8))
            if results is None and len(chunk) > 1:
                results = []
                for pair in chunk:
                    single = await self._run(leaves_equal_in_worker, [pair], timeout=self._timeout)
                    results.append(single[0] if single else None)
            out.extend(results if results is not None else [None] * len(chunk))
        return out

    async def _run(self, func: object, arg: object, *, timeout: float) -> list[bool | None] | None:
        result = await self._call(func, (arg,), timeout=timeout)
        return result if isinstance(result, list) else None

    async def _call(self, func: object, args: tuple[object, ...], *, timeout: float) -> object:
        """Runs `func(*args)` in a worker; None when it cannot (timeout, broken pool, error).

        At most one check per worker is submitted at a time (the others wait for a slot, first come
        first served), so the timeout counts a check's own execution, never its queueing. A check
        whose pool was killed because of *another* check's timeout is tried once more on the fresh
        pool: one caller's hostile answer must not cost anyone else their verdict.
        """
        loop = asyncio.get_running_loop()
        for _ in range(2):
            try:
                pool = await self._executor()
            except (asyncio.TimeoutError, BrokenProcessPool, OSError, RuntimeError) as exc:
                _log.warning("math checker unavailable: %s", type(exc).__name__)
                self._discard_pool()
                return None
            async with self._slots:
                if pool is not self._pool:
                    continue  # replaced while this check waited for a slot
                try:
                    return await asyncio.wait_for(loop.run_in_executor(pool, func, *args), timeout)  # type: ignore[arg-type]  # run_in_executor's stub loses the arguments' types
                except asyncio.TimeoutError:
                    if pool is self._pool:
                        self._discard_pool()  # this check is the stuck one
                    return None
                except (BrokenProcessPool, asyncio.CancelledError):
                    task = asyncio.current_task()
                    if task is not None and task.cancelling():
                        raise  # this turn itself is being cancelled
                    if pool is self._pool:
                        self._discard_pool()
                    # killed by another check's timeout: once more, on a fresh pool
                except Exception as exc:  # a pickling or executor error: no judgement, never a crash
                    _log.warning("math check failed: %s", type(exc).__name__)
                    return None
        return None

    async def aclose(self) -> None:
        async with self._lock:
            if self._pool is not None and self._pool is not self._injected:
                self._discard_pool()
