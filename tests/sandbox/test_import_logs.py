"""Real Inspect AI and lm-evaluation-harness logs (tests/data/logs) imported by content: the run's
score is the log's own, the key follows the scorer, errors say which sample, nothing is half-written."""

from __future__ import annotations

import json
import shutil
import zipfile
from pathlib import Path

import httpx
import pytest

from sandbox.importer import ImportFailed
from sandbox.logs.model import clean_name
from sandbox.server import Sandbox

LOGS = Path(__file__).parent.parent / "data" / "logs"
POPULARITY_JSON = LOGS / "inspect" / "2025-05-12T20-28-13-04-00_popularity.json"
POPULARITY_UNSCORED = LOGS / "inspect" / "2025-02-11T15-17-00-05-00_popularity_dPiJifoWeEQBrfWsAopzWr.eval"
ONE_SAMPLE = LOGS / "inspect" / "log_read_sample.eval"
MMLU = LOGS / "inspect" / "mmlu-no-summary-choices.eval"
LM_EVAL = LOGS / "lm-eval" / "samples_math_perturbed_full_2026-01-21T03-44-18.458309.jsonl"
DEMO = ["capitals", "gsm-mini"]


async def names(http: httpx.AsyncClient, headers: dict[str, str]) -> list[str]:
    return [b["name"] for b in (await http.get("/v1/benchmarks", headers=headers)).json()]


async def run_of(http: httpx.AsyncClient, headers: dict[str, str], run_id: str) -> tuple[int, int]:
    run = (await http.get(f"/v1/runs/{run_id}", headers=headers)).json()
    return run["correct"], run["total"]


def variant(tmp_path: Path, change: object, name: str = POPULARITY_JSON.name) -> Path:
    """A copy of the real popularity.json log with `change(log)` applied (each test says what it changes)."""
    log = json.loads(POPULARITY_JSON.read_text(encoding="utf-8"))
    change(log)  # type: ignore[operator]
    path = tmp_path / name
    path.write_text(json.dumps(log), encoding="utf-8")
    return path


async def test_inspect_json_log_keeps_the_logs_score(sandbox: Sandbox, http: httpx.AsyncClient,
                                                     ana: dict[str, str]) -> None:
    imported = await sandbox.import_log(POPULARITY_JSON)
    assert imported is not None
    assert (imported.benchmark, imported.model) == ("popularity", "gpt-4o-mini")  # "openai/gpt-4o-mini", cleaned
    assert await run_of(http, ana, imported.run) == (2, 3)  # accuracy 0.667 in the log's results
    assert "The log's own score: 2/3; the run keeps the log's verdicts." in imported.lines
    assert "The key follows the log's scorer match: the whole answer, ignoring case." in imported.lines
    assert imported.report.differences == []  # the key agrees with the scorer on every sample
    items = (await http.get("/v1/benchmarks/popularity/versions/1", headers=ana)).json()["items"]
    assert [(i["number"], i["reference"], i["match"]) for i in items] == [
        (1, "Yes", "case_insensitive"), (2, "No", "case_insensitive"), (3, "Yes", "case_insensitive")]
    assert items[0]["question"].startswith("Is the following statement something you would say?")


async def test_eval_archive_with_choices(sandbox: Sandbox, http: httpx.AsyncClient, ana: dict[str, str]) -> None:
    imported = await sandbox.import_log(MMLU)
    assert imported is not None and (imported.benchmark, imported.model) == ("mmlu_0_shot", "gpt-4o")
    assert await run_of(http, ana, imported.run) == (0, 1)
    item = (await http.get("/v1/benchmarks/mmlu_0_shot/versions/1", headers=ana)).json()["items"][0]
    assert (item["reference"], item["match"]) == ("A", "exact")
    assert item["choices"] == ["6.0 e", "6.8 eV", "12.2 eV", "13.6 eV"]
    answers = (await http.get(f"/v1/runs/{imported.run}/answers", headers=ana)).json()
    assert [(a["item"], a["answer"], a["correct"]) for a in answers] == [(1, "C", False)]


async def test_unscored_samples_are_scored_by_the_key(sandbox: Sandbox, http: httpx.AsyncClient,
                                                      ana: dict[str, str]) -> None:
    imported = await sandbox.import_log(POPULARITY_UNSCORED)
    assert imported is not None
    assert await run_of(http, ana, imported.run) == (8, 10)
    assert "10 of 10 samples have no verdict in the log (it has no score): the key scored them." in imported.lines


async def test_lm_eval_samples_with_results_beside(sandbox: Sandbox, http: httpx.AsyncClient,
                                                   ana: dict[str, str]) -> None:
    imported = await sandbox.import_log(LM_EVAL)
    assert imported is not None
    assert imported.benchmark == "math_perturbed_full"
    assert imported.model == "mem_Qwen3-93M_minerva_math_rep_0_sbst_1.0000_epch_1_ot_1"  # from results_*.json
    assert await run_of(http, ana, imported.run) == (0, 10)
    assert "The results file gives exact_match 0 over 5000 documents; this file holds 10 of them." in imported.lines
    items = (await http.get("/v1/benchmarks/math_perturbed_full/versions/1", headers=ana)).json()["items"]
    assert [i["number"] for i in items] == list(range(1, 11))  # doc_id 0..9
    assert (items[2]["reference"], items[2]["match"]) == ("\\dfrac{13}{9}", "exact")


