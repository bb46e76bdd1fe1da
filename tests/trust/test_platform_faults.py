"""The platform slow, timing out, or answering 5xx while the bot confirms a spend.

A fault-injecting transport sits between the bot's real client and the in-process sandbox. The
worst case is tested too: BenchGen *did* start the run but its answer never arrived. The user
gets a clear message and a retry; the retry carries the original idempotency key, so the run
exists once and is charged once.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable

import httpx
import pytest
from pydantic import SecretStr

from bot.app.runtime import Runtime, open_runtime
from bot.settings import Settings
from bot.store.redis_store import RedisStore
from sandbox.config import SandboxConfig
from tests.conftest import DEMO_SECRET, TestClock, TokenCapture, check_messages, redis_url
from tests.driver import ChatDriver, joined
from tests.e2e.helpers import as_user

WHY = "why did tiny-1 score so low on gsm-mini?"


class Faults(httpx.AsyncBaseTransport):
    """Applies the next planned fault to requests whose path matches; otherwise passes through."""

    def __init__(self, inner: httpx.AsyncBaseTransport) -> None:
        self.inner = inner
        self.plan: list[tuple[Callable[[httpx.Request], bool], str]] = []
        self.keys: list[str | None] = []

    def next(self, match: Callable[[httpx.Request], bool], fault: str, times: int = 1) -> None:
        self.plan += [(match, fault)] * times

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        if request.method == "POST" and request.url.path == "/v1/runs":
            self.keys.append(request.headers.get("idempotency-key"))
        for i, (match, fault) in enumerate(self.plan):
            if match(request):
                del self.plan[i]
                if fault == "503":
                    return httpx.Response(503, json={"title": "unavailable", "status": 503, "detail": "busy"})
                if fault == "timeout":
                    raise httpx.ReadTimeout("no answer", request=request)
                if fault == "lost":  # the platform does the work, the answer is lost on the way back
                    await self.inner.handle_async_request(request)
                    raise httpx.ReadTimeout("answer lost", request=request)
                if fault == "slow":
                    await asyncio.sleep(0.5)
                break
        return await self.inner.handle_async_request(request)


@pytest.fixture
async def faulty(redis_prefix: str, clock: TestClock) -> AsyncIterator[tuple[Runtime, Faults, ChatDriver]]:
    made: list[tuple[Faults, TokenCapture]] = []

    def wrap(inner: httpx.AsyncBaseTransport) -> httpx.AsyncBaseTransport:
        faults = Faults(inner)
        made.append((faults, TokenCapture(faults)))
        return made[-1][1]

    config = SandboxConfig(db_path=":memory:", item_seconds=0.002, training_seconds=0.05,
                           public_url="http://sandbox.test", client_secret=SecretStr(DEMO_SECRET))
    settings = Settings(redis_url=redis_url(), _env_file=None)  # type: ignore[call-arg]
    store = RedisStore.from_url(redis_url(), prefix=redis_prefix)
    try:
        async with open_runtime(settings, sandbox_config=config, clock=clock, store=store, wrap_transport=wrap) as rt:
            rt.platform._http.retry = type(rt.platform._http.retry)(retries=2, backoff=0.01)  # keep it fast
            rt.platform._http.timeout = 0.3
            faults, capture = made[0]
            rt.captured_tokens = capture.tokens  # type: ignore[attr-defined]
            chat = ChatDriver(rt.dispatcher)
            yield rt, faults, chat
            await rt.background.wait(10)
            check_messages(chat, rt)
    finally:
        await store.aclose()


def launches(request: httpx.Request) -> bool:
    return request.method == "POST" and request.url.path == "/v1/runs"


async def propose_launch(chat: ChatDriver) -> None:
    await chat.push("ana", WHY)
    await chat.push("ana", "yes")  # the key change; the relaunch is proposed
    assert "20 credits" in chat.sent[-1].text


async def test_answer_lost_after_the_platform_started_the_run(faulty) -> None:
    rt, faults, chat = faulty
    await propose_launch(chat)
    faults.next(launches, "lost", times=3)  # every attempt of this confirmation loses its answer
    replies = await chat.push("ana", "yes")
    text = joined(replies)
    assert "didn't answer" in text and "will not run twice" in text
    retry = replies[-1].buttons[0]
    replies = await chat.click("ana", retry)
    assert "Running tiny-1" in joined(replies)
    result = joined(await chat.settle())
    assert "85% (17/20)" in result
    assert len(set(faults.keys)) == 1, "every attempt and the retry carried one idempotency key"
    async with await as_user(rt, "ana") as api:
        assert (await api.me()).credits == 480, "charged once"
        assert len(await api.list_runs(benchmark="gsm-mini", version=2)) == 1, "one run"


async def test_5xx_is_retried_quietly_then_works(faulty) -> None:
    rt, faults, chat = faulty
    await propose_launch(chat)
    faults.next(launches, "503", times=2)  # the client retries keyed writes; the third try succeeds
    replies = await chat.push("ana", "yes")
    assert "Running tiny-1" in joined(replies)
    assert "85% (17/20)" in joined(await chat.settle())
    async with await as_user(rt, "ana") as api:
        assert (await api.me()).credits == 480


async def test_timeouts_on_a_read_give_a_clear_message_and_a_retry_works(faulty) -> None:
    rt, faults, chat = faulty
    faults.next(lambda r: r.url.path.endswith("/v1/me"), "timeout", times=3)
    text = joined(await chat.push("ana", "how many credits do we have left?"))
    assert "BenchGen isn't answering right now" in text and "Traceback" not in text
    text = joined(await chat.push("ana", "how many credits do we have left?"))
    assert "500 credits" in text


async def test_a_slow_platform_within_the_timeout_is_just_slow(faulty) -> None:
    rt, faults, chat = faulty
    faults.next(lambda r: r.url.path.endswith("/v1/me"), "slow")
    rt.platform._http.timeout = 2.0
    assert "500 credits" in joined(await chat.push("ana", "how many credits do we have left?"))
