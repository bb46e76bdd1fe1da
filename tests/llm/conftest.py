"""Fixtures: the OpenAI-compatible stand-in, and whole bots built with model settings.

`bots(...)` opens a full runtime (real sandbox over ASGI, real Redis) with the given settings and
returns it with a chat driver; at teardown every message is put through the suite-wide check.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import httpx
import pytest

from bot.app.runtime import Runtime, open_runtime
from bot.language import LanguageDetector
from bot.routing import Router
from bot.settings import Settings
from bot.store.redis_store import RedisStore
from sandbox.config import SandboxConfig
from tests.conftest import TestClock, TokenCapture, check_messages, redis_url
from tests.driver import ChatDriver
from tests.llm.standin import OpenAIStandIn, serve

API_KEY = "sk-standinKEY0123456789abcdefXYZ"  # what the bot sends as its key: it must only be a header

Bots = Callable[..., Awaitable[tuple[Runtime, ChatDriver]]]


@pytest.fixture
async def standin() -> AsyncIterator[OpenAIStandIn]:
    async with serve(OpenAIStandIn()) as running:
        yield running


@pytest.fixture
async def bots(redis_prefix: str, sandbox_config: SandboxConfig, clock: TestClock,
               detector: LanguageDetector, router: Router) -> AsyncIterator[Bots]:
    stack = contextlib.AsyncExitStack()
    opened: list[tuple[ChatDriver, Runtime]] = []

    async def open_bot(**settings: Any) -> tuple[Runtime, ChatDriver]:
        captures: list[TokenCapture] = []

        def wrap(inner: httpx.AsyncBaseTransport) -> httpx.AsyncBaseTransport:
            captures.append(TokenCapture(inner))
            return captures[-1]

        config = Settings(redis_url=redis_url(), _env_file=None, **settings)  # type: ignore[call-arg]
        store = RedisStore.from_url(redis_url(), prefix=f"{redis_prefix}{len(opened)}:")
        stack.push_async_callback(store.aclose)
        runtime = await stack.enter_async_context(open_runtime(
            config, sandbox_config=sandbox_config, clock=clock, store=store, wrap_transport=wrap, detector=detector,
            router=router))
        runtime.captured_tokens = captures[0].tokens  # type: ignore[attr-defined]
        runtime.requests = captures[0].requests  # type: ignore[attr-defined]
        driver = ChatDriver(runtime.dispatcher)
        opened.append((driver, runtime))
        return runtime, driver

    try:
        yield open_bot
        for driver, runtime in opened:
            await runtime.background.wait(10)
            check_messages(driver, runtime)
    finally:
        await stack.aclose()


def model_settings(url: str, **more: Any) -> dict[str, Any]:
    return {"openai_api_key": API_KEY, "openai_base_url": url, "openai_model": "stand-in", **more}