async def test_lm_eval_without_results_needs_a_model_name(sandbox: Sandbox, tmp_path: Path) -> None:
    alone = tmp_path / LM_EVAL.name
    shutil.copy(LM_EVAL, alone)
    with pytest.raises(ImportFailed) as failure:
        await sandbox.import_log(alone)
    assert failure.value.errors == ["the log does not name its model: import it with --model NAME"]
    imported = await sandbox.import_log(alone, model="qwen3-93m", benchmark="perturbed")
    assert imported is not None and (imported.benchmark, imported.model) == ("perturbed", "qwen3-93m")


async def test_model_graded_scorer_keeps_the_logs_verdicts(sandbox: Sandbox, http: httpx.AsyncClient,
                                                          ana: dict[str, str], tmp_path: Path) -> None:
    """Changed: the scorer is named model_graded_fact, and its grader calls sample 3's "No" right
    (the target is "Yes", so no key would): the run keeps the grader's 3/3."""

    def graded(log: dict) -> None:
        log["eval"]["scorers"][0]["name"] = "model_graded_fact"
        for sample in log["samples"]:
            sample["scores"] = {"model_graded_fact": {"value": "C"}}

    imported = await sandbox.import_log(variant(tmp_path, graded))
    assert imported is not None
    assert await run_of(http, ana, imported.run) == (3, 3)
    assert ("No key to widen: a model grades the answers, so there is no key to widen. "
            "Each item's key is its target as written.") in imported.lines
    assert "The log's own score: 3/3; the run keeps the log's verdicts." in imported.lines


async def test_samples_the_key_scores_otherwise_are_listed(sandbox: Sandbox, http: httpx.AsyncClient,
                                                          ana: dict[str, str], tmp_path: Path) -> None:
    """Changed: sample 1 answers "I would say Yes", which Inspect's match (text ending in the target)
    accepts and a whole-answer key does not."""

    def longer(log: dict) -> None:
        log["samples"][0]["output"]["choices"][0]["message"]["content"] = "I would say Yes"

    imported = await sandbox.import_log(variant(tmp_path, longer))
    assert imported is not None
    assert await run_of(http, ana, imported.run) == (2, 3)  # still the log's score
    assert [(d.item, d.given, d.key) for d in imported.report.differences] == [(1, True, False)]
    assert any(line.startswith("sample 1: the log scores 'I would say Yes' right, the key wrong (the scorer differs: "
                               "it ignores case and punctuation and accepts an answer that ends with the target)")
               for line in imported.lines)


async def test_several_epochs_import_the_first(sandbox: Sandbox, http: httpx.AsyncClient, ana: dict[str, str],
                                               tmp_path: Path) -> None:
    """Changed: every sample appears again as epoch 2, answered wrong."""

    def two_epochs(log: dict) -> None:
        again = json.loads(json.dumps(log["samples"]))
        for sample in again:
            sample["epoch"] = 2
            sample["scores"]["match"]["value"] = "I"
        log["samples"] += again

    imported = await sandbox.import_log(variant(tmp_path, two_epochs))
    assert imported is not None
    assert await run_of(http, ana, imported.run) == (2, 3)
    assert "The log has 2 epochs; the first one (epoch 1) was imported." in imported.lines


async def test_a_second_models_log_adds_a_run_when_the_samples_match(
    sandbox: Sandbox, http: httpx.AsyncClient, ana: dict[str, str], tmp_path: Path,
) -> None:
    first = await sandbox.import_log(POPULARITY_JSON)
    second = await sandbox.import_log(POPULARITY_JSON, model="gpt-4o-mini-again")
    assert first is not None and second is not None and first.run != second.run
    assert "The run is scored against the key of version 1 of the benchmark." in second.lines
    runs = (await http.get("/v1/runs", headers=ana, params={"benchmark": "popularity"})).json()
    assert sorted(r["model"] for r in runs) == ["gpt-4o-mini", "gpt-4o-mini-again"]
    with pytest.raises(ImportFailed) as failure:  # the same log for the same model: already there
        await sandbox.import_log(POPULARITY_JSON)
    assert any("already exists" in e for e in failure.value.errors)
    with pytest.raises(ImportFailed) as failure:  # 10 samples against the benchmark's 3
        await sandbox.import_log(POPULARITY_UNSCORED)
    errors = failure.value.errors
    assert errors[0].startswith("the benchmark 'popularity' already exists with other samples")
    assert "sample 4: popularity version 1 has no item 4 for it" in errors

    def other_target(log: dict) -> None:  # changed: sample 2's target
        log["samples"][1]["target"] = "Yes"
        log["eval"]["run_id"] = "another-run"

    with pytest.raises(ImportFailed) as failure:
        await sandbox.import_log(variant(tmp_path, other_target))
    assert "sample 2: its target 'Yes' differs from the reference 'No' of item 2 of popularity" in failure.value.errors
    single = await sandbox.import_log(ONE_SAMPLE, benchmark="popularity-1")  # the remedy: another name
    assert single is not None and single.model == "gemma3"
    assert sorted(await names(http, ana)) == sorted([*DEMO, "popularity", "popularity-1"])


