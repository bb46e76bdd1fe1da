"""SQLite storage: one connection, every operation serialised and run in a worker thread.

Each call to `Database.run` executes one synchronous function inside one transaction, so a
logical operation (check + charge + insert) is atomic and all-or-nothing.
"""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path
from typing import Callable, TypeVar

T = TypeVar("T")

SCHEMA = """
CREATE TABLE IF NOT EXISTS workspaces (
    name TEXT PRIMARY KEY, display_name TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS accounts (
    name TEXT PRIMARY KEY, display_name TEXT NOT NULL, workspace TEXT NOT NULL,
    role TEXT NOT NULL, password_hash TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS ledger (
    id INTEGER PRIMARY KEY AUTOINCREMENT, workspace TEXT NOT NULL, amount INTEGER NOT NULL,
    kind TEXT NOT NULL, reference TEXT, at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS clients (
    id TEXT PRIMARY KEY, secret_hash TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS identities (
    identity TEXT PRIMARY KEY, account TEXT NOT NULL, linked_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS links (
    id TEXT PRIMARY KEY, nonce_hash TEXT UNIQUE NOT NULL, identity TEXT NOT NULL,
    client TEXT NOT NULL, created_at TEXT NOT NULL, expires_at TEXT NOT NULL,
    used_at TEXT, invalidated INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS tokens (
    token_hash TEXT PRIMARY KEY, account TEXT NOT NULL, client TEXT NOT NULL,
    scopes TEXT NOT NULL, expires_at TEXT NOT NULL, identity TEXT);
CREATE TABLE IF NOT EXISTS sign_in_attempts (
    id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, key TEXT NOT NULL, at TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS sign_in_attempts_key ON sign_in_attempts (kind, key);
CREATE TABLE IF NOT EXISTS benchmarks (
    name TEXT PRIMARY KEY, workspace TEXT NOT NULL, description TEXT NOT NULL,
    current_version INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS versions (
    benchmark TEXT NOT NULL, version INTEGER NOT NULL, created_at TEXT NOT NULL,
    created_by TEXT NOT NULL, note TEXT, PRIMARY KEY (benchmark, version));
CREATE TABLE IF NOT EXISTS items (
    benchmark TEXT NOT NULL, version INTEGER NOT NULL, number INTEGER NOT NULL,
    question TEXT NOT NULL, reference TEXT NOT NULL, accepted TEXT NOT NULL,
    match TEXT NOT NULL, topic TEXT NOT NULL, solution TEXT NOT NULL, choices TEXT NOT NULL DEFAULT '[]',
    PRIMARY KEY (benchmark, version, number));
CREATE TABLE IF NOT EXISTS models (
    name TEXT PRIMARY KEY, workspace TEXT NOT NULL, price_per_item INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS model_versions (
    model TEXT NOT NULL, version INTEGER NOT NULL, profile TEXT NOT NULL,
    created_at TEXT NOT NULL, PRIMARY KEY (model, version));
CREATE TABLE IF NOT EXISTS training_sets (
    name TEXT PRIMARY KEY, workspace TEXT NOT NULL, description TEXT NOT NULL,
    topic TEXT NOT NULL, size INTEGER NOT NULL, fixes REAL NOT NULL);
CREATE TABLE IF NOT EXISTS runs (
    id TEXT PRIMARY KEY, workspace TEXT NOT NULL, benchmark TEXT NOT NULL,
    version INTEGER NOT NULL, model TEXT NOT NULL, model_version INTEGER NOT NULL,
    status TEXT NOT NULL, done INTEGER NOT NULL, total INTEGER NOT NULL, correct INTEGER,
    cost INTEGER NOT NULL, refunded INTEGER NOT NULL, created_at TEXT NOT NULL,
    finished_at TEXT, created_by TEXT NOT NULL, origin TEXT NOT NULL, seq INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS answers (
    run TEXT NOT NULL, item INTEGER NOT NULL, answer TEXT NOT NULL, correct INTEGER NOT NULL,
    PRIMARY KEY (run, item));
CREATE TABLE IF NOT EXISTS jobs (
    id TEXT PRIMARY KEY, workspace TEXT NOT NULL, model TEXT NOT NULL,
    base_version INTEGER NOT NULL, training_set TEXT NOT NULL, status TEXT NOT NULL,
    done INTEGER NOT NULL, total INTEGER NOT NULL, result_model_version INTEGER,
    cost INTEGER NOT NULL, refunded INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL,
    finished_at TEXT, created_by TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS idempotency (
    account TEXT NOT NULL, endpoint TEXT NOT NULL, key TEXT NOT NULL, body_hash TEXT NOT NULL,
    resource TEXT NOT NULL, status INTEGER NOT NULL, PRIMARY KEY (account, endpoint, key));
CREATE TABLE IF NOT EXISTS audit (
    id INTEGER PRIMARY KEY AUTOINCREMENT, workspace TEXT, at TEXT NOT NULL, account TEXT,
    client TEXT, action TEXT NOT NULL, target TEXT NOT NULL, detail TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""

TABLES = [
    "workspaces", "accounts", "ledger", "clients", "identities", "links", "tokens",
    "benchmarks", "versions", "items", "models", "model_versions", "training_sets", "runs",
    "answers", "jobs", "idempotency", "audit", "meta", "sign_in_attempts",
]

# Columns added after a table first shipped: (table, column, declaration), added to older files on open.
ADDED_COLUMNS = [("tokens", "identity", "TEXT"), ("items", "choices", "TEXT NOT NULL DEFAULT '[]'")]


def _add_columns(conn: sqlite3.Connection) -> None:
    for table, column, declaration in ADDED_COLUMNS:
        present = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
        if column not in present:
            conn.execute(f"ALTER TABLE {table} ADD COLUMN {column} {declaration}")

class Database:
    """An sqlite3 connection used from worker threads, one operation at a time."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn
        self._lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: str) -> Database:
        def connect() -> sqlite3.Connection:
            if path != ":memory:":
                Path(path).parent.mkdir(parents=True, exist_ok=True)
            conn = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
            conn.row_factory = sqlite3.Row
            conn.execute("PRAGMA journal_mode=WAL" if path != ":memory:" else "PRAGMA journal_mode=MEMORY")
            conn.executescript(SCHEMA)
            _add_columns(conn)
            return conn

        return cls(await asyncio.to_thread(connect))

    async def run(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        """Run `fn(conn)` in one transaction; an exception rolls everything back."""

        def transaction() -> T:
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                result = fn(self._conn)
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
            self._conn.execute("COMMIT")
            return result

        async with self._lock:
            future = asyncio.ensure_future(asyncio.to_thread(transaction))
            try:
                return await asyncio.shield(future)
            except asyncio.CancelledError:
                # Keep the lock until the thread is done with the connection.
                await asyncio.wait([future])
                raise

    async def close(self) -> None:
        async with self._lock:
            await asyncio.to_thread(self._conn.close)
