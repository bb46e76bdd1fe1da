"""Credits: a ledger per workspace; the balance is the sum of its entries."""

from __future__ import annotations

import sqlite3

from .schemas import LedgerEntryOut


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


def history(conn: sqlite3.Connection, workspace: str, limit: int = 100) -> list[LedgerEntryOut]:
    """The workspace's ledger, newest first, each entry with the balance after it and the account
    that started the run or training it pays for (None for grants and admin adjustments)."""
    rows = conn.execute(
        "SELECT l.id, l.amount, l.kind, l.reference, l.at, "
        "SUM(l.amount) OVER (ORDER BY l.id) AS balance, "
        "COALESCE(r.created_by, j.created_by) AS account "
        "FROM ledger l LEFT JOIN runs r ON r.id = l.reference LEFT JOIN jobs j ON j.id = l.reference "
        "WHERE l.workspace = ? ORDER BY l.id DESC LIMIT ?",
        (workspace, limit),
    ).fetchall()
    return [LedgerEntryOut(at=row["at"], amount=row["amount"], kind=row["kind"], reference=row["reference"],
                           balance=row["balance"], account=row["account"]) for row in rows]
