"""Per-user and per-workspace turn limits, and an optional daily credit cap per user.

Counters live in the shared store (Redis in production), so every bot process sees the same
numbers. A limit of 0 (or a cap of None) switches that check off.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Literal

from pydantic import BaseModel

from bot.settings import Settings
from bot.store.base import Store
from bot.turn import Identity

Limited = Literal["user", "workspace"]


class SpendRefusal(BaseModel, frozen=True):
    cap: int
    spent: int
    cost: int

    @property
    def left(self) -> int:
        return max(0, self.cap - self.spent)


_KEEP = timedelta(days=2)  # a day's total outlives the day a little, then is forgotten


class Limits:
    def __init__(self, store: Store, *, clock: Callable[[], datetime], per_user: int = 0,
                 per_workspace: int = 0, window: timedelta = timedelta(minutes=1),
                 daily_credit_cap: int | None = None) -> None:
        self.store = store
        self.clock = clock
        self.per_user = per_user
        self.per_workspace = per_workspace
        self.window = window
        self.daily_credit_cap = daily_credit_cap

    @classmethod
    def from_settings(cls, settings: Settings, store: Store, clock: Callable[[], datetime]) -> Limits:
        return cls(store, clock=clock, per_user=settings.rate_limit_user_turns,
                   per_workspace=settings.rate_limit_workspace_turns,
                   window=timedelta(seconds=settings.rate_limit_window_seconds),
                   daily_credit_cap=settings.daily_credit_cap)

    async def over_limit(self, identity: Identity) -> Limited | None:
        """Counts this turn; says which limit it exceeds, if any (the user's is checked first, and a
        turn over it is not counted against the workspace). Both counters in one round trip."""
        kinds: list[Limited] = []
        limits: list[tuple[str, int]] = []
        if self.per_user > 0:
            kinds.append("user")
            limits.append((f"rl:user:{identity.key}", self.per_user))
        if self.per_workspace > 0:
            kinds.append("workspace")
            limits.append((f"rl:ws:{identity.platform}:{identity.workspace}", self.per_workspace))
        if not limits:
            return None
        over = await self.store.count_within(limits, self.window)
        return None if over is None else kinds[over]

    def _day_key(self, requester: str) -> str:
        return f"spent:{requester}:{self.clock().date().isoformat()}"

    async def spent_today(self, requester: str) -> int:
        value = await self.store.get_value(self._day_key(requester))
        return int(value) if value and value.isdigit() else 0

    async def spend_refusal(self, requester: str, cost: int) -> SpendRefusal | None:
        """Why proposing a spend of ``cost`` would break the daily cap; None when it fits."""
        if self.daily_credit_cap is None:
            return None
        spent = await self.spent_today(requester)
        if spent + cost > self.daily_credit_cap:
            return SpendRefusal(cap=self.daily_credit_cap, spent=spent, cost=cost)
        return None

    async def reserve(self, requester: str, cost: int) -> SpendRefusal | None:
        """At confirmation: adds ``cost`` to today's total in one atomic step, or refuses (and
        adds nothing) when that would break the cap. Processes racing cannot both slip under it."""
        if self.daily_credit_cap is None or cost <= 0:
            return None
        total = await self.store.incr_window(self._day_key(requester), _KEEP, amount=cost)
        if total > self.daily_credit_cap:
            await self.store.incr_window(self._day_key(requester), _KEEP, amount=-cost)
            return SpendRefusal(cap=self.daily_credit_cap, spent=total - cost, cost=cost)
        return None

    async def release(self, requester: str, cost: int) -> None:
        """The confirmed action did not go through: its cost no longer counts."""
        if self.daily_credit_cap is None or cost <= 0:
            return
        await self.store.incr_window(self._day_key(requester), _KEEP, amount=-cost)
