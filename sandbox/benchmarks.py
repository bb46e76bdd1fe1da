"""Benchmarks, versions and answer keys: reads, change sets, and the score preview."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, replace
from typing import Sequence

from . import audit, idempotency
from .context import Context, Principal
from .matching import MATCH_RULES, Budget, Verdict
from .problems import Problem, not_found
from .schemas import (
    AddItem,
    BenchmarkOut,
    BenchmarkSummary,
    Change,
    ItemOut,
    NewVersion,
    PreviewOut,
    PreviewRequest,
    RemoveItem,
    RunPreview,
    SetKey,
    SetReference,
    Tally,
    VersionInfo,
    VersionOut,
)


@dataclass(frozen=True)
class Item:
    number: int
    question: str
    reference: str
    accepted: tuple[str, ...]
    match: str
    topic: str
    solution: str
    # A multiple-choice item's options in order ("A" is the first); empty when it has none.
    choices: tuple[str, ...] = ()

    def out(self) -> ItemOut:
        return ItemOut(
            number=self.number, question=self.question, reference=self.reference,
            accepted=list(self.accepted), match=self.match, topic=self.topic,
            choices=list(self.choices),
        )


def load_items(conn: sqlite3.Connection, benchmark: str, version: int) -> dict[int, Item]:
    rows = conn.execute(
        "SELECT * FROM items WHERE benchmark = ? AND version = ? ORDER BY number", (benchmark, version)
    ).fetchall()
    return {
        row["number"]: Item(
            number=row["number"], question=row["question"], reference=row["reference"],
            accepted=tuple(json.loads(row["accepted"])), match=row["match"], topic=row["topic"],
            solution=row["solution"], choices=tuple(json.loads(row["choices"])),
        )
        for row in rows
    }


def insert_items(conn: sqlite3.Connection, benchmark: str, version: int, items: Sequence[Item]) -> None:
    conn.executemany(
        "INSERT INTO items (benchmark, version, number, question, reference, accepted, match, topic, solution, choices) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (benchmark, version, i.number, i.question, i.reference, json.dumps(list(i.accepted)), i.match, i.topic,
             i.solution, json.dumps(list(i.choices)))
            for i in items
        ],
    )


def benchmark_row(conn: sqlite3.Connection, workspace: str, name: str) -> sqlite3.Row:
    row = conn.execute("SELECT * FROM benchmarks WHERE name = ? AND workspace = ?", (name, workspace)).fetchone()
    if row is None:
        raise not_found(f"The benchmark {name!r}")
    return row


def version_row(conn: sqlite3.Connection, benchmark: str, version: int) -> sqlite3.Row:
    row = conn.execute("SELECT * FROM versions WHERE benchmark = ? AND version = ?", (benchmark, version)).fetchone()
    if row is None:
        raise not_found(f"Version {version} of {benchmark!r}")
    return row


def _item_count(conn: sqlite3.Connection, benchmark: str, version: int) -> int:
    return conn.execute(
        "SELECT COUNT(*) FROM items WHERE benchmark = ? AND version = ?", (benchmark, version)
    ).fetchone()[0]


def list_benchmarks(conn: sqlite3.Connection, workspace: str) -> list[BenchmarkSummary]:
    rows = conn.execute("SELECT * FROM benchmarks WHERE workspace = ? ORDER BY name", (workspace,)).fetchall()
    return [
        BenchmarkSummary(
            name=r["name"], description=r["description"], current_version=r["current_version"],
            item_count=_item_count(conn, r["name"], r["current_version"]),
        )
        for r in rows
    ]


def get_benchmark(conn: sqlite3.Connection, workspace: str, name: str) -> BenchmarkOut:
    row = benchmark_row(conn, workspace, name)
    versions = conn.execute("SELECT * FROM versions WHERE benchmark = ? ORDER BY version", (name,)).fetchall()
    return BenchmarkOut(
        name=name, description=row["description"], current_version=row["current_version"],
        versions=[
            VersionInfo(
                version=v["version"], created_at=v["created_at"], created_by=v["created_by"], note=v["note"],
                item_count=_item_count(conn, name, v["version"]),
            )
            for v in versions
        ],
    )


def get_version(conn: sqlite3.Connection, workspace: str, name: str, version: int | None) -> VersionOut:
    """A version with its items; None is the current version."""
    bench = benchmark_row(conn, workspace, name)
    if version is None:
        version = int(bench["current_version"])
    v = version_row(conn, name, version)
    items = load_items(conn, name, version)
    return VersionOut(name=name, version=version, created_at=v["created_at"], items=[i.out() for i in items.values()])


# ---- change sets ----


@dataclass
class Reason:
    item: int | None
    reason: str

    def out(self) -> dict[str, object]:
        return {"item": self.item, "reason": self.reason}


def _changed_item(change: Change) -> int | None:
    return None if isinstance(change, AddItem) else change.item


def math_lane(principal: Principal) -> str:
    """The caller whose math checks queue together (see mathpool): one account."""
    return f"account:{principal.workspace}:{principal.account}"


def request_budget(ctx: Context) -> Budget:
    return Budget(ctx.config.math_timeouts_per_request, ctx.config.math_seconds_per_request)


async def apply_changes(
    ctx: Context, principal: Principal, budget: Budget, items: dict[int, Item], next_number: int,
    changes: Sequence[Change],
) -> tuple[dict[int, Item], list[Reason]]:
    """The items after `changes`, and every reason the change set is invalid."""
    reasons: list[Reason] = []
    if not changes:
        reasons.append(Reason(None, "The change list is empty."))
    result = dict(items)
    touched: dict[int, int] = {}
    to_check: list[int] = []
    for change in changes:
        number = _changed_item(change)
        if number is not None:
            touched[number] = touched.get(number, 0) + 1
            reasons += _target_reasons(number, touched[number], items)
            if number not in items:
                continue
        if isinstance(change, RemoveItem):
            result.pop(change.item, None)
            continue
        accepted = _accepted_after(change)
        reasons += _text_reasons(change, accepted)
        new = _changed(change, items, next_number, accepted)
        if isinstance(change, AddItem):
            next_number += 1
        result[new.number] = new
        to_check.append(new.number)
    if items and not result:
        reasons.append(Reason(None, "A benchmark must keep at least one item; the last item cannot be removed."))
    failed = {r.item for r in reasons}
    checked = [number for number in to_check if number not in failed and _well_formed(result.get(number))]
    for number in checked:
        reasons += await _self_check(ctx, principal, budget, result[number], number in items)
    return result, reasons


def _label(number: int | None) -> str:
    return f"item {number}" if number is not None else "the new item"


def _target_reasons(number: int, times: int, items: dict[int, Item]) -> list[Reason]:
    """What is wrong with the item a change names, the `times`-th change to name it."""
    reasons = []
    if times == 2:
        reasons.append(Reason(number, f"Item {number} is changed more than once; make one change per item."))
    if number not in items:
        reasons.append(Reason(number, f"Item {number} does not exist in this version."))
    return reasons


def _accepted_after(change: SetKey | SetReference | AddItem) -> list[str]:
    """The accepted answers after a change: those it gives, else (a new reference alone) the reference."""
    if isinstance(change, SetKey):
        return change.accepted
    return change.accepted if change.accepted is not None else [change.reference]


def _text_reasons(change: SetKey | SetReference | AddItem, accepted: list[str]) -> list[Reason]:
    """What is wrong with the texts of a change: blank reference, question or answers, unknown match rule."""
    number = _changed_item(change)
    label = _label(number)
    reasons = []
    if isinstance(change, SetReference | AddItem) and not change.reference.strip():
        reasons.append(Reason(number, f"The reference answer for {label} is blank."))
    if isinstance(change, AddItem) and not change.question.strip():
        reasons.append(Reason(None, "The new item's question is blank."))
    if not accepted:
        reasons.append(Reason(number, f"The accepted answers for {label} are empty."))
    elif any(not answer.strip() for answer in accepted):
        reasons.append(Reason(number, f"One of the accepted answers for {label} is blank."))
    if change.match is not None and change.match not in MATCH_RULES:
        reasons.append(
            Reason(number, f"Unknown match rule {change.match!r} for {label}; use one of {', '.join(MATCH_RULES)}.")
        )
    return reasons


def _changed(
    change: SetKey | SetReference | AddItem, items: dict[int, Item], next_number: int, accepted: list[str]
) -> Item:
    """The item a change makes: a new one numbered `next_number`, or an existing one edited."""
    if isinstance(change, AddItem):
        return Item(
            number=next_number, question=change.question, reference=change.reference,
            accepted=tuple(accepted), match=change.match or "exact", topic=change.topic or "general",
            solution=change.reference,
        )
    old = items[change.item]
    return replace(
        old,
        accepted=tuple(accepted),
        match=change.match or old.match,
        reference=change.reference if isinstance(change, SetReference) else old.reference,
    )


def _well_formed(item: Item | None) -> bool:
    """Whether an item's key can be checked against its reference at all."""
    if item is None or item.match not in MATCH_RULES or not item.accepted or not item.reference.strip():
        return False
    return all(answer.strip() for answer in item.accepted)


