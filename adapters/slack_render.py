"""Outgoing messages as Slack mrkdwn and Block Kit, within Slack's limits.

`Words` (the bot's own text) are escaped; `Quote` (data the bot did not write) is escaped *and*
put in inline code, so it can never ping (`<!channel>`, `<@U…>`), link or format; `Link` is the
only thing rendered as a Slack link.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from bot.text import Line, Link, Quote, Words
from bot.turn import Button, OutgoingMessage

SECTION_CHARS = 3000  # Block Kit: a section's text
MESSAGE_CHARS = 3500  # one plain message; Slack truncates very long texts, so we split well below
MESSAGE_BLOCKS = 45  # Block Kit allows 50 per message
FALLBACK_CHARS = 2900  # the notification text of a block message
BUTTON_LABEL_CHARS = 75
ACTION_PREFIX = "benchgen_"


class SlackPayload(BaseModel):
    """The content part of a chat.postMessage / postEphemeral / update call."""

    text: str
    blocks: list[dict[str, Any]] | None = None


def escape(text: str) -> str:
    """Slack's three control characters (so `<!channel>` or `<@U1>` can never be formed)."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def quote(text: str) -> str:
    """Quoted data made inert: escaped, on one line, in inline code (no mrkdwn, no auto-links)."""
    if not text:
        return ""
    inert = escape(text).replace("`", "\u02cb").replace("\r", " ").replace("\n", " ")
    return f"`{inert}`"


def link(segment: Link) -> str:
    url = segment.url.replace("|", "%7C").replace("<", "%3C").replace(">", "%3E").replace(" ", "%20")
    label = escape(segment.text).replace("|", "\u2223")
    return f"<{url}|{label}>" if label else f"<{url}>"


def render_line(line: Line) -> str:
    parts: list[str] = []
    for segment in line:
        if isinstance(segment, Quote):
            parts.append(quote(segment.text))
        elif isinstance(segment, Link):
            parts.append(link(segment))
        elif isinstance(segment, Words):
            parts.append(escape(segment.text))
    return "".join(parts)


def _hard_split(text: str, limit: int) -> list[str]:
    """A single line longer than `limit`: cut it, preferring spaces, never inside `&amp;`."""
    pieces: list[str] = []
    while len(text) > limit:
        cut = text.rfind(" ", limit // 2, limit)
        if cut <= 0:
            cut = limit
            amp = text.rfind("&", cut - 5, cut)
            if amp > 0:
                cut = amp
        pieces.append(text[:cut])
        text = text[cut:].lstrip(" ")
    pieces.append(text)
    return pieces


def chunks(lines: list[str], limit: int) -> list[str]:
    """Joins rendered lines into texts of at most `limit` characters, splitting between lines."""
    out: list[str] = []
    current: list[str] = []
    size = 0
    for line in lines:
        for piece in _hard_split(line, limit):
            extra = len(piece) + (1 if current else 0)
            if current and size + extra > limit:
                out.append("\n".join(current))
                current, size = [], 0
                extra = len(piece)
            current.append(piece)
            size += extra
    if current:
        out.append("\n".join(current))
    return [c for c in out if c.strip()] or [""]


def _groups(lines: list[str]) -> list[list[str]]:
    """Line groups: runs of lines separated by blank lines."""
    groups: list[list[str]] = [[]]
    for line in lines:
        if line.strip():
            groups[-1].append(line)
        elif groups[-1]:
            groups.append([])
    return [g for g in groups if g]


def sections(lines: list[str]) -> list[dict[str, Any]]:
    blocks: list[dict[str, Any]] = []
    for group in _groups(lines):
        for text in chunks(group, SECTION_CHARS):
            blocks.append({"type": "section", "text": {"type": "mrkdwn", "text": text}})
    return blocks


def button_element(button: Button, index: int) -> dict[str, Any]:
    element: dict[str, Any] = {
        "type": "button",
        "action_id": f"{ACTION_PREFIX}{button.action}_{index}",
        "text": {"type": "plain_text", "text": button.label[:BUTTON_LABEL_CHARS] or "?", "emoji": True},
        "value": button.value,
    }
    if button.primary:
        element["style"] = "primary"
    return element


def actions(buttons: list[Button]) -> dict[str, Any]:
    return {"type": "actions", "block_id": f"{ACTION_PREFIX}{buttons[0].proposal_id}",
            "elements": [button_element(b, i) for i, b in enumerate(buttons)]}


def _fallback(lines: list[str]) -> str:
    text = "\n".join(lines).strip()
    return text if len(text) <= FALLBACK_CHARS else text[:FALLBACK_CHARS].rsplit(" ", 1)[0] + " …"


def render(message: OutgoingMessage) -> list[SlackPayload]:
    """One or more payloads to post in order; only the last one carries the buttons."""
    lines = [render_line(line) for line in message.lines]
    if not message.buttons:
        return [SlackPayload(text=text) for text in chunks(lines, MESSAGE_CHARS)]
    blocks = sections(lines)
    room = MESSAGE_BLOCKS - 1
    cut = max(len(blocks) - room, 0)
    leading, tail = blocks[:cut], blocks[cut:]
    payloads = [SlackPayload(text=b["text"]["text"]) for b in leading]
    tail_lines = [b["text"]["text"] for b in tail]
    payloads.append(SlackPayload(text=_fallback(tail_lines) or message.buttons[0].label,
                                 blocks=[*tail, actions(message.buttons)]))
    return payloads


def render_update(message: OutgoingMessage) -> SlackPayload:
    """A replacement for one posted message: always blocks (so earlier buttons are replaced),
    trimmed to one message's limits, keeping the end (where a confirmation's outcome is)."""
    lines = [render_line(line) for line in message.lines]
    blocks = sections(lines)
    room = MESSAGE_BLOCKS - (1 if message.buttons else 0)
    blocks = blocks[-room:]
    if message.buttons:
        blocks.append(actions(message.buttons))
    text = _fallback([b["text"]["text"] for b in blocks if b["type"] == "section"])
    return SlackPayload(text=text or " ", blocks=blocks)
