"""Guarded sending: every message the bot writes passes the outgoing guard here, proposals included.

`Outbox` serves the whole process; `TurnOutbox` binds it to one turn's thread for a skill (the
`bot.skill.Outbox` protocol), so skills never touch a platform.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import datetime, timedelta
from typing import Any

from bot.accounts import Accounts
from bot.guard import Guard
from bot.i18n import Catalog
from bot.ratelimit import Limits
from bot.skill import HandOff, Propose, Question
from bot.store.base import StoreUnavailable
from bot.store.models import Proposal
from bot.text import Link, Quote
from bot.thread_state import ThreadStates
from bot.turn import Button, OutgoingMessage, Replier, Turn


class Outbox:
    def __init__(self, *, catalog: Catalog, guard: Guard, threads: ThreadStates, accounts: Accounts,
                 clock: Callable[[], datetime], proposal_ttl: timedelta, limits: Limits | None) -> None:
        self._catalog = catalog
        self._guard = guard
        self._threads = threads
        self._accounts = accounts
        self._clock = clock
        self._ttl = proposal_ttl
        self._limits = limits

    async def send(self, replier: Replier, message: OutgoingMessage) -> str:
        checked = self._guard.check(message)
        if checked is None:
            checked = OutgoingMessage(lines=[self._catalog.line("en", "error.internal")], kind="error")
        return await replier.post(checked)

    async def say(self, replier: Replier, language: str, key: str, /, *, private: bool = False,
                  **params: Any) -> None:
        line = self._catalog.line(language, key, **params)
        await self.send(replier, OutgoingMessage(lines=[line], private=private))

    async def update(self, replier: Replier, ref: str, message: OutgoingMessage) -> None:
        checked = self._guard.check(message)
        if checked is not None:
            await replier.update(ref, checked)

    async def link(self, turn: Turn, replier: Replier, language: str, key: str) -> None:
        """The account-link page, privately."""
        start = await self._accounts.start_link(turn.identity.key)
        lines = [self._catalog.line(language, key),
                 [Link(text=self._catalog.text(language, "link.open"), url=start.url)],
                 self._catalog.line(language, "link.after")]
        await self.send(replier, OutgoingMessage(lines=lines, private=True, kind="link"))

    async def propose(self, turn: Turn, replier: Replier, propose: Propose, language: str) -> None:
        """Posts the proposal with its buttons, and stores it only once it was shown as built."""
        if self._limits is not None and isinstance(cost := propose.action.get("cost"), int):
            refusal = await self._limits.spend_refusal(turn.identity.key, cost)
            if refusal is not None:
                await self.say(replier, language, "trust.credit_cap", cost=refusal.cost, cap=refusal.cap,
                               spent=refusal.spent)
                return
        proposal = Proposal.new(
            thread=turn.thread_key, requester=turn.identity.key, kind=propose.kind, action=propose.action,
            now=self._clock(), ttl=self._ttl, benchmark_version=propose.benchmark_version,
            language=language, summary=propose.lines, requester_name=who(turn),
            idempotency_key=propose.idempotency_key,
        )
        buttons = self._buttons(propose, proposal.id, language)
        message = self._guard.check(OutgoingMessage(lines=propose.lines, buttons=buttons, kind="proposal"))
        if message is None:  # never shown, so never confirmable: nothing is stored
            await self.say(replier, language, "error.internal")
            return
        if message.lines != propose.lines:  # something was hidden: a yes would run what nobody saw
            lines = [*message.lines, self._catalog.line(language, "confirm.hidden_content")]
            await self.send(replier, OutgoingMessage(lines=lines))
            return
        # Stored only once delivered: until then its id is unknown to the store, so a click or a
        # yes finds nothing; a post that fails raises here and leaves nothing behind.
        ref = await replier.post(message)
        try:
            await self._threads.put_proposal(proposal.model_copy(update={"message_ref": ref or None}))
        except StoreUnavailable:
            if ref:  # shown but not stored: take the buttons away so nobody clicks into nothing
                await replier.update(ref, message.model_copy(update={"buttons": []}))
            raise

    def _buttons(self, propose: Propose, proposal_id: str, language: str) -> list[Button]:
        if isinstance(propose.plan, Question):
            return [Button(label=self._catalog.text(language, f"choice.{option}"), action="choose",
                           proposal_id=proposal_id, choice=str(i), primary=i == 0)
                    for i, option in enumerate(propose.plan.options)]
        return [
            Button(label=self._catalog.text(language, propose.confirm_label), action="confirm",
                   proposal_id=proposal_id, primary=True),
            Button(label=self._catalog.text(language, propose.cancel_label), action="cancel",
                   proposal_id=proposal_id),
        ]

    async def close_buttons(self, replier: Replier, proposal: Proposal, key: str, turn: Turn,
                            **params: Any) -> None:
        """Edits the proposal's message: its summary, who answered, and no buttons any more."""
        if not proposal.message_ref:
            return
        lines = list(proposal.summary)
        lines.append(self._catalog.line(proposal.language, key, who=Quote(text=who(turn)), **params))
        await self.update(replier, proposal.message_ref, OutgoingMessage(lines=lines, kind="proposal"))


HandOffRunner = Callable[[Turn, Replier, HandOff, str], Awaitable[None]]


class TurnOutbox:
    """The outbox of one turn's thread, as a skill sees it (and the background work it starts)."""

    def __init__(self, outbox: Outbox, turn: Turn, replier: Replier, hand_off: HandOffRunner) -> None:
        self._outbox = outbox
        self._turn = turn
        self._replier = replier
        self._hand_off = hand_off

    async def send(self, message: OutgoingMessage) -> str:
        return await self._outbox.send(self._replier, message)

    async def update(self, ref: str, message: OutgoingMessage) -> None:
        await self._outbox.update(self._replier, ref, message)

    async def propose(self, propose: Propose, *, language: str) -> None:
        await self._outbox.propose(self._turn, self._replier, propose, language)

    async def hand_off(self, hand_off: HandOff, *, language: str) -> None:
        await self._hand_off(self._turn, self._replier, hand_off, language)


def who(turn: Turn) -> str:
    """The name a message shows for the turn's person."""
    return turn.display_name or turn.identity.user


def requester_name(proposal: Proposal) -> str:
    return proposal.requester_name or proposal.requester.rsplit(":", 1)[-1]
