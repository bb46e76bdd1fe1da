"""In-memory store: the embedded default for a single local process.

Every method runs without awaiting between its check and its write, so on one event loop each call
is atomic, which is what makes ``claim`` execute-at-most-once here.
"""

from __future__ import annotations

import heapq
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Generic, TypeVar

from bot.store.base import (
    DuplicateProposal,
    Once,
    ThreadRead,
    ValueWrite,
    positive,
    refusal,
    require_aware,
    retention,
)
from bot.store.models import ClaimResult, ClaimStatus, Proposal, ProposalState

V = TypeVar("V")


class _TtlMap(Generic[V]):
    """A dict whose entries may carry a deadline on a monotonic clock; expired entries vanish."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self._clock = clock
        self._items: dict[str, tuple[V, float | None]] = {}
        self._deadlines: list[tuple[float, str]] = []

    def _purge(self) -> None:
        now = self._clock()
        while self._deadlines and self._deadlines[0][0] <= now:
            deadline, key = heapq.heappop(self._deadlines)
            item = self._items.get(key)
            if item is not None and item[1] == deadline:
                del self._items[key]

    def get(self, key: str) -> V | None:
        self._purge()
        item = self._items.get(key)
        return None if item is None else item[0]

    def set(self, key: str, value: V, ttl: timedelta | None) -> None:
        self._purge()
        deadline = None if ttl is None else self._clock() + ttl.total_seconds()
        self._items[key] = (value, deadline)
        if deadline is not None:
            heapq.heappush(self._deadlines, (deadline, key))

    def keep(self, key: str, value: V, ttl: timedelta) -> None:
        """Set ``value``, keeping the entry at least ``ttl`` and at least as long as before."""
        self._purge()
        previous = self._items.get(key)
        deadline = self._clock() + ttl.total_seconds()
        if previous is not None and previous[1] is not None and previous[1] > deadline:
            deadline = previous[1]
        self._items[key] = (value, deadline)
        heapq.heappush(self._deadlines, (deadline, key))

    def replace(self, key: str, value: V) -> None:
        """Change the value of an existing entry, keeping its deadline."""
        self._purge()
        self._items[key] = (value, self._items[key][1])

    def pop(self, key: str) -> None:
        self._items.pop(key, None)


@dataclass
class _Record:
    proposal: Proposal
    state: ProposalState


class MemoryStore:
    """``Store`` kept in this process. ``clock`` (monotonic seconds) drives TTLs only."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._records: _TtlMap[_Record] = _TtlMap(clock)
        self._pending: _TtlMap[dict[str, str]] = _TtlMap(clock)  # thread -> requester -> id
        self._values: _TtlMap[str] = _TtlMap(clock)
        self._maps: _TtlMap[dict[str, str]] = _TtlMap(clock)

    async def put_proposal(self, proposal: Proposal, writes: Sequence[ValueWrite] = ()) -> None:
        if self._records.get(proposal.id) is not None:
            raise DuplicateProposal(proposal.id)
        pointers = self._pending.get(proposal.thread) or {}
        previous_id = pointers.get(proposal.requester)
        previous = self._records.get(previous_id) if previous_id else None
        if (
            previous is not None
            and previous.state is ProposalState.PENDING
            and proposal.created_at < previous.proposal.expires_at
        ):
            previous.state = ProposalState.SET_ASIDE
        keep = retention(proposal)
        self._records.set(proposal.id, _Record(proposal, ProposalState.PENDING), keep)
        live = {who: pid for who, pid in pointers.items() if self._is_pending(pid)}
        self._pending.keep(proposal.thread, {**live, proposal.requester: proposal.id}, keep)
        self._write(writes)

    def _is_pending(self, proposal_id: str) -> bool:
        record = self._records.get(proposal_id)
        return record is not None and record.state is ProposalState.PENDING

    async def pending_for(self, thread: str, requester: str, now: datetime) -> Proposal | None:
        require_aware(now)
        proposal_id = (self._pending.get(thread) or {}).get(requester)
        return self._pending_record(proposal_id, now) if proposal_id else None

    async def all_pending(self, thread: str, now: datetime) -> list[Proposal]:
        require_aware(now)
        found = [self._pending_record(pid, now) for pid in (self._pending.get(thread) or {}).values()]
        return sorted((p for p in found if p is not None), key=lambda p: p.created_at)

    def _pending_record(self, proposal_id: str, now: datetime) -> Proposal | None:
        record = self._records.get(proposal_id)
        if record is None or record.state is not ProposalState.PENDING or now >= record.proposal.expires_at:
            return None
        return record.proposal

    async def get_proposal(self, proposal_id: str) -> Proposal | None:
        record = self._records.get(proposal_id)
        return None if record is None else record.proposal

    async def set_message_ref(self, proposal_id: str, message_ref: str) -> bool:
        record = self._records.get(proposal_id)
        if record is None:
            return False
        record.proposal = record.proposal.model_copy(update={"message_ref": message_ref})
        return True

    async def claim(self, proposal_id: str, requester: str, now: datetime) -> ClaimResult:
        return self._decide(proposal_id, requester, now, ProposalState.USED, ClaimStatus.CLAIMED)

    async def cancel(self, proposal_id: str, requester: str, now: datetime) -> ClaimResult:
        return self._decide(proposal_id, requester, now, ProposalState.CANCELLED, ClaimStatus.CANCELLED)

    def _decide(
        self, proposal_id: str, requester: str, now: datetime, to: ProposalState, success: ClaimStatus
    ) -> ClaimResult:
        require_aware(now)
        record = self._records.get(proposal_id)
        if record is None:
            return ClaimResult(status=ClaimStatus.NOT_FOUND)
        refused = refusal(record.state, record.proposal, requester, now)
        if refused is not None:
            return ClaimResult(status=refused, proposal=record.proposal)
        record.state = to
        self._drop_pointer(record.proposal.thread, record.proposal.requester, proposal_id)
        return ClaimResult(status=success, proposal=record.proposal, applied=True)

    async def set_aside(self, thread: str, requester: str, now: datetime) -> Proposal | None:
        require_aware(now)
        proposal_id = (self._pending.get(thread) or {}).get(requester)
        record = self._records.get(proposal_id) if proposal_id else None
        if record is None or refusal(record.state, record.proposal, requester, now) is not None:
            return None
        record.state = ProposalState.SET_ASIDE
        self._drop_pointer(thread, requester, record.proposal.id)
        return record.proposal

    def _drop_pointer(self, thread: str, requester: str, proposal_id: str) -> None:
        pointers = self._pending.get(thread)
        if pointers is not None and pointers.get(requester) == proposal_id:
            del pointers[requester]  # the dict is the stored entry: its deadline stays

    async def read_thread(self, thread: str, keys: Sequence[str], once: Once | None = None) -> ThreadRead:
        if once is not None and not self._add_once(once.key, once.ttl):
            return ThreadRead(values={}, pending=[], first=False)
        records = (self._records.get(pid) for pid in (self._pending.get(thread) or {}).values())
        pending = [r.proposal for r in records if r is not None and r.state is ProposalState.PENDING]
        return ThreadRead(values={key: self._values.get(key) for key in keys}, pending=pending)

    async def write_values(self, writes: Sequence[ValueWrite]) -> None:
        self._write(writes)

    def _write(self, writes: Sequence[ValueWrite]) -> None:
        for write in writes:
            if write.value is None:
                self._values.pop(write.key)
            else:
                self._values.set(write.key, write.value, None if write.ttl is None else positive(write.ttl))

    async def get_value(self, key: str) -> str | None:
        return self._values.get(key)

    async def set_value(self, key: str, value: str, ttl: timedelta | None = None) -> None:
        self._values.set(key, value, None if ttl is None else positive(ttl))

    async def delete_value(self, key: str) -> None:
        self._values.pop(key)

    async def add_once(self, key: str, ttl: timedelta) -> bool:
        return self._add_once(key, ttl)

    def _add_once(self, key: str, ttl: timedelta) -> bool:
        if self._values.get(key) is not None:
            return False
        self._values.set(key, "1", positive(ttl))
        return True

    async def add_once_unless(self, key: str, ttl: timedelta, unless: str) -> bool | None:
        if self._values.get(unless) is not None:
            return None
        return self._add_once(key, ttl)

    async def incr_window(self, key: str, window: timedelta, amount: int = 1) -> int:
        current = self._values.get(key)
        if current is None:
            self._values.set(key, str(amount), positive(window))
            return amount
        count = int(current) + amount
        self._values.replace(key, str(count))
        return count

    async def count_within(self, limits: Sequence[tuple[str, int]], window: timedelta) -> int | None:
        for i, (key, limit) in enumerate(limits):
            if await self.incr_window(key, window) > limit:  # no suspension inside: one step
                return i
        return None

    async def map_put(self, key: str, field: str, value: str, ttl: timedelta) -> None:
        self._maps.set(key, {**(self._maps.get(key) or {}), field: value}, positive(ttl))

    async def map_remove(self, key: str, field: str) -> None:
        fields = self._maps.get(key)
        if fields is None or field not in fields:
            return
        del fields[field]  # the dict is the stored entry: its deadline stays
        if not fields:
            self._maps.pop(key)

    async def map_values(self, key: str) -> dict[str, str]:
        return dict(self._maps.get(key) or {})

    async def ping(self) -> bool:
        return True

    async def aclose(self) -> None:
        return None
