"""An invented benchmark with three models and mixed answer types: the engine is not demo-specific."""

from __future__ import annotations

from skills.analysis import (
    EquivalenceJudge,
    ItemKey,
    KeyChange,
    ModelRun,
    ReferenceChange,
    analyze_run,
    merge_changes,
)

KEYS = {
    1: ("1/2", "exact"),
    2: ("12", "exact"),
    3: ("\\frac{\\sqrt{2}}{2}", "exact"),
    4: ("7", "exact"),  # wrong: every model says 9
    5: ("Madrid", "case_insensitive"),
    6: ("1000", "exact"),
    7: ("14", "exact"),  # wrong: two of three models say 15
    8: ("-3", "exact"),
    9: ("Sucre", "case_insensitive"),
}
ITEMS = [
    ItemKey(number=n, question=f"mixed question {n}", reference=ref, accepted=[ref], match=match)
    for n, (ref, match) in KEYS.items()
]
ANSWERS = {
    "alpha": {1: "0.5", 2: "twelve", 3: "$\\frac{1}{\\sqrt{2}}$", 4: "9", 5: "Madrid, Spain",
              6: "1,000 meters", 7: "15", 8: "x = -3", 9: "La Paz"},
    "beta": {1: "1/2", 2: "12 cm", 3: "0.5", 4: "nine", 5: "Barcelona", 6: "100", 7: "15", 8: "3",
             9: "Sucre"},
    "gamma": {1: "\\frac{1}{2}", 2: "12", 3: "\\frac{\\sqrt{2}}{2}", 4: "x = 9", 5: "madrid", 6: "1000",
              7: "16", 8: "−3", 9: "Sucre (Bolivia)"},
}


def _run(model: str) -> ModelRun:
    answers = ANSWERS[model]
    correct = {}
    for item in ITEMS:
        text = answers[item.number].strip()
        if item.match == "case_insensitive":
            correct[item.number] = text.casefold() == item.reference.casefold()
        else:
            correct[item.number] = text == item.reference
    return ModelRun(run_id=f"run_{model}", model=model, answers=answers, correct=correct)


RUNS = [_run(m) for m in ANSWERS]


def _others(run: ModelRun) -> list[ModelRun]:
    return [r for r in RUNS if r is not run]


async def test_alpha_misses_are_the_benchmarks_fault(judge: EquivalenceJudge) -> None:
    alpha = RUNS[0]
    analysis = await analyze_run(alpha, ITEMS, _others(alpha), judge)
    found = {m.item: (m.cls, m.rule) for m in analysis.misses}
    assert found == {
        1: ("format", "math"),
        2: ("format", "number_words"),
        3: ("format", "math"),
        4: ("wrong_reference", "consensus"),
        5: ("format", "qualifier"),
        6: ("format", "numeric"),
        7: ("wrong_reference", "consensus"),
        8: ("format", "numeric"),
        9: ("model_error", None),
    }
    assert analysis.verdict == "both"
    assert analysis.key_changes == [
        KeyChange(item=1, accepted=["1/2"], match="math"),
        KeyChange(item=2, accepted=["12", "twelve"], match=None),
        KeyChange(item=3, accepted=["\\frac{\\sqrt{2}}{2}"], match="math"),
        KeyChange(item=5, accepted=["Madrid", "Madrid, Spain"], match=None),
        KeyChange(item=6, accepted=["1000"], match="numeric"),
        KeyChange(item=8, accepted=["-3"], match="numeric"),
    ]
    assert analysis.reference_changes == [
        ReferenceChange(item=4, reference="9", accepted=["9"]),
        ReferenceChange(item=7, reference="15", accepted=["15"]),
    ]
    item4 = next(m for m in analysis.misses if m.item == 4)
    assert item4.agreeing_models == ["beta", "gamma"] and item4.consensus_answer == "9"
    item9 = next(m for m in analysis.misses if m.item == 9)
    assert item9.passing_models == ["beta", "gamma"] and item9.format_only_models == ["gamma"]


