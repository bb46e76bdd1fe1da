"""The import (docs/import-format.md): validated records, all-or-nothing, every error says where.

JSON Lines files are parsed here; evaluation logs are turned into the same records by sandbox.logs.
Either way the records go through `import_parsed`, so the checks and the errors live in one place:
each error starts with where the record came from (`line N` in a file, `sample ID` in a log)."""

from __future__ import annotations

import json
import math
import sqlite3
from collections.abc import Iterable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal, NamedTuple, Union

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from . import audit
from .benchmarks import Item, insert_items, load_items
from .context import Context
from .profiles import Profile
from .schemas import MAX_ACCEPTED, Match, Name, NewName, Number, Text


class _Record(BaseModel):
    model_config = ConfigDict(extra="forbid")


class BenchmarkRecord(_Record):
    type: Literal["benchmark"]
    name: NewName
    description: Text = ""
    note: Text | None = None
    created_by: Name = "import"
    created_at: str | None = None


class ItemRecord(_Record):
    type: Literal["item"]
    benchmark: Name
    number: Number | None = None
    question: Text
    reference: Text
    accepted: list[Text] | None = None
    match: Match = "exact"
    topic: Text = "general"
    solution: Text | None = None
    choices: Annotated[list[Text], Field(max_length=26)] = []


class ModelRecord(_Record):
    type: Literal["model"]
    name: NewName
    price_per_item: Annotated[int, Field(ge=0, le=1_000_000)]
    version: Number = 1
    profile: Profile = Field(default_factory=Profile)


class TrainingSetRecord(_Record):
    type: Literal["training_set"]
    name: NewName
    description: Text = ""
    topic: Name
    size: Annotated[int, Field(ge=0, le=10**9)]
    fixes: Annotated[float, Field(ge=0, le=1)] = 0.5


class RunRecord(_Record):
    type: Literal["run"]
    id: NewName
    benchmark: Name
    version: Number = 1
    model: Name
    model_version: Number = 1
    created_by: Name = "import"
    created_at: str | None = None


class AnswerRecord(_Record):
    type: Literal["answer"]
    run: Name
    item: Number
    answer: Text


Record = Annotated[
    Union[BenchmarkRecord, ItemRecord, ModelRecord, TrainingSetRecord, RunRecord, AnswerRecord],
    Field(discriminator="type"),
]
_RECORD: TypeAdapter[Record] = TypeAdapter(Record)


class Difference(BaseModel):
    """An answer whose verdict was given (a log's own) and that the key scores otherwise."""

    run: str
    item: int
    given: bool
    key: bool


class ImportReport(BaseModel):
    benchmarks: int = 0
    items: int = 0
    models: int = 0
    model_versions: int = 0
    training_sets: int = 0
    runs: int = 0
    answers: int = 0
    differences: list[Difference] = []

    def summary(self) -> str:
        return (
            f"{_count(self.benchmarks, 'benchmark')}, {_count(self.items, 'item')}, {_count(self.models, 'model')} "
            f"({_count(self.model_versions, 'version')}), {_count(self.training_sets, 'training set')}, "
            f"{_count(self.runs, 'run')}, {_count(self.answers, 'answer')}"
        )


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


class LocatedError(NamedTuple):
    """An error sentence, starting with where it is (`line 4: ...`), and the file line it is about
    (None when it names none: `sample 7: ...`, `the log: ...`)."""

    line: int | None
    text: str


@dataclass(frozen=True)
class Where:
    """Where a record came from, as its errors name it: `line N` of a file, or a place of its own
    (`sample 7`, `the log`)."""

    label: str
    line: int | None = None

    @classmethod
    def at_line(cls, number: int) -> Where:
        return cls(f"line {number}", number)

    def __str__(self) -> str:
        return self.label

    def error(self, text: str) -> LocatedError:
        return LocatedError(self.line, f"{self.label}: {text}")


class ImportFailed(Exception):
    """The file was rejected; nothing was written. `errors` are `line N: ...` / `sample ID: ...` sentences."""

    LIMIT = 25

    def __init__(self, errors: list[str]) -> None:
        if len(errors) > self.LIMIT:
            errors = errors[: self.LIMIT] + [f"... and {len(errors) - self.LIMIT} more errors"]
        super().__init__("; ".join(errors))
        self.errors = errors


