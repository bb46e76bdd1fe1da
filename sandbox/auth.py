"""Bot clients, chat-identity links, and the token exchange (RFC 8693 style)."""

from __future__ import annotations

import asyncio
import base64
import binascii
import hashlib
import hmac
import sqlite3
from dataclasses import dataclass
from datetime import datetime, timedelta

from . import audit
from .context import Context, Principal, iso
from .names import name_problem
from .problems import Problem
from .security import UNKNOWN_NAME_HASH, new_id, new_token, token_hash

GRANT_TYPE = "urn:ietf:params:oauth:grant-type:token-exchange"
SUBJECT_TOKEN_TYPE = "urn:benchgen:params:oauth:token-type:chat-identity"
ISSUED_TOKEN_TYPE = "urn:ietf:params:oauth:token-type:access_token"

READ_SCOPES = frozenset({"account:read", "benchmarks:read", "runs:read"})
ALL_SCOPES = READ_SCOPES | {"benchmarks:write", "runs:write", "training:write"}
FORBIDDEN_SCOPES = frozenset({"benchmarks:delete", "scores:write"})
ROLE_SCOPES = {"viewer": READ_SCOPES, "editor": ALL_SCOPES, "admin": ALL_SCOPES}


class OAuthError(Exception):
    """An RFC 6749 error response: `{"error", "error_description"}`."""

    def __init__(self, error: str, description: str, status: int = 400) -> None:
        super().__init__(description)
        self.error = error
        self.description = description
        self.status = status


def basic_credentials(header: str | None) -> tuple[str, str] | None:
    if not header or not header[:6].lower() == "basic ":
        return None
    try:
        decoded = base64.b64decode(header[6:].strip(), validate=True).decode("utf-8")
    except (binascii.Error, ValueError):
        return None
    client_id, sep, secret = decoded.partition(":")
    return (client_id, secret) if sep else None


async def authenticate_client(ctx: Context, header: str | None) -> str | None:
    """The client id when the Basic credentials are right, else None."""
    credentials = basic_credentials(header)
    if credentials is None:
        return None
    client_id, secret = credentials
    row = await ctx.db.run(
        lambda conn: conn.execute("SELECT secret_hash FROM clients WHERE id = ?", (client_id,)).fetchone()
    )
    if row is None:  # an unknown client costs the same scrypt work as a known one
        await asyncio.to_thread(ctx.check_password, secret, UNKNOWN_NAME_HASH)
        return None
    stored, presented = row["secret_hash"], hashlib.sha256(secret.encode("utf-8", "surrogatepass")).digest()
    known = ctx.verified_clients.get(client_id)
    if known is not None and known[1] == stored and hmac.compare_digest(known[0], presented):
        return client_id
    if not await asyncio.to_thread(ctx.check_password, secret, stored):
        return None
    ctx.verified_clients[client_id] = (presented, stored)
    return client_id


async def require_client(ctx: Context, header: str | None) -> str:
    client = await authenticate_client(ctx, header)
    if client is None:
        raise Problem(401, "unauthorized", "Client authentication failed: send the bot client's id and secret.")
    return client


def valid_identity(identity: str) -> bool:
    """`platform:workspace:user`, and usable as one URL path segment (see names.py)."""
    parts = identity.split(":", 2)
    return len(parts) == 3 and all(part.strip() for part in parts) and name_problem(identity) is None


def check_identity(identity: str) -> None:
    if not valid_identity(identity):
        raise Problem(
            422,
            "validation",
            "A chat identity is `platform:workspace:user`, e.g. `slack:T0001:U0001`.",
            errors=[{"loc": ["identity"], "msg": "expected platform:workspace:user", "type": "value_error"}],
        )


# ---- links ----


@dataclass(frozen=True)
class NewLink:
    link_id: str
    url: str
    expires_at: str


