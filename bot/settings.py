"""All configuration, read from the environment once in the entry point and passed down."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from platformdirs import user_cache_dir
from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


def default_cache_dir() -> str:
    """The user's cache directory for the bot: $XDG_CACHE_HOME/benchgen-bot, else ~/.cache/benchgen-bot
    (the platform's own elsewhere)."""
    return user_cache_dir("benchgen-bot", appauthor=False)


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=None, extra="ignore", case_sensitive=False)

    slack_bot_token: SecretStr | None = None
    slack_app_token: SecretStr | None = None
    slack_signing_secret: SecretStr | None = None
    slack_api_url: str = "https://slack.com/api/"
    # Multi-workspace install (OAuth v2), used when SLACK_CLIENT_ID and SLACK_CLIENT_SECRET are set and
    # SLACK_BOT_TOKEN is not: installations in PostgreSQL (DATABASE_URL), tokens encrypted with
    # SLACK_TOKEN_ENCRYPTION_KEY (a Fernet key), install states signed with SLACK_STATE_SECRET.
    slack_client_id: str | None = None
    slack_client_secret: SecretStr | None = None
    slack_state_secret: SecretStr | None = None
    slack_token_encryption_key: SecretStr | None = None
    slack_redirect_uri: str | None = None  # as registered in the app's OAuth settings (else Slack's default)
    database_url: SecretStr | None = None  # e.g. postgresql://bot@db.internal/benchgen_bot (may hold a password)
    port: int = 3000
    # HTTP_MAX_BODY_BYTES: the largest request body any HTTP endpoint of the bot reads (413 above it).
    # Slack's events, clicks and slash commands are a few kilobytes.
    http_max_body_bytes: int = Field(default=1_000_000, ge=1024, description="HTTP_MAX_BODY_BYTES")

    discord_token: SecretStr | None = None
    # DISCORD_API_URL: the REST base (".../api/v10"); the gateway is the one its /gateway/bot names.
    # Unset: Discord's own API. Set: e.g. a local stand-in playing Discord.
    discord_api_url: str | None = None

    redis_url: str | None = None
    redis_prefix: str = "benchgen:"  # REDIS_PREFIX: every key of this deployment (store and watch queue)

    # Watching long work (bot/watching.py): "arq" hands it to `benchgen-bot worker` processes
    # through Redis (needs REDIS_URL and BENCHGEN_URL); "in-process" keeps it in the bot process.
    watch_backend: Literal["in-process", "arq"] = "in-process"
    watch_job_timeout_seconds: float = Field(default=10.0, gt=0, description="one poll's time limit")
    watch_max_jobs: int = Field(default=200, ge=1, description="polls one worker runs at once")

    benchgen_url: str | None = None
    benchgen_client_id: str = "benchgen-bot"
    benchgen_client_secret: SecretStr | None = None
    benchgen_sandbox_db: str | None = Field(default=None, description="sandbox database file (embedded mode)")

    openai_api_key: SecretStr | None = None
    openai_base_url: str | None = None
    openai_model: str | None = None
    # --- language model (bot/llm/): optional help where rules run out; offline when no OPENAI_API_KEY.
    # Benchmark content (item texts, keys, saved answers) reaches a model only when this is true:
    # a hosted model seeing test items leaks the benchmark.
    benchgen_llm_sees_data: bool = False
    benchgen_llm_routing: bool = Field(default=True, description="a model picks a skill when the rules are unsure")
    benchgen_llm_answers: bool = Field(default=True, description="answers about BenchGen grounded in its docs")
    benchgen_llm_equivalence: bool = Field(default=True, description="judges misses no rule decides (needs SEES_DATA)")
    benchgen_llm_references: bool = Field(default=True, description="a second opinion on suspected wrong references (needs SEES_DATA)")
    benchgen_llm_translation: bool = Field(default=True, description="replies in languages outside the seven")
    benchgen_llm_timeout_seconds: float = Field(default=8.0, gt=0, description="one call's time limit")
    benchgen_llm_max_calls_per_turn: int = Field(default=3, ge=0)
    benchgen_llm_max_tokens_per_turn: int = Field(default=6000, ge=0)
    # --- end language model

    proposal_ttl_seconds: int = 15 * 60
    log_level: str = "WARNING"
    # BENCHGEN_CACHE_DIR: where start-up keeps what it computes from the code and data alone (the router's
    # classifier, its patterns' literals: bot/startup_cache.py), for the next process to read; empty: none.
    benchgen_cache_dir: str = Field(default_factory=default_cache_dir, description="BENCHGEN_CACHE_DIR")

    # Limits (bot/ratelimit.py). 0 switches a rate limit off; no cap when DAILY_CREDIT_CAP is unset.
    rate_limit_user_turns: int = Field(default=20, ge=0, description="RATE_LIMIT_USER_TURNS per window")
    rate_limit_workspace_turns: int = Field(default=200, ge=0, description="RATE_LIMIT_WORKSPACE_TURNS per window")
    rate_limit_window_seconds: int = Field(default=60, ge=1, description="RATE_LIMIT_WINDOW_SECONDS")
    daily_credit_cap: int | None = Field(default=None, ge=0, description="DAILY_CREDIT_CAP per user per day")

    @property
    def cache_dir(self) -> Path | None:
        """BENCHGEN_CACHE_DIR as a path; None when it is empty (no startup cache)."""
        return Path(self.benchgen_cache_dir).expanduser() if self.benchgen_cache_dir.strip() else None

    def secrets(self) -> list[str]:
        """Every configured secret (each `SecretStr` setting, those added later included), for the
        outgoing guard and the log filter to look for."""
        values = [getattr(self, name) for name in type(self).model_fields]
        return [v.get_secret_value() for v in values if isinstance(v, SecretStr) and v.get_secret_value()]
