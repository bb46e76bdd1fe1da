"""Latency of each everyday read and follow-up through the whole bot (dispatcher, routing, the
client, the in-process sandbox over ASGI, real Redis), one turn at a time.

Run: `.venv/bin/python bench/everyday.py [--runs 5]` (needs Redis on REDIS_URL, default
redis://127.0.0.1:6379/9). Prints, per message, the median over the runs of its turn's latency.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import time
import uuid
from pathlib import Path

from pydantic import SecretStr
from redis.asyncio import Redis

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.turns import NullReplier, _link
from bot.app.runtime import open_runtime
from bot.settings import Settings
from bot.store.redis_store import RedisStore
from bot.turn import Identity, Place, Turn
from sandbox.config import SandboxConfig

MESSAGES = (
    "what models do we have?", "list benchmarks", "which model is best on capitals?",
    "what changed between version 1 and 2 of gsm-mini?", "how much did the last run cost?",
    "what does item 20 of capitals say?", "show me our credit history",
    "what did tiny-2 score on capitals?", "and on gsm-mini?", "what about tiny-1?",
)


async def one_run(redis_url: str) -> dict[str, float]:
    prefix = f"bench-{uuid.uuid4().hex[:8]}:"
    store = RedisStore.from_url(redis_url, prefix=prefix)
    config = SandboxConfig(db_path=":memory:", client_secret=SecretStr("sandbox-demo-secret"))
    settings = Settings(redis_url=redis_url, rate_limit_user_turns=0, rate_limit_workspace_turns=0)  # type: ignore[call-arg]
    timings: dict[str, float] = {}
    async with open_runtime(settings, sandbox_config=config, store=store) as rt:
        await _link(rt, "bench:local:ana")
        replier = NullReplier()
        place = Place(channel="bench", thread="t1")
        for text in MESSAGES:
            turn = Turn(identity=Identity(platform="bench", workspace="local", user="ana"), place=place, text=text)
            start = time.perf_counter()
            await rt.dispatcher.handle(turn, replier)
            timings[text] = time.perf_counter() - start
        await rt.background.aclose()
    client = Redis.from_url(redis_url)
    keys = [k async for k in client.scan_iter(match=f"{prefix}*")]
    if keys:
        await client.delete(*keys)
    await client.aclose()
    await store.aclose()
    # One reply per message, and one offer: item 20's key misses "Lima, Peru" (conversation 13).
    if replier.n != len(MESSAGES) + 1 or replier.proposals != 1:
        raise SystemExit(f"expected {len(MESSAGES) + 1} messages, one an offer; got {replier.n} ({replier.proposals})")
    return timings


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    redis_url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/9")
    runs = [await one_run(redis_url) for _ in range(args.runs)]
    print(f"{'message':<52} {'median ms':>9}   ({args.runs} runs)")
    for text in MESSAGES:
        print(f"{text:<52} {statistics.median(r[text] for r in runs) * 1000:>9.1f}")


if __name__ == "__main__":
    asyncio.run(main())
