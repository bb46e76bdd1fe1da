"""Answers to what waits in a thread: a yes, a no, a click; the claim, the cancel, the retry
(DESIGN.md section 4). Only the requester's own proposal is answered or set aside by their message."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Mapping, Sequence
from datetime import datetime
from typing import Protocol

from bot.accounts import Accounts
from bot.benchgen import errors as bg
from bot.benchgen.client import BenchGenSession
from bot.clarify import Clarify
from bot.i18n import Catalog
from bot.language import answer_of
from bot.outbox import Outbox, requester_name
from bot.ratelimit import Limits
from bot.routing import Route, normalise
from bot.skill import DidYouMean, Outcome, Propose, Skill, SkillContext, idempotency_key
from bot.store.base import Store
from bot.store.models import ClaimResult, ClaimStatus, Proposal
from bot.text import Quote
from bot.thread_state import ThreadStates
from bot.turn import Replier, Turn

REFUSALS = {
    ClaimStatus.NOT_FOUND: "confirm.not_found",
    ClaimStatus.EXPIRED: "confirm.expired",
    ClaimStatus.USED: "confirm.used",
    ClaimStatus.CANCELLED: "confirm.already_cancelled",
    ClaimStatus.SET_ASIDE: "confirm.set_aside",
    ClaimStatus.NOT_REQUESTER: "confirm.not_requester",
}


# The message's route, routed once for the turn, for a yes or a no that names what it answers
# ("yep, apply the key change").
RoutedAs = Callable[[], Awaitable[Route]]

# A word of cancelling or dropping, in any of the languages: what a guessed "cancel" must say to answer a proposal.
_CANCEL_WORD = re.compile(r"cancel|annul|anul|storn|abbrech|brich\w* ab|verwirf|verwerf|vergiss|oubli|laisse tomber|olvid|"
                          r"descart|esquec|deixa pra la|drop|discard|scrap|forget|withdraw|never ?mind|取消|算了|不要了|"
                          r"キャンセル|取り消|やめ|なしで")


class Executor(Protocol):
    """Runs a claimed proposal's skill in a context, and delivers what it returns."""

    def context(self, turn: Turn, replier: Replier, language: str, session: BenchGenSession | None) -> SkillContext: ...
    async def text(self, turn: Turn, replier: Replier, language: str) -> None: ...
    async def deliver(self, turn: Turn, replier: Replier, ctx: SkillContext, outcomes: Sequence[Outcome]) -> None: ...


