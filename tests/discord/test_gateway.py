"""The Discord gateway end to end: the bot asks the REST stand-in (DISCORD_API_URL) for its gateway,
connects to a real WebSocket stand-in playing Discord's gateway (HELLO, IDENTIFY, READY, dispatches,
a dropped connection and its RESUME, the 4014 refusal of the message-content intent), and
answers over real HTTP. Real Redis and the real sandbox; nothing leaves the machine."""

from __future__ import annotations

import asyncio
import logging
import os
import signal
import sys
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from adapters.discord_app import BenchGenDiscordClient, serve
from adapters.discord_endpoints import discord_api
from bot.app.runtime import Runtime
from tests.conftest import startup_cache_env
from tests.discord import payloads as p
from tests.discord.conftest import ANA, BOT, TOKEN, DiscordHarness, check_sent
from tests.discord.gateway import INTENTS_REFUSED, MESSAGE_CONTENT, RESUMABLE_CLOSE, GatewayStandIn
from tests.discord.standin import DiscordStandIn, wait_for

GUILDS, GUILD_MESSAGES, DM_MESSAGES = 1 << 0, 1 << 9, 1 << 12


@dataclass
class GatewayBot:
    gateway: GatewayStandIn
    rest: DiscordStandIn
    harness: DiscordHarness  # links accounts; its clients are not used here
    stop: asyncio.Event
    serving: asyncio.Task[None]
    clients: list[BenchGenDiscordClient]

    async def mention(self, author: dict[str, Any], text: str, *, channel: str = p.CHANNEL_ID) -> dict[str, Any]:
        data = p.message_create(self.rest, author, channel, self._content(f"<@{BOT['id']}> {text}", True),
                                mentions=[BOT])
        await self.gateway.dispatch("MESSAGE_CREATE", data)
        return data

    async def typed(self, author: dict[str, Any], text: str, *, channel: str) -> dict[str, Any]:
        """A message that does not mention the bot (its text arrives only with the content intent)."""
        data = p.message_create(self.rest, author, channel, self._content(text, False))
        await self.gateway.dispatch("MESSAGE_CREATE", data)
        return data

    def _content(self, text: str, mentioned: bool) -> str:
        identify = self.gateway.identified[-1]
        return text if mentioned or int(identify["intents"]) & MESSAGE_CONTENT else ""

    async def click(self, clicker: dict[str, Any], message: dict[str, Any], label: str) -> None:
        button = next(b for b in self.rest.buttons(message) if b["label"] == label)
        await self.gateway.dispatch("INTERACTION_CREATE",
                                    p.interaction_create(self.rest, clicker, message, button["custom_id"]))

    def thread_of(self, message: dict[str, Any]) -> str:
        return message["id"]  # a thread started from a message has the message's id

    async def answered(self, channel: str, text: str, timeout: float = 30.0) -> None:
        await wait_for(lambda: text in self.rest.text_in(channel), timeout)

    async def delivered(self) -> None:
        """Waits until the bot has received every dispatch sent so far and finished its turns.
        (discord.py internal: the shard's websocket keeps the last sequence number it received.)"""
        client = self.clients[-1]
        await wait_for(lambda: client._connection._get_websocket(0).sequence == self.gateway.sequence, 10)
        assert await client.bridge.idle(20)

    async def ready(self, identifies: int = 1) -> BenchGenDiscordClient:
        await wait_for(lambda: len(self.gateway.identified) >= identifies and self.gateway.connected
                       and bool(self.clients) and self.clients[-1].is_ready(), 15)
        return self.clients[-1]


@pytest.fixture
async def gateway_bot(standin: DiscordStandIn, runtime: Runtime, request: pytest.FixtureRequest
                      ) -> AsyncIterator[GatewayBot]:
    refuse = bool(getattr(request, "param", False))
    gateway = GatewayStandIn(standin, [p.CHANNEL_ID, p.VOICE_ID], refuse_message_content=refuse)
    await gateway.start()
    clients: list[BenchGenDiscordClient] = []

    def connect(message_content: bool) -> BenchGenDiscordClient:
        clients.append(BenchGenDiscordClient(runtime.dispatcher, message_content=message_content))
        return clients[-1]

    stop = asyncio.Event()
    with discord_api(standin.url):  # what `benchgen-bot discord` does with DISCORD_API_URL
        serving = asyncio.create_task(serve(connect, TOKEN, stop, runtime.background, grace=20))
        bot = GatewayBot(gateway, standin, DiscordHarness(standin, runtime), stop, serving, clients)
        try:
            await bot.harness.link(ANA, "ana")
            yield bot
            stop.set()
            assert await asyncio.wait_for(serving, 30) is None
            check_sent(standin, runtime)
        finally:
            stop.set()
            if not serving.done():
                serving.cancel()
            await asyncio.gather(serving, return_exceptions=True)
            await gateway.aclose()


