"""Runs: launching (credits, idempotency), simulated execution, cancelling, reading."""

from __future__ import annotations

import asyncio
import functools
import sqlite3

from . import audit, idempotency, ledger
from .benchmarks import benchmark_row, load_items, version_row
from .context import Context, Principal
from .problems import Problem, not_found
from .profiles import Profile, SimItem, answer
from .schemas import AnswerOut, LaunchRun, RunOut
from .security import new_id

FINISHED = ("succeeded", "failed", "cancelled")


def run_out(row: sqlite3.Row) -> RunOut:
    correct = row["correct"]
    done = row["done"]
    return RunOut(
        id=row["id"], benchmark=row["benchmark"], version=row["version"], model=row["model"],
        model_version=row["model_version"], status=row["status"], done=done, total=row["total"],
        correct=correct, score=(correct / row["total"]) if correct is not None and row["total"] else None,
        cost=row["cost"], refunded=row["refunded"], created_at=row["created_at"],
        finished_at=row["finished_at"], created_by=row["created_by"], origin=row["origin"],
    )


def run_row(conn: sqlite3.Connection, workspace: str, run_id: str) -> sqlite3.Row:
    row = conn.execute("SELECT * FROM runs WHERE id = ? AND workspace = ?", (run_id, workspace)).fetchone()
    if row is None:
        raise not_found(f"The run {run_id!r}")
    return row


def model_row(conn: sqlite3.Connection, workspace: str, name: str) -> sqlite3.Row:
    row = conn.execute("SELECT * FROM models WHERE name = ? AND workspace = ?", (name, workspace)).fetchone()
    if row is None:
        raise not_found(f"The model {name!r}")
    return row


def latest_model_version(conn: sqlite3.Connection, model: str) -> int:
    return int(conn.execute("SELECT MAX(version) FROM model_versions WHERE model = ?", (model,)).fetchone()[0])


def next_seq(conn: sqlite3.Connection) -> int:
    return int(conn.execute("SELECT COALESCE(MAX(seq), 0) + 1 FROM runs").fetchone()[0])


def list_runs(
    conn: sqlite3.Connection, workspace: str, benchmark: str | None, model: str | None,
    version: int | None, status: str | None,
) -> list[RunOut]:
    query = "SELECT * FROM runs WHERE workspace = ?"
    args: list[object] = [workspace]
    for column, value in (("benchmark", benchmark), ("model", model), ("version", version), ("status", status)):
        if value is not None:
            query += f" AND {column} = ?"
            args.append(value)
    rows = conn.execute(query + " ORDER BY seq DESC", args).fetchall()
    return [run_out(r) for r in rows]


def list_answers(conn: sqlite3.Connection, workspace: str, run_id: str) -> list[AnswerOut]:
    run_row(conn, workspace, run_id)
    rows = conn.execute("SELECT item, answer, correct FROM answers WHERE run = ? ORDER BY item", (run_id,)).fetchall()
    return [AnswerOut(item=r["item"], answer=r["answer"], correct=bool(r["correct"])) for r in rows]


