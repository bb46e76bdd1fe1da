"""Turns a `Turn` into skill work and replies (DESIGN.md section 3).

Order of a text turn: the length limit first (nothing reads a message that is too long), then a
pending proposal or question in this thread, language, the hard ceiling, routing, the account link,
the turn's scoped credential, the skill, and the outgoing guard on every message.
"""

from __future__ import annotations

import asyncio
import logging
import re
import unicodedata
from collections.abc import Callable, Sequence
from datetime import datetime, timedelta
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from bot.benchgen import errors as bg
from bot.benchgen.client import BenchGenPlatform, BenchGenSession
from bot.entities import closest_name, extract
from bot.followup import FollowUps, asks_again
from bot.guard import Guard
from bot.i18n import Catalog
from bot.language import LanguageDetector, answer_of
from bot.llm.help import ModelHelp
from bot.llm.routing import SkillOption, choose_route
from bot.llm.translate import translate
from bot.logs import turn_scope
from bot.ratelimit import Limits
from bot.routing import Route, Router
from bot.secrets_scan import looks_secret, redact
from bot.store.base import Store, StoreUnavailable
from bot.store.models import ClaimResult, ClaimStatus, Proposal
from bot.text import Line, Link, Quote, Words
from bot.turn import Button, OutgoingMessage, Replier, Turn
from bot.watching import Watching
from bot.workspace_names import WorkspaceNames
from bot.skill import (
    Background,
    Entities,
    HandOff,
    Outcome,
    Propose,
    Reply,
    Request,
    Skill,
    SkillContext,
    idempotency_key,
)

log = logging.getLogger(__name__)

MAX_MESSAGE_CHARS = 40_000
MAX_HANDOFFS = 4
# An identifier such as tiny-1, gsm-mini or run_ab12: a message with one names something.
_NAMES_SOMETHING = re.compile(r"[A-Za-z]+[-_]?\d|\w+-\w+")
# Language detection and routing take time in proportion to the text (~7 ms for 2,500 characters,
# ~100 ms at the limit): above this length they run in a worker thread, so the event loop keeps
# acknowledging other events meanwhile. Shorter texts take well under a millisecond, less than the
# hand-over to a thread would.
SLOW_TEXT_CHARS = 500

_T = TypeVar("_T")


async def off_loop(text: str, work: Callable[[], _T]) -> _T:
    """`work()` (detection or routing of `text`), in a worker thread when `text` is long."""
    return await asyncio.to_thread(work) if len(text) > SLOW_TEXT_CHARS else work()


_INVISIBLE = re.compile(r"[\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]")


def clean_text(text: str) -> str:
    """Drops control and zero-width characters (keeps newlines and tabs)."""
    text = _INVISIBLE.sub("", text)
    return "".join(c for c in text if c in "\n\t" or unicodedata.category(c) != "Cc").strip()


class _Outbox:
    """Guarded sending for one turn (and the background work it starts)."""

    def __init__(self, dispatcher: Dispatcher, turn: Turn, replier: Replier) -> None:
        self._d = dispatcher
        self._turn = turn
        self._replier = replier

    async def send(self, message: OutgoingMessage) -> str:
        return await self._d._send(self._replier, message)

    async def update(self, ref: str, message: OutgoingMessage) -> None:
        checked = self._d.guard.check(message)
        if checked is not None:
            await self._replier.update(ref, checked)

    async def propose(self, propose: Propose, *, language: str) -> None:
        await self._d._post_proposal(self._turn, self._replier, propose, language)

    async def hand_off(self, hand_off: HandOff, *, language: str) -> None:
        await self._d._run_skill(self._turn, self._replier, language, self._d.skills[hand_off.skill],
                                 hand_off.request, depth=1)


class _Sessions:
    def __init__(self, platform: BenchGenPlatform) -> None:
        self._platform = platform

    async def open(self, identity: str, scopes: frozenset[str]) -> BenchGenSession:
        return await self._platform.session(identity, scopes)


