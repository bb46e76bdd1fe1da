"""Elliptical follow-ups: "and on gsm-mini?", "und auf gsm-mini?", "what about tiny-1?".

Such a message names what changes and leaves out the request; it means the requester's last request
in this thread, with the names it gives (the rest comes from the thread, as for every request). It
is read so only when the router found no request of its own (no rule, and the classifier no more
than guessing: `Route.sure`), and only for a request the requester
made in this thread, so nothing is guessed across threads or people.

A request of a skill "the same" on another item ("do that for item 9 too", "第9题也这样改": the router's
SAME_INTENT) is that skill's own request, and means what the requester last asked of it here (widen the
key, correct the reference, remove the item); with nothing asked of it here, the skill reads it alone.
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
SAME_INTENT = "same"  # a skill's request "the same" on another item: its last intent here


class LastRequest(BaseModel):
    skill: str = ""  # the last continuable request (a read or a run), which a follow-up repeats
    intent: str = ""
    intents: dict[str, str] = {}  # each skill's last intent here, which its "the same for item 9" repeats


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
        if route.decision != "skill" or route.skill is None or route.intent == SAME_INTENT:
            return
        last = await self._last(thread_key, requester) or LastRequest()
        remembered = last.model_copy(update={"intents": {**last.intents, route.skill: route.intent}}) if route.intent else last
        if route.skill in CONTINUABLE:
            remembered = remembered.model_copy(update={"skill": route.skill, "intent": route.intent})
        await self._threads.set_last_request(thread_key, requester, remembered.model_dump_json())  # kept longer too

    async def resolve(self, text: str, route: Route, thread_key: str, requester: str) -> Route:
        """The route of the requester's last request here when `text` is a follow-up the router did
        not understand on its own, or that skill's last intent for its "the same"; else `route` as it was."""
        if route.decision == "skill" and route.intent == SAME_INTENT and route.skill is not None:
            last = await self._last(thread_key, requester)
            intent = last.intents.get(route.skill) if last is not None else None
            return route.model_copy(update={"intent": intent}) if intent else route
        if route.sure or not is_follow_up(text):
            return route
        last = await self._last(thread_key, requester)
        if last is None or not last.skill:
            return route
        return Route(decision="skill", skill=last.skill, intent=last.intent, candidates=route.candidates)

    async def _last(self, thread_key: str, requester: str) -> LastRequest | None:
        stored = await self._threads.last_request(thread_key, requester)
        try:
            return LastRequest.model_validate_json(stored) if stored else None
        except ValidationError:
            return None
