"""Credits: a ledger per workspace; the balance is the sum of its entries."""

from __future__ import annotations

import sqlite3


def balance(conn: sqlite3.Connection, workspace: str) -> int:
    row = conn.execute("SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE workspace = ?", (workspace,)).fetchone()
    return int(row[0])


def post(conn: sqlite3.Connection, workspace: str, amount: int, kind: str, reference: str | None, at: str) -> None:
    conn.execute(
        "INSERT INTO ledger (workspace, amount, kind, reference, at) VALUES (?, ?, ?, ?, ?)",
        (workspace, amount, kind, reference, at),
    )


def set_balance(conn: sqlite3.Connection, workspace: str, credits: int, at: str) -> None:
    """An admin adjustment: one entry that brings the balance to `credits`."""
    post(conn, workspace, credits - balance(conn, workspace), "admin-set", None, at)