class Dispatcher:
    def __init__(
        self,
        *,
        skills: Sequence[Skill],
        store: Store,
        platform: BenchGenPlatform,
        catalog: Catalog,
        guard: Guard,
        background: Background,
        detector: LanguageDetector,
        clock: Callable[[], datetime],
        proposal_ttl: timedelta = timedelta(minutes=15),
        limits: Limits | None = None,
        watching: Watching,
        llm: ModelHelp | None = None,
    ) -> None:
        self.skills = {s.id: s for s in skills}
        self.by_kind = {kind: s for s in skills for kind in getattr(s, "kinds", ())}
        self.router = Router(skills)
        self.store = store
        self.platform = platform
        self.catalog = catalog
        self.guard = guard
        self.background = background
        self.detector = detector
        self.clock = clock
        self.proposal_ttl = proposal_ttl
        self.limits = limits
        self.sessions = _Sessions(platform)
        self.watching = watching
        self.names = WorkspaceNames(clock)
        self.follow_ups = FollowUps(store)
        self.llm = llm or ModelHelp.offline()  # optional model help; offline = the rules alone

    # ------------------------------------------------------------------ entry point

    async def awaits_answer(self, thread_key: str) -> bool:
        """Whether this thread has a proposal or question waiting (anyone's), so an adapter should
        pass on a message that does not mention the bot (e.g. a typed yes in a Slack thread)."""
        return bool(await self.store.all_pending(thread_key, self.clock()))

    async def handle(self, turn: Turn, replier: Replier) -> None:
        with turn_scope(), self.llm.turn():
            log.info("turn", extra={"platform": turn.identity.platform, "click": turn.click is not None})
            if turn.click is None and len(turn.text) > MAX_MESSAGE_CHARS:
                await self._too_long(turn, replier)
                return
            # Validated again: an adapter's `model_copy(update=...)` skips the Turn's own validation,
            # and a lone surrogate left in the text fails every step that encodes it.
            turn = Turn.model_validate(turn.model_dump())
            log.debug("turn text", extra={"body": redact(turn.text)})
            await self._handle(turn, replier)

    async def _too_long(self, turn: Turn, replier: Replier) -> None:
        """Answered before anything reads the text: language detection, the secret scan and
        routing each take time in proportion to its length. Said in the thread's language as
        stored, else the platform's hint, never a detected one."""
        log.info("turn too long", extra={"chars": len(turn.text)})
        stored = None
        try:
            stored = await self.store.get_value(f"lang:{turn.thread_key}")
        except StoreUnavailable:
            pass
        hint = turn.locale.split("-")[0].lower() if turn.locale else None
        language = next((lang for lang in (stored, hint) if lang and self.catalog.has(lang)), "en")
        await self._say(replier, language, "error.too_long", limit=MAX_MESSAGE_CHARS)

    async def _handle(self, turn: Turn, replier: Replier) -> None:
        language = "en"
        try:
            language, stored = await self._language(turn)
            if turn.click is not None:
                await self._click(turn, replier, language)
            else:
                await self._text(turn, replier, language, stored)
        except bg.NotLinked:  # e.g. unlinked between a proposal and its yes
            await self._send_link(turn, replier, language, "link.needed")
        except StoreUnavailable:
            log.warning("store unavailable")
            await self._say(replier, language, "error.store_down", private=True)
        except bg.BenchGenError as error:
            await self._platform_error(replier, language, error)
        except Exception:
            log.exception("turn failed")
            await self._say(replier, language, "error.internal")

    async def _language(self, turn: Turn) -> tuple[str, str | None]:
        """The message's language, and the thread's language as stored (None if not yet)."""
        stored = None
        try:
            stored = await self.store.get_value(f"lang:{turn.thread_key}")
        except StoreUnavailable:
            pass
        prior = stored
        if prior is None and turn.locale:
            prior = turn.locale.split("-")[0].lower()
        return await off_loop(turn.text, lambda: self.detector.detect(turn.text, prior=prior)), stored

    # ------------------------------------------------------------------ text turns

    async def _text(self, turn: Turn, replier: Replier, language: str, stored_language: str | None) -> None:
        text = clean_text(turn.text)
        if looks_secret(text):  # warned, never processed, stored or echoed
            await self._say(replier, language, "trust.pasted_secret", private=True)
            return
        if self.limits is not None and (over := await self.limits.over_limit(turn.identity)):
            await self._say(replier, language, f"trust.rate_{over}", private=True)
            return
        if not self.catalog.has(language):  # recognised, but not one the bot speaks: say so in English
            await self._unsupported(replier, language)
            return
        if await self._answered_pending(turn, replier, language, text):
            return
        if asks_again(text) and await self._propose_again(turn, replier, language):
            return
        if language != stored_language:
            await self.store.set_value(f"lang:{turn.thread_key}", language, ttl=timedelta(days=7))
        route = await off_loop(text, lambda: self.router.route(text, language))
        route = await self._model_route(text, language, route)
        route = await self.follow_ups.resolve(text, route, turn.thread_key, turn.identity.key)
        await self.follow_ups.remember(turn.thread_key, turn.identity.key, route)
        await self._follow(turn, replier, language, text, route)

    async def _answered_pending(self, turn: Turn, replier: Replier, language: str, text: str) -> bool:
        """A yes, a no or a choice for what waits in this thread; True if the message was that.

        Only the requester's own proposal or question is answered or set aside by their message:
        another person's turn never touches it (DESIGN.md section 4).
        """
        me = turn.identity.key
        now = self.clock()
        answer = answer_of(text)
        mine = await self.store.pending_for(turn.thread_key, me, now)
        if mine is None:
            if answer is None:
                return False
            theirs = await self.store.all_pending(turn.thread_key, now)
            if theirs:  # a yes for someone else's proposal
                await self._say(replier, language, "confirm.not_requester",
                                private=True, who=Quote(text=_requester_name(theirs[-1])))
            else:
                await self._late_answer(turn, replier, language, answer[0])
            return True
        if mine.kind == "question":
            choice = self._choice(mine, text)
            if choice is not None:
                await self._confirm(turn, replier, mine.id, language=language, choice=choice)
                return True
            if answer is not None and answer[0] == "no":
                await self._cancel(turn, replier, mine.id, language)
                return True
        elif answer is not None:
            if answer[0] == "yes":
                await self._confirm(turn, replier, mine.id, language=language)
            else:
                await self._cancel(turn, replier, mine.id, language)
            return True
        await self.store.set_aside(turn.thread_key, me, now)  # the requester moved on
        return False

    async def _follow(self, turn: Turn, replier: Replier, language: str, text: str, route: Route) -> None:
        if route.decision == "refuse":
            await self._say(replier, language, f"refuse.{route.intent}")
        elif route.decision == "link":
            if route.intent == "unlink":
                await self.platform.unlink(turn.identity.key)
                await self._say(replier, language, "link.unlinked", private=True)
            else:
                await self._send_link(turn, replier, language, "link.requested")
        elif route.decision == "help":
            await self._run_skill(turn, replier, language, self.skills["benchgen-context"],
                                  Request(text=text, intent=route.intent or "help"))
        elif route.decision == "clarify":
            await self._clarify(turn, replier, language, text, [c.skill for c in route.candidates[:2]])
        else:
            assert route.skill is not None
            await self._run_skill(turn, replier, language, self.skills[route.skill],
                                  Request(text=text, intent=route.intent))

    # ------------------------------------------------------------------ language-model hooks (bot/llm/)

    async def _model_route(self, text: str, language: str, route: Route) -> Route:
        """Only when the rules found nothing: a model may pick a declared skill (validated), or ask
        the clarify question between two. Refusals and rule-made questions never reach it."""
        if not self.llm.can("routing") or route.decision != "help" or route.intent != "unclear":
            return route
        askable = {sid: f"clarify.option.{sid}" in self.catalog.keys(language) for sid in self.skills}
        chosen = await choose_route(self.llm, text, language, route, self._skill_options(), askable)
        return chosen or route

    def _skill_options(self) -> list[SkillOption]:
        options = []
        for skill in self.skills.values():
            key = _HELP_KEYS.get(skill.id)
            does = self.catalog.text("en", key) if key else skill.id
            intents = sorted({t.intent for t in skill.triggers.get("en", ()) if t.intent})
            options.append(SkillOption(id=skill.id, does=does, intents=intents))
        return options

    async def _unsupported(self, replier: Replier, language: str) -> None:
        """The English reply; with a model, translated into the user's language, with a note."""
        english = self.catalog.line("en", "language.unsupported")
        translated = await translate(self.llm, self.catalog.text("en", "language.unsupported"), language)
        if translated is None:
            await self._send(replier, OutgoingMessage(lines=[english]))
            return
        lines = [[Words(text=translated)], self.catalog.line("en", "language.machine_translated"), english]
        await self._send(replier, OutgoingMessage(lines=lines))

    # ------------------------------------------------------------------ late answers

    async def _late_answer(self, turn: Turn, replier: Replier, language: str, verdict: str) -> None:
        """A yes or no with nothing pending: say what became of the last proposal here."""
        last = await self.store.get_value(last_key(turn.thread_key, turn.identity.key))
        proposal = await self.store.get_proposal(last) if last else None
        if proposal is None or proposal.requester != turn.identity.key or proposal.kind not in self.by_kind:
            await self._say(replier, language, "confirm.nothing_pending")
            return
        if verdict == "yes":  # normally refused (expired, used...), but never claimed without running
            await self._confirm(turn, replier, proposal.id, language=language)
        else:
            await self._cancel(turn, replier, proposal.id, language)

    # ------------------------------------------------------------------ clicks

    async def _click(self, turn: Turn, replier: Replier, language: str) -> None:
        click = turn.click
        assert click is not None
        if click.action != "cancel":  # a forged value: confirm on a question, or choose on a proposal
            target = await self.store.get_proposal(click.proposal_id)
            if target is not None and (target.kind == "question") != (click.action == "choose"):
                await self._say(replier, language, "confirm.not_found", private=True)
                return
        if click.action == "cancel":
            await self._cancel(turn, replier, click.proposal_id, language)
        elif click.action == "choose":
            await self._confirm(turn, replier, click.proposal_id, language=language, choice=click.choice)
        else:
            await self._confirm(turn, replier, click.proposal_id, language=language)

    async def _confirm(self, turn: Turn, replier: Replier, proposal_id: str, *, language: str,
                       choice: str | None = None) -> None:
        """Claims and executes. A refusal is told in the language of whoever clicked or typed;
        the execution continues in the proposal's own language."""
        me = turn.identity.key
        result = await self.store.claim(proposal_id, me, self.clock())
        proposal = result.proposal
        if result.status is not ClaimStatus.CLAIMED or proposal is None:
            await self._claim_refused(turn, replier, language, result)
            return
        language = proposal.language
        if proposal.kind == "question":
            await self._answered(turn, replier, proposal, choice)
            return
        if proposal.kind == "did_you_mean":  # the request goes on with the name it meant
            await self._close_buttons(replier, proposal, "confirm.confirmed_by", turn)
            meant = turn.model_copy(update={"text": str(proposal.action["text"]), "click": None})
            await self._text(meant, replier, language, language)
            return
        cost = proposal.action.get("cost") if self.limits is not None else None
        if self.limits is not None and isinstance(cost, int):
            refusal = await self.limits.reserve(me, cost)
            if refusal is not None:
                await self._say(replier, language, "trust.credit_cap", cost=refusal.cost, cap=refusal.cap,
                                spent=refusal.spent)
                return
        await self._close_buttons(replier, proposal, "confirm.confirmed_by", turn)
        skill = self.by_kind[proposal.kind]
        try:
            session = await self.platform.session(me, skill.execute_scopes)
            async with session:
                ctx = self._context(turn, replier, language, session)
                outcomes = await skill.execute(ctx, proposal)
        except BaseException as error:
            if self.limits is not None and isinstance(cost, int):
                await self.limits.release(me, cost)
            if isinstance(error, bg.Unavailable):
                await self._repropose(turn, replier, proposal, "error.retry")
                return
            raise
        await self._deliver(turn, replier, ctx, outcomes, depth=0)

    async def _propose_again(self, turn: Turn, replier: Replier, language: str) -> bool:
        """“propose it again”: the requester's last proposal in this thread, if it never ran
        (expired, set aside or cancelled), proposed anew; False when there is none to repeat."""
        last = await self.store.get_value(last_key(turn.thread_key, turn.identity.key))
        proposal = await self.store.get_proposal(last) if last else None
        if proposal is None or proposal.requester != turn.identity.key or proposal.kind not in self.by_kind:
            return False
        # Never pending here (the message set it aside), so this only reads its state.
        result = await self.store.cancel(proposal.id, turn.identity.key, self.clock())
        if result.status is ClaimStatus.USED:
            await self._say(replier, language, "confirm.used")
        elif result.status is ClaimStatus.NOT_FOUND:
            return False
        else:
            await self._repropose(turn, replier, proposal, "confirm.again")
        return True

    async def _repropose(self, turn: Turn, replier: Replier, proposal: Proposal, lead: str) -> None:
        """The same action proposed anew (after BenchGen did not answer while executing it, or when
        asked again), carrying the original idempotency key, so confirming it can never run it
        twice; it is checked against the platform at execution like any other."""
        action = {k: v for k, v in proposal.action.items() if k not in ("summary", "requester_name")}
        action["idempotency_key"] = idempotency_key(proposal)
        summary = proposal.action.get("summary")
        lines = [self.catalog.line(proposal.language, lead)]
        if isinstance(summary, list):
            lines += [[_segment(seg) for seg in line] for line in summary]
        again = Propose(skill=self.by_kind[proposal.kind].id, kind=proposal.kind, action=action, lines=lines,
                        benchmark_version=proposal.benchmark_version)
        await self._post_proposal(turn, replier, again, proposal.language)

    async def _cancel(self, turn: Turn, replier: Replier, proposal_id: str, language: str) -> None:
        result = await self.store.cancel(proposal_id, turn.identity.key, self.clock())
        proposal = result.proposal
        if result.status is ClaimStatus.CANCELLED and result.applied and proposal is not None:
            await self._close_buttons(replier, proposal, "confirm.cancelled_by", turn)
            await self._say(replier, proposal.language, "confirm.cancelled")
            return
        await self._claim_refused(turn, replier, proposal.language if proposal else language, result)

    async def _claim_refused(self, turn: Turn, replier: Replier, language: str, result: ClaimResult) -> None:
        """Told privately to a click (forty duplicate clicks must not post forty public notes) and
        to anyone who is not the requester; a typed answer is answered where it was typed."""
        key = {
            ClaimStatus.NOT_FOUND: "confirm.not_found",
            ClaimStatus.EXPIRED: "confirm.expired",
            ClaimStatus.USED: "confirm.used",
            ClaimStatus.CANCELLED: "confirm.already_cancelled",
            ClaimStatus.SET_ASIDE: "confirm.set_aside",
            ClaimStatus.NOT_REQUESTER: "confirm.not_requester",
        }.get(result.status, "confirm.not_found")
        who = _requester_name(result.proposal) if result.proposal else ""
        private = turn.click is not None or result.status is ClaimStatus.NOT_REQUESTER
        await self._say(replier, language, key, private=private, who=Quote(text=who))

    async def _close_buttons(self, replier: Replier, proposal: Proposal, key: str, turn: Turn,
                             **params: Any) -> None:
        if not proposal.message_ref:
            return
        summary = proposal.action.get("summary")
        lines: list[Line] = []
        if isinstance(summary, list):
            lines = [[_segment(s) for s in line] for line in summary]
        lines.append(self.catalog.line(proposal.language, key, who=Quote(text=_who_turn(turn)), **params))
        message = OutgoingMessage(lines=lines, kind="proposal")
        checked = self.guard.check(message)
        if checked is not None:
            await replier.update(proposal.message_ref, checked)

    # ------------------------------------------------------------------ clarify

    async def _clarify(self, turn: Turn, replier: Replier, language: str, text: str, options: list[str]) -> None:
        propose = Propose(
            skill="", kind="question",
            action={"text": text, "options": options},
            lines=[self.catalog.line(language, "clarify.question",
                                     first=self.catalog.text(language, f"clarify.option.{options[0]}"),
                                     second=self.catalog.text(language, f"clarify.option.{options[1]}"))],
        )
        await self._post_proposal(turn, replier, propose, language)

    def _choice(self, question: Proposal, text: str) -> str | None:
        """Which option a typed answer picks: its number, its label, or words that route to it.

        A no never picks an option, and a message that names something (a model, a benchmark) is
        a new request, not an answer: it sets the question aside.
        """
        options: list[str] = question.action.get("options", [])
        stripped = text.strip().rstrip(".!。！")
        if answer_of(stripped) is not None and answer_of(stripped)[0] == "no":  # type: ignore[index]
            return None
        if stripped.isdigit() and 1 <= int(stripped) <= len(options):
            return str(int(stripped) - 1)
        labels = [self.catalog.text(question.language, f"choice.{option}").casefold() for option in options]
        if stripped.casefold() in labels:
            return str(labels.index(stripped.casefold()))
        if _NAMES_SOMETHING.search(stripped):
            return None
        route = self.router.route(text, question.language)
        top = route.candidates[0].skill if route.candidates else None
        return str(options.index(top)) if top in options else None

    async def _answered(self, turn: Turn, replier: Replier, question: Proposal, choice: str | None) -> None:
        options: list[str] = question.action.get("options", [])
        if choice is None or not choice.isdigit() or int(choice) >= len(options):
            await self._say(replier, question.language, "confirm.not_found", private=turn.click is not None)
            return
        skill = self.skills[options[int(choice)]]
        await self._close_buttons(replier, question, "clarify.chosen_by", turn,
                                  choice=self.catalog.text(question.language, f"choice.{skill.id}"))
        text = str(question.action.get("text", ""))
        route = self.router.route(text, question.language)
        intent = next((c.intent for c in route.candidates if c.skill == skill.id), "")
        await self._run_skill(turn, replier, question.language, skill, Request(text=text, intent=intent))

    # ------------------------------------------------------------------ skills

    def _context(self, turn: Turn, replier: Replier, language: str,
                 session: BenchGenSession | None, entities: Entities | None = None) -> SkillContext:
        return SkillContext(
            turn=turn, language=language, catalog=self.catalog, session=session,
            outbox=_Outbox(self, turn, replier), background=self.background, sessions=self.sessions,
            clock=self.clock, entities=entities or Entities(), watcher=self.watching.watcher_for(self, turn, replier),
        )

    def continue_in(self, turn: Turn, replier: Replier, language: str) -> SkillContext:
        """A context for work that outlives its turn (watching a run), possibly in another process:
        `turn` is the reconstructed requester and thread, `replier` posts there. Its outbox guards
        and stores proposals and hand-offs exactly as in a turn; it holds no credential."""
        return self._context(turn, replier, language, None)

    async def _run_skill(self, turn: Turn, replier: Replier, language: str, skill: Skill,
                         request: Request, depth: int = 0) -> None:
        session: BenchGenSession | None = None
        if skill.needs_account_for(request):
            try:
                session = await self.platform.session(turn.identity.key, skill.scopes)
            except bg.NotLinked:
                await self._send_link(turn, replier, language, "link.needed")
                return
        try:
            await replier.working()
            entities = request.entities
            if session is not None and depth == 0:
                entities = await self._entities(turn, session, request.text)
                request = request.model_copy(update={"entities": entities})
                if entities.unknown and await self._did_you_mean(turn, replier, language, session, entities,
                                                                  request.text):
                    return
            ctx = self._context(turn, replier, language, session, entities)
            outcomes = await skill.handle(ctx, request)
            await self._deliver(turn, replier, ctx, outcomes, depth)
        finally:
            if session is not None:
                await session.aclose()

    async def _deliver(self, turn: Turn, replier: Replier, ctx: SkillContext,
                       outcomes: Sequence[Outcome], depth: int) -> None:
        for outcome in outcomes:
            if isinstance(outcome, Reply):
                await self._send(replier, outcome.message)
                if outcome.suspected and ctx.session is not None:
                    await self._remember_suspected(turn, ctx.session, outcome.suspected)
            elif isinstance(outcome, Propose):
                await self._post_proposal(turn, replier, outcome, ctx.language)
            elif isinstance(outcome, HandOff) and depth < MAX_HANDOFFS:
                await self._run_skill(turn, replier, ctx.language, self.skills[outcome.skill],
                                      outcome.request, depth + 1)

    async def _entities(self, turn: Turn, session: BenchGenSession, text: str) -> Entities:
        """Names in the message, with the thread's last benchmark and model as defaults.

        The thread remembers them per BenchGen workspace: people of two workspaces in one thread
        each continue their own conversation, and neither is given (nor told) the other's names.
        Without a known workspace nothing is remembered or inherited."""
        names = await self.names.of(session)
        found = extract(text, benchmarks=names.benchmarks, models=names.models)
        workspace = await session.workspace()
        if workspace is None:
            return found
        context = _thread_context(await self.store.get_value(f"ctx:{turn.thread_key}"))
        last = context.by_workspace.get(workspace)
        if last is not None and not found.unknown:  # `run tiny-3` must not quietly mean the thread's tiny-1
            if not found.benchmarks:
                found.benchmarks = last.benchmarks[:1]
            if not found.models:
                found.models = last.models
            if found.benchmarks[:1] == last.benchmarks[:1]:  # a suspicion belongs to its benchmark
                found.suspected = last.suspected
        await self._remember(turn, workspace, found)
        return found

    async def _remember(self, turn: Turn, workspace: str, found: Entities) -> None:
        """The benchmark and models the thread now talks about (and the suspicions shown on that
        benchmark), for the next message's defaults."""
        if not (found.benchmarks or found.models):
            return
        key = f"ctx:{turn.thread_key}"
        remembered = await self.store.get_value(key)
        context = _thread_context(remembered)
        last = context.by_workspace.get(workspace) or Entities()
        context.remember(workspace, Entities(benchmarks=found.benchmarks[:1] or last.benchmarks[:1],
                                             models=found.models or last.models, suspected=found.suspected))
        fresh = context.model_dump_json()
        if fresh != remembered:
            await self.store.set_value(key, fresh, ttl=timedelta(days=7))

    async def _remember_suspected(self, turn: Turn, session: BenchGenSession, items: list[int]) -> None:
        """A reply showed suspected wrong references: the thread remembers them with its benchmark."""
        workspace = await session.workspace()
        key = f"ctx:{turn.thread_key}"
        context = _thread_context(await self.store.get_value(key))
        last = context.by_workspace.get(workspace) if workspace is not None else None
        if workspace is None or last is None:
            return
        context.remember(workspace, last.model_copy(update={"suspected": items}))
        await self.store.set_value(key, context.model_dump_json(), ttl=timedelta(days=7))

    async def _did_you_mean(self, turn: Turn, replier: Replier, language: str, session: BenchGenSession,
                            entities: Entities, text: str) -> bool:
        """A name the workspace does not have, close to one it has: ask rather than guess. A yes
        continues the request with the name it meant; until then the thread talks about that name,
        with whatever else the message named."""
        names = await self.names.of(session)
        meant = {name: suggestion for name in entities.unknown
                 if (suggestion := closest_name(name, [*names.benchmarks, *names.models])) is not None}
        if not meant:
            return False
        workspace = await session.workspace()
        if workspace is not None:
            benchmarks = [s for s in meant.values() if s in names.benchmarks]
            models = [s for s in meant.values() if s in names.models]
            await self._remember(turn, workspace, Entities(benchmarks=benchmarks or entities.benchmarks,
                                                           models=[*models, *entities.models]))
        corrected = text
        for name, suggestion in meant.items():
            corrected = re.sub(re.escape(name), suggestion, corrected, count=1, flags=re.IGNORECASE)
        line = self.catalog.line(language, "names.did_you_mean", name=Quote(text=", ".join(meant)),
                                 suggestion=Quote(text=", ".join(meant.values())))
        await self._post_proposal(turn, replier, Propose(
            skill="", kind="did_you_mean", action={"text": corrected}, lines=[line],
            confirm_label="button.yes", cancel_label="button.no"), language)
        return True

    # ------------------------------------------------------------------ sending

    async def _post_proposal(self, turn: Turn, replier: Replier, propose: Propose, language: str) -> None:
        if self.limits is not None and isinstance(cost := propose.action.get("cost"), int):
            refusal = await self.limits.spend_refusal(turn.identity.key, cost)
            if refusal is not None:
                await self._say(replier, language, "trust.credit_cap", cost=refusal.cost, cap=refusal.cap,
                                spent=refusal.spent)
                return
        summary = [[seg.model_dump() for seg in line] for line in propose.lines]
        action: dict[str, Any] = {**propose.action, "summary": summary, "requester_name": _who_turn(turn)}
        proposal = Proposal.new(
            thread=turn.thread_key, requester=turn.identity.key, kind=propose.kind, action=action,
            now=self.clock(), ttl=self.proposal_ttl, benchmark_version=propose.benchmark_version,
            language=language,
        )
        if propose.kind == "question":
            options = propose.action["options"]
            buttons = [Button(label=self.catalog.text(language, f"choice.{opt}"), action="choose",
                              proposal_id=proposal.id, choice=str(i), primary=i == 0)
                       for i, opt in enumerate(options)]
        else:
            buttons = [
                Button(label=self.catalog.text(language, propose.confirm_label), action="confirm",
                       proposal_id=proposal.id, primary=True),
                Button(label=self.catalog.text(language, propose.cancel_label), action="cancel",
                       proposal_id=proposal.id),
            ]
        message = self.guard.check(OutgoingMessage(lines=propose.lines, buttons=buttons, kind="proposal"))
        if message is None:  # never shown, so never confirmable: nothing is stored
            await self._say(replier, language, "error.internal")
            return
        if message.lines != propose.lines:  # something was hidden: a yes would run what nobody saw
            lines = [*message.lines, self.catalog.line(language, "confirm.hidden_content")]
            await self._send(replier, OutgoingMessage(lines=lines))
            return
        # Stored only once delivered: until then its id is unknown to the store, so a click or a
        # yes finds nothing; a post that fails raises here and leaves nothing behind.
        ref = await replier.post(message)
        try:
            await self.store.put_proposal(proposal.model_copy(update={"message_ref": ref or None}))
        except StoreUnavailable:
            if ref:  # shown but not stored: take the buttons away so nobody clicks into nothing
                await replier.update(ref, message.model_copy(update={"buttons": []}))
            raise
        await self.store.set_value(last_key(turn.thread_key, turn.identity.key), proposal.id,
                                   ttl=timedelta(days=1))

    async def _send(self, replier: Replier, message: OutgoingMessage) -> str:
        checked = self.guard.check(message)
        if checked is None:
            checked = OutgoingMessage(lines=[self.catalog.line("en", "error.internal")], kind="error")
        return await replier.post(checked)

    async def _say(self, replier: Replier, language: str, key: str, /, *, private: bool = False, **params: Any) -> None:
        line = self.catalog.line(language, key, **params)
        await self._send(replier, OutgoingMessage(lines=[line], private=private))

    async def _send_link(self, turn: Turn, replier: Replier, language: str, key: str) -> None:
        start = await self.platform.start_link(turn.identity.key)
        lines = [self.catalog.line(language, key),
                 [Link(text=self.catalog.text(language, "link.open"), url=start.url)],
                 self.catalog.line(language, "link.after")]
        await self._send(replier, OutgoingMessage(lines=lines, private=True, kind="link"))

    async def _platform_error(self, replier: Replier, language: str, error: bg.BenchGenError) -> None:
        if isinstance(error, bg.InsufficientCredits):
            await self._say(replier, language, "error.credits", cost=error.cost or 0, balance=error.balance or 0)
            return
        key = {
            bg.NotFound: "error.not_found",
            bg.NotAllowed: "error.not_allowed",
            bg.Unavailable: "error.unavailable",
            bg.SessionExpired: "error.unavailable",
            bg.InvalidCredential: "error.bot_credential",
            bg.StaleVersion: "error.stale",
            bg.InvalidChange: "error.invalid_change",
        }.get(type(error), "error.unavailable")
        log.warning("platform error", extra={"kind": type(error).__name__})
        await self._say(replier, language, key)


