"""The Slack endpoint under a flood of large unsigned bodies (hardening finding 3).

Starts `benchgen-bot slack` as its own process (HTTP mode, embedded sandbox, the Slack Web API
stand-in of tests/slack on loopback), sends `--floods` concurrent unsigned form bodies of `--mb`
megabytes each, and, while they are on the wire, one signed event and a few `/healthz` probes.
Prints each flood request's status and time, the signed event's ack time, and the worst
`/healthz` time. Slack gives up on an ack after 3 seconds.

    .venv/bin/python bench/slack_flood.py [--mb 10] [--floods 5] [--repo PATH]

`--repo` runs another checkout's bot (e.g. an export of an older commit) for a before/after.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
import time
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.serving import free_port, serve
from tests.slack.standin import BOT_TOKEN, SIGNING_SECRET, SlackSide, SlackStandIn


async def timed(work: asyncio.Future | asyncio.Task | object) -> tuple[str, float]:
    started = time.monotonic()
    try:
        response = await work  # type: ignore[misc]
        outcome = str(response.status_code)
    except httpx.HTTPError as error:
        outcome = type(error).__name__
    return outcome, time.monotonic() - started


async def main(mb: int, floods: int, repo: Path) -> None:
    api = SlackStandIn(users={"UX": {"name": "xavier", "locale": "en-US"}})
    port = free_port()
    async with serve(api.app()) as api_url:
        with tempfile.TemporaryDirectory() as home:
            env = {"PATH": os.environ.get("PATH", ""), "HOME": home, "SLACK_BOT_TOKEN": BOT_TOKEN,
                   "SLACK_SIGNING_SECRET": SIGNING_SECRET, "SLACK_API_URL": f"{api_url}/api/",
                   "BENCHGEN_SANDBOX_DB": str(Path(home) / "sandbox.db"), "LOG_LEVEL": "ERROR",
                   "PYTHONPATH": str(repo)}
            proc = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "bot.app.cli", "slack", "--port", str(port), env=env, cwd=repo,
                stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.DEVNULL)
            try:
                await measure(api, f"http://127.0.0.1:{port}", mb, floods)
            finally:
                proc.terminate()
                await proc.wait()


async def measure(api: SlackStandIn, base: str, mb: int, floods: int) -> None:
    async with httpx.AsyncClient(timeout=120) as http:
        for _ in range(600):
            try:
                await http.get(f"{base}/healthz")
                break
            except httpx.TransportError:
                await asyncio.sleep(0.05)
        bomb = b"a=1&" * (mb * 1024 * 1024 // 4)
        slack = SlackSide(http, f"{base}/slack/events", api)
        flood = [asyncio.create_task(timed(http.post(f"{base}/slack/events", content=bomb,
                                                     headers={"Content-Type": "application/x-www-form-urlencoded"})))
                 for _ in range(floods)]
        await asyncio.sleep(0.2)
        event = slack.envelope({"type": "app_mention", "user": "UX", "text": "<@UBOT> what can you do?",
                                "ts": api.next_ts(), "channel": "C0GENERAL"})
        signed = asyncio.create_task(timed(slack.post_json(event)))
        probes = [await timed(http.get(f"{base}/healthz")) for _ in range(5)]
        ack = await signed
        results = await asyncio.gather(*flood)
    print(f"flood: {floods} x {mb} MB unsigned form bodies")
    for outcome, seconds in results:
        print(f"  flood request: {outcome} in {seconds:.2f} s")
    print(f"signed event ack: {ack[0]} in {ack[1]:.2f} s")
    print(f"/healthz worst of {len(probes)}: {max(s for _, s in probes):.2f} s")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mb", type=int, default=10)
    parser.add_argument("--floods", type=int, default=5)
    parser.add_argument("--repo", type=Path, default=Path(__file__).resolve().parent.parent)
    args = parser.parse_args()
    asyncio.run(main(args.mb, args.floods, args.repo.resolve()))
