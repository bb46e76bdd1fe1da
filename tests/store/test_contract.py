"""One contract, two stores: every test here runs on MemoryStore and on RedisStore (real Redis)."""

from __future__ import annotations

import asyncio
from collections import Counter
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from bot.store import ClaimStatus, DuplicateProposal, Proposal, Store
from bot.store.base import Once, ValueWrite
from bot.turn import Identity, Place
from bot.watching import WatchBook, WatchRequest
from tests.store.conftest import Harness

NOW = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)
THREAD = "slack:T1:C1:1700000000.000100"
ALICE = "slack:T1:U_ALICE"
BOB = "slack:T1:U_BOB"
SHORT = timedelta(milliseconds=250)  # long enough that back-to-back calls land inside it


def make(
    *,
    thread: str = THREAD,
    requester: str = ALICE,
    now: datetime = NOW,
    ttl: timedelta = timedelta(minutes=15),
    **action: Any,
) -> Proposal:
    return Proposal.new(
        thread=thread,
        requester=requester,
        kind="edit",
        action={"benchmark": "gsm8k-mini", "item": 17, "answer": "42", **action},
        now=now,
        ttl=ttl,
        benchmark_version=3,
        language="fr",
    )


async def test_implements_the_protocol(harness: Harness) -> None:
    assert isinstance(harness.store, Store)
    assert await harness.store.ping() is True


async def test_put_then_get_and_pending(harness: Harness) -> None:
    store = harness.store
    proposal = make()
    await store.put_proposal(proposal)

    assert await store.get_proposal(proposal.id) == proposal
    assert await store.pending_for(THREAD, ALICE, NOW) == proposal
    assert await store.pending_for("slack:T1:C1:other", ALICE, NOW) is None
    assert await store.get_proposal("no-such-id") is None
    # Past its expiry it is no longer pending, but still known.
    assert await store.pending_for(THREAD, ALICE, proposal.expires_at) is None
    assert await store.get_proposal(proposal.id) == proposal


async def test_second_proposal_sets_the_first_aside(harness: Harness) -> None:
    store = harness.store
    first = make(answer="41")
    second = make(answer="42", now=NOW + timedelta(minutes=1))
    await store.put_proposal(first)
    await store.put_proposal(second)

    assert await store.pending_for(THREAD, ALICE, NOW + timedelta(minutes=1)) == second
    result = await store.claim(first.id, ALICE, NOW + timedelta(minutes=2))
    assert (result.status, result.proposal, result.applied) == (ClaimStatus.SET_ASIDE, first, False)
    assert (await store.claim(second.id, ALICE, NOW + timedelta(minutes=2))).status is ClaimStatus.CLAIMED


async def test_superseding_an_expired_proposal_keeps_it_expired(harness: Harness) -> None:
    store = harness.store
    first = make(ttl=timedelta(minutes=5))
    later = NOW + timedelta(minutes=10)
    await store.put_proposal(first)
    await store.put_proposal(make(now=later))
    assert (await store.claim(first.id, ALICE, later)).status is ClaimStatus.EXPIRED


async def test_claim_once_then_used(harness: Harness) -> None:
    store = harness.store
    proposal = make()
    await store.put_proposal(proposal)

    first = await store.claim(proposal.id, ALICE, NOW)
    assert (first.status, first.proposal, first.applied) == (ClaimStatus.CLAIMED, proposal, True)
    assert await store.pending_for(THREAD, ALICE, NOW) is None

    second = await store.claim(proposal.id, ALICE, NOW)
    assert (second.status, second.proposal, second.applied) == (ClaimStatus.USED, proposal, False)
    assert (await store.cancel(proposal.id, ALICE, NOW)).status is ClaimStatus.USED
    assert await store.get_proposal(proposal.id) == proposal


async def test_unknown_id_is_not_found(harness: Harness) -> None:
    for result in (
        await harness.store.claim("missing", ALICE, NOW),
        await harness.store.cancel("missing", ALICE, NOW),
    ):
        assert (result.status, result.proposal, result.applied) == (ClaimStatus.NOT_FOUND, None, False)


