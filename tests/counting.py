"""A real process pool that counts what it is given, and a judge on it: proves which checks reach a worker."""

from __future__ import annotations

import concurrent.futures
import multiprocessing
from collections.abc import AsyncIterator, Callable
from typing import Any

import pytest

from skills.analysis import EquivalenceJudge


class CountingExecutor(concurrent.futures.Executor):
    """A real process pool that counts the tasks it is given."""

    def __init__(self) -> None:
        self.inner = concurrent.futures.ProcessPoolExecutor(
            max_workers=1, mp_context=multiprocessing.get_context("spawn")
        )
        self.tasks = 0

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> concurrent.futures.Future[Any]:
        self.tasks += 1
        return self.inner.submit(fn, *args, **kwargs)

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        self.inner.shutdown(wait=wait, cancel_futures=cancel_futures)


@pytest.fixture
async def counted() -> AsyncIterator[tuple[EquivalenceJudge, CountingExecutor]]:
    executor = CountingExecutor()
    judge = EquivalenceJudge(executor=executor, timeout=20.0)
    try:
        yield judge, executor
    finally:
        await judge.aclose()
        executor.shutdown()