async def create_link(ctx: Context, client: str, identity: str) -> NewLink:
    check_identity(identity)
    nonce = new_token()
    link_id = new_id("link")
    now = ctx.clock()
    expires = iso(now + timedelta(seconds=ctx.config.link_ttl_seconds))

    def write(conn: sqlite3.Connection) -> None:
        conn.execute(
            "UPDATE links SET invalidated = 1 WHERE identity = ? AND used_at IS NULL AND invalidated = 0",
            (identity,),
        )
        conn.execute(
            "INSERT INTO links (id, nonce_hash, identity, client, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)",
            (link_id, token_hash(nonce), identity, client, iso(now), expires),
        )
        audit.record(
            conn, at=iso(now), workspace=None, account=None, client=client,
            action="link.create", target=identity, detail=f"link {link_id}",
        )

    await ctx.db.run(write)
    return NewLink(link_id=link_id, url=f"{ctx.config.public_url}/link/{nonce}", expires_at=expires)


REPLACED, BURNED = 1, 2  # values of links.invalidated


@dataclass(frozen=True)
class LinkState:
    identity: str | None
    problem: str | None  # None when usable; else a sentence for the page
    status: int


async def link_state(ctx: Context, nonce: str) -> LinkState:
    row = await ctx.db.run(
        lambda conn: conn.execute(
            "SELECT identity, expires_at, used_at, invalidated FROM links WHERE nonce_hash = ?",
            (token_hash(nonce),),
        ).fetchone()
    )
    return _state(row, ctx.clock())


def _state(row: sqlite3.Row | None, now: datetime) -> LinkState:
    if row is None:
        return LinkState(None, "This link is not valid.", 404)
    if row["used_at"] is not None:
        return LinkState(row["identity"], "This link was already used.", 410)
    if row["invalidated"] == BURNED:
        return LinkState(row["identity"], "This link was locked after too many wrong passwords; ask the bot for a new one.", 410)
    if row["invalidated"]:
        return LinkState(row["identity"], "This link was replaced by a newer one; ask the bot again.", 410)
    if datetime.fromisoformat(row["expires_at"]) <= now:
        return LinkState(row["identity"], "This link has expired; ask the bot for a new one.", 410)
    return LinkState(row["identity"], None, 200)


APPROVAL_SECONDS = 300  # how long the signed approval form stays valid after sign-in


def sign_state(key: str, nonce: str, account: str, expires: int) -> str:
    """The approval form's state: which account signed in for which link, until when (HMAC-SHA256)."""
    payload = base64.urlsafe_b64encode(f"{account}\n{expires}".encode()).decode().rstrip("=")
    mac = hmac.new(key.encode(), f"{token_hash(nonce)}.{payload}".encode(), hashlib.sha256).hexdigest()
    return f"{payload}.{mac}"


def verify_state(key: str, nonce: str, state: str | None, now: datetime) -> str | None:
    """The account named in a state signed for this very link and not yet expired; else None."""
    if not state or state.count(".") != 1:
        return None
    payload, mac = state.split(".")
    expected = hmac.new(key.encode(), f"{token_hash(nonce)}.{payload}".encode(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(mac, expected):
        return None
    try:
        account, expires = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)).decode().split("\n")
        if int(expires) <= int(now.timestamp()):
            return None
    except (ValueError, binascii.Error):
        return None
    return account


async def sign_in(ctx: Context, nonce: str, username: str, password: str) -> tuple[LinkState, str | None]:
    """Checks the password; on success the signed state for the approval step (nothing is bound yet)."""
    refused = await check_sign_in(ctx, nonce, username, password)
    if refused is not None:
        return refused, None
    expires = int(ctx.clock().timestamp()) + APPROVAL_SECONDS
    state = await link_state(ctx, nonce)
    return state, sign_state(ctx.config.link_signing_secret.get_secret_value(), nonce, username, expires)


