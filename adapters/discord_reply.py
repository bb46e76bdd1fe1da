"""The `Replier` for one Discord turn: where the bot's messages go and how they are edited.

Public messages go to the turn's thread over the bot's REST API (never an interaction's webhook,
whose token dies after 15 minutes while a run may report later). Private ones go as an ephemeral
followup when the turn is a click, else (and if the followup fails) as a DM: never in the channel.

A message reference, stored with a proposal in Redis and used after a restart, is self-contained:
`c:<channel id>:<message id>[.<message id>...]` (one id per 2,000-character part), or
`f:<message id>...` for an ephemeral followup (editable only within its turn).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Protocol

import discord

from adapters.discord_render import MAX_BUTTONS, render
from bot.turn import Button, OutgoingMessage

log = logging.getLogger(__name__)

NO_PINGS = discord.AllowedMentions.none()


def view_for(buttons: list[Button], factory: Callable[[Button], discord.ui.Item] | None) -> discord.ui.View | None:
    if not buttons or factory is None:
        return None
    view = discord.ui.View(timeout=None)
    for button in buttons[:MAX_BUTTONS]:
        view.add_item(factory(button))
    return view


class DMRecipient(Protocol):
    """Whom a private message goes to when it cannot be an ephemeral followup: a user or member of
    the gateway's cache, or one known by id only (a process without the gateway)."""

    def create_dm(self) -> Awaitable[discord.DMChannel]: ...


class DiscordReplier:
    """Answers one turn. `open_channel` gives the public destination (creating a thread once)."""

    def __init__(
        self,
        client: discord.Client,
        *,
        open_channel: Callable[[], Awaitable[int]],
        user: DMRecipient,
        interaction: discord.Interaction | None = None,
        button: Callable[[Button], discord.ui.Item] | None = None,
    ) -> None:
        self._client = client
        self._open_channel = open_channel
        self._channel_id: int | None = None
        self._lock = asyncio.Lock()
        self._user = user
        self._interaction = interaction
        self._button = button

    async def channel_id(self) -> int:
        async with self._lock:
            if self._channel_id is None:
                self._channel_id = await self._open_channel()
            return self._channel_id

    # ------------------------------------------------------------------ Replier

    async def post(self, message: OutgoingMessage) -> str:
        chunks = render(message)
        view = view_for(message.buttons, self._button)
        if message.private:
            if self._interaction is not None:
                try:
                    return await self._followup(chunks, view)
                except discord.HTTPException as error:
                    log.info("ephemeral followup failed (%s); sending a DM", error.status)
            try:
                dm = await self._user.create_dm()
            except discord.HTTPException:
                log.warning("could not open a DM for a private message; not sent")
                return ""
            return await self._send(dm.id, chunks, view)
        return await self._send(await self.channel_id(), chunks, view)

    async def update(self, ref: str, message: OutgoingMessage) -> None:
        chunks = render(message)
        view = view_for(message.buttons, self._button)
        kind, _, rest = ref.partition(":")
        try:
            if kind == "c":
                channel, _, message_ids = rest.partition(":")
                await self._edit(int(channel), [int(i) for i in message_ids.split(".")], chunks, view)
            elif kind == "f" and self._interaction is not None:
                ids = [int(i) for i in rest.split(".")]
                for n, (message_id, chunk) in enumerate(zip(ids, chunks)):
                    await self._interaction.followup.edit_message(
                        message_id, content=chunk, view=view if n == len(chunks) - 1 else None,
                        allowed_mentions=NO_PINGS)
            else:
                log.info("cannot update this message from here")
        except (ValueError, discord.NotFound):
            log.info("the message to update is gone or its reference is malformed")

    async def working(self) -> None:
        if self._interaction is not None:
            return  # the click is already acknowledged (deferred)
        try:
            await self._client.get_partial_messageable(await self.channel_id()).typing()
        except discord.HTTPException:
            pass

    # ------------------------------------------------------------------ helpers

    async def _send(self, channel_id: int, chunks: list[str], view: discord.ui.View | None) -> str:
        channel = self._client.get_partial_messageable(channel_id)
        ids: list[int] = []
        for n, chunk in enumerate(chunks):
            sent = await _send_part(channel, chunk, view if n == len(chunks) - 1 else None)
            ids.append(sent.id)
        return f"c:{channel_id}:" + ".".join(map(str, ids))

    async def _followup(self, chunks: list[str], view: discord.ui.View | None) -> str:
        assert self._interaction is not None
        ids: list[int] = []
        for n, chunk in enumerate(chunks):
            sent = await _send_followup_part(self._interaction.followup, chunk, view if n == len(chunks) - 1 else None)
            ids.append(sent.id)
        return "f:" + ".".join(map(str, ids))

    async def _edit(self, channel_id: int, ids: list[int], chunks: list[str], view: discord.ui.View | None) -> None:
        channel = self._client.get_partial_messageable(channel_id)
        for n, (message_id, chunk) in enumerate(zip(ids, chunks)):
            last = n == len(chunks) - 1
            await channel.get_partial_message(message_id).edit(
                content=chunk, view=view if last else None, allowed_mentions=NO_PINGS)
        for chunk_index in range(len(ids), len(chunks)):
            await _send_part(channel, chunks[chunk_index], view if chunk_index == len(chunks) - 1 else None)
        for message_id in ids[len(chunks):]:
            await channel.get_partial_message(message_id).delete()


async def _send_part(
    channel: discord.PartialMessageable, chunk: str, view: discord.ui.View | None
) -> discord.Message:
    """One part of a message in a channel; the buttons (`view`) go on the last part only."""
    if view is None:
        return await channel.send(chunk, allowed_mentions=NO_PINGS, suppress_embeds=True)
    return await channel.send(chunk, allowed_mentions=NO_PINGS, suppress_embeds=True, view=view)


async def _send_followup_part(
    followup: discord.Webhook, chunk: str, view: discord.ui.View | None
) -> discord.WebhookMessage:
    """One part of an ephemeral followup; the buttons (`view`) go on the last part only."""
    if view is None:
        return await followup.send(chunk, ephemeral=True, allowed_mentions=NO_PINGS, suppress_embeds=True,
                                   wait=True)
    return await followup.send(chunk, ephemeral=True, allowed_mentions=NO_PINGS, suppress_embeds=True,
                               wait=True, view=view)
