"""`benchgen-bot analyze --json --log PATH …` and `benchgen-sandbox import LOG` as a pipeline runs them:
real processes on the real logs in tests/data/logs; the analysis needs no account and no database file."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

LOGS = Path(__file__).parent.parent / "data" / "logs"
POPULARITY_JSON = LOGS / "inspect" / "2025-05-12T20-28-13-04-00_popularity.json"
MMLU = LOGS / "inspect" / "mmlu-no-summary-choices.eval"
LM_EVAL = LOGS / "lm-eval" / "samples_math_perturbed_full_2026-01-21T03-44-18.458309.jsonl"


def run(module: str, args: list[str], db: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "BENCHGEN_SANDBOX_DB_PATH": str(db)}
    env.pop("REDIS_URL", None)
    env.pop("BENCHGEN_URL", None)
    return subprocess.run([sys.executable, "-c", f"import sys; from {module} import main; sys.exit(main())", *args],
                          env=env, capture_output=True, text=True, timeout=120, check=False)


def analyze(logs: list[Path], db: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    return run("bot.app.cli", ["analyze", "--json", *[arg for log in logs for arg in ("--log", str(log))], *extra], db)


def test_one_log_one_object_and_no_database_file(tmp_path: Path) -> None:
    db = tmp_path / "never.sqlite3"
    done = analyze([POPULARITY_JSON], db)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert (report["benchmark"], report["model"], report["correct"], report["total"]) == ("popularity", "gpt-4o-mini", 2, 3)
    assert [(m["item"], m["answer"], m["key"]) for m in report["misses"]] == [(3, "No", "Yes")]
    assert "The log's own score: 2/3; the run keeps the log's verdicts." in done.stderr
    assert not db.exists()


def test_several_logs_of_one_task_are_several_models(tmp_path: Path) -> None:
    """The second log is the real popularity.json with the model renamed and sample 3 answered "Yes"
    (right): the analysis of gpt-4o-mini's miss on item 3 then has another model's evidence."""
    log = json.loads(POPULARITY_JSON.read_text(encoding="utf-8"))
    log["eval"]["model"] = "openai/gpt-4.1"
    log["samples"][2]["output"]["choices"][0]["message"]["content"] = "Yes"
    log["samples"][2]["scores"]["match"] = {"value": "C", "answer": "Yes"}
    other = tmp_path / "popularity-gpt-4.1.json"
    other.write_text(json.dumps(log), encoding="utf-8")
    done = analyze([POPULARITY_JSON, other], tmp_path / "db")
    assert done.returncode == 0, done.stderr
    reports = json.loads(done.stdout)
    assert [(r["model"], r["benchmark"], r["correct"]) for r in reports] == [
        ("gpt-4o-mini", "popularity", 2), ("gpt-4.1", "popularity", 3)]
    miss = reports[0]["misses"][0]
    assert miss["class"] == "model_error" and "gpt-4.1" in miss["evidence"]


def test_logs_of_different_tasks_and_formats(tmp_path: Path) -> None:
    done = analyze([MMLU, LM_EVAL], tmp_path / "db")
    assert done.returncode == 0, done.stderr
    reports = json.loads(done.stdout)
    assert [(r["benchmark"], r["correct"], r["total"]) for r in reports] == [("mmlu_0_shot", 0, 1),
                                                                            ("math_perturbed_full", 0, 10)]


def test_a_bad_log_exits_1_with_the_reason(tmp_path: Path) -> None:
    cut = tmp_path / "cut.json"
    cut.write_text(POPULARITY_JSON.read_text(encoding="utf-8")[:5000], encoding="utf-8")
    done = analyze([POPULARITY_JSON, cut], tmp_path / "db")
    assert done.returncode == 1
    assert "cut.json: not valid JSON, perhaps cut short" in done.stderr
    assert done.stdout == "" and "Traceback" not in done.stderr


def test_sandbox_import_of_a_log(tmp_path: Path) -> None:
    db = tmp_path / "sandbox.sqlite3"
    done = run("sandbox.cli", ["import", str(POPULARITY_JSON), "--db", str(db)], db)
    assert done.returncode == 0, done.stderr
    summary, first, *_ = done.stdout.splitlines()
    assert summary == "Imported 1 benchmark, 3 items, 1 model (1 version), 0 training sets, 1 run, 3 answers."
    assert first.startswith("gpt-4o-mini on popularity version 1: 2/3 right (67%), run run_")
    again = run("sandbox.cli", ["import", str(POPULARITY_JSON), "--db", str(db)], db)
    assert again.returncode == 1 and "already exists" in again.stderr
    jsonl = run("sandbox.cli", ["import", str(LOGS.parent / "physics_units.jsonl"), "--model", "m", "--db", str(db)], db)
    assert jsonl.returncode == 1 and "a JSON Lines file names its own" in jsonl.stderr
    analysis = run("bot.app.cli", ["analyze", "--json", "--model", "gpt-4o-mini", "--benchmark", "popularity"], db)
    assert analysis.returncode == 0, analysis.stderr
    assert json.loads(analysis.stdout)["correct"] == 2
