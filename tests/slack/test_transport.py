"""The Slack endpoint itself: signatures, retries, acks, clicks twice, the slash command, rate limits."""

from __future__ import annotations

import asyncio
import json
import time

from bot.incoming import MAX_MESSAGE_CHARS
from tests.slack.conftest import ANA, SlackBot
from tests.slack.standin import Call, sign


async def test_healthz(slack_bot: SlackBot) -> None:
    response = await slack_bot.slack.http.get(f"{slack_bot.base_url}/healthz")
    assert (response.status_code, response.text) == (200, "ok")


async def test_url_verification_is_answered_when_signed(slack_bot: SlackBot) -> None:
    response = await slack_bot.slack.post_json({"type": "url_verification", "challenge": "c-123", "token": "x"})
    assert response.status_code == 200 and response.json()["challenge"] == "c-123"


async def test_unsigned_badly_signed_or_stale_requests_get_401_and_nothing_is_handled(slack_bot: SlackBot) -> None:
    bot = slack_bot
    event = bot.slack.envelope({"type": "app_mention", "user": ANA, "text": "<@UBOT> how many credits?",
                                "ts": "1700000999.000100", "channel": "C0GENERAL"})
    body = json.dumps(event)
    url = bot.slack.url
    cases = {
        "missing": {},
        "bad": {**sign(body), "X-Slack-Signature": "v0=" + "0" * 64},
        "other secret": sign(body, secret="not-the-secret"),
        "stale": sign(body, timestamp=int(time.time()) - 6 * 60),
        "signature only": {"X-Slack-Signature": sign(body)["X-Slack-Signature"]},
    }
    for name, headers in cases.items():
        response = await bot.slack.http.post(url, content=body,
                                             headers={"Content-Type": "application/json", **headers})
        assert response.status_code == 401, name
    click = {"payload": json.dumps({"type": "block_actions", "actions": [{"action_id": "benchgen_confirm_0",
                                                                          "value": "confirm:abc"}]})}
    response = await bot.slack.http.post(url, data=click)
    assert response.status_code == 401
    await bot.settle()
    assert bot.api.calls == [], "nothing was read, fetched or answered"


async def test_a_retried_event_is_handled_once(slack_bot: SlackBot) -> None:
    bot, api = slack_bot, slack_bot.api
    ts = api.next_ts()
    event = {"type": "app_mention", "user": ANA, "text": "<@UBOT> how many credits do we have left?",
             "ts": ts, "channel": "C0GENERAL"}
    await bot.slack.event(event, event_id="Ev0RETRY")
    await bot.slack.event(event, event_id="Ev0RETRY", headers={"X-Slack-Retry-Num": "1",
                                                               "X-Slack-Retry-Reason": "http_timeout"})
    await bot.settle()
    await bot.slack.event(event, event_id="Ev0RETRY", headers={"X-Slack-Retry-Num": "2"})
    await bot.settle()
    posts = api.of("chat.postMessage")
    assert len(posts) == 1 and "500" in posts[0].text