async def test_other_requester_is_refused_and_proposal_stays(harness: Harness) -> None:
    store = harness.store
    proposal = make()
    await store.put_proposal(proposal)

    for attempt in (store.claim, store.cancel):
        refused = await attempt(proposal.id, BOB, NOW)
        assert (refused.status, refused.proposal, refused.applied) == (ClaimStatus.NOT_REQUESTER, proposal, False)
    assert await store.pending_for(THREAD, ALICE, NOW) == proposal
    assert (await store.claim(proposal.id, ALICE, NOW)).status is ClaimStatus.CLAIMED


async def test_expired_never_claims(harness: Harness) -> None:
    store = harness.store
    proposal = make()
    await store.put_proposal(proposal)

    at_expiry = await store.claim(proposal.id, ALICE, proposal.expires_at)
    assert (at_expiry.status, at_expiry.proposal, at_expiry.applied) == (ClaimStatus.EXPIRED, proposal, False)
    much_later = proposal.expires_at + timedelta(hours=3)
    assert (await store.claim(proposal.id, ALICE, much_later)).status is ClaimStatus.EXPIRED
    assert (await store.cancel(proposal.id, ALICE, proposal.expires_at)).status is ClaimStatus.EXPIRED
    # Refusals change nothing: a microsecond before expiry it is still claimable.
    just_before = proposal.expires_at - timedelta(microseconds=1)
    assert (await store.claim(proposal.id, ALICE, just_before)).status is ClaimStatus.CLAIMED


async def test_cancel_then_claim(harness: Harness) -> None:
    store = harness.store
    proposal = make()
    await store.put_proposal(proposal)

    cancelled = await store.cancel(proposal.id, ALICE, NOW)
    assert (cancelled.status, cancelled.proposal, cancelled.applied) == (ClaimStatus.CANCELLED, proposal, True)
    assert await store.pending_for(THREAD, ALICE, NOW) is None

    again = await store.cancel(proposal.id, ALICE, NOW)
    assert (again.status, again.applied) == (ClaimStatus.CANCELLED, False)
    claimed = await store.claim(proposal.id, ALICE, NOW)
    assert (claimed.status, claimed.applied) == (ClaimStatus.CANCELLED, False)


async def test_set_aside_by_the_requester(harness: Harness) -> None:
    store = harness.store
    proposal = make()
    await store.put_proposal(proposal)

    assert await store.set_aside(THREAD, BOB, NOW) is None  # someone else talking changes nothing
    assert await store.pending_for(THREAD, ALICE, NOW) == proposal

    assert await store.set_aside(THREAD, ALICE, NOW) == proposal
    assert await store.pending_for(THREAD, ALICE, NOW) is None
    assert await store.set_aside(THREAD, ALICE, NOW) is None
    assert (await store.claim(proposal.id, ALICE, NOW)).status is ClaimStatus.SET_ASIDE


async def test_set_aside_ignores_expired_and_empty_threads(harness: Harness) -> None:
    store = harness.store
    proposal = make()
    await store.put_proposal(proposal)
    assert await store.set_aside("slack:T1:C1:empty", ALICE, NOW) is None
    assert await store.set_aside(THREAD, ALICE, proposal.expires_at) is None
    assert (await store.claim(proposal.id, ALICE, proposal.expires_at)).status is ClaimStatus.EXPIRED


async def test_message_ref_is_kept(harness: Harness) -> None:
    store = harness.store
    proposal = make()
    await store.put_proposal(proposal)

    assert await store.set_message_ref(proposal.id, "1700000000.000200") is True
    assert await store.set_message_ref("missing", "x") is False
    assert await store.get_proposal("missing") is None

    expected = proposal.model_copy(update={"message_ref": "1700000000.000200"})
    assert await store.get_proposal(proposal.id) == expected
    assert await store.pending_for(THREAD, ALICE, NOW) == expected
    assert (await store.claim(proposal.id, ALICE, NOW)).proposal == expected