def _read_lines(source: str | Path | Iterable[str]) -> list[str]:
    """One record a line, split on "\n" only (JSON Lines): str.splitlines would also split on
    U+0085, U+2028 and other characters that JSON allows unescaped inside a string."""
    if isinstance(source, (str, Path)):
        try:
            with Path(source).open(encoding="utf-8", newline="") as file:
                text = file.read()
        except (OSError, UnicodeDecodeError) as exc:
            raise ImportFailed([f"cannot read {source}: {exc}"]) from exc
        lines = text.split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        return [line.removesuffix("\r") for line in lines]
    return [line.removesuffix("\n").removesuffix("\r") for line in source]


def describe(error: ValidationError) -> str:
    parts = []
    for e in error.errors()[:3]:
        where = ".".join(str(p) for p in e["loc"])
        parts.append(f"{where}: {e['msg']}" if where else e["msg"])
    return "; ".join(parts)


def _in_line_order(errors: Sequence[LocatedError]) -> list[str]:
    """The error sentences sorted by the line they are about (stable: those about none, e.g.
    `sample ID:`, keep their order, last)."""
    return [e.text for e in sorted(errors, key=lambda e: math.inf if e.line is None else e.line)]


def json_objects(lines: list[str], field: str) -> tuple[list[tuple[int, dict[str, Any]]], list[LocatedError]]:
    """Each non-blank line as a JSON object that has `field`, with its line number; and the errors."""
    objects: list[tuple[int, dict[str, Any]]] = []
    errors: list[LocatedError] = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            data = json.loads(line)
        except json.JSONDecodeError as exc:
            errors.append(Where.at_line(number).error(f"not valid JSON ({exc.msg} at column {exc.colno})"))
            continue
        if not isinstance(data, dict) or field not in data:
            errors.append(Where.at_line(number).error(f"expected a JSON object with a \"{field}\" field"))
            continue
        objects.append((number, data))
    return objects, errors


def parse(lines: list[str]) -> tuple[list[tuple[Where, Record]], list[LocatedError], set[str]]:
    """The valid records, each with where it came from; the errors of the others; the names of the
    benchmarks and runs among those (their items and answers are then not reported a second time)."""
    records: list[tuple[Where, Record]] = []
    objects, errors = json_objects(lines, "type")
    invalid: set[str] = set()
    for number, data in objects:
        try:
            records.append((Where.at_line(number), _RECORD.validate_python(data)))
        except ValidationError as exc:
            errors.append(Where.at_line(number).error(describe(exc)))
            name = data.get("name") if data["type"] == "benchmark" else data.get("id") if data["type"] == "run" else None
            if isinstance(name, str):
                invalid.add(name)
    return records, errors, invalid


class _Plan:
    """What the file adds, checked against itself and the database before anything is written."""

    def __init__(self) -> None:
        self.benchmarks: dict[str, BenchmarkRecord] = {}
        self.items: dict[str, dict[int, tuple[Where, Item]]] = {}
        self.models: dict[tuple[str, int], ModelRecord] = {}
        self.training_sets: list[TrainingSetRecord] = []
        self.runs: dict[str, tuple[Where, RunRecord]] = {}
        self.answers: dict[str, dict[int, tuple[Where, str]]] = {}


async def import_records(ctx: Context, source: str | Path | Iterable[str], *, workspace: str = "acme") -> ImportReport:
    records, errors, invalid = parse(_read_lines(source))
    return await import_parsed(ctx, records, workspace=workspace, errors=errors, invalid=invalid)


