"""Sort each miss of a run into format / wrong_reference / model_error, and derive the proposals."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from skills.analysis.equivalence import EquivalenceJudge
from skills.analysis.models import (
    ItemKey,
    KeyChange,
    Miss,
    ModelRun,
    ReferenceChange,
    RunAnalysis,
    Verdict,
)
from skills.analysis.numbers import final_number, read_number
from skills.analysis.text import collapse_ws, strip_punctuation

_QUOTE_CHARS = 80

_RULE_PHRASES = {
    "numeric": "the same number, written differently",
    "number_words": "the same number, written in words",
    "math": "a mathematically equal form",
    "qualifier": "the same answer with a qualifier added",
    "whitespace": "it differs only in spacing",
    "case": "it differs only in letter case",
    "punctuation": "it differs only in punctuation",
    "accents": "it differs only in accents",
    "exact": "it is the key's own answer",
}


@dataclass(frozen=True)
class _Peer:
    """Another model's answer to the same item."""

    model: str
    answer: str
    passes: bool  # the key accepts it as it is
    format_only: bool  # right, in a form the key rejects


def _quote(text: str) -> str:
    flat = collapse_ws(text)
    return flat if len(flat) <= _QUOTE_CHARS else flat[: _QUOTE_CHARS - 1] + "…"


def _label(run: ModelRun) -> str:
    return run.model if run.model_version == 1 else f"{run.model} v{run.model_version}"


def _peer_runs(run: ModelRun, others: Sequence[ModelRun]) -> list[ModelRun]:
    """One run per other model (first given wins): the same model again is not independent evidence."""
    seen = {(run.model, run.model_version)}
    peers = []
    for other in others:
        ident = (other.model, other.model_version)
        if other.run_id == run.run_id or ident in seen:
            continue
        seen.add(ident)
        peers.append(other)
    return peers


def _key_text(item: ItemKey) -> str:
    return item.reference if item.reference in item.accepted or not item.accepted else item.accepted[0]


def _consensus(answers: Sequence[str]) -> str:
    """The agreed answer in its plainest form: the number if they state one, else the shortest text."""
    readings = [read_number(a) for a in answers]
    if all(r.kind == "value" for r in readings) and len({r.value for r in readings}) == 1:
        value = readings[0].value
        assert value is not None
        normal = value.normalize()
        return format(normal, "f") if normal == normal.to_integral_value() else str(normal)
    cleaned = [strip_punctuation(collapse_ws(a)) for a in answers]
    return min(cleaned, key=lambda a: (-cleaned.count(a), len(a), a))


async def _peers_on(item: ItemKey, peers: Sequence[ModelRun], judge: EquivalenceJudge) -> list[_Peer]:
    views = []
    for peer in peers:
        if item.number not in peer.correct:
            continue
        answer = peer.answers.get(item.number, "")
        passes = peer.correct[item.number]
        format_only = not passes and (await judge.judge(answer, item)).equivalent
        views.append(_Peer(_label(peer), answer, passes, format_only))
    return views


def _passing_evidence(views: Sequence[_Peer]) -> str:
    strict = [v.model for v in views if v.passes]
    loose = [v.model for v in views if v.format_only]
    parts = []
    if strict:
        parts.append(f"{', '.join(strict)} {'answers' if len(strict) == 1 else 'answer'} it correctly")
    if loose:
        parts.append(f"{', '.join(loose)} {'is' if len(loose) == 1 else 'are'} right in a form the key rejects")
    if parts:
        return "; ".join(parts)
    return "no other model answers it correctly" if views else "no other model has answered this item"