_HELP_KEYS = {"benchmark-analyze": "help.analyze", "benchmark-edit": "help.edit", "benchmark-launch": "help.launch",
              "training-launch": "help.training", "benchgen-context": "help.context"}


class _ThreadContext(BaseModel):
    """The benchmark and model a thread last talked about (and the items it showed as suspected
    wrong references), for each BenchGen workspace in it."""

    by_workspace: dict[str, Entities] = {}

    def remember(self, workspace: str, entities: Entities, keep: int = 8) -> None:
        self.by_workspace.pop(workspace, None)
        self.by_workspace[workspace] = entities  # the most recent last; the oldest go first
        while len(self.by_workspace) > keep:
            self.by_workspace.pop(next(iter(self.by_workspace)))


def _thread_context(value: str | None) -> _ThreadContext:
    if value:
        try:
            return _ThreadContext.model_validate_json(value)
        except ValidationError:  # written before the workspace was kept with it: forgotten
            pass
    return _ThreadContext()


def last_key(thread_key: str, requester: str) -> str:
    """Where the requester's latest delivered proposal in a thread is remembered, for a late yes or no."""
    return f"last:{thread_key}:{requester}"


def _requester_name(proposal: Proposal) -> str:
    name = proposal.action.get("requester_name")
    return str(name) if name else proposal.requester.rsplit(":", 1)[-1]


def _who_turn(turn: Turn) -> str:
    return turn.display_name or turn.identity.user


def _segment(data: dict[str, Any]) -> Words | Quote | Link:
    kind = data.get("kind")
    if kind == "quote":
        return Quote(text=data["text"])
    if kind == "link":
        return Link(text=data["text"], url=data["url"])
    return Words(text=data.get("text", ""))
