"""Rendering and reading Slack text: escaping, links, limits, Block Kit, inbound entities."""

from __future__ import annotations

from adapters.slack_inbound import DM_THREAD, click_place, event_place, inbound_text, readable
from adapters.slack_render import (
    MESSAGE_BLOCKS,
    MESSAGE_CHARS,
    SECTION_CHARS,
    quote,
    render,
    render_line,
    render_update,
)
from bot.text import Link, Quote, Words
from bot.turn import Button, OutgoingMessage, parse_button_value


def test_quoted_data_is_escaped_and_inert() -> None:
    hostile = "<!channel> <@U123> <!here|here> & `code` *bold*\nhttps://example.com"
    rendered = quote(hostile)
    assert rendered.startswith("`") and rendered.endswith("`") and rendered.count("`") == 2
    assert "<" not in rendered and ">" not in rendered and "\n" not in rendered
    assert "&lt;!channel&gt;" in rendered and "&amp;" in rendered
    assert quote("") == ""


def test_words_are_escaped_and_links_are_links() -> None:
    line = [Words(text="a < b & c > d: "), Link(text="Open | me", url="https://x.test/link/a|b>c"),
            Words(text=" then "), Quote(text="@everyone")]
    assert render_line(line) == ("a &lt; b &amp; c &gt; d: <https://x.test/link/a%7Cb%3Ec|Open \u2223 me>"
                                 " then `@everyone`")


def test_long_messages_are_split_within_limits() -> None:
    lines = [[Words(text=f"line {i} " + "x" * 200)] for i in range(100)]
    payloads = render(OutgoingMessage(lines=lines))
    assert len(payloads) > 1 and all(len(p.text) <= MESSAGE_CHARS and p.blocks is None for p in payloads)
    assert "\n".join(p.text for p in payloads).count("line ") == 100
    huge = render(OutgoingMessage(lines=[[Quote(text="y " * 5000)]]))
    assert all(len(p.text) <= MESSAGE_CHARS for p in huge)


def test_proposals_are_block_kit_with_confirm_and_cancel() -> None:
    buttons = [Button(label="Confirm", action="confirm", proposal_id="p1", primary=True),
               Button(label="Cancel", action="cancel", proposal_id="p1")]
    message = OutgoingMessage(lines=[[Words(text="Summary")], [], [Words(text="finding "), Quote(text="4.0")]],
                              buttons=buttons, kind="proposal")
    (payload,) = render(message)
    assert payload.blocks is not None
    *sections, actions = payload.blocks
    assert [s["text"]["text"] for s in sections] == ["Summary", "finding `4.0`"]
    assert [(e["value"], e.get("style")) for e in actions["elements"]] == [("confirm:p1", "primary"),
                                                                          ("cancel:p1", None)]
    assert len({e["action_id"] for e in actions["elements"]}) == 2
    assert all(parse_button_value(e["value"]) is not None for e in actions["elements"])
    assert "Summary" in payload.text


def test_a_very_long_proposal_keeps_its_buttons_within_block_limits() -> None:
    buttons = [Button(label="Confirm", action="confirm", proposal_id="p2", primary=True)]
    lines = []
    for i in range(120):
        lines += [[Words(text=f"group {i} " + "z" * 100)], []]
    payloads = render(OutgoingMessage(lines=lines, buttons=buttons))
    last = payloads[-1]
    assert last.blocks is not None and len(last.blocks) <= MESSAGE_BLOCKS and last.blocks[-1]["type"] == "actions"
    assert all(p.blocks is None for p in payloads[:-1])
    assert all(len(b["text"]["text"]) <= SECTION_CHARS for b in last.blocks if b["type"] == "section")
    update = render_update(OutgoingMessage(lines=lines))
    assert update.blocks is not None and len(update.blocks) <= MESSAGE_BLOCKS
    assert all(b["type"] == "section" for b in update.blocks), "an update without buttons removes them"


def test_inbound_text_reads_slack_entities() -> None:
    text = "<@UBOT> look at <@U9|bob>'s run &amp; <#C1|general> &lt;3 <https://x.test|x> <!here>"
    assert inbound_text(text, "UBOT") == "look at @bob's run & #general <3 x @here"


def test_which_messages_are_read() -> None:
    person = {"type": "message", "user": "U1", "text": "hi", "ts": "1.1", "channel": "C1"}
    assert readable(person, "UBOT", "BBOT")
    assert not readable({**person, "user": "UBOT"}, "UBOT", "BBOT")
    assert not readable({**person, "bot_id": "B2"}, "UBOT", "BBOT")
    assert not readable({**person, "subtype": "message_changed"}, "UBOT", "BBOT")
    assert not readable({**person, "subtype": "bot_message"}, "UBOT", "BBOT")
    assert readable({**person, "subtype": "thread_broadcast"}, "UBOT", "BBOT")


def test_places() -> None:
    place, thread = event_place({"channel": "C1", "ts": "5.5", "channel_type": "channel"})
    assert (place.thread, thread, place.is_dm) == ("5.5", "5.5", False)
    place, thread = event_place({"channel": "C1", "ts": "6.6", "thread_ts": "5.5"})
    assert (place.thread, thread) == ("5.5", "5.5")
    place, thread = event_place({"channel": "D1", "ts": "7.7", "channel_type": "im"})
    assert (place.thread, thread, place.is_dm) == (DM_THREAD, None, True)
    place, thread, ts = click_place({"container": {"channel_id": "C1", "message_ts": "9.9"},
                                     "message": {"ts": "9.9", "thread_ts": "5.5"}, "user": {"id": "U1"}})
    assert (place.channel, place.thread, thread, ts) == ("C1", "5.5", "5.5", "9.9")
