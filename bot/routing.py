"""Picks the skill for a message from what each skill declares it handles, per language.

The hard ceiling (deleting a benchmark, setting a score) is decided here, in code, before any
skill is considered; no skill and no model can route around it.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from typing import Literal

from pydantic import BaseModel

from skills.base import Skill, Trigger

Decision = Literal["skill", "clarify", "refuse", "link", "help"]

# Patterns that are not a skill's: refusals, linking, help. Per language.
CEILING: dict[str, tuple[Trigger, ...]] = {
    "en": (
        Trigger.of(r"\b(delete|drop|destroy|wipe|erase|remove|get rid of|trash)\b(?:(?!\bitems?\b).){0,40}\bbenchmarks?\b", 1, "delete_benchmark"),
        Trigger.of(r"\bbenchmarks?\b.{0,30}\b(delete|deleted|drop|destroy)\b", 1, "delete_benchmark"),
        Trigger.of(r"\b(set|change|make|force|bump|override|put|mark)\b.{0,40}\bscores?\b.{0,30}\b(to|at|=)\s*\d", 1, "set_score"),
        Trigger.of(r"\bscores?\b.{0,30}\b(to|=)\s*\d+(\.\d+)?\s*%", 1, "set_score"),
        Trigger.of(r"\b(set|write|change|edit|fake|override)\b.{0,10}\b(the\s+)?scores?\b(?!.{0,20}\b(preview|rule)\b)", 0.8, "set_score"),
    ),
}
LINK: dict[str, tuple[Trigger, ...]] = {
    "en": (
        Trigger.of(r"\b(link|connect|sign in|log ?in|authori[sz]e)\b.{0,30}\b(my\s+)?(benchgen\s+)?(account|benchgen)\b", 1, "link"),
        Trigger.of(r"\b(unlink|disconnect)\b.{0,20}\b(my\s+)?(account|benchgen)\b", 1, "unlink"),
    ),
}
HELP: dict[str, tuple[Trigger, ...]] = {
    "en": (
        Trigger.of(r"^\W*(hi|hello|hey|yo|howdy|good (morning|afternoon|evening)|thanks|thank you|help|\?)\W*$", 1, "help"),
    ),
}

CLARIFY_MARGIN = 0.34
MIN_SCORE = 0.5


class Candidate(BaseModel):
    skill: str
    score: float
    intent: str = ""


class Route(BaseModel):
    decision: Decision
    skill: str | None = None
    intent: str = ""
    candidates: list[Candidate] = []


def normalise(text: str) -> str:
    text = unicodedata.normalize("NFKC", text)
    text = re.sub(r"<@[^>]+>", " ", text)  # a mention of the bot
    return re.sub(r"\s+", " ", text).strip()


def _best(triggers: Sequence[Trigger], text: str) -> tuple[float, str]:
    score, intent, best = 0.0, "", 0.0
    for trig in triggers:
        if trig.pattern.search(text):
            score += trig.weight
            if trig.weight > best:
                best, intent = trig.weight, trig.intent
    return score, intent


class Router:
    def __init__(self, skills: Sequence[Skill]) -> None:
        self.skills = list(skills)

    def route(self, text: str, language: str) -> Route:
        text = normalise(text)
        lang = language if language in CEILING else "en"
        for table, decision in ((CEILING, "refuse"), (LINK, "link")):
            score, intent = _best(table.get(lang, ()) + (table["en"] if lang != "en" else ()), text)
            if score >= 0.8:
                return Route(decision=decision, intent=intent)  # type: ignore[arg-type]
        if not re.search(r"\w", text) or _best(HELP.get(lang, HELP["en"]), text)[0] > 0:
            return Route(decision="help", intent="help")
        candidates = []
        for skill in self.skills:
            triggers = skill.triggers.get(language, ()) or skill.triggers.get("en", ())
            score, intent = _best(triggers, text)
            if score > 0:
                candidates.append(Candidate(skill=skill.id, score=round(score, 3), intent=intent))
        candidates.sort(key=lambda c: c.score, reverse=True)
        if not candidates or candidates[0].score < MIN_SCORE:
            return Route(decision="help", intent="unclear", candidates=candidates)
        top = candidates[0]
        if len(candidates) > 1 and top.score - candidates[1].score < CLARIFY_MARGIN and candidates[1].score >= MIN_SCORE:
            return Route(decision="clarify", candidates=candidates)
        return Route(decision="skill", skill=top.skill, intent=top.intent, candidates=candidates)
