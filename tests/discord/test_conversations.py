"""Conversations 1, 3, 6 and 13 of SCENARIOS.md through the Discord adapter.

Payloads come in as the gateway sends them; every reply goes over real HTTP to the stand-in for
Discord's REST API (see conftest.py), and the assertions read what the stand-in received.
"""

from __future__ import annotations

from tests.discord import payloads as p
from tests.discord.conftest import ANA, BEN, DiscordHarness
from tests.discord.standin import DiscordStandIn
from tests.e2e.helpers import as_user, writes


def thread_of(standin: DiscordStandIn) -> str:
    """The thread the bot started for the conversation (from the first mention)."""
    threads = [c for c in standin.channels.values() if c["type"] == 11]
    assert len(threads) == 1, threads
    return threads[0]["id"]


async def test_conversation_1_the_improvement_loop(discord_bot: DiscordHarness, standin: DiscordStandIn,
                                                   runtime) -> None:
    await discord_bot.link(ANA, "ana")
    mention = await discord_bot.say(ANA, "why did tiny-1 score so low on gsm-mini?")
    thread = thread_of(standin)
    assert thread == mention["id"], "the thread is started from the mention"
    assert standin.in_channel(p.CHANNEL_ID) == [], "nothing is posted in the channel itself"
    text = standin.text_in(thread)
    assert "60% (12/20)" in text
    assert "60% → 85%, 5 wrong → right, 0 right → wrong" in text
    assert "2 are the model's own mistakes" in text
    proposal = discord_bot.last_with_buttons(thread)
    assert [b["label"] for b in standin.buttons(proposal)] == ["Confirm", "Cancel"]
    assert "tiny-1: 60% → 85%" in proposal["content"] and "tiny-2: unchanged at 90%" in proposal["content"]

    # A typed yes in the thread, without a mention (needs the message-content intent).
    await discord_bot.say(ANA, "yes", channel=thread, mention=False)
    edited = standin.messages[proposal["id"]]
    assert standin.buttons(edited) == [], "the buttons are gone"
    assert "Confirmed by ana." in edited["content"]
    assert "gsm-mini is now version 2" in standin.text_in(thread)
    offer = discord_bot.last_with_buttons(thread)
    assert "20 credits (balance 500 → 480)" in offer["content"]

    # The second yes is a click.
    await discord_bot.click(ANA, offer, "Confirm", background=True)
    assert "Confirmed by ana." in standin.messages[offer["id"]]["content"]
    text = standin.text_in(thread)
    assert "Running tiny-1 on gsm-mini version 2: 20/20 items." in text, "progress is edited in place"
    assert "scored 85% (17/20) on gsm-mini version 2" in text
    assert "60% (12/20) on version 1" in text

    await discord_bot.say(ANA, "how many credits do we have left?", channel=thread)
    assert "480 credits" in standin.in_channel(thread)[-1]["content"]
    async with await as_user(runtime, "ana") as api:
        assert (await api.get_benchmark("gsm-mini")).current_version == 2


async def test_conversation_3_ambiguity_buttons_continue_the_request(discord_bot: DiscordHarness,
                                                                     standin: DiscordStandIn) -> None:
    await discord_bot.link(ANA, "ana")
    await discord_bot.say(ANA, "fix gsm-mini results for tiny-1")
    thread = thread_of(standin)
    question = discord_bot.last_with_buttons(thread)
    assert "change the benchmark, or improve the model?" in question["content"]
    assert [b["label"] for b in standin.buttons(question)] == ["Change the benchmark", "Improve the model"]
    assert len(standin.in_channel(thread)) == 1, "one short question"

    await discord_bot.click(ANA, question, "Change the benchmark", locale="en-GB")
    assert "ana chose: Change the benchmark." in standin.messages[question["id"]]["content"]
    assert standin.buttons(standin.messages[question["id"]]) == []
    assert "widen the key of 5 items of gsm-mini" in standin.text_in(thread)


async def test_conversation_6_someone_else_clicks(discord_bot: DiscordHarness, standin: DiscordStandIn,
                                                  runtime) -> None:
    await discord_bot.link(ANA, "ana")
    await discord_bot.say(ANA, "why did tiny-1 score so low on gsm-mini?")
    thread = thread_of(standin)
    proposal = discord_bot.last_with_buttons(thread)
    visible = len(standin.in_channel(thread))
    before = len(runtime.requests)

    await discord_bot.click(BEN, proposal, "Confirm")
    private = standin.ephemeral_to(BEN["id"])
    assert len(private) == 1 and "Only ana can confirm" in private[0]["content"]
    assert len(standin.in_channel(thread)) == visible, "nothing said in the thread"
    assert [b["label"] for b in standin.buttons(standin.messages[proposal["id"]])] == ["Confirm", "Cancel"]
    assert not [c for c in standin.calls if c.method == "PATCH"], "the proposal message is untouched"
    assert writes(runtime, before) == []

    # ben's typed yes in the thread: answered privately too (a DM: a message has no ephemeral reply).
    await discord_bot.say(BEN, "yes", channel=thread, mention=False)
    dm = standin.dm_channel_of(BEN["id"])
    assert dm is not None and "Only ana can confirm" in standin.text_in(dm)
    assert len(standin.in_channel(thread)) == visible

    await discord_bot.click(ANA, proposal, "Confirm")
    assert "gsm-mini is now version 2" in standin.text_in(thread)
    assert standin.ephemeral_to(ANA["id"]) == []


async def test_conversation_13_injected_instructions_ping_nobody(discord_bot: DiscordHarness,
                                                                 standin: DiscordStandIn, runtime) -> None:
    await discord_bot.link(ANA, "ana")
    before = len(runtime.requests)
    await discord_bot.say(ANA, "analyze tiny-2 on capitals")
    thread = thread_of(standin)
    text = standin.text_in(thread)
    for answer in ("Paris, France", "Canberra (Australia)", "Tokyo, Japan", "Lima, Peru"):
        assert answer in text
    # The hostile saved answer is quoted as inert text: mentions broken, link without a preview.
    assert "Toronto. @channel @\u200beveryone see <https://example.com/capitals-cheatsheet>" in text
    assert "widen the key of 4 items of capitals" in discord_bot.last_with_buttons(thread)["content"]
    assert writes(runtime, before) == []
    for call, body in standin.sent_bodies():
        assert body.get("allowed_mentions") == {"parse": []}, f"{call.method} {call.path}"
        assert standin.pings(body) == [], f"{call.method} {call.path}"
        assert standin.pings({"content": body["content"]}) == [], "pings nobody even without allowed_mentions"
        assert standin.previews(body, 0) == [], "no link unfurls, even without the suppress flag"
    async with await as_user(runtime, "ana") as api:
        assert {b.name for b in await api.list_benchmarks()} >= {"capitals", "gsm-mini"}
