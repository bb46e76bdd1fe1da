"""A thread's state: one read at the start of a turn, one write at its end, the store at once outside."""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta

import pytest

from bot.store import DuplicateProposal, MemoryStore, Proposal, StoreUnavailable
from bot.store.base import Once, ThreadRead, ValueWrite
from bot.thread_state import ThreadStates

NOW = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)
THREAD = "slack:T1:C1:1700000000.000100"
ALICE = "slack:T1:U_ALICE"
BOB = "slack:T1:U_BOB"


class CountingStore(MemoryStore):
    """A MemoryStore that counts the calls that would be round trips to Redis."""

    def __init__(self) -> None:
        super().__init__()
        self.calls: Counter[str] = Counter()
        self.down = False

    def _call(self, name: str) -> None:
        if self.down:
            raise StoreUnavailable("down")
        self.calls[name] += 1

    async def read_thread(self, thread: str, keys: Sequence[str], once: Once | None = None) -> ThreadRead:
        self._call("read_thread")
        return await super().read_thread(thread, keys, once)

    async def add_once(self, key: str, ttl: timedelta) -> bool:
        self._call("add_once")
        return await super().add_once(key, ttl)

    async def write_values(self, writes: Sequence[ValueWrite]) -> None:
        self._call("write_values")
        await super().write_values(writes)

    async def get_value(self, key: str) -> str | None:
        self._call("get_value")
        return await super().get_value(key)

    async def set_value(self, key: str, value: str, ttl: timedelta | None = None) -> None:
        self._call("set_value")
        await super().set_value(key, value, ttl)

    async def all_pending(self, thread: str, now: datetime) -> list[Proposal]:
        self._call("all_pending")
        return await super().all_pending(thread, now)

    async def put_proposal(self, proposal: Proposal, writes: Sequence[ValueWrite] = ()) -> None:
        self._call("put_proposal")
        await super().put_proposal(proposal, writes)


def proposal(requester: str = ALICE, minutes: int = 15) -> Proposal:
    return Proposal.new(thread=THREAD, requester=requester, kind="edit", action={"item": 1}, now=NOW,
                        ttl=timedelta(minutes=minutes), benchmark_version=1, language="en")


async def test_a_turn_reads_once_and_writes_once() -> None:
    store = CountingStore()
    threads = ThreadStates(store)
    await store.set_value("lang:" + THREAD, "de")
    store.calls.clear()
    async with threads.turn(THREAD, ALICE):
        assert await threads.language(THREAD) == "de"
        await threads.set_language(THREAD, "fr")
        assert await threads.language(THREAD) == "fr"  # the turn sees its own change
        await threads.set_context(THREAD, '{"by_workspace":{}}')
        await threads.set_last_request(THREAD, ALICE, '{"skill":"benchmark-analyze"}')
        assert await store.get_value("lang:" + THREAD) == "de"  # not written yet
    assert store.calls == Counter(read_thread=1, write_values=1, get_value=1)
    assert await threads.language(THREAD) == "fr"
    assert await threads.context(THREAD) == '{"by_workspace":{}}'
    assert await threads.last_request(THREAD, ALICE) == '{"skill":"benchmark-analyze"}'


async def test_a_repeated_delivery_is_told_apart_in_the_turns_read() -> None:
    """A platform's retry (the same delivery id) costs the one read and nothing else: no values
    loaded, nothing written back; the first delivery is a turn as usual."""
    store = CountingStore()
    threads = ThreadStates(store)
    async with threads.turn(THREAD, ALICE, "slack:event:Ev1") as first:
        assert first
        await threads.set_language(THREAD, "fr")
    assert store.calls == Counter(read_thread=1, write_values=1)
    store.calls.clear()
    async with threads.turn(THREAD, ALICE, "slack:event:Ev1") as first:
        assert not first
    assert store.calls == Counter(read_thread=1)
    assert not await threads.first_delivery("slack:event:Ev1")
    assert await threads.first_delivery("slack:event:Ev2")
    async with threads.turn(THREAD, BOB, "slack:event:Ev2") as first:
        assert not first, "the same key as first_delivery's"
    async with threads.turn(THREAD, BOB) as first:
        assert first, "no delivery id: always a turn"


async def test_a_delivery_is_a_first_one_when_the_store_is_down() -> None:
    store = CountingStore()
    threads = ThreadStates(store)
    store.down = True
    async with threads.turn(THREAD, ALICE, "slack:event:Ev1") as first:
        assert first  # the turn fails closed on its own, and says so
    assert await threads.first_delivery("slack:event:Ev1")


async def test_a_proposal_carries_the_turns_changes_so_far() -> None:
    store = CountingStore()
    threads = ThreadStates(store)
    stored = proposal()
    async with threads.turn(THREAD, ALICE):
        await threads.set_language(THREAD, "fr")
        await threads.set_context(THREAD, "{}")
        await threads.put_proposal(stored)
        assert await store.get_value("lang:" + THREAD) == "fr"  # written with the proposal
        assert await threads.last_proposal(THREAD, ALICE) == stored.id
    assert store.calls == Counter(read_thread=1, put_proposal=1, get_value=1)  # nothing left for the end
    assert await threads.last_proposal(THREAD, ALICE) == stored.id
    assert await threads.pending(THREAD, NOW) == [stored]
    store.calls.clear()
    async with threads.turn(THREAD, ALICE):
        await threads.put_proposal(proposal())
        await threads.set_language(THREAD, "es")  # changed after it: written at the end
    assert store.calls == Counter(read_thread=1, put_proposal=1, write_values=1)
    assert await threads.language(THREAD) == "es"


