"""Attacks through text and caches, as an outsider would try them (the [hardening] issue, 4, 8, 9).

Two BenchGen workspaces' users share one chat workspace: no name of one ever reaches the other.
Terminal escapes, bidi overrides and zero-width characters in benchmark data reach no reader
as they are (the console process, Slack's blocks). Undecodable bytes and lone surrogates end no
process and no turn. A huge message is answered "too long" without its language being detected.
"""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
from collections.abc import AsyncIterator, Iterable
from datetime import timedelta
from pathlib import Path

import pytest

from bot.app.runtime import Runtime, open_runtime
from bot.i18n import SUPPORTED_LANGUAGES
from bot.language import LanguageDetector
from bot.logs import JsonFormatter
from bot.settings import Settings
from bot.store.redis_store import RedisStore
from bot.text import REPLACEMENT, Link, Quote
from sandbox.config import SandboxConfig
from sandbox.server import Sandbox
from tests.conftest import TestClock, redis_url
from tests.driver import ChatDriver, Sent, joined
from tests.slack.conftest import ANA, SlackBot, approve_link, slack_bot  # noqa: F401 - the Slack fixture, used below

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


HIDDEN = {"\x1b", "\x07", "\x9b", "\r", *READING_ATTACKS}  # every character above that acts unread


def assert_clean(shown: str) -> None:
    reached = sorted({char for char in shown if char in HIDDEN})
    assert not reached, f"{reached!r} reached the reader"


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


async def test_a_user_linked_again_to_another_benchgen_workspace_is_given_its_names_not_the_first_s(
        chat: ChatDriver, runtime: Runtime) -> None:
    await add_other_workspace(runtime)
    # Ana's turn in acme: her workspace is remembered, and acme's names are cached under it.
    first = joined(await chat.push("ana", "analyze tiny-2 on gsm-mini", thread="a1"))
    assert "tiny-2 scored 90% (18/20) on gsm-mini" in first, first
    # Her chat identity linked again, through the bot, to gina's account in globex.
    sent = await chat.push("ana", "link my account", thread="a2")
    url = next(seg.url for s in sent for line in s.message.lines for seg in line if isinstance(seg, Link))
    assert (await approve_link(runtime, url, "gina", "gina-demo")).status_code == 200
    # Within every cache's life, the remembered acme is not her workspace any more: globex's names are hers.
    moved = joined(await chat.push("ana", f"analyze {OTHER_MODEL} on {OTHER_BENCHMARK}", thread="a3"))
    assert f"{OTHER_MODEL} scored 60% (3/5) on {OTHER_BENCHMARK}" in moved, moved


# ---------------------------------------------------------------------------------------- 8: what readers see


def run_bot(stdin: bytes, *args: str | bytes, db: Path | None = None) -> subprocess.CompletedProcess[bytes]:
    """`benchgen-bot` as people run it: a process, input piped as raw bytes."""
    env = {**os.environ, "BENCHGEN_SANDBOX_ITEM_SECONDS": "0.01"}
    env.pop("REDIS_URL", None)
    if db is not None:
        env["BENCHGEN_SANDBOX_DB"] = str(db)
    return subprocess.run([sys.executable, "-c", "import sys; from bot.app.cli import main; sys.exit(main())", *args],
                          input=stdin, env=env, capture_output=True, timeout=180)


async def sandbox_file_with(tmp_path: Path, records: list[str]) -> Path:
    """A sandbox database file, seeded as the console would seed it, with `records` imported."""
    db = tmp_path / "sandbox.sqlite3"
    sandbox = await Sandbox.open(SandboxConfig.from_env(db_path=str(db)))
    try:
        await sandbox.import_jsonl(records)
    finally:
        await sandbox.aclose()
    return db