class Confirmations:
    def __init__(self, *, store: Store, threads: ThreadStates, clock: Callable[[], datetime], catalog: Catalog, outbox: Outbox,
                 accounts: Accounts, by_kind: Mapping[str, Skill], clarify: Clarify,
                 executor: Executor, limits: Limits | None) -> None:
        self._store = store
        self._threads = threads
        self._clock = clock
        self._catalog = catalog
        self._outbox = outbox
        self._accounts = accounts
        self._by_kind = by_kind
        self._clarify = clarify
        self._executor = executor
        self._limits = limits

    async def answered_pending(self, turn: Turn, replier: Replier, language: str, text: str,
                               routed: RoutedAs | None = None) -> bool:
        """A yes, a no or a choice for what waits in this thread; True if the message was that."""
        me = turn.identity.key
        now = self._clock()
        answer = answer_of(text)
        mine, theirs = await self._threads.pending_for(turn.thread_key, me, now)
        if mine is None:
            if answer is None:
                return False
            if theirs:  # a yes for someone else's proposal
                await self._outbox.say(replier, language, "confirm.not_requester",
                                       private=True, who=Quote(text=requester_name(theirs[-1])))
            else:
                await self._late_answer(turn, replier, language, answer[0])
            return True
        if mine.kind == "question":
            choice = self._clarify.choice(mine, text)
            if choice is not None:
                await self.confirm(turn, replier, mine.id, language=language, choice=choice)
                return True
            if answer is not None and answer[0] == "no":
                await self.cancel(turn, replier, mine.id, language)
                return True
        elif (verdict := answer[0] if answer is not None else await self._named_answer(mine, text, routed)) is not None:
            if verdict == "yes":
                await self.confirm(turn, replier, mine.id, language=language)
            else:
                await self.cancel(turn, replier, mine.id, language)
            return True
        await self._store.set_aside(turn.thread_key, me, now)  # the requester moved on
        return False

    async def _named_answer(self, mine: Proposal, text: str, routed: RoutedAs | None) -> str | None:
        """"yes"/"no" for a message that names what it answers: routed to the skill that made the
        pending proposal with its `confirm` intent ("yep, apply the key change"; only with no digit
        in it, so it cannot mean another item or model) or its `cancel` intent ("no, cancel that
        run"). A proposal to cancel something is answered only by a plain yes or no: "cancel the
        run" would otherwise say no to cancelling it."""
        skill = self._by_kind.get(mine.kind)
        if routed is None or skill is None or mine.kind.startswith("cancel_"):
            return None
        route = await routed()
        if route.decision != "skill" or route.skill != skill.id:
            return None
        if route.intent == "cancel":
            # only where a rule read the cancelling, or a word says it: the classifier's guess alone finds "aplica a
            # correção … que você propôs" nearest a declared "cancel what you proposed", and would drop what it applies
            read = bool(route.candidates) and route.candidates[0].rules > 0
            return "no" if read or _CANCEL_WORD.search(normalise(text)) else None
        return "yes" if route.intent == "confirm" and not re.search(r"\d", text) else None

    async def _late_answer(self, turn: Turn, replier: Replier, language: str, verdict: str) -> None:
        """A yes or no with nothing pending: say what became of the last proposal here."""
        last = await self._threads.last_proposal(turn.thread_key, turn.identity.key)
        proposal = await self._store.get_proposal(last) if last else None
        if proposal is None or proposal.requester != turn.identity.key or proposal.kind not in self._by_kind:
            await self._outbox.say(replier, language, "confirm.nothing_pending")
            return
        if verdict == "yes":  # normally refused (expired, used...), but never claimed without running
            await self.confirm(turn, replier, proposal.id, language=language)
        else:
            await self.cancel(turn, replier, proposal.id, language)

    async def click(self, turn: Turn, replier: Replier, language: str) -> None:
        click = turn.click
        assert click is not None
        if click.action != "cancel":  # a forged value: confirm on a question, or choose on a proposal
            target = await self._store.get_proposal(click.proposal_id)
            if target is not None and (target.kind == "question") != (click.action == "choose"):
                await self._outbox.say(replier, language, "confirm.not_found", private=True)
                return
        if click.action == "cancel":
            await self.cancel(turn, replier, click.proposal_id, language)
        elif click.action == "choose":
            await self.confirm(turn, replier, click.proposal_id, language=language, choice=click.choice)
        else:
            await self.confirm(turn, replier, click.proposal_id, language=language)

    async def confirm(self, turn: Turn, replier: Replier, proposal_id: str, *, language: str,
                      choice: str | None = None) -> None:
        """Claims and executes. A refusal is told in the language of whoever clicked or typed;
        the execution continues in the proposal's own language."""
        result = await self._store.claim(proposal_id, turn.identity.key, self._clock())
        proposal = result.proposal
        if result.status is not ClaimStatus.CLAIMED or proposal is None:
            await self._refused(turn, replier, language, result)
        elif proposal.kind == "question":
            await self._clarify.answered(turn, replier, proposal, choice)
        elif proposal.kind == DidYouMean.kind:  # the request goes on with the name it meant
            await self._outbox.close_buttons(replier, proposal, "confirm.confirmed_by", turn)
            meant = DidYouMean.model_validate(proposal.action)
            await self._executor.text(turn.model_copy(update={"text": meant.text, "click": None}), replier,
                                      language)
        else:
            await self._execute(turn, replier, proposal)

    async def _execute(self, turn: Turn, replier: Replier, proposal: Proposal) -> None:
        me, language = turn.identity.key, proposal.language
        cost = proposal.action.get("cost") if self._limits is not None else None
        if self._limits is not None and isinstance(cost, int):
            refusal = await self._limits.reserve(me, cost)
            if refusal is not None:
                await self._outbox.say(replier, language, "trust.credit_cap", cost=refusal.cost, cap=refusal.cap,
                                       spent=refusal.spent)
                return
        await self._outbox.close_buttons(replier, proposal, "confirm.confirmed_by", turn)
        skill = self._by_kind[proposal.kind]
        try:
            session = await self._accounts.open(me, skill.execute_scopes)
            async with session:
                ctx = self._executor.context(turn, replier, language, session)
                outcomes = await skill.execute(ctx, proposal)
        except BaseException as error:
            if self._limits is not None and isinstance(cost, int):
                await self._limits.release(me, cost)
            if isinstance(error, bg.Unavailable):
                await self._repropose(turn, replier, proposal, "error.retry")
                return
            raise
        await self._executor.deliver(turn, replier, ctx, outcomes)

    async def propose_again(self, turn: Turn, replier: Replier, language: str) -> bool:
        """“propose it again”: the requester's last proposal in this thread, if it never ran
        (expired, set aside or cancelled), proposed anew; False when there is none to repeat."""
        last = await self._threads.last_proposal(turn.thread_key, turn.identity.key)
        proposal = await self._store.get_proposal(last) if last else None
        if proposal is None or proposal.requester != turn.identity.key or proposal.kind not in self._by_kind:
            return False
        # Never pending here (the message set it aside), so this only reads its state.
        result = await self._store.cancel(proposal.id, turn.identity.key, self._clock())
        if result.status is ClaimStatus.USED:
            await self._outbox.say(replier, language, "confirm.used")
        elif result.status is ClaimStatus.NOT_FOUND:
            return False
        else:
            await self._repropose(turn, replier, proposal, "confirm.again")
        return True

    async def _repropose(self, turn: Turn, replier: Replier, proposal: Proposal, lead: str) -> None:
        """The same action proposed anew (after BenchGen did not answer while executing it, or when
        asked again), carrying the original idempotency key, so confirming it can never run it
        twice; it is checked against the platform at execution like any other."""
        lines = [self._catalog.line(proposal.language, lead), *proposal.summary]
        skill = self._by_kind[proposal.kind]
        retry = Propose(skill=skill.id, plan=skill.plan_of(proposal), lines=lines,
                        benchmark_version=proposal.benchmark_version,
                        idempotency_key=idempotency_key(proposal))
        await self._outbox.propose(turn, replier, retry, proposal.language)

    async def cancel(self, turn: Turn, replier: Replier, proposal_id: str, language: str) -> None:
        result = await self._store.cancel(proposal_id, turn.identity.key, self._clock())
        proposal = result.proposal
        if result.status is ClaimStatus.CANCELLED and result.applied and proposal is not None:
            await self._outbox.close_buttons(replier, proposal, "confirm.cancelled_by", turn)
            await self._outbox.say(replier, proposal.language, "confirm.cancelled")
            return
        await self._refused(turn, replier, proposal.language if proposal else language, result)

    async def _refused(self, turn: Turn, replier: Replier, language: str, result: ClaimResult) -> None:
        """Told privately to a click (forty duplicate clicks must not post forty public notes) and
        to anyone who is not the requester; a typed answer is answered where it was typed."""
        key = REFUSALS.get(result.status, "confirm.not_found")
        who = requester_name(result.proposal) if result.proposal else ""
        private = turn.click is not None or result.status is ClaimStatus.NOT_REQUESTER
        await self._outbox.say(replier, language, key, private=private, who=Quote(text=who))