async def _self_check(
    ctx: Context, principal: Principal, budget: Budget, item: Item, existing: bool
) -> list[Reason]:
    """The reason a changed item's key does not accept its own reference answer, if it does not."""
    verdict = await ctx.matcher.check(
        item.reference, list(item.accepted), item.match, lane=math_lane(principal), budget=budget
    )
    if verdict is Verdict.MATCH:
        return []
    label = _label(item.number) if existing else _label(None)
    reason = (
        f"The key for {label} does not accept its own reference answer {item.reference!r}."
        if verdict is Verdict.NO_MATCH
        else f"The key or reference answer for {label} is too complex to check as math."
    )
    return [Reason(item.number if existing else None, reason)]


def _invalid(reasons: list[Reason]) -> Problem:
    summary = "; ".join(r.reason for r in reasons)
    return Problem(422, "invalid-change", f"The change cannot be applied: {summary}", errors=[r.out() for r in reasons])


def _next_number(conn: sqlite3.Connection, benchmark: str) -> int:
    row = conn.execute("SELECT COALESCE(MAX(number), 0) FROM items WHERE benchmark = ?", (benchmark,)).fetchone()
    return int(row[0]) + 1


ENDPOINT_VERSIONS = "POST /v1/benchmarks/{name}/versions"


async def create_version(
    ctx: Context, principal: Principal, name: str, request: NewVersion, key: str | None
) -> tuple[VersionOut, int]:
    endpoint = ENDPOINT_VERSIONS.format(name=name)
    digest = idempotency.body_hash(request.model_dump(mode="json"))

    def read(conn: sqlite3.Connection) -> tuple[VersionOut, int] | tuple[dict[int, Item], int, int]:
        replayed = idempotency.replay(conn, principal.account, endpoint, key, digest)
        if replayed is not None:
            return get_version(conn, principal.workspace, name, int(replayed[0])), replayed[1]
        row = benchmark_row(conn, principal.workspace, name)
        current = row["current_version"]
        if request.base_version != current:
            raise _stale(name, request.base_version, current)
        return load_items(conn, name, current), current, _next_number(conn, name)

    state = await ctx.db.run(read)
    if isinstance(state[0], VersionOut):
        return state
    items, base, next_number = state
    new_items, reasons = await apply_changes(ctx, principal, request_budget(ctx), items, next_number, request.changes)
    if reasons:
        raise _invalid(reasons)
    now = ctx.now()

    def write(conn: sqlite3.Connection) -> tuple[VersionOut, int]:
        replayed = idempotency.replay(conn, principal.account, endpoint, key, digest)
        if replayed is not None:
            return get_version(conn, principal.workspace, name, int(replayed[0])), replayed[1]
        current = benchmark_row(conn, principal.workspace, name)["current_version"]
        if current != base:
            raise _stale(name, request.base_version, current)
        version = base + 1
        conn.execute(
            "INSERT INTO versions (benchmark, version, created_at, created_by, note) VALUES (?, ?, ?, ?, ?)",
            (name, version, now, principal.account, request.note),
        )
        insert_items(conn, name, version, list(new_items.values()))
        conn.execute("UPDATE benchmarks SET current_version = ? WHERE name = ?", (version, name))
        audit.record(
            conn, at=now, workspace=principal.workspace, account=principal.account, client=principal.client,
            action="benchmark.version.create", target=f"{name} v{version}",
            detail=_describe(request.changes) + (f" ({request.note})" if request.note else ""),
        )
        idempotency.remember(conn, principal.account, endpoint, key, digest, str(version), 201)
        return get_version(conn, principal.workspace, name, version), 201

    return await ctx.db.run(write)


