"""Installable in many workspaces: the "Add to Slack" flow over real HTTP (the bot, and a stand-in
playing Slack's authorize page and Web API), installations in the real PostgreSQL, events in and
replies out on each workspace's own token."""

from __future__ import annotations

import html
import re
from collections.abc import AsyncIterator
from dataclasses import dataclass, replace
from urllib.parse import parse_qs, urlsplit

import asyncpg
import httpx
import pytest
import yaml
from cryptography.fernet import Fernet
from pydantic import SecretStr

from adapters.slack_app import BOT_SCOPES, SlackAdapter, SlackConfig, SlackInstallConfig, http_app, installations_for
from adapters.slack_installations import TokenCipher
from adapters.slack_outbound import repliers
from bot.app.runtime import Runtime
from bot.settings import Settings
from bot.text import Words
from bot.turn import Identity, OutgoingMessage, Place
from tests.slack.conftest import ANA, SlackBot, check_slack_messages, link_identity
from tests.slack.standin import (
    BOT_TOKEN,
    BOT_USER,
    CLIENT_ID,
    CLIENT_SECRET,
    SIGNING_SECRET,
    TEAM,
    SlackSide,
    SlackStandIn,
    serve,
)

OTHER = "T0OTHER"
NEVER = "T0NEVER"
STATE_SECRET = "standin-state-secret"
ENCRYPTION_KEY = Fernet.generate_key().decode()
COOKIE = "slack-app-oauth-state"


async def install(browser: httpx.AsyncClient, bot_url: str, team: str = TEAM, *,
                  installer: str = "UINSTALLER") -> httpx.Response:
    """What an admin does: opens /slack/install, approves on Slack, lands on the redirect. The state
    cookie is sent by hand: it is `Secure`, which a browser honours on loopback and httpx does not."""
    page = await browser.get(f"{bot_url}/slack/install", params={"team": team})
    assert page.status_code == 200, page.text
    link = html.unescape(re.search(r'href="([^"]+/oauth/v2/authorize[^"]*)"', page.text).group(1))
    approved = await browser.get(f"{link}&user={installer}")
    assert approved.status_code == 302
    return await browser.get(approved.headers["location"], headers={"Cookie": page.headers["set-cookie"].split(";")[0]})


@dataclass
class InstallableBot(SlackBot):
    browser: httpx.AsyncClient
    database: str

    async def install(self, team: str = TEAM, *, installer: str = "UINSTALLER") -> httpx.Response:
        return await install(self.browser, self.base_url, team, installer=installer)

    async def rows(self, table: str) -> list[asyncpg.Record]:
        conn = await asyncpg.connect(self.database)
        try:
            return await conn.fetch(f"SELECT * FROM {table} ORDER BY id")
        finally:
            await conn.close()

    async def sql(self, statement: str) -> None:
        conn = await asyncpg.connect(self.database)
        try:
            await conn.execute(statement)
        finally:
            await conn.close()


@pytest.fixture
async def installable(runtime: Runtime, postgres: str) -> AsyncIterator[InstallableBot]:
    api = SlackStandIn(users={ANA: {"name": "ana", "locale": "en-US"}}, tokens={})
    async with serve(api.app()) as api_url:
        api.base_url = api_url
        config = SlackConfig(
            install=SlackInstallConfig(client_id=CLIENT_ID, client_secret=SecretStr(CLIENT_SECRET),
                                       state_secret=SecretStr(STATE_SECRET),
                                       token_encryption_key=SecretStr(ENCRYPTION_KEY),
                                       database_url=SecretStr(postgres)),
            signing_secret=SecretStr(SIGNING_SECRET), api_url=f"{api_url}/api/")
        async with installations_for(config) as installations:
            adapter = SlackAdapter(config=config, dispatcher=runtime.dispatcher, store=runtime.store,
                                   background=runtime.background, installations=installations)
            await link_identity(runtime, ANA, "ana")
            async with serve(http_app(adapter)) as bot_url, httpx.AsyncClient(timeout=10) as http, \
                    httpx.AsyncClient(timeout=10) as browser:
                api.redirect_uri = f"{bot_url}/slack/oauth_redirect"
                bot = InstallableBot(runtime, api, SlackSide(http, f"{bot_url}/slack/events", api), adapter, bot_url,
                                     browser, postgres)
                yield bot
                await bot.settle()
            await adapter.aclose()
    check_slack_messages(bot)


