"""Runs the product's analysis on imported data: a fresh in-process sandbox, the real importer, and
the entry point `benchgen-bot analyze --json` calls (skills.analyze.build_report), once per model.

Shared by bench/analysis_truth.py (are the findings right?) and bench/analysis_speed.py (how fast?).
It reads the analysis' results only through the report's documented JSON, so the benchmarks keep
working while the analysis changes (a field such as a miss's `certainty` is read when present).
"""

from __future__ import annotations

import contextlib
import json
import tempfile
import time
from collections.abc import AsyncIterator, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from bot.app.runtime import open_platform
from bot.benchgen import errors as bg
from bot.benchgen.client import BenchGenPlatform
from bot.settings import Settings
from sandbox.config import SandboxConfig
from sandbox.server import Sandbox
from skills.analysis.equivalence import EquivalenceJudge
from skills.analysis.models import ItemKey
from skills.analyze import READ_SCOPES, build_report
from skills.reads import latest_per_model, model_runs

# A demo account the sandbox links to a console identity when it seeds itself (sandbox/seed.py).
IDENTITY = "console:local:ana"


def jsonl(records: Iterable[Mapping[str, Any]]) -> list[str]:
    """Import-format lines. ASCII-escaped so that no character inside a text can split a line."""
    return [json.dumps(record, ensure_ascii=True) for record in records]


class ModelAnalysis(BaseModel):
    """One model's analysis: the report's JSON (`analyze --json`), or why there is none."""

    model: str
    seconds: float
    report: dict[str, Any] | None = None
    error: str | None = None

    @property
    def misses(self) -> list[dict[str, Any]]:
        return list(self.report["misses"]) if self.report else []


class Scored(BaseModel):
    """What the platform's key said of each saved answer, per model: item -> correct."""

    correct: dict[str, dict[int, bool]] = Field(default_factory=dict)


@dataclass
class LoadedSandbox:
    platform: BenchGenPlatform
    sandbox: Sandbox
    import_seconds: float

    async def scored(self, benchmark: str) -> Scored:
        async with await self.platform.session(IDENTITY, READ_SCOPES) as session:
            version = await session.get_version(benchmark)
            runs = latest_per_model(await session.list_runs(benchmark=benchmark, version=version.version))
            analysed = await model_runs(session, list(runs.values()))
        return Scored(correct={r.model: dict(r.correct) for r in analysed})

    async def analyse(self, benchmark: str, model: str, judge: EquivalenceJudge | None = None) -> ModelAnalysis:
        """What `benchgen-bot analyze --json --benchmark B --model M` computes, timed end to end.

        Without a judge, a fresh one is made and closed, as the CLI does for each invocation; the
        chat keeps one judge for its process, which a caller can pass in.
        """
        own = judge is None
        the_judge = judge or EquivalenceJudge()
        started = time.perf_counter()
        try:
            async with await self.platform.session(IDENTITY, READ_SCOPES) as session:
                report = await build_report(session, the_judge, benchmark=benchmark, model=model)
            return ModelAnalysis(model=model, seconds=time.perf_counter() - started, report=report.to_json())
        except bg.BenchGenError as error:  # what the CLI prints before it exits 1
            return ModelAnalysis(model=model, seconds=time.perf_counter() - started, error=error.message)
        finally:
            if own:
                await the_judge.aclose()


@contextlib.asynccontextmanager
async def loaded_sandbox(lines: list[str]) -> AsyncIterator[LoadedSandbox]:
    """A fresh sandbox in a temporary folder with `lines` imported through `benchgen-sandbox import`'s path."""
    with tempfile.TemporaryDirectory(prefix="benchgen-bench-") as folder:
        path = Path(folder) / "import.jsonl"
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        config = SandboxConfig(db_path=str(Path(folder) / "sandbox.sqlite3"), item_seconds=0, training_seconds=0)
        async with open_platform(Settings(benchgen_url=None), sandbox_config=config) as (platform, sandbox):
            assert sandbox is not None
            started = time.perf_counter()
            await sandbox.import_jsonl(path)
            yield LoadedSandbox(platform=platform, sandbox=sandbox, import_seconds=time.perf_counter() - started)


async def warm(judge: EquivalenceJudge) -> None:
    """Starts the judge's math worker once, as a long-running chat process has, through its public API."""
    await judge.judge("x^2 + 2x + 1", ItemKey(number=1, reference="(x+1)^2", accepted=["(x+1)^2"], match="math"))
