"""Socket Mode end to end: the bot opens its connection through `apps.connections.open` on the Web
API stand-in, and a real WebSocket stand-in plays Slack's side (hello, envelopes, acks, a refresh
and a dropped connection). Real Redis, the real sandbox, real sockets; nothing leaves the machine."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from pydantic import SecretStr

from adapters.slack_app import SlackAdapter, SlackConfig, serve_socket_mode
from bot.app.runtime import Runtime
from tests.conftest import startup_cache_env
from tests.slack.conftest import ANA, BEN, link_identity
from tests.slack.socket_standin import APP_TOKEN, Envelope, SocketModeStandIn
from tests.slack.standin import BOT_TOKEN, BOT_USER, Call, SlackSide, SlackStandIn, serve

ACK_DEADLINE = 3.0  # Slack's: an envelope not acknowledged within 3 s is sent again


@dataclass
class SocketBot:
    runtime: Runtime
    api: SlackStandIn
    socket: SocketModeStandIn
    side: SlackSide  # only builds payloads here; they travel as envelopes

    async def mention(self, user: str, text: str, *, thread_ts: str | None = None) -> tuple[str, list[Envelope]]:
        """@mentions the bot: Slack sends the app_mention and the channel's message event."""
        ts = self.api.next_ts()
        event = {"type": "app_mention", "user": user, "text": f"<@{BOT_USER}> {text}", "ts": ts,
                 "channel": "C0GENERAL", "event_ts": ts, "team": "T0ACME"}
        if thread_ts:
            event["thread_ts"] = thread_ts
        sent = [await self.socket.send("events_api", self.side.envelope(event)),
                await self.socket.send("events_api", self.side.envelope(
                    {**event, "type": "message", "channel_type": "channel"}))]
        return ts, sent

    async def click(self, user: str, message: Call, label: str) -> Envelope:
        return await self.socket.send("interactive", self.side.click_payload(user, message, message.button(label)))

    async def settle(self, *envelopes: Envelope) -> None:
        for envelope in envelopes:
            assert await self.socket.acked(envelope) < ACK_DEADLINE
        assert await self.runtime.background.wait(30), "the bot's work did not finish"


@pytest.fixture
async def socket_bot(runtime: Runtime) -> AsyncIterator[SocketBot]:
    socket = SocketModeStandIn()
    await socket.start()
    api = SlackStandIn(users={ANA: {"name": "ana", "locale": "en-US"}, BEN: {"name": "ben", "locale": "en-US"}},
                       socket_url=socket.url, app_token=APP_TOKEN)
    async with serve(api.app()) as api_url:
        api.base_url = api_url
        config = SlackConfig(bot_token=SecretStr(BOT_TOKEN), app_token=SecretStr(APP_TOKEN), api_url=f"{api_url}/api/")
        adapter = SlackAdapter(config=config, dispatcher=runtime.dispatcher, store=runtime.store,
                               background=runtime.background)
        await link_identity(runtime, ANA, "ana")
        stop = asyncio.Event()
        serving = asyncio.create_task(serve_socket_mode(adapter, stop))
        try:
            await socket.connected(1)
            yield SocketBot(runtime, api, socket, SlackSide(None, "", api))  # type: ignore[arg-type]
            assert await runtime.background.wait(30)
        finally:
            stop.set()
            await asyncio.wait_for(serving, 10)
            await socket.aclose()
            await adapter.aclose()
    assert not runtime.dispatcher.guard.violations
    assert all(e.acked_after is not None and e.acked_after < ACK_DEADLINE for e in socket.envelopes.values()), \
        "every envelope is acknowledged within 3 s"


def thread_posts(api: SlackStandIn, thread_ts: str) -> list[Call]:
    return [c for c in api.of("chat.postMessage") if c.args.get("thread_ts") == thread_ts]


async def test_a_mention_is_acknowledged_and_answered_in_its_thread(socket_bot: SocketBot) -> None:
    bot = socket_bot
    assert [c.method for c in bot.api.calls][:1] == ["apps.connections.open"]
    mention, envelopes = await bot.mention(ANA, "what did tiny-2 score on capitals?")
    await bot.settle(*envelopes)
    (reply,) = thread_posts(bot.api, mention)
    assert "75% (15/20)" in reply.text


async def test_the_ack_does_not_wait_for_the_work(socket_bot: SocketBot) -> None:
    bot = socket_bot
    bot.api.delays["users.info"] = ACK_DEADLINE + 0.5  # the turn itself takes longer than Slack waits
    mention, envelopes = await bot.mention(ANA, "how many credits do we have left?")
    for envelope in envelopes:
        assert await bot.socket.acked(envelope) < 1.0
    await bot.settle()
    assert "500" in thread_posts(bot.api, mention)[0].text


async def test_a_button_click_is_handled_once(socket_bot: SocketBot) -> None:
    bot = socket_bot
    _, envelopes = await bot.mention(ANA, "launch tiny-1 on gsm-mini")
    await bot.settle(*envelopes)
    proposal = bot.api.last_with_buttons()
    assert "20 credits (balance 500 → 480)" in proposal.text

    # A double click: two interactive envelopes for the same button, at once.
    clicks = await asyncio.gather(bot.click(ANA, proposal, "Confirm"), bot.click(ANA, proposal, "Confirm"))
    await bot.settle(*clicks)
    confirmed = [c for c in bot.api.of("chat.update") if "Confirmed by `ana`." in c.text]
    assert len(confirmed) == 1 and confirmed[0].args["ts"] == proposal.ts
    assert await bot.runtime.sandbox.credits("acme") == 480  # type: ignore[union-attr]


