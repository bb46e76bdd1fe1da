"""Idempotency keys, scoped per account and endpoint."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from typing import Any

from .problems import Problem


def body_hash(payload: Any) -> str:
    return hashlib.sha256(json.dumps(payload, sort_keys=True, default=str).encode()).hexdigest()


def replay(
    conn: sqlite3.Connection, account: str, endpoint: str, key: str | None, digest: str
) -> tuple[str, int] | None:
    """The (resource id, status) a previous request with this key produced, if any."""
    if key is None:
        return None
    row = conn.execute(
        "SELECT body_hash, resource, status FROM idempotency WHERE account = ? AND endpoint = ? AND key = ?",
        (account, endpoint, key),
    ).fetchone()
    if row is None:
        return None
    if row["body_hash"] != digest:
        raise Problem(
            422,
            "idempotency-conflict",
            "This idempotency key was already used with a different request body.",
        )
    return row["resource"], int(row["status"])


def remember(
    conn: sqlite3.Connection, account: str, endpoint: str, key: str | None, digest: str, resource: str, status: int
) -> None:
    if key is None:
        return
    conn.execute(
        "INSERT INTO idempotency (account, endpoint, key, body_hash, resource, status) VALUES (?, ?, ?, ?, ?, ?)",
        (account, endpoint, key, digest, resource, status),
    )
