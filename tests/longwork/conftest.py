"""Long work across real processes: a `benchgen-sandbox serve` process, `benchgen-bot worker`
processes, real Redis, and the Slack adapter on real HTTP with the Slack Web API stand-in (which
records every message, whichever process sent it).

The bot side (the process that receives the turns) runs in the test process with
WATCH_BACKEND=arq, so it only enqueues; the workers, separate processes, poll and post.
"""

from __future__ import annotations

import asyncio
import os
import re
import sys
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import pytest
from pydantic import SecretStr
from redis.asyncio import Redis

from adapters.slack_app import SlackAdapter, SlackConfig, http_app
from bot.app.runtime import Runtime, open_runtime
from bot.settings import Settings
from bot.turn import parse_button_value
from tests.conftest import DEMO_SECRET, redis_url, startup_cache_env
from tests.slack.standin import BOT_TOKEN, SIGNING_SECRET, TEAM, Call, SlackSide, SlackStandIn, serve
from tests.trust.processes import Process, SandboxServer

ANA = "UANA"
PROGRESS = re.compile(r"^(Running|Training) .*: \d+/\d+( items)?\.$")
ITEM_SECONDS = "0.1"  # a demo run of 20 items takes about 2 s: long enough to kill a worker mid-run


class Worker(Process):
    """One `benchgen-bot worker` process, logging to a file of its own."""

    def __init__(self, env: dict[str, str], log: Path) -> None:
        super().__init__([str(Path(sys.executable).parent / "benchgen-bot"), "worker"], env, log=log,
                         inherit_env=False)

    def start(self) -> Worker:  # type: ignore[override]
        super().start()
        return self


@dataclass
class System:
    runtime: Runtime
    api: SlackStandIn
    slack: SlackSide
    sandbox: SandboxServer
    worker_env: dict[str, str]
    logs: Path
    workers: list[Worker] = field(default_factory=list)

    def worker(self) -> Worker:
        worker = Worker(self.worker_env, self.logs / f"worker-{len(self.workers)}.log").start()
        self.workers.append(worker)
        return worker

    async def workers_ready(self) -> None:
        """Waits until a worker polls the queue (arq records its health check when it starts). A
        worker is a whole process that loads the language models and builds the router (about 3 s
        on an idle machine; three at once on two busy cores took over 20 s), hence the long wait."""
        client = Redis.from_url(redis_url())
        try:
            key = f"{self.runtime.settings.redis_prefix}watch:health-check"
            await self.wait_for_async(lambda: client.exists(key), timeout=90.0, what="a worker to start")
        finally:
            await client.aclose()

    async def wait_for_async(self, check: Callable[[], Awaitable[object]], timeout: float = 20.0,
                             what: str = "") -> None:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while not await check():
            if loop.time() > deadline:
                raise AssertionError(f"timed out waiting for {what}; worker logs:\n{self.worker_logs()}")
            await asyncio.sleep(0.05)

    async def settle(self) -> None:
        assert await self.runtime.background.wait(30), "the bot's turns did not finish"

    async def launch(self, text: str = "run tiny-1 on gsm-mini") -> Call:
        """Asks for a run (or training) and confirms it; returns the progress message."""
        thread = await self.slack.mention(ANA, text)
        await self.settle()
        await self.confirm()
        return self.progress(thread)

    async def confirm(self) -> None:
        """Clicks the confirm button of the last proposal, as its requester, once it is confirmable.

        A proposal is stored only after its message was posted (SECURITY.md), so a click in the
        milliseconds between is told "not found"; a person never clicks that fast, a test might.
        """
        proposal = self.api.last_with_buttons()
        click = parse_button_value(proposal.buttons[0]["value"])
        assert click is not None
        await self.wait_for_async(lambda: self.runtime.store.get_proposal(click.proposal_id),
                                  what="the proposal to be stored")
        await self.slack.click_with(ANA, proposal, proposal.buttons[0])
        await self.settle()

    def progress(self, thread: str) -> Call:
        posts = [c for c in self.api.of("chat.postMessage")
                 if c.args.get("thread_ts") == thread and PROGRESS.match(c.text)]
        assert len(posts) == 1, [c.text for c in posts]
        return posts[0]

    def updates_of(self, message: Call) -> list[Call]:
        return [c for c in self.api.of("chat.update") if c.args.get("ts") == message.ts]

    def results(self, thread: str, marker: str) -> list[Call]:
        return [c for c in self.api.of("chat.postMessage")
                if c.args.get("thread_ts") == thread and marker in c.text]

    async def wait_for(self, check: Callable[[], bool], timeout: float = 20.0, what: str = "") -> None:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while not check():
            if loop.time() > deadline:
                raise AssertionError(f"timed out waiting for {what}; worker logs:\n{self.worker_logs()}")
            await asyncio.sleep(0.05)

    def worker_logs(self) -> str:
        return "\n".join(p.read_text(errors="replace")[-3000:] for p in sorted(self.logs.glob("worker-*.log")))

    async def run_status(self, run_id: str) -> str:
        async with await self.runtime.platform.session(f"slack:{TEAM}:{ANA}", {"runs:read"}) as session:
            return (await session.get_run(run_id)).status