async def test_storing_the_same_id_again_is_refused(harness: Harness) -> None:
    store = harness.store
    proposal = make()
    await store.put_proposal(proposal)
    assert (await store.claim(proposal.id, ALICE, NOW)).status is ClaimStatus.CLAIMED

    with pytest.raises(DuplicateProposal):
        await store.put_proposal(proposal)
    assert (await store.claim(proposal.id, ALICE, NOW)).status is ClaimStatus.USED


async def test_each_requester_has_a_slot_of_their_own(harness: Harness) -> None:
    """One person's proposal in a thread never sets another's aside; their own new one does."""
    store = harness.store
    alice = make(answer="41")
    bob = make(requester=BOB, answer="42", now=NOW + timedelta(seconds=1))
    await store.put_proposal(alice)
    await store.put_proposal(bob)
    assert await store.pending_for(THREAD, ALICE, NOW + timedelta(seconds=2)) == alice
    assert await store.pending_for(THREAD, BOB, NOW + timedelta(seconds=2)) == bob
    assert await store.all_pending(THREAD, NOW + timedelta(seconds=2)) == [alice, bob]

    assert await store.set_aside(THREAD, BOB, NOW) == bob  # Bob moves on: Alice's stays
    assert await store.pending_for(THREAD, ALICE, NOW) == alice
    assert (await store.claim(bob.id, BOB, NOW)).status is ClaimStatus.SET_ASIDE

    alice_again = make(answer="43", now=NOW + timedelta(minutes=1))
    await store.put_proposal(make(requester=BOB, answer="44", now=NOW + timedelta(minutes=1)))
    assert await store.pending_for(THREAD, ALICE, NOW + timedelta(minutes=1)) == alice
    await store.put_proposal(alice_again)  # her own new proposal replaces hers only
    assert (await store.claim(alice.id, ALICE, NOW + timedelta(minutes=2))).status is ClaimStatus.SET_ASIDE
    assert [p.requester for p in await store.all_pending(THREAD, NOW + timedelta(minutes=2))] == [BOB, ALICE]

    assert (await store.claim(alice_again.id, ALICE, NOW + timedelta(minutes=2))).status is ClaimStatus.CLAIMED
    assert await store.pending_for(THREAD, ALICE, NOW + timedelta(minutes=2)) is None
    assert [p.requester for p in await store.all_pending(THREAD, NOW + timedelta(minutes=2))] == [BOB]
    assert await store.all_pending("slack:T1:C1:other", NOW) == []


async def test_slots_survive_each_others_claims_under_concurrency(harness: Harness) -> None:
    """Ten people each with a proposal in one thread, each clicked 5 times at once: ten executions."""
    clients = [harness.client() for _ in range(5)]
    people = [f"slack:T1:U{n}" for n in range(10)]
    proposals = [make(requester=who, answer=str(n)) for n, who in enumerate(people)]
    await asyncio.gather(*(clients[n % 5].put_proposal(p) for n, p in enumerate(proposals)))
    assert len(await harness.store.all_pending(THREAD, NOW)) == 10
    results = await asyncio.gather(*(clients[i % 5].claim(p.id, p.requester, NOW)
                                     for i, p in enumerate(proposals * 5)))
    assert Counter(r.status for r in results) == {ClaimStatus.CLAIMED: 10, ClaimStatus.USED: 40}
    assert await harness.store.all_pending(THREAD, NOW) == []


async def test_threads_are_independent(harness: Harness) -> None:
    store = harness.store
    here, there = make(), make(thread="discord:G1:C9:T9")
    await store.put_proposal(here)
    await store.put_proposal(there)
    assert await store.pending_for(THREAD, ALICE, NOW) == here
    assert await store.pending_for("discord:G1:C9:T9", ALICE, NOW) == there
    assert (await store.claim(here.id, ALICE, NOW)).status is ClaimStatus.CLAIMED
    assert await store.pending_for("discord:G1:C9:T9", ALICE, NOW) == there


