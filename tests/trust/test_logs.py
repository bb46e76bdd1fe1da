"""Structured JSON logs (issue 7): one JSON object per record, a turn id shared by everything one
turn logs, message bodies only at debug level, and secrets never."""

from __future__ import annotations

import io
import json
import logging
from collections.abc import Iterator

import pytest

from bot.logs import configure_logging
from tests.conftest import DEMO_SECRET
from tests.driver import ChatDriver

PASTED = "xoxb-2783-1029384756-AbCdEfGhIjKlMnOp"


@pytest.fixture
def root_logging() -> Iterator[None]:
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield
    for h in list(root.handlers):
        root.removeHandler(h)
    for h in handlers:
        root.addHandler(h)
    root.setLevel(level)


def lines(stream: io.StringIO) -> list[dict[str, object]]:
    return [json.loads(line) for line in stream.getvalue().splitlines() if line.strip()]


async def test_json_lines_with_turn_ids_and_bodies_only_at_debug(chat: ChatDriver, root_logging: None) -> None:
    for level in ("DEBUG", "INFO"):
        stream = io.StringIO()
        configure_logging(level, [DEMO_SECRET], stream=stream)
        await chat.push("ana", "what did tiny-2 score on capitals?")
        await chat.push("ana", "how many credits do we have left?")
        records = lines(stream)
        turns = [r for r in records if r["msg"] == "turn" and r["logger"] == "bot.dispatcher"]
        assert len(turns) == 2 and turns[0]["turn"] != turns[1]["turn"] and all(t["turn"] for t in turns)
        assert all({"ts", "level", "logger", "msg", "turn"} <= set(r) for r in records)
        bodies = [r for r in records if "body" in r]
        if level == "DEBUG":
            assert [b["body"] for b in bodies if b["logger"] == "bot.dispatcher"] == [
                "what did tiny-2 score on capitals?", "how many credits do we have left?"]
            assert all(b["level"] == "debug" for b in bodies)
        else:
            assert bodies == [] and "capitals?" not in stream.getvalue()


def test_secrets_are_redacted_wherever_they_are_logged(root_logging: None) -> None:
    stream = io.StringIO()
    configure_logging("DEBUG", [DEMO_SECRET], stream=stream)
    log = logging.getLogger("trust.test")
    log.warning("client secret %s", DEMO_SECRET)
    log.info("pasted", extra={"body": f"my token {PASTED}", "nested": {"auth": f"Bearer {PASTED}"}})
    log.debug("a bearer token", extra={"body": "Authorization: Bearer Wq3H9vZk2LmN8pRt5YxC1bDf7GhJ4sKa0eUo6iTy"})
    try:
        raise RuntimeError(f"failed with {DEMO_SECRET}")
    except RuntimeError:
        log.exception("boom")
    out = stream.getvalue()
    for secret in (DEMO_SECRET, PASTED, "Wq3H9vZk2LmN8pRt5YxC1bDf7GhJ4sKa0eUo6iTy"):
        assert secret not in out
    assert out.count("[redacted]") >= 4
    records = lines(stream)
    assert any("RuntimeError" in str(r.get("error", "")) for r in records), "the trace is kept, redacted"
    assert not any("body" in r for r in records if r["level"] != "debug")
