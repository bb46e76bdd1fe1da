"""Bad input (issue 7): huge messages, control and zero-width characters, unknown or forged
button values and malformed turns get a clear reply or a silent ignore, never a crash or a trace."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from bot.app.runtime import Runtime
from bot.turn import Button, Click, Identity, Place, Turn, parse_button_value
from tests.driver import ChatDriver, _Replier, joined
from tests.e2e.helpers import writes


async def test_a_message_over_40000_characters_gets_a_clear_reply(chat: ChatDriver, runtime: Runtime) -> None:
    before = len(runtime.requests)  # type: ignore[attr-defined]
    replies = await chat.push("ana", "why did tiny-1 score so low on gsm-mini? " + "x" * 40_000)
    assert len(replies) == 1 and "too long" in replies[0].text
    assert runtime.requests[before:] == []  # type: ignore[attr-defined]


async def test_control_and_zero_width_characters_are_dropped(chat: ChatDriver) -> None:
    text = "what\u200b did tiny-2\x00 score\u202e on \u2066capitals\ufeff?\x07\x1b[31m"
    assert "75% (15/20)" in joined(await chat.push("ana", text))
    for junk in ("", "   ", "\u200b\u200c\u200d\ufeff", "\x00\x01\x02", "\n\n\t"):
        replies = await chat.push("ana", junk)
        assert all("Traceback" not in s.text and "went wrong" not in s.text for s in replies), junk


FORGED = [
    "", ":", "confirm", "confirm:", "approve:abc", "CONFIRM:abc", "confirm:abc:def:ghi",
    "confirm:" + "a" * 65, "confirm:abc/../x", "confirm:abc def", "confirm:<script>", "choose:abc:",
    "confirm:abc\n", "cancel:%00", "choose:abc:" + "9" * 65, "confirm:ab\u200bc", "confirm:💥",
]


@pytest.mark.parametrize("value", FORGED)
def test_forged_button_values_do_not_parse(value: str) -> None:
    assert parse_button_value(value) is None


@pytest.mark.parametrize("proposal_id, choice", [("abc:def", None), ("a" * 65, None), ("abc", "x:y"), ("abc", "")])
def test_a_button_cannot_be_built_outside_the_grammar(proposal_id: str, choice: str | None) -> None:
    with pytest.raises(ValidationError):
        Button(label="Confirm", action="confirm", proposal_id=proposal_id, choice=choice)


def test_real_button_values_round_trip() -> None:
    assert parse_button_value("confirm:Ab-9_x") == Click(action="confirm", proposal_id="Ab-9_x")
    assert parse_button_value("choose:Ab-9_x:1") == Click(action="choose", proposal_id="Ab-9_x", choice="1")


async def test_clicks_on_unknown_or_mismatched_proposals_change_nothing(chat: ChatDriver, runtime: Runtime) -> None:
    await chat.push("ana", "why did tiny-1 score so low on gsm-mini?")
    real = chat.last_buttons()[0]
    before = len(runtime.requests)  # type: ignore[attr-defined]
    for click in (Click(action="confirm", proposal_id="doesnotexist"),
                  Click(action="cancel", proposal_id="x" * 64),
                  Click(action="choose", proposal_id=real.proposal_id, choice="99")):
        turn = Turn(identity=Identity(platform="console", workspace="local", user="ana"),
                    place=Place(channel="c1", thread="t9"), click=click)
        await runtime.dispatcher.handle(turn, _Replier(chat, "t9", "ana"))
    text = joined(chat.pop())
    assert "Traceback" not in text and "went wrong" not in text
    assert writes(runtime, before) == []
    # The forged choose-click did not use the proposal up: the real button still works.
    assert "gsm-mini is now version 2" in joined(await chat.click("ana", real))


async def test_an_identity_from_another_workspace_is_another_person(chat: ChatDriver, runtime: Runtime) -> None:
    """The same user id in another workspace is not linked, so it gets a private link, not ana's data."""
    other = ChatDriver(runtime.dispatcher, workspace="elsewhere")
    replies = await other.push("ana", "how many credits do we have left?")
    assert len(replies) == 1 and replies[0].message.kind == "link" and replies[0].message.private