async def test_it_identifies_on_the_gateway_the_api_names_and_answers_a_mention(gateway_bot: GatewayBot) -> None:
    bot = gateway_bot
    await bot.ready()
    assert ("GET", "/gateway/bot") in [(c.method, c.path) for c in bot.rest.calls]
    (identify,) = bot.gateway.identified
    wanted = GUILDS | GUILD_MESSAGES | DM_MESSAGES | MESSAGE_CONTENT
    assert int(identify["intents"]) == wanted and identify["shard"] == [0, 1]

    message = await bot.mention(ANA, "what did tiny-2 score on capitals?")
    await bot.answered(bot.thread_of(message), "75% (15/20)")


async def test_a_click_over_the_gateway_is_acknowledged_in_time_and_runs_once(gateway_bot: GatewayBot,
                                                                               runtime: Runtime) -> None:
    bot = gateway_bot
    await bot.ready()
    message = await bot.mention(ANA, "launch tiny-1 on gsm-mini")
    thread = bot.thread_of(message)
    await bot.answered(thread, "20 credits (balance 500 → 480)")
    proposal = next(m for m in reversed(bot.rest.in_channel(thread)) if bot.rest.buttons(m))
    await bot.click(ANA, proposal, "Confirm")
    await bot.click(ANA, proposal, "Confirm")  # a double click
    await wait_for(lambda: "Confirmed by ana." in bot.rest.messages[proposal["id"]]["content"], 30)
    await wait_for(lambda: all(i.acked_after is not None for i in bot.rest.interactions.values()), 10)
    assert all(i.acked_after < 3.0 for i in bot.rest.interactions.values())  # type: ignore[operator]
    await bot.answered(thread, "scored 60% (12/20)")  # the run ended and was reported
    assert await runtime.sandbox.credits("acme") == 480, "one run"  # type: ignore[union-attr]


async def test_a_dropped_connection_is_resumed_and_what_was_missed_is_answered(gateway_bot: GatewayBot) -> None:
    bot = gateway_bot
    await bot.ready()
    first = await bot.mention(ANA, "how many credits do we have left?")
    await bot.answered(bot.thread_of(first), "500")

    await bot.gateway.drop()
    missed = await bot.mention(ANA, "what did tiny-2 score on capitals?")  # sent while disconnected
    await bot.answered(bot.thread_of(missed), "75% (15/20)")
    assert len(bot.gateway.identified) == 1, "resumed, not identified again"
    (resume,) = bot.gateway.resumed
    assert resume["session_id"] == bot.gateway.session_id and resume["seq"] >= 2
    assert bot.gateway.closed_with == [RESUMABLE_CLOSE]


async def test_a_session_that_cannot_be_resumed_is_identified_again_on_the_named_gateway(
        gateway_bot: GatewayBot) -> None:
    """After INVALID_SESSION discord.py connects to its default gateway, not the resume URL: that
    default is the gateway DISCORD_API_URL named, so the bot comes back to the stand-in."""
    bot = gateway_bot
    await bot.ready()
    bot.gateway.forget_sessions = True
    await bot.gateway.drop()
    await bot.ready(identifies=2)
    assert len(bot.gateway.resumed) == 1
    message = await bot.mention(ANA, "how many credits do we have left?")
    await bot.answered(bot.thread_of(message), "500")


@pytest.mark.parametrize("gateway_bot", [True], indirect=True)
async def test_without_the_message_content_intent_it_reconnects_without_it_and_answers_mentions(
        gateway_bot: GatewayBot, caplog: pytest.LogCaptureFixture) -> None:
    bot = gateway_bot
    await bot.ready(identifies=2)

    def intent_warnings() -> list[logging.LogRecord]:
        records = caplog.get_records("setup") + caplog.get_records("call")
        return [r for r in records if r.levelno == logging.WARNING and "message content intent" in r.getMessage()]

    first, second = bot.gateway.identified
    assert int(first["intents"]) & MESSAGE_CONTENT and not int(second["intents"]) & MESSAGE_CONTENT
    assert bot.gateway.closed_with == [INTENTS_REFUSED]
    assert len(intent_warnings()) == 1

    message = await bot.mention(ANA, "launch tiny-1 on gsm-mini")
    thread = bot.thread_of(message)
    await bot.answered(thread, "20 credits (balance 500 → 480)")
    proposal = next(m for m in reversed(bot.rest.in_channel(thread)) if bot.rest.buttons(m))
    calls = len(bot.rest.calls)
    await bot.typed(ANA, "yes", channel=thread)  # arrives empty: not read, not answered
    await bot.delivered()
    assert bot.rest.calls[calls:] == [] and bot.rest.buttons(bot.rest.messages[proposal["id"]])
    await bot.mention(ANA, "yes", channel=thread)  # with a mention it is read
    await bot.answered(thread, "Confirmed by ana.")
    assert len(intent_warnings()) == 1, "said once"