async def test_a_retried_message_over_the_limit_is_answered_once(slack_bot: SlackBot) -> None:
    """Answered before anything reads its thread, and still only once."""
    bot, api = slack_bot, slack_bot.api
    event = {"type": "app_mention", "user": ANA, "text": "<@UBOT> " + "why " * (MAX_MESSAGE_CHARS // 4),
             "ts": api.next_ts(), "channel": "C0GENERAL"}
    await bot.slack.event(event, event_id="Ev0LONG")
    await bot.settle()
    await bot.slack.event(event, event_id="Ev0LONG", headers={"X-Slack-Retry-Num": "1"})
    await bot.settle()
    assert len(api.of("chat.postMessage")) == 1


async def test_the_ack_does_not_wait_for_the_work(slack_bot: SlackBot) -> None:
    bot = slack_bot
    bot.api.delays["users.info"] = 1.5  # Slack is slow today: the work takes over 1.5 s
    started = time.monotonic()
    await bot.slack.mention(ANA, "how many credits do we have left?")
    assert time.monotonic() - started < 1.0, "both events were acknowledged before the work was done"
    assert bot.runtime.background.busy and bot.api.of("chat.postMessage") == []
    await bot.settle()
    assert "500" in bot.api.of("chat.postMessage")[0].text


async def test_a_double_click_executes_once(slack_bot: SlackBot) -> None:
    bot, api = slack_bot, slack_bot.api
    await bot.slack.mention(ANA, "why did tiny-1 score so low on gsm-mini?")
    await bot.settle()
    proposal = api.last_with_buttons()
    mark = len(api.calls)
    await asyncio.gather(*(bot.slack.click(ANA, proposal, "Confirm") for _ in range(3)))
    await bot.settle()
    texts = [c.text for c in api.calls[mark:] if c.method == "chat.postMessage"]
    assert sum("`gsm-mini` is now version 2." in t for t in texts) == 1
    assert not any("already done" in t for t in texts)  # duplicates are told privately, to the clicker
    private = [c for c in api.calls[mark:] if c.method == "chat.postEphemeral"]
    assert sum("already done; it will not run twice" in c.text for c in private) == 2
    assert all(c.args["user"] == ANA for c in private)
    assert len([c for c in api.calls[mark:] if c.method == "chat.update"]) == 1


async def test_a_forged_button_value_is_ignored_with_a_private_note(slack_bot: SlackBot) -> None:
    bot, api = slack_bot, slack_bot.api
    await bot.slack.mention(ANA, "why did tiny-1 score so low on gsm-mini?")
    await bot.settle()
    proposal = api.last_with_buttons()
    mark = len(api.calls)
    forged = {**proposal.button("Confirm"), "value": "delete:everything:now:please"}
    await bot.slack.click_with(ANA, proposal, forged)
    await bot.settle()
    after = api.calls[mark:]
    assert [c.method for c in after if c.method.startswith("chat.")] == ["chat.postEphemeral"]
    assert after[-1].args["user"] == ANA
    assert await bot.runtime.dispatcher.awaits_answer(f"slack:T0ACME:C0GENERAL:{proposal.args['thread_ts']}")


async def test_the_slash_command_answers_privately(slack_bot: SlackBot) -> None:
    bot, api = slack_bot, slack_bot.api
    response = await bot.slack.post_form({
        "command": "/benchgen", "text": "why did tiny-1 score so low on gsm-mini?", "team_id": "T0ACME",
        "user_id": ANA, "user_name": "ana", "channel_id": "C0GENERAL", "channel_name": "general",
        "response_url": f"{api.base_url}/response/slash", "trigger_id": "1.2.3", "api_app_id": "A0BENCH",
        "token": "unused",
    })
    assert response.status_code == 200
    await bot.settle()
    assert api.of("chat.postMessage") == []
    responses = api.of("response_url")
    assert responses and all(r.args["response_type"] == "ephemeral" for r in responses)
    assert "`tiny-1` scored 60% (12/20)" in responses[0].text
    proposal = responses[-1]
    assert [b["text"]["text"] for b in proposal.buttons] == ["Confirm", "Cancel"]

    mark = len(api.calls)
    shown = Call("chat.postEphemeral", {"channel": "C0GENERAL", "blocks": proposal.args["blocks"]},
                 ts="1700000777.000100")
    click = bot.slack.click_payload(ANA, shown, proposal.button("Confirm"))
    click["container"] = {"type": "message", "message_ts": "1700000777.000100", "channel_id": "C0GENERAL",
                          "is_ephemeral": True}
    click.pop("message")
    assert (await bot.slack.post_form({"payload": json.dumps(click)})).status_code == 200
    await bot.settle()
    after = [c for c in api.calls[mark:] if c.method == "response_url"]
    assert after[0].args["replace_original"] is True and "Confirmed by `ana`." in after[0].text
    assert any("`gsm-mini` is now version 2." in c.text for c in after)
    assert api.of("chat.postMessage") == []


async def test_rate_limits_are_retried(slack_bot: SlackBot) -> None:
    bot, api = slack_bot, slack_bot.api
    api.rate_limited["chat.postMessage"] = 1
    await bot.slack.message(ANA, "how many credits do we have left?", channel="D0ANA", channel_type="im")
    await bot.settle()
    assert [c.method for c in api.calls if "postMessage" in c.method] == ["rate_limited:chat.postMessage",
                                                                          "chat.postMessage"]
    assert "500" in api.of("chat.postMessage")[0].text
