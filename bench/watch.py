"""Watching long work through arq: the delay from a job's end to its result message, and the CPU
cost of watching many jobs at once.

The real path is measured: arq jobs in real Redis, the `bot.app.worker` poll (credential cache,
`advance`, the launch skill's progress and result texts, the outgoing guard, `ResultOnce`), one
worker in this process. Only the outside world is replaced: BenchGen by a stand-in that answers
at once (each job ends at a known moment), and the chat platform by a replier that records when
the result was posted. The CPU figure is this process's CPU time per second of wall time while
watching, and includes the stand-in's (small) share.

Run: `.venv/bin/python bench/watch.py [--jobs 1000] [--ending 200] [--window 10]` (needs Redis on
REDIS_URL, default redis://127.0.0.1:6379/9).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import time
import uuid
from datetime import UTC, datetime
from pathlib import Path

import httpx
from arq.connections import RedisSettings, create_pool
from redis.asyncio import Redis

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.app.runtime import open_runtime, watch_queue
from bot.app.worker import KnownLanguage, WatchWorker, arq_worker
from bot.settings import Settings
from bot.turn import Identity, OutgoingMessage, Place
from bot.watching import WatchRequest, enqueue_step
from sandbox.config import SandboxConfig

TOTAL = 20


class Platform:
    """A BenchGen stand-in: job `k` runs from its start until `ends[k]` (monotonic seconds)."""

    def __init__(self) -> None:
        self.starts: dict[str, float] = {}
        self.ends: dict[str, float] = {}
        self.polls = 0

    def handle(self, request: httpx.Request) -> httpx.Response:
        if request.url.path == "/oauth/token":
            return httpx.Response(200, json={"access_token": "bench-token", "token_type": "bearer",
                                             "expires_in": 600, "scope": "account:read benchmarks:read runs:read"})
        run_id = request.url.path.rsplit("/", 1)[-1]
        self.polls += 1
        now, start, end = time.monotonic(), self.starts[run_id], self.ends[run_id]
        done = TOTAL if now >= end else int(TOTAL * (now - start) / (end - start))
        ended = now >= end
        return httpx.Response(200, json={
            "id": run_id, "benchmark": "gsm-mini", "version": 1, "model": "tiny-1", "model_version": 1,
            "status": "succeeded" if ended else "running", "done": done, "total": TOTAL,
            "correct": 12 if ended else None, "cost": 20, "created_at": datetime.now(UTC).isoformat()})


class Recorder:
    """The chat platform: when each thread got its result, and how many edits were made."""

    def __init__(self) -> None:
        self.results: dict[str, float] = {}
        self.edits = 0

    def replier(self, identity: Identity, place: Place) -> _Replier:
        return _Replier(self, place.thread)


class _Replier:
    def __init__(self, recorder: Recorder, thread: str) -> None:
        self._recorder = recorder
        self._thread = thread

    async def post(self, message: OutgoingMessage) -> str:
        if message.kind == "result":
            self._recorder.results.setdefault(self._thread, time.monotonic())
        return "m"

    async def update(self, ref: str, message: OutgoingMessage) -> None:
        self._recorder.edits += 1

    async def working(self) -> None:
        return None


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--jobs", type=int, default=1000, help="jobs watched at once for the CPU figure")
    parser.add_argument("--ending", type=int, default=200, help="jobs whose end-to-result delay is measured")
    parser.add_argument("--window", type=float, default=10.0, help="seconds of steady watching measured")
    args = parser.parse_args()
    redis_url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/9")
    prefix = f"bench-watch-{uuid.uuid4().hex[:8]}:"
    platform, recorder = Platform(), Recorder()
    settings = Settings(redis_url=redis_url, redis_prefix=prefix, watch_max_jobs=200,  # type: ignore[call-arg]
                        _env_file=None)
    detector: object = KnownLanguage()
    async with open_runtime(settings, sandbox_config=SandboxConfig(db_path=":memory:"), detector=detector,  # type: ignore[arg-type]
                            wrap_transport=lambda _inner: httpx.MockTransport(platform.handle)) as runtime:
        pool = await create_pool(RedisSettings.from_dsn(redis_url))
        queue = watch_queue(prefix)
        worker = WatchWorker(runtime, {"bench": recorder.replier}, pool, queue=queue, job_prefix=prefix)
        runner = arq_worker(settings, pool, worker, queue, handle_signals=False)
        task = asyncio.create_task(runner.async_run())
        try:
            async def watch(n: int, duration: float) -> None:
                job = f"run_{n}"
                platform.starts[job] = time.monotonic()
                platform.ends[job] = platform.starts[job] + duration
                request = WatchRequest(kind="run", skill="benchmark-launch", job_id=job,
                                       identity=Identity(platform="bench", workspace="w", user=f"u{n % 50}"),
                                       place=Place(channel="c", thread=job), language="en", progress_ref="m",
                                       started_at=datetime.now(UTC))
                await enqueue_step(pool, queue=queue, job_prefix=prefix, request=request, step=0, shown=0)

            # 1. Delay from a job's end to its result message (jobs of 1 to 30 s).
            rng = random.Random(7)
            for n in range(args.ending):
                await watch(n, rng.uniform(1.0, 30.0))
            while len(recorder.results) < args.ending:
                await asyncio.sleep(0.2)
            delays = [recorder.results[j] - platform.ends[j] for j in recorder.results]
            # 2. CPU while watching `jobs` long jobs at once, at their steady poll interval.
            for n in range(args.ending, args.ending + args.jobs):
                await watch(n, 3600.0)
            await asyncio.sleep(15.0)  # every job has backed off to its steady interval
            polls, wall, cpu = platform.polls, time.monotonic(), time.process_time()
            await asyncio.sleep(args.window)
            wall, cpu, polls = time.monotonic() - wall, time.process_time() - cpu, platform.polls - polls
        finally:
            await runner.close()
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)
            await worker.aclose()
    client = Redis.from_url(redis_url)
    keys = [k async for k in client.scan_iter(match=f"{prefix}*")]
    keys += [k async for k in client.scan_iter(match=f"arq:*{prefix}*")]
    for start in range(0, len(keys), 500):
        await client.delete(*keys[start:start + 500])
    await client.aclose()
    print(json.dumps({
        "end_to_result_seconds": {"jobs": len(delays), "p50": round(statistics.median(delays), 3),
                                  "p99": round(percentile(delays, 0.99), 3), "max": round(max(delays), 3)},
        "watching": {"jobs": args.jobs, "polls_per_second": round(polls / wall, 1),
                     "cpu_seconds_per_second": round(cpu / wall, 3)},
    }, indent=2))


if __name__ == "__main__":
    asyncio.run(main())
