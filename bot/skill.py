"""What a skill is, what it is given, and what it returns.

A skill declares its id, the credential scopes it needs to handle a request and to execute a
confirmed proposal, and what it handles per language (its triggers). It returns outcomes; it never
talks to a platform directly.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from functools import cached_property
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from pydantic import BaseModel, Field, SerializeAsAny

from bot.i18n import Catalog
from bot.text import Line
from bot.turn import OutgoingMessage, Turn

if TYPE_CHECKING:
    from bot.benchgen.client import BenchGenSession
    from bot.store.models import Proposal
    from bot.watching import Watcher


@dataclass(frozen=True)
class Trigger:
    """A pattern that suggests a skill, with its weight and the intent it names.

    Compiled when first searched: the router tests most patterns' literals instead (bot/literals.py),
    and a process compiles only those a message gets past that test (the skills declare ~700 patterns,
    and compiling them all took a fraction of a second of every process's start)."""

    regex: str
    weight: float
    intent: str = ""
    flags: int = int(re.IGNORECASE)

    @classmethod
    def of(cls, regex: str, weight: float = 1.0, intent: str = "") -> Trigger:
        return cls(regex, weight, intent)

    @cached_property
    def pattern(self) -> re.Pattern[str]:
        return re.compile(self.regex, self.flags)


class Entities(BaseModel):
    """Names the message mentions, resolved against the user's workspace."""

    benchmarks: list[str] = Field(default_factory=list)
    models: list[str] = Field(default_factory=list)
    items: list[int] = Field(default_factory=list)
    run_ids: list[str] = Field(default_factory=list)
    quoted: list[str] = Field(default_factory=list)
    model_version: int | None = None
    benchmark_version: int | None = None
    unknown: list[str] = Field(default_factory=list)  # name-shaped words that name nothing here
    # Items the thread last showed as suspected wrong references (never named in the message), so
    # that "change the reference to 42" or "yes, propose that change" means exactly that item.
    suspected: list[int] = Field(default_factory=list)
    every_model: bool = False  # "both models", "all models": each of `models`, not only the first

    @property
    def benchmark(self) -> str | None:
        return self.benchmarks[0] if self.benchmarks else None

    @property
    def model(self) -> str | None:
        return self.models[0] if self.models else None


class Handed(BaseModel, frozen=True):
    """What a skill hands the next one with a `HandOff`: the work it was about. A skill that hands
    more (an analysis's proven changes) sends a subclass, which the receiver reads with isinstance."""

    benchmark: str
    version: int | None = None
    model: str | None = None
    model_version: int | None = None
    baseline_run: str | None = None


class Request(BaseModel):
    text: str
    intent: str = ""
    entities: Entities = Field(default_factory=Entities)
    handed: Handed | None = None  # set by a hand-off, never by a message


class Reply(BaseModel):
    message: OutgoingMessage
    # Items this reply shows as suspected wrong references, the one it offers first first: the
    # thread remembers them (Entities.suspected) with its benchmark.
    suspected: list[int] = Field(default_factory=list)


class Plan(BaseModel, frozen=True):
    """Exactly what a confirmed proposal does: one model per kind, stored (and hashed) as the
    proposal's action. A plan that spends credits names them in a `cost` field."""

    kind: ClassVar[str]

    def action(self) -> dict[str, Any]:
        return self.model_dump(mode="json", exclude_none=True)


class Question(Plan, frozen=True):
    """The clarify question: the message it asks about and the skills to choose between."""

    kind: ClassVar[str] = "question"
    text: str
    options: list[str]


class DidYouMean(Plan, frozen=True):
    """A name the workspace lacks, close to one it has: a yes goes on with the message as meant."""

    kind: ClassVar[str] = "did_you_mean"
    text: str


class Propose(BaseModel):
    """An action to confirm. Built by code from structured results, never from free text."""

    skill: str
    plan: SerializeAsAny[Plan]
    lines: list[Line]
    benchmark_version: int | None = None
    idempotency_key: str | None = None  # set on a retry: the key of the proposal it retries
    confirm_label: str = "button.confirm"
    cancel_label: str = "button.cancel"

    @property
    def kind(self) -> str:
        return self.plan.kind

    @property
    def action(self) -> dict[str, Any]:
        return self.plan.action()


class HandOff(BaseModel):
    skill: str
    request: Request


Outcome = Reply | Propose | HandOff


class Background(Protocol):
    def start(self, name: str, work: Callable[[], Awaitable[None]]) -> None: ...


class Sessions(Protocol):
    async def open(self, identity: str, scopes: frozenset[str]) -> BenchGenSession: ...


class Outbox(Protocol):
    """Guarded sending into the turn's thread (skills never touch a platform)."""

    async def send(self, message: OutgoingMessage) -> str: ...
    async def update(self, ref: str, message: OutgoingMessage) -> None: ...
    async def propose(self, propose: Propose, *, language: str) -> None: ...
    async def hand_off(self, hand_off: HandOff, *, language: str) -> None: ...


@dataclass
class SkillContext:
    turn: Turn
    language: str
    catalog: Catalog
    session: BenchGenSession | None
    outbox: Outbox
    background: Background
    sessions: Sessions
    clock: Callable[[], datetime]
    entities: Entities = field(default_factory=lambda: Entities())
    watcher: Watcher | None = None  # follows long work after the turn (bot/watching.py)

    def t(self, message: str, /, **params: Any) -> Line:
        return self.catalog.line(self.language, message, **params)

    def text(self, message: str, /, **params: Any) -> str:
        return self.catalog.text(self.language, message, **params)

    def reply(self, *lines: Line, kind: str = "reply", private: bool = False) -> Reply:
        return Reply(message=OutgoingMessage(lines=list(lines), kind=kind, private=private))

    @property
    def api(self) -> BenchGenSession:
        if self.session is None:
            raise RuntimeError("this skill needs a linked account")
        return self.session


def idempotency_key(proposal: Proposal) -> str:
    """The key every write of this proposal carries: its id, or the id of the proposal it retries
    after the platform failed to answer, so a retry can never run the action twice."""
    return proposal.idempotency_key or proposal.id


class Skill:
    id: ClassVar[str]
    scopes: ClassVar[frozenset[str]]
    execute_scopes: ClassVar[frozenset[str]] = frozenset()
    needs_account: ClassVar[bool] = True
    triggers: ClassVar[dict[str, tuple[Trigger, ...]]]
    plans: ClassVar[tuple[type[Plan], ...]] = ()  # the kinds of proposal it makes and executes
    help: ClassVar[str]  # the catalog key of the line that says what it does (help, model routing)
    # Texts it brings itself, per language (key -> template), beside those in the catalogs; the
    # clarify question names it with `clarify.option.<id>` and its button says `choice.<id>`.
    texts: ClassVar[Mapping[str, Mapping[str, str]]] = {}

    def plan_of(self, proposal: Proposal) -> Plan:
        """The proposal's action read back as its kind's plan."""
        plan = next(p for p in self.plans if p.kind == proposal.kind)
        return plan.model_validate(proposal.action)
    # language -> intent -> example messages, which the router's classifier learns from
    examples: ClassVar[dict[str, dict[str, tuple[str, ...]]]] = {}

    def needs_account_for(self, request: Request) -> bool:
        return self.needs_account

    async def handle(self, ctx: SkillContext, request: Request) -> list[Outcome]:
        raise NotImplementedError

    async def execute(self, ctx: SkillContext, proposal: Proposal) -> list[Outcome]:
        raise NotImplementedError(f"{self.id} makes no proposals")
