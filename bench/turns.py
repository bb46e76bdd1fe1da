"""Turns per second and p50/p99 turn latency through the dispatcher, with real Redis.

Each concurrent thread plays conversation 1's three turns (analyze, yes to the key change, yes to
the relaunch) and one everyday read, on a benchmark of its own. Measured twice:

- `sandbox`: the in-process BenchGen sandbox over ASGI (the whole system on one core);
- `stand-in`: a platform that answers at once from replies recorded from the sandbox, so the
  figure is the bot's own overhead (dispatcher, routing, analysis, store, guard, client).

`CPU ms/turn` is this process's CPU time over the turns (Redis's own is not in it): steadier than
turns/s on a machine shared with other work.

Run: `.venv/bin/python bench/turns.py [--runs 3] [--concurrency 10 100] [--repo PATH] [--profile FILE.html]
[--loop bot|asyncio]` (needs Redis on REDIS_URL, default redis://127.0.0.1:6379/9). Prints medians over
the runs; `--profile` writes a pyinstrument profile of the stand-in runs. The turns run on the event
loop the checkout's `benchgen-bot` runs on (uvloop where installed), or with `--loop asyncio` on asyncio's.

The goals (issue 18) read two figures: throughput at 100 concurrent threads (goal >= 2,000
turns/s) and p99 latency at 10 concurrent threads (goal <= 10 ms). A p99 of 10 ms *at 100
concurrent* cannot go with 2,000 turns/s on one event loop: by Little's law 100 turns in flight at
2,000/s spend 50 ms each on average, so latency is quoted where it means something (10 in flight).

`--repo PATH` measures another checkout's bot (e.g. a `git worktree` of `main`) with this script,
for a before/after in one session.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import time
import uuid
from collections import defaultdict, deque
from pathlib import Path

import httpx
from pydantic import SecretStr
from redis.asyncio import Redis

# The checkout whose bot is measured: `--repo PATH`, else this one (read before the imports).
sys.path.insert(0, str(Path(sys.argv[sys.argv.index("--repo") + 1] if "--repo" in sys.argv[:-1]
                            else Path(__file__).parent.parent).resolve()))

import bot
from bot.app.runtime import open_runtime
from bot.settings import Settings
from bot.store.redis_store import RedisStore
from bot.turn import Identity, OutgoingMessage, Place, Turn

try:
    from bot.app.heap import settle
except ImportError:  # a checkout from before it (`--repo`)
    settle = None  # type: ignore[assignment]
try:  # the event loop the checkout's `benchgen-bot` runs on (uvloop where installed)
    from bot.app.event_loop import loop_factory
except ImportError:  # a checkout from before it: asyncio's
    loop_factory = None  # type: ignore[assignment]
from sandbox.config import SandboxConfig

TURNS = ("why did tiny-1 score so low on {bench}?", "yes", "yes", "what did tiny-2 score on capitals?")
REPO = Path(bot.__file__).resolve().parent.parent  # the checkout actually imported
DEMO = REPO / "sandbox" / "demo.jsonl"
THROUGHPUT_AT, LATENCY_AT = 100, 10  # the concurrency each goal is read at


def benchmark_copies(count: int) -> list[str]:
    """gsm-mini and its saved runs, copied under `gsm-mini-<k>`, as import lines."""
    records = [json.loads(line) for line in DEMO.read_text().splitlines() if line.strip()]
    runs = {r["id"] for r in records if r["type"] == "run" and r["benchmark"] == "gsm-mini"}
    lines = []
    for k in range(count):
        name = f"gsm-mini-{k}"
        for r in records:
            if r["type"] in ("benchmark", "item", "run") and (r.get("name") if r["type"] == "benchmark" else r.get("benchmark")) == "gsm-mini":
                r2 = dict(r)
                r2["name" if r["type"] == "benchmark" else "benchmark"] = name
                if r["type"] == "run":
                    r2["id"] = f"{r['id']}_{k}"
                lines.append(json.dumps(r2))
            elif r["type"] == "answer" and r["run"] in runs:
                lines.append(json.dumps({**r, "run": f"{r['run']}_{k}"}))
    return lines


class NullReplier:
    """Counts what it is sent, so a run whose turns did not do the real work is caught."""

    def __init__(self) -> None:
        self.n = 0
        self.proposals = 0

    async def post(self, message: OutgoingMessage) -> str:
        self.n += 1
        self.proposals += bool(message.buttons)
        return f"m{self.n}"

    async def update(self, ref: str, message: OutgoingMessage) -> None:
        return None

    async def working(self) -> None:
        return None


class Recorder(httpx.AsyncBaseTransport):
    """Records every exchange with the sandbox; `StandIn` replays them."""

    def __init__(self, inner: httpx.AsyncBaseTransport) -> None:
        self.inner = inner
        self.replies: dict[tuple[str, str, bytes], deque[tuple[int, list[tuple[str, str]], bytes]]] = defaultdict(deque)

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        body = await request.aread()
        response = await self.inner.handle_async_request(request)
        content = await response.aread()
        key = (request.method, str(request.url), body)
        self.replies[key].append((response.status_code, list(response.headers.items()), content))
        return httpx.Response(response.status_code, headers=response.headers, content=content)


class StandIn(httpx.AsyncBaseTransport):
    """Answers at once from recorded replies (cycling through them per request)."""

    def __init__(self, replies: dict[tuple[str, str, bytes], deque[tuple[int, list[tuple[str, str]], bytes]]]) -> None:
        self.replies = {k: deque(v) for k, v in replies.items()}

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        body = await request.aread()
        key = (request.method, str(request.url), body)
        queue = self.replies.get(key)
        if not queue:
            return httpx.Response(404, json={"title": "not recorded", "status": 404, "detail": "not recorded"})
        status, headers, content = queue[0]
        queue.rotate(-1)
        return httpx.Response(status, headers=headers, content=content)


async def play(dispatcher, thread: int, bench: str, latencies: list[float]) -> None:
    replier = NullReplier()
    identity = Identity(platform="bench", workspace="local", user="ana")
    place = Place(channel="bench", thread=f"t{thread}")
    for template in TURNS:
        turn = Turn(identity=identity, place=place, text=template.format(bench=bench))
        start = time.perf_counter()
        await dispatcher.handle(turn, replier)
        latencies.append(time.perf_counter() - start)
    if replier.proposals != 2:  # the key change, then the relaunch
        raise SystemExit(f"thread {thread}: expected 2 proposals, got {replier.proposals}")


async def measure(concurrency: int, mode: str, redis_url: str, recorded=None,
                  profiler=None) -> tuple[float, float, float, float, object, list[int]]:
    prefix = f"bench-{uuid.uuid4().hex[:8]}:"
    store = RedisStore.from_url(redis_url, prefix=prefix)
    config = SandboxConfig(db_path=":memory:", item_seconds=0.0005, training_seconds=0.01,
                           client_secret=SecretStr("sandbox-demo-secret"))
    # Rate limits off: this measures the work of a turn, not how fast the bot says "slow down".
    settings = Settings(redis_url=redis_url, rate_limit_user_turns=0, rate_limit_workspace_turns=0)  # type: ignore[call-arg]
    recorder: list[Recorder] = []

    def wrap(inner: httpx.AsyncBaseTransport) -> httpx.AsyncBaseTransport:
        if mode == "stand-in":
            return StandIn(recorded)
        recorder.append(Recorder(inner))
        return recorder[-1]

    latencies: list[float] = []
    async with open_runtime(settings, sandbox_config=config, store=store, wrap_transport=wrap) as rt:
        assert rt.sandbox is not None
        await rt.sandbox.import_jsonl(benchmark_copies(concurrency))
        await rt.sandbox.set_credits("acme", 1_000_000)
        if mode == "sandbox":
            await _link(rt, "bench:local:ana")
        if settle is not None:  # as `benchgen-bot` does once it is up (a checkout without it: skipped)
            settle()
        if profiler is not None:
            profiler.start()
        start, cpu_start = time.perf_counter(), time.process_time()
        await asyncio.gather(*(play(rt.dispatcher, k, f"gsm-mini-{k}", latencies) for k in range(concurrency)))
        elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu_start
        if profiler is not None:
            profiler.stop()
        if mode == "sandbox":  # let the runs finish, so the stand-in has their replies too
            await rt.background.wait(120)
        await rt.background.aclose()
    client = Redis.from_url(redis_url)
    keys = [k async for k in client.scan_iter(match=f"{prefix}*")]
    # MEMORY USAGE of every proposal the run stored (a hash each)
    proposal_bytes = [await client.memory_usage(k) or 0 for k in keys if k.startswith(f"{prefix}proposal:".encode())]
    if keys:
        await client.delete(*keys)
    await client.aclose()
    await store.aclose()
    latencies.sort()
    p50 = latencies[len(latencies) // 2]
    p99 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))]
    return (len(latencies) / elapsed, p50, p99, cpu / len(latencies), (recorder[0].replies if recorder else None),
            proposal_bytes)


async def _link(rt, identity: str) -> None:
    """Links the bench identity to ana through the real browser flow (form post)."""
    start = await rt.platform.start_link(identity)
    transport = httpx.ASGITransport(app=rt.sandbox.app)
    async with httpx.AsyncClient(transport=transport, base_url="http://sandbox.local") as browser:
        path = httpx.URL(start.url).path
        page = await browser.get(path)
        assert page.status_code == 200, page.text
        done = await browser.post(path, data={"username": "ana", "password": "ana-demo", "approve": "yes"})
        assert done.status_code < 400, done.text


def summary(medians: dict[tuple[str, int], tuple[float, float, float, float]], modes: list[str]) -> None:
    """Each goal read at its own concurrency."""
    for mode in modes:
        at_100, at_10 = medians.get((mode, THROUGHPUT_AT)), medians.get((mode, LATENCY_AT))
        if at_100 is not None:
            print(f"{mode}: throughput at {THROUGHPUT_AT} concurrent {at_100[0]:.0f} turns/s (goal >= 2,000), "
                  f"CPU {at_100[3] * 1000:.2f} ms/turn (2,000 turns/s needs <= 0.5)")
        if at_10 is not None:
            print(f"{mode}: p99 at {LATENCY_AT} concurrent {at_10[2] * 1000:.1f} ms (goal <= 10 ms; at "
                  f"{THROUGHPUT_AT} concurrent Little's law makes it >= {THROUGHPUT_AT} / throughput)")


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--concurrency", type=int, nargs="+", default=[LATENCY_AT, THROUGHPUT_AT])
    parser.add_argument("--repo", type=Path, help="measure this checkout's bot instead (read before the imports)")
    parser.add_argument("--profile", type=Path, help="write a pyinstrument profile of the stand-in runs here")
    parser.add_argument("--modes", nargs="+", choices=("sandbox", "stand-in"), default=["sandbox", "stand-in"])
    parser.add_argument("--loop", choices=("bot", "asyncio"), default="bot",
                        help="the event loop: the bot's (uvloop where installed), or asyncio's own")
    return parser.parse_args()


def event_loop(name: str):
    """The loop maker for `--loop` (None: asyncio's own)."""
    return loop_factory() if name == "bot" and loop_factory is not None else None


async def main(args: argparse.Namespace) -> None:
    profiler = None
    if args.profile:
        from pyinstrument import Profiler

        profiler = Profiler(async_mode="disabled")
    redis_url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/9")
    # Recordings for the stand-in, one per concurrency (each thread uses its own benchmark copy).
    proposal_bytes: list[int] = []
    medians: dict[tuple[str, int], tuple[float, float, float, float]] = {}
    print(f"bot from {REPO}, on {type(asyncio.get_running_loop()).__module__}'s event loop")
    print(f"{'platform':<10} {'threads':>7} {'turns/s':>9} {'p50 ms':>8} {'p99 ms':>8} {'CPU ms/turn':>11}"
          f"   (median of {args.runs} runs)")
    for concurrency in args.concurrency:
        for mode in args.modes:
            figures = []
            recorded = None
            if mode == "stand-in":
                recorded = (await measure(concurrency, "sandbox", redis_url))[4]
            for _ in range(args.runs):
                tps, p50, p99, cpu, _rec, sizes = await measure(concurrency, mode, redis_url, recorded,
                                                            profiler if mode == "stand-in" else None)
                figures.append((tps, p50, p99, cpu))
                proposal_bytes.extend(sizes)
            tps = statistics.median(f[0] for f in figures)
            p50 = statistics.median(f[1] for f in figures)
            p99 = statistics.median(f[2] for f in figures)
            cpu = statistics.median(f[3] for f in figures)
            medians[(mode, concurrency)] = (tps, p50, p99, cpu)
            print(f"{mode:<10} {concurrency:>7} {tps:>9.0f} {p50 * 1000:>8.1f} {p99 * 1000:>8.1f} {cpu * 1000:>11.2f}",
                  flush=True)
    summary(medians, args.modes)
    if proposal_bytes:
        print(f"Redis per proposal (MEMORY USAGE): median {statistics.median(proposal_bytes):.0f} B, "
              f"max {max(proposal_bytes)} B over {len(proposal_bytes)} proposals (goal <= 2048 B)")
    if profiler is not None:
        from pyinstrument.renderers import ConsoleRenderer

        args.profile.write_text(profiler.output_html())
        flat = ConsoleRenderer(flat=True, show_all=True).render(profiler.last_session)
        print("\n".join(flat.splitlines()[:60]))  # where the time goes: self time per function


if __name__ == "__main__":
    arguments = parse_args()
    with asyncio.Runner(loop_factory=event_loop(arguments.loop)) as runner:
        runner.run(main(arguments))