async def test_the_terminal_shows_escapes_and_bidi_in_data_cleaned(tmp_path: Path) -> None:
    db = await sandbox_file_with(tmp_path, hostile_records())
    asks = [f"look at item {n} of {HOSTILE}" for n in range(2, len(ATTACKS) + 2)]
    done = run_bot(("\n".join([f"analyze tiny-2 on {HOSTILE}", *asks]) + "\n").encode(), db=db)
    assert done.returncode == 0, done.stderr.decode(errors="replace")
    out = done.stdout.decode("utf-8")  # strict: the terminal gets valid UTF-8
    assert out.count("Question: Count to") == len(ATTACKS), out
    assert_clean(out)
    # Cleaned visibly: each hidden character shows as U+FFFD, the readable rest stays.
    assert f"Question: Count to 2.{REPLACEMENT}[2J{REPLACEMENT}[H Say" in out
    assert f"tiny-2 answered 8{REPLACEMENT}ok: rejected." in out  # U+202E before "ok" reverses nothing
    assert f"Count to 7.{REPLACEMENT} Say {REPLACEMENT}what you see{REPLACEMENT}." in out
    assert "item 1: answered 1ok" in out  # the clean control item reads as it is


async def test_slack_blocks_show_escapes_and_bidi_in_data_cleaned(slack_bot: SlackBot) -> None:
    bot = slack_bot
    assert bot.runtime.sandbox is not None
    await bot.runtime.sandbox.import_jsonl(hostile_records())
    await bot.slack.mention(ANA, f"analyze tiny-2 on {HOSTILE}")
    for n in (2, 3, 8, 9):
        await bot.slack.mention(ANA, f"look at item {n} of {HOSTILE}")
    await bot.settle()
    calls = bot.api.messages()
    assert bot.api.last_with_buttons().buttons, "the analysis's proposal came as blocks"
    sent = json.dumps([c.args for c in calls], ensure_ascii=False)
    assert_clean(sent)
    shown = bot.api.texts()
    assert f"`2{REPLACEMENT}[2J{REPLACEMENT}[Hok`" in shown, shown  # quoted, inert, and visibly cleaned
    assert f"`8{REPLACEMENT}ok`" in shown and f"`9{REPLACEMENT}ok`" in shown


def test_every_segment_is_cleaned_when_built_and_stays_readable() -> None:
    """One function in the core, applied where segments are built: what no adapter can forget."""
    text = "a\x1b[2Jb\u202ec\u200bd\r\ne\tf\ng\ud800h\x85i"
    cleaned = Quote(text=text).text
    assert cleaned == f"a{REPLACEMENT}[2Jb{REPLACEMENT}c{REPLACEMENT}d\ne\tf\ng{REPLACEMENT}h{REPLACEMENT}i"
    assert Quote(text=cleaned).text == cleaned  # stored and rebuilt (a proposal's summary): unchanged
    assert Quote(text="Zürich, 東京, 👍, —").text == "Zürich, 東京, 👍, —"


def test_log_lines_write_hidden_characters_as_escapes() -> None:
    """An operator's terminal reads the logs: there the truth is kept, as JSON escapes."""
    record = logging.makeLogRecord({"name": "bot.dispatcher", "levelno": logging.DEBUG, "levelname": "DEBUG",
                                    "msg": "turn text", "body": "".join(ATTACKS) + "\ud800 end"})
    line = JsonFormatter().format(record)
    assert_clean(line)
    assert "\ud800" not in line and "\\u202e" in line and "\\u009b" in line
    assert json.loads(line)["body"] == record.body  # nothing lost


# ---------------------------------------------------------------------------------------- 9: odd input

BAD_BYTES = b"\xff\xfe analyze \xc3 tiny-2 \xed\xa0\x80 on gsm-mini"  # invalid UTF-8, an encoded surrogate


