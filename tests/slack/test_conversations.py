"""Acceptance conversations of SCENARIOS.md through Slack: signed events in, Web API calls out."""

from __future__ import annotations

import re

from tests.slack.conftest import ANA, BEN, NEWCOMER, SlackBot, approve_link
from tests.slack.standin import BOT_USER


def replies_in(bot: SlackBot, thread_ts: str, since: int = 0) -> str:
    return "\n".join(c.text for c in bot.api.calls[since:]
                     if c.method in ("chat.postMessage", "chat.update") and c.args.get("thread_ts", thread_ts) == thread_ts)


async def test_conversation_1_by_button_clicks(slack_bot: SlackBot) -> None:
    bot, api = slack_bot, slack_bot.api
    mention = await bot.slack.mention(ANA, "why did tiny-1 score so low on gsm-mini?")
    await bot.settle()
    posts = api.of("chat.postMessage")
    assert posts and all(p.args["thread_ts"] == mention for p in posts), "replies go into the mention's thread"
    assert all(p.args["unfurl_links"] is False and p.args["unfurl_media"] is False for p in posts)
    text = api.texts()
    assert "`tiny-1` scored 60% (12/20) on `gsm-mini` version 1." in text
    assert "60% → 85%, 5 wrong → right, 0 right → wrong" in text
    proposal = api.last_with_buttons()
    confirm, cancel = proposal.buttons
    assert (confirm["text"]["text"], confirm.get("style")) == ("Confirm", "primary")
    assert cancel["text"]["text"] == "Cancel" and "style" not in cancel
    assert "`tiny-1`: 60% → 85%" in proposal.text and "`tiny-2`: unchanged at 90%" in proposal.text
    statuses = api.of("assistant.threads.setStatus")
    assert [(c.args["status"], c.args["thread_ts"]) for c in statuses] == [("is working on it…", mention)], \
        "the thread shows the working status, one call: the answer clears it"
    assert api.calls.index(statuses[0]) < api.calls.index(posts[0])
    assert not api.of("reactions.add", "reactions.remove")
    assert "60%" not in "".join(c.text for c in api.of("chat.postEphemeral"))

    mark = len(api.calls)
    await bot.slack.click(ANA, proposal, "Confirm")
    await bot.settle()
    updates = [c for c in api.calls[mark:] if c.method == "chat.update"]
    assert updates and updates[0].args["ts"] == proposal.ts
    assert "Confirmed by `ana`." in updates[0].text and not updates[0].buttons
    assert "`gsm-mini` is now version 2." in replies_in(bot, mention, mark)
    launch = api.last_with_buttons()
    assert launch is not proposal and "20 credits (balance 500 → 480)" in launch.text

    mark = len(api.calls)
    await bot.slack.click(ANA, launch, "Confirm")
    await bot.settle()
    result = replies_in(bot, mention, mark)
    assert "scored 85% (17/20) on `gsm-mini` version 2" in result
    assert "60% (12/20) on version 1" in result
    assert await bot.runtime.sandbox.credits("acme") == 480


async def test_conversation_1_by_typed_yes_in_the_thread(slack_bot: SlackBot) -> None:
    bot, api = slack_bot, slack_bot.api
    mention = await bot.slack.mention(ANA, "why did tiny-1 score so low on gsm-mini?")
    await bot.settle()
    assert api.last_with_buttons().buttons

    mark = len(api.calls)
    await bot.slack.message(ANA, "yes", thread_ts=mention)
    await bot.settle()
    text = replies_in(bot, mention, mark)
    assert "Confirmed by `ana`." in text and "`gsm-mini` is now version 2." in text
    assert "20 credits (balance 500 → 480)" in text

    mark = len(api.calls)
    await bot.slack.message(ANA, "yes", thread_ts=mention)
    await bot.settle()
    assert "scored 85% (17/20) on `gsm-mini` version 2" in replies_in(bot, mention, mark)
    assert await bot.runtime.sandbox.credits("acme") == 480


async def test_other_channel_messages_are_ignored_unread(slack_bot: SlackBot) -> None:
    bot, api = slack_bot, slack_bot.api
    await bot.slack.message(ANA, "why did tiny-1 score so low on gsm-mini?")  # no mention, no thread
    top = api.next_ts()
    await bot.slack.message(ANA, "yes", thread_ts=top)  # a thread with nothing waiting
    await bot.slack.message(ANA, "edited", thread_ts=top, subtype="message_changed")
    await bot.slack.message("UOTHERBOT", "yes", thread_ts=top, bot_id="B0OTHER")
    await bot.settle()
    assert api.messages() == [] and api.of("users.info") == []


