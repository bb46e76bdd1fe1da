"""Fixtures for the Discord adapter: a stand-in for Discord's REST API and a harness that feeds
gateway payloads to a real discord.py client.

discord.py internals used here, because Discord itself has no local stand-in:
- `adapters.discord_endpoints.discord_api` (as DISCORD_API_URL does) points discord.py's REST
  base at the stand-in (a real HTTP server on a loopback port), so every REST call the bot makes
  (messages, threads, DMs, interaction callbacks, followups) goes over real HTTP to it.
  `client.login(token)` (which calls `client.http.static_login`) logs in against it; here the
  gateway is never connected (tests/discord/test_gateway.py connects a real one).
- Gateway events are fed to the client's connection state parsers
  (`client._connection.parse_message_create(data)` etc.), exactly as the gateway's dispatches
  would be, so discord.py builds its own Message and Interaction objects from Discord's payloads.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

import httpx
import pytest

from adapters.discord_app import BenchGenDiscordClient
from adapters.discord_endpoints import discord_api
from bot.app.runtime import SANDBOX_URL, Runtime
from tests.conftest import DEMO_SECRET
from tests.discord import payloads as p
from tests.discord.standin import DiscordStandIn

TOKEN = "discord-test-bot-token"
BOT = p.user("1300000000000000009", "BenchGen", bot=True)
ANA = p.user("1300000000000000001", "ana")
BEN = p.user("1300000000000000002", "ben")
OTHER_BOT = p.user("1300000000000000003", "otherbot", bot=True)
APPLICATION_ID = "1300000000000000010"

PARSERS = {"MESSAGE_CREATE": "parse_message_create", "THREAD_CREATE": "parse_thread_create",
           "INTERACTION_CREATE": "parse_interaction_create", "GUILD_CREATE": "parse_guild_create"}


@dataclass
class DiscordHarness:
    standin: DiscordStandIn
    runtime: Runtime
    clients: list[BenchGenDiscordClient] = field(default_factory=list)

    @property
    def client(self) -> BenchGenDiscordClient:
        return self.clients[-1]

    async def start_client(self, *, message_content: bool = True, guild_create: bool = True) -> BenchGenDiscordClient:
        """A freshly started bot process: log in, register the buttons, and (optionally) the
        GUILD_CREATE the gateway sends on connect."""
        client = BenchGenDiscordClient(self.runtime.dispatcher, message_content=message_content)
        await client.login(TOKEN)
        self.clients.append(client)
        if guild_create:
            channels = [self.standin.channels[p.CHANNEL_ID], self.standin.channels[p.VOICE_ID]]
            self.feed("GUILD_CREATE", p.guild_create(BOT, channels))
        return client

    async def stop_client(self) -> None:
        await self.client.bridge.idle()
        await self.client.close()

    def feed(self, event: str, data: dict[str, Any]) -> None:
        getattr(self.client._connection, PARSERS[event])(data)

    async def settle(self, *, background: bool = False) -> None:
        """Runs until the bot is idle, feeding back the gateway events its own actions cause
        (its own messages, the threads it starts)."""
        while True:
            assert await self.client.bridge.idle(20), "the bot did not finish its turn"
            if background:
                assert await self.runtime.background.wait(20), "background work did not finish"
            if not self.standin.events:
                return
            events, self.standin.events[:] = list(self.standin.events), []
            for event, data in events:
                self.feed(event, data)

    async def say(self, author: dict[str, Any], text: str, *, channel: str = p.CHANNEL_ID,
                  mention: bool = True, content: str | None = None, background: bool = False) -> dict[str, Any]:
        """A user's message; `mention` puts the bot's mention first, as Discord's client does."""
        guild = "guild_id" in self.standin.channels[channel]
        body = f"<@{BOT['id']}> {text}" if mention else text
        data = p.message_create(self.standin, author, channel, body if content is None else content,
                                guild=guild, mentions=[BOT] if mention else [])
        self.feed("MESSAGE_CREATE", data)
        await self.settle(background=background)
        return data

    async def click(self, clicker: dict[str, Any], message: dict[str, Any], label: str, *,
                    locale: str = "en-US", background: bool = False) -> dict[str, Any]:
        button = next(b for b in self.standin.buttons(message) if b["label"] == label)
        data = p.interaction_create(self.standin, clicker, message, button["custom_id"], locale=locale)
        self.feed("INTERACTION_CREATE", data)
        await self.settle(background=background)
        return data

    def last_with_buttons(self, channel: str) -> dict[str, Any]:
        return next(m for m in reversed(self.standin.in_channel(channel)) if self.standin.buttons(m))

    async def link(self, who: dict[str, Any], account: str, *, workspace: str = p.GUILD_ID) -> None:
        """Approves a link for this Discord user in the sandbox's browser page, as the user would."""
        start = await self.runtime.platform.start_link(f"discord:{workspace}:{who['id']}")
        await approve_in_browser(self.runtime, start.url, account)


async def approve_in_browser(runtime: Runtime, url: str, account: str) -> None:
    assert runtime.sandbox is not None
    transport = httpx.ASGITransport(app=runtime.sandbox.app)
    async with httpx.AsyncClient(transport=transport, base_url=SANDBOX_URL) as browser:
        page = await browser.post(url.removeprefix("http://sandbox.test"),
                                  data={"username": account, "password": f"{account}-demo", "approve": "yes"})
        assert page.status_code == 200, page.text


def check_sent(standin: DiscordStandIn, runtime: Runtime) -> None:
    """The suite-wide check, on what actually reached Discord: the outgoing guard passed every
    message, and no body carries a token issued in the test, the client secret or the bot token."""
    assert not runtime.dispatcher.guard.violations, runtime.dispatcher.guard.violations
    secrets = [*getattr(runtime, "captured_tokens", []), DEMO_SECRET, TOKEN]
    for call, body in standin.sent_bodies():
        assert not any(s in str(body) for s in secrets), f"a secret in {call.method} {call.path}"


@pytest.fixture
async def standin() -> AsyncIterator[DiscordStandIn]:
    server = DiscordStandIn(token=TOKEN, bot=BOT, application_id=APPLICATION_ID)
    await server.start()
    server.add_channel(p.text_channel())
    server.add_channel({**p.text_channel(p.VOICE_ID, "voice"), "type": 2, "bitrate": 64000, "user_limit": 0,
                        "rtc_region": None})
    for u in (ANA, BEN, OTHER_BOT):
        server.add_user(u)
    try:
        yield server
    finally:
        await server.aclose()


@pytest.fixture
async def discord_bot(standin: DiscordStandIn, runtime: Runtime) -> AsyncIterator[DiscordHarness]:
    with discord_api(standin.url):
        harness = DiscordHarness(standin, runtime)
        await harness.start_client()
        try:
            yield harness
            await harness.settle(background=True)
            check_sent(standin, runtime)
        finally:
            for client in harness.clients:
                if not client.is_closed():
                    await client.close()
