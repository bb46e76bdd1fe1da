"""Gateway payloads (the `d` of a dispatch) shaped as Discord sends them, for the tests to feed."""

from __future__ import annotations

from typing import Any

from tests.discord.standin import DiscordStandIn, now_iso

GUILD_ID = "1100000000000000001"
CHANNEL_ID = "1100000000000000002"  # the server's #benchmarks text channel
VOICE_ID = "1100000000000000003"


def user(user_id: str, name: str, *, bot: bool = False) -> dict[str, Any]:
    data: dict[str, Any] = {"id": user_id, "username": name, "discriminator": "0", "global_name": name,
                            "avatar": None, "public_flags": 0}
    if bot:
        data["bot"] = True
    return data


def member(joined: str | None = None) -> dict[str, Any]:
    return {"roles": [], "joined_at": joined or now_iso(), "deaf": False, "mute": False, "flags": 0,
            "nick": None, "avatar": None, "premium_since": None, "pending": False}


def text_channel(channel_id: str = CHANNEL_ID, name: str = "benchmarks") -> dict[str, Any]:
    return {"id": channel_id, "type": 0, "guild_id": GUILD_ID, "name": name, "position": 0,
            "permission_overwrites": [], "parent_id": None, "topic": None, "nsfw": False,
            "last_message_id": None, "rate_limit_per_user": 0, "flags": 0}


def guild_create(bot: dict[str, Any], channels: list[dict[str, Any]], *, locale: str = "en-US") -> dict[str, Any]:
    return {
        "id": GUILD_ID, "name": "Acme Research", "icon": None, "splash": None, "discovery_splash": None,
        "owner_id": "900", "afk_channel_id": None, "afk_timeout": 300, "verification_level": 0,
        "default_message_notifications": 0, "explicit_content_filter": 0, "mfa_level": 0,
        "roles": [{"id": GUILD_ID, "name": "@everyone", "permissions": "1071698660929", "position": 0,
                   "color": 0, "hoist": False, "managed": False, "mentionable": False, "flags": 0}],
        "emojis": [], "stickers": [], "features": [], "application_id": None, "system_channel_id": None,
        "system_channel_flags": 0, "rules_channel_id": None, "vanity_url_code": None, "description": None,
        "banner": None, "premium_tier": 0, "premium_subscription_count": 0, "preferred_locale": locale,
        "public_updates_channel_id": None, "nsfw_level": 0, "premium_progress_bar_enabled": False,
        "joined_at": now_iso(), "large": False, "unavailable": False, "member_count": 4,
        "voice_states": [], "members": [{**member(), "user": bot}], "channels": channels, "threads": [],
        "presences": [], "stage_instances": [], "guild_scheduled_events": [],
    }


def message_create(standin: DiscordStandIn, author: dict[str, Any], channel_id: str, content: str, *,
                   guild: bool = True, mentions: list[dict[str, Any]] = ()) -> dict[str, Any]:  # type: ignore[assignment]
    """A MESSAGE_CREATE; `content` is what the gateway delivers (empty without the content intent)."""
    data: dict[str, Any] = {
        "id": standin.snowflake(), "channel_id": channel_id, "author": author, "content": content,
        "timestamp": now_iso(), "edited_timestamp": None, "tts": False,
        "mention_everyone": "@everyone" in content, "mentions": [{**m, "member": member()} if guild else m
                                                              for m in mentions],
        "mention_roles": [], "attachments": [], "embeds": [], "pinned": False, "type": 0, "flags": 0,
        "components": [], "nonce": standin.snowflake(),
    }
    if guild:
        data["guild_id"] = GUILD_ID
        data["member"] = member()
    return data


def interaction_create(standin: DiscordStandIn, clicker: dict[str, Any], message: dict[str, Any],
                       custom_id: str, *, locale: str = "en-US") -> dict[str, Any]:
    """An INTERACTION_CREATE for a button click on `message` (as the stand-in stored it)."""
    channel = standin.channels[message["channel_id"]]
    interaction = standin.new_interaction(clicker["id"], channel["id"])
    data: dict[str, Any] = {
        "id": interaction.id, "application_id": standin.application_id, "type": 3, "token": interaction.token,
        "version": 1, "locale": locale, "app_permissions": "1071698660929", "entitlements": [],
        "authorizing_integration_owners": {"0": GUILD_ID} if "guild_id" in channel else {"1": clicker["id"]},
        "attachment_size_limit": 10485760, "channel_id": channel["id"], "channel": channel,
        "message": message,
        "data": {"custom_id": custom_id, "component_type": 2},
    }
    if "guild_id" in channel:
        data["guild_id"] = channel["guild_id"]
        data["guild_locale"] = "en-US"
        data["guild"] = {"id": channel["guild_id"], "locale": "en-US", "features": []}
        data["member"] = {**member(), "user": clicker, "permissions": "1071698660929"}
        data["context"] = 0
    else:
        data["user"] = clicker
        data["context"] = 1
    return data
