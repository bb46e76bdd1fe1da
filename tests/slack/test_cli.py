"""`benchgen-bot slack` as its own process, pointed at the Slack stand-in, answers a signed mention:
with one bot token, and installed from its own "Add to Slack" page (installations in PostgreSQL)."""

from __future__ import annotations

import asyncio
import os
import sys
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import httpx

from tests.conftest import startup_cache_env
from tests.serving import free_port
from tests.slack.standin import (
    BOT_TOKEN,
    CLIENT_ID,
    CLIENT_SECRET,
    SIGNING_SECRET,
    SlackSide,
    SlackStandIn,
    serve,
)
from tests.slack.test_install import ENCRYPTION_KEY, STATE_SECRET, install

STARTUP_SECONDS = 60.0  # a cold start (imports, the sandbox seeded) on a loaded 2-core machine


@asynccontextmanager
async def slack_process(tmp_path: Path, port: int, env: dict[str, str]) -> AsyncIterator[httpx.AsyncClient]:
    """`benchgen-bot slack --port PORT` with `env` (and the sandbox in `tmp_path`), once it answers
    /healthz; an HTTP client to talk to it."""
    env = {"PATH": os.environ.get("PATH", ""), "HOME": str(tmp_path), "LOG_LEVEL": "ERROR",
           "BENCHGEN_SANDBOX_DB": str(tmp_path / "sandbox.db"), **startup_cache_env(), **env}
    proc = await asyncio.create_subprocess_exec(sys.executable, "-m", "bot.app.cli", "slack", "--port", str(port),
                                                env=env, cwd=Path(__file__).parents[2],
                                                stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.PIPE)
    try:
        async with httpx.AsyncClient(timeout=5) as http:
            deadline = time.monotonic() + STARTUP_SECONDS
            while True:
                try:
                    health = await http.get(f"http://127.0.0.1:{port}/healthz")
                    break
                except httpx.TransportError:
                    assert proc.returncode is None, "benchgen-bot slack exited"
                    assert time.monotonic() < deadline, "benchgen-bot slack did not start"
                    await asyncio.sleep(0.05)
            assert health.status_code == 200
            yield http
    finally:
        proc.terminate()
        await asyncio.wait_for(proc.wait(), 10)


async def posted(api: SlackStandIn) -> None:
    deadline = time.monotonic() + STARTUP_SECONDS
    while not api.of("chat.postMessage") and time.monotonic() < deadline:
        await asyncio.sleep(0.05)


async def test_the_slack_command_answers_a_signed_mention_in_its_thread(tmp_path: Path) -> None:
    api = SlackStandIn(users={"UX": {"name": "xavier", "locale": "en-US"}})
    port = free_port()
    async with serve(api.app()) as api_url:
        env = {"SLACK_BOT_TOKEN": BOT_TOKEN, "SLACK_SIGNING_SECRET": SIGNING_SECRET, "SLACK_API_URL": f"{api_url}/api/"}
        async with slack_process(tmp_path, port, env) as http:
            unsigned = await http.post(f"http://127.0.0.1:{port}/slack/events", json={"type": "event_callback"})
            assert unsigned.status_code == 401
            mention = await SlackSide(http, f"http://127.0.0.1:{port}/slack/events", api).mention(
                "UX", "what can you do?")
            await posted(api)
        (reply,) = api.of("chat.postMessage")
        assert reply.args["thread_ts"] == mention and reply.args["unfurl_links"] is False
        assert reply.text.strip()


async def test_the_slack_command_installs_in_a_workspace_then_answers_it(tmp_path: Path, postgres: str) -> None:
    api = SlackStandIn(users={"UX": {"name": "xavier", "locale": "en-US"}}, tokens={})
    port = free_port()
    bot_url = f"http://127.0.0.1:{port}"
    api.redirect_uri = f"{bot_url}/slack/oauth_redirect"
    async with serve(api.app()) as api_url:
        env = {"SLACK_CLIENT_ID": CLIENT_ID, "SLACK_CLIENT_SECRET": CLIENT_SECRET,
               "SLACK_SIGNING_SECRET": SIGNING_SECRET, "SLACK_STATE_SECRET": STATE_SECRET,
               "SLACK_TOKEN_ENCRYPTION_KEY": ENCRYPTION_KEY, "DATABASE_URL": postgres,
               "SLACK_API_URL": f"{api_url}/api/"}
        async with slack_process(tmp_path, port, env) as http:
            done = await install(http, bot_url)
            assert done.status_code == 200, done.text
            await SlackSide(http, f"{bot_url}/slack/events", api).mention("UX", "what can you do?")
            await posted(api)
        (reply,) = api.of("chat.postMessage")
        assert reply.team == "T0ACME" and reply.text.strip()