def posts_of(bot: SlackBot, team: str) -> list[str]:
    return [c.text for c in bot.api.of("chat.postMessage") if c.team == team]


async def test_an_install_stores_the_workspace_with_its_token_encrypted(installable: InstallableBot) -> None:
    bot = installable
    done = await bot.install(TEAM)
    assert done.status_code == 200 and "Thank you" in done.text, done.text
    (authorize,) = bot.api.of("oauth.authorize")
    assert authorize.args["client_id"] == CLIENT_ID and authorize.args["scope"] == ",".join(BOT_SCOPES)
    (token,) = bot.api.issued
    for table in ("slack_installations", "slack_bots"):
        (row,) = await bot.rows(table)
        assert row["team_id"] == TEAM and row["bot_user_id"] == BOT_USER
        assert token not in row["bot_token"] and "xox" not in row["bot_token"], "no usable token at rest"
        assert TokenCipher(ENCRYPTION_KEY).open(row["bot_token"]) == token
    assert await bot.rows("slack_oauth_states") == [], "the state was used up"


async def test_each_workspace_is_answered_with_its_own_token(installable: InstallableBot) -> None:
    bot = installable
    await bot.install(TEAM)
    await bot.install(OTHER)
    assert len(bot.api.issued) == 2
    await bot.slack.mention(ANA, "how many credits do we have left?")
    await replace(bot.slack, team=OTHER).mention("UOTHER", "what can you do?")
    await bot.settle()
    assert "500" in "\n".join(posts_of(bot, TEAM))
    assert posts_of(bot, OTHER), "the other workspace is answered on its own token"
    assert all(c.team in (TEAM, OTHER) for c in bot.api.calls if c.method == "chat.postMessage")
    assert not bot.api.of("chat.postEphemeral"), "the other workspace's help needs no account"
    assert not [c for c in bot.api.calls if c.method.startswith("invalid_auth")]


async def test_a_workspace_never_installed_gets_nothing(installable: InstallableBot) -> None:
    bot = installable
    await bot.install(TEAM)
    before = len(bot.api.calls)
    await replace(bot.slack, team=NEVER).mention(ANA, "how many credits do we have left?")
    await bot.settle()
    assert bot.api.calls[before:] == []


async def test_installing_links_nobody(installable: InstallableBot) -> None:
    bot = installable
    await bot.install(OTHER, installer="UADMIN")
    await replace(bot.slack, team=OTHER).mention("UADMIN", "how many credits do we have left?")
    await bot.settle()
    assert posts_of(bot, OTHER) == [], "the installer's account question is not answered in the channel"
    (prompt,) = bot.api.of("chat.postEphemeral")
    assert prompt.args["user"] == "UADMIN" and "/link/" in prompt.text, "the installer links like anyone else"