async def launch(ctx: Context, principal: Principal, request: LaunchRun, key: str | None) -> tuple[RunOut, int]:
    endpoint = "POST /v1/runs"
    digest = idempotency.body_hash(request.model_dump(mode="json"))
    now = ctx.now()

    def write(conn: sqlite3.Connection) -> tuple[RunOut, int, bool]:
        replayed = idempotency.replay(conn, principal.account, endpoint, key, digest)
        if replayed is not None:
            return run_out(run_row(conn, principal.workspace, replayed[0])), replayed[1], False
        bench = benchmark_row(conn, principal.workspace, request.benchmark)
        version = request.version or bench["current_version"]
        version_row(conn, request.benchmark, version)
        model = model_row(conn, principal.workspace, request.model)
        model_version = request.model_version or latest_model_version(conn, request.model)
        if conn.execute(
            "SELECT 1 FROM model_versions WHERE model = ? AND version = ?", (request.model, model_version)
        ).fetchone() is None:
            raise not_found(f"Version {model_version} of the model {request.model!r}")
        total = len(load_items(conn, request.benchmark, version))
        cost = model["price_per_item"] * total
        balance = ledger.balance(conn, principal.workspace)
        if cost > balance:
            raise Problem(
                402, "insufficient-credits",
                f"This run costs {cost} credits and the balance is {balance}.", cost=cost, balance=balance,
            )
        run_id = new_id("run")
        conn.execute(
            "INSERT INTO runs (id, workspace, benchmark, version, model, model_version, status, done, total, "
            "correct, cost, refunded, created_at, finished_at, created_by, origin, seq) "
            "VALUES (?, ?, ?, ?, ?, ?, 'queued', 0, ?, NULL, ?, 0, ?, NULL, ?, 'launched', ?)",
            (run_id, principal.workspace, request.benchmark, version, request.model, model_version, total, cost,
             now, principal.account, next_seq(conn)),
        )
        ledger.post(conn, principal.workspace, -cost, "run", run_id, now)
        audit.record(
            conn, at=now, workspace=principal.workspace, account=principal.account, client=principal.client,
            action="run.launch", target=run_id,
            detail=f"{request.model} v{model_version} on {request.benchmark} v{version}, {cost} credits",
        )
        idempotency.remember(conn, principal.account, endpoint, key, digest, run_id, 201)
        return run_out(run_row(conn, principal.workspace, run_id)), 201, True

    run, status, created = await ctx.db.run(write)
    if created:
        start(ctx, run.id)
    return run, status


def start(ctx: Context, run_id: str) -> None:
    ctx.runner.start(run_id, lambda: execute(ctx, run_id))


async def execute(ctx: Context, run_id: str) -> None:
    """Answer every item with the simulated model, one at a time, recording progress."""

    def prepare(conn: sqlite3.Connection) -> tuple[sqlite3.Row, list[SimItem], dict[int, tuple[list[str], str]], Profile, set[int]] | None:
        run = conn.execute("SELECT * FROM runs WHERE id = ?", (run_id,)).fetchone()
        if run is None or run["status"] in FINISHED:
            return None
        conn.execute("UPDATE runs SET status = 'running' WHERE id = ?", (run_id,))
        items = load_items(conn, run["benchmark"], run["version"])
        profile_json = conn.execute(
            "SELECT profile FROM model_versions WHERE model = ? AND version = ?", (run["model"], run["model_version"])
        ).fetchone()["profile"]
        answered = {r[0] for r in conn.execute("SELECT item FROM answers WHERE run = ?", (run_id,))}
        sims = [
            SimItem(benchmark=run["benchmark"], number=i.number, topic=i.topic, solution=i.solution, question=i.question)
            for i in items.values()
        ]
        keys = {i.number: (list(i.accepted), i.match) for i in items.values()}
        return run, sims, keys, Profile.model_validate_json(profile_json), answered

    prepared = await ctx.db.run(prepare)
    if prepared is None:
        return
    run, sims, keys, profile, answered = prepared
    try:
        for sim in sims:
            if sim.number in answered:
                continue
            await asyncio.sleep(ctx.config.item_seconds)
            text = answer(run["model"], profile, sim)
            accepted, rule = keys[sim.number]
            ok = await ctx.matcher.matches(text, accepted, rule, lane=f"runs:{run['workspace']}")
            record = functools.partial(_record_answer, run_id=run_id, number=sim.number, text=text, correct=ok)
            if not await ctx.db.run(record):
                return  # cancelled meanwhile
        await ctx.db.run(lambda conn: _finish(conn, run_id, ctx.now()))
    except asyncio.CancelledError:
        raise
    except Exception:
        await ctx.db.run(lambda conn: _fail(conn, run_id, ctx.now()))
        raise


