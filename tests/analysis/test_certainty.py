"""Wrong references with their certainty: proven from facts of the benchmark itself, suspected from
the models' answers (ranked by the weight of that evidence), and never a fault in the verdict."""

from __future__ import annotations

import pytest

from skills.analysis import EquivalenceJudge, ItemKey, ModelRun, analyze_run
from skills.analysis.classify import names_a_choice, ranked_suspicions, suspicion_strength

CHOICES = ["Quito", "Lima", "Bogotá", "Santiago"]


def key(number: int, reference: str, choices: list[str] | None = None) -> ItemKey:
    return ItemKey(number=number, question=f"question {number}", reference=reference, accepted=[reference],
                   choices=choices or [])


def run(model: str, answers: dict[int, str], keys: list[ItemKey]) -> ModelRun:
    by_number = {k.number: k for k in keys}
    return ModelRun(run_id=f"run_{model}", model=model, answers=answers,
                    correct={n: a.strip() in by_number[n].accepted for n, a in answers.items()})


@pytest.mark.parametrize("text", ["B", "b", "(B)", "B)", "B.", "Lima", "lima", " Lima. ", "Bogota"])
def test_a_text_naming_an_option(text: str) -> None:
    assert names_a_choice(text, CHOICES)


@pytest.mark.parametrize("text", ["E", "(E)", "Lima, Peru", "Cusco", "AB", "", "B and C"])
def test_a_text_naming_no_option(text: str) -> None:
    assert not names_a_choice(text, CHOICES)


async def test_a_reference_that_is_none_of_the_options_is_proven(judge: EquivalenceJudge) -> None:
    keys = [key(1, "Cusco", CHOICES), key(2, "B", CHOICES)]
    solo = run("solo", {1: "B", 2: "C"}, keys)
    analysis = await analyze_run(solo, keys, [], judge)
    found = {m.item: (m.cls, m.rule, m.certainty) for m in analysis.misses}
    assert found[1] == ("wrong_reference", "reference_not_a_choice", "proven")
    assert found[2] == ("model_error", None, None)  # "B" is an option: nothing proven about item 2
    assert analysis.verdict == "both"
    assert analysis.reference_changes == []  # no model evidence for what the reference should be


async def test_a_proven_fault_with_agreeing_models_proposes_their_answer(judge: EquivalenceJudge) -> None:
    keys = [key(1, "Cusco", CHOICES)]
    runs = [run(m, {1: "Lima"}, keys) for m in ("a", "b")]
    analysis = await analyze_run(runs[0], keys, runs[1:], judge)
    (miss,) = analysis.misses
    assert (miss.certainty, miss.consensus_answer) == ("proven", "Lima")
    assert [(c.item, c.reference, c.certainty) for c in analysis.reference_changes] == [(1, "Lima", "proven")]


async def test_models_agreeing_is_only_a_suspicion(judge: EquivalenceJudge) -> None:
    keys = [key(1, "24"), key(2, "7")]
    runs = [run(m, {1: "42", 2: "7"}, keys) for m in ("a", "b", "c")]
    analysis = await analyze_run(runs[0], keys, runs[1:], judge)
    (miss,) = analysis.misses
    assert (miss.cls, miss.rule, miss.certainty) == ("wrong_reference", "consensus", "suspected")
    assert miss.agreeing_models == ["b", "c"] and miss.answered == 3
    assert miss.agreeing_accuracy == {"a": 1.0, "b": 1.0, "c": 1.0}
    assert "not proof" in miss.evidence
    # Counted for neither side: no fault is proven.
    assert analysis.verdict == "none"
    assert [c.certainty for c in analysis.reference_changes] == ["suspected"]


async def test_a_stray_answer_does_not_hide_a_suspicion_but_a_passing_model_does(judge: EquivalenceJudge) -> None:
    keys = [key(1, "24")]
    stray = [run("a", {1: "42"}, keys), run("b", {1: "42"}, keys), run("c", {1: "42"}, keys), run("d", {1: "41"}, keys)]
    miss = (await analyze_run(stray[0], keys, stray[1:], judge)).misses[0]
    assert miss.certainty == "suspected" and miss.answered == 4 and miss.agreeing_models == ["b", "c"]
    passing = [run("a", {1: "42"}, keys), run("b", {1: "42"}, keys), run("c", {1: "24"}, keys)]
    miss = (await analyze_run(passing[0], keys, passing[1:], judge)).misses[0]
    assert (miss.cls, miss.certainty) == ("model_error", None)


async def test_suspicions_are_ranked_by_the_weight_of_evidence(judge: EquivalenceJudge) -> None:
    """a, b, c are right on the rest of the benchmark; w1, w2 on none of it.
    Item 1: a, b, c agree and nobody else answers. Item 2: a agrees with the two weak models.
    Item 3: a, b, c agree but two models answer otherwise. Item 9: two of four is no majority."""
    keys = [key(n, "0") for n in range(1, 10)]
    right, wrong = {n: "0" for n in range(4, 9)}, {n: "1" for n in range(4, 9)}
    runs = [
        run("a", {1: "5", 2: "6", 3: "7", 9: "7", **right}, keys),
        run("b", {1: "5", 2: "", 3: "7", 9: "7", **right}, keys),
        run("c", {1: "5", 2: "", 3: "7", 9: "1", **right}, keys),
        run("w1", {1: "", 2: "6", 3: "8", 9: "2", **wrong}, keys),
        run("w2", {1: "", 2: "6", 3: "9", 9: "", **wrong}, keys),
    ]
    analysis = await analyze_run(runs[0], keys, runs[1:], judge)
    ranked = ranked_suspicions(analysis.misses)
    assert [m.item for m in ranked] == [1, 3, 2]
    assert ranked[0].strength > ranked[1].strength > ranked[2].strength > 0
    item2 = ranked[2]
    assert item2.agreeing_accuracy == {"a": 0.625, "w1": 0.0, "w2": 0.0}
    assert next(m for m in analysis.misses if m.item == 9).cls == "model_error"


def test_strength_grows_with_agreement_count_and_accuracy() -> None:
    assert suspicion_strength([], 3) == 0.0
    assert suspicion_strength([0.9, 0.9], 2) < suspicion_strength([0.9, 0.9, 0.9], 3)  # more witnesses
    assert suspicion_strength([0.5, 0.5, 0.5], 3) < suspicion_strength([0.9, 0.9, 0.9], 3)  # better witnesses
    assert suspicion_strength([0.9, 0.9, 0.9], 5) < suspicion_strength([0.9, 0.9, 0.9], 3)  # dissent
    assert 0 < suspicion_strength([1.0] * 14, 14) < 1


async def test_accuracy_elsewhere_leaves_the_item_out(judge: EquivalenceJudge) -> None:
    keys = [key(n, "0") for n in range(1, 5)]
    runs = [run("a", {1: "9", 2: "0", 3: "0", 4: "1"}, keys), run("b", {1: "9", 2: "0", 3: "1", 4: "1"}, keys)]
    miss = next(m for m in (await analyze_run(runs[0], keys, runs[1:], judge)).misses if m.item == 1)
    assert miss.agreeing_accuracy == {"a": round(2 / 3, 4), "b": round(1 / 3, 4)}
