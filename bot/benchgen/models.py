"""Pydantic models for everything BenchGen sends or receives (see docs/benchgen-api.md).

Wire models are frozen so callers can hash and compare them (proposals hash their changes) and
ignore unknown fields so a newer BenchGen can add fields without breaking the bot.
"""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, SecretStr


class Scope(StrEnum):
    """Scopes the bot may request in a token exchange."""

    ACCOUNT_READ = "account:read"
    BENCHMARKS_READ = "benchmarks:read"
    RUNS_READ = "runs:read"
    BENCHMARKS_WRITE = "benchmarks:write"
    RUNS_WRITE = "runs:write"
    TRAINING_WRITE = "training:write"


READ_SCOPES: frozenset[Scope] = frozenset(
    {Scope.ACCOUNT_READ, Scope.BENCHMARKS_READ, Scope.RUNS_READ}
)
"""Everything a read-only turn (analysis, everyday questions) needs."""


class MatchRule(StrEnum):
    EXACT = "exact"
    CASE_INSENSITIVE = "case_insensitive"
    NUMERIC = "numeric"
    MATH = "math"


class RunStatus(StrEnum):
    QUEUED = "queued"
    RUNNING = "running"
    SUCCEEDED = "succeeded"
    FAILED = "failed"
    CANCELLED = "cancelled"


FINISHED_STATUSES: frozenset[RunStatus] = frozenset(
    {RunStatus.SUCCEEDED, RunStatus.FAILED, RunStatus.CANCELLED}
)


class WireModel(BaseModel):
    model_config = ConfigDict(frozen=True, extra="ignore")


def _percent(correct: int | None, total: int) -> float | None:
    if correct is None or total <= 0:
        return None
    return correct * 100 / total


# --- accounts, models -------------------------------------------------------------------------


class Me(WireModel):
    account: str
    display_name: str
    role: str
    workspace: str
    workspace_name: str
    credits: int

    @property
    def can_write(self) -> bool:
        return self.role in ("editor", "admin")


class Model(WireModel):
    name: str
    version: int
    price_per_item: int
    versions: list[int] = Field(default_factory=list)


# --- benchmarks ---------------------------------------------------------------------------------


class BenchmarkSummary(WireModel):
    name: str
    description: str
    current_version: int
    item_count: int


class VersionInfo(WireModel):
    version: int
    created_at: datetime
    created_by: str | None = None
    note: str | None = None
    item_count: int


class Benchmark(WireModel):
    name: str
    description: str
    current_version: int
    versions: list[VersionInfo] = Field(default_factory=list)


class Item(WireModel):
    number: int
    question: str
    reference: str
    accepted: list[str]
    match: MatchRule
    topic: str | None = None
    # A multiple-choice item's options in order ("A" is the first); empty when it has none.
    choices: list[str] = Field(default_factory=list)


class BenchmarkVersion(WireModel):
    name: str
    version: int
    created_at: datetime
    items: list[Item]

    def item(self, number: int) -> Item | None:
        """The item with this number, or None (numbers are stable across versions)."""
        return next((item for item in self.items if item.number == number), None)


# --- changes (discriminated on "op") ----------------------------------------------------------


class SetKey(WireModel):
    """Replace what is accepted for an item (and optionally its match rule; None = unchanged)."""

    op: Literal["set_key"] = "set_key"
    item: int
    accepted: list[str]
    match: MatchRule | None = None


class SetReference(WireModel):
    """Replace an item's reference answer (accepted None = only the new reference)."""

    op: Literal["set_reference"] = "set_reference"
    item: int
    reference: str
    accepted: list[str] | None = None
    match: MatchRule | None = None


class AddItem(WireModel):
    op: Literal["add_item"] = "add_item"
    question: str
    reference: str
    accepted: list[str] | None = None
    match: MatchRule
    topic: str | None = None


class RemoveItem(WireModel):
    op: Literal["remove_item"] = "remove_item"
    item: int


Change = Annotated[SetKey | SetReference | AddItem | RemoveItem, Field(discriminator="op")]


class ChangeProblem(WireModel):
    """One reason a change was refused; item is None when the reason concerns the whole change."""

    item: int | None = None
    reason: str


# --- preview ----------------------------------------------------------------------------------


class Counts(WireModel):
    correct: int
    total: int

    @property
    def percent(self) -> float | None:
        return _percent(self.correct, self.total)


class RunPreview(WireModel):
    run: str
    model: str
    model_version: int
    before: Counts
    after: Counts
    wrong_to_right: list[int] = Field(default_factory=list)
    right_to_wrong: list[int] = Field(default_factory=list)


class Preview(WireModel):
    benchmark: str
    version: int
    runs: list[RunPreview]

    def for_model(self, model: str) -> list[RunPreview]:
        return [run for run in self.runs if run.model == model]


# --- runs -------------------------------------------------------------------------------------


class Run(WireModel):
    id: str
    benchmark: str
    version: int
    model: str
    model_version: int
    status: RunStatus
    done: int
    total: int
    correct: int | None = None
    score: float | None = None
    cost: int
    refunded: int = 0
    created_at: datetime
    finished_at: datetime | None = None
    created_by: str | None = None
    origin: str = "launched"

    @property
    def finished(self) -> bool:
        return self.status in FINISHED_STATUSES

    @property
    def succeeded(self) -> bool:
        return self.status == RunStatus.SUCCEEDED

    @property
    def percent(self) -> float | None:
        """Score as a percentage (60.0 for 12/20), computed from the counts to avoid float noise."""
        exact = _percent(self.correct, self.total)
        if exact is not None:
            return exact
        return None if self.score is None else self.score * 100

    @property
    def progress(self) -> float:
        """Fraction of items done, 0..1."""
        return self.done / self.total if self.total else 0.0


class Answer(WireModel):
    item: int
    answer: str
    correct: bool


# --- training ---------------------------------------------------------------------------------


class TrainingSet(WireModel):
    name: str
    description: str
    topic: str | None = None
    size: int
    cost: int


class TrainingJob(WireModel):
    id: str
    model: str
    base_version: int
    training_set: str
    status: RunStatus
    done: int
    total: int
    result_model_version: int | None = None
    cost: int
    created_at: datetime
    finished_at: datetime | None = None
    created_by: str | None = None

    @property
    def finished(self) -> bool:
        return self.status in FINISHED_STATUSES

    @property
    def succeeded(self) -> bool:
        return self.status == RunStatus.SUCCEEDED


# --- audit, linking, tokens -------------------------------------------------------------------


class CreditEntry(WireModel):
    """One movement of the workspace's credits, newest first in a history."""

    at: datetime
    amount: int
    kind: str  # grant, run, training, refund, admin-set, or a kind this bot does not know
    reference: str | None = None  # the run or training job it pays or refunds
    balance: int  # after this entry
    account: str | None = None  # who started that run or training


class AuditEntry(WireModel):
    at: datetime
    account: str | None = None
    client: str | None = None
    action: str
    target: str | None = None
    detail: str | dict[str, object] | list[object] | None = None


class LinkStart(WireModel):
    link_id: str
    url: str
    expires_at: datetime


class IdentityStatus(WireModel):
    identity: str
    linked: bool
    account: str | None = None


class TokenGrant(WireModel):
    """The token endpoint's answer; the access token stays a SecretStr so it never prints."""

    access_token: SecretStr
    issued_token_type: str | None = None
    token_type: str
    expires_in: int
    scope: str = ""

    @property
    def scopes(self) -> frozenset[str]:
        return frozenset(self.scope.split())
