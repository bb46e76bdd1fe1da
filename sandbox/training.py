"""Training sets and simulated training jobs; a successful job adds the model's next version."""

from __future__ import annotations

import asyncio
import functools
import sqlite3

from . import audit, idempotency, ledger
from .context import Context, Principal
from .problems import Problem, not_found
from .profiles import Profile, trained
from .runs import FINISHED, latest_model_version, model_row
from .schemas import JobOut, LaunchTraining, TrainingSetOut
from .security import new_id

TRAINING_COST = 150
STEPS = 10


def job_out(row: sqlite3.Row) -> JobOut:
    return JobOut(
        id=row["id"], model=row["model"], base_version=row["base_version"], training_set=row["training_set"],
        status=row["status"], done=row["done"], total=row["total"],
        result_model_version=row["result_model_version"], cost=row["cost"], created_at=row["created_at"],
        finished_at=row["finished_at"], created_by=row["created_by"],
    )


def job_row(conn: sqlite3.Connection, workspace: str, job_id: str) -> sqlite3.Row:
    row = conn.execute("SELECT * FROM jobs WHERE id = ? AND workspace = ?", (job_id, workspace)).fetchone()
    if row is None:
        raise not_found(f"The training job {job_id!r}")
    return row


def list_training_sets(conn: sqlite3.Connection, workspace: str) -> list[TrainingSetOut]:
    rows = conn.execute("SELECT * FROM training_sets WHERE workspace = ? ORDER BY name", (workspace,)).fetchall()
    return [TrainingSetOut(name=r["name"], description=r["description"], topic=r["topic"], size=r["size"],
                           cost=TRAINING_COST) for r in rows]


async def launch(ctx: Context, principal: Principal, request: LaunchTraining, key: str | None) -> tuple[JobOut, int]:
    endpoint = "POST /v1/training-jobs"
    digest = idempotency.body_hash(request.model_dump(mode="json"))
    now = ctx.now()

    def write(conn: sqlite3.Connection) -> tuple[JobOut, int, bool]:
        replayed = idempotency.replay(conn, principal.account, endpoint, key, digest)
        if replayed is not None:
            return job_out(job_row(conn, principal.workspace, replayed[0])), replayed[1], False
        model_row(conn, principal.workspace, request.model)
        if conn.execute(
            "SELECT 1 FROM training_sets WHERE name = ? AND workspace = ?", (request.training_set, principal.workspace)
        ).fetchone() is None:
            raise not_found(f"The training set {request.training_set!r}")
        balance = ledger.balance(conn, principal.workspace)
        if TRAINING_COST > balance:
            raise Problem(
                402, "insufficient-credits",
                f"Training costs {TRAINING_COST} credits and the balance is {balance}.",
                cost=TRAINING_COST, balance=balance,
            )
        job_id = new_id("job")
        base = latest_model_version(conn, request.model)
        conn.execute(
            "INSERT INTO jobs (id, workspace, model, base_version, training_set, status, done, total, "
            "result_model_version, cost, created_at, finished_at, created_by) "
            "VALUES (?, ?, ?, ?, ?, 'queued', 0, ?, NULL, ?, ?, NULL, ?)",
            (job_id, principal.workspace, request.model, base, request.training_set, STEPS, TRAINING_COST, now,
             principal.account),
        )
        ledger.post(conn, principal.workspace, -TRAINING_COST, "training", job_id, now)
        audit.record(
            conn, at=now, workspace=principal.workspace, account=principal.account, client=principal.client,
            action="training.launch", target=job_id,
            detail=f"{request.model} v{base} on {request.training_set}, {TRAINING_COST} credits",
        )
        idempotency.remember(conn, principal.account, endpoint, key, digest, job_id, 201)
        return job_out(job_row(conn, principal.workspace, job_id)), 201, True

    job, status, created = await ctx.db.run(write)
    if created:
        start(ctx, job.id)
    return job, status


def start(ctx: Context, job_id: str) -> None:
    ctx.runner.start(job_id, lambda: execute(ctx, job_id))


