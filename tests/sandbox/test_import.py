"""The JSON Lines importer: line-numbered errors, all-or-nothing, reachable through the API."""

from __future__ import annotations

import json

import httpx
import pytest

from sandbox.importer import ImportFailed
from sandbox.server import Sandbox


def lines(*records: object) -> list[str]:
    return [r if isinstance(r, str) else json.dumps(r) for r in records]


BENCH = {"type": "benchmark", "name": "mini-math", "description": "two items"}
ITEM_1 = {"type": "item", "benchmark": "mini-math", "question": "2+2?", "reference": "4", "match": "numeric", "topic": "arithmetic"}
ITEM_2 = {"type": "item", "benchmark": "mini-math", "question": "3*3?", "reference": "9", "solution": "9"}
RUN = {"type": "run", "id": "run_mini", "benchmark": "mini-math", "model": "tiny-1"}


async def test_import_adds_everything(sandbox: Sandbox, http: httpx.AsyncClient, ana: dict[str, str]) -> None:
    report = await sandbox.import_jsonl(lines(
        BENCH, ITEM_1, ITEM_2, "",
        {"type": "model", "name": "tiny-3", "price_per_item": 3, "profile": {"topics": {"arithmetic": {"known_fraction": 1}}}},
        RUN, {"type": "answer", "run": "run_mini", "item": 1, "answer": "4.0"}, {"type": "answer", "run": "run_mini", "item": 2, "answer": "8"},
    ))
    assert (report.benchmarks, report.items, report.models, report.runs, report.answers) == (1, 2, 1, 1, 2)
    run = (await http.get("/v1/runs/run_mini", headers=ana)).json()
    assert (run["correct"], run["total"], run["origin"]) == (1, 2, "imported")
    fresh = (await http.post("/v1/runs", headers=ana, json={"benchmark": "mini-math", "model": "tiny-3"})).json()
    await sandbox.wait_idle(5)
    assert (await http.get(f"/v1/runs/{fresh['id']}", headers=ana)).json()["correct"] == 1  # only item 1 is arithmetic


async def test_errors_name_lines_and_nothing_is_written(sandbox: Sandbox, http: httpx.AsyncClient, ana: dict[str, str]) -> None:
    with pytest.raises(ImportFailed) as failure:
        await sandbox.import_jsonl(lines(
            BENCH, ITEM_1, "{not json", {"type": "item", "benchmark": "mini-math", "question": "q"},
            {"type": "spaceship"}, [1, 2],
        ))
    errors = failure.value.errors
    assert [e.split(":")[0] for e in errors] == ["line 3", "line 4", "line 5", "line 6"]
    assert "not valid JSON" in errors[0] and "reference" in errors[1]
    with pytest.raises(ImportFailed) as failure:
        await sandbox.import_jsonl(lines(
            BENCH, ITEM_1, {**ITEM_2, "accepted": ["10"]}, RUN, {"type": "answer", "run": "run_mini", "item": 1, "answer": "4"},
            {"type": "answer", "run": "run_other", "item": 1, "answer": "4"},
        ))
    errors = failure.value.errors
    assert any(e.startswith("line 3:") and "own reference" in e for e in errors)
    assert any(e.startswith("line 6:") and "run_other" in e for e in errors)
    with pytest.raises(ImportFailed) as failure:
        await sandbox.import_jsonl(lines(BENCH, ITEM_1, ITEM_2, RUN, {"type": "answer", "run": "run_mini", "item": 1, "answer": "4"}))
    assert failure.value.errors == ["line 4: the run 'run_mini' has no answer for items [2]"]
    names = [b["name"] for b in (await http.get("/v1/benchmarks", headers=ana)).json()]
    assert names == ["capitals", "gsm-mini"]
    with pytest.raises(ImportFailed) as failure:
        await sandbox.import_jsonl("/nonexistent/file.jsonl")
    assert "cannot read" in failure.value.errors[0]
