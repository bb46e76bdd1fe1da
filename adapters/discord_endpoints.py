"""Where discord.py sends its REST calls and opens its gateway: Discord itself, or DISCORD_API_URL.

discord.py has no per-client setting for this. Every REST route, the interaction callbacks and
followups included, is built on the class attribute `discord.http.Route.BASE`; the gateway URL is
the one `GET /gateway/bot` names, except where discord.py falls back to the class attribute
`DiscordWebSocket.DEFAULT_GATEWAY` (a fixed shard count, a session Discord invalidated). So the
REST base is set here for the process's Discord work, and the client's start-up hook
(`use_named_gateway`) points the fallback at the gateway the API named; both are restored after.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import discord
import yarl
from discord.gateway import DiscordWebSocket


@contextlib.contextmanager
def discord_api(api_url: str | None) -> Iterator[None]:
    """discord.py talks to `api_url` (e.g. `http://127.0.0.1:8080/api/v10`) inside the block; None
    leaves Discord's own API."""
    base, gateway = discord.http.Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY
    if api_url:
        discord.http.Route.BASE = api_url.rstrip("/")
    try:
        yield
    finally:
        discord.http.Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY = base, gateway


async def use_named_gateway(http: discord.http.HTTPClient) -> None:
    """Every gateway connection goes where `GET /gateway/bot` says (Discord's recommendation)."""
    _shards, url, _limits = await http.get_bot_gateway()
    DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(url)
