"""Slack user names and locales (`users.info`), cached per process for a while, per workspace.

A user's first events arriving together ask Slack once: the others wait for that answer."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable

from pydantic import BaseModel
from slack_sdk.errors import SlackApiError
from slack_sdk.web.async_client import AsyncWebClient

log = logging.getLogger(__name__)


class SlackUser(BaseModel, frozen=True):
    name: str | None = None
    locale: str | None = None  # e.g. "de-DE"


class SlackUsers:
    def __init__(self, *, ttl_seconds: float = 3600.0, max_entries: int = 10_000,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self._ttl = ttl_seconds
        self._max = max_entries
        self._clock = clock
        self._cache: dict[str, tuple[float, SlackUser]] = {}
        self._asking: dict[str, asyncio.Future[SlackUser]] = {}

    async def get(self, client: AsyncWebClient, team: str, user_id: str) -> SlackUser:
        """`client` carries the token of `team`, the workspace the user was seen in."""
        key = f"{team}:{user_id}"
        cached = self._cache.get(key)
        if cached is not None and cached[0] > self._clock():
            return cached[1]
        asking = self._asking.get(key)
        if asking is not None:
            return await asyncio.shield(asking)
        self._asking[key] = asking = asyncio.get_running_loop().create_future()
        user = cached[1] if cached else SlackUser()  # what those waiting get if the call fails
        try:
            user = await self._ask(client, key, user_id, cached)
            return user
        finally:
            del self._asking[key]
            asking.set_result(user)

    async def _ask(self, client: AsyncWebClient, key: str, user_id: str,
                   cached: tuple[float, SlackUser] | None) -> SlackUser:
        try:
            response = await client.users_info(user=user_id, include_locale=True)
        except SlackApiError as error:
            log.info("users.info failed: %s", error.response.get("error"))
            return cached[1] if cached else SlackUser()
        data = response.get("user") or {}
        profile = data.get("profile") or {}
        name = (profile.get("display_name") or profile.get("real_name") or data.get("real_name")
                or data.get("name") or None)
        user = SlackUser(name=name, locale=data.get("locale") or None)
        if len(self._cache) >= self._max:
            self._cache.clear()
        self._cache[key] = (self._clock() + self._ttl, user)
        return user
