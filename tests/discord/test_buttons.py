"""Buttons through Discord: a click after a restart, a double click, the acknowledgement first."""

from __future__ import annotations

from tests.discord import payloads as p
from tests.discord.conftest import ANA, DiscordHarness
from tests.discord.standin import DiscordStandIn
from tests.e2e.helpers import as_user


def only_thread(standin: DiscordStandIn) -> str:
    (thread,) = [c["id"] for c in standin.channels.values() if c["type"] == 11]
    return thread


def callback_first(standin: DiscordStandIn, fed_at: int) -> None:
    """The first call the bot makes after a click is the interaction's acknowledgement."""
    first = standin.calls[fed_at]
    assert first.method == "POST" and first.path.endswith("/callback"), first
    assert first.body == {"type": 6}, "a deferred update of the clicked message"


async def test_a_click_after_a_restart_runs_the_proposal(discord_bot: DiscordHarness, standin: DiscordStandIn,
                                                         runtime) -> None:
    await discord_bot.link(ANA, "ana")
    await discord_bot.say(ANA, "why did tiny-1 score so low on gsm-mini?")
    thread = only_thread(standin)
    proposal = discord_bot.last_with_buttons(thread)

    # The bot process stops; a new one starts (nothing in memory; the gateway has not even sent
    # the server yet). The proposal is in Redis, the button's custom_id carries its id.
    await discord_bot.stop_client()
    fresh = await discord_bot.start_client(guild_create=False)
    assert fresh is not discord_bot.clients[0]
    fed_at = len(standin.calls)
    await discord_bot.click(ANA, proposal, "Confirm")
    callback_first(standin, fed_at)
    edited = standin.messages[proposal["id"]]
    assert standin.buttons(edited) == [] and "Confirmed by ana." in edited["content"]
    assert "gsm-mini is now version 2" in standin.text_in(thread)

    # A typed yes in the thread on the fresh process: the thread is looked up, then answered.
    await discord_bot.say(ANA, "yes", channel=thread, mention=False, background=True)
    assert ("GET", f"/channels/{thread}") in [(c.method, c.path) for c in standin.calls]
    assert "scored 85% (17/20) on gsm-mini version 2" in standin.text_in(thread)
    async with await as_user(runtime, "ana") as api:
        assert (await api.me()).credits == 480


async def test_a_double_click_executes_once(discord_bot: DiscordHarness, standin: DiscordStandIn,
                                            runtime) -> None:
    await discord_bot.link(ANA, "ana")
    await discord_bot.say(ANA, "why did tiny-1 score so low on gsm-mini?")
    thread = only_thread(standin)
    proposal = discord_bot.last_with_buttons(thread)
    button = next(b for b in standin.buttons(proposal) if b["label"] == "Confirm")
    clicks = [p.interaction_create(standin, ANA, proposal, button["custom_id"]) for _ in range(2)]
    for click in clicks:  # both arrive before either is handled
        discord_bot.feed("INTERACTION_CREATE", click)
    await discord_bot.settle()

    for click in clicks:
        acked = standin.interactions[click["token"]].acked_after
        assert acked is not None and acked < 3.0
    text = standin.text_in(thread)
    assert text.count("gsm-mini is now version 2") == 1
    assert "already done" not in text  # the duplicate is told privately, to the clicker
    private = " ".join(m.get("content") or "" for m in standin.ephemeral_to(ANA["id"]))
    assert private.count("That was already done; it will not run twice.") == 1
    async with await as_user(runtime, "ana") as api:
        assert (await api.get_benchmark("gsm-mini")).current_version == 2


async def test_a_cancel_click_in_a_dm(discord_bot: DiscordHarness, standin: DiscordStandIn, runtime) -> None:
    """In a DM: the conversation is the DM channel, and a click there is a click in that thread."""
    await discord_bot.link(ANA, "ana", workspace="dm")
    dm = {"id": standin.snowflake(), "type": 1, "recipients": [ANA], "last_message_id": None, "flags": 0}
    standin.add_channel(dm)
    await discord_bot.say(ANA, "why did tiny-1 score so low on gsm-mini?", channel=dm["id"], mention=False)
    proposal = discord_bot.last_with_buttons(dm["id"])
    fed_at = len(standin.calls)
    await discord_bot.click(ANA, proposal, "Cancel")
    callback_first(standin, fed_at)
    assert "Cancelled by ana." in standin.messages[proposal["id"]]["content"]
    assert "Cancelled: nothing was changed." in standin.text_in(dm["id"])
    assert not [c for c in standin.channels.values() if c["type"] == 11], "no thread in a DM"
    async with await as_user(runtime, "ana") as api:
        assert (await api.get_benchmark("gsm-mini")).current_version == 1
