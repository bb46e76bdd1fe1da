"""Elliptical follow-ups: "and on gsm-mini?", "und auf gsm-mini?", "what about tiny-1?".

Such a message names what changes and leaves out the request; it means the requester's last request
in this thread, with the names it gives (the rest comes from the thread, as for every request). It
is read so only when the router found no request of its own (no rule, and the classifier no more
than guessing: `Route.sure`), and only for a request the requester
made in this thread, so nothing is guessed across threads or people.
"""

from __future__ import annotations

import re
from functools import lru_cache

from pydantic import BaseModel, ValidationError

from bot.languages import Languages, default_languages
from bot.routing import FOLLOW_UP_WORDS, Route, follows_up, normalise
from bot.thread_state import ThreadStates

# A language pack's `follow_up` and `again` patterns, on the router's normalised text (lower case,
# Latin accents stripped), in a short message only (FOLLOW_UP_WORDS).
# Requests that continue well: a read or a run. A change to a benchmark or a training never comes
# from a message that does not say so.
CONTINUABLE = frozenset({"benchmark-analyze", "benchmark-launch"})


class LastRequest(BaseModel):
    skill: str
    intent: str = ""


@lru_cache(maxsize=8)
def _again(languages: Languages) -> re.Pattern[str]:
    """Every language's "again", as one pattern."""
    return re.compile("|".join(f"(?:{pack.again})" for pack in languages))


def is_follow_up(text: str, languages: Languages | None = None) -> bool:
    """A short message opening or closing like a follow-up in any of the languages (it only counts
    when nothing else was found)."""
    return follows_up(normalise(text), languages or default_languages())


def asks_again(text: str, languages: Languages | None = None) -> bool:
    """Does the message ask for the last proposal again ("propose it again", "nochmal vorschlagen")?"""
    plain = re.sub(r"^[\W_]+", "", normalise(text))
    return len(plain.split()) <= FOLLOW_UP_WORDS and bool(_again(languages or default_languages()).search(plain))


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
