"""The labelled table of tricky pairs (tests/data/analysis/tricky_pairs.jsonl): every row holds.

Each row is an answer and a key written by us: pairs that differ in one number, sign, exponent,
interval end, option letter or qualifier must never be `format`; right answers written differently
must stay `format`. `same_answer` is never more lenient than the judge on them.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from skills.analysis import EquivalenceJudge, ItemKey

TABLE = Path(__file__).resolve().parents[1] / "data" / "analysis" / "tricky_pairs.jsonl"


def load_rows() -> list[dict[str, object]]:
    return [json.loads(line) for line in TABLE.read_text(encoding="utf-8").splitlines() if line.strip()]


def item_for(row: dict[str, object]) -> ItemKey:
    key = str(row["key"])
    return ItemKey(number=1, question=str(row.get("question", "")), reference=key, accepted=[key],
                   choices=list(row.get("choices", [])))  # type: ignore[arg-type]


ROWS = load_rows()


def test_table_is_large_and_balanced() -> None:
    assert len(ROWS) >= 150
    expected = [row["expected"] for row in ROWS]
    assert set(expected) == {"format", "not"}
    assert min(expected.count("format"), expected.count("not")) >= 60


@pytest.mark.parametrize("row", ROWS, ids=[f"{i}-{r['note']}" for i, r in enumerate(ROWS, start=1)])
async def test_row(judge: EquivalenceJudge, row: dict[str, object]) -> None:
    item = item_for(row)
    result = await judge.judge(str(row["answer"]), item)
    assert result.equivalent == (row["expected"] == "format"), result
    if row["expected"] == "not":
        assert not await judge.same_answer(str(row["answer"]), str(row["key"]), item)
