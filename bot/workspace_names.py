"""The benchmark and model names of a BenchGen workspace, briefly cached.

Keyed by the BenchGen workspace the session sees, never by the chat workspace: one Slack team or
Discord server may hold users of several BenchGen workspaces, and one's names must never be
suggested to, or mistaken for, another's.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta

from pydantic import BaseModel

from bot.benchgen.client import BenchGenSession


class Names(BaseModel, frozen=True):
    benchmarks: tuple[str, ...]
    models: tuple[str, ...]


class WorkspaceNames:
    def __init__(self, clock: Callable[[], datetime], ttl: timedelta = timedelta(seconds=30)) -> None:
        self._clock = clock
        self._ttl = ttl
        self._cached: dict[str, tuple[datetime, Names]] = {}

    async def of(self, session: BenchGenSession) -> Names:
        """The names the session's workspace has (fresh when its workspace is not known)."""
        workspace = await session.workspace()
        now = self._clock()
        if workspace is not None and (hit := self._cached.get(workspace)) and now - hit[0] < self._ttl:
            return hit[1]
        names = Names(benchmarks=tuple(b.name for b in await session.list_benchmarks()),
                      models=tuple(m.name for m in await session.list_models()))
        if workspace is not None:
            self._cached = {k: v for k, v in self._cached.items() if now - v[0] < self._ttl}
            self._cached[workspace] = (now, names)
        return names
