"""Under honcho a chat process without its token idles (saying why) instead of stopping the rest."""

from __future__ import annotations

import os
import selectors
import signal
import subprocess
import sys
import time

import pytest


@pytest.mark.parametrize("args, variable", [
    (["discord"], "DISCORD_TOKEN"),
    (["slack", "--mode", "http"], "SLACK_BOT_TOKEN (or SLACK_CLIENT_ID and SLACK_CLIENT_SECRET)"),
    (["worker"], "SLACK_BOT_TOKEN (or SLACK_CLIENT_ID and SLACK_CLIENT_SECRET) or DISCORD_TOKEN"),
])
def test_idles_until_stopped(args: list[str], variable: str) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SLACK_", "DISCORD_"))}
    process = subprocess.Popen(
        [sys.executable, "-c", "import sys; from bot.app.cli import main; sys.exit(main())", *args,
         "--idle-unless-configured"], env=env, stderr=subprocess.PIPE, text=True)
    try:
        said = _said_within(process, variable, seconds=60)  # however long the imports take on a loaded machine
        time.sleep(0.5)
        assert process.poll() is None, "it keeps running"
        process.send_signal(signal.SIGTERM)
        assert process.wait(timeout=10) in (0, -signal.SIGTERM)
        assert variable in said
    finally:
        process.kill()


def _said_within(process: subprocess.Popen[str], variable: str, *, seconds: float) -> str:
    """What the process wrote to stderr until it named `variable` (or `seconds` passed, or it stopped)."""
    assert process.stderr is not None
    said, deadline = "", time.monotonic() + seconds
    with selectors.DefaultSelector() as selector:
        selector.register(process.stderr, selectors.EVENT_READ)
        while variable not in said and time.monotonic() < deadline:
            if selector.select(timeout=max(0.0, deadline - time.monotonic())):
                line = process.stderr.readline()
                if not line:
                    break
                said += line
    return said


def test_without_the_flag_a_missing_token_is_an_error() -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("DISCORD_")}
    done = subprocess.run([sys.executable, "-c", "import sys; from bot.app.cli import main; sys.exit(main())", "discord"],
                          env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "DISCORD_TOKEN" in done.stderr