async def import_parsed(
    ctx: Context, records: list[tuple[Where, Record]], *, workspace: str = "acme",
    verdicts: Mapping[str, Mapping[int, bool]] | None = None,
    errors: Sequence[LocatedError] = (), invalid: AbstractSet[str] = frozenset(),
) -> ImportReport:
    """Checks every record, then writes them all or nothing, reporting every problem in one go.
    `records` pair each record with where it came from; `errors` and `invalid` are what reading the
    file already found (problems, and the benchmarks and runs they concern). `verdicts` (run id →
    item → right?) are a log's own: kept as the run's score, and every answer the key scores
    otherwise is listed in the report's `differences`."""
    existing = await ctx.db.run(lambda conn: _Existing.read(conn, workspace))
    if not existing.workspace:
        raise ImportFailed([f"the workspace {workspace!r} does not exist"])
    check = _Check(existing, list(errors), set(invalid))
    for where, record in records:
        check.record(where, record)
    plan, errors = check.plan, check.errors
    for name, items in plan.items.items():
        if not items:
            errors.append(_benchmark_where(records, name).error(f"the benchmark {name!r} has no items"))
    for items in plan.items.values():
        for number, (where, item) in items.items():
            if not await ctx.matcher.matches(item.reference, list(item.accepted), item.match, lane="import"):
                errors.append(where.error(f"the key of item {number} does not accept its own reference answer"))
    scored, differences = await _score(ctx, plan, verdicts or {}, errors)
    if errors:
        raise ImportFailed(_in_line_order(errors))
    report = ImportReport(differences=differences)
    now = ctx.now()
    try:
        await ctx.db.run(lambda conn: _write(conn, plan, scored, existing, workspace, now, report))
    except sqlite3.IntegrityError as exc:  # something with the same name appeared meanwhile
        raise ImportFailed([f"conflicts with data written during the import ({exc})"]) from exc
    return report


@dataclass
class _Existing:
    """What the database holds already, read once before checking."""

    workspace: bool
    benchmarks: set[str]
    models: dict[str, int]  # name → price per item
    model_versions: set[tuple[str, int]]
    training_sets: set[str]
    runs: set[str]
    versions: set[tuple[str, int]]

    @classmethod
    def read(cls, conn: sqlite3.Connection, workspace: str) -> _Existing:
        return cls(
            workspace=conn.execute("SELECT 1 FROM workspaces WHERE name = ?", (workspace,)).fetchone() is not None,
            benchmarks={r[0] for r in conn.execute("SELECT name FROM benchmarks")},
            models={r[0]: r[1] for r in conn.execute("SELECT name, price_per_item FROM models")},
            model_versions={(r[0], r[1]) for r in conn.execute("SELECT model, version FROM model_versions")},
            training_sets={r[0] for r in conn.execute("SELECT name FROM training_sets")},
            runs={r[0] for r in conn.execute("SELECT id FROM runs")},
            versions={(r[0], r[1]) for r in conn.execute("SELECT DISTINCT benchmark, version FROM items")},
        )


