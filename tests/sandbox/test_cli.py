"""The `benchgen-sandbox` admin commands, called in-process (they run their own event loop)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sandbox.cli import main


def test_credits_reset_import(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "cli.sqlite3")
    assert main(["credits", "acme", "10", "--db", db]) == 0
    assert "10 credits" in capsys.readouterr().out
    assert main(["credits", "nowhere", "10", "--db", db]) == 1
    assert "nowhere" in capsys.readouterr().err
    assert main(["reset", "--db", db]) == 0
    assert "dropped" in capsys.readouterr().out
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps({"type": "benchmark", "name": "x"}) + "\n{oops\n", encoding="utf-8")
    assert main(["import", str(bad), "--db", db]) == 1
    err = capsys.readouterr().err
    assert "nothing was imported" in err and "line 2: not valid JSON" in err


@pytest.mark.parametrize("argv", [[], ["credits", "acme", "many"], ["serve", "--port", "99999"], ["launch"]])
def test_bad_arguments_exit_2(argv: list[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2


def test_a_taken_port_is_an_error_and_nothing_says_started(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from sandbox import listen

    taken = listen.bind("127.0.0.1", 0)
    try:
        port = taken.getsockname()[1]
        assert main(["serve", "--port", str(port), "--db", str(tmp_path / "s.sqlite3")]) == 1
    finally:
        taken.close()
    out, err = capsys.readouterr()
    assert out == ""
    assert f"127.0.0.1:{port} is already in use" in err
