"""The one short question asked when two skills fit a message, and its answer."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Mapping

from bot.i18n import Catalog
from bot.language import answer_of
from bot.outbox import Outbox
from bot.routing import Router
from bot.skill import Propose, Question, Request, Skill
from bot.store.models import Proposal
from bot.turn import Replier, Turn

# An identifier such as tiny-1, gsm-mini or run_ab12: a message with one names something.
_NAMES_SOMETHING = re.compile(r"[A-Za-z]+[-_]?\d|\w+-\w+")

SkillRunner = Callable[[Turn, Replier, str, Skill, Request], Awaitable[None]]


class Clarify:
    def __init__(self, *, catalog: Catalog, router: Router, outbox: Outbox, skills: Mapping[str, Skill],
                 run_skill: SkillRunner) -> None:
        self._catalog = catalog
        self._router = router
        self._outbox = outbox
        self._skills = skills
        self._run_skill = run_skill

    async def ask(self, turn: Turn, replier: Replier, language: str, text: str, options: list[str]) -> None:
        first, second = (self._catalog.text(language, f"clarify.option.{option}") for option in options[:2])
        propose = Propose(
            skill="", plan=Question(text=text, options=options),
            lines=[self._catalog.line(language, "clarify.question", first=first, second=second)],
        )
        await self._outbox.propose(turn, replier, propose, language)

    def choice(self, question: Proposal, text: str) -> str | None:
        """Which option a typed answer picks: its number, its label, or words that route to it.

        A no never picks an option, and a message that names something (a model, a benchmark) is
        a new request, not an answer: it sets the question aside.
        """
        options = Question.model_validate(question.action).options
        stripped = text.strip().rstrip(".!。！")
        answer = answer_of(stripped)
        if answer is not None and answer[0] == "no":
            return None
        if stripped.isdigit() and 1 <= int(stripped) <= len(options):
            return str(int(stripped) - 1)
        labels = [self._catalog.text(question.language, f"choice.{option}").casefold() for option in options]
        if stripped.casefold() in labels:
            return str(labels.index(stripped.casefold()))
        if _NAMES_SOMETHING.search(stripped):
            return None
        route = self._router.route(text, question.language)
        top = route.candidates[0].skill if route.candidates else None
        return str(options.index(top)) if top in options else None

    async def answered(self, turn: Turn, replier: Replier, question: Proposal, choice: str | None) -> None:
        """The requester chose: run the chosen skill on the question's original message."""
        asked = Question.model_validate(question.action)
        options = asked.options
        if choice is None or not choice.isdigit() or int(choice) >= len(options):
            await self._outbox.say(replier, question.language, "confirm.not_found", private=turn.click is not None)
            return
        skill = self._skills[options[int(choice)]]
        await self._outbox.close_buttons(replier, question, "clarify.chosen_by", turn,
                                         choice=self._catalog.text(question.language, f"choice.{skill.id}"))
        text = asked.text
        route = self._router.route(text, question.language)
        intent = next((c.intent for c in route.candidates if c.skill == skill.id), "")
        await self._run_skill(turn, replier, question.language, skill, Request(text=text, intent=intent))
