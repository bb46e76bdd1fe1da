"""The names a message mentions, with the thread's memory of the last benchmark and model, and the
did-you-mean question for a name the workspace does not have."""

from __future__ import annotations

import re

from pydantic import BaseModel, ValidationError

from bot.benchgen.client import BenchGenSession
from bot.entities import closest_name, extract
from bot.i18n import Catalog
from bot.outbox import Outbox
from bot.skill import DidYouMean, Entities, Propose
from bot.text import Quote
from bot.thread_state import ThreadStates
from bot.turn import Replier, Turn
from bot.workspace_names import WorkspaceNames


class ThreadNames:
    def __init__(self, *, threads: ThreadStates, names: WorkspaceNames, outbox: Outbox, catalog: Catalog) -> None:
        self._threads = threads
        self._catalog = catalog
        self._names = names
        self._outbox = outbox

    async def entities(self, turn: Turn, session: BenchGenSession, text: str, language: str | None = None) -> Entities:
        """Names in the message, with the thread's last benchmark and model as defaults.

        The thread remembers them per BenchGen workspace: people of two workspaces in one thread
        each continue their own conversation, and neither is given (nor told) the other's names.
        Without a known workspace nothing is remembered or inherited."""
        names = await self._names.of(session)
        found = extract(text, benchmarks=names.benchmarks, models=names.models, language=language)
        workspace = await session.workspace()
        if workspace is None:
            return found
        stored = await self._threads.context(turn.thread_key)
        context = _thread_context(stored)
        last = context.by_workspace.get(workspace)
        if last is not None and not found.unknown:  # `run tiny-3` must not quietly mean the thread's tiny-1
            if not found.benchmarks:
                found.benchmarks = last.benchmarks[:1]
            if not found.models:
                found.models = last.models
            if found.benchmarks[:1] == last.benchmarks[:1]:  # a suspicion belongs to its benchmark
                found.suspected = last.suspected
        await self._remember(turn, workspace, found, context, stored)
        return found

    async def _remember(self, turn: Turn, workspace: str, found: Entities, context: _ThreadContext | None = None,
                        stored: str | None = None) -> None:
        """The benchmark and models the thread now talks about (and the suspicions shown on that
        benchmark), for the next message's defaults. `context`: the thread's, as just read (`stored`)."""
        if not (found.benchmarks or found.models):
            return
        if context is None:
            stored = await self._threads.context(turn.thread_key)
            context = _thread_context(stored)
        last = context.by_workspace.get(workspace) or Entities()
        context.remember(workspace, Entities(benchmarks=found.benchmarks[:1] or last.benchmarks[:1],
                                             models=found.models or last.models, suspected=found.suspected))
        fresh = context.model_dump_json()
        if fresh != stored:
            await self._threads.set_context(turn.thread_key, fresh)

    async def remember_suspected(self, turn: Turn, session: BenchGenSession, items: list[int]) -> None:
        """A reply showed suspected wrong references: the thread remembers them with its benchmark."""
        workspace = await session.workspace()
        context = _thread_context(await self._threads.context(turn.thread_key))
        last = context.by_workspace.get(workspace) if workspace is not None else None
        if workspace is None or last is None:
            return
        context.remember(workspace, last.model_copy(update={"suspected": items}))
        await self._threads.set_context(turn.thread_key, context.model_dump_json())

    async def did_you_mean(self, turn: Turn, replier: Replier, language: str, session: BenchGenSession,
                           entities: Entities, text: str) -> bool:
        """A name the workspace does not have, close to one it has: ask rather than guess. A yes
        continues the request with the name it meant; until then the thread talks about that name,
        with whatever else the message named."""
        names = await self._names.of(session)
        meant = {name: suggestion for name in entities.unknown
                 if (suggestion := closest_name(name, [*names.benchmarks, *names.models])) is not None}
        if not meant:
            return False
        workspace = await session.workspace()
        if workspace is not None:
            benchmarks = [s for s in meant.values() if s in names.benchmarks]
            models = [s for s in meant.values() if s in names.models]
            await self._remember(turn, workspace, Entities(benchmarks=benchmarks or entities.benchmarks,
                                                           models=[*models, *entities.models]))
        corrected = text
        for name, suggestion in meant.items():
            corrected = re.sub(re.escape(name), suggestion, corrected, count=1, flags=re.IGNORECASE)
        line = self._catalog.line(language, "names.did_you_mean", name=Quote(text=", ".join(meant)),
                                  suggestion=Quote(text=", ".join(meant.values())))
        await self._outbox.propose(turn, replier, Propose(
            skill="", plan=DidYouMean(text=corrected), lines=[line],
            confirm_label="button.yes", cancel_label="button.no"), language)
        return True


class _ThreadContext(BaseModel):
    """The benchmark and model a thread last talked about (and the items it showed as suspected
    wrong references), for each BenchGen workspace in it."""

    by_workspace: dict[str, Entities] = {}

    def remember(self, workspace: str, entities: Entities, keep: int = 8) -> None:
        self.by_workspace.pop(workspace, None)
        self.by_workspace[workspace] = entities  # the most recent last; the oldest go first
        while len(self.by_workspace) > keep:
            self.by_workspace.pop(next(iter(self.by_workspace)))


def _thread_context(value: str | None) -> _ThreadContext:
    if value:
        try:
            return _ThreadContext.model_validate_json(value)
        except ValidationError:  # written before the workspace was kept with it: forgotten
            pass
    return _ThreadContext()
