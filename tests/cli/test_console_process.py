"""The terminal chat as a process that someone talks to through pipes: each line is written only
after the bot's answer to the previous one was read, so work in the background (training, runs) must
go on while the chat waits on its standard input."""

from __future__ import annotations

import os
import queue
import re
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from sandbox import listen

COMMAND = [sys.executable, "-c", "import sys; from bot.app.cli import main; sys.exit(main())"]


def environment(db: Path, **extra: str) -> dict[str, str]:
    """The chat's environment: its own sandbox file, in-process everything, an English terminal."""
    env = {**os.environ, "BENCHGEN_SANDBOX_DB": str(db), "LANG": "C.UTF-8", **extra}
    for name in ("REDIS_URL", "BENCHGEN_URL", "LC_ALL", "LC_MESSAGES"):
        if name not in extra:
            env.pop(name, None)
    return env


class ChatProcess:
    def __init__(self, db: Path, *args: str, **env: str) -> None:
        env = environment(db, BENCHGEN_SANDBOX_ITEM_SECONDS="0.01", BENCHGEN_SANDBOX_TRAINING_SECONDS="1", **env)
        self.process = subprocess.Popen([*COMMAND, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, text=True, env=env, bufsize=1)
        self._lines: queue.Queue[str | None] = queue.Queue()
        self.output = ""
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self._lines.put(line)
        self._lines.put(None)

    def say(self, text: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(text + "\n")
        self.process.stdin.flush()

    def expect(self, pattern: str, timeout: float = 60.0) -> str:
        """Reads output until `pattern` (a regular expression) appears in what came since the last
        expectation; returns that stretch of output."""
        start = len(self.output)
        deadline = time.monotonic() + timeout
        while not re.search(pattern, self.output[start:]):
            try:
                line = self._lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                line = None
            if line is None:
                raise AssertionError(f"no {pattern!r} in:\n{self.output[start:]}")
            self.output += line
        return self.output[start:]

    def close(self) -> tuple[int, str]:
        if self.process.stdin is not None and not self.process.stdin.closed:
            self.process.stdin.close()
        try:
            code = self.process.wait(timeout=90)
        finally:
            if self.process.poll() is None:
                self.process.kill()
        assert self.process.stderr is not None
        return code, self.process.stderr.read()


@pytest.fixture
def started(tmp_path: Path) -> Iterator[list[ChatProcess]]:
    chats: list[ChatProcess] = []
    yield chats
    for chat in chats:
        if chat.process.poll() is None:
            chat.process.kill()
            chat.process.wait()


def test_conversation_2_plays_through_pipes(tmp_path: Path, started: list[ChatProcess]) -> None:
    chat = ChatProcess(tmp_path / "s.sqlite3", "--fresh")
    started.append(chat)
    chat.say("is it the benchmark or the model? tiny-1 on capitals")
    shown = chat.expect(r"\[2\] Cancel")
    assert "6 are the model's own mistakes" in shown and "capitals-train" in shown and "150 credits" in shown
    chat.say("can you train it on the capitals benchmark items instead?")
    assert "I won't train on the items of capitals itself" in chat.expect(r"\[2\] Cancel")
    chat.say("yes")
    chat.expect("Confirmed by ana")
    # Nothing more is written until training has ended: it must progress while stdin is read.
    offer = chat.expect(r"tiny-1 version 2 on capitals[^\n]*\n(?:.*\n)*?\[1\] Confirm", timeout=60)
    assert "tiny-1 version 2 is ready" in offer
    chat.say("yes")
    assert "tiny-1 version 2 scored 90% (18/20) on capitals version 1" in chat.expect(r"scored 90%")
    code, errors = chat.close()
    assert code == 0, errors
    assert "Traceback" not in errors


def test_conversation_6_two_players_in_one_terminal(tmp_path: Path, started: list[ChatProcess]) -> None:
    chat = ChatProcess(tmp_path / "s.sqlite3", "--fresh")
    started.append(chat)
    chat.say("why did tiny-1 score so low on gsm-mini?")
    chat.expect(r"\[1\] Confirm\n\[2\] Cancel")
    chat.say("/as ben")
    chat.expect(r"now playing ben")
    chat.say("1")  # ben clicks ana's Confirm
    refused = chat.expect(r"bot \(only you\)> [^\n]*\n")
    assert "Only ana can confirm" in refused
    assert "Done:" not in refused
    chat.say("/as ana")
    chat.expect(r"now playing ana")
    chat.say("1")
    done = chat.expect(r"gsm-mini is now version 2")
    assert "Confirmed by ana." in done
    code, errors = chat.close()
    assert code == 0, errors


def test_unlinked_gets_a_link_that_opens_with_the_demo_sign_in(tmp_path: Path, started: list[ChatProcess]) -> None:
    chat = ChatProcess(tmp_path / "s.sqlite3", "--unlinked")
    started.append(chat)
    chat.say("how many credits do we have left?")
    shown = chat.expect(r"demo sign-in: [^\n]*\n")
    assert "ana / ana-demo" in shown
    link = re.search(r"(http://127\.0\.0\.1:\d+/link/\S+)", shown)
    assert link, shown
    page = httpx.get(link.group(1), timeout=10)  # served while the chat waits for input
    assert page.status_code == 200 and "password" in page.text.lower()
    code, errors = chat.close()
    assert code == 0, errors


def test_a_taken_link_port_is_an_error(tmp_path: Path) -> None:
    taken = listen.bind("127.0.0.1", 0)
    try:
        port = taken.getsockname()[1]
        done = subprocess.run([*COMMAND, "--link-port", str(port)], input="", env=environment(tmp_path / "s.sqlite3"),
                              capture_output=True,
                              text=True, timeout=60)
    finally:
        taken.close()
    assert done.returncode == 1
    assert f"127.0.0.1:{port} is already in use" in done.stderr


def test_a_closed_output_ends_quietly(tmp_path: Path) -> None:
    """As `benchgen-bot | head -1`: the reader goes away after the first line."""
    process = subprocess.Popen([*COMMAND, "--fresh"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, env=environment(tmp_path / "s.sqlite3"))
    assert process.stdin is not None and process.stdout is not None and process.stderr is not None
    try:
        process.stdin.write("why did tiny-1 score so low on gsm-mini?\n")
        process.stdin.flush()
        assert process.stdout.readline().startswith("ana> why did")
        process.stdout.close()
        try:
            process.stdin.write("yes\nyes\n")
            process.stdin.close()
        except BrokenPipeError:
            pass  # it may have stopped already
        code = process.wait(timeout=90)
        errors = process.stderr.read()
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert code == 0
    assert "Traceback" not in errors and "BrokenPipe" not in errors


def test_a_new_chat_starts_in_the_terminal_language(tmp_path: Path, started: list[ChatProcess]) -> None:
    from bot.i18n import Catalog

    chat = ChatProcess(tmp_path / "s.sqlite3", LANG="de_DE.UTF-8")
    started.append(chat)
    chat.say("item 7")  # says nothing of its language: the terminal's is taken
    assert Catalog().text("de", "analyze.need_item") in chat.expect(r"gsm-mini")
    code, errors = chat.close()
    assert code == 0, errors