class _Check:
    """Checks each record against the file so far and the database, adding it to the plan or
    its problem to `errors`. A benchmark or run in `rejected` has its items or answers skipped."""

    def __init__(self, existing: _Existing, errors: list[LocatedError], rejected: set[str]) -> None:
        self.plan = _Plan()
        self.errors = errors
        self._existing = existing
        self._prices = dict(existing.models)
        self._rejected = rejected

    def record(self, where: Where, record: Record) -> None:
        if isinstance(record, BenchmarkRecord):
            self._benchmark(where, record)
        elif isinstance(record, ItemRecord):
            self._item(where, record)
        elif isinstance(record, ModelRecord):
            self._model(where, record)
        elif isinstance(record, TrainingSetRecord):
            self._training_set(where, record)
        elif isinstance(record, RunRecord):
            self._run(where, record)
        else:
            self._answer(where, record)

    def _benchmark(self, where: Where, record: BenchmarkRecord) -> None:
        if record.name in self._existing.benchmarks or record.name in self.plan.benchmarks:
            self.errors.append(where.error(f"the benchmark {record.name!r} already exists"))
            self._rejected.add(record.name)
            return
        self.plan.benchmarks[record.name] = record
        self.plan.items[record.name] = {}

    def _item(self, where: Where, record: ItemRecord) -> None:
        if record.benchmark in self._rejected:
            return
        if record.benchmark not in self.plan.benchmarks:
            self.errors.append(where.error(f"items must follow their benchmark record in the same file ({record.benchmark!r})"))
            return
        items = self.plan.items[record.benchmark]
        number = record.number or (max(items, default=0) + 1)
        if number in items:
            self.errors.append(where.error(f"item {number} of {record.benchmark!r} appears twice"))
            return
        accepted = record.accepted if record.accepted is not None else [record.reference]
        if not accepted or any(not a.strip() for a in accepted) or not record.reference.strip():
            self.errors.append(where.error("the reference and every accepted answer must be non-blank"))
        if len(accepted) > MAX_ACCEPTED:
            self.errors.append(where.error(f"at most {MAX_ACCEPTED} accepted answers per item"))
            return
        items[number] = (
            where,
            Item(
                number=number, question=record.question, reference=record.reference, accepted=tuple(accepted),
                match=record.match, topic=record.topic, solution=record.solution or record.reference,
                choices=tuple(record.choices),
            ),
        )

    def _model(self, where: Where, record: ModelRecord) -> None:
        key = (record.name, record.version)
        if key in self._existing.model_versions or key in self.plan.models:
            self.errors.append(where.error(f"version {record.version} of the model {record.name!r} already exists"))
        elif self._prices.setdefault(record.name, record.price_per_item) != record.price_per_item:
            self.errors.append(where.error(f"the model {record.name!r} already has price {self._prices[record.name]} per item"))
        else:
            self.plan.models[key] = record

    def _training_set(self, where: Where, record: TrainingSetRecord) -> None:
        if record.name in self._existing.training_sets or any(t.name == record.name for t in self.plan.training_sets):
            self.errors.append(where.error(f"the training set {record.name!r} already exists"))
        else:
            self.plan.training_sets.append(record)

    def _run(self, where: Where, record: RunRecord) -> None:
        problem = self._run_problem(record)
        if problem is not None:
            self.errors.append(where.error(problem))
            self._rejected.add(record.id)
            return
        self.plan.runs[record.id] = (where, record)
        self.plan.answers[record.id] = {}

    def _run_problem(self, record: RunRecord) -> str | None:
        if record.id in self._existing.runs or record.id in self.plan.runs:
            return f"the run {record.id!r} already exists"
        has_version = (record.benchmark, record.version) in self._existing.versions or (
            record.benchmark in self.plan.benchmarks and record.version == 1
        )
        if not has_version:
            return f"there is no version {record.version} of the benchmark {record.benchmark!r}"
        model = (record.model, record.model_version)
        if model not in self._existing.model_versions and model not in self.plan.models:
            return f"there is no version {record.model_version} of the model {record.model!r}"
        return None

    def _answer(self, where: Where, record: AnswerRecord) -> None:
        if record.run in self._rejected:
            return
        if record.run not in self.plan.runs:
            self.errors.append(where.error(f"answers must follow their run record in the same file ({record.run!r})"))
        elif record.item in self.plan.answers[record.run]:
            self.errors.append(where.error(f"item {record.item} of run {record.run!r} is answered twice"))
        else:
            self.plan.answers[record.run][record.item] = (where, record.answer)


Scored = dict[str, list[tuple[int, str, bool]]]  # run id → (item, answer, right?)


async def _score(ctx: Context, plan: _Plan, verdicts: Mapping[str, Mapping[int, bool]],
                 errors: list[LocatedError]) -> tuple[Scored, list[Difference]]:
    """Each planned run's answers scored by its key (a log's own verdict kept where it has one);
    answers to items the key lacks, and items the run does not answer, go to `errors`."""
    keys = await _load_keys(ctx, plan)
    scored: Scored = {}
    differences: list[Difference] = []
    for run_id, (where, run) in plan.runs.items():
        key = keys[(run.benchmark, run.version)]
        answers = plan.answers[run_id]
        for number, (answer_where, _) in answers.items():
            if number not in key:
                errors.append(answer_where.error(f"{run.benchmark} v{run.version} has no item {number}"))
        missing = sorted(set(key) - set(answers))
        if missing:
            errors.append(where.error(f"the run {run_id!r} has no answer for items {missing}"))
        given = verdicts.get(run_id, {})
        scored[run_id] = []
        for n, (_, text) in sorted(answers.items()):
            if n not in key:
                continue
            by_key = await ctx.matcher.matches(text, list(key[n].accepted), key[n].match, lane="import")
            if n in given and given[n] != by_key:
                differences.append(Difference(run=run_id, item=n, given=given[n], key=by_key))
            scored[run_id].append((n, text, given.get(n, by_key)))
    return scored, differences