async def test_a_retried_envelope_is_acknowledged_and_not_answered_twice(socket_bot: SocketBot) -> None:
    bot = socket_bot
    ts = bot.api.next_ts()
    body = bot.side.envelope({"type": "app_mention", "user": ANA, "text": f"<@{BOT_USER}> what can you do?",
                              "ts": ts, "channel": "C0GENERAL", "event_ts": ts, "team": "T0ACME"})
    first = await bot.socket.send("events_api", body)
    again = await bot.socket.send("events_api", body, retry_attempt=1)  # same event id
    await bot.settle(first, again)
    assert len(thread_posts(bot.api, ts)) == 1


async def test_the_slash_command_is_acknowledged_and_answered_privately(socket_bot: SocketBot) -> None:
    bot = socket_bot
    envelope = await bot.socket.send("slash_commands", {
        "command": "/benchgen", "text": "how many credits do we have left?", "team_id": "T0ACME", "user_id": ANA,
        "user_name": "ana", "channel_id": "C0GENERAL", "channel_name": "general", "api_app_id": "A0BENCH",
        "response_url": f"{bot.api.base_url}/response/slash", "trigger_id": "7001.1.socket", "token": "unused"})
    await bot.settle(envelope)
    (answer,) = bot.api.of("response_url")
    assert "500" in answer.text and bot.api.of("chat.postMessage") == []


async def test_an_event_without_a_listener_is_still_acknowledged(socket_bot: SocketBot) -> None:
    bot = socket_bot
    envelope = await bot.socket.send("events_api", bot.side.envelope(
        {"type": "reaction_added", "user": ANA, "reaction": "eyes", "item_user": BOT_USER,
         "item": {"type": "message", "channel": "C0GENERAL", "ts": bot.api.next_ts()}, "event_ts": "1.2"}))
    await bot.settle(envelope)  # else Slack sends it again, and again
    assert bot.api.messages() == []


async def test_it_reconnects_when_slack_asks_and_when_the_connection_drops(socket_bot: SocketBot) -> None:
    bot = socket_bot
    await bot.socket.ask_to_reconnect()
    await bot.socket.connected(2)
    assert len(bot.api.of("apps.connections.open")) == 2, "a fresh URL for every new connection"
    mention, envelopes = await bot.mention(ANA, "how many credits do we have left?")
    await bot.settle(*envelopes)
    assert "500" in thread_posts(bot.api, mention)[0].text

    await bot.socket.drop()
    await bot.socket.connected(3)
    mention, envelopes = await bot.mention(ANA, "what did tiny-2 score on capitals?")
    await bot.settle(*envelopes)
    assert "75% (15/20)" in thread_posts(bot.api, mention)[0].text
    assert len(bot.socket.open_connections()) == 1, "an abandoned connection is closed"


async def test_the_slack_command_in_socket_mode_answers_and_stops_cleanly_on_sigterm(tmp_path: Path) -> None:
    """`benchgen-bot slack --mode socket` as its own process: no public endpoint, only the stand-ins."""
    socket = SocketModeStandIn()
    await socket.start()
    api = SlackStandIn(users={"UX": {"name": "xavier", "locale": "en-US"}}, socket_url=socket.url, app_token=APP_TOKEN)
    async with serve(api.app()) as api_url:
        api.base_url = api_url
        env = {"PATH": os.environ.get("PATH", ""), "HOME": str(tmp_path), "SLACK_BOT_TOKEN": BOT_TOKEN,
               "SLACK_APP_TOKEN": APP_TOKEN, "SLACK_API_URL": f"{api_url}/api/",
               "BENCHGEN_SANDBOX_DB": str(tmp_path / "sandbox.db"), "LOG_LEVEL": "ERROR",
               **startup_cache_env()}
        proc = await asyncio.create_subprocess_exec(sys.executable, "-m", "bot.app.cli", "slack", "--mode", "socket",
                                                    env=env, cwd=Path(__file__).parents[2],
                                                    stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
        try:
            await socket.connected(1, timeout=60)
            bot = SocketBot(None, api, socket, SlackSide(None, "", api))  # type: ignore[arg-type]
            mention, envelopes = await bot.mention("UX", "what can you do?")
            for envelope in envelopes:
                assert await socket.acked(envelope) < ACK_DEADLINE
            for _ in range(200):
                if thread_posts(api, mention):
                    break
                await asyncio.sleep(0.05)
            assert thread_posts(api, mention)[0].text.strip()
            proc.send_signal(signal.SIGTERM)
            out, err = await asyncio.wait_for(proc.communicate(), 30)
            assert proc.returncode == 0, err.decode()
            assert out == b"", "nothing printed on stdout"
            await socket.wait_for(lambda: not socket.open_connections())
        finally:
            if proc.returncode is None:
                proc.kill()
                await proc.wait()
            await socket.aclose()