@pytest.mark.parametrize("clicks", [5, 50])
async def test_concurrent_claims_on_one_client(harness: Harness, clicks: int) -> None:
    proposal = make()
    await harness.store.put_proposal(proposal)
    results = await asyncio.gather(*(harness.store.claim(proposal.id, ALICE, NOW) for _ in range(clicks)))
    assert Counter(r.status for r in results) == {ClaimStatus.CLAIMED: 1, ClaimStatus.USED: clicks - 1}
    assert sum(r.applied for r in results) == 1


@pytest.mark.parametrize("clicks", [5, 50])
async def test_concurrent_claims_across_clients(harness: Harness, clicks: int) -> None:
    """Five clients (separate Redis connections, as separate bot processes would have)."""
    clients = [harness.client() for _ in range(5)]
    proposal = make()
    await clients[0].put_proposal(proposal)
    results = await asyncio.gather(
        *(clients[i % 5].claim(proposal.id, ALICE, NOW) for i in range(clicks))
    )
    assert Counter(r.status for r in results) == {ClaimStatus.CLAIMED: 1, ClaimStatus.USED: clicks - 1}


async def test_concurrent_claims_and_cancels_decide_once(harness: Harness) -> None:
    clients = [harness.client() for _ in range(5)]
    proposal = make()
    await harness.store.put_proposal(proposal)
    attempts = [
        (client.claim if i % 2 else client.cancel)(proposal.id, ALICE, NOW)
        for i, client in enumerate(clients * 4)
    ]
    results = await asyncio.gather(*attempts)
    assert sum(r.applied for r in results) == 1
    winner = next(r for r in results if r.applied)
    assert {r.status for r in results if not r.applied} == {
        ClaimStatus.USED if winner.status is ClaimStatus.CLAIMED else ClaimStatus.CANCELLED
    }


async def test_add_once(harness: Harness) -> None:
    store = harness.store
    assert await store.add_once("slack-event:Ev1", SHORT) is True
    assert await store.add_once("slack-event:Ev1", SHORT) is False
    assert await store.add_once("slack-event:Ev2", SHORT) is True
    await harness.wait(SHORT)
    assert await store.add_once("slack-event:Ev1", SHORT) is True


async def test_add_once_under_concurrency(harness: Harness) -> None:
    clients = [harness.client() for _ in range(5)]
    ttl = timedelta(minutes=5)
    results = await asyncio.gather(*(clients[i % 5].add_once("slack-event:Ev9", ttl) for i in range(20)))
    assert results.count(True) == 1


async def test_add_once_unless(harness: Harness) -> None:
    """A job's result lease: taken once, never once the result is posted, and again after it lapses."""
    store = harness.store
    assert await store.add_once_unless("watch-result:J1", SHORT, unless="watch-posted:J1") is True
    assert await store.add_once_unless("watch-result:J1", SHORT, unless="watch-posted:J1") is False
    await store.set_value("watch-posted:J2", "1")
    assert await store.add_once_unless("watch-result:J2", SHORT, unless="watch-posted:J2") is None
    assert await store.get_value("watch-result:J2") is None  # nothing taken
    await harness.wait(SHORT)
    assert await store.add_once_unless("watch-result:J1", SHORT, unless="watch-posted:J1") is True
    clients = [harness.client() for _ in range(5)]
    results = await asyncio.gather(*(clients[i % 5].add_once_unless("watch-result:J3", SHORT, unless="watch-posted:J3")
                                     for i in range(20)))
    assert results.count(True) == 1 and results.count(False) == 19


async def test_incr_window(harness: Harness) -> None:
    store = harness.store
    assert [await store.incr_window("rate:U1", SHORT) for _ in range(3)] == [1, 2, 3]
    assert await store.incr_window("rate:U2", SHORT) == 1
    await harness.wait(SHORT)
    assert await store.incr_window("rate:U1", SHORT) == 1


