"""Launching runs and training through the client: credits, idempotency, progress, results."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import httpx
import pytest
from pydantic import SecretStr

from bot.benchgen import (
    BenchGenPlatform,
    BenchGenSession,
    Conflict,
    IdempotencyConflict,
    InsufficientCredits,
    MatchRule,
    NotAllowed,
    RunStatus,
    SetKey,
)
from sandbox.config import SandboxConfig
from sandbox.server import Sandbox
from tests.benchgen.conftest import (
    ALL_SCOPES,
    ANA,
    DEMO_CLIENT_ID,
    DEMO_CLIENT_SECRET,
    SANDBOX_URL,
    ManualClock,
)
from tests.benchgen.demo import widen_format_misses

SETTLE = 10.0


async def finished_run(session: BenchGenSession, run_id: str) -> list[int]:
    """Poll the run like the bot does until it ends; return the `done` counts seen on the way."""
    seen: list[int] = []
    async with asyncio.timeout(SETTLE):
        while True:
            run = await session.get_run(run_id)
            seen.append(run.done)
            if run.finished:
                return seen
            await asyncio.sleep(0.005)


async def test_launch_is_idempotent_and_charged_once(ana: BenchGenSession) -> None:
    first = await ana.launch_run(benchmark="gsm-mini", model="tiny-1", idempotency_key="launch-1")
    assert first.status in (RunStatus.QUEUED, RunStatus.RUNNING)
    assert (first.cost, first.total, first.origin, first.created_by) == (20, 20, "launched", "ana")
    again = await ana.launch_run(benchmark="gsm-mini", model="tiny-1", idempotency_key="launch-1")
    assert again.id == first.id
    assert (await ana.me()).credits == 480
    with pytest.raises(IdempotencyConflict):
        await ana.launch_run(benchmark="gsm-mini", model="tiny-2", idempotency_key="launch-1")
    assert (await ana.me()).credits == 480
    other = await ana.launch_run(benchmark="gsm-mini", model="tiny-2", idempotency_key="launch-2")
    assert other.id != first.id and other.cost == 40
    assert (await ana.me()).credits == 440


async def test_short_credits_charge_nothing(sandbox: Sandbox, ana: BenchGenSession) -> None:
    await sandbox.set_credits("acme", 10)
    runs_before = await ana.list_runs()
    with pytest.raises(InsufficientCredits) as caught:
        await ana.launch_run(benchmark="gsm-mini", model="tiny-1", idempotency_key="poor-1")
    assert (caught.value.cost, caught.value.balance) == (20, 10)
    with pytest.raises(InsufficientCredits) as training:
        await ana.start_training(model="tiny-1", training_set="capitals-train", idempotency_key="poor-2")
    assert (training.value.cost, training.value.balance) == (150, 10)
    assert (await ana.me()).credits == 10
    assert await ana.list_runs() == runs_before


async def test_fresh_run_on_widened_version_scores_85(sandbox: Sandbox, ana: BenchGenSession) -> None:
    changes = await widen_format_misses(ana)
    v2 = await ana.create_version("gsm-mini", base_version=1, changes=changes, note=None,
                                  idempotency_key="edit-v2")
    launched = await ana.launch_run(benchmark="gsm-mini", model="tiny-1", version=v2.version,
                                    idempotency_key="run-v2")
    assert launched.version == 2 and launched.correct is None and not launched.finished
    seen = await finished_run(ana, launched.id)
    assert seen == sorted(seen) and seen[-1] == 20
    run = await ana.get_run(launched.id)
    assert run.status is RunStatus.SUCCEEDED and run.finished_at is not None
    assert (run.correct, run.percent) == (17, 85.0)
    answers = await ana.run_answers(run.id)
    assert sum(a.correct for a in answers) == 17
    tiny2 = await ana.launch_run(benchmark="gsm-mini", model="tiny-2", idempotency_key="run-v2-t2")
    assert tiny2.version == 2
    await finished_run(ana, tiny2.id)
    assert (await ana.get_run(tiny2.id)).percent == 90.0
    assert (await ana.me()).credits == 500 - 20 - 40
    newest = await ana.list_runs(benchmark="gsm-mini", version=2)
    assert [r.id for r in newest] == [tiny2.id, run.id]


async def test_widening_item_7_alone_scores_65(sandbox: Sandbox, ana: BenchGenSession) -> None:
    await ana.create_version(
        "gsm-mini", base_version=1, changes=[SetKey(item=7, accepted=["4"], match=MatchRule.NUMERIC)],
        note=None, idempotency_key="edit-7",
    )
    run = await ana.launch_run(benchmark="gsm-mini", model="tiny-1", idempotency_key="run-7")
    await finished_run(ana, run.id)
    assert (await ana.get_run(run.id)).percent == 65.0


async def test_training_is_idempotent_and_improves_capitals(sandbox: Sandbox, ana: BenchGenSession) -> None:
    job = await ana.start_training(model="tiny-1", training_set="capitals-train", idempotency_key="train-1")
    again = await ana.start_training(model="tiny-1", training_set="capitals-train", idempotency_key="train-1")
    assert again.id == job.id and job.cost == 150 and job.base_version == 1
    assert (await ana.me()).credits == 350
    await sandbox.wait_idle(SETTLE)
    done = await ana.get_training_job(job.id)
    assert done.status is RunStatus.SUCCEEDED and done.result_model_version == 2
    tiny1 = next(m for m in await ana.list_models() if m.name == "tiny-1")
    assert tiny1.version == 2 and tiny1.versions == [1, 2]
    run = await ana.launch_run(benchmark="capitals", model="tiny-1", model_version=2,
                               idempotency_key="eval-2")
    await finished_run(ana, run.id)
    evaluated = await ana.get_run(run.id)
    assert (evaluated.model_version, evaluated.correct, evaluated.percent) == (2, 18, 90.0)


@pytest.fixture
async def slow_sandbox(sandbox_clock: ManualClock) -> AsyncIterator[Sandbox]:
    """Items take long enough that a cancel always lands before the run ends."""
    config = SandboxConfig(db_path=":memory:", item_seconds=5.0, training_seconds=30.0,
                           public_url=SANDBOX_URL, client_secret=SecretStr(DEMO_CLIENT_SECRET))
    sb = await Sandbox.open(config, clock=sandbox_clock)
    try:
        yield sb
    finally:
        await sb.aclose()


async def test_cancel_refunds_and_cannot_repeat(slow_sandbox: Sandbox) -> None:
    async with BenchGenPlatform(SANDBOX_URL, DEMO_CLIENT_ID, SecretStr(DEMO_CLIENT_SECRET),
                                transport=httpx.ASGITransport(app=slow_sandbox.app)) as platform:
        async with await platform.session(ANA, ALL_SCOPES) as ana:
            run = await ana.launch_run(benchmark="gsm-mini", model="tiny-1", idempotency_key="c-1")
            cancelled = await ana.cancel_run(run.id, idempotency_key="c-2")
            assert cancelled.status is RunStatus.CANCELLED
            assert cancelled.refunded == cancelled.total - cancelled.done
            assert (await ana.me()).credits == 500 - run.cost + cancelled.refunded
            replay = await ana.cancel_run(run.id, idempotency_key="c-2")
            assert replay.id == cancelled.id and replay.status is RunStatus.CANCELLED
            with pytest.raises(Conflict, match="already finished"):
                await ana.cancel_run(run.id, idempotency_key="c-3")
            job = await ana.start_training(model="tiny-2", training_set="gsm-train", idempotency_key="t-1")
            stopped = await ana.cancel_training(job.id, idempotency_key="t-2")
            assert stopped.status is RunStatus.CANCELLED and stopped.result_model_version is None


async def test_credit_history_names_each_movement_and_who(platform: BenchGenPlatform, ana: BenchGenSession) -> None:
    run = await ana.launch_run(benchmark="gsm-mini", model="tiny-1", idempotency_key="history-1")
    history = await ana.credit_history()
    assert [(e.amount, e.kind, e.reference, e.balance, e.account) for e in history[:2]] == [
        (-20, "run", run.id, 480, "ana"), (500, "grant", None, 500, None)]
    async with await platform.session(ANA, {"runs:read"}) as reads_only:
        with pytest.raises(NotAllowed):
            await reads_only.credit_history()  # account:read, like the balance itself
