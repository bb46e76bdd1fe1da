"""Data that crosses the analysis boundary: keys and runs in, findings and proposals out."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

MissClass = Literal["format", "wrong_reference", "model_error"]
Verdict = Literal["benchmark", "model", "both", "none"]


class ItemKey(BaseModel):
    """One benchmark item's answer key, as the API returns it."""

    number: int
    question: str = ""
    reference: str
    accepted: list[str]
    # exact | case_insensitive | numeric | math. Kept a plain string so a platform that adds a rule
    # does not break parsing; an unknown rule is treated like `exact`.
    match: str = "exact"
    choices: list[str] = []


class ModelRun(BaseModel):
    """A finished run's saved answers and per-item correctness."""

    run_id: str
    model: str
    model_version: int = 1
    answers: dict[int, str]
    correct: dict[int, bool]


class Equivalence(BaseModel):
    equivalent: bool
    # The rule that decided: exact, whitespace, case, punctuation, accents, numeric, number_words,
    # qualifier, math. None when not equivalent.
    rule: str | None = None


class KeyChange(BaseModel):
    """The widening to propose for one item (the API's `set_key`)."""

    item: int
    accepted: list[str]
    match: str | None = None  # None = unchanged


class ReferenceChange(BaseModel):
    """Replace an item's reference answer (the API's `set_reference`)."""

    item: int
    reference: str
    accepted: list[str]
    match: str | None = None  # None = unchanged


class Miss(BaseModel):
    model_config = ConfigDict(populate_by_name=True, serialize_by_alias=True)

    item: int
    answer: str
    key: str
    cls: MissClass = Field(alias="class")
    rule: str | None = None
    # Plain English, machine-neutral (no ids, no field names); the structured fields below let a
    # skill render the same finding in another language.
    evidence: str
    agreeing_models: list[str] = Field(default_factory=list)
    passing_models: list[str] = Field(default_factory=list)
    # Subset of passing_models that are right only in a form the key rejects.
    format_only_models: list[str] = Field(default_factory=list)
    consensus_answer: str | None = None


class RunAnalysis(BaseModel):
    run: ModelRun
    misses: list[Miss]
    key_changes: list[KeyChange]
    reference_changes: list[ReferenceChange]
    verdict: Verdict
