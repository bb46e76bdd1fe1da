"""Training followed by a worker: the new model version and the offer to evaluate it come from the
worker process, and the requester can cancel a running job from the thread ("cancelled", once)."""

from __future__ import annotations

import asyncio

import pytest

from tests.longwork.conftest import ANA, TEAM, System

DUPLICATE_WINDOW = 0.6


async def test_the_worker_posts_the_new_version_and_an_offer_to_evaluate_it(system: System) -> None:
    system.worker()
    await system.workers_ready()
    progress = await system.launch("train tiny-1 for capitals")
    thread = progress.args["thread_ts"]
    await system.wait_for(lambda: bool(system.results(thread, "is ready")), what="the training result")
    await system.wait_for(lambda: bool(system.results(thread, "fresh run")), what="the offer to evaluate")
    (done,) = system.results(thread, "is ready")
    assert "`tiny-1` version 2 is ready" in done.text
    offer = system.api.last_with_buttons()
    assert offer.args["thread_ts"] == thread and "version 2 on `capitals`" in offer.text

    await system.confirm()  # the offer was stored by the worker; the yes is taken by the bot process
    run_progress = [c for c in system.api.of("chat.postMessage")
                    if c.args.get("thread_ts") == thread and c.text.startswith("Running")]
    assert len(run_progress) == 1
    await system.wait_for(lambda: bool(system.results(thread, "scored")), what="the evaluation")
    await asyncio.sleep(DUPLICATE_WINDOW)
    (result,) = system.results(thread, "scored")
    assert "version 2 scored 90% (18/20)" in result.text
    assert len(system.results(thread, "is ready")) == 1


@pytest.mark.sandbox(TRAINING_SECONDS="30")
async def test_cancelling_a_training_job_from_the_thread_says_cancelled_once(system: System) -> None:
    system.worker()
    await system.workers_ready()
    progress = await system.launch("train tiny-1 for capitals")
    thread = progress.args["thread_ts"]
    await system.wait_for(lambda: bool(system.updates_of(progress)), what="a progress update")

    await system.slack.mention(ANA, "cancel the training", thread_ts=thread)
    await system.settle()
    proposal = system.api.last_with_buttons()
    assert proposal.args["thread_ts"] == thread and "cancel training `tiny-1`" in proposal.text
    await system.confirm()

    book = system.runtime.watching
    assert book is not None
    key = f"slack:{TEAM}:C0GENERAL:{thread}"
    await system.wait_for_async(lambda: _none_watched(book, key), what="the watch to stop")
    await asyncio.sleep(DUPLICATE_WINDOW)
    cancelled = system.results(thread, "was cancelled")
    assert len(cancelled) == 1 and "Training `tiny-1` was cancelled." in cancelled[0].text
    assert not system.results(thread, "is ready")
    async with await system.runtime.platform.session(f"slack:{TEAM}:{ANA}", {"account:read"}) as session:
        assert (await session.me()).credits > 500 - 150, "the unfinished work was refunded"


async def _none_watched(watching: object, thread_key: str) -> bool:
    return not await watching.book.in_thread(thread_key)  # type: ignore[attr-defined]
