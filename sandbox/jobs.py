"""Background work (runs, training) as asyncio tasks the Sandbox owns.

Not Starlette BackgroundTasks (httpx.ASGITransport waits for those) and not started from the
lifespan (ASGITransport does not run it): handlers start them here, `aclose` cancels them.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Awaitable, Callable

logger = logging.getLogger(__name__)


class JobRunner:
    def __init__(self) -> None:
        self._tasks: dict[str, asyncio.Task[None]] = {}

    def start(self, key: str, work: Callable[[], Awaitable[None]]) -> None:
        """Start `work` under `key` unless it already runs."""
        if key in self._tasks and not self._tasks[key].done():
            return

        async def wrapped() -> None:
            try:
                await work()
            except asyncio.CancelledError:
                raise
            except Exception:
                logger.exception("background job %s failed", key)

        task = asyncio.create_task(wrapped(), name=f"sandbox:{key}")
        self._tasks[key] = task

        def forget(done: asyncio.Task[None]) -> None:
            """A finished task leaves the table, unless a newer one under its key took its place."""
            if self._tasks.get(key) is done:
                del self._tasks[key]

        task.add_done_callback(forget)

    def cancel(self, key: str) -> None:
        task = self._tasks.get(key)
        if task is not None:
            task.cancel()

    @property
    def active(self) -> int:
        return sum(1 for task in self._tasks.values() if not task.done())

    async def wait_idle(self, timeout: float) -> None:
        """Wait until no job runs; TimeoutError if that takes longer than `timeout`."""
        async with asyncio.timeout(timeout):
            while self._tasks:
                await asyncio.wait(list(self._tasks.values()))

    async def aclose(self) -> None:
        tasks = list(self._tasks.values())
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._tasks.clear()