async def execute(ctx: Context, job_id: str) -> None:
    def begin(conn: sqlite3.Connection) -> sqlite3.Row | None:
        row = conn.execute("SELECT * FROM jobs WHERE id = ?", (job_id,)).fetchone()
        if row is None or row["status"] in FINISHED:
            return None
        conn.execute("UPDATE jobs SET status = 'running' WHERE id = ?", (job_id,))
        return row

    job = await ctx.db.run(begin)
    if job is None:
        return
    for step in range(job["done"], job["total"]):
        await asyncio.sleep(ctx.config.training_seconds / job["total"])
        if not await ctx.db.run(functools.partial(_progress, job_id=job_id, done=step + 1)):
            return
    await ctx.db.run(lambda conn: _finish(conn, job_id, ctx.now()))


def _progress(conn: sqlite3.Connection, job_id: str, done: int) -> bool:
    cursor = conn.execute("UPDATE jobs SET done = ? WHERE id = ? AND status = 'running'", (done, job_id))
    return cursor.rowcount == 1


def _finish(conn: sqlite3.Connection, job_id: str, now: str) -> None:
    job = conn.execute("SELECT * FROM jobs WHERE id = ?", (job_id,)).fetchone()
    if job["status"] != "running":
        return
    base = conn.execute(
        "SELECT profile FROM model_versions WHERE model = ? AND version = ?", (job["model"], job["base_version"])
    ).fetchone()["profile"]
    tset = conn.execute("SELECT * FROM training_sets WHERE name = ?", (job["training_set"],)).fetchone()
    profile = trained(job["model"], Profile.model_validate_json(base), tset["topic"], tset["fixes"], tset["name"])
    version = latest_model_version(conn, job["model"]) + 1
    conn.execute(
        "INSERT INTO model_versions (model, version, profile, created_at) VALUES (?, ?, ?, ?)",
        (job["model"], version, profile.model_dump_json(), now),
    )
    conn.execute(
        "UPDATE jobs SET status = 'succeeded', result_model_version = ?, finished_at = ? WHERE id = ?",
        (version, now, job_id),
    )
    audit.record(
        conn, at=now, workspace=job["workspace"], account=job["created_by"], client=None,
        action="training.finish", target=job_id, detail=f"{job['model']} v{version} created",
    )


async def cancel(ctx: Context, principal: Principal, job_id: str, key: str | None) -> JobOut:
    endpoint = f"POST /v1/training-jobs/{job_id}/cancel"
    digest = idempotency.body_hash(None)
    now = ctx.now()

    def write(conn: sqlite3.Connection) -> JobOut:
        replayed = idempotency.replay(conn, principal.account, endpoint, key, digest)
        if replayed is not None:
            return job_out(job_row(conn, principal.workspace, replayed[0]))
        job = job_row(conn, principal.workspace, job_id)
        if job["status"] in FINISHED:
            raise Problem(409, "conflict", f"The training job already finished ({job['status']}).")
        refund = job["cost"]
        conn.execute(
            "UPDATE jobs SET status = 'cancelled', refunded = ?, finished_at = ? WHERE id = ?", (refund, now, job_id)
        )
        ledger.post(conn, principal.workspace, refund, "refund", job_id, now)
        audit.record(
            conn, at=now, workspace=principal.workspace, account=principal.account, client=principal.client,
            action="training.cancel", target=job_id, detail=f"cancelled; refunded {refund} credits",
        )
        idempotency.remember(conn, principal.account, endpoint, key, digest, job_id, 200)
        return job_out(job_row(conn, principal.workspace, job_id))

    job = await ctx.db.run(write)
    ctx.runner.cancel(job_id)
    return job


async def resume_all(ctx: Context) -> None:
    rows = await ctx.db.run(lambda conn: conn.execute("SELECT id FROM jobs WHERE status IN ('queued', 'running')").fetchall())
    for row in rows:
        start(ctx, row["id"])
