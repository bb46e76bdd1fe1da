"""The Slack adapter on real HTTP: the bot's endpoint and a Slack Web API stand-in, both on loopback."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from urllib.parse import urlsplit

import httpx
import pytest
from pydantic import SecretStr

from adapters.slack_app import SlackAdapter, SlackConfig, http_app
from bot.app.runtime import Runtime
from tests.conftest import DEMO_SECRET
from tests.slack.standin import BOT_TOKEN, SIGNING_SECRET, TEAM, SlackSide, SlackStandIn, serve

ANA, BEN, NEWCOMER = "UANA", "UBEN", "UNEW"


async def approve_link(runtime: Runtime, url: str, username: str, password: str) -> httpx.Response:
    """What the user does in the browser: sign in on the sandbox's link page and approve."""
    assert runtime.sandbox is not None
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=runtime.sandbox.app),
                                 base_url="http://sandbox.test") as browser:
        return await browser.post(urlsplit(url).path,
                                  data={"username": username, "password": password, "approve": "yes"})


async def link_identity(runtime: Runtime, user: str, account: str) -> None:
    start = await runtime.platform.start_link(f"slack:{TEAM}:{user}")
    response = await approve_link(runtime, start.url, account, f"{account}-demo")
    assert response.status_code == 200, response.text


@dataclass
class SlackBot:
    runtime: Runtime
    api: SlackStandIn
    slack: SlackSide
    adapter: SlackAdapter
    base_url: str

    async def settle(self, timeout: float = 30.0) -> None:
        assert await self.runtime.background.wait(timeout), "the bot's work did not finish"


@pytest.fixture
async def slack_bot(runtime: Runtime) -> AsyncIterator[SlackBot]:
    api = SlackStandIn(users={ANA: {"name": "ana", "locale": "en-US"}, BEN: {"name": "ben", "locale": "en-US"},
                              NEWCOMER: {"name": "newcomer", "locale": "en-GB"}})
    async with serve(api.app()) as api_url:
        api.base_url = api_url
        # working_delay_seconds=0: every turn shows the working sign, so the tests see it
        config = SlackConfig(bot_token=SecretStr(BOT_TOKEN), signing_secret=SecretStr(SIGNING_SECRET),
                             api_url=f"{api_url}/api/", working_delay_seconds=0)
        adapter = SlackAdapter(config=config, dispatcher=runtime.dispatcher, store=runtime.store,
                               background=runtime.background)
        await link_identity(runtime, ANA, "ana")
        await link_identity(runtime, BEN, "ben")
        async with serve(http_app(adapter)) as bot_url, httpx.AsyncClient(timeout=10) as http:
            bot = SlackBot(runtime, api, SlackSide(http, f"{bot_url}/slack/events", api), adapter, bot_url)
            yield bot
            await bot.settle()
        await adapter.aclose()
    check_slack_messages(bot)


def check_slack_messages(bot: SlackBot) -> None:
    """The suite-wide rule for what reached Slack: no token issued in the test, no secret."""
    assert not bot.runtime.dispatcher.guard.violations, bot.runtime.dispatcher.guard.violations
    secrets = [*getattr(bot.runtime, "captured_tokens", []), DEMO_SECRET, BOT_TOKEN, SIGNING_SECRET]
    for call in bot.api.messages():
        shown = f"{call.text}\n{call.args.get('text', '')}"
        for secret in secrets:
            assert secret not in shown, f"a secret reached Slack in {call.method}"
