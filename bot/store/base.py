"""The store interface shared by the Redis and in-memory implementations, and the rules both apply."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Protocol, runtime_checkable

from bot.store.models import ClaimResult, ClaimStatus, Proposal, ProposalState

# A decided proposal is remembered this long after it expires, so a late click can be told
# "expired" / "used" / "cancelled" rather than "not found".
PROPOSAL_GRACE = timedelta(days=1)

_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


@dataclass(frozen=True, slots=True)
class ValueWrite:
    """One value to set (with its lifetime, None = kept) or, with `value` None, to delete."""

    key: str
    value: str | None
    ttl: timedelta | None = None


@dataclass(frozen=True, slots=True)
class Once:
    """A key added once within `ttl` (as `Store.add_once`): e.g. a platform delivery's id, which
    its retries repeat."""

    key: str
    ttl: timedelta


@dataclass(frozen=True, slots=True)
class ThreadRead:
    """What `Store.read_thread` read in one round trip."""

    values: dict[str, str | None]  # each key asked for, None where nothing is stored
    pending: list[Proposal]  # every requester's proposal still in the pending state (expiry unchecked)
    first: bool = True  # False: the `once` key was there already, and nothing else was read


class StoreUnavailable(Exception):
    """The backend cannot be reached. Callers fail closed: nothing is confirmed or executed."""


class DuplicateProposal(ValueError):
    """A proposal with this id is already stored; re-storing it could revive a used proposal."""


def require_aware(now: datetime) -> datetime:
    if now.tzinfo is None or now.utcoffset() is None:
        raise ValueError("now must be timezone-aware")
    return now


def to_micros(moment: datetime) -> int:
    """Exact integer microseconds since the epoch (fits a Lua double exactly)."""
    return (require_aware(moment) - _EPOCH) // timedelta(microseconds=1)


def positive(ttl: timedelta) -> timedelta:
    if ttl <= timedelta(0):
        raise ValueError("ttl must be positive")
    return ttl


def retention(proposal: Proposal) -> timedelta:
    """How long a proposal record is kept, relative to when it is stored.

    Relative on purpose: ``created_at``/``expires_at`` come from the caller's clock, which need not
    agree with the backend's.
    """
    return max(proposal.expires_at - proposal.created_at, timedelta(0)) + PROPOSAL_GRACE


def refusal(state: ProposalState, proposal: Proposal, requester: str, now: datetime) -> ClaimStatus | None:
    """Why ``requester`` may not claim or cancel this proposal at ``now``; None if they may.

    Order: a decided proposal reports its decision, then expiry, then the requester check (so
    anyone clicking a stale button learns it is stale).
    """
    if state is not ProposalState.PENDING:
        return ClaimStatus(state.value)
    if require_aware(now) >= proposal.expires_at:
        return ClaimStatus.EXPIRED
    if requester != proposal.requester:
        return ClaimStatus.NOT_REQUESTER
    return None


@runtime_checkable
class Store(Protocol):
    """Conversation state: pending proposals plus small generic values.

    Every method raises ``StoreUnavailable`` when the backend is unreachable, except ``ping``
    (which answers False) and ``aclose``.
    """

    async def put_proposal(self, proposal: Proposal, writes: Sequence[ValueWrite] = ()) -> None:
        """Store it and make it its requester's pending proposal in its thread.

        Each requester has one slot per thread: their own still-pending, unexpired previous
        proposal there becomes SET_ASIDE; other requesters' proposals are untouched. Records are
        kept until ``expires_at + PROPOSAL_GRACE``. Raises ``DuplicateProposal`` if the id exists.
        ``writes`` are made with it, in the same round trip, as ``write_values`` makes them (none
        of them when it is a duplicate).
        """
        ...

    async def pending_for(self, thread: str, requester: str, now: datetime) -> Proposal | None:
        """The requester's pending proposal in the thread, if neither decided nor expired at ``now``."""
        ...

    async def all_pending(self, thread: str, now: datetime) -> list[Proposal]:
        """Every requester's pending, unexpired proposal in the thread, oldest first."""
        ...

    async def get_proposal(self, proposal_id: str) -> Proposal | None:
        """The stored proposal whatever its state (None once forgotten or never stored)."""
        ...

    async def set_message_ref(self, proposal_id: str, message_ref: str) -> bool:
        """Record the message showing the buttons; False if the proposal is unknown."""
        ...

    async def claim(self, proposal_id: str, requester: str, now: datetime) -> ClaimResult:
        """Atomically: pending + requester + unexpired -> USED, the requester's slot cleared, CLAIMED.

        Otherwise the precise status and nothing changes. Concurrent claims: exactly one CLAIMED.
        """
        ...

    async def cancel(self, proposal_id: str, requester: str, now: datetime) -> ClaimResult:
        """Same checks as ``claim``; on success marks it CANCELLED and returns CANCELLED, applied."""
        ...

    async def set_aside(self, thread: str, requester: str, now: datetime) -> Proposal | None:
        """The requester moved on: their pending, unexpired proposal in the thread is set aside."""
        ...

    async def read_thread(self, thread: str, keys: Sequence[str], once: Once | None = None) -> ThreadRead:
        """In one round trip: the values at ``keys`` and the thread's proposals in the pending state
        (everyone's; whether each has expired is for the caller's clock to say). With ``once``, its
        key is first added as ``add_once`` adds it, atomically with the read; if it was there
        already, nothing is read and the answer is ``first=False`` with no values and no proposals."""
        ...

    async def write_values(self, writes: Sequence[ValueWrite]) -> None:
        """Sets or deletes several values in one round trip (each write on its own, not as a transaction)."""
        ...

    async def get_value(self, key: str) -> str | None: ...

    async def set_value(self, key: str, value: str, ttl: timedelta | None = None) -> None: ...

    async def delete_value(self, key: str) -> None: ...

    async def add_once(self, key: str, ttl: timedelta) -> bool:
        """True the first time ``key`` is added within ``ttl``, False after (SET NX)."""
        ...

    async def add_once_unless(self, key: str, ttl: timedelta, unless: str) -> bool | None:
        """``add_once``, unless the value ``unless`` is set: then None, and ``key`` is not added.
        One atomic step (one round trip)."""
        ...

    async def incr_window(self, key: str, window: timedelta, amount: int = 1) -> int:
        """Add ``amount`` (default 1) to a counter that disappears ``window`` after its first
        increment, atomically; returns the new value."""
        ...

    async def count_within(self, limits: Sequence[tuple[str, int]], window: timedelta) -> int | None:
        """Adds 1 to each counter of ``limits`` (key, limit) in order, each as ``incr_window`` does,
        until one's count goes over its limit: that one's index, the counters after it untouched;
        None when none does. One atomic step (one round trip)."""
        ...

    async def map_put(self, key: str, field: str, value: str, ttl: timedelta) -> None:
        """Sets one field of the map at ``key`` in one atomic step (other fields untouched, however
        many callers put or remove fields at once); the whole map is then kept ``ttl`` from now."""
        ...

    async def map_remove(self, key: str, field: str) -> None:
        """Removes one field of the map at ``key`` atomically; a map left empty is gone."""
        ...

    async def map_values(self, key: str) -> dict[str, str]:
        """The map at ``key``, field -> value (empty when there is none)."""
        ...

    async def ping(self) -> bool: ...

    async def aclose(self) -> None: ...