async def test_incr_window_does_not_extend_its_window(harness: Harness) -> None:
    store = harness.store
    window = timedelta(milliseconds=400)
    assert await store.incr_window("rate:U3", window) == 1
    await harness.wait(timedelta(milliseconds=100))
    assert await store.incr_window("rate:U3", window) == 2  # inside the window: counts, no restart
    await harness.wait(timedelta(milliseconds=300))
    assert await store.incr_window("rate:U3", window) == 1  # 400 ms after the first increment


async def test_count_within_counts_in_order_until_one_is_over(harness: Harness) -> None:
    store = harness.store
    limits = [("rl:U1", 2), ("rl:W1", 3)]
    assert [await store.count_within(limits, SHORT) for _ in range(3)] == [None, None, 0]
    assert (await store.get_value("rl:U1"), await store.get_value("rl:W1")) == ("3", "2")  # W1 not counted on the 3rd
    assert await store.count_within([("rl:U2", 5), ("rl:W1", 3)], SHORT) is None  # W1: 3, not over
    assert await store.count_within([("rl:U3", 5), ("rl:W1", 3)], SHORT) == 1
    assert await store.count_within([], SHORT) is None
    assert await store.incr_window("rl:U1", SHORT) == 4  # the same counters `incr_window` counts
    await harness.wait(SHORT)
    assert await store.count_within(limits, SHORT) is None
    assert (await store.get_value("rl:U1"), await store.get_value("rl:W1")) == ("1", "1")


async def test_count_within_is_atomic(harness: Harness) -> None:
    clients = [harness.client() for _ in range(5)]
    results = await asyncio.gather(*(clients[i % 5].count_within([("rl:U4", 100), ("rl:W4", 7)], SHORT)
                                     for i in range(20)))
    assert results.count(None) == 7 and results.count(1) == 13
    assert (await harness.store.get_value("rl:U4"), await harness.store.get_value("rl:W4")) == ("20", "20")


async def test_incr_window_by_an_amount_and_back(harness: Harness) -> None:
    store = harness.store
    assert await store.incr_window("spent:U1", SHORT, amount=20) == 20
    assert await store.incr_window("spent:U1", SHORT, amount=15) == 35
    assert await store.incr_window("spent:U1", SHORT, amount=-15) == 20
    assert await store.get_value("spent:U1") == "20"
    assert sorted(await asyncio.gather(*(store.incr_window("spent:U2", SHORT, amount=5) for _ in range(10)))) == \
        list(range(5, 55, 5))
    await harness.wait(SHORT)
    assert await store.get_value("spent:U1") is None


async def test_values_with_and_without_ttl(harness: Harness) -> None:
    store = harness.store
    assert await store.get_value("thread-language:X") is None
    await store.set_value("thread-language:X", "fr")
    await store.set_value("clarify:X", '{"question":"which run?"}', ttl=SHORT)
    assert await store.get_value("thread-language:X") == "fr"
    assert await store.get_value("clarify:X") == '{"question":"which run?"}'

    await harness.wait(SHORT)
    assert await store.get_value("clarify:X") is None
    assert await store.get_value("thread-language:X") == "fr"


async def test_overwriting_a_value_replaces_its_ttl(harness: Harness) -> None:
    store = harness.store
    await store.set_value("k", "short-lived", ttl=SHORT)
    await store.set_value("k", "forever")
    await harness.wait(SHORT)
    assert await store.get_value("k") == "forever"
    await store.delete_value("k")
    assert await store.get_value("k") is None
    await store.delete_value("k")  # deleting a missing key is fine


async def test_non_positive_ttls_are_rejected(harness: Harness) -> None:
    store = harness.store
    with pytest.raises(ValueError):
        await store.set_value("k", "v", ttl=timedelta(0))
    with pytest.raises(ValueError):
        await store.add_once("k", timedelta(seconds=-1))
    with pytest.raises(ValueError):
        await store.incr_window("k", timedelta(0))


