"""Incoming Slack payloads read into the pieces of a `Turn`: text, place, and which events to read."""

from __future__ import annotations

import re
from typing import Any

from bot.turn import Place

# A DM read outside any thread: all of it is one conversation (a proposal made there is confirmed
# by the next top-level message). Slack timestamps look like "1700000000.000100", so no clash.
DM_THREAD = "main"

# Message subtypes that are still a person writing; everything else (edits, deletions, joins,
# bot messages, ...) is ignored.
_READABLE_SUBTYPES = {None, "file_share", "thread_broadcast"}

_ENTITY = re.compile(r"<([^<>]*)>")


def slash_thread(user: str) -> str:
    """A slash command's private conversation with one user in one channel."""
    return f"slash-{user}"


def is_dm_channel(channel: str, channel_type: str | None = None) -> bool:
    return channel_type == "im" or channel.startswith("D")


def inbound_text(text: str, bot_user_id: str | None) -> str:
    """Slack's wire text as plain text: the bot's own mention removed, other entities readable."""

    def entity(match: re.Match[str]) -> str:
        body = match.group(1)
        target, _, label = body.partition("|")
        if target.startswith("@"):
            return "" if bot_user_id and target[1:] == bot_user_id else "@" + (label or target[1:])
        if target.startswith("#"):
            return "#" + (label or target[1:])
        if target.startswith("!"):
            return "@" + (label or target[1:].split("^")[0])
        return label or target

    plain = _ENTITY.sub(entity, text)
    plain = plain.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
    return re.sub(r"[ \t]{2,}", " ", plain).strip()


def mentions(text: str, user_id: str | None) -> bool:
    return bool(user_id) and (f"<@{user_id}>" in text or f"<@{user_id}|" in text)


def readable(event: dict[str, Any], bot_user_id: str | None, bot_id: str | None) -> bool:
    """A message written by a person (not the bot, not another bot, not an edit)."""
    if event.get("subtype") not in _READABLE_SUBTYPES:
        return False
    if event.get("bot_id") or event.get("bot_profile"):
        return False
    user = event.get("user")
    return bool(user) and user != bot_user_id and (bot_id is None or event.get("bot_id") != bot_id)


def event_place(event: dict[str, Any]) -> tuple[Place, str | None]:
    """Where a message event happened, and the thread_ts replies go to (None: the DM itself)."""
    channel = str(event["channel"])
    dm = is_dm_channel(channel, event.get("channel_type"))
    thread_ts = event.get("thread_ts") or (None if dm else event.get("ts"))
    return Place(channel=channel, thread=thread_ts or DM_THREAD, is_dm=dm), thread_ts


def click_place(body: dict[str, Any]) -> tuple[Place, str | None, str | None]:
    """Where a button was clicked: the place, the reply thread_ts, and the clicked message's ts."""
    container = body.get("container") or {}
    channel = str(container.get("channel_id") or (body.get("channel") or {}).get("id") or "")
    dm = is_dm_channel(channel)
    user = str((body.get("user") or {}).get("id", ""))
    if container.get("is_ephemeral"):
        return Place(channel=channel, thread=slash_thread(user), is_dm=dm), None, container.get("message_ts")
    message = body.get("message") or {}
    ts = message.get("ts") or container.get("message_ts")
    thread_ts = message.get("thread_ts") or container.get("thread_ts") or (None if dm else ts)
    return Place(channel=channel, thread=thread_ts or DM_THREAD, is_dm=dm), thread_ts, ts
