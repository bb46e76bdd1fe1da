"""Attacks through text and caches, as an outsider would try them (the [hardening] issue, 4, 8, 9).

Two BenchGen workspaces' users share one chat workspace: no name of one ever reaches the other.
Terminal escapes, bidi overrides and zero-width characters in benchmark data reach no reader
as they are (the console process, Slack's blocks). Undecodable bytes and lone surrogates end no
process and no turn. A huge message is answered "too long" without its language being detected.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path

import pytest

from bot.i18n import SUPPORTED_LANGUAGES
from bot.language import LanguageDetector
from bot.runtime import Runtime, open_runtime
from bot.settings import Settings
from bot.store.memory import MemoryStore
from bot.text import REPLACEMENT, Quote
from sandbox.config import SandboxConfig
from sandbox.server import Sandbox
from tests.conftest import TestClock
from tests.driver import ChatDriver, Sent, joined
from tests.slack.conftest import approve_link, slack_bot  # noqa: F401 - the Slack fixture, used below
from tests.slack.conftest import ANA, SlackBot

# ---------------------------------------------------------------------------------------- data

OTHER = "globex"
OTHER_BENCHMARK = "globex-secret"
OTHER_MODEL = "glo-7"

SCREEN_ATTACKS = ("\x1b[2J\x1b[H", "\x1b]0;pwned\x07", "\x9b31m", "\r")  # clear, set title, C1 CSI, overwrite
READING_ATTACKS = ("\u202e", "\u2066", "\u200f", "\u200b", "\ufeff", "\U000e0041")  # bidi, zero-width, tag
ATTACKS = SCREEN_ATTACKS + READING_ATTACKS


def other_workspace_records() -> list[str]:
    lines: list[dict[str, object]] = [
        {"type": "model", "name": OTHER_MODEL, "price_per_item": 1, "version": 1},
        {"type": "benchmark", "name": OTHER_BENCHMARK, "description": "globex's own, unknown to acme"},
    ]
    lines += [{"type": "item", "benchmark": OTHER_BENCHMARK, "number": n, "question": f"What is {n} * 3?",
               "reference": str(3 * n), "topic": "arithmetic"} for n in range(1, 6)]
    lines.append({"type": "run", "id": "run_globex1", "benchmark": OTHER_BENCHMARK, "model": OTHER_MODEL})
    lines += [{"type": "answer", "run": "run_globex1", "item": n, "answer": str(3 * n if n < 4 else 0)}
              for n in range(1, 6)]
    return [json.dumps(line) for line in lines]


HOSTILE = "evil-text"


def hostile_records() -> list[str]:
    """Every item's text and tiny-2's saved answer carry one attack; item 1 is clean (control)."""
    lines: list[dict[str, object]] = [{"type": "benchmark", "name": HOSTILE, "description": "text attacks"}]
    for n in range(1, len(ATTACKS) + 2):
        attack = "" if n == 1 else ATTACKS[n - 2]
        lines.append({"type": "item", "benchmark": HOSTILE, "number": n, "reference": str(n),
                      "question": f"Count to {n}.{attack} Say {attack}what you see{attack}.", "topic": "arithmetic"})
    lines.append({"type": "run", "id": "run_eviltext", "benchmark": HOSTILE, "model": "tiny-2"})
    for n in range(1, len(ATTACKS) + 2):
        attack = "" if n == 1 else ATTACKS[n - 2]
        lines.append({"type": "answer", "run": "run_eviltext", "item": n, "answer": f"{n}{attack}ok"})
    return [json.dumps(line) for line in lines]


def assert_clean(shown: str) -> None:
    for attack in ATTACKS:
        for char in attack:
            if char not in "[]0123456789;Hpwnedm":
                assert char not in shown, f"{char!r} reached the reader"


# ---------------------------------------------------------------------------------------- 4: names


def quoted(sent: list[Sent]) -> list[str]:
    """The data the bot quoted (a catalog's own example names are not data of any workspace)."""
    return [seg.text for s in sent for line in s.message.lines for seg in line if isinstance(seg, Quote)]


async def add_other_workspace(runtime: Runtime, user: str = "gina") -> None:
    assert runtime.sandbox is not None
    await runtime.sandbox.add_workspace(OTHER, "Globex", [(user, "Gina", "editor", f"{user}-demo")], credits=100)
    await runtime.sandbox.import_jsonl(other_workspace_records(), workspace=OTHER)
    start = await runtime.platform.start_link(f"console:local:{user}")
    assert (await approve_link(runtime, start.url, user, f"{user}-demo")).status_code == 200


async def test_names_of_one_benchgen_workspace_never_reach_another_in_the_same_chat(
        chat: ChatDriver, runtime: Runtime, clock: TestClock) -> None:
    await add_other_workspace(runtime)
    # Gina (globex) works first, so a cache keyed by the chat workspace would now hold globex's names.
    gina = joined(await chat.push("gina", f"analyze {OTHER_MODEL} on {OTHER_BENCHMARK}", thread="shared"))
    assert OTHER_BENCHMARK in gina and "60%" in gina, gina

    # Ana (acme), same chat workspace: a typo next to globex's name is not corrected to it,
    typo = await chat.push("ana", "analyze tiny-2 on globex-secrt", thread="ana")
    assert "globex" not in joined(typo) and not [q for q in quoted(typo) if OTHER_MODEL in q], joined(typo)
    # and her valid request works (globex's names do not make gsm-mini unknown).
    valid = joined(await chat.push("ana", "analyze tiny-2 on gsm-mini", thread="ana"))
    assert "tiny-2 scored 90% (18/20) on gsm-mini" in valid, valid

    # The thread's last benchmark is globex's: past every cache's lifetime, it is still not ana's default.
    clock.advance(timedelta(seconds=31))
    inherited = joined(await chat.push("ana", "analyze tiny-2", thread="shared"))
    # (Inherited, it would ask acme for globex's benchmark: a failed request, or its name told back.)
    assert "globex" not in inherited and "Which model and which benchmark?" in inherited, inherited
    # Gina's own follow-up in the thread still has it.
    again = joined(await chat.push("gina", f"analyze {OTHER_MODEL}", thread="shared"))
    assert f"{OTHER_MODEL} scored 60% (3/5) on {OTHER_BENCHMARK}" in again, again

    # The other way round: gina is never offered acme's names, whatever acme just cached.
    back = await chat.push("gina", "analyze tiny-2 on gsm-mimi", thread="gina")
    assert not [q for q in quoted(back) if "gsm-mini" in q or "tiny-1" in q], joined(back)
