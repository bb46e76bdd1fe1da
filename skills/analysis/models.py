"""Data that crosses the analysis boundary: keys and runs in, findings and proposals out."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from bot.benchgen.models import RunPreview
from bot.skill import Handed

MissClass = Literal["format", "wrong_reference", "model_error"]
Certainty = Literal["proven", "suspected"]
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
    """Replace an item's reference answer (the API's `set_reference`).

    `certainty` is that of the finding behind it: a suspected one is proposed only when a person
    asks for it, never by the analysis on its own.
    """

    item: int
    reference: str
    accepted: list[str]
    match: str | None = None  # None = unchanged
    certainty: Certainty = "suspected"


class Miss(BaseModel):
    model_config = ConfigDict(populate_by_name=True, serialize_by_alias=True)

    item: int
    answer: str
    key: str
    question: str = ""
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
    # wrong_reference only: "proven" when facts of the benchmark itself show it (the reference fails
    # its own key, or is none of the item's choices); "suspected" when only models' answers point to it.
    certainty: Certainty | None = None
    # A suspicion's weight of evidence, 0..1 (0 for every other finding): see classify.suspicion_strength.
    strength: float = 0.0
    # The models agreeing on the other answer, each with its accuracy on the rest of the benchmark.
    agreeing_accuracy: dict[str, float] = Field(default_factory=dict)
    # How many models gave a non-blank answer to the item (the analyzed one included).
    answered: int = 0


class RunAnalysis(BaseModel):
    run: ModelRun
    misses: list[Miss]
    key_changes: list[KeyChange]
    reference_changes: list[ReferenceChange]
    verdict: Verdict


class Findings(Handed, frozen=True):
    """An analysis handed to the edit skill: the key changes it proved (with their effect on every
    saved run of that version, when shown), or the reference change it proved."""

    key_changes: list[KeyChange] = Field(default_factory=list)
    previews: list[RunPreview] | None = None
    reference_change: ReferenceChange | None = None