def _write(conn: sqlite3.Connection, plan: _Plan, scored: Scored, existing: _Existing, workspace: str,
           now: str, report: ImportReport) -> None:
    """Writes the checked plan in one transaction, counting what it adds in `report`."""
    for bench in plan.benchmarks.values():
        conn.execute(
            "INSERT INTO benchmarks (name, workspace, description, current_version) VALUES (?, ?, ?, 1)",
            (bench.name, workspace, bench.description),
        )
        conn.execute(
            "INSERT INTO versions (benchmark, version, created_at, created_by, note) VALUES (?, 1, ?, ?, ?)",
            (bench.name, bench.created_at or now, bench.created_by, bench.note),
        )
        insert_items(conn, bench.name, 1, [item for _, item in plan.items[bench.name].values()])
        report.benchmarks += 1
        report.items += len(plan.items[bench.name])
    models = dict(existing.models)
    for (name, version), model in sorted(plan.models.items(), key=lambda kv: kv[0]):
        if name not in models:
            conn.execute(
                "INSERT INTO models (name, workspace, price_per_item) VALUES (?, ?, ?)",
                (name, workspace, model.price_per_item),
            )
            models[name] = model.price_per_item
            report.models += 1
        conn.execute(
            "INSERT INTO model_versions (model, version, profile, created_at) VALUES (?, ?, ?, ?)",
            (name, version, model.profile.model_dump_json(), now),
        )
        report.model_versions += 1
    for tset in plan.training_sets:
        conn.execute(
            "INSERT INTO training_sets (name, workspace, description, topic, size, fixes) VALUES (?, ?, ?, ?, ?, ?)",
            (tset.name, workspace, tset.description, tset.topic, tset.size, tset.fixes),
        )
        report.training_sets += 1
    for run_id, (_, run) in plan.runs.items():
        answers = scored[run_id]
        seq = int(conn.execute("SELECT COALESCE(MAX(seq), 0) + 1 FROM runs").fetchone()[0])
        created = run.created_at or now
        conn.execute(
            "INSERT INTO runs (id, workspace, benchmark, version, model, model_version, status, done, total, "
            "correct, cost, refunded, created_at, finished_at, created_by, origin, seq) "
            "VALUES (?, ?, ?, ?, ?, ?, 'succeeded', ?, ?, ?, 0, 0, ?, ?, ?, 'imported', ?)",
            (run_id, workspace, run.benchmark, run.version, run.model, run.model_version, len(answers),
             len(answers), sum(ok for _, _, ok in answers), created, created, run.created_by, seq),
        )
        conn.executemany(
            "INSERT INTO answers (run, item, answer, correct) VALUES (?, ?, ?, ?)",
            [(run_id, n, text, int(ok)) for n, text, ok in answers],
        )
        report.runs += 1
        report.answers += len(answers)
    audit.record(
        conn, at=now, workspace=workspace, account=None, client=None, action="import",
        target=workspace, detail=report.summary(),
    )


def _benchmark_where(records: list[tuple[Where, Record]], benchmark: str) -> Where:
    return next(where for where, r in records if isinstance(r, BenchmarkRecord) and r.name == benchmark)


async def _load_keys(ctx: Context, plan: _Plan) -> dict[tuple[str, int], dict[int, Item]]:
    wanted = {(run.benchmark, run.version) for _, run in plan.runs.values()}
    keys: dict[tuple[str, int], dict[int, Item]] = {}
    for bench, version in wanted:
        if bench in plan.items and version == 1:
            keys[(bench, version)] = {n: item for n, (_, item) in plan.items[bench].items()}
    rest = wanted - set(keys)
    if rest:
        loaded = await ctx.db.run(lambda conn: {bv: load_items(conn, *bv) for bv in rest})
        keys.update(loaded)
    return keys

