"""The demo workspace: accounts, the bot client and links in code; data through the importer."""

from __future__ import annotations

import asyncio
import sqlite3
from importlib import resources
from pathlib import Path

from . import ledger
from .context import Context
from .db import TABLES
from .importer import ImportReport, import_records
from .security import hash_password

WORKSPACE = "acme"
WORKSPACE_NAME = "Acme Research"
START_CREDITS = 500
ACCOUNTS = (
    ("ana", "Ana", "editor", "ana-demo"),
    ("ben", "Ben", "viewer", "ben-demo"),
    ("cara", "Cara", "admin", "cara-demo"),
)


def demo_path() -> Path:
    return Path(str(resources.files("sandbox").joinpath("demo.jsonl")))


async def is_seeded(ctx: Context) -> bool:
    row = await ctx.db.run(lambda conn: conn.execute("SELECT value FROM meta WHERE key = 'seeded'").fetchone())
    return row is not None


async def seed(ctx: Context) -> ImportReport:
    hashes = await asyncio.to_thread(lambda: [hash_password(password) for *_, password in ACCOUNTS])
    secret_hash = await asyncio.to_thread(hash_password, ctx.config.client_secret.get_secret_value())
    now = ctx.now()

    def write(conn: sqlite3.Connection) -> None:
        conn.execute("INSERT INTO workspaces (name, display_name) VALUES (?, ?)", (WORKSPACE, WORKSPACE_NAME))
        for (name, display, role, _), password_hash in zip(ACCOUNTS, hashes):
            conn.execute(
                "INSERT INTO accounts (name, display_name, workspace, role, password_hash) VALUES (?, ?, ?, ?, ?)",
                (name, display, WORKSPACE, role, password_hash),
            )
            conn.execute(
                "INSERT INTO identities (identity, account, linked_at) VALUES (?, ?, ?)",
                (f"console:local:{name}", name, now),
            )
        conn.execute("INSERT INTO clients (id, secret_hash) VALUES (?, ?)", (ctx.config.client_id, secret_hash))
        ledger.post(conn, WORKSPACE, START_CREDITS, "grant", None, now)

    await ctx.db.run(write)
    report = await import_records(ctx, demo_path(), workspace=WORKSPACE)
    await ctx.db.run(lambda conn: conn.execute("INSERT INTO meta (key, value) VALUES ('seeded', ?)", (now,)))
    return report


async def wipe(ctx: Context) -> None:
    def drop(conn: sqlite3.Connection) -> None:
        for table in TABLES:
            conn.execute(f"DELETE FROM {table}")

    await ctx.db.run(drop)
