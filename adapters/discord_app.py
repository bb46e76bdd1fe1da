"""The Discord adapter: gateway events in, `Turn`s to the dispatcher, replies out. No business logic.

- A mention in a server text channel is answered in a thread started from that message (or in the
  thread it was sent in); DMs are answered in the DM. Bots' messages, the bot's own included, are
  ignored; so is `@everyone`.
- A message that does not mention the bot is taken only in a DM, or in a thread where a proposal
  or question waits (a typed yes). That needs the privileged message-content intent; without it
  Discord sends such messages empty, and buttons and mentions keep working.
- Buttons are `DynamicItem`s whose `custom_id` carries the proposal's button value, registered at
  start-up: a click on a message posted before a restart still works (the proposal is in Redis).
  The click is acknowledged (deferred) first, then the dispatcher runs.
- Sharding: `AutoShardedClient` (Discord's recommended shard count), or a fixed `shard_count` with
  this process's `shard_ids` when several processes share the shards.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import time
from collections.abc import AsyncIterator, Callable, Coroutine, Sequence
from typing import Any, Final

import discord

from adapters.discord_endpoints import discord_api, use_named_gateway
from adapters.discord_render import CUSTOM_ID_PREFIX, CUSTOM_ID_TEMPLATE, label
from adapters.discord_reply import NO_PINGS, DiscordReplier
from bot.background import BackgroundTasks
from bot.dispatcher import Dispatcher
from bot.turn import Button, Identity, Place, Turn, parse_button_value

log = logging.getLogger(__name__)

THREAD_NAME_MAX = 100
THREAD_ARCHIVE_MINUTES: Final = 1440


def intents(*, message_content: bool) -> discord.Intents:
    """Guilds, guild and DM messages; message content (privileged) only for typed answers in threads."""
    chosen = discord.Intents.none()
    chosen.guilds = True
    chosen.guild_messages = True
    chosen.dm_messages = True
    chosen.message_content = message_content
    return chosen


class ProposalButton(discord.ui.DynamicItem[discord.ui.Button], template=CUSTOM_ID_TEMPLATE):
    """A confirm / cancel / choose button; its `custom_id` is `bg:` + `Button.value`."""

    def __init__(self, value: str, *, text: str = "", primary: bool = False) -> None:
        style = discord.ButtonStyle.primary if primary else discord.ButtonStyle.secondary
        super().__init__(discord.ui.Button(label=text or None, style=style, custom_id=CUSTOM_ID_PREFIX + value))
        self.value = value

    @classmethod
    def of(cls, button: Button) -> ProposalButton:
        return cls(button.value, text=label(button), primary=button.primary)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> ProposalButton:
        return cls(match["value"])

    async def callback(self, interaction: discord.Interaction) -> None:
        bridge = getattr(interaction.client, "bridge", None)
        if isinstance(bridge, DiscordBridge):
            await bridge.on_click(interaction, self.value)


class DiscordBridge:
    """Translates discord.py objects into turns and runs them through the dispatcher."""

    def __init__(self, client: discord.Client, dispatcher: Dispatcher) -> None:
        self.client = client
        self.dispatcher = dispatcher
        self._active: set[asyncio.Task[Any]] = set()
        self.closing = False  # set at shutdown: turns in flight finish, no new one starts

    # ------------------------------------------------------------------ messages

    async def on_message(self, message: discord.Message) -> None:
        if not self.closing:
            await self._tracked(self._message(message))

    async def on_click(self, interaction: discord.Interaction, value: str) -> None:
        if not self.closing:
            await self._tracked(self._click(interaction, value))

    async def _message(self, message: discord.Message) -> None:
        me = self.client.user
        if me is None or message.author.bot or message.webhook_id is not None:
            return
        if message.type not in (discord.MessageType.default, discord.MessageType.reply):
            return
        mentioned = me.id in message.raw_mentions  # a user mention of the bot; @everyone is not one
        text = re.sub(rf"<@!?{me.id}>", " ", message.content).strip()
        guild_id = _guild_id(message)
        if not mentioned and guild_id is not None and not text:
            return  # not for the bot, or sent empty because the message-content intent is off
        identity = Identity(platform="discord", workspace=str(guild_id) if guild_id else "dm",
                            user=str(message.author.id))
        place, opener = await self._message_place(message, guild_id, mentioned, text)
        locale = message.guild.preferred_locale.value if message.guild is not None else None
        turn = Turn(identity=identity, place=place, text=text, display_name=message.author.display_name,
                    locale=locale)
        if not mentioned and guild_id is not None and not await self.dispatcher.awaits_answer(turn.thread_key):
            return  # only a typed answer to a proposal or question waiting in this thread
        replier = DiscordReplier(self.client, open_channel=opener, user=message.author, button=ProposalButton.of)
        await self.dispatcher.handle(turn, replier)

    async def _message_place(self, message: discord.Message, guild_id: int | None, mentioned: bool,
                             text: str) -> tuple[Place, Any]:
        channel: Any = message.channel
        if guild_id is None:
            return Place(channel=str(channel.id), thread=str(channel.id), is_dm=True), _fixed(channel.id)
        if isinstance(channel, discord.PartialMessageable):
            try:  # a channel not in the cache: ask what it is (a thread or not)
                channel = await self.client.fetch_channel(channel.id)
            except discord.HTTPException:
                pass
        if isinstance(channel, discord.Thread):
            return Place(channel=str(channel.parent_id), thread=str(channel.id)), _fixed(channel.id)
        if mentioned and isinstance(channel, discord.TextChannel):
            # A thread started from a message has that message's id.
            return Place(channel=str(channel.id), thread=str(message.id)), _thread_from(message, text)
        return Place(channel=str(channel.id), thread=str(channel.id)), _fixed(channel.id)

    # ------------------------------------------------------------------ clicks

    async def _click(self, interaction: discord.Interaction, value: str) -> None:
        started = time.monotonic()
        try:
            await interaction.response.defer()
        except discord.HTTPException as error:
            log.warning("could not acknowledge a click (%s)", error.status)
            return
        log.debug("click acknowledged in %.3f s", time.monotonic() - started)
        click = parse_button_value(value)
        channel_id = interaction.channel_id
        if click is None or channel_id is None:
            return
        if interaction.message is not None:
            click = click.model_copy(update={"message_ref": f"c:{channel_id}:{interaction.message.id}"})
        identity = Identity(platform="discord", workspace=str(interaction.guild_id) if interaction.guild_id else "dm",
                            user=str(interaction.user.id))
        channel = interaction.channel
        if interaction.guild_id is None:
            place = Place(channel=str(channel_id), thread=str(channel_id), is_dm=True)
        elif isinstance(channel, discord.Thread):
            place = Place(channel=str(channel.parent_id), thread=str(channel.id))
        else:
            place = Place(channel=str(channel_id), thread=str(channel_id))
        turn = Turn(identity=identity, place=place, click=click, locale=interaction.locale.value,
                    display_name=interaction.user.display_name)
        replier = DiscordReplier(self.client, open_channel=_fixed(channel_id), user=interaction.user,
                                 interaction=interaction, button=ProposalButton.of)
        await self.dispatcher.handle(turn, replier)

    # ------------------------------------------------------------------ in-flight turns

    async def _tracked(self, work: Coroutine[Any, Any, None]) -> None:
        task = asyncio.current_task()
        if task is not None:
            self._active.add(task)
        try:
            await work
        finally:
            if task is not None:
                self._active.discard(task)

    async def idle(self, timeout: float = 30.0) -> bool:
        """Waits for the turns in flight (at shutdown; tests use it too). False if time ran out."""
        deadline = time.monotonic() + timeout
        for _ in range(5):  # let event handlers discord.py has just scheduled start
            await asyncio.sleep(0)
        while self._active:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return False
            await asyncio.wait(set(self._active), timeout=remaining)
            for _ in range(5):
                await asyncio.sleep(0)
        return True


def _guild_id(message: discord.Message) -> int | None:
    """The server's id, also when the server is not (yet) in the cache; None in a DM."""
    if message.guild is not None:
        return message.guild.id
    return getattr(message.channel, "guild_id", None)


