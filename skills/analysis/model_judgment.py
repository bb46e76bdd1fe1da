"""A language model's judgment where the rules leave a person to decide: misses no rule decides
("The Big Apple" against "New York City"), and a second opinion on suspected wrong references.

Only with BENCHGEN_LLM_SEES_DATA=true (a hosted model seeing test items leaks the benchmark), and
only as delimited data. A judgment is shown as the model's opinion: it changes no classification, no
certainty, no verdict and no proposal (key changes come only from what the rules prove, with the
score preview; a suspected reference is changed only when a person asks).
"""

from __future__ import annotations

from collections.abc import Container, Mapping, Sequence
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from bot.llm.config import Use
from bot.llm.help import ModelHelp
from skills.analysis.models import ItemKey, Miss

TASK = (
    "For each benchmark item in `items`, judge whether the model's `answer` means the same as the answer "
    "key (`reference`, or any of `accepted`) for the item's `question`: same, different, or unsure. "
    "Judge meaning only (the same place, number or thing under another name), not wording. "
    "Answer once per item, with its `item` number."
)
REFERENCE_TASK = (
    "For each benchmark item in `items`, the models agree on `models_answer`, which differs from the "
    "benchmark's `reference` answer to the `question`. Say which is correct: reference, models, or unsure. "
    "Answer once per item, with its `item` number."
)
MAX_ITEMS = 20


class Judgment(BaseModel):
    """A model judged that a missed answer may mean the same as the key's."""

    item: int
    answer: str
    key: str


class SecondOpinion(BaseModel):
    """A model's opinion on a suspected reference: which of the two answers it thinks is right."""

    item: int
    right: Literal["reference", "models"]


class _ItemVerdict(BaseModel):
    model_config = ConfigDict(extra="forbid")

    item: int
    verdict: Literal["same", "different", "unsure"]


class _Verdicts(BaseModel):
    model_config = ConfigDict(extra="forbid")

    verdicts: list[_ItemVerdict]


async def judge_misses(help: ModelHelp, misses: Sequence[Miss], items: Mapping[int, ItemKey]) -> list[Judgment]:
    """The model_error misses a model judges equivalent to the key (none without a model or consent)."""
    if not help.can("equivalence"):
        return []
    undecided = [m for m in misses if m.cls == "model_error" and m.item in items and m.answer.strip()][:MAX_ITEMS]
    rows = [{"item": m.item, "question": items[m.item].question, "reference": items[m.item].reference,
             "accepted": list(items[m.item].accepted), "answer": m.answer} for m in undecided]
    said = await _verdicts(help, "equivalence", TASK, rows, _Verdicts)
    by_item = {m.item: m for m in undecided}
    return [Judgment(item=n, answer=by_item[n].answer, key=by_item[n].key)
            for n in sorted(said) if said[n] == "same"]


class _ReferenceVerdict(BaseModel):
    model_config = ConfigDict(extra="forbid")

    item: int
    verdict: Literal["reference", "models", "unsure"]


class _ReferenceVerdicts(BaseModel):
    model_config = ConfigDict(extra="forbid")

    verdicts: list[_ReferenceVerdict]


async def second_opinions(help: ModelHelp, misses: Sequence[Miss], items: Mapping[int, ItemKey]) -> list[SecondOpinion]:
    """A model's opinion on each suspected wrong reference (none without a model or consent; unsure is none)."""
    if not help.can("references"):
        return []
    suspected = [m for m in misses if m.cls == "wrong_reference" and m.certainty == "suspected"
                 and m.consensus_answer and m.item in items][:MAX_ITEMS]
    rows = [{"item": m.item, "question": items[m.item].question, "reference": items[m.item].reference,
             "models_answer": m.consensus_answer} for m in suspected]
    said = await _verdicts(help, "references", REFERENCE_TASK, rows, _ReferenceVerdicts)
    return [SecondOpinion(item=n, right=v) for n, v in sorted(said.items()) if v in ("reference", "models")]


async def _verdicts(help: ModelHelp, use: Use, task: str, rows: list[dict[str, Any]],
                    output: type[_Verdicts] | type[_ReferenceVerdicts]) -> dict[int, str]:
    """One verdict per asked item, as delimited data; {} when there is nothing to ask or no usable answer."""
    if not rows:
        return {}
    result = await help.ask(use, task=task, data={"items": rows}, output=output, max_tokens=40 + 20 * len(rows))
    if result is None:
        return {}
    return _first_words(result.verdicts, {row["item"] for row in rows})


def _first_words(verdicts: Sequence[_ItemVerdict | _ReferenceVerdict], asked: Container[int]) -> dict[int, str]:
    """Each asked item's verdict: the first word on an item counts, items not asked about are ignored."""
    said: dict[int, str] = {}
    for verdict in verdicts:
        if verdict.item in asked:
            said.setdefault(verdict.item, verdict.verdict)
    return said
