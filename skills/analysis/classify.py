"""Sort each miss of a run into format / wrong_reference / model_error, and derive the proposals."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
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
from skills.analysis.text import collapse_ws, fold_accents, strip_punctuation

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
    "choice": "it names the key's option",
    "article": "it differs only by an article",
    "surname": "it is the same person, by surname",
    "sentence": "it states the key's answer in a short sentence",
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


_LETTER = re.compile(r"^\(?\s*([A-Za-z])\s*\)?[.):]?$")


def _plain(text: str) -> str:
    return fold_accents(strip_punctuation(collapse_ws(text))).casefold()


def names_a_choice(text: str, choices: Sequence[str]) -> bool:
    """Is `text` one of the options, as its text or as its letter ("B", "(B)", "B.")?"""
    letter = _LETTER.match(text.strip())
    if letter and ord(letter.group(1).upper()) - ord("A") < len(choices):
        return True
    plain = _plain(text)
    return bool(plain) and any(_plain(choice) == plain for choice in choices)


@dataclass(frozen=True)
class _Record:
    """A run's tally, so its accuracy on the rest of the benchmark costs nothing per item."""

    run: ModelRun
    right: int
    scored: int

    @classmethod
    def of(cls, run: ModelRun) -> _Record:
        return cls(run, sum(1 for ok in run.correct.values() if ok), len(run.correct))

    def accuracy_elsewhere(self, item: int) -> float:
        """The share of right answers on every item but `item` (0 when it has no other item)."""
        own = self.run.correct.get(item)
        scored = self.scored - (own is not None)
        return (self.right - bool(own)) / scored if scored else 0.0


def suspicion_strength(agreeing_accuracy: Sequence[float], answered: int) -> float:
    """How strongly the models' answers suggest a wrong reference, in 0..1; only ever a ranking.

    Three things make it stronger: the share of the models that answered and agree on the other
    answer, how many they are (one model agreeing with itself is weak; 1 - 2^-n), and how often the
    agreeing models are right on the rest of the benchmark (models that are usually right are better
    witnesses). Agreement is still not proof: strong models share mistakes, so this never makes a
    finding proven.
    """
    group = len(agreeing_accuracy)
    if group == 0 or answered == 0:
        return 0.0
    share = group / answered
    reliability = sum(agreeing_accuracy) / group
    return round(share * reliability * (1 - 0.5**group), 4)


async def _proven_fault(item: ItemKey, judge: EquivalenceJudge) -> tuple[str, str] | None:
    """A fact of the benchmark itself that shows its reference is wrong: (rule, evidence)."""
    if item.choices and not names_a_choice(item.reference, item.choices):
        return ("reference_not_a_choice",
                f'the reference answer "{_quote(item.reference)}" is none of the item\'s {len(item.choices)} options')
    if not await judge.key_accepts(item.reference, item):
        return ("reference_rejected",
                f'the key does not accept its own reference answer "{_quote(item.reference)}"')
    return None


async def _classify(
    item: ItemKey, answer: str, own: str, peers: Sequence[ModelRun], judge: EquivalenceJudge,
    records: Mapping[str, _Record],
) -> Miss:
    key = _key_text(item)
    views = await _peers_on(item, peers, judge)
    passing = [v.model for v in views if v.passes or v.format_only]
    format_only = [v.model for v in views if v.format_only]
    answered = (1 if answer.strip() else 0) + sum(1 for v in views if v.answer.strip())
    common = {"item": item.number, "answer": answer, "key": key, "question": item.question, "passing_models": passing,
              "format_only_models": format_only, "answered": answered}

    equivalence = await judge.judge(answer, item)
    if equivalence.equivalent:
        phrase = _RULE_PHRASES.get(equivalence.rule or "", "the same answer")
        return Miss(cls="format", rule=equivalence.rule, **common,
                    evidence=f'"{_quote(answer)}" is the key\'s answer "{_quote(key)}": {phrase}')

    # Agreement on another answer only matters when no model gives the key's answer; a stray model
    # answering something else does not hide it (a majority of those that answered is enough).
    agreeing = [] if passing or not answer.strip() else [
        v for v in views if v.answer.strip() and await judge.same_answer(answer, v.answer, item)]
    group = 1 + len(agreeing)
    consensus = None
    if agreeing and 2 * group > answered:
        consensus = _consensus([answer, *(v.answer for v in agreeing)])
    names = [v.model for v in agreeing] if consensus else []
    agreeing_accuracy = {name: round(records[name].accuracy_elsewhere(item.number), 4)
                         for name in [own, *names] if name in records}

    proven = await _proven_fault(item, judge)
    if proven is not None:
        rule, evidence = proven
        return Miss(cls="wrong_reference", rule=rule, certainty="proven", **common, evidence=evidence,
                    agreeing_models=names, consensus_answer=consensus, agreeing_accuracy=agreeing_accuracy)

    if consensus is not None:
        verb = "answers" if len(names) == 1 else "answer"
        strength = suspicion_strength(list(agreeing_accuracy.values()), answered)
        return Miss(cls="wrong_reference", rule="consensus", certainty="suspected", **common,
                    agreeing_models=names, consensus_answer=consensus, strength=strength,
                    agreeing_accuracy=agreeing_accuracy,
                    evidence=f"{', '.join(names)} {verb} {_quote(consensus)} too and no model gives the "
                    f'reference "{_quote(item.reference)}": worth a person\'s check, not proof')

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


def ranked_suspicions(misses: Sequence[Miss]) -> list[Miss]:
    """The suspected wrong references, strongest evidence first (then by item)."""
    suspected = [m for m in misses if m.cls == "wrong_reference" and m.certainty == "suspected"]
    return sorted(suspected, key=lambda m: (-m.strength, m.item))


def _verdict(misses: Sequence[Miss]) -> Verdict:
    """Who is at fault, from what is proven: a suspected reference counts for neither side."""
    kinds = {"model" if m.cls == "model_error" else "benchmark" for m in misses if m.certainty != "suspected"}
    if not kinds:
        return "none"
    return "both" if len(kinds) == 2 else kinds.pop()  # type: ignore[return-value]  # one element left, one of the Literal kinds


def _changes(
    items: dict[int, ItemKey], misses: Sequence[Miss]
) -> tuple[list[KeyChange], list[ReferenceChange]]:
    references: dict[int, ReferenceChange] = {}
    for miss in misses:
        if miss.cls == "wrong_reference" and miss.consensus_answer and miss.item not in references:
            references[miss.item] = ReferenceChange(
                item=miss.item, reference=miss.consensus_answer, accepted=[miss.consensus_answer], match=None,
                certainty=miss.certainty or "suspected",
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
    records = {_label(r): _Record.of(r) for r in [run, *peers]}
    by_number = {item.number: item for item in items}
    missed = [n for n in sorted(by_number) if run.correct.get(n) is False]
    # Every (answer, item) the classification will ask about, judged in one batch (math in one round-trip).
    await judge.judge_many([(run.answers.get(n, ""), by_number[n]) for n in missed]
                           + [(peer.answers.get(n, ""), by_number[n]) for n in missed for peer in peers
                              if peer.correct.get(n) is False])
    misses = []
    for number in missed:
        misses.append(await _classify(by_number[number], run.answers.get(number, ""), _label(run), peers,
                                      judge, records))
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
