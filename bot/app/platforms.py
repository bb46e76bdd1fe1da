"""`benchgen-bot slack` and `benchgen-bot discord`: the runtime opened, then the platform served."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Sequence
from typing import Literal

import discord

from adapters import discord_app, slack_app
from adapters.discord_endpoints import discord_api
from bot.app.runtime import open_runtime
from bot.settings import Settings
from bot.stopping import stop_on_signals


async def run_slack(settings: Settings, *, port: int | None = None, host: str = "0.0.0.0",
                    mode: Literal["auto", "http", "socket"] = "auto") -> int:
    """Socket Mode with SLACK_APP_TOKEN, else HTTP on `port` (default $PORT); `mode` forces one of
    them (the Procfile names both)."""
    try:
        config = slack_app.config_for(settings, mode)
    except ValueError as error:
        print(f"benchgen-bot slack: {error}", file=sys.stderr)
        return 2
    async with open_runtime(settings) as runtime, slack_app.installations_for(config) as installations:
        adapter = slack_app.SlackAdapter(config=config, dispatcher=runtime.dispatcher, store=runtime.store,
                                         background=runtime.background, installations=installations)
        try:
            await slack_app.serve(adapter, host=host, port=port or settings.port)
        except asyncio.CancelledError:
            pass
        await runtime.background.wait(30.0)
    return 0


async def run_discord(settings: Settings, *, shard_count: int | None = None,
                      shard_ids: Sequence[int] | None = None) -> int:
    """Connects to the gateway with DISCORD_TOKEN (at DISCORD_API_URL's gateway, if set) until
    SIGTERM or SIGINT, then lets the turns in flight finish."""
    if settings.discord_token is None:
        print("benchgen-bot discord: set DISCORD_TOKEN to the bot's token", file=sys.stderr)
        return 2
    if shard_ids is not None and shard_count is None:
        print("benchgen-bot discord: --shard-ids needs --shard-count", file=sys.stderr)
        return 2
    async with open_runtime(settings) as runtime:
        def connect(message_content: bool) -> discord_app.BenchGenDiscordClient:
            return discord_app.BenchGenDiscordClient(runtime.dispatcher, message_content=message_content,
                                                     shard_count=shard_count, shard_ids=shard_ids)

        try:
            with discord_api(settings.discord_api_url), stop_on_signals() as stop:
                await discord_app.serve(connect, settings.discord_token.get_secret_value(), stop, runtime.background)
        except discord.LoginFailure:
            print("benchgen-bot discord: Discord refused DISCORD_TOKEN; copy the bot's token again from the "
                  "developer portal", file=sys.stderr)
            return 2
    return 0
