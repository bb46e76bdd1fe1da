"""Where a multi-workspace Slack app keeps its installations and install states: PostgreSQL.

slack_sdk's maintained SQLAlchemy stores (async variants, on asyncpg), with three changes:
- tokens are encrypted at rest (Fernet; `SLACK_TOKEN_ENCRYPTION_KEY`, several keys comma-separated
  to rotate: the first encrypts, any decrypts), so a database dump holds no usable token;
- the token columns are wide enough for an encrypted rotating token (slack_sdk's are 200 characters);
- an install state is signed (HMAC with `SLACK_STATE_SECRET`: a forged one is refused before the
  database is asked) and consumed by one atomic DELETE, so two callbacks with the same state cannot
  both succeed (slack_sdk's reads, then deletes).
"""

from __future__ import annotations

import base64
import copy
import hashlib
import hmac
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import sqlalchemy
from cryptography.fernet import Fernet, MultiFernet
from slack_sdk.oauth.installation_store.async_installation_store import AsyncInstallationStore
from slack_sdk.oauth.installation_store.models.bot import Bot
from slack_sdk.oauth.installation_store.models.installation import Installation
from slack_sdk.oauth.installation_store.sqlalchemy import AsyncSQLAlchemyInstallationStore
from slack_sdk.oauth.sqlalchemy_utils import normalize_datetime_for_db
from slack_sdk.oauth.state_store.sqlalchemy import AsyncSQLAlchemyOAuthStateStore
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine

_TOKEN_FIELDS = ("bot_token", "bot_refresh_token", "user_token", "user_refresh_token")


class TokenCipher:
    """Fernet over a list of keys: the first encrypts, every one of them decrypts."""

    def __init__(self, keys: str) -> None:
        try:
            fernets = [Fernet(key.strip().encode()) for key in keys.split(",") if key.strip()]
        except ValueError as error:
            raise ValueError("SLACK_TOKEN_ENCRYPTION_KEY must be Fernet keys (32 url-safe base64 bytes each)") from error
        if not fernets:
            raise ValueError("SLACK_TOKEN_ENCRYPTION_KEY holds no key")
        self._fernet = MultiFernet(fernets)

    def seal(self, value: str | None) -> str | None:
        return None if value is None else self._fernet.encrypt(value.encode()).decode()

    def open(self, value: str | None) -> str | None:
        return None if value is None else self._fernet.decrypt(value.encode()).decode()


def _with_tokens(record: Any, change: Any) -> Any:
    """A copy of an `Installation` or `Bot` with each of its token fields passed through `change`."""
    out = copy.copy(record)
    for name in _TOKEN_FIELDS:
        if hasattr(out, name):
            setattr(out, name, change(getattr(out, name)))
    return out


class EncryptedInstallationStore(AsyncInstallationStore):
    """Seals tokens on the way in and opens them on the way out; everything else is `inner`'s."""

    def __init__(self, inner: AsyncInstallationStore, cipher: TokenCipher) -> None:
        self.inner = inner
        self._cipher = cipher

    @property
    def logger(self) -> Any:
        return self.inner.logger

    async def async_save(self, installation: Installation) -> None:
        await self.inner.async_save(_with_tokens(installation, self._cipher.seal))

    async def async_save_bot(self, bot: Bot) -> None:
        await self.inner.async_save_bot(_with_tokens(bot, self._cipher.seal))

    async def async_find_bot(self, *, enterprise_id: str | None, team_id: str | None,
                             is_enterprise_install: bool | None = False) -> Bot | None:
        bot = await self.inner.async_find_bot(enterprise_id=enterprise_id, team_id=team_id,
                                              is_enterprise_install=is_enterprise_install)
        return None if bot is None else _with_tokens(bot, self._cipher.open)

    async def async_find_installation(self, *, enterprise_id: str | None, team_id: str | None,
                                      user_id: str | None = None,
                                      is_enterprise_install: bool | None = False) -> Installation | None:
        found = await self.inner.async_find_installation(enterprise_id=enterprise_id, team_id=team_id,
                                                         user_id=user_id, is_enterprise_install=is_enterprise_install)
        return None if found is None else _with_tokens(found, self._cipher.open)

    async def async_delete_bot(self, *, enterprise_id: str | None, team_id: str | None) -> None:
        await self.inner.async_delete_bot(enterprise_id=enterprise_id, team_id=team_id)

    async def async_delete_installation(self, *, enterprise_id: str | None, team_id: str | None,
                                        user_id: str | None = None) -> None:
        await self.inner.async_delete_installation(enterprise_id=enterprise_id, team_id=team_id, user_id=user_id)