async def approve_link(sandbox_url: str, link_url: str, account: str) -> None:
    """What the user does in the browser: sign in on the sandbox's page and approve."""
    async with httpx.AsyncClient(base_url=sandbox_url) as browser:
        response = await browser.post(urlsplit(link_url).path,
                                      data={"username": account, "password": f"{account}-demo", "approve": "yes"})
    assert response.status_code == 200, response.text


@pytest.fixture
async def arq_keys(redis_prefix: str) -> AsyncIterator[str]:
    """arq's own keys (arq:job:…, arq:result:…) carry our job ids, which start with the prefix."""
    yield redis_prefix
    client = Redis.from_url(redis_url())
    try:
        keys = [k async for k in client.scan_iter(match=f"arq:*{redis_prefix}*")]
        if keys:
            await client.delete(*keys)
    finally:
        await client.aclose()


@pytest.fixture
def sandbox_env(request: pytest.FixtureRequest) -> dict[str, str]:
    """The sandbox process's settings; `@pytest.mark.sandbox(TRAINING_SECONDS="20")` overrides them."""
    env = {"BENCHGEN_SANDBOX_ITEM_SECONDS": ITEM_SECONDS}
    marker = request.node.get_closest_marker("sandbox")
    if marker is not None:
        env.update({f"BENCHGEN_SANDBOX_{k}": v for k, v in marker.kwargs.items()})
    return env


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "sandbox(**settings): BENCHGEN_SANDBOX_* settings for the sandbox process")


@pytest.fixture
async def system(arq_keys: str, tmp_path: Path, sandbox_env: dict[str, str]) -> AsyncIterator[System]:
    prefix = arq_keys
    sandbox = SandboxServer(tmp_path / "sandbox.sqlite3", DEMO_SECRET)
    assert sandbox.env is not None
    sandbox.env.update(sandbox_env)
    await sandbox.up()
    api = SlackStandIn(users={ANA: {"name": "ana", "locale": "en-US"}})
    try:
        async with serve(api.app()) as api_url:
            api.base_url = api_url
            settings = Settings(redis_url=redis_url(), redis_prefix=prefix, benchgen_url=sandbox.url,  # type: ignore[call-arg]
                                benchgen_client_secret=SecretStr(DEMO_SECRET), watch_backend="arq",
                                slack_bot_token=SecretStr(BOT_TOKEN), slack_api_url=f"{api_url}/api/",
                                _env_file=None)
            worker_env = {"PATH": os.environ.get("PATH", ""), "HOME": str(tmp_path), "REDIS_URL": redis_url(),
                          "REDIS_PREFIX": prefix, "BENCHGEN_URL": sandbox.url, "BENCHGEN_CLIENT_SECRET": DEMO_SECRET,
                          "SLACK_BOT_TOKEN": BOT_TOKEN, "SLACK_API_URL": f"{api_url}/api/", "LOG_LEVEL": "WARNING",
                          "WATCH_JOB_TIMEOUT_SECONDS": "3", **startup_cache_env()}
            async with open_runtime(settings) as runtime:
                start = await runtime.platform.start_link(f"slack:{TEAM}:{ANA}")
                await approve_link(sandbox.url, start.url, "ana")
                config = SlackConfig(bot_token=SecretStr(BOT_TOKEN), signing_secret=SecretStr(SIGNING_SECRET),
                                     api_url=f"{api_url}/api/")
                adapter = SlackAdapter(config=config, dispatcher=runtime.dispatcher, store=runtime.store,
                                       background=runtime.background)
                async with serve(http_app(adapter)) as bot_url, httpx.AsyncClient(timeout=10) as http:
                    system = System(runtime, api, SlackSide(http, f"{bot_url}/slack/events", api), sandbox,
                                    worker_env, tmp_path)
                    try:
                        yield system
                    finally:
                        for worker in system.workers:
                            worker.stop()
                        await adapter.aclose()
                assert not runtime.dispatcher.guard.violations
                for call in api.messages():
                    for secret in (DEMO_SECRET, BOT_TOKEN, SIGNING_SECRET):
                        assert secret not in f"{call.text}\n{call.args.get('text', '')}"
    finally:
        sandbox.stop()
