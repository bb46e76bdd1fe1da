"""The audit log: one entry per write."""

from __future__ import annotations

import sqlite3

from .schemas import AuditOut


def record(
    conn: sqlite3.Connection,
    *,
    at: str,
    workspace: str | None,
    account: str | None,
    client: str | None,
    action: str,
    target: str,
    detail: str,
) -> None:
    conn.execute(
        "INSERT INTO audit (workspace, at, account, client, action, target, detail) VALUES (?, ?, ?, ?, ?, ?, ?)",
        (workspace, at, account, client, action, target, detail),
    )


def entries(conn: sqlite3.Connection, workspace: str, limit: int = 500) -> list[AuditOut]:
    rows = conn.execute(
        "SELECT at, account, client, action, target, detail FROM audit WHERE workspace = ? ORDER BY id DESC LIMIT ?",
        (workspace, limit),
    ).fetchall()
    return [AuditOut(**dict(row)) for row in rows]
