"""All configuration, read from the environment once in the entry point and passed down."""

from __future__ import annotations

from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=None, extra="ignore", case_sensitive=False)

    slack_bot_token: SecretStr | None = None
    slack_app_token: SecretStr | None = None
    slack_signing_secret: SecretStr | None = None
    slack_api_url: str = "https://slack.com/api/"
    port: int = 3000

    discord_token: SecretStr | None = None

    redis_url: str | None = None

    benchgen_url: str | None = None
    benchgen_client_id: str = "benchgen-bot"
    benchgen_client_secret: SecretStr | None = None
    benchgen_sandbox_db: str | None = Field(default=None, description="sandbox database file (embedded mode)")

    openai_api_key: SecretStr | None = None
    openai_base_url: str | None = None
    openai_model: str | None = None

    proposal_ttl_seconds: int = 15 * 60
    log_level: str = "WARNING"

    # Limits (bot/ratelimit.py). 0 switches a rate limit off; no cap when DAILY_CREDIT_CAP is unset.
    rate_limit_user_turns: int = Field(default=20, ge=0, description="RATE_LIMIT_USER_TURNS per window")
    rate_limit_workspace_turns: int = Field(default=200, ge=0, description="RATE_LIMIT_WORKSPACE_TURNS per window")
    rate_limit_window_seconds: int = Field(default=60, ge=1, description="RATE_LIMIT_WINDOW_SECONDS")
    daily_credit_cap: int | None = Field(default=None, ge=0, description="DAILY_CREDIT_CAP per user per day")

    def secrets(self) -> list[str]:
        """Every configured secret, for the outgoing guard to look for."""
        values = [self.slack_bot_token, self.slack_app_token, self.slack_signing_secret,
                  self.discord_token, self.benchgen_client_secret, self.openai_api_key]
        return [v.get_secret_value() for v in values if v is not None]