def test_route_answers_every_line_of_invalid_utf8_and_surrogates() -> None:
    lines = [b"analyze tiny-2 on gsm-mini", BAD_BYTES, b"\xed\xb2\x80", b"how many credits do we have left?"]
    done = run_bot(b"\n".join(lines) + b"\n", "route", "--json")
    assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr.decode(errors="replace")
    answers = [json.loads(line) for line in done.stdout.decode("utf-8").splitlines()]
    assert len(answers) == len(lines), answers
    assert answers[0]["skill"] == answers[1]["skill"] == "benchmark-analyze"
    assert answers[3]["decision"] == "skill"
    # A lone surrogate in an argument (Python decodes argv's bad bytes to them) is no traceback either.
    argument = run_bot(b"", "route", "--json", b"analyze tiny-2 on gsm-mini \xed\xa0\x80 \xff")
    assert argument.returncode == 0, argument.stderr.decode(errors="replace")
    assert json.loads(argument.stdout)["skill"] == "benchmark-analyze"


def test_the_console_chat_answers_invalid_utf8(tmp_path: Path) -> None:
    done = run_bot(BAD_BYTES + b"\nhow many credits do we have left?\n", "--fresh", db=tmp_path / "s.sqlite3")
    assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr.decode(errors="replace")
    out = done.stdout.decode("utf-8")
    assert "tiny-2 scored 90% (18/20) on gsm-mini" in out, out
    assert f"ana> {REPLACEMENT}{REPLACEMENT} analyze" in out  # the echo shows what could not be read
    assert "500 credits" in out and "went wrong" not in out


async def test_a_lone_surrogate_in_chat_is_answered(chat: ChatDriver) -> None:
    replies = joined(await chat.push("ana", "analyze tiny-2 \udcff on gsm-mini \ud800"))
    assert "tiny-2 scored 90% (18/20) on gsm-mini" in replies, replies
    assert "\ud800" not in replies and "\udcff" not in replies


async def test_a_lone_surrogate_through_slack_is_answered(slack_bot: SlackBot) -> None:
    bot = slack_bot
    await bot.slack.mention(ANA, "analyze tiny-2 on gsm-mini \ud800")  # sent as JSON's "\ud800" escape
    await bot.settle()
    shown = bot.api.texts()
    assert "`tiny-2` scored 90% (18/20) on `gsm-mini`" in shown, shown


class RecordingDetector(LanguageDetector):
    """The real detector, remembering the length of every text it was asked about."""

    def __init__(self) -> None:
        super().__init__(SUPPORTED_LANGUAGES)
        self.lengths: list[int] = []

    def detect(self, text: str, *, prior: str | None = None, names: Iterable[str] = ()) -> str:
        self.lengths.append(len(text))
        return super().detect(text, prior=prior, names=names)


@pytest.fixture
async def detector_chat(redis_prefix: str, sandbox_config: SandboxConfig,
                        clock: TestClock) -> AsyncIterator[tuple[ChatDriver, RecordingDetector]]:
    detector = RecordingDetector()
    store = RedisStore.from_url(redis_url(), prefix=redis_prefix)
    settings = Settings(redis_url=redis_url(), _env_file=None)  # type: ignore[call-arg]
    try:
        async with open_runtime(settings, sandbox_config=sandbox_config, clock=clock, store=store,
                                detector=detector) as runtime:
            yield ChatDriver(runtime.dispatcher), detector
    finally:
        await store.aclose()


async def test_a_5_mb_message_is_too_long_before_its_language_is_detected(
        detector_chat: tuple[ChatDriver, RecordingDetector]) -> None:
    chat, detector = detector_chat
    first = joined(await chat.push("ana", "wie viele credits haben wir noch?", locale="de-DE"))
    assert detector.lengths and "Credits" in first, first  # the recorder records (German, stored for the thread)
    detector.lengths.clear()
    huge = "analyze tiny-2 on gsm-mini " * (5_000_000 // 27)
    replies = await chat.push("ana", huge, locale="en-US")
    assert detector.lengths == [], "nothing reads a message that is too long"
    assert len(replies) == 1 and "40.000" in replies[0].text, replies[0].text  # in the thread's language
    # Without a thread language: the platform's hint, still undetected.
    english = joined(await chat.push("ana", huge + "\udcff", thread="t2", locale="en-US"))
    assert detector.lengths == [] and "40,000" in english, english
