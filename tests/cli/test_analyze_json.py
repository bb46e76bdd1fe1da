"""`benchgen-bot analyze --json` as operators run it: real processes, a sandbox database file,
an imported benchmark with three models that the analysis was not written against."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

DATA = Path(__file__).parent.parent / "data" / "physics_units.jsonl"
REFUSED = Path(__file__).parent.parent / "data" / "refused_widening.jsonl"


def run(args: list[str], db: Path, **extra_env: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "BENCHGEN_SANDBOX_DB": str(db), "BENCHGEN_SANDBOX_DB_PATH": str(db), **extra_env}
    env.pop("REDIS_URL", None)
    return subprocess.run([sys.executable, "-c", "import sys; from bot.app.cli import main; sys.exit(main())", *args],
                          env=env, capture_output=True, text=True, timeout=120)


def sandbox(args: list[str], db: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", "import sys; from sandbox.cli import main; sys.exit(main())",
                           *args, "--db", str(db)], capture_output=True, text=True, timeout=120)


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("cli") / "sandbox.sqlite3"
    done = sandbox(["import", str(DATA)], path)
    assert done.returncode == 0, done.stderr
    return path


def test_demo_analysis_as_json(db: Path) -> None:
    done = run(["analyze", "--json", "--model", "tiny-1", "--benchmark", "gsm-mini"], db)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert set(report) == {"benchmark", "version", "model", "run", "correct", "total", "misses", "preview", "verdict",
                           "left_out", "suspected"}
    assert (report["correct"], report["total"], report["version"]) == (12, 20, 1)
    classes = sorted(m["class"] for m in report["misses"])
    assert classes == ["format"] * 5 + ["model_error"] * 2 + ["wrong_reference"]
    assert report["preview"] == {"correct_after": 17, "wrong_to_right": 5, "right_to_wrong": 0}
    assert report["verdict"] == "both"
    plain = [m for m in report["misses"] if m["class"] != "wrong_reference"]
    assert all(set(m) == {"item", "answer", "key", "class", "rule", "evidence"} for m in plain)
    item13 = next(m for m in report["misses"] if m["item"] == 13)
    assert item13["certainty"] == "suspected" and item13["consensus_answer"] == "42"
    assert 0 < item13["strength"] < 1
    assert {a["model"] for a in item13["agreeing_models"]} == {"tiny-1", "tiny-2"}
    assert report["suspected"] == [13] and report["left_out"] == []
    miss = next(m for m in report["misses"] if m["item"] == 7)
    assert miss["answer"] == "4.0" and miss["key"] == "4" and miss["rule"]


def test_one_item(db: Path) -> None:
    done = run(["analyze", "--json", "--model", "tiny-1", "--benchmark", "gsm-mini", "--item", "13"], db)
    report = json.loads(done.stdout)
    assert [(m["class"], m["certainty"]) for m in report["misses"]] == [("wrong_reference", "suspected")]


def test_an_item_the_platform_refuses_is_left_out_and_the_rest_goes_on(tmp_path: Path) -> None:
    """The platform refuses one item of the proposed widening (its key would no longer accept its own
    reference): that item is left out with the platform's reason, the rest is proven, and exit is 0.

    Item 2's reference `x^2+1` is what the bot reads as math, but the platform's math rule cannot read
    it (math-verify needs spaces or `$…$` there), so its `math` widening is refused; item 1's
    `numeric` one is not.
    """
    db = tmp_path / "sandbox.sqlite3"
    done = sandbox(["import", str(REFUSED)], db)
    assert done.returncode == 0, done.stderr
    done = run(["analyze", "--json", "--model", "frac-model", "--benchmark", "fractions"], db)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert {m["item"]: m["class"] for m in report["misses"]} == {1: "format", 2: "format"}
    assert [o["item"] for o in report["left_out"]] == [2]
    assert "item 2" in report["left_out"][0]["reason"]  # the platform's own reason
    assert "does not accept its own reference answer" in report["left_out"][0]["reason"]
    assert report["preview"] == {"correct_after": 2, "wrong_to_right": 1, "right_to_wrong": 0}


def test_imported_benchmark_with_three_models(db: Path) -> None:
    done = run(["analyze", "--json", "--model", "model-c", "--benchmark", "physics_units"], db)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    by_item = {m["item"]: m for m in report["misses"]}
    assert by_item[2]["class"] == "model_error"  # 0.5 is not 1/6; the other two models agree with the key
    assert by_item[3]["class"] in ("format", "model_error")
    assert by_item[8]["class"] == "format"  # "forty-nine" is 49
    assert by_item[6]["class"] == "model_error"  # 299792 against 300000
    assert report["verdict"] == "both"
    assert report["preview"]["right_to_wrong"] == 0
    done = run(["analyze", "--json", "--model", "model-b", "--benchmark", "physics_units"], db)
    report = json.loads(done.stdout)
    by_item = {m["item"]: m for m in report["misses"]}
    assert 1 not in by_item  # "2,500 m" is accepted already: item 1's rule is numeric
    assert by_item[5]["class"] == "format" and by_item[5]["rule"] == "number_words"  # "forty-five"
    assert by_item[7]["class"] == "model_error"  # Venus
    assert by_item[7]["evidence"]


@pytest.mark.parametrize("args", [
    ["analyze", "--json", "--model", "nope", "--benchmark", "gsm-mini"],
    ["analyze", "--json", "--model", "tiny-1", "--benchmark", "nope"],
    ["analyze", "--json", "--model", "tiny-1", "--benchmark", "gsm-mini", "--item", "99"],
    ["analyze", "--json", "--model", "tiny-1"],
])
def test_bad_arguments_exit_2(db: Path, args: list[str]) -> None:
    done = run(args, db)
    assert done.returncode == 2
    assert done.stderr.strip()
    assert "Traceback" not in done.stderr