def _fixed(channel_id: int) -> Any:
    async def open_channel() -> int:
        return channel_id
    return open_channel


def _thread_from(message: discord.Message, text: str) -> Any:
    async def open_channel() -> int:
        first_line = next((ln.strip() for ln in text.splitlines() if ln.strip()), "")
        name = first_line[:THREAD_NAME_MAX] or "BenchGen"
        try:
            thread = await message.create_thread(name=name, auto_archive_duration=THREAD_ARCHIVE_MINUTES)
        except discord.HTTPException as error:
            log.warning("could not start a thread (%s); answering in the channel", error.status)
            return message.channel.id
        return thread.id
    return open_channel


class BenchGenDiscordClient(discord.AutoShardedClient):
    def __init__(self, dispatcher: Dispatcher, *, message_content: bool = True, shard_count: int | None = None,
                 shard_ids: Sequence[int] | None = None, **options: Any) -> None:
        if shard_ids is not None:
            options["shard_ids"] = list(shard_ids)
        super().__init__(intents=intents(message_content=message_content), allowed_mentions=NO_PINGS,
                         shard_count=shard_count, **options)
        self.bridge = DiscordBridge(self, dispatcher)

    async def setup_hook(self) -> None:
        await use_named_gateway(self.http)
        self.add_dynamic_items(ProposalButton)

    async def on_message(self, message: discord.Message) -> None:
        await self.bridge.on_message(message)

    async def on_error(self, event_method: str, /, *args: Any, **kwargs: Any) -> None:
        log.exception("Discord event %s failed", event_method)