async def check_sign_in(ctx: Context, nonce: str, username: str, password: str) -> LinkState | None:
    """None when the link is usable and the password right; else why not.

    Every attempt is counted before the password is checked (so parallel guesses count too): a
    link takes `sign_in_attempts_per_link` wrong passwords and is then burned, a username
    `sign_in_attempts_per_account` within the lockout window and is then refused until the window
    passes. The scrypt check runs for unknown usernames and locked ones alike, against a hash
    nobody knows, so neither shows in the time an answer takes.
    """
    config = ctx.config
    now = ctx.clock()
    since = iso(now - timedelta(seconds=config.sign_in_lockout_seconds))
    forget = iso(now - timedelta(seconds=max(config.sign_in_lockout_seconds, config.link_ttl_seconds)))
    link_key, account_key = token_hash(nonce), username.casefold()

    def reserve(conn: sqlite3.Connection) -> tuple[LinkState, str | None, bool, list[int]]:
        state = _state(_link_row(conn, nonce), now)
        if state.problem is not None:
            return state, None, False, []
        conn.execute("DELETE FROM sign_in_attempts WHERE at < ?", (forget,))
        if _attempts(conn, "link", link_key, forget) >= config.sign_in_attempts_per_link:
            return _burn(conn, nonce, state, now), None, False, []  # its last attempts were in flight
        earlier = _attempts(conn, "account", account_key, since)
        ids = [
            _attempt(conn, "link", link_key, iso(now)),
            _attempt(conn, "account", account_key, iso(now)),
        ]
        row = conn.execute("SELECT password_hash FROM accounts WHERE name = ?", (username,)).fetchone()
        return state, row["password_hash"] if row else None, earlier >= config.sign_in_attempts_per_account, ids

    state, stored, locked, attempt_ids = await ctx.db.run(reserve)
    if state.problem is not None:
        return state
    right = await asyncio.to_thread(ctx.check_password, password, stored or UNKNOWN_NAME_HASH)
    right = right and stored is not None

    def settle(conn: sqlite3.Connection) -> LinkState | None:
        if right and not locked:
            conn.execute("DELETE FROM sign_in_attempts WHERE kind = 'account' AND key = ?", (account_key,))
            conn.execute(f"DELETE FROM sign_in_attempts WHERE id IN ({','.join('?' * len(attempt_ids))})", attempt_ids)
            return None
        if _attempts(conn, "link", link_key, forget) >= config.sign_in_attempts_per_link:
            return _burn(conn, nonce, state, now)
        if locked:
            return LinkState(
                state.identity, "Too many wrong passwords were tried for this username; wait a few minutes and try again.",
                429,
            )
        return LinkState(state.identity, "Wrong username or password.", 401)

    return await ctx.db.run(settle)


def _burn(conn: sqlite3.Connection, nonce: str, state: LinkState, now: datetime) -> LinkState:
    """No more guesses on this link: it is locked for good (the bot makes a new one)."""
    changed = conn.execute(
        "UPDATE links SET invalidated = ? WHERE nonce_hash = ? AND used_at IS NULL AND invalidated = 0",
        (BURNED, token_hash(nonce)),
    ).rowcount
    if changed:
        audit.record(
            conn, at=iso(now), workspace=None, account=None, client=None,
            action="link.burn", target=state.identity or "", detail="too many wrong passwords",
        )
    return _state(_link_row(conn, nonce), now)


def _link_row(conn: sqlite3.Connection, nonce: str) -> sqlite3.Row | None:
    return conn.execute(
        "SELECT identity, expires_at, used_at, invalidated FROM links WHERE nonce_hash = ?", (token_hash(nonce),)
    ).fetchone()


def _attempts(conn: sqlite3.Connection, kind: str, key: str, since: str) -> int:
    return int(conn.execute(
        "SELECT COUNT(*) FROM sign_in_attempts WHERE kind = ? AND key = ? AND at >= ?", (kind, key, since)
    ).fetchone()[0])


def _attempt(conn: sqlite3.Connection, kind: str, key: str, at: str) -> int:
    cursor = conn.execute("INSERT INTO sign_in_attempts (kind, key, at) VALUES (?, ?, ?)", (kind, key, at))
    return int(cursor.lastrowid or 0)


