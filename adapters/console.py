"""The terminal chat: one person plays a chat user (or several, with `/as NAME`) against the bot.

Buttons show as numbered choices; a number clicks one. Piped input is read one message a line,
each handled only after the replies to the previous one are printed; input is read off the event
loop, so runs and training jobs go on while the chat waits for the next line. When the reader of
the output goes away (`| head`), the chat stops quietly.
"""

from __future__ import annotations

import asyncio
import itertools
import os
import re
import sys
from collections.abc import Mapping
from typing import TextIO

from bot.background import BackgroundTasks
from bot.dispatcher import Dispatcher
from bot.text import Line, Link, shown
from bot.turn import Button, Click, Identity, OutgoingMessage, Place, Turn

CHANNEL = "terminal"
THREAD = "main"
_PLAY_AS = re.compile(r"/as\s+([a-z0-9][a-z0-9_-]{0,31})", re.IGNORECASE)


def render_line(line: Line) -> str:
    return "".join(f"{seg.text}: {seg.url}" if isinstance(seg, Link) else seg.text for seg in line)


class ConsoleReplier:
    """Prints messages; the numbered choices are those of the last message shown with buttons, for
    as long as that message keeps them (another player may click them too)."""

    def __init__(self, out: TextIO, *, link_note: str | None = None) -> None:
        self._out = out
        self._ids = itertools.count(1)
        self._link_note = link_note
        self.choices: list[Button] = []
        self._choices_ref: str | None = None
        self.closed = False

    def write(self, text: str) -> None:
        """Writes and flushes; a closed output (the reader went away) is remembered, not raised."""
        if self.closed:
            return
        try:
            self._out.write(text)
            self._out.flush()
        except BrokenPipeError:
            self.closed = True
            discard_stdout(self._out)

    def _print(self, message: OutgoingMessage, *, ref: str, update: bool) -> None:
        prefix = "bot (only you)> " if message.private else "bot> "
        if update:
            prefix = "bot (update)> "
        lines = [render_line(line) for line in message.lines] or [""]
        text = prefix + lines[0] + "\n" + "".join(" " * len(prefix) + line + "\n" for line in lines[1:])
        if self._link_note and any(isinstance(seg, Link) for line in message.lines for seg in line):
            text += f"({self._link_note})\n"
        if message.buttons or ref == self._choices_ref:
            self.choices, self._choices_ref = list(message.buttons), ref
        text += "".join(f"[{n}] {button.label}\n" for n, button in enumerate(message.buttons, 1))
        self.write(text)

    async def post(self, message: OutgoingMessage) -> str:
        ref = f"m{next(self._ids)}"
        self._print(message, ref=ref, update=False)
        return ref

    async def update(self, ref: str, message: OutgoingMessage) -> None:
        self._print(message, ref=ref, update=True)

    async def working(self) -> None:
        return None


def terminal_locale(environ: Mapping[str, str]) -> str | None:
    """The terminal's language as a tag ("de_DE.UTF-8" → "de-DE"), read as POSIX does: LC_ALL,
    then LC_MESSAGES, then LANG; None for the C locale."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name)
        if value:
            tag = value.split(".")[0].split("@")[0]
            return None if tag in ("C", "POSIX") else tag.replace("_", "-")
    return None


def discard_stdout(out: TextIO = sys.stdout) -> None:
    """After the reader of stdout went away: later writes, and the flush at exit, go nowhere."""
    if out is sys.stdout:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)


class Console:
    def __init__(self, dispatcher: Dispatcher, background: BackgroundTasks, user: str, out: TextIO = sys.stdout, *,
                 link_note: str | None = None, locale: str | None = None) -> None:
        self.dispatcher = dispatcher
        self.background = background  # the work the turns started, waited for before the console ends
        self.locale = locale
        self.identity = Identity(platform="console", workspace="local", user=user)
        self.place = Place(channel=CHANNEL, thread=THREAD, is_dm=True)
        self.replier = ConsoleReplier(out, link_note=link_note)

    def turn_for(self, text: str) -> Turn:
        stripped = text.strip()
        if stripped.isdigit() and self.replier.choices and 1 <= int(stripped) <= len(self.replier.choices):
            button = self.replier.choices[int(stripped) - 1]
            click = Click(action=button.action, proposal_id=button.proposal_id, choice=button.choice)
            return Turn(identity=self.identity, place=self.place, text="", click=click, locale=self.locale)
        return Turn(identity=self.identity, place=self.place, text=text, locale=self.locale)

    def play_as(self, text: str) -> bool:
        """`/as NAME` switches the chat user (the demo users are linked; any other name is not)."""
        match = _PLAY_AS.fullmatch(text.strip())
        if match is None:
            return False
        self.identity = self.identity.model_copy(update={"user": match.group(1).lower()})
        self.replier.write(f"(now playing {self.identity.user})\n")
        return True

    async def say(self, text: str) -> None:
        if not self.play_as(text):
            await self.dispatcher.handle(self.turn_for(text), self.replier)

    async def forget_thread(self) -> None:
        thread = f"console:local:{CHANNEL}:{THREAD}"
        await self.dispatcher.threads.forget(thread, self.identity.key, self.dispatcher.clock())

    async def run_piped(self, lines: TextIO, wait_seconds: float = 60.0) -> int:
        loop = asyncio.get_running_loop()
        while not self.replier.closed:
            raw = await loop.run_in_executor(None, lines.readline)  # the loop keeps running meanwhile
            if not raw:
                break
            text = raw.rstrip("\n")
            if not text.strip():
                continue
            self.replier.write(f"{self.identity.user}> {shown(text)}\n")  # piped input may hold escapes too
            await self.say(text)
        if self.replier.closed:
            return 0
        finished = await self.background.wait(wait_seconds)
        return 0 if finished else 3

    async def run_interactive(self) -> int:
        loop = asyncio.get_running_loop()
        self.replier.write("BenchGen chat — type a message, a choice number, /as NAME to play another user, "
                           "or Ctrl-D to quit.\n")
        while not self.replier.closed:
            try:
                text = await loop.run_in_executor(None, input, f"{self.identity.user}> ")
            except EOFError:
                break
            if text.strip():
                await self.say(text)
        await self.background.wait(60.0)
        return 0
