"""Confirmations under attack, on real Redis (issue 7): one execution for 50 concurrent confirms,
nobody else's click or yes, nothing after expiry, cancel, success or in another thread, and the
idempotency key as the last line of defence when the store loses the claim."""

from __future__ import annotations

import asyncio
from datetime import timedelta

from bot.app.runtime import Runtime
from bot.store.models import Proposal
from tests.driver import ChatDriver, joined
from tests.e2e.helpers import as_user, writes

WHY = "why did tiny-1 score so low on gsm-mini?"


async def gsm_version(runtime: Runtime) -> int:
    async with await as_user(runtime, "ana") as api:
        return (await api.get_benchmark("gsm-mini")).current_version


async def test_fifty_concurrent_confirms_execute_once(chat: ChatDriver, runtime: Runtime) -> None:
    await chat.push("ana", WHY)
    confirm = chat.last_buttons()[0]
    before = len(runtime.requests)  # type: ignore[attr-defined]
    sent = len(chat.sent)
    await asyncio.gather(*(chat.click("ana", confirm) for _ in range(50)))
    text = joined(chat.sent[sent:])
    assert len(writes(runtime, before)) == 1, writes(runtime, before)
    assert text.count("gsm-mini is now version 2") == 1
    assert text.count("That was already done") == 49
    assert all(s.message.private for s in chat.sent[sent:] if "already done" in s.text)
    assert await gsm_version(runtime) == 2


async def test_someone_elses_click_or_yes_is_refused_and_the_proposal_survives(chat: ChatDriver,
                                                                               runtime: Runtime) -> None:
    await chat.push("ana", WHY)
    confirm, cancel = chat.last_buttons()
    before = len(runtime.requests)  # type: ignore[attr-defined]
    for attempt in (chat.click("ben", confirm), chat.click("ben", cancel), chat.push("ben", "yes"),
                    chat.push("ben", "no")):
        replies = await attempt
        assert len(replies) == 1 and replies[0].message.private and "Only ana can" in replies[0].text
    assert writes(runtime, before) == []
    assert "gsm-mini is now version 2" in joined(await chat.push("ana", "yes"))
    assert len(writes(runtime, before)) == 1


async def test_yes_in_another_thread_does_nothing(chat: ChatDriver, runtime: Runtime) -> None:
    await chat.push("ana", WHY, thread="t1")
    before = len(runtime.requests)  # type: ignore[attr-defined]
    replies = await chat.push("ana", "yes", thread="t2")
    assert "nothing waiting" in joined(replies)
    assert writes(runtime, before) == []
    assert "gsm-mini is now version 2" in joined(await chat.push("ana", "yes", thread="t1"))


async def test_yes_after_expiry_does_nothing(chat: ChatDriver, runtime: Runtime, clock) -> None:
    await chat.push("ana", WHY)
    confirm = chat.last_buttons()[0]
    clock.advance(timedelta(minutes=16))
    before = len(runtime.requests)  # type: ignore[attr-defined]
    assert "expired" in joined(await chat.push("ana", "yes"))
    assert "expired" in joined(await chat.click("ana", confirm))
    assert writes(runtime, before) == [] and await gsm_version(runtime) == 1


async def test_yes_or_click_after_cancel_does_nothing(chat: ChatDriver, runtime: Runtime) -> None:
    await chat.push("ana", WHY)
    confirm = chat.last_buttons()[0]
    assert "nothing was changed" in joined(await chat.push("ana", "no"))
    before = len(runtime.requests)  # type: ignore[attr-defined]
    assert "cancelled" in joined(await chat.click("ana", confirm))
    assert "cancelled" in joined(await chat.push("ana", "yes"))
    assert writes(runtime, before) == [] and await gsm_version(runtime) == 1


async def test_replayed_click_after_success_does_nothing(chat: ChatDriver, runtime: Runtime) -> None:
    await chat.push("ana", WHY)
    confirm = chat.last_buttons()[0]
    assert "gsm-mini is now version 2" in joined(await chat.click("ana", confirm))
    before = len(runtime.requests)  # type: ignore[attr-defined]
    for _ in range(3):
        assert "already done" in joined(await chat.click("ana", confirm))
    assert writes(runtime, before) == [] and await gsm_version(runtime) == 2


async def test_a_lost_claim_hits_the_same_idempotency_key(chat: ChatDriver, runtime: Runtime,
                                                          redis_prefix: str) -> None:
    """The store 'forgets' that a launch ran (its record is re-inserted as pending, as after a failover
    to a replica that missed the write): the platform sees the same key and nothing runs twice."""
    await chat.push("ana", WHY)
    await chat.push("ana", "yes")
    launch = chat.last_buttons()[0]
    proposal = await runtime.store.get_proposal(launch.proposal_id)
    assert proposal is not None and proposal.kind == "launch"
    await chat.click("ana", launch)
    await chat.settle()
    async with await as_user(runtime, "ana") as api:
        credits = (await api.me()).credits
        runs = await api.list_runs(benchmark="gsm-mini", model="tiny-1")
    assert credits == 480

    # Lose the claim: the record comes back exactly as it was before the click.
    from redis.asyncio import Redis

    from tests.conftest import redis_url
    client = Redis.from_url(redis_url())
    await client.delete(*[k async for k in client.scan_iter(match=f"{redis_prefix}proposal:{proposal.id}*")])
    await client.aclose()
    await runtime.store.put_proposal(Proposal.model_validate(proposal.model_dump()))

    await chat.click("ana", launch)
    await chat.settle()
    wire = runtime.wire  # type: ignore[attr-defined]
    launches = [key for method, path, key in wire.keys if method == "POST" and path == "/v1/runs"]
    assert len(launches) == 2 and launches[0] == launches[1] == proposal.id
    async with await as_user(runtime, "ana") as api:
        assert (await api.me()).credits == credits, "charged once"
        assert len(await api.list_runs(benchmark="gsm-mini", model="tiny-1")) == len(runs), "one run"
