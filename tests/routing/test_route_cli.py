"""`benchgen-bot route --json`: one JSON object per message, from the argument or from stdin."""

from __future__ import annotations

import io
import json

import pytest

from bot.app.cli import main
from bot.language import LanguageDetector


def test_route_one_message(capsys: pytest.CaptureFixture[str], detector: LanguageDetector) -> None:
    assert main(["route", "--json", "warum hat tiny-1 auf gsm-mini so schlecht abgeschnitten?"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["language"] == "de" and out["decision"] == "skill" and out["skill"] == "benchmark-analyze"
    assert out["candidates"][0] == {"skill": "benchmark-analyze", "score": out["candidates"][0]["score"]}
    assert out["candidates"][0]["score"] > 0


def test_route_reads_lines_from_stdin(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
                                      detector: LanguageDetector) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("delete the capitals benchmark\nfix gsm-mini results for tiny-1\n"
                                                 "hi\nlink my benchgen account\n"))
    assert main(["route", "--json"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [r["decision"] for r in rows] == ["refuse", "clarify", "smalltalk", "link"]
    assert rows[0] == {"language": "en", "decision": "refuse", "skill": None, "candidates": []}
    assert {c["skill"] for c in rows[1]["candidates"]} >= {"benchmark-edit", "training-launch"}