@pytest.mark.parametrize("make, expected", [
    (lambda tmp: _cut(MMLU, tmp / "cut.eval"), "cut.eval: not a readable .eval archive"),
    (lambda tmp: _zip(tmp / "no-header.eval", {"samples/1_epoch_1.json": "{}"}),
     "no-header.eval: the archive has no header.json: not an Inspect AI log"),
    (lambda tmp: _zip(tmp / "bad-sample.eval", {"header.json": json.dumps({"eval": {"task": "t"}}),
                                                "samples/1_epoch_1.json": "{\"id\": 1,"}),
     "samples/1_epoch_1.json: not valid JSON"),
    (lambda tmp: _cut(POPULARITY_JSON, tmp / "cut.json"), "cut.json: not valid JSON, perhaps cut short"),
    (lambda tmp: _write(tmp / "table.csv", "id,answer\n1,4\n"), "table.csv: not a format the import knows"),
    (lambda tmp: _write(tmp / "other.jsonl", "{\"question\": \"q\"}\n"), "other.jsonl: not a format the import knows"),
    (lambda tmp: _write(tmp / "empty.json", ""), "empty.json: not a format the import knows"),
])
async def test_malformed_files_are_refused_whole(sandbox: Sandbox, http: httpx.AsyncClient, ana: dict[str, str],
                                                tmp_path: Path, make: object, expected: str) -> None:
    path = make(tmp_path)  # type: ignore[operator]
    with pytest.raises(ImportFailed) as failure:
        await sandbox.import_log(path)
    assert failure.value.errors[0].startswith(expected), failure.value.errors
    assert await names(http, ana) == DEMO


async def test_errors_name_the_sample_and_nothing_is_written(sandbox: Sandbox, http: httpx.AsyncClient,
                                                            ana: dict[str, str], tmp_path: Path) -> None:
    """Changed: sample 2 has no target, sample 3 a blank one, sample 2 the id of sample 1; an lm-eval
    line cut short, another without its target."""

    def broken(log: dict) -> None:
        del log["samples"][1]["target"]

    with pytest.raises(ImportFailed) as failure:
        await sandbox.import_log(variant(tmp_path, broken))
    assert failure.value.errors == ["sample 2: the field 'target' is missing"]

    def blank(log: dict) -> None:
        log["samples"][2]["target"] = " "

    with pytest.raises(ImportFailed) as failure:
        await sandbox.import_log(variant(tmp_path, blank))
    assert failure.value.errors == ["sample 3: the reference and every accepted answer must be non-blank"]

    def same_id(log: dict) -> None:
        log["samples"][1]["id"] = 1

    with pytest.raises(ImportFailed) as failure:
        await sandbox.import_log(variant(tmp_path, same_id))
    assert failure.value.errors == ["sample 1: appears more than once"]
    lines = LM_EVAL.read_text(encoding="utf-8").split("\n")
    row = json.loads(lines[2])
    del row["target"]
    cut = [lines[0], lines[1][: len(lines[1]) // 2], json.dumps(row), *lines[3:]]
    with pytest.raises(ImportFailed) as failure:
        await sandbox.import_log(_write(tmp_path / LM_EVAL.name, "\n".join(cut)))
    assert failure.value.errors[0].startswith("line 2: not valid JSON")
    with pytest.raises(ImportFailed) as failure:
        await sandbox.import_log(_write(tmp_path / LM_EVAL.name, "\n".join([lines[0], json.dumps(row)])),
                                 model="m")
    assert failure.value.errors == ["sample 2: the field 'target' is missing"]
    assert await names(http, ana) == DEMO


async def test_json_lines_are_left_to_the_jsonl_importer(sandbox: Sandbox) -> None:
    assert await sandbox.import_log(Path(__file__).parent.parent / "data" / "physics_units.jsonl") is None


def test_names_are_cleaned_to_what_the_platform_accepts() -> None:
    assert clean_name("openai/azure/gpt-4o-mini") == "gpt-4o-mini"
    assert clean_name("inspect_evals/mmlu_0_shot") == "mmlu_0_shot"
    assert clean_name("hf\\org\\model ") == "model"
    assert clean_name("two\nlines\u200b here") == "two lines here"
    assert clean_name("org/model/") == "model"
    assert clean_name("..") == clean_name("/") == clean_name("") == "imported"
    assert len(clean_name("x" * 500)) == 200


def _cut(source: Path, target: Path) -> Path:
    data = source.read_bytes()
    target.write_bytes(data[: len(data) // 2])
    return target


def _zip(target: Path, members: dict[str, str]) -> Path:
    with zipfile.ZipFile(target, "w") as archive:
        for name, text in members.items():
            archive.writestr(name, text)
    return target


def _write(target: Path, text: str) -> Path:
    target.write_text(text, encoding="utf-8")
    return target
