"""The labelled table of tricky pairs (tests/data/analysis/tricky_pairs.jsonl): every row holds.

Each row is an answer and a key written by us: pairs that differ in one number, sign, exponent,
interval end, option letter or qualifier must never be `format`; right answers written differently
must stay `format`. `same_answer` is exactly the judge either way round, never looser.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from skills.analysis import EquivalenceJudge, ItemKey

TABLE = Path(__file__).resolve().parents[1] / "data" / "analysis" / "tricky_pairs.jsonl"


def load_rows() -> list[dict[str, object]]:
    return [json.loads(line) for line in TABLE.read_text(encoding="utf-8").splitlines() if line.strip()]


def item_for(row: dict[str, object], reference: str | None = None) -> ItemKey:
    key = str(row["key"]) if reference is None else reference
    return ItemKey(number=1, question=str(row.get("question", "")), reference=key, accepted=[key],
                   choices=list(row.get("choices", [])))  # type: ignore[call-overload]


ROWS = load_rows()


@pytest.fixture(scope="module")
def run() -> Iterator[tuple[asyncio.AbstractEventLoop, EquivalenceJudge]]:
    """One loop and one judge (one worker pool) for the whole table."""
    loop = asyncio.new_event_loop()
    judge = EquivalenceJudge(timeout=5.0)
    try:
        yield loop, judge
    finally:
        loop.run_until_complete(judge.aclose())
        loop.close()


def test_table_is_large_and_balanced() -> None:
    assert len(ROWS) >= 150
    expected = [row["expected"] for row in ROWS]
    assert set(expected) == {"format", "not"}
    assert min(expected.count("format"), expected.count("not")) >= 60


@pytest.mark.parametrize("row", ROWS, ids=[f"{i}-{r['note']}" for i, r in enumerate(ROWS, start=1)])
def test_row(run: tuple[asyncio.AbstractEventLoop, EquivalenceJudge], row: dict[str, object]) -> None:
    loop, judge = run
    answer, key = str(row["answer"]), str(row["key"])
    result = loop.run_until_complete(judge.judge(answer, item_for(row)))
    assert result.equivalent == (row["expected"] == "format"), result
    reverse = loop.run_until_complete(judge.judge(key, item_for(row, reference=answer)))
    agree = loop.run_until_complete(judge.same_answer(answer, key, item_for(row)))
    assert agree == (result.equivalent or reverse.equivalent)


def test_the_whole_table_in_one_batch(run: tuple[asyncio.AbstractEventLoop, EquivalenceJudge]) -> None:
    """judge_many gives the same verdicts as one call per pair."""
    loop, judge = run
    fresh = EquivalenceJudge(timeout=5.0)
    try:
        verdicts = loop.run_until_complete(fresh.judge_many([(str(r["answer"]), item_for(r)) for r in ROWS]))
    finally:
        loop.run_until_complete(fresh.aclose())
    assert [v.equivalent for v in verdicts] == [r["expected"] == "format" for r in ROWS]
