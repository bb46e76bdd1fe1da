"""What installing in many workspaces costs each Slack request: the installation lookup.

bolt authorizes every request by finding the workspace's bot in the installation store; here that
is one PostgreSQL query plus a Fernet decryption (no per-process cache, so an uninstall seen by one
process holds for all). Fills `--workspaces` installations into `--database` (emptied before and
after: use a database of its own), then times `--lookups` lookups of random workspaces, and as
many install states issued and consumed, over `--runs` runs. Prints the median of each run's
per-operation median and p95, in milliseconds.

    .venv/bin/python bench/slack_installations.py [--database postgresql://postgres@127.0.0.1:5432/benchgen_oauth_test]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import time
from pathlib import Path

import asyncpg
from cryptography.fernet import Fernet
from slack_sdk.oauth.installation_store.models.installation import Installation

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from adapters.slack_installations import open_installations


async def empty(database: str) -> None:
    conn = await asyncpg.connect(database)
    try:
        await conn.execute("DROP SCHEMA public CASCADE; CREATE SCHEMA public")
    finally:
        await conn.close()


async def timed_ms(work: object) -> float:
    started = time.perf_counter()
    await work  # type: ignore[misc]
    return (time.perf_counter() - started) * 1000


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[-1]


async def main(args: argparse.Namespace) -> None:
    await empty(args.database)
    try:
        async with open_installations(database_url=args.database, client_id="bench", state_secret="bench",
                                      encryption_keys=Fernet.generate_key().decode(),
                                      state_ttl_seconds=600) as installations:
            store = installations.store
            teams = [f"T{n:08d}" for n in range(args.workspaces)]
            for team in teams:
                await store.async_save(Installation(app_id="A0BENCH", team_id=team, user_id="UINSTALLER",
                                                    bot_token=f"xoxb-{team}-token", bot_id="BBOT",
                                                    bot_user_id="UBOT", bot_scopes=["chat:write"]))
            lookups: list[tuple[float, float]] = []
            states: list[tuple[float, float]] = []
            for _ in range(args.runs):
                times = [await timed_ms(store.async_find_bot(enterprise_id=None, team_id=random.choice(teams)))
                         for _ in range(args.lookups)]
                lookups.append((statistics.median(times), p95(times)))
                issued = [await installations.states.async_issue() for _ in range(args.lookups)]
                times = [await timed_ms(installations.states.async_consume(state)) for state in issued]
                states.append((statistics.median(times), p95(times)))
    finally:
        await empty(args.database)
    for name, runs in (("installation lookup (find_bot + decrypt)", lookups), ("install state consume", states)):
        print(f"{name}: median {statistics.median(r[0] for r in runs):.2f} ms, "
              f"p95 {statistics.median(r[1] for r in runs):.2f} ms "
              f"({args.runs} runs x {args.lookups}, {args.workspaces} workspaces)")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--database", default="postgresql://postgres@127.0.0.1:5432/benchgen_oauth_test")
    parser.add_argument("--workspaces", type=int, default=1000)
    parser.add_argument("--lookups", type=int, default=300)
    parser.add_argument("--runs", type=int, default=5)
    asyncio.run(main(parser.parse_args()))
