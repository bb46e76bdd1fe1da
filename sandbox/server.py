"""The Sandbox: storage, app, background runner, and the admin operations without HTTP routes."""

from __future__ import annotations

import asyncio
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import Callable

from fastapi import FastAPI

from . import audit, ledger, runs, seed, training
from .api import build_app
from .config import SandboxConfig
from .context import Context, PasswordCheck
from .db import Database
from .importer import ImportReport, import_records
from .jobs import JobRunner
from .logs.detect import read_log
from .logs.load import Imported, import_log
from .matching import Matcher
from .problems import Problem
from .security import hash_password, verify_password


def _utc_now() -> datetime:
    return datetime.now(UTC)


class Sandbox:
    """A running sandbox. Build it with `await Sandbox.open(config)`; close it with `aclose()`."""

    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx
        self.config = ctx.config
        self.app: FastAPI = build_app(ctx)

    @classmethod
    async def open(
        cls, config: SandboxConfig, *, clock: Callable[[], datetime] | None = None,
        check_password: PasswordCheck = verify_password,
    ) -> Sandbox:
        """Open (or create and seed) the database and resume unfinished runs and training jobs."""
        db = await Database.open(config.db_path)
        matcher = Matcher(
            config.math_timeout_seconds, workers=config.math_workers, per_lane=config.math_workers_per_caller,
            lane_waiting=config.math_waiting_per_caller, start_timeout=config.math_start_timeout_seconds,
        )
        ctx = Context(config=config, db=db, clock=clock or _utc_now, matcher=matcher, runner=JobRunner(),
                      check_password=check_password)
        sandbox = cls(ctx)
        try:
            if not await seed.is_seeded(ctx):
                await seed.wipe(ctx)
                await seed.seed(ctx)
            await runs.resume_all(ctx)
            await training.resume_all(ctx)
        except BaseException:
            await sandbox.aclose()
            raise
        return sandbox

    async def reset(self) -> None:
        """Drop everything (runs in flight included) and seed the demo workspace again."""
        await self._ctx.runner.aclose()
        await seed.wipe(self._ctx)
        await seed.seed(self._ctx)

    async def set_credits(self, workspace: str, credits: int) -> None:
        """Admin only (no HTTP route): set a workspace's balance, recorded in the ledger and audit log."""
        now = self._ctx.now()

        def write(conn) -> None:
            if conn.execute("SELECT 1 FROM workspaces WHERE name = ?", (workspace,)).fetchone() is None:
                raise Problem(404, "not-found", f"The workspace {workspace!r} was not found.")
            before = ledger.balance(conn, workspace)
            ledger.set_balance(conn, workspace, credits, now)
            audit.record(
                conn, at=now, workspace=workspace, account=None, client="admin",
                action="credits.set", target=workspace, detail=f"balance {before} -> {credits}",
            )

        await self._ctx.db.run(write)

    async def add_workspace(self, name: str, display_name: str, accounts: Iterable[tuple[str, str, str, str]] = (),
                            *, credits: int = 0) -> None:
        """Admin only (no HTTP route): another workspace beside the demo one, with its accounts as
        (name, display name, role, password), e.g. to check that workspaces see nothing of each other.
        Its data comes through `import_jsonl(..., workspace=name)`; its users link like anyone."""
        accounts = list(accounts)
        hashes = [await asyncio.to_thread(hash_password, password) for *_, password in accounts]
        now = self._ctx.now()

        def write(conn) -> None:
            if conn.execute("SELECT 1 FROM workspaces WHERE name = ?", (name,)).fetchone() is not None:
                raise Problem(409, "conflict", f"The workspace {name!r} already exists.")
            conn.execute("INSERT INTO workspaces (name, display_name) VALUES (?, ?)", (name, display_name))
            for (account, display, role, _), password_hash in zip(accounts, hashes, strict=True):
                conn.execute(
                    "INSERT INTO accounts (name, display_name, workspace, role, password_hash) VALUES (?, ?, ?, ?, ?)",
                    (account, display, name, role, password_hash),
                )
            ledger.post(conn, name, credits, "grant", None, now)
            audit.record(
                conn, at=now, workspace=name, account=None, client="admin",
                action="workspace.create", target=name, detail=f"{len(accounts)} accounts, {credits} credits",
            )

        await self._ctx.db.run(write)

    async def add_account(self, name: str, *, workspace: str, role: str, password: str, identity: str | None = None) -> None:
        """Admin only (no HTTP route): an account in `workspace`, linked to a chat `identity` if given."""
        password_hash = await asyncio.to_thread(hash_password, password)
        now = self._ctx.now()

        def write(conn) -> None:
            conn.execute(
                "INSERT INTO accounts (name, display_name, workspace, role, password_hash) VALUES (?, ?, ?, ?, ?)",
                (name, name.capitalize(), workspace, role, password_hash),
            )
            if identity is not None:
                conn.execute("INSERT INTO identities (identity, account, linked_at) VALUES (?, ?, ?)", (identity, name, now))
            audit.record(conn, at=now, workspace=workspace, account=None, client="admin", action="account.create",
                         target=name, detail=role)

        await self._ctx.db.run(write)

    async def credits(self, workspace: str) -> int:
        return await self._ctx.db.run(lambda conn: ledger.balance(conn, workspace))

    async def import_jsonl(self, path_or_lines: str | Path | Iterable[str], *, workspace: str = seed.WORKSPACE) -> ImportReport:
        """Import a JSON Lines file (docs/import-format.md); raises `ImportFailed`, writing nothing."""
        return await import_records(self._ctx, path_or_lines, workspace=workspace)

    async def import_log(self, path: str | Path, *, benchmark: str | None = None, model: str | None = None,
                         workspace: str = seed.WORKSPACE) -> Imported | None:
        """Import an evaluation log (Inspect AI, lm-evaluation-harness; docs/import-format.md), found
        by its content; raises `ImportFailed`, writing nothing. None: the file is this project's JSON
        Lines, for `import_jsonl`."""
        logged = await asyncio.to_thread(read_log, path)
        if logged is None:
            return None
        return await import_log(self._ctx, logged, workspace=workspace, benchmark=benchmark, model=model)

    async def wait_idle(self, timeout: float) -> None:
        await self._ctx.runner.wait_idle(timeout)

    async def aclose(self) -> None:
        await self._ctx.runner.aclose()
        self._ctx.matcher.close()
        await self._ctx.db.close()