async def test_conversation_3_ambiguity_answered_by_a_button(slack_bot: SlackBot) -> None:
    bot, api = slack_bot, slack_bot.api
    mention = await bot.slack.mention(ANA, "fix gsm-mini results for tiny-1")
    await bot.settle()
    question = api.last_with_buttons()
    assert "Should I change the benchmark, or improve the model?" in question.text
    assert [b["text"]["text"] for b in question.buttons] == ["Change the benchmark", "Improve the model"]

    mark = len(api.calls)
    await bot.slack.click(ANA, question, "Change the benchmark")
    await bot.settle()
    update = next(c for c in api.calls[mark:] if c.method == "chat.update")
    assert update.args["ts"] == question.ts and not update.buttons
    proposal = api.last_with_buttons()
    assert proposal is not question and proposal.args["thread_ts"] == mention
    assert "I can widen the key of 5 items of `gsm-mini`" in proposal.text


async def test_conversation_6_someone_else_clicks(slack_bot: SlackBot) -> None:
    bot, api = slack_bot, slack_bot.api
    mention = await bot.slack.mention(ANA, "why did tiny-1 score so low on gsm-mini?")
    await bot.settle()
    proposal = api.last_with_buttons()

    mark = len(api.calls)
    await bot.slack.click(BEN, proposal, "Confirm")
    await bot.settle()
    after = api.calls[mark:]
    ephemerals = [c for c in after if c.method == "chat.postEphemeral"]
    assert len(ephemerals) == 1 and ephemerals[0].args["user"] == BEN
    assert ephemerals[0].args["thread_ts"] == mention
    assert "Only `ana` can confirm or cancel this" in ephemerals[0].text
    assert not [c for c in after if c.method in ("chat.update", "chat.postMessage")], "the proposal is untouched"

    await bot.slack.click(ANA, proposal, "Confirm")
    await bot.settle()
    assert "Confirmed by `ana`." in api.texts() and "`gsm-mini` is now version 2." in api.texts()


async def test_conversation_9_not_linked_then_linked(slack_bot: SlackBot) -> None:
    bot, api = slack_bot, slack_bot.api
    mention = await bot.slack.mention(NEWCOMER, "why did tiny-1 score so low on gsm-mini?")
    await bot.settle()
    assert api.of("chat.postMessage") == [], "the link prompt is never visible in the channel"
    (prompt,) = api.of("chat.postEphemeral")
    assert prompt.args["user"] == NEWCOMER and prompt.args["thread_ts"] == mention
    found = re.search(r"<(http://sandbox\.test/link/[^|>]+)\|Link my BenchGen account>", prompt.text)
    assert found, prompt.text

    page = await approve_link(bot.runtime, found.group(1), "ana", "ana-demo")
    assert page.status_code == 200

    await bot.slack.mention(NEWCOMER, "why did tiny-1 score so low on gsm-mini?", thread_ts=mention)
    await bot.settle()
    assert "`tiny-1` scored 60% (12/20) on `gsm-mini` version 1." in replies_in(bot, mention)


async def test_conversation_13_quoted_data_cannot_ping_or_unfurl(slack_bot: SlackBot) -> None:
    bot, api = slack_bot, slack_bot.api
    await bot.slack.mention(ANA, "analyze tiny-2 on capitals")
    await bot.settle()
    text = api.texts()
    assert "`Toronto. @channel @everyone see https://example.com/capitals-cheatsheet`" in text
    assert "`Lima, Peru`" in text
    raw = "\n".join(str(c.args) for c in api.messages())
    for ping in ("<!channel>", "<!everyone>", "<!here>", "<@", "<https://example.com"):
        assert ping not in raw
    assert all(c.args["unfurl_links"] is False and c.args["unfurl_media"] is False
               and c.args["link_names"] is False for c in api.of("chat.postMessage"))
    proposal = api.last_with_buttons()
    assert "I can widen the key of 4 items of `capitals`" in proposal.text
    assert "delete" not in proposal.text.lower()


async def test_a_dm_is_answered_in_the_dm(slack_bot: SlackBot) -> None:
    bot, api = slack_bot, slack_bot.api
    await bot.slack.message(ANA, "what did tiny-2 score on capitals?", channel="D0ANA", channel_type="im")
    await bot.settle()
    (post,) = [c for c in api.of("chat.postMessage")]
    assert post.args["channel"] == "D0ANA" and "thread_ts" not in post.args
    assert "75% (15/20)" in post.text


async def test_the_bots_own_mention_is_not_read_as_text(slack_bot: SlackBot) -> None:
    bot, api = slack_bot, slack_bot.api
    await bot.slack.message(ANA, f"<@{BOT_USER}> how many credits do we have left?", channel="D0ANA",
                            channel_type="im")
    await bot.settle()
    assert "500" in api.texts()
