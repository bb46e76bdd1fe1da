"""The working sign costs a Slack call only for a turn that is not answered at once; a thread's
status (channel and assistant threads) is one call, the answer clearing it."""

from __future__ import annotations

import asyncio

from pydantic import SecretStr

from adapters.slack_app import SlackConfig, web_client
from adapters.slack_assistant import AssistantReplier
from adapters.slack_replier import WORKING_REACTION, SlackReplier, ThreadStatusReplier
from bot.text import Words
from bot.turn import OutgoingMessage
from tests.slack.standin import BOT_TOKEN, SlackStandIn, serve


async def replier_on(api_url: str, delay: float) -> SlackReplier:
    client = web_client(SlackConfig(bot_token=SecretStr(BOT_TOKEN), api_url=f"{api_url}/api/"))
    return SlackReplier(client, channel="C0GENERAL", thread_ts="1700000001.000100", user="UX", is_dm=False,
                        reaction_ts="1700000001.000100", working_delay=delay)


async def test_a_turn_answered_before_the_delay_makes_no_reaction_call() -> None:
    api = SlackStandIn()
    async with serve(api.app()) as api_url:
        replier = await replier_on(api_url, delay=0.5)
        await replier.working()
        await replier.done()
        await asyncio.sleep(0.6)  # the cancelled sign never arrives later
    assert api.of("reactions.add", "reactions.remove") == []


async def test_a_slow_turn_shows_the_sign_once_and_takes_it_away() -> None:
    api = SlackStandIn()
    async with serve(api.app()) as api_url:
        replier = await replier_on(api_url, delay=0.05)
        await replier.working()
        await replier.working()  # asked again in the same turn: still one sign
        await asyncio.sleep(0.3)
        await replier.done()
    assert [c.method for c in api.of("reactions.add", "reactions.remove")] == ["reactions.add", "reactions.remove"]
    assert all(c.args["name"] == WORKING_REACTION for c in api.of("reactions.add", "reactions.remove"))


async def assistant_replier_on(api_url: str) -> AssistantReplier:
    client = web_client(SlackConfig(bot_token=SecretStr(BOT_TOKEN), api_url=f"{api_url}/api/"))
    return AssistantReplier(client, channel="D0ANA", thread_ts="1700000001.000100", user="UX",
                            status="is working on it…", title="a question")


async def test_an_assistant_status_is_one_call_when_the_answer_clears_it() -> None:
    api = SlackStandIn()
    async with serve(api.app()) as api_url:
        replier = await assistant_replier_on(api_url)
        await replier.working()
        await replier.post(OutgoingMessage(lines=[[Words(text="an answer")]]))
        await replier.done()
    assert [c.args["status"] for c in api.of("assistant.threads.setStatus")] == ["is working on it…"]


async def test_an_assistant_status_no_message_cleared_is_cleared_at_the_end() -> None:
    api = SlackStandIn()
    async with serve(api.app()) as api_url:
        replier = await assistant_replier_on(api_url)
        await replier.working()
        await replier.working()  # asked again in the same turn: still one status
        await replier.done()
    assert [c.args["status"] for c in api.of("assistant.threads.setStatus")] == ["is working on it…", ""]


async def status_replier_on(api_url: str, delay: float) -> ThreadStatusReplier:
    client = web_client(SlackConfig(bot_token=SecretStr(BOT_TOKEN), api_url=f"{api_url}/api/"))
    return ThreadStatusReplier(client, channel="C0GENERAL", thread_ts="1700000001.000100", user="UX", is_dm=False,
                               status="is working on it…", reaction_ts="1700000001.000100", working_delay=delay)


async def test_a_channel_thread_answered_before_the_delay_makes_no_status_call() -> None:
    api = SlackStandIn()
    async with serve(api.app()) as api_url:
        replier = await status_replier_on(api_url, delay=0.5)
        await replier.working()
        await replier.post(OutgoingMessage(lines=[[Words(text="an answer")]]))
        await replier.done()
        await asyncio.sleep(0.6)
    assert [c.method for c in api.calls] == ["chat.postMessage"]


async def test_a_slow_channel_turn_shows_the_status_once_and_its_answer_clears_it() -> None:
    api = SlackStandIn()
    async with serve(api.app()) as api_url:
        replier = await status_replier_on(api_url, delay=0.05)
        await replier.working()
        await asyncio.sleep(0.3)
        await replier.working()  # asked again in the same turn: still one sign
        await replier.post(OutgoingMessage(lines=[[Words(text="an answer")]]))
        await replier.done()
    assert [c.method for c in api.calls] == ["assistant.threads.setStatus", "chat.postMessage"]
    assert api.calls[0].args["thread_ts"] == "1700000001.000100"


async def test_a_status_no_message_cleared_is_cleared_at_the_end() -> None:
    api = SlackStandIn()
    async with serve(api.app()) as api_url:
        replier = await status_replier_on(api_url, delay=0)
        await replier.working()
        await replier.post(OutgoingMessage(lines=[[Words(text="only for you")]], private=True))  # ephemeral
        await replier.done()
    assert [c.args["status"] for c in api.of("assistant.threads.setStatus")] == ["is working on it…", ""]


async def test_where_slack_refuses_the_status_the_sign_is_the_reaction() -> None:
    api = SlackStandIn(refused={"assistant.threads.setStatus": "missing_scope"})
    async with serve(api.app()) as api_url:
        replier = await status_replier_on(api_url, delay=0)
        await replier.working()
        await replier.post(OutgoingMessage(lines=[[Words(text="an answer")]]))
        await replier.done()
    assert [c.method for c in api.calls] == ["assistant.threads.setStatus", "reactions.add", "chat.postMessage",
                                             "reactions.remove"]
