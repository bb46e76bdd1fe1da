"""The terminal chat as people run it: `benchgen-bot` with piped input, on a sandbox database file."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def chat(lines: str, db: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "BENCHGEN_SANDBOX_DB": str(db), "BENCHGEN_SANDBOX_ITEM_SECONDS": "0.01"}
    env.pop("REDIS_URL", None)
    return subprocess.run([sys.executable, "-c", "import sys; from bot.app.cli import main; sys.exit(main())", *args],
                          input=lines, env=env, capture_output=True, text=True, timeout=180)


def test_conversation_1_piped_reaches_the_measured_score(tmp_path: Path) -> None:
    done = chat("why did tiny-1 score so low on gsm-mini?\nyes\nyes\n", tmp_path / "s.sqlite3", "--fresh")
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert out.index("ana> why did tiny-1") < out.index("bot> tiny-1 scored 60% (12/20)") < out.index("ana> yes")
    assert "[1] Confirm\n[2] Cancel\n" in out
    assert "bot> Done: gsm-mini is now version 2." in out
    assert "(balance 500 → 480)" in out
    assert "tiny-1 version 1 scored 85% (17/20) on gsm-mini version 2." in out
    assert out.rstrip().endswith("5 items are now right, 0 now wrong.")


def test_choices_by_number_and_data_that_persists(tmp_path: Path) -> None:
    db = tmp_path / "s.sqlite3"
    done = chat("fix gsm-mini results for tiny-1\n1\n1\n", db, "--fresh")
    assert done.returncode == 0, done.stderr
    assert "[1] Change the benchmark" in done.stdout and "gsm-mini is now version 2" in done.stdout
    again = chat("what did tiny-1 score on gsm-mini?\n", db)  # no --fresh: version 2 is still there
    assert "version 1" in again.stdout
    fresh = chat("how many credits do we have left?\n", db, "--fresh")
    assert "500 credits" in fresh.stdout


def test_as_ben_and_unlinked(tmp_path: Path) -> None:
    db = tmp_path / "s.sqlite3"
    ben = chat("widen the key of item 7 on gsm-mini\n", db, "--fresh", "--as", "ben")
    assert "role (viewer) can't edit benchmarks" in ben.stdout
    guest = chat("how many credits do we have left?\n", db, "--unlinked")
    assert "bot (only you)>" in guest.stdout and "/link/" in guest.stdout
