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


async def test_records_split_on_newline_only(sandbox: Sandbox, http: httpx.AsyncClient, ana: dict[str, str],
                                             tmp_path) -> None:
    """U+0085 (NEL) and U+2028 (LINE SEPARATOR) may stand unescaped inside a JSON string: they are text,
    not line breaks (str.splitlines would cut the record in two)."""
    question = "Which line?\u0085Next line\u2028and a separator\u2029and a paragraph."
    records = [BENCH, {**ITEM_1, "question": question}, ITEM_2]
    path = tmp_path / "odd.jsonl"
    path.write_text("\r\n".join(json.dumps(r, ensure_ascii=False) for r in records) + "\r\n", encoding="utf-8")
    assert "\u0085" in path.read_text(encoding="utf-8")  # written raw, not escaped
    report = await sandbox.import_jsonl(path)
    assert (report.benchmarks, report.items) == (1, 2)
    version = (await http.get("/v1/benchmarks/mini-math/versions/1", headers=ana)).json()
    assert version["items"][0]["question"] == question


async def test_choices_are_stored_and_served(sandbox: Sandbox, http: httpx.AsyncClient, ana: dict[str, str]) -> None:
    choices = ["Paris", "Lyon", "Marseille", "Nice"]
    await sandbox.import_jsonl(lines(
        BENCH, {**ITEM_1, "question": "Capital of France? (A) Paris (B) Lyon (C) Marseille (D) Nice",
                "reference": "A", "match": "exact", "choices": choices}, ITEM_2,
    ))
    items = (await http.get("/v1/benchmarks/mini-math/versions/1", headers=ana)).json()["items"]
    assert items[0]["choices"] == choices and items[1]["choices"] == []
    # A new version keeps the options of the items it does not touch and of those it changes.
    body = {"base_version": 1, "changes": [{"op": "set_key", "item": 1, "accepted": ["A", "(A)"]}]}
    assert (await http.post("/v1/benchmarks/mini-math/versions", headers=ana, json=body)).status_code == 201
    items = (await http.get("/v1/benchmarks/mini-math/versions/2", headers=ana)).json()["items"]
    assert items[0]["choices"] == choices


async def test_too_many_choices_is_an_error(sandbox: Sandbox) -> None:
    with pytest.raises(ImportFailed) as failure:
        await sandbox.import_jsonl(lines(BENCH, {**ITEM_1, "choices": [str(n) for n in range(27)]}, ITEM_2))
    assert "line 2" in str(failure.value)


async def test_every_problem_of_the_file_in_line_order_in_one_go(sandbox: Sandbox) -> None:
    """Syntax, records and keys are checked in stages, and a file still gets all its problems at once."""
    with pytest.raises(ImportFailed) as failure:
        await sandbox.import_jsonl(lines(
            BENCH, {**ITEM_1, "accepted": ["5"]}, ITEM_2,
            {"type": "benchmark", "description": "no name"},                         # line 4: invalid record
            RUN, {"type": "answer", "run": "run_mini", "item": 1, "answer": "4"},
            "{oops",                                                               # line 7: not JSON
            {"type": "answer", "run": "run_mini", "item": 7, "answer": "4"},       # line 8: no such item
            {"type": "run", "id": "run_bad", "benchmark": "mini-math"},            # line 9: no model
            {"type": "answer", "run": "run_bad", "item": 1, "answer": "4"},        # not reported again
            {"type": "answer", "run": "run_mini", "item": 1, "answer": "4"},       # line 11: answered twice
        ))
    errors = failure.value.errors
    assert [e.split(":")[0] for e in errors] == ["line 2", "line 4", "line 5", "line 7", "line 8", "line 9", "line 11"]
    assert "own reference" in errors[0] and "no answer for items [2]" in errors[2]
    assert "not valid JSON" in errors[3] and "answered twice" in errors[6]


async def test_the_summary_counts_in_the_singular_too(sandbox: Sandbox) -> None:
    report = await sandbox.import_jsonl(lines(BENCH, ITEM_1))
    assert report.summary().startswith("1 benchmark, 1 item, 0 models (0 versions), 0 training sets, 0 runs")