async def test_naive_now_is_rejected(harness: Harness) -> None:
    proposal = make()
    await harness.store.put_proposal(proposal)
    naive = NOW.replace(tzinfo=None)
    with pytest.raises(ValueError):
        await harness.store.claim(proposal.id, ALICE, naive)
    with pytest.raises(ValueError):
        await harness.store.cancel("missing", ALICE, naive)
    with pytest.raises(ValueError):
        await harness.store.pending_for(THREAD, ALICE, naive)
    with pytest.raises(ValueError):
        await harness.store.all_pending(THREAD, naive)
    with pytest.raises(ValueError):
        await harness.store.set_aside(THREAD, ALICE, naive)
    assert (await harness.store.claim(proposal.id, ALICE, NOW)).status is ClaimStatus.CLAIMED


async def test_read_thread_gives_the_values_and_every_pending_proposal(harness: Harness) -> None:
    store = harness.store
    mine, theirs, used = make(), make(requester=BOB), make(thread="slack:T1:C1:other")
    for proposal in (mine, theirs, used):
        await store.put_proposal(proposal)
    await store.claim(used.id, ALICE, NOW)
    await store.set_value("lang:T", "fr")
    read = await store.read_thread(THREAD, ["lang:T", "ctx:T"])
    assert read.values == {"lang:T": "fr", "ctx:T": None}
    assert sorted(p.id for p in read.pending) == sorted([mine.id, theirs.id])
    await store.claim(theirs.id, BOB, NOW)
    assert [p.id for p in (await store.read_thread(THREAD, [])).pending] == [mine.id]
    assert (await store.read_thread("slack:T1:C1:nothing", ["lang:T"])).pending == []


async def test_read_thread_with_a_once_key_reads_only_its_first_delivery(harness: Harness) -> None:
    """A platform's retry of a delivery (same id) reads nothing: the once-key is added with the read."""
    store = harness.store
    mine = make()
    await store.put_proposal(mine)
    await store.set_value("lang:T", "fr")
    first = await store.read_thread(THREAD, ["lang:T", "ctx:T"], once=Once("slack:event:Ev1", SHORT))
    assert first.first and first.values == {"lang:T": "fr", "ctx:T": None} and [p.id for p in first.pending] == [mine.id]
    again = await store.read_thread(THREAD, ["lang:T"], once=Once("slack:event:Ev1", SHORT))
    assert not again.first and again.values == {} and again.pending == []
    other = await store.read_thread(THREAD, [], once=Once("slack:event:Ev2", SHORT))
    assert other.first and [p.id for p in other.pending] == [mine.id]
    assert await store.add_once("slack:event:Ev1", SHORT) is False, "the same key as add_once's"
    await harness.wait(SHORT)
    assert (await store.read_thread(THREAD, ["lang:T"], once=Once("slack:event:Ev1", SHORT))).first


async def test_read_thread_once_under_concurrency(harness: Harness) -> None:
    clients = [harness.client() for _ in range(5)]
    once = Once("slack:event:Ev9", timedelta(minutes=5))
    reads = await asyncio.gather(*(clients[i % 5].read_thread(THREAD, ["lang:T"], once=once) for i in range(20)))
    assert [r.first for r in reads].count(True) == 1


async def test_write_values_sets_and_deletes_together(harness: Harness) -> None:
    store = harness.store
    await store.set_value("gone", "soon")
    await store.write_values([ValueWrite("kept", "1"), ValueWrite("brief", "2", SHORT), ValueWrite("gone", None),
                              ValueWrite("empty", "", SHORT * 100), ValueWrite("delete", "delete")])
    assert (await store.read_thread(THREAD, ["kept", "brief", "gone", "empty", "delete"])).values == \
        {"kept": "1", "brief": "2", "gone": None, "empty": "", "delete": "delete"}
    await store.write_values([])
    await harness.wait(SHORT)
    assert await store.get_value("brief") is None
    assert await store.get_value("kept") == "1"
    with pytest.raises(ValueError):
        await store.write_values([ValueWrite("k", "v", timedelta(0))])