def _stale(name: str, base: int, current: int) -> Problem:
    return Problem(
        409, "stale-version",
        f"{name} is at version {current}, not {base}; look at the current version and propose again.",
        current_version=current,
    )


def _describe(changes: Sequence[Change]) -> str:
    parts = []
    for c in changes:
        if isinstance(c, SetKey):
            parts.append(f"set_key item {c.item} -> {c.accepted} ({c.match or 'same match'})")
        elif isinstance(c, SetReference):
            parts.append(f"set_reference item {c.item} -> {c.reference!r}")
        elif isinstance(c, AddItem):
            parts.append("add_item")
        else:
            parts.append(f"remove_item {c.item}")
    return "; ".join(parts)


# ---- preview ----


_Answered = list[tuple[sqlite3.Row, dict[int, tuple[str, bool]]]]


async def preview(ctx: Context, principal: Principal, name: str, request: PreviewRequest) -> PreviewOut:
    def read(conn: sqlite3.Connection) -> tuple[dict[int, Item], int, _Answered]:
        benchmark_row(conn, principal.workspace, name)
        version_row(conn, name, request.version)
        items = load_items(conn, name, request.version)
        runs = _preview_runs(conn, principal.workspace, name, request)
        return items, _next_number(conn, name), [(run, _answers(conn, run["id"])) for run in runs]

    items, next_number, answered = await ctx.db.run(read)
    budget = request_budget(ctx)
    new_items, reasons = await apply_changes(ctx, principal, budget, items, next_number, request.changes)
    if reasons:
        raise _invalid(reasons)
    changed = {n for n, item in new_items.items() if items.get(n) != item}
    out = [
        await _run_preview(ctx, principal, budget, run, answers, new_items, changed) for run, answers in answered
    ]
    return PreviewOut(benchmark=name, version=request.version, runs=out)