class _RestUser:
    """The requester, for a private message sent by a process without the gateway (no user cache)."""

    def __init__(self, client: discord.Client, user_id: int) -> None:
        self._client = client
        self.id = user_id

    async def create_dm(self) -> discord.DMChannel:
        return await self._client.create_dm(discord.Object(self.id))


def replier_for(client: discord.Client, identity: Identity, place: Place) -> DiscordReplier:
    """A replier for a thread this process did not receive a turn from (a watch worker posting a
    run's result), over REST only. The place's thread is where the turn's messages went: the
    thread (started from the message, so it has the message's id), the DM, or the channel."""
    return DiscordReplier(client, open_channel=_fixed(int(place.thread)),
                          user=_RestUser(client, int(identity.user)),
                          button=ProposalButton.of)


@contextlib.asynccontextmanager
async def rest_client(token: str, api_url: str | None = None) -> AsyncIterator[discord.Client]:
    """A Discord client logged in for REST calls only (no gateway connection), on DISCORD_API_URL."""
    with discord_api(api_url):
        client = discord.Client(intents=discord.Intents.none(), allowed_mentions=NO_PINGS)
        await client.login(token)
        try:
            yield client
        finally:
            await client.close()


async def serve(connect: Callable[[bool], BenchGenDiscordClient], token: str, stop: asyncio.Event,
                background: BackgroundTasks, *, grace: float = 30.0) -> None:
    """Runs a client on the gateway until `stop` is set; `connect(message_content)` builds it.

    If Discord refuses the message-content intent (close code 4014: not enabled for this
    application), it says so once and connects again without it: mentions, DMs and buttons work,
    a typed answer then needs a mention. At `stop` no new turn starts, the turns in flight and
    the work they started (a run being watched) get `grace` seconds to finish while the client
    can still post, and only then is the connection closed."""
    for message_content in (True, False):
        client = connect(message_content)
        async with client:
            connection = asyncio.create_task(client.start(token), name="discord-gateway")
            stopping = asyncio.create_task(stop.wait(), name="discord-stop")
            await asyncio.wait({connection, stopping}, return_when=asyncio.FIRST_COMPLETED)
            if connection.done():
                stopping.cancel()
                try:
                    connection.result()
                except discord.PrivilegedIntentsRequired:
                    if not message_content:
                        raise
                    log.warning("the message content intent is not enabled for this application: typed answers "
                                "in threads are off (buttons, mentions and DMs work); enable it in the developer "
                                "portal to turn them on")
                    continue
                return
            client.bridge.closing = True
            if not await client.bridge.idle(grace) or not await background.wait(grace):
                log.warning("stopping with work unfinished after %.0f s", grace)
            await client.close()
            await connection
            return


__all__ = ["BenchGenDiscordClient", "DiscordBridge", "ProposalButton", "intents", "replier_for", "rest_client",
           "serve"]
