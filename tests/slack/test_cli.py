"""`benchgen-bot slack` as its own process, pointed at the Slack stand-in, answers a signed mention."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

import httpx

from tests.slack.standin import BOT_TOKEN, SIGNING_SECRET, SlackSide, SlackStandIn, free_socket, serve


async def test_the_slack_command_answers_a_signed_mention_in_its_thread(tmp_path: Path) -> None:
    api = SlackStandIn(users={"UX": {"name": "xavier", "locale": "en-US"}})
    probe = free_socket()
    port = probe.getsockname()[1]
    probe.close()
    async with serve(api.app()) as api_url:
        env = {"PATH": os.environ.get("PATH", ""), "HOME": str(tmp_path), "SLACK_BOT_TOKEN": BOT_TOKEN,
               "SLACK_SIGNING_SECRET": SIGNING_SECRET, "SLACK_API_URL": f"{api_url}/api/",
               "BENCHGEN_SANDBOX_DB": str(tmp_path / "sandbox.db"), "LOG_LEVEL": "ERROR"}
        proc = await asyncio.create_subprocess_exec(sys.executable, "-m", "bot.app.cli", "slack", "--port", str(port),
                                                    env=env, cwd=Path(__file__).parents[2],
                                                    stdout=asyncio.subprocess.DEVNULL,
                                                    stderr=asyncio.subprocess.PIPE)
        try:
            async with httpx.AsyncClient(timeout=5) as http:
                for _ in range(300):
                    try:
                        health = await http.get(f"http://127.0.0.1:{port}/healthz")
                        break
                    except httpx.TransportError:
                        assert proc.returncode is None, "benchgen-bot slack exited"
                        await asyncio.sleep(0.05)
                assert health.status_code == 200
                unsigned = await http.post(f"http://127.0.0.1:{port}/slack/events", json={"type": "event_callback"})
                assert unsigned.status_code == 401
                mention = await SlackSide(http, f"http://127.0.0.1:{port}/slack/events", api).mention(
                    "UX", "what can you do?")
                for _ in range(200):
                    if api.of("chat.postMessage"):
                        break
                    await asyncio.sleep(0.05)
            (reply,) = api.of("chat.postMessage")
            assert reply.args["thread_ts"] == mention and reply.args["unfurl_links"] is False
            assert reply.text.strip()
        finally:
            proc.terminate()
            await asyncio.wait_for(proc.wait(), 10)
