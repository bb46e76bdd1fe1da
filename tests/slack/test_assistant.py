"""Slack's assistant surface over real HTTP: signed assistant events in, the thread's greeting,
suggested prompts, status and title out to the stand-in Web API; the thread context in the real store."""

from __future__ import annotations

from typing import Any

import pytest

from adapters.slack_assistant import prompts
from bot.i18n import SUPPORTED_LANGUAGES
from bot.i18n.catalog import Catalog
from bot.language import LanguageDetector
from bot.routing import Router
from tests.slack.conftest import ANA, SlackBot

DM = "D0ANA"
THREAD = "1700000900.000100"


def started(user: str, context: dict[str, str] | None = None) -> dict[str, Any]:
    return {"type": "assistant_thread_started", "event_ts": "1700000901.000100",
            "assistant_thread": {"user_id": user, "channel_id": DM, "thread_ts": THREAD,
                                 "context": context or {}}}


async def open_thread(bot: SlackBot, user: str = ANA, context: dict[str, str] | None = None) -> None:
    await bot.slack.event(started(user, context))
    await bot.settle()


async def test_a_new_thread_is_greeted_with_suggested_prompts_in_the_users_language(slack_bot: SlackBot) -> None:
    bot, api = slack_bot, slack_bot.api
    api.users[ANA]["locale"] = "de-DE"
    await open_thread(bot, context={"channel_id": "C0GENERAL", "team_id": "T0ACME"})
    (greeting,) = api.of("chat.postMessage")
    assert greeting.args["channel"] == DM and greeting.args["thread_ts"] == THREAD
    assert greeting.text.startswith("Hallo, ich bin BenchGen.")
    (suggested,) = api.of("assistant.threads.setSuggestedPrompts")
    shown = [p["message"] for p in suggested.args["prompts"]]
    assert "Wie viele Credits haben wir noch?" in shown and len(shown) == 4
    context = await bot.adapter.threads.find(channel_id=DM, thread_ts=THREAD)
    assert context is not None and context.channel_id == "C0GENERAL"


async def test_a_changed_context_keeps_the_channel_in_view(slack_bot: SlackBot) -> None:
    bot = slack_bot
    await open_thread(bot, context={"channel_id": "C0GENERAL", "team_id": "T0ACME"})
    await bot.slack.event({"type": "assistant_thread_context_changed", "event_ts": "1700000902.000100",
                           "assistant_thread": {"user_id": ANA, "channel_id": DM, "thread_ts": THREAD,
                                                "context": {"channel_id": "C0RESEARCH", "team_id": "T0ACME"}}})
    await bot.settle()
    context = await bot.adapter.threads.find(channel_id=DM, thread_ts=THREAD)
    assert context is not None and context.channel_id == "C0RESEARCH"


async def test_a_message_in_the_thread_is_a_turn_with_a_status_and_a_title(slack_bot: SlackBot) -> None:
    bot, api = slack_bot, slack_bot.api
    await open_thread(bot)
    mark = len(api.calls)
    question = "why did tiny-1 score so low on gsm-mini?"
    await bot.slack.message(ANA, question, channel=DM, channel_type="im", thread_ts=THREAD)
    await bot.settle()
    calls = api.calls[mark:]
    methods = [c.method for c in calls]
    statuses = [c.args["status"] for c in calls if c.method == "assistant.threads.setStatus"]
    assert statuses == ["is working on it…"], "set while working; the answer clears it (Slack does), no call"
    assert methods.index("assistant.threads.setStatus") < methods.index("chat.postMessage")
    assert not api.of("reactions.add"), "no hourglass in an assistant thread"
    answers = [c for c in calls if c.method == "chat.postMessage"]
    assert answers and all(c.args["thread_ts"] == THREAD for c in answers)
    assert "60% → 85%, 5 wrong → right, 0 right → wrong" in "\n".join(c.text for c in answers)
    (title,) = [c for c in calls if c.method == "assistant.threads.setTitle"]
    assert title.args["title"] == question and title.args["thread_ts"] == THREAD


async def test_a_short_answer_leaves_the_title_alone(slack_bot: SlackBot) -> None:
    bot, api = slack_bot, slack_bot.api
    await open_thread(bot)
    await bot.slack.message(ANA, "how many credits do we have left?", channel=DM, channel_type="im", thread_ts=THREAD)
    await bot.settle()
    assert "500" in api.texts()
    assert not api.of("assistant.threads.setTitle")


async def test_a_thread_in_an_ordinary_dm_keeps_the_reaction(slack_bot: SlackBot) -> None:
    bot, api = slack_bot, slack_bot.api
    await bot.slack.message(ANA, "how many credits do we have left?", channel=DM, channel_type="im",
                            thread_ts="1700000800.000100")
    await bot.settle()
    assert "500" in api.texts()
    assert not api.of("assistant.threads.setStatus")
    assert api.of("reactions.add") and api.of("reactions.remove")


@pytest.mark.parametrize("language", SUPPORTED_LANGUAGES)
def test_every_suggested_prompt_is_understood_in_its_language(language: str, detector: LanguageDetector,
                                                               router: Router) -> None:
    for prompt in prompts(Catalog(), language):
        message = prompt["message"]
        assert detector.detect(message) == language, message
        route = router.route(message, language)  # a skill, or the help when asked what the bot can do
        assert route.decision == "skill" or (route.decision, route.intent) == ("help", "help"), message
