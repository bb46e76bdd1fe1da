"""Wire models of the HTTP API (docs/benchgen-api.md)."""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

from .names import checked_name

MAX_INT = 2**31 - 1
# Per-request work is bounded by these as much as by the math budget (config.math_*_per_request).
MAX_CHANGES = 10_000  # a proposal may touch every item of a large benchmark
MAX_ACCEPTED = 1_000  # real keys list many aliases (TriviaQA: dozens)
MAX_RUNS = 100


def _encodable(value: str) -> str:
    value.encode("utf-8")  # rejects lone surrogates, which SQLite cannot store
    return value


Text = Annotated[str, AfterValidator(_encodable), Field(max_length=10_000)]
Name = Annotated[str, AfterValidator(_encodable), Field(min_length=1, max_length=200)]
# A name the sandbox creates and clients put into URL paths (see names.py).
NewName = Annotated[str, AfterValidator(_encodable), AfterValidator(checked_name), Field(min_length=1, max_length=200)]
Number = Annotated[int, Field(ge=1, le=MAX_INT)]
Match = Literal["exact", "case_insensitive", "numeric", "math"]
# Kept as free text on input so that an unknown rule is reported as an `invalid-change` reason.
MatchIn = Annotated[str, AfterValidator(_encodable), Field(max_length=100)]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class SetKey(Strict):
    op: Literal["set_key"]
    item: Number
    accepted: Annotated[list[Text], Field(max_length=MAX_ACCEPTED)]
    match: MatchIn | None = None


class SetReference(Strict):
    op: Literal["set_reference"]
    item: Number
    reference: Text
    accepted: Annotated[list[Text], Field(max_length=MAX_ACCEPTED)] | None = None
    match: MatchIn | None = None


class AddItem(Strict):
    op: Literal["add_item"]
    question: Text
    reference: Text
    accepted: Annotated[list[Text], Field(max_length=MAX_ACCEPTED)] | None = None
    match: MatchIn
    topic: Text | None = None


class RemoveItem(Strict):
    op: Literal["remove_item"]
    item: Number


Change = Annotated[Union[SetKey, SetReference, AddItem, RemoveItem], Field(discriminator="op")]


class NewVersion(Strict):
    base_version: Number
    note: Text | None = None
    changes: Annotated[list[Change], Field(max_length=MAX_CHANGES)]


class PreviewRequest(Strict):
    version: Number
    changes: Annotated[list[Change], Field(max_length=MAX_CHANGES)]
    runs: Annotated[list[Name], Field(max_length=MAX_RUNS)] | None = None


class LaunchRun(Strict):
    benchmark: Name
    model: Name
    version: Number | None = None
    model_version: Number | None = None


class LaunchTraining(Strict):
    model: Name
    training_set: Name


class LinkRequest(Strict):
    identity: Name


# ---- responses ----


class LinkOut(BaseModel):
    link_id: str
    url: str
    expires_at: str


class IdentityOut(BaseModel):
    identity: str
    linked: bool
    account: str | None


class TokenOut(BaseModel):
    access_token: str
    issued_token_type: str
    token_type: str
    expires_in: int
    scope: str


class MeOut(BaseModel):
    account: str
    display_name: str
    role: str
    workspace: str
    workspace_name: str
    credits: int


class ModelOut(BaseModel):
    name: str
    version: int
    price_per_item: int
    versions: list[int]


class BenchmarkSummary(BaseModel):
    name: str
    description: str
    current_version: int
    item_count: int


class VersionInfo(BaseModel):
    version: int
    created_at: str
    created_by: str
    note: str | None
    item_count: int


class BenchmarkOut(BaseModel):
    name: str
    description: str
    current_version: int
    versions: list[VersionInfo]


class ItemOut(BaseModel):
    number: int
    question: str
    reference: str
    accepted: list[str]
    match: Match
    topic: str
    choices: list[str] = []


class VersionOut(BaseModel):
    name: str
    version: int
    created_at: str
    items: list[ItemOut]


class Tally(BaseModel):
    correct: int
    total: int


class RunPreview(BaseModel):
    run: str
    model: str
    model_version: int
    before: Tally
    after: Tally
    wrong_to_right: list[int]
    right_to_wrong: list[int]


class PreviewOut(BaseModel):
    benchmark: str
    version: int
    runs: list[RunPreview]


RunStatus = Literal["queued", "running", "succeeded", "failed", "cancelled"]


class RunOut(BaseModel):
    id: str
    benchmark: str
    version: int
    model: str
    model_version: int
    status: RunStatus
    done: int
    total: int
    correct: int | None
    score: float | None
    cost: int
    refunded: int
    created_at: str
    finished_at: str | None
    created_by: str
    origin: Literal["launched", "imported"]


class AnswerOut(BaseModel):
    item: int
    answer: str
    correct: bool


class TrainingSetOut(BaseModel):
    name: str
    description: str
    topic: str
    size: int
    cost: int


class JobOut(BaseModel):
    id: str
    model: str
    base_version: int
    training_set: str
    status: RunStatus
    done: int
    total: int
    result_model_version: int | None
    cost: int
    created_at: str
    finished_at: str | None
    created_by: str


class LedgerEntryOut(BaseModel):
    """One credit movement: a grant, a run or training paid, a refund, an admin adjustment."""

    at: str
    amount: int
    kind: str
    reference: str | None  # the run or training job it pays or refunds
    balance: int  # the balance after this entry
    account: str | None  # who started that run or training


class AuditOut(BaseModel):
    at: str
    account: str | None
    client: str | None
    action: str
    target: str
    detail: str
