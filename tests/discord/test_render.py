"""Discord text rendering: escaping quoted data, links, splitting, button ids."""

from __future__ import annotations

import re

from adapters.discord_render import (
    CUSTOM_ID_PREFIX,
    CUSTOM_ID_TEMPLATE,
    MAX_CHARS,
    MAX_CUSTOM_ID,
    escape_quote,
    render,
    split_text,
)
from bot.text import Link, Quote, Words
from bot.turn import MAX_CHOICE, MAX_PROPOSAL_ID, Button, OutgoingMessage, parse_button_value


def test_quoted_data_cannot_ping_format_or_unfurl() -> None:
    hostile = "Toronto. @channel @everyone @here <@123456789012345678> <@&223456789012345678> **bold** " \
              "see https://example.com/capitals-cheatsheet"
    out = escape_quote(hostile)
    assert "@everyone" not in out and "@here" not in out
    assert "<@123456789012345678>" not in out and "<@&223456789012345678>" not in out
    assert "**bold**" not in out and "\\*\\*bold\\*\\*" in out
    assert "<https://example.com/capitals-cheatsheet>" in out


def test_own_words_keep_their_text_and_links_stay_clickable_without_preview() -> None:
    message = OutgoingMessage(lines=[[Words(text="Open "), Link(text="this page", url="https://bg.test/link/n1")],
                                     [Words(text="item 3: answered "), Quote(text="x = 9 *")]])
    (text,) = render(message)
    assert text == "Open this page: <https://bg.test/link/n1>\nitem 3: answered x = 9 \\*"


def test_split_prefers_line_breaks_and_keeps_every_character() -> None:
    lines = [f"line {n} " + "y" * 300 for n in range(20)]
    chunks = split_text("\n".join(lines))
    assert all(len(c) <= MAX_CHARS for c in chunks)
    assert "\n".join(chunks) == "\n".join(lines)
    assert all(c.startswith("line ") for c in chunks), "no chunk starts mid-line"
    huge = "z" * (MAX_CHARS * 2 + 5)
    assert [len(c) for c in split_text(huge)] == [MAX_CHARS, MAX_CHARS, 5]
    assert split_text("") == ["\u200b"], "Discord refuses an empty message"


def test_custom_id_carries_the_button_value_both_ways() -> None:
    longest = Button(label="Choose", action="confirm", proposal_id="x" * MAX_PROPOSAL_ID, choice="9" * MAX_CHOICE)
    for button in (Button(label="Confirm", action="confirm", proposal_id="AbC-1_x9" * 2),
                   Button(label="Improve the model", action="choose", proposal_id="q1", choice="1"), longest):
        cid = CUSTOM_ID_PREFIX + button.value
        assert len(cid) <= MAX_CUSTOM_ID
        match = re.fullmatch(CUSTOM_ID_TEMPLATE, cid)
        assert match is not None
        click = parse_button_value(match["value"])
        assert click is not None
        assert (click.action, click.proposal_id, click.choice) == (button.action, button.proposal_id, button.choice)
    assert re.fullmatch(CUSTOM_ID_TEMPLATE, "bg:delete:everything") is None
    assert re.fullmatch(CUSTOM_ID_TEMPLATE, "other-bot:confirm:p1") is None
