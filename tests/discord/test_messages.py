"""Which Discord messages reach the bot, where its answers go, and what they look like on the wire."""

from __future__ import annotations

from dataclasses import dataclass, field

from adapters.discord_app import BenchGenDiscordClient, ProposalButton, intents
from adapters.discord_reply import DiscordReplier
from bot.text import Quote, Words
from bot.turn import Button, OutgoingMessage, Turn
from tests.discord import payloads as p
from tests.discord.conftest import ANA, BEN, BOT, OTHER_BOT, TOKEN, DiscordHarness, approve_in_browser
from tests.discord.standin import DiscordStandIn


def threads(standin: DiscordStandIn) -> list[str]:
    return [c["id"] for c in standin.channels.values() if c["type"] == 11]


def bot_writes(standin: DiscordStandIn) -> list[tuple[str, str]]:
    return [(c.method, c.path) for c in standin.calls if c.method != "GET"]


async def test_bots_and_everyone_are_not_talking_to_the_bot(discord_bot: DiscordHarness,
                                                            standin: DiscordStandIn) -> None:
    await discord_bot.say(OTHER_BOT, "why did tiny-1 score so low on gsm-mini?")  # another bot mentions it
    own = p.message_create(standin, BOT, p.CHANNEL_ID, f"<@{BOT['id']}> hello", mentions=[BOT])
    discord_bot.feed("MESSAGE_CREATE", own)  # its own message
    await discord_bot.say(ANA, "@everyone what can you do?", mention=False)  # @everyone is not a mention
    await discord_bot.settle()
    assert bot_writes(standin) == []


async def test_a_mention_in_a_thread_is_answered_in_that_thread(discord_bot: DiscordHarness,
                                                                standin: DiscordStandIn) -> None:
    await discord_bot.say(ANA, "what can you do?")
    (thread,) = threads(standin)
    await discord_bot.say(BEN, "what can you do?", channel=thread)
    assert threads(standin) == [thread], "no thread inside a thread"
    assert len(standin.in_channel(thread)) == 2
    assert standin.in_channel(p.CHANNEL_ID) == []


async def test_a_mention_where_threads_are_impossible_is_answered_in_place(discord_bot: DiscordHarness,
                                                                            standin: DiscordStandIn) -> None:
    await discord_bot.say(ANA, "what can you do?", channel=p.VOICE_ID)  # a voice channel's text chat
    assert threads(standin) == []
    assert "I can" in standin.text_in(p.VOICE_ID)


async def test_the_link_prompt_goes_only_to_a_dm(discord_bot: DiscordHarness, standin: DiscordStandIn,
                                                 runtime) -> None:
    """Conversation 9 through Discord: an unlinked user asks in a server channel."""
    await discord_bot.say(ANA, "why did tiny-1 score so low on gsm-mini?")
    (thread,) = threads(standin) or [None]
    dm = standin.dm_channel_of(ANA["id"])
    assert dm is not None
    prompt = standin.text_in(dm)
    link = next(w.strip("<>") for w in prompt.split() if w.startswith("<http"))
    assert "/link/" in link
    public = standin.text_in(p.CHANNEL_ID) + (standin.text_in(thread) if thread else "")
    assert "/link/" not in public and "http" not in public
    await approve_in_browser(runtime, link, "ana")

    await discord_bot.say(ANA, "why did tiny-1 score so low on gsm-mini?")
    (thread,) = [t for t in threads(standin) if t != thread] or threads(standin)
    assert "60% (12/20)" in standin.text_in(thread)


async def test_without_the_message_content_intent_mentions_and_buttons_still_work(
        discord_bot: DiscordHarness, standin: DiscordStandIn) -> None:
    assert not intents(message_content=False).message_content
    assert intents(message_content=True).message_content
    await discord_bot.stop_client()
    client = await discord_bot.start_client(message_content=False)
    assert not client.intents.message_content
    await discord_bot.link(ANA, "ana")
    await discord_bot.say(ANA, "why did tiny-1 score so low on gsm-mini?")  # mentions carry their content
    (thread,) = threads(standin)
    proposal = discord_bot.last_with_buttons(thread)
    before = len(standin.calls)
    await discord_bot.say(ANA, "yes", channel=thread, mention=False, content="")  # as Discord sends it
    assert standin.calls[before:] == [], "an empty message is not an answer"
    await discord_bot.say(ANA, "yes", channel=thread)  # a mention with the yes works
    assert "Confirmed by ana." in standin.messages[proposal["id"]]["content"]
    assert "gsm-mini is now version 2" in standin.text_in(thread)