async def approve_signed(ctx: Context, nonce: str, state: str | None) -> LinkState:
    """The approval step: binds the link's identity to the account the signed state names."""
    account = verify_state(ctx.config.link_signing_secret.get_secret_value(), nonce, state, ctx.clock())
    if account is None:
        current = await link_state(ctx, nonce)
        if current.problem is not None:
            return current
        return LinkState(current.identity, "This approval form is not valid or has expired; open the link again.", 400)
    return await _bind(ctx, nonce, account)


async def approve_link(ctx: Context, nonce: str, username: str, password: str) -> LinkState:
    """Bind the identity stored with the nonce (never one from the form) to the signed-in account."""
    refused = await check_sign_in(ctx, nonce, username, password)
    if refused is not None:
        return refused
    return await _bind(ctx, nonce, username)


async def _bind(ctx: Context, nonce: str, username: str) -> LinkState:
    now = ctx.clock()

    def write(conn: sqlite3.Connection) -> LinkState:
        row = conn.execute(
            "SELECT identity, expires_at, used_at, invalidated FROM links WHERE nonce_hash = ?",
            (token_hash(nonce),),
        ).fetchone()
        current = _state(row, now)
        if current.problem is not None or current.identity is None:
            return current  # someone used it meanwhile
        account = conn.execute("SELECT workspace FROM accounts WHERE name = ?", (username,)).fetchone()
        if account is None:
            return LinkState(current.identity, "Wrong username or password.", 401)
        conn.execute("UPDATE links SET used_at = ? WHERE nonce_hash = ?", (iso(now), token_hash(nonce)))
        conn.execute("DELETE FROM tokens WHERE identity = ?", (current.identity,))  # issued for a former binding
        conn.execute(
            "INSERT INTO identities (identity, account, linked_at) VALUES (?, ?, ?) "
            "ON CONFLICT(identity) DO UPDATE SET account = excluded.account, linked_at = excluded.linked_at",
            (current.identity, username, iso(now)),
        )
        audit.record(
            conn, at=iso(now), workspace=account["workspace"], account=username, client=None,
            action="identity.link", target=current.identity, detail=f"linked to {username}",
        )
        return LinkState(current.identity, None, 200)

    return await ctx.db.run(write)


async def identity_account(ctx: Context, identity: str) -> str | None:
    row = await ctx.db.run(
        lambda conn: conn.execute("SELECT account FROM identities WHERE identity = ?", (identity,)).fetchone()
    )
    return None if row is None else row["account"]


async def unlink(ctx: Context, client: str, identity: str) -> None:
    now = ctx.now()

    def write(conn: sqlite3.Connection) -> None:
        row = conn.execute(
            "SELECT i.account, a.workspace FROM identities i JOIN accounts a ON a.name = i.account WHERE identity = ?",
            (identity,),
        ).fetchone()
        if row is None:
            return
        conn.execute("DELETE FROM identities WHERE identity = ?", (identity,))
        revoked = conn.execute("DELETE FROM tokens WHERE identity = ?", (identity,)).rowcount
        audit.record(
            conn, at=now, workspace=row["workspace"], account=row["account"], client=client,
            action="identity.unlink", target=identity,
            detail=f"unlinked from {row['account']}; {revoked} access tokens revoked",
        )

    await ctx.db.run(write)


# ---- tokens ----


@dataclass(frozen=True)
class IssuedToken:
    access_token: str
    expires_in: int
    scope: str


def _subject(grant_type: str | None, subject_token: str | None, subject_token_type: str | None) -> str:
    """The chat identity a token-exchange request is for, once its grant type and token type fit."""
    if not grant_type:
        raise OAuthError("invalid_request", "grant_type is required.")
    if grant_type != GRANT_TYPE:
        raise OAuthError("unsupported_grant_type", f"Only {GRANT_TYPE} is supported.")
    if not subject_token:
        raise OAuthError("invalid_request", "subject_token (the chat identity) is required.")
    if subject_token_type != SUBJECT_TOKEN_TYPE:
        raise OAuthError("invalid_request", f"subject_token_type must be {SUBJECT_TOKEN_TYPE}.")
    return subject_token