async def test_a_proposal_not_stored_leaves_the_turns_changes_for_the_end() -> None:
    store = CountingStore()
    threads = ThreadStates(store)
    stored = proposal()
    await store.put_proposal(stored)
    async with threads.turn(THREAD, ALICE):
        await threads.set_language(THREAD, "fr")
        with pytest.raises(DuplicateProposal):
            await threads.put_proposal(stored)
        assert await store.get_value("lang:" + THREAD) is None
    assert await threads.language(THREAD) == "fr"
    assert await threads.last_proposal(THREAD, ALICE) is None


async def test_a_proposal_outside_a_turn_is_stored_as_the_last_at_once() -> None:
    store = CountingStore()
    threads = ThreadStates(store)
    stored = proposal()
    await threads.put_proposal(stored)
    assert store.calls == Counter(put_proposal=1)
    assert await threads.last_proposal(THREAD, ALICE) == stored.id


async def test_outside_a_turn_every_call_goes_to_the_store() -> None:
    store = CountingStore()
    threads = ThreadStates(store)
    await threads.set_language(THREAD, "ja")
    assert await threads.language(THREAD) == "ja"
    assert store.calls == Counter(set_value=1, get_value=1)


async def test_another_requester_or_thread_inside_a_turn_goes_to_the_store() -> None:
    store = CountingStore()
    threads = ThreadStates(store)
    await store.set_value(f"last:{THREAD}:{BOB}", "bobs")
    async with threads.turn(THREAD, ALICE):
        assert await threads.last_proposal(THREAD, BOB) == "bobs"
        await threads.set_language("other-thread", "es")
        assert await store.get_value("lang:other-thread") == "es"


async def test_a_failed_turn_still_writes_back_and_its_own_error_stands() -> None:
    store = CountingStore()
    threads = ThreadStates(store)
    with pytest.raises(KeyError):
        async with threads.turn(THREAD, ALICE):
            await threads.set_language(THREAD, "pt")
            store.down = True  # the write-back fails too: the turn's error is the one reported
            raise KeyError("boom")
    store.down = False
    with pytest.raises(RuntimeError):
        async with threads.turn(THREAD, ALICE):
            await threads.set_language(THREAD, "pt")
            raise RuntimeError("boom")
    assert await threads.language(THREAD) == "pt"


async def test_a_store_down_at_the_start_leaves_every_call_to_the_store() -> None:
    store = CountingStore()
    threads = ThreadStates(store)
    store.down = True
    async with threads.turn(THREAD, ALICE):
        with pytest.raises(StoreUnavailable):
            await threads.language(THREAD)
        store.down = False
        await threads.set_language(THREAD, "zh")
        assert store.calls["set_value"] == 1  # written at once, nothing kept for the end
    assert store.calls["write_values"] == 0


async def test_a_failed_write_back_is_reported() -> None:
    store = CountingStore()
    threads = ThreadStates(store)
    with pytest.raises(StoreUnavailable):
        async with threads.turn(THREAD, ALICE):
            await threads.set_language(THREAD, "pt")
            store.down = True


async def test_pending_first_from_the_turns_start_then_from_the_store() -> None:
    store = CountingStore()
    threads = ThreadStates(store)
    mine, theirs, short = proposal(), proposal(BOB, minutes=30), proposal(BOB, minutes=1)
    await store.put_proposal(short)
    await store.put_proposal(mine)
    await store.put_proposal(theirs)  # sets Bob's short one aside
    later = NOW + timedelta(minutes=20)  # Alice's has expired by then
    async with threads.turn(THREAD, ALICE):
        own, everyone = await threads.pending_for(THREAD, ALICE, NOW)
        assert own == mine and everyone == [mine, theirs]
        assert store.calls["all_pending"] == 0
        await store.claim(mine.id, ALICE, NOW)
        assert await threads.pending(THREAD, NOW) == [theirs]  # asked again: the store's answer
        assert store.calls["all_pending"] == 1
    async with threads.turn(THREAD, BOB):
        assert await threads.pending_for(THREAD, ALICE, later) == (None, [theirs])


async def test_work_that_outlives_its_turn_writes_at_once() -> None:
    store = CountingStore()
    threads = ThreadStates(store)
    release = asyncio.Event()

    async def later() -> None:
        await release.wait()
        await threads.set_last_request(THREAD, ALICE, "from-a-watch")

    async with threads.turn(THREAD, ALICE):
        task = asyncio.create_task(later())  # inherits the turn's context
    release.set()
    await task
    assert await store.get_value(f"lastreq:{THREAD}:{ALICE}") == "from-a-watch"


async def test_forget_starts_the_thread_over_for_the_requester() -> None:
    store = CountingStore()
    threads = ThreadStates(store)
    pending = proposal()
    await threads.set_language(THREAD, "fr")
    await threads.set_context(THREAD, "{}")
    await threads.put_proposal(pending)
    await threads.forget(THREAD, ALICE, NOW)
    assert await threads.language(THREAD) is None
    assert await threads.context(THREAD) is None
    assert await threads.last_proposal(THREAD, ALICE) is None
    assert await threads.pending(THREAD, NOW) == []


async def test_watches_are_never_kept_for_the_end_of_a_turn() -> None:
    store = CountingStore()
    threads = ThreadStates(store)
    async with threads.turn(THREAD, ALICE):
        await threads.add_watch(THREAD, "r1", "{}", timedelta(hours=1))
        assert await store.map_values(f"watching:{THREAD}") == {"r1": "{}"}
        await threads.remove_watch(THREAD, "r1")
        assert await threads.watches(THREAD) == {}
