"""A thread's state behind one namespaced interface: its language, what it talks about (the
context of `bot.thread_names`), each requester's last request and last proposal there, its pending
proposals, and the work watched in it; and, read with it, the BenchGen workspace remembered for
the requester (`bot.accounts`).

`ThreadStates` is the only code that knows where these live in the store. During a turn
(`async with threads.turn(thread, requester)`) everything the turn may read is loaded in one round
trip; reads are answered from that, and writes are kept and written back together, in one round
trip, when the turn ends (also when it fails). A proposal the turn stores carries the writes kept
so far (and its requester's last proposal) in its own round trip, so a turn that proposes makes
none at its end unless it changed more after. Outside a turn (long work followed after it, the
terminal's reset) every call goes to the store at once. The watched jobs are shared with work that
runs outside the turn (a watcher removes a finished job), so they are always read and written at
once; proposals themselves (stored, claimed, cancelled) stay with the store's atomic operations.
A platform's retry of a message is told apart in the turn's first round trip too: its delivery id
is remembered with the read.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from contextvars import ContextVar
from datetime import datetime, timedelta

from bot.store.base import Once, Store, StoreUnavailable, ThreadRead, ValueWrite
from bot.store.models import Proposal

log = logging.getLogger(__name__)

LANGUAGE_KEPT = timedelta(days=7)
CONTEXT_KEPT = timedelta(days=7)
LAST_REQUEST_KEPT = timedelta(days=1)
LAST_PROPOSAL_KEPT = timedelta(days=1)
DELIVERY_KEPT = timedelta(hours=1)  # a platform retries a delivery within minutes (Slack: three times)


def _language(thread: str) -> str:
    return f"lang:{thread}"


def _context(thread: str) -> str:
    return f"ctx:{thread}"


def _last_request(thread: str, requester: str) -> str:
    return f"lastreq:{thread}:{requester}"


def _last_proposal(thread: str, requester: str) -> str:
    return f"last:{thread}:{requester}"


def _watching(thread: str) -> str:
    return f"watching:{thread}"


def _workspace(identity: str) -> str:
    return f"workspace:{identity}"


class _Loaded:
    """One turn's view of its thread: the values read at its start, as the turn changed them, and
    the writes still to make. Once closed, calls go to the store again (a task the turn started
    may outlive it)."""

    def __init__(self, thread: str, values: dict[str, str | None], pending: list[Proposal]) -> None:
        self.thread = thread
        self.values = values
        self.pending: list[Proposal] | None = pending
        self.writes: dict[str, ValueWrite] = {}
        self.open = True


class ThreadStates:
    """The state of every thread, on one store."""

    def __init__(self, store: Store) -> None:
        self._store = store
        self._current: ContextVar[_Loaded | None] = ContextVar(f"thread_state_{id(self)}", default=None)

    @asynccontextmanager
    async def turn(self, thread: str, requester: str, delivery: str | None = None) -> AsyncIterator[bool]:
        """Loads what a turn of `requester` in `thread` reads (one round trip) and writes back what it
        changed when it ends (one round trip). If the store cannot be read, every call inside goes
        to the store as outside a turn (and says so the way the store does).

        `delivery`: the platform's id of the message's delivery, which its retries repeat. It is
        remembered (`DELIVERY_KEPT`) in the same round trip as the read; the context yields False
        when it was seen before (a retry: nothing was read, and the turn should do nothing), True
        otherwise (also when the store is down: the turn then fails closed on its own)."""
        keys = [_language(thread), _context(thread), _last_request(thread, requester),
                _last_proposal(thread, requester), _workspace(requester)]
        once = None if delivery is None else Once(delivery, DELIVERY_KEPT)
        try:
            read: ThreadRead | None = await self._store.read_thread(thread, keys, once)
        except StoreUnavailable:
            read = None
        if read is None or not read.first:
            yield read is None
            return
        loaded = _Loaded(thread, read.values, read.pending)
        token = self._current.set(loaded)
        failed = False
        try:
            yield True
        except BaseException:
            failed = True
            raise
        finally:
            self._current.reset(token)
            loaded.open = False
            await self._write_back(loaded, quiet=failed)

    async def first_delivery(self, delivery: str) -> bool:
        """Outside a turn: whether `delivery` (as `turn` takes it) is seen for the first time
        (True also when the store is down, as in `turn`)."""
        try:
            return await self._store.add_once(delivery, DELIVERY_KEPT)
        except StoreUnavailable:
            return True

    async def _write_back(self, loaded: _Loaded, *, quiet: bool) -> None:
        """Quiet when the turn failed: its own error is the one to report."""
        if not loaded.writes:
            return
        try:
            await self._store.write_values(list(loaded.writes.values()))
        except StoreUnavailable:
            if not quiet:
                raise
            log.warning("thread state not written back: store unavailable")

    def _loaded(self, key: str) -> _Loaded | None:
        loaded = self._current.get()
        return loaded if loaded is not None and loaded.open and key in loaded.values else None

    async def _get(self, key: str) -> str | None:
        loaded = self._loaded(key)
        return loaded.values[key] if loaded is not None else await self._store.get_value(key)

    async def _set(self, key: str, value: str | None, ttl: timedelta) -> None:
        loaded = self._loaded(key)
        if loaded is None:
            if value is None:
                await self._store.delete_value(key)
            else:
                await self._store.set_value(key, value, ttl=ttl)
            return
        loaded.values[key] = value
        loaded.writes[key] = ValueWrite(key=key, value=value, ttl=ttl)

    # ------------------------------------------------------------------ the thread's values

    async def language(self, thread: str) -> str | None:
        """The language the thread is held in (None before its first understood message)."""
        return await self._get(_language(thread))

    async def set_language(self, thread: str, language: str) -> None:
        await self._set(_language(thread), language, LANGUAGE_KEPT)

    async def context(self, thread: str) -> str | None:
        """The names the thread talks about, as `bot.thread_names` wrote them (JSON)."""
        return await self._get(_context(thread))

    async def set_context(self, thread: str, context: str) -> None:
        await self._set(_context(thread), context, CONTEXT_KEPT)

    async def last_request(self, thread: str, requester: str) -> str | None:
        """The requester's last request here, as `bot.followup` wrote it (JSON)."""
        return await self._get(_last_request(thread, requester))

    async def set_last_request(self, thread: str, requester: str, request: str) -> None:
        await self._set(_last_request(thread, requester), request, LAST_REQUEST_KEPT)

    async def last_proposal(self, thread: str, requester: str) -> str | None:
        """The id of the requester's latest delivered proposal here, for a late yes or no."""
        return await self._get(_last_proposal(thread, requester))

    async def put_proposal(self, proposal: Proposal) -> None:
        """Stores the proposal (`Store.put_proposal`) as its requester's last one in its thread, with
        what the turn changed so far: one round trip, after which those changes are no longer kept
        for the end of the turn."""
        key = _last_proposal(proposal.thread, proposal.requester)
        last = ValueWrite(key=key, value=proposal.id, ttl=LAST_PROPOSAL_KEPT)
        loaded = self._loaded(key)
        if loaded is None:
            await self._store.put_proposal(proposal, [last])
            return
        kept = dict(loaded.writes)
        await self._store.put_proposal(proposal, [*(w for k, w in kept.items() if k != key), last])
        loaded.values[key] = proposal.id
        for name, write in kept.items():  # a change made meanwhile (by work the turn started) stays kept
            if loaded.writes.get(name) is write:
                del loaded.writes[name]

    # ------------------------------------------------------------------ the requester's account

    async def workspace(self, identity: str) -> str | None:
        """What `bot.accounts` remembers of the identity's BenchGen workspace (not the thread's)."""
        return await self._get(_workspace(identity))

    async def set_workspace(self, identity: str, value: str | None, ttl: timedelta) -> None:
        await self._set(_workspace(identity), value, ttl)

    # ------------------------------------------------------------------ pending proposals

    async def pending(self, thread: str, now: datetime) -> list[Proposal]:
        """Every requester's pending, unexpired proposal in the thread, oldest first. The first
        call of a turn is answered from its start; any later one asks the store (the turn may have
        stored, claimed or set one aside since)."""
        loaded = self._current.get()
        if loaded is None or not loaded.open or loaded.thread != thread or loaded.pending is None:
            return await self._store.all_pending(thread, now)
        found, loaded.pending = loaded.pending, None
        return sorted((p for p in found if now < p.expires_at), key=lambda p: p.created_at)

    async def pending_for(self, thread: str, requester: str, now: datetime) -> tuple[Proposal | None, list[Proposal]]:
        """The requester's own pending proposal here, and everyone's (as `pending`)."""
        everyone = await self.pending(thread, now)
        return next((p for p in everyone if p.requester == requester), None), everyone

    # ------------------------------------------------------------------ watched work (never buffered)

    async def watches(self, thread: str) -> dict[str, str]:
        """The jobs watched in the thread: job id -> the job as `bot.watching` wrote it (JSON)."""
        return await self._store.map_values(_watching(thread))

    async def add_watch(self, thread: str, job_id: str, watch: str, ttl: timedelta) -> None:
        """One job watched here (another with the same id replaced), atomically: two added at once
        are both kept. The thread's watches are kept `ttl` from now."""
        await self._store.map_put(_watching(thread), job_id, watch, ttl)

    async def remove_watch(self, thread: str, job_id: str) -> None:
        await self._store.map_remove(_watching(thread), job_id)

    # ------------------------------------------------------------------ starting over

    async def forget(self, thread: str, requester: str, now: datetime) -> None:
        """The thread as new for the requester: their pending proposal set aside, and the thread's
        language, context and their last proposal forgotten."""
        await self._store.set_aside(thread, requester, now)
        for key in (_language(thread), _context(thread), _last_proposal(thread, requester)):
            await self._set(key, None, LANGUAGE_KEPT)