async def test_the_install_state_is_signed_single_use_and_expiring(installable: InstallableBot) -> None:
    bot = installable
    page = await bot.browser.get(f"{bot.base_url}/slack/install")
    cookie = page.headers["set-cookie"].split(";")[0]
    state = cookie.split("=", 1)[1]
    raw, _, signature = state.rpartition(".")
    assert raw and signature, "the state carries its signature"
    redirect = f"{bot.base_url}/slack/oauth_redirect"

    forged = f"{raw}.{'A' * len(signature)}"
    refused = await bot.browser.get(redirect, params={"code": "x", "state": forged},
                                    headers={"Cookie": f"{COOKIE}={forged}"})
    assert refused.status_code == 401
    no_cookie = await bot.browser.get(redirect, params={"code": "x", "state": state})
    assert no_cookie.status_code == 400, "a state from another browser is refused"

    link = html.unescape(re.search(r'href="([^"]+/oauth/v2/authorize[^"]*)"', page.text).group(1))
    approved = await bot.browser.get(link)
    callback = approved.headers["location"]
    assert parse_qs(urlsplit(callback).query)["state"] == [state]
    first = await bot.browser.get(callback, headers={"Cookie": cookie})
    assert first.status_code == 200
    again = await bot.browser.get(callback, headers={"Cookie": cookie})
    assert again.status_code == 401, "a state works once"

    page = await bot.browser.get(f"{bot.base_url}/slack/install")
    cookie = page.headers["set-cookie"].split(";")[0]
    await bot.sql("UPDATE slack_oauth_states SET expire_at = expire_at - interval '1 hour'")
    link = html.unescape(re.search(r'href="([^"]+/oauth/v2/authorize[^"]*)"', page.text).group(1))
    expired = await bot.browser.get((await bot.browser.get(link)).headers["location"], headers={"Cookie": cookie})
    assert expired.status_code == 401, "an expired state is refused"
    assert len(bot.api.of("oauth.v2.access")) == 1, "no code was exchanged for a refused state"


async def test_app_uninstalled_removes_the_workspace(installable: InstallableBot) -> None:
    bot = installable
    await bot.install(TEAM)
    await bot.install(OTHER)
    await bot.slack.event({"type": "app_uninstalled"})
    bot.api.revoke(TEAM)
    await bot.settle()
    assert {r["team_id"] for r in await bot.rows("slack_installations")} == {OTHER}
    assert {r["team_id"] for r in await bot.rows("slack_bots")} == {OTHER}
    before = len(bot.api.calls)
    await bot.slack.mention(ANA, "how many credits do we have left?")
    await bot.settle()
    assert bot.api.calls[before:] == [], "an uninstalled workspace gets nothing"


async def test_tokens_revoked_removes_the_bot_token(installable: InstallableBot) -> None:
    bot = installable
    await bot.install(TEAM)
    await bot.slack.event({"type": "tokens_revoked", "tokens": {"bot": [BOT_USER]}})
    await bot.settle()
    assert await bot.rows("slack_bots") == []
    before = len(bot.api.calls)
    await bot.slack.mention(ANA, "how many credits do we have left?")
    await bot.settle()
    assert bot.api.calls[before:] == []


async def test_a_rotating_token_is_refreshed_before_it_expires(installable: InstallableBot) -> None:
    bot = installable
    bot.api.token_rotation = True
    bot.api.expires_in = 60  # well inside bolt's two-hour refresh window
    await bot.install(TEAM)
    first = bot.api.issued[-1]
    await bot.slack.mention(ANA, "how many credits do we have left?")
    await bot.settle()
    assert bot.api.of("oauth.v2.access:refresh"), "the token was refreshed"
    fresh = bot.api.issued[-1]
    assert fresh != first
    bots = await bot.rows("slack_bots")
    assert TokenCipher(ENCRYPTION_KEY).open(bots[-1]["bot_token"]) == fresh, "the fresh token is stored, encrypted"
    assert "xoxe" not in (bots[-1]["bot_refresh_token"] or "")
    assert "500" in "\n".join(posts_of(bot, TEAM))


def install_settings(bot: InstallableBot) -> Settings:
    return Settings(slack_client_id=CLIENT_ID, slack_client_secret=SecretStr(CLIENT_SECRET),
                    slack_signing_secret=SecretStr(SIGNING_SECRET), slack_state_secret=SecretStr(STATE_SECRET),
                    slack_token_encryption_key=SecretStr(ENCRYPTION_KEY), database_url=SecretStr(bot.database),
                    slack_api_url=f"{bot.api.base_url}/api/")