def _record_answer(conn: sqlite3.Connection, run_id: str, number: int, text: str, correct: bool) -> bool:
    status = conn.execute("SELECT status FROM runs WHERE id = ?", (run_id,)).fetchone()["status"]
    if status != "running":
        return False
    conn.execute("INSERT OR REPLACE INTO answers (run, item, answer, correct) VALUES (?, ?, ?, ?)", (run_id, number, text, int(correct)))
    conn.execute("UPDATE runs SET done = (SELECT COUNT(*) FROM answers WHERE run = ?) WHERE id = ?", (run_id, run_id))
    return True


def _finish(conn: sqlite3.Connection, run_id: str, now: str) -> None:
    run = conn.execute("SELECT * FROM runs WHERE id = ?", (run_id,)).fetchone()
    if run["status"] != "running":
        return
    correct = conn.execute("SELECT COALESCE(SUM(correct), 0) FROM answers WHERE run = ?", (run_id,)).fetchone()[0]
    conn.execute(
        "UPDATE runs SET status = 'succeeded', correct = ?, finished_at = ? WHERE id = ?", (correct, now, run_id)
    )
    audit.record(
        conn, at=now, workspace=run["workspace"], account=run["created_by"], client=None,
        action="run.finish", target=run_id, detail=f"succeeded: {correct}/{run['total']}",
    )


def _fail(conn: sqlite3.Connection, run_id: str, now: str) -> None:
    """A failed run gives no score, so all of its cost goes back."""
    run = conn.execute("SELECT * FROM runs WHERE id = ?", (run_id,)).fetchone()
    if run is None or run["status"] in FINISHED:
        return
    refund = run["cost"] - run["refunded"]
    conn.execute(
        "UPDATE runs SET status = 'failed', refunded = refunded + ?, finished_at = ? WHERE id = ?", (refund, now, run_id)
    )
    if refund:
        ledger.post(conn, run["workspace"], refund, "refund", run_id, now)
    audit.record(
        conn, at=now, workspace=run["workspace"], account=run["created_by"], client=None,
        action="run.fail", target=run_id, detail=f"failed; refunded {refund} credits",
    )


async def cancel(ctx: Context, principal: Principal, run_id: str, key: str | None) -> RunOut:
    endpoint = f"POST /v1/runs/{run_id}/cancel"
    digest = idempotency.body_hash(None)
    now = ctx.now()

    def write(conn: sqlite3.Connection) -> RunOut:
        replayed = idempotency.replay(conn, principal.account, endpoint, key, digest)
        if replayed is not None:
            return run_out(run_row(conn, principal.workspace, replayed[0]))
        run = run_row(conn, principal.workspace, run_id)
        if run["status"] in FINISHED:
            raise Problem(409, "conflict", f"The run already finished ({run['status']}); there is nothing to cancel.")
        refund = run["cost"] * (run["total"] - run["done"]) // run["total"] if run["total"] else 0
        conn.execute(
            "UPDATE runs SET status = 'cancelled', refunded = ?, finished_at = ? WHERE id = ?", (refund, now, run_id)
        )
        if refund:
            ledger.post(conn, principal.workspace, refund, "refund", run_id, now)
        audit.record(
            conn, at=now, workspace=principal.workspace, account=principal.account, client=principal.client,
            action="run.cancel", target=run_id, detail=f"cancelled after {run['done']}/{run['total']}; refunded {refund} credits",
        )
        idempotency.remember(conn, principal.account, endpoint, key, digest, run_id, 200)
        return run_out(run_row(conn, principal.workspace, run_id))

    run = await ctx.db.run(write)
    ctx.runner.cancel(run_id)
    return run


async def resume_all(ctx: Context) -> None:
    """Restart runs a previous process left queued or running."""
    rows = await ctx.db.run(lambda conn: conn.execute("SELECT id FROM runs WHERE status IN ('queued', 'running')").fetchall())
    for row in rows:
        start(ctx, row["id"])