def _preview_runs(conn: sqlite3.Connection, workspace: str, name: str, request: PreviewRequest) -> list[sqlite3.Row]:
    """The runs a preview rescores: those asked for (each of this version), else every succeeded one."""
    if request.runs is None:
        return conn.execute(
            "SELECT * FROM runs WHERE benchmark = ? AND version = ? AND status = 'succeeded' ORDER BY seq",
            (name, request.version),
        ).fetchall()
    runs = []
    for run_id in dict.fromkeys(request.runs):
        run = conn.execute("SELECT * FROM runs WHERE id = ? AND workspace = ?", (run_id, workspace)).fetchone()
        if run is None:
            raise not_found(f"The run {run_id!r}")
        if run["benchmark"] != name or run["version"] != request.version:
            raise Problem(
                422, "validation", f"The run {run_id} is not a run of {name} version {request.version}.",
                errors=[{"loc": ["body", "runs"], "msg": "run of another benchmark version", "type": "value_error"}],
            )
        runs.append(run)
    return runs


def _answers(conn: sqlite3.Connection, run_id: str) -> dict[int, tuple[str, bool]]:
    """A run's answers by item: the text, and whether it was scored right."""
    rows = conn.execute("SELECT item, answer, correct FROM answers WHERE run = ?", (run_id,)).fetchall()
    return {r["item"]: (r["answer"], bool(r["correct"])) for r in rows}


async def _run_preview(
    ctx: Context, principal: Principal, budget: Budget, run: sqlite3.Row, answers: dict[int, tuple[str, bool]],
    new_items: dict[int, Item], changed: set[int],
) -> RunPreview:
    """One run's score before and after the change, and the items whose verdict it flips."""
    after_correct = 0
    after_total = 0
    w2r: list[int] = []
    r2w: list[int] = []
    for number, (text, was_right) in sorted(answers.items()):
        if number not in new_items:
            continue
        after_total += 1
        item = new_items[number]
        now_right = was_right
        if number in changed:  # an answer too complex or too slow to check counts as not equal, as in runs
            verdict = await ctx.matcher.check(
                text, list(item.accepted), item.match, lane=math_lane(principal), budget=budget
            )
            now_right = verdict is Verdict.MATCH
        after_correct += now_right
        if now_right and not was_right:
            w2r.append(number)
        elif was_right and not now_right:
            r2w.append(number)
    return RunPreview(
        run=run["id"], model=run["model"], model_version=run["model_version"],
        before=Tally(correct=sum(ok for _, ok in answers.values()), total=len(answers)),
        after=Tally(correct=after_correct, total=after_total),
        wrong_to_right=w2r, right_to_wrong=r2w,
    )