async def _classify(
    item: ItemKey, answer: str, peers: Sequence[ModelRun], judge: EquivalenceJudge
) -> Miss:
    key = _key_text(item)
    views = await _peers_on(item, peers, judge)
    passing = [v.model for v in views if v.passes or v.format_only]
    format_only = [v.model for v in views if v.format_only]
    common = {"item": item.number, "answer": answer, "key": key, "passing_models": passing,
              "format_only_models": format_only}

    equivalence = await judge.judge(answer, item)
    if equivalence.equivalent:
        phrase = _RULE_PHRASES.get(equivalence.rule or "", "the same answer")
        return Miss(cls="format", rule=equivalence.rule, **common,
                    evidence=f'"{_quote(answer)}" is the key\'s answer "{_quote(key)}": {phrase}')

    # Consensus on another answer only matters when no model gives the key's answer.
    agreeing = [] if passing else [v for v in views if await judge.same_answer(answer, v.answer)]
    answered = 1 + sum(1 for v in views if v.answer.strip())
    group = 1 + len(agreeing)
    if agreeing and 2 * group > answered:
        consensus = _consensus([answer, *(v.answer for v in agreeing)])
        names = [v.model for v in agreeing]
        verb = "answers" if len(names) == 1 else "answer"
        return Miss(cls="wrong_reference", rule="consensus", **common,
                    agreeing_models=names, consensus_answer=consensus,
                    evidence=f"{', '.join(names)} {verb} {_quote(consensus)} too; "
                    f'no model gives the reference "{_quote(item.reference)}"')

    if not await judge.key_accepts(item.reference, item):
        return Miss(cls="wrong_reference", rule="reference_rejected", **common,
                    evidence=f'the key does not accept its own reference answer "{_quote(item.reference)}"')

    return Miss(cls="model_error", rule=None, **common, evidence=_passing_evidence(views))


def _widen(item: ItemKey, misses: Sequence[Miss]) -> KeyChange | None:
    """The smallest key change that accepts every format miss of this item without rejecting anything."""
    answers = [m.answer for m in misses]
    rules = {m.rule for m in misses}
    numbers = [final_number(a) for a in item.accepted]
    if rules == {"numeric"} and item.match != "numeric" and all(n is not None for n in numbers):
        if all(final_number(a) in numbers for a in answers):
            return KeyChange(item=item.number, accepted=list(item.accepted), match="numeric")
    if rules <= {"numeric", "math"} and item.match != "math":
        if all(read_number(a).kind in ("value", "math") for a in item.accepted):
            return KeyChange(item=item.number, accepted=list(item.accepted), match="math")
    added = [a for a in dict.fromkeys(a.strip() for a in answers) if a and a not in item.accepted]
    if not added:
        return None
    return KeyChange(item=item.number, accepted=[*item.accepted, *added], match=None)


def _verdict(misses: Sequence[Miss]) -> Verdict:
    kinds = {"model" if m.cls == "model_error" else "benchmark" for m in misses}
    if not kinds:
        return "none"
    return "both" if len(kinds) == 2 else kinds.pop()  # type: ignore[return-value]


def _changes(
    items: dict[int, ItemKey], misses: Sequence[Miss]
) -> tuple[list[KeyChange], list[ReferenceChange]]:
    references: dict[int, ReferenceChange] = {}
    for miss in misses:
        if miss.cls == "wrong_reference" and miss.consensus_answer and miss.item not in references:
            references[miss.item] = ReferenceChange(
                item=miss.item, reference=miss.consensus_answer, accepted=[miss.consensus_answer], match=None
            )
    by_item: dict[int, list[Miss]] = {}
    for miss in misses:
        if miss.cls == "format" and miss.item not in references:
            by_item.setdefault(miss.item, []).append(miss)
    keys = [change for n, group in sorted(by_item.items()) if (change := _widen(items[n], group))]
    return keys, [references[n] for n in sorted(references)]


async def analyze_run(
    run: ModelRun, items: Sequence[ItemKey], others: Sequence[ModelRun], judge: EquivalenceJudge
) -> RunAnalysis:
    """Classify every item `run` missed, using `others` (runs of other models on the same version) as evidence."""
    peers = _peer_runs(run, others)
    by_number = {item.number: item for item in items}
    misses = []
    for number in sorted(by_number):
        if run.correct.get(number) is False:
            misses.append(await _classify(by_number[number], run.answers.get(number, ""), peers, judge))
    key_changes, reference_changes = _changes(by_number, misses)
    return RunAnalysis(
        run=run, misses=misses, key_changes=key_changes, reference_changes=reference_changes,
        verdict=_verdict(misses),
    )


def merge_changes(
    analyses: Sequence[RunAnalysis], items: Sequence[ItemKey]
) -> tuple[list[KeyChange], list[ReferenceChange]]:
    """One KeyChange / ReferenceChange per item across several runs' analyses.

    Widening is recomputed from every run's format misses, so a `numeric` widening from one run and
    an extra literal from another become one change that accepts both; an item with a reference
    change gets no key change (the platform takes one change per item).
    """
    by_number = {item.number: item for item in items}
    misses = [m for a in analyses for m in a.misses if m.item in by_number]
    return _changes(by_number, misses)