async def test_a_proposal_stored_with_values(harness: Harness) -> None:
    store = harness.store
    await store.set_value("gone", "soon")
    proposal = make()
    await store.put_proposal(proposal, [ValueWrite("last", proposal.id), ValueWrite("brief", "2", SHORT),
                                        ValueWrite("gone", None)])
    assert await store.pending_for(THREAD, ALICE, NOW) == proposal
    assert (await store.read_thread(THREAD, ["last", "brief", "gone"])).values == \
        {"last": proposal.id, "brief": "2", "gone": None}
    with pytest.raises(DuplicateProposal):  # a duplicate writes nothing either
        await store.put_proposal(proposal, [ValueWrite("last", "other")])
    assert await store.get_value("last") == proposal.id
    await harness.wait(SHORT)
    assert await store.get_value("brief") is None


async def test_a_map_field_by_field(harness: Harness) -> None:
    store = harness.store
    assert await store.map_values("watching:T1") == {}
    await store.map_put("watching:T1", "r1", '{"a": 1}', timedelta(minutes=5))
    await store.map_put("watching:T1", "r2", "two", timedelta(minutes=5))
    await store.map_put("watching:T1", "r1", "one again", timedelta(minutes=5))
    assert await store.map_values("watching:T1") == {"r1": "one again", "r2": "two"}
    assert await store.map_values("watching:T2") == {}
    await store.map_remove("watching:T1", "r1")
    await store.map_remove("watching:T1", "never-there")
    assert await store.map_values("watching:T1") == {"r2": "two"}
    await store.map_remove("watching:T1", "r2")
    assert await store.map_values("watching:T1") == {}
    await store.map_remove("watching:T9", "r1")  # no map: nothing to do


async def test_a_map_lives_ttl_from_its_last_put(harness: Harness) -> None:
    store = harness.store
    await store.map_put("watching:T1", "r1", "one", SHORT)
    await store.map_put("watching:T1", "r2", "two", timedelta(minutes=5))
    await harness.wait(SHORT)
    assert await store.map_values("watching:T1") == {"r1": "one", "r2": "two"}
    await store.map_put("watching:T3", "r1", "one", SHORT)
    await harness.wait(SHORT)
    assert await store.map_values("watching:T3") == {}


async def test_concurrent_map_puts_and_removes_lose_nothing(harness: Harness) -> None:
    """Fifty fields put at once from five clients (separate connections, as separate processes
    would have) are all kept, and removing half of them at once leaves exactly the other half."""
    clients = [harness.client() for _ in range(5)]
    ttl = timedelta(minutes=5)
    await asyncio.gather(*(clients[i % 5].map_put("watching:T1", f"r{i}", f"v{i}", ttl) for i in range(50)))
    assert await harness.store.map_values("watching:T1") == {f"r{i}": f"v{i}" for i in range(50)}
    await asyncio.gather(*(clients[i % 5].map_remove("watching:T1", f"r{i}") for i in range(0, 50, 2)),
                         *(clients[i % 5].map_put("watching:T1", f"r{i}", "again", ttl) for i in range(1, 50, 2)))
    assert await harness.store.map_values("watching:T1") == {f"r{i}": "again" for i in range(1, 50, 2)}


async def test_concurrent_watches_in_one_thread_are_all_kept(harness: Harness) -> None:
    """The watch book on the store: jobs started at once in one thread from several processes are
    all watched (none lost to another's read-then-write), oldest first, and each removed alone."""
    place = Place(channel="C1", thread="1700000000.000100")
    jobs = [WatchRequest(kind="run", skill="launch", job_id=f"run-{i}", identity=Identity(platform="slack",
                         workspace="T1", user="U1"), place=place, language="en", progress_ref=f"m{i}",
                         started_at=NOW + timedelta(seconds=i)) for i in range(20)]
    books = [WatchBook(harness.client()) for _ in range(5)]
    await asyncio.gather(*(books[i % 5].add(job) for i, job in enumerate(jobs)))
    assert await books[0].in_thread(jobs[0].thread_key) == jobs
    await asyncio.gather(*(books[i % 5].remove(job) for i, job in enumerate(jobs) if i % 2))
    assert await books[0].in_thread(jobs[0].thread_key, "run") == jobs[::2]
    assert await books[0].in_thread(jobs[0].thread_key, "training") == []
