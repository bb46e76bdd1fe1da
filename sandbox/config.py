"""Sandbox configuration, built once by the entry point and passed down."""

from __future__ import annotations

import os
import secrets
from pathlib import Path
from typing import Mapping

from platformdirs import user_data_dir
from pydantic import BaseModel, Field, SecretStr, field_validator

MAX_TOKEN_TTL = 600


def default_db_path() -> str:
    return str(Path(user_data_dir("benchgen-sandbox")) / "sandbox.sqlite3")


def _default_secret() -> SecretStr:
    """The demo secret; `BENCHGEN_SANDBOX_CLIENT_SECRET` overrides it (sandbox only)."""
    return SecretStr(os.environ.get("BENCHGEN_SANDBOX_CLIENT_SECRET") or "sandbox-demo-secret")


class SandboxConfig(BaseModel):
    db_path: str = Field(default_factory=default_db_path)
    item_seconds: float = Field(default=0.05, ge=0)
    training_seconds: float = Field(default=1.0, ge=0)
    token_ttl_seconds: int = Field(default=600, ge=1)
    link_ttl_seconds: int = Field(default=600, ge=1)
    client_id: str = "benchgen-bot"
    client_secret: SecretStr = Field(default_factory=_default_secret)
    public_url: str = "http://127.0.0.1:8765"
    # Signs the approval form's state between sign-in and approval; random per process by default.
    link_signing_secret: SecretStr = Field(default_factory=lambda: SecretStr(secrets.token_urlsafe(32)))
    # Time one math check may run in a worker (waiting for a free worker does not count).
    # Wrong passwords: a link is burned after `sign_in_attempts_per_link`; a username is refused
    # for `sign_in_lockout_seconds` after `sign_in_attempts_per_account` within that window.
    sign_in_attempts_per_link: int = Field(default=5, ge=1)
    sign_in_attempts_per_account: int = Field(default=10, ge=1)
    sign_in_lockout_seconds: int = Field(default=900, ge=1)
    # Request bodies: the API's JSON (a change list of MAX_CHANGES changes fits easily; imports go
    # through the CLI, never HTTP) and the smaller form posts (sign-in pages, /oauth/token).
    max_body_bytes: int = Field(default=1024 * 1024, ge=1024)
    max_form_bytes: int = Field(default=16 * 1024, ge=1024)
    math_timeout_seconds: float = Field(default=5.0, gt=0)
    math_workers: int = Field(default=2, ge=1, le=64)
    # Time a new worker may take to start (it imports sympy); past it, checks fail with 503 and runs fail, refunded.
    math_start_timeout_seconds: float = Field(default=120.0, gt=0)
    # Workers one caller (an account's requests, a workspace's runs) may hold at once.
    math_workers_per_caller: int = Field(default=1, ge=1, le=64)
    # Math checks one account may have waiting; more is a 429.
    math_waiting_per_caller: int = Field(default=8, ge=1)
    # Math timeouts one request may spend before it is answered 422 `invalid-change`.
    math_timeouts_per_request: int = Field(default=2, ge=1)
    # Worker seconds of math one request may spend before it is answered 422 `invalid-change`.
    math_seconds_per_request: float = Field(default=30.0, gt=0)

    @field_validator("token_ttl_seconds")
    @classmethod
    def _cap_ttl(cls, value: int) -> int:
        return min(value, MAX_TOKEN_TTL)

    @field_validator("public_url")
    @classmethod
    def _strip_slash(cls, value: str) -> str:
        return value.rstrip("/")

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None, /, **overrides: object) -> SandboxConfig:
        """Build from `BENCHGEN_SANDBOX_*` variables (`env`, default the process environment; positional
        only, so an override is never taken for it); explicit overrides win."""
        env = os.environ if env is None else env
        names = {
            "DB_PATH": "db_path",
            "ITEM_SECONDS": "item_seconds",
            "TRAINING_SECONDS": "training_seconds",
            "TOKEN_TTL_SECONDS": "token_ttl_seconds",
            "LINK_TTL_SECONDS": "link_ttl_seconds",
            "CLIENT_ID": "client_id",
            "CLIENT_SECRET": "client_secret",
            "PUBLIC_URL": "public_url",
            "LINK_SIGNING_SECRET": "link_signing_secret",
            "SIGN_IN_ATTEMPTS_PER_LINK": "sign_in_attempts_per_link",
            "SIGN_IN_ATTEMPTS_PER_ACCOUNT": "sign_in_attempts_per_account",
            "SIGN_IN_LOCKOUT_SECONDS": "sign_in_lockout_seconds",
            "MAX_BODY_BYTES": "max_body_bytes",
            "MAX_FORM_BYTES": "max_form_bytes",
            "MATH_TIMEOUT_SECONDS": "math_timeout_seconds",
            "MATH_WORKERS": "math_workers",
            "MATH_START_TIMEOUT_SECONDS": "math_start_timeout_seconds",
            "MATH_WORKERS_PER_CALLER": "math_workers_per_caller",
            "MATH_WAITING_PER_CALLER": "math_waiting_per_caller",
            "MATH_TIMEOUTS_PER_REQUEST": "math_timeouts_per_request",
            "MATH_SECONDS_PER_REQUEST": "math_seconds_per_request",
        }
        values: dict[str, object] = {
            field: env[f"BENCHGEN_SANDBOX_{suffix}"]
            for suffix, field in names.items()
            if env.get(f"BENCHGEN_SANDBOX_{suffix}")
        }
        values.update({k: v for k, v in overrides.items() if v is not None})
        return cls.model_validate(values)