def _requested_scopes(scope: str | None) -> set[str]:
    """The scopes asked for: at least one, none of the never-grantable ones, each known."""
    requested = set((scope or "").split())
    if not requested:
        raise OAuthError("invalid_scope", "Ask for at least one scope.")
    forbidden = requested & FORBIDDEN_SCOPES
    if forbidden:
        raise OAuthError("invalid_scope", f"Never grantable: {' '.join(sorted(forbidden))}.")
    unknown = requested - ALL_SCOPES
    if unknown:
        raise OAuthError("invalid_scope", f"Unknown scope: {' '.join(sorted(unknown))}.")
    return requested


async def exchange(
    ctx: Context,
    client: str,
    grant_type: str | None,
    subject_token: str | None,
    subject_token_type: str | None,
    scope: str | None,
) -> IssuedToken:
    identity = _subject(grant_type, subject_token, subject_token_type)
    requested = _requested_scopes(scope)
    token = new_token()
    ttl = min(ctx.config.token_ttl_seconds, 600)
    expires = iso(ctx.clock() + timedelta(seconds=ttl))

    def issue(conn: sqlite3.Connection) -> str:
        """Reads the binding and stores the token in one transaction, so an unlink cannot fall between."""
        row = conn.execute(
            "SELECT a.name, a.role FROM identities i JOIN accounts a ON a.name = i.account WHERE i.identity = ?",
            (identity,),
        ).fetchone()
        if row is None:
            raise OAuthError("invalid_grant", "This chat identity is not linked to a BenchGen account.")
        granted = requested & ROLE_SCOPES.get(row["role"], frozenset())
        if not granted:
            raise OAuthError("invalid_scope", f"The account's role ({row['role']}) allows none of the requested scopes.")
        scopes = " ".join(sorted(granted))
        conn.execute(
            "INSERT INTO tokens (token_hash, account, client, scopes, expires_at, identity) VALUES (?, ?, ?, ?, ?, ?)",
            (token_hash(token), row["name"], client, scopes, expires, identity),
        )
        return scopes

    scopes = await ctx.db.run(issue)
    return IssuedToken(access_token=token, expires_in=ttl, scope=scopes)


async def principal_for(ctx: Context, authorization: str | None) -> Principal:
    """The caller behind a bearer token (401 when missing, unknown or expired)."""
    if not authorization or authorization[:7].lower() != "bearer ":
        raise Problem(401, "unauthorized", "A bearer token is required.")
    token = authorization[7:].strip()
    now = ctx.clock()

    def fetch(conn: sqlite3.Connection) -> sqlite3.Row | None:
        return conn.execute(
            "SELECT t.account, t.client, t.scopes, t.expires_at, a.workspace, a.role FROM tokens t "
            "JOIN accounts a ON a.name = t.account WHERE t.token_hash = ?",
            (token_hash(token),),
        ).fetchone()

    row = await ctx.db.run(fetch)
    if row is None:
        raise Problem(401, "unauthorized", "The token is not valid.")
    if datetime.fromisoformat(row["expires_at"]) <= now:
        raise Problem(401, "unauthorized", "The token has expired.")
    return Principal(
        account=row["account"],
        workspace=row["workspace"],
        role=row["role"],
        client=row["client"],
        scopes=frozenset(row["scopes"].split()),
    )


def require_scope(principal: Principal, scope: str) -> None:
    if scope not in principal.scopes:
        raise Problem(403, "forbidden", f"This credential does not carry the `{scope}` right.")
    if scope not in ROLE_SCOPES.get(principal.role, frozenset()):
        raise Problem(403, "forbidden", f"The {principal.role} role does not allow `{scope}`.")
