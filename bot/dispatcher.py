"""Turns a `Turn` into skill work and replies (DESIGN.md section 3): the turn loop.

Order of a text turn: the length limit first (nothing reads a message that is too long), then a
pending proposal or question in this thread (`bot.confirmations`), language, the hard ceiling,
routing, the account link, the turn's scoped credential, the skill, and the outgoing guard on
every message (`bot.outbox`). A message's cleaning and length limit live in `bot.incoming`,
clarify questions in `bot.clarify`, the thread's names in `bot.thread_names`, error wording in
`bot.error_messages`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from datetime import datetime, timedelta

from bot.accounts import Accounts
from bot.benchgen import errors as bg
from bot.benchgen.client import BenchGenPlatform, BenchGenSession
from bot.clarify import Clarify
from bot.confirmations import Confirmations
from bot.error_messages import message_for
from bot.followup import FollowUps, asks_again
from bot.guard import Guard
from bot.i18n import Catalog
from bot.incoming import MAX_MESSAGE_CHARS, clean_text, off_loop
from bot.language import LanguageDetector
from bot.llm.help import ModelHelp
from bot.llm.routing import choose_route, skill_options
from bot.llm.translate import translate
from bot.logs import turn_scope
from bot.outbox import Outbox, TurnOutbox
from bot.ratelimit import Limits
from bot.routing import HELP_SKILL, Route, Router
from bot.secrets_scan import looks_secret, redact
from bot.skill import Background, Entities, HandOff, Outcome, Propose, Reply, Request, Skill, SkillContext
from bot.spoken_numbers import read_once
from bot.store.base import Store, StoreUnavailable
from bot.text import Words
from bot.thread_names import ThreadNames
from bot.thread_state import ThreadStates
from bot.turn import OutgoingMessage, Replier, Turn
from bot.watching import Watching
from bot.workspace_names import WorkspaceNames

log = logging.getLogger(__name__)

MAX_HANDOFFS = 4


class Dispatcher:
    def __init__(
        self,
        *,
        skills: Sequence[Skill],
        router: Router,
        store: Store,
        platform: BenchGenPlatform,
        catalog: Catalog,
        guard: Guard,
        background: Background,
        detector: LanguageDetector,
        clock: Callable[[], datetime],
        watching: Watching,
        proposal_ttl: timedelta = timedelta(minutes=15),
        limits: Limits | None = None,
        llm: ModelHelp | None = None,
    ) -> None:
        self.skills = {s.id: s for s in skills}
        self.router = router  # built once by the composition root, on these skills
        self.store = store
        self.threads = ThreadStates(store)
        self.platform = platform
        self.catalog = catalog
        self.guard = guard
        self.background = background
        self.detector = detector
        self.clock = clock
        self.limits = limits
        self.accounts = Accounts(platform, self.threads)
        self.watching = watching
        self.llm = llm or ModelHelp.offline()  # optional model help; offline = the rules alone
        self.outbox = Outbox(catalog=catalog, guard=guard, threads=self.threads, accounts=self.accounts,
                             clock=clock, proposal_ttl=proposal_ttl, limits=limits)
        self.names = ThreadNames(threads=self.threads, names=WorkspaceNames(clock), outbox=self.outbox,
                                 catalog=catalog)
        self.follow_ups = FollowUps(self.threads)
        self.clarify = Clarify(catalog=catalog, router=self.router, outbox=self.outbox, skills=self.skills,
                               run_skill=self._run_skill)
        self.confirmations = Confirmations(
            store=store, threads=self.threads, clock=clock, catalog=catalog, outbox=self.outbox, accounts=self.accounts,
            by_kind={plan.kind: s for s in skills for plan in s.plans}, clarify=self.clarify,
            executor=self, limits=limits,
        )

    # ------------------------------------------------------------------ entry point

    async def awaits_answer(self, thread_key: str) -> bool:
        """Whether this thread has a proposal or question waiting (anyone's), so an adapter should
        pass on a message that does not mention the bot (e.g. a typed yes in a Slack thread)."""
        return bool(await self.threads.pending(thread_key, self.clock()))

    async def handle(self, turn: Turn, replier: Replier) -> None:
        # read_once: routing and the names read a message's numbers in words once between them
        with turn_scope(), self.llm.turn(), read_once():
            log.info("turn", extra={"platform": turn.identity.platform, "click": turn.click is not None})
            if turn.click is None and len(turn.text) > MAX_MESSAGE_CHARS:
                if turn.delivery is None or await self.threads.first_delivery(turn.delivery):
                    await self._too_long(turn, replier)
                return
            # Validated again: an adapter's `model_copy(update=...)` skips the Turn's own validation,
            # and a lone surrogate left in the text fails every step that encodes it.
            turn = Turn.model_validate(turn.model_dump())
            if log.isEnabledFor(logging.DEBUG):  # the redaction scans the whole text: only for a body kept
                log.debug("turn text", extra={"body": redact(turn.text)})
            await self._handle(turn, replier)

    async def _too_long(self, turn: Turn, replier: Replier) -> None:
        """Answered before anything reads the text: language detection, the secret scan and
        routing each take time in proportion to its length. Said in the thread's language as
        stored, else the platform's hint, never a detected one."""
        log.info("turn too long", extra={"chars": len(turn.text)})
        stored = await self._stored_language(turn)
        hint = turn.locale.split("-")[0].lower() if turn.locale else None
        language = next((lang for lang in (stored, hint) if lang and self.catalog.has(lang)), "en")
        await self.outbox.say(replier, language, "error.too_long", limit=MAX_MESSAGE_CHARS)

    async def _handle(self, turn: Turn, replier: Replier) -> None:
        language = "en"
        try:
            # Everything the turn reads of its thread, in one round trip; its changes written back at its end.
            # BenchGen reads shared by the turn's sessions (a second identical read costs no request).
            with self.platform.turn():
                async with self.threads.turn(turn.thread_key, turn.identity.key, turn.delivery) as first:
                    if not first:
                        log.info("delivery repeated, already handled")
                        return
                    stored = await self._stored_language(turn)
                    prior = stored if stored is not None else (turn.locale.split("-")[0].lower() if turn.locale else None)
                    language = await off_loop(turn.text, lambda: self.detector.detect(turn.text, prior=prior))
                    if turn.click is not None:
                        await self.confirmations.click(turn, replier, language)
                    else:
                        await self._text(turn, replier, language, stored)
        except bg.NotLinked:  # e.g. unlinked between a proposal and its yes
            await self.outbox.link(turn, replier, language, "link.needed")
        except StoreUnavailable:
            log.warning("store unavailable")
            await self.outbox.say(replier, language, "error.store_down", private=True)
        except bg.BenchGenError as error:
            log.warning("platform error", extra={"kind": type(error).__name__})
            key, params = message_for(error)
            await self.outbox.say(replier, language, key, **params)
        except Exception:
            log.exception("turn failed")
            await self.outbox.say(replier, language, "error.internal")

    async def _stored_language(self, turn: Turn) -> str | None:
        """The thread's language as stored (None if not yet, or the store is away)."""
        try:
            return await self.threads.language(turn.thread_key)
        except StoreUnavailable:
            return None

    # ------------------------------------------------------------------ text turns

    async def _text(self, turn: Turn, replier: Replier, language: str, stored_language: str | None) -> None:
        text = clean_text(turn.text)
        if looks_secret(text):  # warned, never processed, stored or echoed
            await self.outbox.say(replier, language, "trust.pasted_secret", private=True)
            return
        if self.limits is not None and (over := await self.limits.over_limit(turn.identity)):
            await self.outbox.say(replier, language, f"trust.rate_{over}", private=True)
            return
        if not self.catalog.has(language):  # recognised, but not one the bot speaks: say so in English
            route = await off_loop(text, lambda: self.router.route(text, language))
            if route.decision == "refuse":  # a request the ceiling forbids is refused in any language it reads
                await self.outbox.say(replier, "en", f"refuse.{route.intent}")
            else:
                await self._unsupported(replier, language)
            return
        routed: list[Route] = []

        async def route_once() -> Route:
            if not routed:
                routed.append(await off_loop(text, lambda: self.router.route(text, language)))
            return routed[0]

        if await self.confirmations.answered_pending(turn, replier, language, text, route_once):
            return
        if asks_again(text) and await self.confirmations.propose_again(turn, replier, language):
            return
        if language != stored_language:
            await self.threads.set_language(turn.thread_key, language)
        route = await route_once()
        route = await self._model_route(text, language, route)
        route = await self.follow_ups.resolve(text, route, turn.thread_key, turn.identity.key)
        await self.follow_ups.remember(turn.thread_key, turn.identity.key, route)
        await self._follow(turn, replier, language, text, route)

    async def text(self, turn: Turn, replier: Replier, language: str) -> None:
        """A text turn handled again from the top (e.g. the message as a did-you-mean meant it)."""
        await self._text(turn, replier, language, language)

    async def _follow(self, turn: Turn, replier: Replier, language: str, text: str, route: Route) -> None:
        if route.decision == "refuse":
            await self.outbox.say(replier, language, f"refuse.{route.intent}")
        elif route.decision == "link":
            if route.intent == "unlink":
                await self.accounts.unlink(turn.identity.key)
                await self.outbox.say(replier, language, "link.unlinked", private=True)
            elif route.intent == "whoami":  # "who am I linked as?": the account and its role, or the link
                await self._run_skill(turn, replier, language, self.skills[HELP_SKILL], Request(text=text, intent="role"))
            else:
                await self.outbox.link(turn, replier, language, "link.requested")
        elif route.decision == "smalltalk":  # a greeting, thanks or a "great": answered in kind, briefly
            await self.outbox.say(replier, language, f"smalltalk.{route.intent}")
        elif route.decision == "help":
            await self._run_skill(turn, replier, language, self.skills[HELP_SKILL],
                                  Request(text=text, intent=route.intent or "help"))
        elif route.decision == "clarify":
            await self.clarify.ask(turn, replier, language, text, [c.skill for c in route.candidates[:2]])
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
        chosen = await choose_route(self.llm, text, language, route, skill_options(self.skills.values(), self.catalog), askable)
        return chosen or route

    async def _unsupported(self, replier: Replier, language: str) -> None:
        """The English reply; with a model, translated into the user's language, with a note."""
        english = self.catalog.line("en", "language.unsupported")
        translated = await translate(self.llm, self.catalog.text("en", "language.unsupported"), language)
        if translated is None:
            await self.outbox.send(replier, OutgoingMessage(lines=[english]))
            return
        lines = [[Words(text=translated)], self.catalog.line("en", "language.machine_translated"), english]
        await self.outbox.send(replier, OutgoingMessage(lines=lines))

    # ------------------------------------------------------------------ skills

    def context(self, turn: Turn, replier: Replier, language: str,
                session: BenchGenSession | None, entities: Entities | None = None) -> SkillContext:
        return SkillContext(
            turn=turn, language=language, catalog=self.catalog, session=session,
            outbox=TurnOutbox(self.outbox, turn, replier, self._hand_off), background=self.background,
            sessions=self.accounts, clock=self.clock, entities=entities or Entities(),
            watcher=self.watching.watcher_for(self, turn, replier),
        )

    def continue_in(self, turn: Turn, replier: Replier, language: str) -> SkillContext:
        """A context for work that outlives its turn (watching a run), possibly in another process:
        `turn` is the reconstructed requester and thread, `replier` posts there. Its outbox guards
        and stores proposals and hand-offs exactly as in a turn; it holds no credential."""
        return self.context(turn, replier, language, None)

    async def _hand_off(self, turn: Turn, replier: Replier, hand_off: HandOff, language: str) -> None:
        await self._run_skill(turn, replier, language, self.skills[hand_off.skill], hand_off.request, depth=1)

    async def _run_skill(self, turn: Turn, replier: Replier, language: str, skill: Skill,
                         request: Request, depth: int = 0) -> None:
        session: BenchGenSession | None = None
        if skill.needs_account_for(request):
            try:
                session = await self.accounts.open(turn.identity.key, skill.scopes)
            except bg.NotLinked:
                await self.outbox.link(turn, replier, language, "link.needed")
                return
        try:
            await replier.working()
            entities = request.entities
            if session is not None and depth == 0:
                entities = await self.names.entities(turn, session, request.text, language)
                request = request.model_copy(update={"entities": entities})
                if entities.unknown and await self.names.did_you_mean(turn, replier, language, session, entities,
                                                                      request.text):
                    return
            ctx = self.context(turn, replier, language, session, entities)
            outcomes = await skill.handle(ctx, request)
            await self.deliver(turn, replier, ctx, outcomes, depth)
        finally:
            if session is not None:
                await session.aclose()

    async def deliver(self, turn: Turn, replier: Replier, ctx: SkillContext,
                      outcomes: Sequence[Outcome], depth: int = 0) -> None:
        for outcome in outcomes:
            if isinstance(outcome, Reply):
                await self.outbox.send(replier, outcome.message)
                if outcome.suspected and ctx.session is not None:
                    await self.names.remember_suspected(turn, ctx.session, outcome.suspected)
            elif isinstance(outcome, Propose):
                await self.outbox.propose(turn, replier, outcome, ctx.language)
            elif isinstance(outcome, HandOff) and depth < MAX_HANDOFFS:
                await self._run_skill(turn, replier, ctx.language, self.skills[outcome.skill],
                                      outcome.request, depth + 1)

