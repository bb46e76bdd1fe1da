"""Answer-key match rules: exact, case_insensitive, numeric, math."""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import re
from concurrent.futures import ProcessPoolExecutor
from decimal import Decimal, InvalidOperation
from typing import Literal

from . import mathcheck

MatchRule = Literal["exact", "case_insensitive", "numeric", "math"]
MATCH_RULES: tuple[str, ...] = ("exact", "case_insensitive", "numeric", "math")

logger = logging.getLogger(__name__)

_NUMBER = re.compile(r"(?:(?<![\d.,])-)?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|(?:(?<![\d.,])-)?\.\d+")


def final_number(text: str) -> Decimal | None:
    """The last number in `text`: `4.0`, `1,000`, `x = 9`, `\\boxed{12}`, `15 apples`."""
    found = _NUMBER.findall(text)
    if not found:
        return None
    try:
        return Decimal(found[-1].replace(",", ""))
    except InvalidOperation:
        return None


def matches_simple(answer: str, accepted: list[str], rule: str) -> bool:
    """The rules that need no worker process."""
    if rule == "exact":
        return any(answer.strip() == key.strip() for key in accepted)
    if rule == "case_insensitive":
        folded = answer.strip().casefold()
        return any(folded == key.strip().casefold() for key in accepted)
    if rule == "numeric":
        value = final_number(answer)
        return value is not None and any(final_number(key) == value for key in accepted)
    raise ValueError(f"unknown match rule {rule!r}")


class Matcher:
    """Scores answers; owns the process pool used for `math`."""

    def __init__(self, math_timeout: float) -> None:
        self._timeout = math_timeout
        self._pool: ProcessPoolExecutor | None = None
        self._pool_lock = asyncio.Lock()

    async def _ready_pool(self) -> ProcessPoolExecutor:
        async with self._pool_lock:
            if self._pool is None:
                pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))
                await asyncio.wrap_future(pool.submit(mathcheck.warm_up))
                self._pool = pool
            return self._pool

    async def matches(self, answer: str, accepted: list[str], rule: str) -> bool:
        if rule != "math":
            return matches_simple(answer, accepted, rule)
        if not answer.strip():
            return False
        pool = await self._ready_pool()
        future = pool.submit(mathcheck.equivalent, answer, list(accepted))
        try:
            return await asyncio.wait_for(asyncio.wrap_future(future), self._timeout)
        except TimeoutError:
            logger.warning("math equivalence timed out; counted as not matching")
            await self._discard_pool(pool)
            return False
        except Exception:  # a parser crash on odd input is a non-match, not an error
            logger.warning("math equivalence failed; counted as not matching", exc_info=True)
            return False

    async def _discard_pool(self, pool: ProcessPoolExecutor) -> None:
        async with self._pool_lock:
            if self._pool is pool:
                self._pool = None
        _terminate(pool)

    def close(self) -> None:
        if self._pool is not None:
            _terminate(self._pool)
            self._pool = None


def _terminate(pool: ProcessPoolExecutor) -> None:
    processes = list(getattr(pool, "_processes", {}).values())
    for process in processes:
        if process.is_alive():
            process.terminate()
    pool.shutdown(wait=False, cancel_futures=True)
