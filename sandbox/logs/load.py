"""A LoggedRun into the sandbox: the importer's records (benchmark, items, model, run, answers) and
the log's verdicts, checked and written by `importer.import_parsed`, then told as sentences."""

from __future__ import annotations

import hashlib
import sqlite3
from collections import Counter
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel, ValidationError

from ..benchmarks import Item, load_items
from ..context import Context
from ..importer import (
    AnswerRecord,
    BenchmarkRecord,
    ImportFailed,
    ImportReport,
    ItemRecord,
    ModelRecord,
    Record,
    RunRecord,
    Where,
    describe,
    import_parsed,
)
from .model import LoggedRun, LoggedSample, clean_name

MAX_LISTED = 25
RULES = {
    "exact": "the whole answer as written",
    "case_insensitive": "the whole answer, ignoring case",
    "numeric": "the answer's final number",
    "math": "the answer as a mathematical expression",
}


class Imported(BaseModel):
    report: ImportReport
    benchmark: str
    model: str
    run: str
    lines: list[str]  # what the import tells the person, one sentence a line


async def import_log(ctx: Context, run: LoggedRun, *, workspace: str, benchmark: str | None = None,
                     model: str | None = None) -> Imported:
    bench_name = benchmark or clean_name(run.task)
    model_name = model or (clean_name(run.model) if run.model else None)
    if model_name is None:
        raise ImportFailed(["the log does not name its model: import it with --model NAME"])
    # One run per (log, model): the same log imported twice is refused; under another --model it is another run.
    run_id = "run_" + hashlib.sha256(f"{run.run_key}\n{model_name}".encode()).hexdigest()[:20]
    twice = sorted(i for i, n in Counter(sample.id for sample in run.samples).items() if n > 1)
    if twice:
        raise ImportFailed([f"sample {i}: appears more than once" for i in twice])
    numbered = run.numbered()
    where = {number: f"sample {sample.id}" for number, sample in numbered}
    state = await ctx.db.run(lambda conn: _state(conn, workspace, bench_name, model_name))
    errors: list[str] = []
    records: list[tuple[Where, Record]] = []

    def add(place: str, kind: Callable[..., Record], **fields: Any) -> None:
        try:
            records.append((Where(place), kind(**fields)))
        except ValidationError as exc:
            errors.append(f"{place}: {describe(exc)}")

    version = 1
    if state["version"] is None:
        add("the log", BenchmarkRecord, type="benchmark", name=bench_name, created_at=run.created_at,
            description=f"Imported from a {run.format} log of {run.task}")
        for number, sample in numbered:
            add(where[number], ItemRecord, type="item", benchmark=bench_name, number=number, question=sample.question,
                reference=sample.targets[0] if sample.targets else "", accepted=sample.targets,
                match=run.rule or "exact", choices=sample.choices)
    else:
        version = state["version"]
        errors.extend(_differences(bench_name, version, state["items"], numbered))
    if not state["model"]:
        add("the log", ModelRecord, type="model", name=model_name, price_per_item=1)
    add("the log", RunRecord, type="run", id=run_id, benchmark=bench_name, version=version, model=model_name,
        created_at=run.created_at)
    for number, sample in numbered:
        add(where[number], AnswerRecord, type="answer", run=run_id, item=number, answer=sample.answer)
    if errors:
        raise ImportFailed(errors)
    verdicts = {number: s.verdict for number, s in numbered if s.verdict is not None}
    report = await import_parsed(ctx, records, workspace=workspace, verdicts={run_id: verdicts})
    correct, total = await ctx.db.run(
        lambda conn: conn.execute("SELECT correct, total FROM runs WHERE id = ?", (run_id,)).fetchone())
    score = f"{correct}/{total} right ({round(100 * correct / total)}%)"
    lines = [f"{model_name} on {bench_name} version {version}: {score}, run {run_id}.",
             *_scoring(run, numbered, report, where, None if state["version"] is None else version)]
    return Imported(report=report, benchmark=bench_name, model=model_name, run=run_id, lines=lines + run.notes)


def _state(conn: sqlite3.Connection, workspace: str, benchmark: str, model: str) -> dict[str, Any]:
    row = conn.execute("SELECT current_version FROM benchmarks WHERE name = ? AND workspace = ?",
                       (benchmark, workspace)).fetchone()
    version = None if row is None else int(row[0])
    return {
        "version": version,
        "items": {} if version is None else load_items(conn, benchmark, version),
        "model": conn.execute("SELECT 1 FROM models WHERE name = ?", (model,)).fetchone() is not None,
    }


def _differences(benchmark: str, version: int, items: dict[int, Item],
                 numbered: list[tuple[int, LoggedSample]]) -> list[str]:
    """Why a log's samples are not the benchmark's items (a second model's log must match them)."""
    found: list[str] = []
    for number, sample in numbered:
        item = items.get(number)
        if item is None:
            found.append(f"sample {sample.id}: {benchmark} version {version} has no item {number} for it")
        elif item.question != sample.question:
            found.append(f"sample {sample.id}: its input differs from item {number} of {benchmark}")
        elif (sample.targets[:1] or [""])[0] != item.reference:
            found.append(f"sample {sample.id}: its target {sample.targets[0]!r} differs from the reference "
                         f"{item.reference!r} of item {number} of {benchmark}")
    logged = {number for number, _ in numbered}
    missing = sorted(set(items) - logged)
    if missing:
        found.append(f"the log has no sample for items {missing} of {benchmark} version {version}")
    if found:
        found.insert(0, f"the benchmark {benchmark!r} already exists with other samples; this log adds a run to it "
                        "only when its samples are the same (ids, inputs, targets), else import it with "
                        "--benchmark NEW-NAME")
    return found


def _scoring(run: LoggedRun, numbered: list[tuple[int, LoggedSample]], report: ImportReport,
             where: dict[int, str], existing: int | None) -> list[str]:
    """The score, where it comes from, and each sample the key scores otherwise. `existing`: the
    version of a benchmark that was there before this log (its key is its own, not the scorer's)."""
    lines: list[str] = []
    scored = [s for _, s in numbered if s.verdict is not None]
    if scored:
        right = sum(bool(s.verdict) for s in scored)
        lines.append(f"The log's own score: {right}/{len(scored)}; the run keeps the log's verdicts.")
    unscored = [(number, s) for number, s in numbered if s.verdict is None]
    if unscored:
        because = unscored[0][1].unscored_because
        lines.append(f"{len(unscored)} of {len(numbered)} samples have no verdict in the log ({because}): "
                     "the key scored them.")
    differs = run.differs
    if existing is not None:
        differs = f"the log's scorer {run.scorer} is not this benchmark's key"
        lines.append(f"The run is scored against the key of version {existing} of the benchmark.")
    elif run.rule is None:
        lines.append(f"No key to widen: {run.differs}. Each item's key is its target as written.")
        return lines
    else:
        lines.append(f"The key follows the log's scorer {run.scorer}: {RULES[run.rule]}." if run.scorer
                     else f"The log names no scorer: the key compares {RULES[run.rule]}.")
    by_number = dict(numbered)
    for difference in report.differences[:MAX_LISTED]:
        sample = by_number[difference.item]
        lines.append(
            f"{where[difference.item]}: the log scores {sample.answer.strip()[:200]!r} "
            f"{'right' if difference.given else 'wrong'}, the key {'right' if difference.key else 'wrong'} "
            f"(the scorer differs: {differs}); the log's verdict is kept."
        )
    if len(report.differences) > MAX_LISTED:
        lines.append(f"... and {len(report.differences) - MAX_LISTED} more samples the key scores otherwise.")
    return lines