async def test_a_stop_lets_the_turn_in_flight_finish_then_closes_the_connection(gateway_bot: GatewayBot) -> None:
    bot = gateway_bot
    await bot.ready()
    bot.rest.post_delay = 1.0  # Discord is slow to take the answer
    message = await bot.mention(ANA, "what did tiny-2 score on capitals?")
    thread = bot.thread_of(message)
    await wait_for(lambda: thread in bot.rest.channels, 15)  # the turn is under way
    bot.stop.set()
    await wait_for(lambda: bot.clients[-1].bridge.closing, 5)
    late = await bot.mention(ANA, "how many credits do we have left?")  # arrives while stopping
    assert await asyncio.wait_for(bot.serving, 30) is None
    assert "75% (15/20)" in bot.rest.text_in(thread), "the turn in flight finished"
    assert late["id"] not in bot.rest.channels, "no new turn started while stopping"
    assert bot.clients[-1].is_closed() and not bot.gateway.connected
    assert bot.gateway.client_closes[-1] == 1000, "a clean close"
    bot.rest.post_delay = 0.0


async def test_the_discord_command_uses_discord_api_url_and_stops_cleanly_on_sigterm(standin: DiscordStandIn,
                                                                                     tmp_path: Path) -> None:
    """`benchgen-bot discord` as its own process, with DISCORD_API_URL at the stand-ins."""
    gateway = GatewayStandIn(standin, [p.CHANNEL_ID, p.VOICE_ID])
    await gateway.start()
    env = {"PATH": os.environ.get("PATH", ""), "HOME": str(tmp_path), "DISCORD_TOKEN": TOKEN,
           "DISCORD_API_URL": standin.url, "BENCHGEN_SANDBOX_DB": str(tmp_path / "sandbox.db"), "LOG_LEVEL": "ERROR",
           **startup_cache_env()}
    proc = await asyncio.create_subprocess_exec(sys.executable, "-m", "bot.app.cli", "discord", env=env,
                                                cwd=Path(__file__).parents[2], stdout=asyncio.subprocess.PIPE,
                                                stderr=asyncio.subprocess.PIPE)
    try:
        await wait_for(lambda: gateway.connected, 60)
        message = p.message_create(standin, ANA, p.CHANNEL_ID, f"<@{BOT['id']}> what can you do?", mentions=[BOT])
        await gateway.dispatch("MESSAGE_CREATE", message)
        await wait_for(lambda: bool(standin.in_channel(message["id"])), 30)
        proc.send_signal(signal.SIGTERM)
        _, err = await asyncio.wait_for(proc.communicate(), 30)
        assert proc.returncode == 0, err.decode()
        assert gateway.client_closes == [1000]
    finally:
        if proc.returncode is None:
            proc.kill()
            await proc.wait()
        await gateway.aclose()


async def test_the_discord_command_says_plainly_when_the_token_is_refused(standin: DiscordStandIn,
                                                                         tmp_path: Path) -> None:
    env = {"PATH": os.environ.get("PATH", ""), "HOME": str(tmp_path), "DISCORD_TOKEN": "not-the-token",
           "DISCORD_API_URL": standin.url, "BENCHGEN_SANDBOX_DB": str(tmp_path / "sandbox.db"), "LOG_LEVEL": "ERROR",
           **startup_cache_env()}
    proc = await asyncio.create_subprocess_exec(sys.executable, "-m", "bot.app.cli", "discord", env=env,
                                                cwd=Path(__file__).parents[2], stdout=asyncio.subprocess.PIPE,
                                                stderr=asyncio.subprocess.PIPE)
    _, err = await asyncio.wait_for(proc.communicate(), 60)
    assert proc.returncode == 2
    assert "Discord refused DISCORD_TOKEN" in err.decode() and "Traceback" not in err.decode()
    assert "not-the-token" not in err.decode()