async def post_outside_a_request(settings: Settings, *teams: str) -> None:
    """What a watch worker does when a run ends: posts in the thread of the workspace it ran for."""
    async with repliers(settings) as factory:
        assert factory is not None
        for team in teams:
            replier = factory(Identity(platform="slack", workspace=team, user="UX"),
                              Place(channel="C0GENERAL", thread="1700000001.000100"))
            await replier.post(OutgoingMessage(lines=[[Words(text=f"done in {team}")]]))


async def test_a_worker_posts_in_each_workspace_with_its_own_fresh_token(installable: InstallableBot) -> None:
    bot = installable
    bot.api.token_rotation = True
    bot.api.expires_in = 60
    await bot.install(TEAM)
    await bot.install(OTHER)
    await post_outside_a_request(install_settings(bot), TEAM, OTHER, NEVER)
    posts = bot.api.of("chat.postMessage")
    assert [(c.team, c.text, c.args["thread_ts"]) for c in posts] == [
        (TEAM, f"done in {TEAM}", "1700000001.000100"), (OTHER, f"done in {OTHER}", "1700000001.000100")]
    assert len(bot.api.of("oauth.v2.access:refresh")) == 2, "each token refreshed before use"
    stored = {r["team_id"]: TokenCipher(ENCRYPTION_KEY).open(r["bot_token"]) for r in await bot.rows("slack_bots")}
    assert set(stored.values()) <= set(bot.api.issued) and bot.api.issued[-1] in stored.values()


async def test_a_worker_with_one_bot_token_posts_with_it(installable: InstallableBot) -> None:
    bot = installable
    bot.api.tokens[BOT_TOKEN] = TEAM
    await post_outside_a_request(Settings(slack_bot_token=SecretStr(BOT_TOKEN), slack_api_url=f"{bot.api.base_url}/api/"),
                                 TEAM)
    assert [(c.team, c.text) for c in bot.api.of("chat.postMessage")] == [(TEAM, f"done in {TEAM}")]


def test_the_manifest_asks_for_exactly_the_scopes_the_install_asks_for() -> None:
    manifest = yaml.safe_load(open("slack-manifest.yml", encoding="utf-8"))
    assert sorted(manifest["oauth_config"]["scopes"]["bot"]) == sorted(BOT_SCOPES)
    events = manifest["settings"]["event_subscriptions"]["bot_events"]
    for event in ("assistant_thread_started", "assistant_thread_context_changed", "app_uninstalled", "tokens_revoked"):
        assert event in events


def test_the_install_mode_names_what_it_still_needs() -> None:
    settings = Settings(slack_client_id=CLIENT_ID, slack_client_secret=SecretStr(CLIENT_SECRET),
                        slack_signing_secret=SecretStr(SIGNING_SECRET))
    with pytest.raises(ValueError, match="SLACK_STATE_SECRET, DATABASE_URL, SLACK_TOKEN_ENCRYPTION_KEY"):
        SlackConfig.from_settings(settings)
    full = settings.model_copy(update={"slack_state_secret": SecretStr("s"), "database_url": SecretStr("postgresql://x/y"),
                                       "slack_token_encryption_key": SecretStr("not a key")})
    with pytest.raises(ValueError, match="Fernet"):
        SlackConfig.from_settings(full)
    good = full.model_copy(update={"slack_token_encryption_key": SecretStr(ENCRYPTION_KEY)})
    assert SlackConfig.from_settings(good).install is not None
    with pytest.raises(ValueError, match="SLACK_BOT_TOKEN"):
        SlackConfig.from_settings(Settings(slack_signing_secret=SecretStr(SIGNING_SECRET)))
    with pytest.raises(ValueError, match="not both"):
        SlackConfig.from_settings(good.model_copy(update={"slack_bot_token": SecretStr(BOT_TOKEN)}))
