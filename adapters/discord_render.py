"""Outgoing messages as Discord text: escaping, links, and the 2,000-character limit.

Pure functions, no discord.py client: `Quote` segments are data the bot did not write, so they are
escaped (mentions broken with a zero-width space, markdown neutralised, URLs wrapped in `<...>` so
Discord shows no preview). The bot's own words only get their mentions broken; `Link` segments
stay clickable, without a preview.
"""

from __future__ import annotations

import re

import discord

from bot.text import Line, Link, Quote
from bot.turn import BUTTON_VALUE_PATTERN, Button, OutgoingMessage

MAX_CHARS = 2000  # Discord's limit on a message's content
MAX_BUTTONS = 25  # 5 rows of 5
MAX_LABEL = 80
MAX_CUSTOM_ID = 100
CUSTOM_ID_PREFIX = "bg:"
# The custom_id carries `Button.value`, whose grammar (and its bound) is bot.turn's.
CUSTOM_ID_TEMPLATE = f"{CUSTOM_ID_PREFIX}(?P<value>{BUTTON_VALUE_PATTERN})"

_URL = re.compile(r"https?://[^\s<>]+")


def escape_quote(text: str) -> str:
    """User data as inert Discord text: it can neither ping, format, nor unfurl."""
    escaped = discord.utils.escape_markdown(discord.utils.escape_mentions(text))
    return _URL.sub(lambda m: f"<{m.group(0)}>", escaped)


def render_line(line: Line) -> str:
    parts: list[str] = []
    for seg in line:
        if isinstance(seg, Quote):
            parts.append(escape_quote(seg.text))
        elif isinstance(seg, Link):
            parts.append(f"{discord.utils.escape_mentions(seg.text)}: <{seg.url}>")
        else:
            parts.append(discord.utils.escape_mentions(seg.text))
    return "".join(parts)


def split_text(text: str, limit: int = MAX_CHARS) -> list[str]:
    """Splits at line breaks where it can, inside a line only when that line alone is too long."""
    chunks: list[str] = []
    current = ""
    for line in text.split("\n"):
        while len(line) > limit:
            if current:
                chunks.append(current)
                current = ""
            chunks.append(line[:limit])
            line = line[limit:]
        candidate = f"{current}\n{line}" if current else line
        if len(candidate) > limit:
            chunks.append(current)
            current = line
        else:
            current = candidate
    if current or not chunks:
        chunks.append(current)
    return [c if c.strip() else "\u200b" for c in chunks]


def render(message: OutgoingMessage) -> list[str]:
    """The message's text as one or more Discord messages, each within the length limit."""
    return split_text("\n".join(render_line(line) for line in message.lines))


def label(button: Button) -> str:
    return button.label if len(button.label) <= MAX_LABEL else button.label[: MAX_LABEL - 1] + "…"
