"""Answer-key match rules: exact, case_insensitive, numeric, math."""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from enum import StrEnum
from typing import Literal

from mathbounds import too_complex

from .mathpool import LaneFull, MathPool, MathUnavailable
from .problems import Problem

MatchRule = Literal["exact", "case_insensitive", "numeric", "math"]
MATCH_RULES: tuple[str, ...] = ("exact", "case_insensitive", "numeric", "math")

_NUMBER = re.compile(r"(?:(?<![\d.,])-)?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|(?:(?<![\d.,])-)?\.\d+")


def final_number(text: str) -> Decimal | None:
    """The last number in `text`: `4.0`, `1,000`, `x = 9`, `\\boxed{12}`, `15 apples`."""
    found = _NUMBER.findall(text)
    if not found:
        return None
    try:
        return Decimal(found[-1].replace(",", ""))
    except InvalidOperation:
        return None


def matches_simple(answer: str, accepted: list[str], rule: str) -> bool:
    """The rules that need no worker process."""
    if rule == "exact":
        return any(answer.strip() == key.strip() for key in accepted)
    if rule == "case_insensitive":
        folded = answer.strip().casefold()
        return any(folded == key.strip().casefold() for key in accepted)
    if rule == "numeric":
        value = final_number(answer)
        return value is not None and any(final_number(key) == value for key in accepted)
    raise ValueError(f"unknown match rule {rule!r}")


class Verdict(StrEnum):
    MATCH = "match"
    NO_MATCH = "no_match"
    TOO_COMPLEX = "too_complex"  # refused before parsing (see mathbounds)
    TIMED_OUT = "timed_out"  # the worker ran out of time on it


class TooManyChecks(Problem):
    """The caller already has as many math checks waiting as it may."""

    def __init__(self) -> None:
        super().__init__(
            429, "too-many-checks",
            "Too many answer checks from this account are waiting; try again in a moment.",
        )


class TooSlowToCheck(Problem):
    """A request whose math checks ran out of time too often; the rest are not tried.

    An `invalid-change` like any other reason a change set cannot be taken, so clients show it."""

    def __init__(self) -> None:
        reason = "Checking these answers as math takes too long; simplify the keys or use another match rule."
        super().__init__(
            422, "invalid-change", f"The change cannot be applied: {reason}", errors=[{"item": None, "reason": reason}],
        )


class CheckUnavailable(Problem):
    def __init__(self) -> None:
        super().__init__(503, "unavailable", "Answer checking is not available right now; try again in a moment.")


class Budget:
    """The math work one request may spend (timeouts, worker seconds) before it is answered `invalid-change`."""

    def __init__(self, timeouts: int, seconds: float) -> None:
        self.timeouts_left = timeouts
        self.seconds_left = seconds

    def spend(self, seconds: float, *, timed_out: bool) -> None:
        self.seconds_left -= seconds
        self.timeouts_left -= int(timed_out)

    @property
    def exhausted(self) -> bool:
        return self.timeouts_left <= 0 or self.seconds_left <= 0


class Matcher:
    """Scores answers; `math` goes to a fair, self-healing pool of worker processes (mathpool)."""

    def __init__(
        self, math_timeout: float, *, workers: int = 2, per_lane: int = 1, lane_waiting: int = 8,
        start_timeout: float = 120.0,
    ) -> None:
        self._pool = MathPool(workers=workers, per_lane=per_lane, timeout=math_timeout, start_timeout=start_timeout)
        self._lane_waiting = lane_waiting

    async def matches(self, answer: str, accepted: list[str], rule: str, *, lane: str = "sandbox") -> bool:
        """A background check (runs, imports): waits its turn however long; anything but a match is False."""
        return await self.check(answer, accepted, rule, lane=lane) is Verdict.MATCH

    async def check(
        self, answer: str, accepted: list[str], rule: str, *, lane: str = "sandbox",
        budget: Budget | None = None,
    ) -> Verdict:
        """With a `budget` (a request): a full lane is `TooManyChecks`, a spent budget `TooSlowToCheck`."""
        if rule != "math":
            return Verdict.MATCH if matches_simple(answer, accepted, rule) else Verdict.NO_MATCH
        if not answer.strip():
            return Verdict.NO_MATCH
        keys = [key for key in accepted if not too_complex(key)]
        if too_complex(answer) or not keys:
            return Verdict.TOO_COMPLEX
        if budget is not None and budget.exhausted:
            raise TooSlowToCheck()
        try:
            result, seconds = await self._pool.check(
                lane, answer, keys, max_waiting=self._lane_waiting if budget is not None else None
            )
        except LaneFull:
            raise TooManyChecks() from None
        except MathUnavailable:
            raise CheckUnavailable() from None
        if budget is not None:
            budget.spend(seconds, timed_out=result is None)
        if result is None:
            return Verdict.TIMED_OUT
        return Verdict.MATCH if result else Verdict.NO_MATCH

    def close(self) -> None:
        self._pool.close()
