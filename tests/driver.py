"""A full-stack test driver: push a message as a user in a thread, click a button, pop the replies.

It runs the real dispatcher, the real sandbox (over HTTP via ASGI) and the real store; only the
chat service is replaced, by a replier that records what the bot sends.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from bot.dispatcher import Dispatcher
from bot.text import plain
from bot.turn import Button, Click, Identity, OutgoingMessage, Place, Turn


@dataclass
class Sent:
    message: OutgoingMessage
    ref: str
    thread: str
    to_user: str
    update_of: str | None = None

    @property
    def text(self) -> str:
        return "\n".join(plain(line) for line in self.message.lines)

    @property
    def buttons(self) -> list[Button]:
        return self.message.buttons


@dataclass
class _Replier:
    driver: ChatDriver
    thread: str
    user: str

    async def post(self, message: OutgoingMessage) -> str:
        ref = f"msg{next(self.driver._ids)}"
        self.driver._record(Sent(message, ref, self.thread, self.user))
        return ref

    async def update(self, ref: str, message: OutgoingMessage) -> None:
        self.driver._record(Sent(message, ref, self.thread, self.user, update_of=ref))

    async def working(self) -> None:
        self.driver.working += 1


@dataclass
class ChatDriver:
    dispatcher: Dispatcher
    platform: str = "console"
    workspace: str = "local"
    channel: str = "c1"
    sent: list[Sent] = field(default_factory=list)
    working: int = 0
    _ids: itertools.count = field(default_factory=lambda: itertools.count(1))
    _cursor: int = 0

    def _record(self, sent: Sent) -> None:
        self.sent.append(sent)

    def _turn(self, user: str, thread: str, text: str = "", click: Click | None = None,
              locale: str | None = None) -> Turn:
        return Turn(identity=Identity(platform=self.platform, workspace=self.workspace, user=user),
                    place=Place(channel=self.channel, thread=thread), text=text, click=click,
                    locale=locale, display_name=user)

    async def push(self, user: str, text: str, *, thread: str = "t1", locale: str | None = None) -> list[Sent]:
        await self.dispatcher.handle(self._turn(user, thread, text, locale=locale), _Replier(self, thread, user))
        return self.pop()

    async def click(self, user: str, button: Button, *, thread: str = "t1") -> list[Sent]:
        click = Click(action=button.action, proposal_id=button.proposal_id, choice=button.choice)
        await self.dispatcher.handle(self._turn(user, thread, click=click), _Replier(self, thread, user))
        return self.pop()

    async def settle(self, timeout: float = 30.0) -> list[Sent]:
        """Waits for background work (runs, training) and returns what it sent."""
        assert await self.dispatcher.background.wait(timeout), "background work did not finish"
        return self.pop()

    def pop(self) -> list[Sent]:
        new = self.sent[self._cursor:]
        self._cursor = len(self.sent)
        return new

    def last_buttons(self) -> list[Button]:
        for sent in reversed(self.sent):
            if sent.buttons:
                return sent.buttons
        raise AssertionError("no message with buttons was sent")


def joined(sent: list[Sent]) -> str:
    return "\n".join(s.text for s in sent)
