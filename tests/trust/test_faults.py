"""Faults (issue 7): Redis down fails closed and recovers by itself; BenchGen down or failing gives
a clear message, the user can retry, and nothing runs twice. Real processes, stopped and restarted."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from pydantic import SecretStr

from bot.app.runtime import Runtime, open_runtime
from bot.settings import Settings
from bot.store.redis_store import RedisStore
from sandbox.config import SandboxConfig
from tests.conftest import DEMO_SECRET
from tests.driver import ChatDriver, joined
from tests.e2e.helpers import as_user
from tests.trust.processes import RedisServer, SandboxServer

WHY = "why did tiny-1 score so low on gsm-mini?"


@pytest.fixture
async def own_redis() -> AsyncIterator[RedisServer]:
    server = RedisServer()
    await server.up()
    try:
        yield server
    finally:
        server.stop()


async def test_redis_down_fails_closed_and_recovers(own_redis: RedisServer, sandbox_config: SandboxConfig,
                                                    runtime: Runtime) -> None:
    settings = Settings(redis_url=own_redis.url, _env_file=None)  # type: ignore[call-arg]
    store = RedisStore.from_url(own_redis.url, prefix="trust:", connect_timeout=0.5, socket_timeout=0.5)
    async with open_runtime(settings, sandbox_config=sandbox_config, store=store,
                            wrap_transport=None) as rt:
        chat = ChatDriver(rt.dispatcher)
        await chat.push("ana", WHY)
        confirm = chat.last_buttons()[0]
        own_redis.stop()
        async with await as_user(rt, "ana") as api:
            version = (await api.get_benchmark("gsm-mini")).current_version
        for attempt in (chat.push("ana", "yes"), chat.click("ana", confirm), chat.push("ana", WHY)):
            replies = await attempt
            assert len(replies) == 1 and "can't take confirmations right now" in replies[0].text
        async with await as_user(rt, "ana") as api:
            assert (await api.get_benchmark("gsm-mini")).current_version == version, "nothing executed"
        await own_redis.up()  # a fresh, empty Redis on the same port: the bot reconnects by itself
        await chat.push("ana", WHY)
        assert "gsm-mini is now version 2" in joined(await chat.push("ana", "yes"))
        await store.aclose()


@pytest.fixture
async def own_sandbox(tmp_path: Path) -> AsyncIterator[SandboxServer]:
    server = SandboxServer(tmp_path / "sandbox.sqlite3", DEMO_SECRET)
    await server.up()
    try:
        yield server
    finally:
        server.stop()


async def test_benchgen_down_gives_a_clear_message_and_a_retry_runs_once(
        own_sandbox: SandboxServer, redis_prefix: str) -> None:
    from tests.conftest import redis_url
    settings = Settings(benchgen_url=own_sandbox.url, benchgen_client_secret=SecretStr(DEMO_SECRET),
                        redis_url=redis_url(), _env_file=None)  # type: ignore[call-arg]
    store = RedisStore.from_url(redis_url(), prefix=redis_prefix)
    async with open_runtime(settings, store=store) as rt:
        rt.platform._http.retry = type(rt.platform._http.retry)(retries=1, backoff=0.05)  # keep it fast
        chat = ChatDriver(rt.dispatcher)
        await chat.push("ana", WHY)
        await chat.push("ana", "yes")  # the edit; now the launch is proposed
        launch = chat.last_buttons()[0]
        assert "20 credits" in chat.sent[-1].text

        own_sandbox.stop()
        text = joined(await chat.push("ana", "how many credits do we have left?", thread="t2"))
        assert "BenchGen isn't answering right now" in text and "Traceback" not in text
        replies = await chat.click("ana", launch)
        text = joined(replies)
        assert "didn't answer" in text and "will not run twice" in text and "Traceback" not in text
        retry = replies[-1].buttons[0]

        await own_sandbox.up()  # same database: the platform comes back as it was
        text = joined(await chat.click("ana", retry))
        assert await rt.background.wait(30)
        text += joined(chat.pop())
        assert "(17/20)" in text, text  # 85%, in whichever language the thread detected
        again = joined(await chat.click("ana", retry))  # a replayed click does nothing
        assert "already done" in again
        async with await as_user(rt, "ana") as api:
            assert (await api.me()).credits == 480, "charged once"
            runs = await api.list_runs(benchmark="gsm-mini", model="tiny-1", version=2)
        assert len(runs) == 1, "one run"
        await store.aclose()