def _widened(table: sqlalchemy.Table) -> sqlalchemy.Table:
    for name in _TOKEN_FIELDS:
        if name in table.c:
            table.c[name].type = sqlalchemy.Text()
    return table


class PostgresInstallationStore(AsyncSQLAlchemyInstallationStore):
    """slack_sdk's store with token columns that hold an encrypted token of any length."""

    @classmethod
    def build_installations_table(cls, metadata: sqlalchemy.MetaData, table_name: str) -> sqlalchemy.Table:
        return _widened(super().build_installations_table(metadata, table_name))

    @classmethod
    def build_bots_table(cls, metadata: sqlalchemy.MetaData, table_name: str) -> sqlalchemy.Table:
        return _widened(super().build_bots_table(metadata, table_name))


class SignedStateStore(AsyncSQLAlchemyOAuthStateStore):
    """Install states: signed, expiring, and consumed at most once."""

    def __init__(self, *, secret: str, expiration_seconds: int, engine: AsyncEngine) -> None:
        super().__init__(expiration_seconds=expiration_seconds, engine=engine)
        self._secret = secret.encode()

    def _signature(self, raw: str) -> str:
        digest = hmac.new(self._secret, raw.encode(), hashlib.sha256).digest()
        return base64.urlsafe_b64encode(digest).decode().rstrip("=")

    async def async_issue(self, *args: Any, **kwargs: Any) -> str:
        await self._forget_expired()
        raw = await super().async_issue()
        return f"{raw}.{self._signature(raw)}"

    async def async_consume(self, state: str) -> bool:
        raw, _, signature = (state or "").rpartition(".")
        if not raw or not hmac.compare_digest(signature.encode(), self._signature(raw).encode()):
            return False
        now = normalize_datetime_for_db(datetime.now(tz=UTC))
        c = self.oauth_states.c
        async with self.engine.begin() as conn:
            deleted = await conn.execute(self.oauth_states.delete()
                                         .where(c.state == raw, c.expire_at > now).returning(c.id))
            return deleted.first() is not None

    async def _forget_expired(self) -> None:
        now = normalize_datetime_for_db(datetime.now(tz=UTC))
        async with self.engine.begin() as conn:
            await conn.execute(self.oauth_states.delete().where(self.oauth_states.c.expire_at <= now))


@dataclass
class Installations:
    """The two stores bolt's OAuth flow needs, on one engine."""

    store: EncryptedInstallationStore
    states: SignedStateStore


def async_database_url(url: str) -> str:
    """`postgresql://…` as SQLAlchemy's asyncpg URL."""
    scheme, sep, rest = url.partition("://")
    if not sep or scheme not in ("postgres", "postgresql", "postgresql+asyncpg"):
        raise ValueError("DATABASE_URL must be a postgresql:// URL")
    return f"postgresql+asyncpg://{rest}"


@asynccontextmanager
async def open_installations(*, database_url: str, client_id: str, encryption_keys: str, state_secret: str,
                             state_ttl_seconds: int) -> AsyncIterator[Installations]:
    """Connects, creates the tables when missing, and closes the pool afterwards."""
    cipher = TokenCipher(encryption_keys)
    engine = create_async_engine(async_database_url(database_url), pool_pre_ping=True)
    try:
        store = PostgresInstallationStore(client_id=client_id, engine=engine)
        states = SignedStateStore(secret=state_secret, expiration_seconds=state_ttl_seconds, engine=engine)
        await store.create_tables()
        await states.create_tables()
        yield Installations(store=EncryptedInstallationStore(store, cipher), states=states)
    finally:
        await engine.dispose()
