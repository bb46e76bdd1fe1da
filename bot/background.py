"""Work that outlives a turn (watching a run), owned and awaited by the process."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

log = logging.getLogger(__name__)


class BackgroundTasks:
    def __init__(self) -> None:
        self._tasks: set[asyncio.Task[None]] = set()

    def start(self, name: str, work: Callable[[], Awaitable[None]]) -> None:
        async def guarded() -> None:
            try:
                await work()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("background work failed", extra={"work": name})

        task = asyncio.create_task(guarded(), name=name)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    @property
    def busy(self) -> bool:
        return bool(self._tasks)

    async def wait(self, timeout: float) -> bool:
        """Waits for all work (including work started meanwhile); False if time ran out."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while self._tasks:
            remaining = deadline - loop.time()
            if remaining <= 0:
                return False
            await asyncio.wait(set(self._tasks), timeout=remaining)
        return True

    async def aclose(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)