async def test_beta_and_gamma(judge: EquivalenceJudge) -> None:
    beta, gamma = RUNS[1], RUNS[2]
    beta_found = {m.item: m.cls for m in (await analyze_run(beta, ITEMS, _others(beta), judge)).misses}
    assert beta_found == {
        2: "format", 3: "model_error", 4: "wrong_reference", 5: "model_error", 6: "model_error",
        7: "wrong_reference", 8: "model_error",
    }
    gamma_analysis = await analyze_run(gamma, ITEMS, _others(gamma), judge)
    gamma_found = {m.item: m.cls for m in gamma_analysis.misses}
    # Item 7: gamma's 16 agrees with nobody; the 15 majority is not gamma's answer.
    assert gamma_found == {1: "format", 4: "wrong_reference", 7: "model_error", 8: "format", 9: "format"}
    item7 = next(m for m in gamma_analysis.misses if m.item == 7)
    assert item7.passing_models == [] and "no other model answers it correctly" in item7.evidence


async def test_merge_gives_one_change_per_item(judge: EquivalenceJudge) -> None:
    analyses = [await analyze_run(r, ITEMS, _others(r), judge) for r in RUNS]
    keys, references = merge_changes(analyses, ITEMS)
    by_item = {k.item: k for k in keys}
    assert len(by_item) == len(keys)
    # alpha spells 12 in words, beta writes "12 cm": a numeric rule would reject "twelve", so the
    # merged change lists both answers instead.
    assert by_item[2] == KeyChange(item=2, accepted=["12", "twelve", "12 cm"], match=None)
    assert by_item[1] == KeyChange(item=1, accepted=["1/2"], match="math")
    assert by_item[8] == KeyChange(item=8, accepted=["-3"], match="numeric")
    assert by_item[9] == KeyChange(item=9, accepted=["Sucre", "Sucre (Bolivia)"], match=None)
    assert [r.item for r in references] == [4, 7]
    assert not set(by_item) & {r.item for r in references}


async def test_every_proposed_key_accepts_its_answers_and_reference(judge: EquivalenceJudge) -> None:
    """A widening must make the key accept the missed answer and still accept the reference."""
    for run in RUNS:
        analysis = await analyze_run(run, ITEMS, _others(run), judge)
        for change in analysis.key_changes:
            item = ITEMS[change.item - 1]
            widened = item.model_copy(update={"accepted": change.accepted, "match": change.match or item.match})
            miss = next(m for m in analysis.misses if m.item == change.item)
            assert await judge.key_accepts(miss.answer, widened)
            assert await judge.key_accepts(item.reference, widened)


async def test_reference_rejected_by_its_own_key(judge: EquivalenceJudge) -> None:
    broken = ItemKey(number=1, question="q", reference="Lyon", accepted=["Paris"], match="exact")
    run = ModelRun(run_id="r1", model="solo", answers={1: "Marseille"}, correct={1: False})
    analysis = await analyze_run(run, [broken], [], judge)
    assert [(m.cls, m.rule) for m in analysis.misses] == [("wrong_reference", "reference_rejected")]
    assert analysis.reference_changes == []  # no consensus to propose
    assert analysis.verdict == "benchmark"


async def test_same_model_is_not_its_own_witness(judge: EquivalenceJudge) -> None:
    item = ItemKey(number=1, question="q", reference="24", accepted=["24"], match="exact")
    first = ModelRun(run_id="a", model="tiny-1", answers={1: "42"}, correct={1: False})
    again = ModelRun(run_id="b", model="tiny-1", answers={1: "42"}, correct={1: False})
    analysis = await analyze_run(first, [item], [again, first], judge)
    assert [m.cls for m in analysis.misses] == ["model_error"]
    assert analysis.misses[0].evidence == "no other model has answered this item"
