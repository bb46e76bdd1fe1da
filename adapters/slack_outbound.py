"""Posting to Slack outside any request (a watch worker posting a run's result in its thread).

One workspace: the bot token's client. Many workspaces: the client of the workspace's own
installation, looked up per message; its token refreshed first when token rotation is on (and the
fresh one stored). A workspace that is no longer installed gets nothing.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager

import aiohttp
from slack_sdk.oauth.token_rotation.async_rotator import AsyncTokenRotator
from slack_sdk.web.async_client import AsyncWebClient

from adapters.slack_app import SlackConfig, SlackInstallConfig, installations_for, web_api_session, web_client
from adapters.slack_inbound import DM_THREAD
from adapters.slack_installations import Installations
from adapters.slack_replier import SlackReplier
from bot.settings import Settings
from bot.turn import Identity, OutgoingMessage, Place, Replier

log = logging.getLogger(__name__)

ROTATE_MINUTES_BEFORE_EXPIRY = 120  # as bolt does for requests


def replier_for(client: AsyncWebClient, identity: Identity, place: Place) -> SlackReplier:
    """A replier for a thread this process did not receive a turn from: the place's channel and
    thread. A DM or a slash command's private conversation has no thread: messages go to the
    conversation itself."""
    thread_ts = None if place.thread == DM_THREAD or place.thread.startswith("slash-") else place.thread
    return SlackReplier(client, channel=place.channel, thread_ts=thread_ts, user=identity.user, is_dm=place.is_dm)


class WorkspaceClients:
    """The Web API client of an installed workspace, with a token that is valid now."""

    def __init__(self, config: SlackConfig, installations: Installations,
                 session: aiohttp.ClientSession | None = None) -> None:
        assert config.install is not None
        self._config = config
        self._installations = installations
        self._session = session  # every workspace's client shares the one connection pool
        self._app_client = web_client(config, session)
        self._rotator = AsyncTokenRotator(client_id=config.install.client_id,
                                          client_secret=config.install.client_secret.get_secret_value(),
                                          client=self._app_client)

    async def get(self, workspace: str) -> AsyncWebClient | None:
        store = self._installations.store
        bot = await store.async_find_bot(enterprise_id=None, team_id=workspace)
        if bot is None:
            return None
        if bot.bot_refresh_token:
            fresh = await self._rotator.perform_bot_token_rotation(
                bot=bot, minutes_before_expiration=ROTATE_MINUTES_BEFORE_EXPIRY)
            if fresh is not None:
                await store.async_save_bot(fresh)
                bot = fresh
        client = web_client(self._config, self._session)
        client.token = bot.bot_token
        return client


class WorkspaceReplier:
    """`replier_for` on the workspace's client, found when the first message goes out."""

    def __init__(self, clients: WorkspaceClients, identity: Identity, place: Place) -> None:
        self._clients = clients
        self._identity = identity
        self._place = place
        self._replier: SlackReplier | None = None
        self._looked_up = False

    async def _inner(self) -> SlackReplier | None:
        if not self._looked_up:
            self._looked_up = True
            client = await self._clients.get(self._identity.workspace)
            if client is None:
                log.info("slack workspace no longer installed: its message is dropped")
            else:
                self._replier = replier_for(client, self._identity, self._place)
        return self._replier

    async def post(self, message: OutgoingMessage) -> str:
        replier = await self._inner()
        return await replier.post(message) if replier else ""

    async def update(self, ref: str, message: OutgoingMessage) -> None:
        replier = await self._inner()
        if replier:
            await replier.update(ref, message)

    async def working(self) -> None:
        replier = await self._inner()
        if replier:
            await replier.working()


@asynccontextmanager
async def repliers(settings: Settings) -> AsyncIterator[Callable[[Identity, Place], Replier] | None]:
    """`replier_for` as the settings configure Slack (None when they do not); ValueError names what
    an install in many workspaces is missing."""
    if settings.slack_bot_token is not None:
        async with web_api_session() as session:
            config = SlackConfig(bot_token=settings.slack_bot_token, api_url=settings.slack_api_url)
            client = web_client(config, session)
            yield lambda identity, place: replier_for(client, identity, place)
    elif settings.slack_client_id and settings.slack_client_secret:
        config = SlackConfig(install=SlackInstallConfig.from_settings(settings), api_url=settings.slack_api_url)
        async with installations_for(config) as installations, web_api_session() as session:
            assert installations is not None
            clients = WorkspaceClients(config, installations, session)
            yield lambda identity, place: WorkspaceReplier(clients, identity, place)
    else:
        yield None
