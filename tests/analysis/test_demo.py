"""The demo workspace's findings (SCENARIOS.md) come out of the engine exactly."""

from __future__ import annotations

from skills.analysis import EquivalenceJudge, KeyChange, ReferenceChange, analyze_run, merge_changes
from tests.analysis.demo_data import (
    CANADA_ANSWER,
    CAPITAL_ITEMS,
    GSM_ITEMS,
    TINY1_CAPITALS,
    TINY1_CAPITALS_WRONG,
    TINY1_GSM,
    TINY1_GSM_FORMAT,
    TINY1_GSM_WRONG,
    TINY2_CAPITALS,
    TINY2_CAPITALS_FORMAT,
    TINY2_GSM,
)


def test_demo_scores_match_scenarios() -> None:
    def score(run):
        return sum(run.correct.values()), len(run.correct)

    assert score(TINY1_GSM) == (12, 20)
    assert score(TINY2_GSM) == (18, 20)
    assert score(TINY2_CAPITALS) == (15, 20)
    assert score(TINY1_CAPITALS) == (14, 20)


async def test_tiny1_gsm_mini(judge: EquivalenceJudge) -> None:
    analysis = await analyze_run(TINY1_GSM, GSM_ITEMS, [TINY2_GSM], judge)
    by_class = {m.item: m.cls for m in analysis.misses}
    assert by_class == {
        **{n: "format" for n in TINY1_GSM_FORMAT},
        **{n: "model_error" for n in TINY1_GSM_WRONG},
        13: "wrong_reference",
    }
    assert {m.rule for m in analysis.misses if m.cls == "format"} == {"numeric"}
    assert analysis.key_changes == [
        KeyChange(item=n, accepted=[GSM_ITEMS[n - 1].reference], match="numeric")
        for n in sorted(TINY1_GSM_FORMAT)
    ]
    assert analysis.reference_changes == [ReferenceChange(item=13, reference="42", accepted=["42"])]
    item13 = next(m for m in analysis.misses if m.item == 13)
    assert item13.agreeing_models == ["tiny-2"]
    assert item13.consensus_answer == "42"
    assert item13.evidence.startswith("tiny-2 answers 42 too")
    assert item13.certainty == "suspected" and item13.rule == "consensus"
    assert set(item13.agreeing_accuracy) == {"tiny-1", "tiny-2"}
    assert item13.agreeing_accuracy["tiny-2"] == round(18 / 19, 4)  # right on 18 of its 19 other items
    assert item13.agreeing_accuracy["tiny-1"] == round(12 / 19, 4)
    assert 0 < item13.strength < 1
    for n in TINY1_GSM_WRONG:
        miss = next(m for m in analysis.misses if m.item == n)
        assert miss.passing_models == ["tiny-2"] and miss.format_only_models == []
        assert "tiny-2 answers it correctly" in miss.evidence
    assert analysis.verdict == "both"
    assert analysis.misses[0].model_dump()["class"] == analysis.misses[0].cls


async def test_tiny2_gsm_mini(judge: EquivalenceJudge) -> None:
    analysis = await analyze_run(TINY2_GSM, GSM_ITEMS, [TINY1_GSM], judge)
    assert {m.item: m.cls for m in analysis.misses} == {2: "model_error", 13: "wrong_reference"}
    assert analysis.key_changes == []
    assert analysis.reference_changes == [ReferenceChange(item=13, reference="42", accepted=["42"])]
    assert next(m for m in analysis.misses if m.item == 2).passing_models == ["tiny-1"]
    item13 = next(m for m in analysis.misses if m.item == 13)
    assert item13.certainty == "suspected"  # both models agreeing is evidence, not proof
    # ...so it counts for neither side: the one proven finding is the model's own mistake.
    assert analysis.verdict == "model"


async def test_tiny2_capitals(judge: EquivalenceJudge) -> None:
    analysis = await analyze_run(TINY2_CAPITALS, CAPITAL_ITEMS, [TINY1_CAPITALS], judge)
    by_item = {m.item: m for m in analysis.misses}
    assert {n: m.cls for n, m in by_item.items()} == {
        **{n: "format" for n in TINY2_CAPITALS_FORMAT},
        4: "model_error",
    }
    assert {by_item[n].rule for n in TINY2_CAPITALS_FORMAT} == {"qualifier"}
    canada = by_item[4]
    assert canada.answer == CANADA_ANSWER and canada.passing_models == ["tiny-1"]
    # Widening keeps the rule and adds the exact answers; the injected text changes nothing.
    assert analysis.key_changes == [
        KeyChange(item=n, accepted=[CAPITAL_ITEMS[n - 1].reference, TINY2_CAPITALS_FORMAT[n]], match=None)
        for n in sorted(TINY2_CAPITALS_FORMAT)
    ]
    assert analysis.reference_changes == []
    assert analysis.verdict == "both"


async def test_tiny1_capitals_blames_the_model(judge: EquivalenceJudge) -> None:
    analysis = await analyze_run(TINY1_CAPITALS, CAPITAL_ITEMS, [TINY2_CAPITALS], judge)
    assert {m.item: m.cls for m in analysis.misses} == {n: "model_error" for n in TINY1_CAPITALS_WRONG}
    australia = next(m for m in analysis.misses if m.item == 2)
    assert australia.passing_models == ["tiny-2"] and australia.format_only_models == ["tiny-2"]
    assert "right in a form the key rejects" in australia.evidence
    for miss in analysis.misses:
        assert miss.passing_models == ["tiny-2"]
    assert analysis.key_changes == [] and analysis.reference_changes == []
    assert analysis.verdict == "model"


async def test_merged_changes_over_every_gsm_run(judge: EquivalenceJudge) -> None:
    runs = [TINY1_GSM, TINY2_GSM]
    analyses = [await analyze_run(r, GSM_ITEMS, [o for o in runs if o is not r], judge) for r in runs]
    keys, references = merge_changes(analyses, GSM_ITEMS)
    assert [k.item for k in keys] == sorted(TINY1_GSM_FORMAT)
    assert {k.match for k in keys} == {"numeric"}
    assert references == [ReferenceChange(item=13, reference="42", accepted=["42"])]


async def test_a_run_with_no_misses(judge: EquivalenceJudge) -> None:
    perfect = TINY1_GSM.model_copy(
        update={"run_id": "run_perfect", "correct": {n: True for n in TINY1_GSM.correct}}
    )
    analysis = await analyze_run(perfect, GSM_ITEMS, [TINY2_GSM], judge)
    assert analysis.misses == [] and analysis.verdict == "none"
