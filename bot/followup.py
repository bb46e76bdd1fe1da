"""Elliptical follow-ups: "and on gsm-mini?", "und auf gsm-mini?", "what about tiny-1?".

Such a message names what changes and leaves out the request; it means the requester's last request
in this thread, with the names it gives (the rest comes from the thread, as for every request). It
is read so only when the router found no request of its own (no rule, and the classifier no more
than guessing: `Route.sure`), and only for a request the requester
made in this thread, so nothing is guessed across threads or people.
"""

from __future__ import annotations

import re

from pydantic import BaseModel, ValidationError

from bot.routing import Route, normalise
from bot.thread_state import ThreadStates

# On the router's normalised text (lower case, Latin accents stripped). A short message only: a
# long one that starts with "and" is a request of its own that the rules did not understand.
FOLLOW_UP: dict[str, re.Pattern[str]] = {
    lang: re.compile(pattern) for lang, pattern in {
        "en": r"^(and|what about|how about|same (for|on|with)|also|now|then)\b",
        "de": r"^(und|was ist mit|wie (ist|sieht)( es|s)? (mit|bei|auf)|dasselbe (fur|mit|auf|bei)|jetzt|auch)\b",
        "fr": r"^(et|quid de|pareil (pour|sur|avec)|meme chose (pour|sur|avec)|maintenant)\b",
        "es": r"^(y|que tal|lo mismo (para|en|con)|ahora|tambien)\b",
        "pt": r"^(e|que tal|e quanto a|o mesmo (para|no|na|com)|agora|tambem)\b",
        "ja": r"^(じゃあ|では|それで|なら)|(は|も|では|だと|の場合|なら)\s*[?？]?$",
        "zh": r"^(那|那么)|(呢|怎么样|如何)\s*[?？]?$",
    }.items()
}
# "propose it again" after a proposal expired, was set aside or cancelled.
AGAIN: dict[str, re.Pattern[str]] = {
    lang: re.compile(pattern) for lang, pattern in {
        "en": r"^(please )?((propose|offer|suggest|show)( it| that| this| the (change|proposal|run))?|ask)( once)? (again|anew)\b|^re-?propose\b",
        "de": r"\b(schlag|biet|zeig)\w*\b.{0,20}\b(nochmal|noch einmal|erneut|wieder|neu)\b|\b(nochmal|noch einmal|erneut|neu) (vorschlagen|anbieten)\b",
        "fr": r"\b(propose|proposer|proposez)\w*\b.{0,15}\b(a nouveau|de nouveau|encore|une nouvelle fois)\b|\brepropos",
        "es": r"\b(proponlo|proponer|propon|propone|vuelve a proponer|sugierelo)\b.{0,15}\b(de nuevo|otra vez|nuevamente)\b|\bvuelve a proponer",
        "pt": r"\b(propoe|propor|proponha|sugere|sugira|mostre|mostra)\w*\b.{0,15}\b(de novo|novamente|outra vez)\b",
        "ja": r"(もう一度|もう一回|再度|また).{0,6}提案|再提案",
        "zh": r"再(提议|提一次|提出|建议)|重新(提议|提出|建议)",
    }.items()
}
MAX_WORDS = 8
# Requests that continue well: a read or a run. A change to a benchmark or a training never comes
# from a message that does not say so.
CONTINUABLE = frozenset({"benchmark-analyze", "benchmark-launch"})


class LastRequest(BaseModel):
    skill: str
    intent: str = ""


def is_follow_up(text: str) -> bool:
    """A short message opening or closing like a follow-up in any of the languages: the language
    of a message this short is often uncertain, and it only counts when nothing else was found."""
    plain = re.sub(r"^[\W_]+", "", normalise(text))  # "¿y en gsm-mini?"
    return len(plain.split()) <= MAX_WORDS and any(p.search(plain) for p in FOLLOW_UP.values())


def asks_again(text: str) -> bool:
    """Does the message ask for the last proposal again ("propose it again", "nochmal vorschlagen")?"""
    plain = re.sub(r"^[\W_]+", "", normalise(text))
    return len(plain.split()) <= MAX_WORDS and any(p.search(plain) for p in AGAIN.values())


class FollowUps:
    """Remembers each requester's last request per thread, and reads a follow-up as that request."""

    def __init__(self, threads: ThreadStates) -> None:
        self._threads = threads

    async def remember(self, thread_key: str, requester: str, route: Route) -> None:
        if route.decision == "skill" and route.skill in CONTINUABLE:
            last = LastRequest(skill=route.skill, intent=route.intent)
            await self._threads.set_last_request(thread_key, requester, last.model_dump_json())

    async def resolve(self, text: str, route: Route, thread_key: str, requester: str) -> Route:
        """The route of the requester's last request here when `text` is a follow-up the router did
        not understand on its own; else `route` as it was."""
        if route.sure or not is_follow_up(text):
            return route
        stored = await self._threads.last_request(thread_key, requester)
        try:
            last = LastRequest.model_validate_json(stored) if stored else None
        except ValidationError:
            last = None
        if last is None:
            return route
        return Route(decision="skill", skill=last.skill, intent=last.intent, candidates=route.candidates)
