"""bench/analysis_truth.py on a few unchanged records of each public data set (tests/data/public_sample)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench import analysis_truth
from bench.analysis_sandbox import ModelAnalysis, jsonl, loaded_sandbox
from bench.truth_sets import TruthAnswer, TruthItem, TruthSet, evouna, final_answer_line, gsm8k, qwen_math, sample

SAMPLE = Path(__file__).parent.parent / "data" / "public_sample"


def test_evouna_golden_answers_become_the_accepted_list() -> None:
    nq = evouna(SAMPLE / "evouna" / "NQ.json")
    assert (nq.name, nq.source_items, len(nq.items), nq.models) == (
        "evouna-nq", 6, 6, ["fid", "gpt35", "chatgpt", "gpt4", "newbing"])
    olivia = nq.items[2]
    assert (olivia.reference, olivia.accepted, olivia.match) == ("Olivia", ["Olivia", "MFSK"], "case_insensitive")
    assert [i.number for i in nq.items if i.improper] == [2, 4]
    second = [a for a in nq.answers if a.item == 2]
    assert [a.right for a in second] == [None, None, False, None, None]  # null judgements stay unlabelled
    assert second[-1].answer == ""  # a null answer is an empty one
    tq = evouna(SAMPLE / "evouna" / "TQ.json")
    sunset = tq.items[2]
    assert sunset.accepted == ["Sunset Blvd", "West Sunset Boulevard", "Sunset Boulevard", "Sunset Bulevard",
                               "Sunset Blvd."]
    assert [a.right for a in tq.answers if a.item == 3] == [True, False, False, True, False]


def test_qwen_math_samples_are_models_and_the_harness_score_is_the_label() -> None:
    qwen = qwen_math(SAMPLE / "qwen-math" / "math_cot_100.jsonl")
    assert qwen.models == [f"sample-{n}" for n in range(8)]
    assert [(i.reference, i.match) for i in qwen.items] == [
        ("420", "exact"), ("4:30p..", "exact"), ("\\frac{3}{8}", "exact"), ("900,000,000", "exact")]
    mixed = [(a.answer, a.right) for a in qwen.answers if a.item == 3]
    assert mixed[:3] == [("\\frac{5}{16}", False), ("\\frac{3}{8}", True), ("\\frac{3}{8}", True)]
    assert {(a.answer, a.right) for a in qwen.answers if a.item == 4} == {("900000000", True)}
    assert qwen_math(SAMPLE / "qwen-math" / "math_cot_100.jsonl", rule="math").items[0].match == "math"


def test_gsm8k_final_answer_lines() -> None:
    gsm = gsm8k(SAMPLE / "gsm8k" / "example_model_solutions.jsonl")
    assert [(i.reference, i.match) for i in gsm.items] == [
        ("18", "numeric"), ("3", "numeric"), ("70000", "numeric"), ("540", "numeric"), ("20", "numeric")]
    assert [(a.model, a.answer, a.right) for a in gsm.answers if a.item == 3] == [
        ("6b_finetuning", "A: 90,000", False), ("6b_verification", "A: 115000", False),
        ("175b_finetuning", "A: -129025", False), ("175b_verification", "A: 65000", False)]
    assert final_answer_line("step 1\nA: 12\n\n") == "A: 12"
    assert final_answer_line("no marker\nso 7 apples") == "so 7 apples"
    assert final_answer_line("#### 1,000") == "#### 1,000"


def test_subsample_is_seeded_and_in_file_order() -> None:
    assert sample(5, None, 0) == [0, 1, 2, 3, 4]
    picked = sample(100, 10, 3)
    assert picked == sorted(picked) and len(set(picked)) == 10 and picked == sample(100, 10, 3)
    assert picked != sample(100, 10, 4)


async def test_the_real_importer_loads_a_set_and_scores_it_with_the_key() -> None:
    qwen = qwen_math(SAMPLE / "qwen-math" / "math_cot_100.jsonl")
    async with loaded_sandbox(jsonl(qwen.import_records())) as loaded:
        scored = (await loaded.scored(qwen.name)).correct
    assert set(scored) == set(qwen.models)
    assert [scored["sample-0"][n] for n in (1, 2, 3, 4)] == [True, False, False, False]  # exact: 900000000 misses
    assert scored["sample-1"][3] is True
    f = analysis_truth.figures(qwen, analysis_truth.join(qwen, scored, []), [], 0.0, 0.0)
    assert (f.items, f.answers, f.judged_wrong, f.wrong_scored_wrong, f.right_missed) == (4, 32, 13, 13, 8)


def _truth() -> TruthSet:
    items = [TruthItem(number=n, source=f"x[{n}]", question="q", reference="r", accepted=["r"], match="exact",
                       improper=n == 5) for n in range(1, 6)]
    labels = {1: False, 2: False, 3: False, 4: True, 5: False}
    answers = [TruthAnswer(item=n, model=m, answer=f"{m}{n}", right=labels[n]) for n in labels for m in ("a", "b")]
    answers.append(TruthAnswer(item=1, model="c", answer="c1", right=None))
    return TruthSet(name="t", title="t", key_rule="exact", source_items=5, items=items, models=["a", "b", "c"],
                    answers=answers)


def test_blame_counts_format_and_proven_references_and_keeps_suspected_apart() -> None:
    def miss(item: int, cls: str, **extra: str) -> dict[str, object]:
        return {"item": item, "answer": "", "key": "r", "class": cls, "rule": None, "evidence": "", **extra}

    report = {"misses": [miss(1, "format"), miss(2, "wrong_reference", certainty="suspected"),
                         miss(3, "wrong_reference"), miss(4, "format"), miss(5, "format")]}
    analyses = [ModelAnalysis(model="a", seconds=1.0, report=report),
                ModelAnalysis(model="b", seconds=0.5, error="The change cannot be applied")]
    scored = {"a": {n: False for n in range(1, 6)}, "b": {n: False for n in range(1, 6)}}
    outcomes = analysis_truth.join(_truth(), scored, analyses)
    assert len(outcomes) == 10  # the unlabelled answer is left out
    f = analysis_truth.figures(_truth(), outcomes, analyses, 0.1, 1.5)
    assert (f.answers, f.judged_wrong, f.wrong_scored_wrong) == (8, 6, 6)  # item 5 was judged faulty
    assert (f.blamed_format, f.blamed_proven, f.suspected) == (1, 1, 1)  # no certainty counts as proven
    assert f.blamed_share == pytest.approx(2 / 6) and not f.target_met
    assert (f.right_missed, f.found, f.improper_blamed) == (2, 1, 1)
    assert f.failures == {"b": "The change cannot be applied"} and f.not_analysed == 4
    kinds = {e.kind for e in analysis_truth.examples(_truth(), outcomes)}
    # item 4's right answer was found for a; b's was never analysed, so it is no "not found" example
    assert kinds == {"wrong answer blamed on the benchmark", "wrong answer, reference suspected"}


def test_main_prints_the_figures_of_every_set(capsys: pytest.CaptureFixture[str]) -> None:
    # qwen-math is left out here only for time: its first math check starts a math-verify worker
    sets = ("evouna-nq", "evouna-tq", "gsm8k")
    assert analysis_truth.main([str(SAMPLE), "--json", *(f"--only={name}" for name in sets)]) == 0
    out = capsys.readouterr().out
    for name in sets:
        assert f"== {name}:" in out
    assert out.count("\n   blamed on the benchmark:") == 3 and "right answers the key misses:" in out
    figures = {s["figures"]["name"]: s["figures"] for s in json.loads(out.strip().splitlines()[-1])["sets"]}
    assert set(figures) == set(sets)
    gsm = figures["gsm8k"]
    assert (gsm["answers"], gsm["judged_wrong"], gsm["right_missed"]) == (20, 12, 0)
    assert figures["evouna-nq"]["answers"] == 20  # the two items people judged faulty are left out
    for f in figures.values():
        assert 0 <= f["blamed_format"] + f["blamed_proven"] <= f["wrong_scored_wrong"] <= f["judged_wrong"]
        assert 0 <= f["found"] <= f["right_missed"] and f["failures"] == {} or f["not_analysed"] > 0


def test_main_says_when_the_data_folder_is_missing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert analysis_truth.main([str(tmp_path / "nowhere")]) == 2
    assert "no data folder" in capsys.readouterr().err
    assert analysis_truth.main([str(tmp_path)]) == 2
    assert "no known data set" in capsys.readouterr().err