@dataclass
class RecordingDispatcher:
    """Stands in for the dispatcher to see exactly which `Turn` the adapter builds."""

    turns: list[Turn] = field(default_factory=list)
    pending: bool = False

    async def handle(self, turn: Turn, replier: object) -> None:
        self.turns.append(turn)

    async def awaits_answer(self, thread_key: str) -> bool:
        return self.pending


async def test_turns_carry_identity_place_locale_and_name(standin: DiscordStandIn, discord_bot: DiscordHarness,
                                                          ) -> None:
    recorder = RecordingDispatcher()
    client = BenchGenDiscordClient(recorder)  # type: ignore[arg-type]
    await client.login(TOKEN)
    try:
        discord_bot.clients.append(client)
        discord_bot.feed("GUILD_CREATE", p.guild_create(BOT, [standin.channels[p.CHANNEL_ID]], locale="de"))
        mention = await discord_bot.say(ANA, "wie gut war tiny-1?")
        turn = recorder.turns[-1]
        assert turn.identity.key == f"discord:{p.GUILD_ID}:{ANA['id']}"
        assert turn.place.channel == p.CHANNEL_ID and turn.place.thread == mention["id"]
        assert turn.text == "wie gut war tiny-1?" and turn.locale == "de" and turn.display_name == "ana"

        sent = {**p.message_create(standin, BOT, p.CHANNEL_ID, "x"), "components": [{"type": 1, "components": [
            {"type": 2, "style": 1, "label": "Bestätigen", "custom_id": "bg:confirm:abc123"}]}]}
        standin.messages[sent["id"]] = sent
        await discord_bot.click(BEN, sent, "Bestätigen", locale="pt-BR")
        turn = recorder.turns[-1]
        assert turn.click is not None and turn.click.action == "confirm" and turn.click.proposal_id == "abc123"
        assert turn.identity.user == BEN["id"] and turn.locale == "pt-BR"
        assert turn.place.channel == turn.place.thread == p.CHANNEL_ID

        recorder.pending = False
        await discord_bot.say(BEN, "ja", channel=p.CHANNEL_ID, mention=False)
        assert len(recorder.turns) == 2, "a message not for the bot, with nothing pending, is ignored"
        recorder.pending = True
        await discord_bot.say(BEN, "ja", channel=p.CHANNEL_ID, mention=False)
        assert len(recorder.turns) == 3 and recorder.turns[-1].text == "ja", "a typed answer to what waits"
    finally:
        discord_bot.clients.remove(client)
        await client.close()


async def test_long_messages_are_split_and_edited_within_discords_limit(
        discord_bot: DiscordHarness, standin: DiscordStandIn) -> None:
    replier = DiscordReplier(discord_bot.client, open_channel=_channel(p.CHANNEL_ID), user=discord_bot.client.user,
                             button=ProposalButton.of)
    lines = [[Words(text=f"item {n}: answered "), Quote(text="@everyone " + "x" * 80)] for n in range(50)]
    buttons = [Button(label="Confirm", action="confirm", proposal_id="p1", primary=True),
               Button(label="Cancel", action="cancel", proposal_id="p1")]
    ref = await replier.post(OutgoingMessage(lines=lines, buttons=buttons))
    posted = standin.in_channel(p.CHANNEL_ID)
    assert len(posted) == 3 and all(len(m["content"]) <= 2000 for m in posted)
    assert [bool(standin.buttons(m)) for m in posted] == [False, False, True], "buttons on the last part"
    assert "\n".join(m["content"] for m in posted).count("item ") == 50, "split at line breaks, nothing lost"

    await replier.update(ref, OutgoingMessage(lines=lines[:3]))
    remaining = standin.in_channel(p.CHANNEL_ID)
    assert len(remaining) == 1 and remaining[0]["content"].count("item ") == 3
    assert standin.buttons(remaining[0]) == []
    for _, body in standin.sent_bodies():
        assert standin.pings(body) == []


def _channel(channel_id: str):
    async def open_channel() -> int:
        return int(channel_id)
    return open_channel
