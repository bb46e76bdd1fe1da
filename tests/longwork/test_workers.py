"""A run's progress and result, followed by `benchgen-bot worker` processes through Redis: one
progress message edited in place and one result, whatever happens to the workers or the platform."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Awaitable
from datetime import UTC, datetime

from sandbox.runs import _fail
from tests.longwork.conftest import ANA, TEAM, System

RESULT = "scored"
DUPLICATE_WINDOW = 0.6  # seconds to wait after the result for a second one, were there one


async def launched_run(system: System) -> str:
    async with await system.runtime.platform.session(f"slack:{TEAM}:{ANA}", {"runs:read"}) as session:
        runs = await session.list_runs(benchmark="gsm-mini", model="tiny-1")
    assert runs[0].origin == "launched"
    return runs[0].id


async def _is(status: Awaitable[str], expected: str) -> bool:
    return await status == expected


def assert_measured(system: System, thread: str) -> None:
    (result,) = system.results(thread, RESULT)
    assert "`tiny-1` version 1 scored 60% (12/20) on `gsm-mini` version 1." in result.text
    assert "Before: 60% (12/20) on version 1" in result.text and "0 items are now right, 0 now wrong" in result.text


async def test_a_worker_killed_mid_run_and_restarted_posts_the_result_once(system: System) -> None:
    first = system.worker()
    await system.workers_ready()
    progress = await system.launch()
    thread = progress.args["thread_ts"]
    await system.wait_for(lambda: bool(system.updates_of(progress)), what="a progress update from the worker")
    first.kill()
    run = await launched_run(system)
    assert await system.run_status(run) == "running", "killed mid-run"

    await system.wait_for_async(lambda: _is(system.run_status(run), "succeeded"),
                                what="the run to end while no worker is alive")
    assert not system.results(thread, RESULT)

    system.worker()
    await system.wait_for(lambda: bool(system.results(thread, RESULT)), what="the result")
    await asyncio.sleep(DUPLICATE_WINDOW)
    assert_measured(system, thread)
    assert "20/20" in system.updates_of(progress)[-1].text, "the one progress message shows the end"
    assert system.progress(thread) is not None  # still exactly one progress message


async def test_three_workers_post_the_progress_and_the_result_once(system: System) -> None:
    for _ in range(3):
        system.worker()
    await system.workers_ready()
    progress = await system.launch()
    thread = progress.args["thread_ts"]
    await system.wait_for(lambda: bool(system.results(thread, RESULT)), what="the result")
    await asyncio.sleep(DUPLICATE_WINDOW)
    assert_measured(system, thread)
    system.progress(thread)  # one progress message, only edited
    updates = [u.text for u in system.updates_of(progress)]
    shown = [int(t.split(": ")[-1].split("/")[0]) for t in updates]
    assert shown[-1] == 20 and len(updates) <= 25, updates


async def test_a_failed_run_says_so_once(system: System) -> None:
    system.worker()
    await system.workers_ready()
    progress = await system.launch()
    thread = progress.args["thread_ts"]
    await system.wait_for(lambda: bool(system.updates_of(progress)), what="a progress update")
    run = await launched_run(system)
    # The platform fails the run, as its executor does on an internal error (and refunds it).
    with sqlite3.connect(system.logs / "sandbox.sqlite3", timeout=5) as conn:
        conn.row_factory = sqlite3.Row
        _fail(conn, run, datetime.now(UTC).isoformat())
    await system.wait_for(lambda: bool(system.results(thread, "failed")), what="the failure")
    await asyncio.sleep(DUPLICATE_WINDOW)
    (failure,) = system.results(thread, "failed")
    assert "The run of `tiny-1` on `gsm-mini` failed; 20 credits were refunded" in failure.text
    assert not system.results(thread, RESULT)


async def test_the_platform_goes_away_and_comes_back_and_the_result_is_posted_once(system: System) -> None:
    system.worker()
    await system.workers_ready()
    progress = await system.launch()
    thread = progress.args["thread_ts"]
    await system.wait_for(lambda: bool(system.updates_of(progress)), what="a progress update")
    system.sandbox.stop()
    await asyncio.sleep(1.0)  # the worker's polls fail meanwhile
    assert not system.results(thread, RESULT)
    await system.sandbox.up()  # same database and port: the run resumes where it was
    await system.wait_for(lambda: bool(system.results(thread, RESULT)), what="the result after the outage")
    await asyncio.sleep(DUPLICATE_WINDOW)
    assert_measured(system, thread)
