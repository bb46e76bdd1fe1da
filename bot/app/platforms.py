"""The chat platforms the bot serves, each behind one `Platform`: the CLI's subcommands and the
worker's repliers loop over `all_platforms()` instead of naming each.

Declaring the platforms is cheap: `serve` and `replier` import the runtime and the platform's
adapter when called, so `benchgen-bot` starts (or idles, under honcho) without loading them all.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import sys
from collections.abc import AsyncIterator
from typing import TYPE_CHECKING, Protocol

from bot.settings import Settings

if TYPE_CHECKING:
    from bot.watching import ReplierFactory

SLACK_TOKEN = "SLACK_BOT_TOKEN (or SLACK_CLIENT_ID and SLACK_CLIENT_SECRET)"


class Platform(Protocol):
    name: str  # the subcommand, and `Identity.platform` of the turns it brings

    def add_command(self, commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> argparse.ArgumentParser:
        """Declares `benchgen-bot <name>` and its options."""

    def missing(self, settings: Settings, args: argparse.Namespace | None = None) -> str | None:
        """What the environment lacks to serve with these arguments (None: to post at all)."""

    async def serve(self, settings: Settings, args: argparse.Namespace) -> int:
        """Opens the runtime and serves the platform until stopped; the process's exit code."""

    def replier(self, settings: Settings) -> contextlib.AbstractAsyncContextManager[ReplierFactory | None]:
        """Posting into a thread outside any turn (the worker), or None when not configured."""


def all_platforms() -> list[Platform]:
    return [SlackPlatform(), DiscordPlatform()]


def missing_for_any(settings: Settings) -> str | None:
    """What the environment lacks to post on any platform (the worker needs one); None when one is set."""
    missing = [platform.missing(settings) for platform in all_platforms()]
    return None if None in missing else " or ".join(m for m in missing if m)


class SlackPlatform:
    name = "slack"

    def add_command(self, commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> argparse.ArgumentParser:
        slack = commands.add_parser("slack", help="run the Slack app: Socket Mode with SLACK_APP_TOKEN, else HTTP events")
        slack.add_argument("--port", type=int, default=None, help="HTTP port (default $PORT, else 3000)")
        slack.add_argument("--mode", choices=("auto", "http", "socket"), default="auto",
                           help="auto: Socket Mode when SLACK_APP_TOKEN is set, else HTTP")
        return slack

    def missing(self, settings: Settings, args: argparse.Namespace | None = None) -> str | None:
        if settings.slack_bot_token is None and not (settings.slack_client_id and settings.slack_client_secret):
            return SLACK_TOKEN
        mode = args.mode if args is not None else "auto"
        if mode == "socket" and settings.slack_app_token is None:
            return "SLACK_APP_TOKEN"
        if mode == "http" and settings.slack_signing_secret is None:
            return "SLACK_SIGNING_SECRET"
        return None

    async def serve(self, settings: Settings, args: argparse.Namespace) -> int:
        """Socket Mode with SLACK_APP_TOKEN, else HTTP on `--port` (default $PORT); `--mode` forces
        one of them (the Procfile names both)."""
        from adapters import slack_app
        from bot.app import heap
        from bot.app.runtime import open_runtime

        try:
            config = slack_app.config_for(settings, args.mode)
        except ValueError as error:
            print(f"benchgen-bot slack: {error}", file=sys.stderr)
            return 2
        async with open_runtime(settings) as runtime, slack_app.installations_for(config) as installations:
            adapter = slack_app.SlackAdapter(config=config, dispatcher=runtime.dispatcher, store=runtime.store,
                                             background=runtime.background, installations=installations)
            heap.settle()
            try:
                await slack_app.serve(adapter, host="0.0.0.0", port=args.port or settings.port)
            except asyncio.CancelledError:
                pass
            await runtime.background.wait(30.0)
            await adapter.aclose()
        return 0

    def replier(self, settings: Settings) -> contextlib.AbstractAsyncContextManager[ReplierFactory | None]:
        from adapters import slack_outbound

        return slack_outbound.repliers(settings)


class DiscordPlatform:
    name = "discord"

    def add_command(self, commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> argparse.ArgumentParser:
        discord_command = commands.add_parser("discord", help="run the Discord bot on the gateway with DISCORD_TOKEN")
        discord_command.add_argument("--shard-count", type=int, default=None,
                                     help="total shards across all processes (default: Discord's recommendation)")
        discord_command.add_argument("--shard-ids", type=lambda v: [int(i) for i in v.split(",")], default=None,
                                     help="this process's shards, e.g. 0,1 (needs --shard-count)")
        return discord_command

    def missing(self, settings: Settings, args: argparse.Namespace | None = None) -> str | None:
        return None if settings.discord_token else "DISCORD_TOKEN"

    async def serve(self, settings: Settings, args: argparse.Namespace) -> int:
        """Connects to the gateway with DISCORD_TOKEN (at DISCORD_API_URL's gateway, if set) until
        SIGTERM or SIGINT, then lets the turns in flight finish."""
        import discord

        from adapters import discord_app
        from adapters.discord_endpoints import discord_api
        from bot.app import heap
        from bot.app.runtime import open_runtime
        from bot.stopping import stop_on_signals

        if settings.discord_token is None:
            print("benchgen-bot discord: set DISCORD_TOKEN to the bot's token", file=sys.stderr)
            return 2
        shard_count, shard_ids = args.shard_count, args.shard_ids
        if shard_ids is not None and shard_count is None:
            print("benchgen-bot discord: --shard-ids needs --shard-count", file=sys.stderr)
            return 2
        async with open_runtime(settings) as runtime:
            def connect(message_content: bool) -> discord_app.BenchGenDiscordClient:
                return discord_app.BenchGenDiscordClient(runtime.dispatcher, message_content=message_content,
                                                         shard_count=shard_count, shard_ids=shard_ids)

            heap.settle()
            try:
                with discord_api(settings.discord_api_url), stop_on_signals() as stop:
                    await discord_app.serve(connect, settings.discord_token.get_secret_value(), stop,
                                            runtime.background)
            except discord.LoginFailure:
                print("benchgen-bot discord: Discord refused DISCORD_TOKEN; copy the bot's token again from the "
                      "developer portal", file=sys.stderr)
                return 2
        return 0

    @contextlib.asynccontextmanager
    async def replier(self, settings: Settings) -> AsyncIterator[ReplierFactory | None]:
        if settings.discord_token is None:
            yield None
            return
        from adapters import discord_app

        async with discord_app.rest_client(settings.discord_token.get_secret_value(),
                                           settings.discord_api_url) as client:
            yield lambda identity, place: discord_app.replier_for(client, identity, place)
