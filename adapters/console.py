"""The terminal chat: one person plays a chat user against the bot.

Buttons show as numbered choices; a number clicks one. Piped input is read one message a line,
each handled only after the replies to the previous one are printed.
"""

from __future__ import annotations

import asyncio
import itertools
import sys
from typing import TextIO

from bot.dispatcher import Dispatcher
from bot.outbox import last_key
from bot.text import Line, Link, shown
from bot.turn import Button, Click, Identity, OutgoingMessage, Place, Turn

CHANNEL = "terminal"
THREAD = "main"


def render_line(line: Line) -> str:
    return "".join(f"{seg.text}: {seg.url}" if isinstance(seg, Link) else seg.text for seg in line)


class ConsoleReplier:
    def __init__(self, out: TextIO) -> None:
        self._out = out
        self._ids = itertools.count(1)
        self.choices: list[Button] = []

    def _print(self, message: OutgoingMessage, *, update: bool) -> None:
        prefix = "bot (only you)> " if message.private else "bot> "
        if update:
            prefix = "bot (update)> "
        lines = [render_line(line) for line in message.lines] or [""]
        self._out.write(prefix + lines[0] + "\n")
        for text in lines[1:]:
            self._out.write(" " * len(prefix) + text + "\n")
        if message.buttons:
            self.choices = list(message.buttons)
            for n, button in enumerate(message.buttons, 1):
                self._out.write(f"[{n}] {button.label}\n")
        self._out.flush()

    async def post(self, message: OutgoingMessage) -> str:
        self._print(message, update=False)
        return f"m{next(self._ids)}"

    async def update(self, ref: str, message: OutgoingMessage) -> None:
        self._print(message, update=True)

    async def working(self) -> None:
        return None


class Console:
    def __init__(self, dispatcher: Dispatcher, user: str, out: TextIO = sys.stdout) -> None:
        self.dispatcher = dispatcher
        self.identity = Identity(platform="console", workspace="local", user=user)
        self.place = Place(channel=CHANNEL, thread=THREAD, is_dm=True)
        self.replier = ConsoleReplier(out)
        self.out = out

    def turn_for(self, text: str) -> Turn:
        stripped = text.strip()
        if stripped.isdigit() and self.replier.choices and 1 <= int(stripped) <= len(self.replier.choices):
            button = self.replier.choices[int(stripped) - 1]
            self.replier.choices = []
            click = Click(action=button.action, proposal_id=button.proposal_id, choice=button.choice)
            return Turn(identity=self.identity, place=self.place, text="", click=click)
        return Turn(identity=self.identity, place=self.place, text=text)

    async def say(self, text: str) -> None:
        await self.dispatcher.handle(self.turn_for(text), self.replier)

    async def forget_thread(self) -> None:
        store = self.dispatcher.store
        thread = f"console:local:{CHANNEL}:{THREAD}"
        await store.set_aside(thread, self.identity.key, self.dispatcher.clock())
        for key in ("lang", "ctx"):
            await store.delete_value(f"{key}:{thread}")
        await store.delete_value(last_key(thread, self.identity.key))

    async def run_piped(self, lines: TextIO, wait_seconds: float = 60.0) -> int:
        for raw in lines:
            text = raw.rstrip("\n")
            if not text.strip():
                continue
            self.out.write(f"{self.identity.user}> {shown(text)}\n")  # piped input may hold escapes too
            self.out.flush()
            await self.say(text)
        finished = await self.dispatcher.background.wait(wait_seconds)
        return 0 if finished else 3

    async def run_interactive(self) -> int:
        loop = asyncio.get_running_loop()
        self.out.write("BenchGen chat — type a message, a choice number, or Ctrl-D to quit.\n")
        while True:
            try:
                text = await loop.run_in_executor(None, input, f"{self.identity.user}> ")
            except EOFError:
                break
            if text.strip():
                await self.say(text)
        await self.dispatcher.background.wait(60.0)
        return 0
