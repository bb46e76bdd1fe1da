"""Reads several skills share: latest runs and scores, a run's answers as analysis input, run comparisons."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from bot.benchgen.client import BenchGenSession
from bot.benchgen.models import Item, Run
from bot.i18n.catalog import Percent
from bot.skill import SkillContext
from bot.text import Line, Quote
from skills.analysis.models import ItemKey, ModelRun


def finished(runs: Sequence[Run]) -> list[Run]:
    return [r for r in runs if r.status == "succeeded"]


def latest_per_model(runs: Sequence[Run]) -> dict[str, Run]:
    """The newest finished run of each model (runs come newest first)."""
    latest: dict[str, Run] = {}
    for run in sorted(finished(runs), key=lambda r: r.created_at, reverse=True):
        latest.setdefault(run.model, run)
    return latest


def run_percent(run: Run) -> Percent:
    return Percent((run.correct or 0) / run.total if run.total else 0.0)


def score_line(ctx: SkillContext, run: Run) -> Line:
    """A run's score as a latest score: the model, the benchmark and its version."""
    return ctx.t("reads.latest_score", model=Quote(text=run.model), benchmark=Quote(text=run.benchmark),
                 version=run.version, score=run_percent(run), correct=run.correct or 0, total=run.total)


async def current_scores(ctx: SkillContext, benchmark: str, version: int) -> list[Run]:
    """Each model's latest finished run on this version of the benchmark, the best first."""
    runs = latest_per_model(await ctx.api.list_runs(benchmark=benchmark, version=version)).values()
    return sorted(runs, key=lambda r: ((r.correct or 0) / (r.total or 1), r.model), reverse=True)


async def latest_run(session: BenchGenSession, benchmark: str, model: str,
                     version: int | None = None) -> Run | None:
    runs = finished(await session.list_runs(benchmark=benchmark, model=model, version=version))
    return max(runs, key=lambda r: r.created_at) if runs else None


def item_key(item: Item) -> ItemKey:
    return ItemKey(number=item.number, question=item.question, reference=item.reference,
                   accepted=list(item.accepted), match=str(item.match), choices=list(item.choices))


async def model_run(session: BenchGenSession, run: Run) -> ModelRun:
    answers = await session.run_answers(run.id)
    return ModelRun(run_id=run.id, model=run.model, model_version=run.model_version,
                    answers={a.item: a.answer for a in answers},
                    correct={a.item: a.correct for a in answers})


async def model_runs(session: BenchGenSession, runs: Sequence[Run]) -> list[ModelRun]:
    return list(await asyncio.gather(*(model_run(session, r) for r in runs)))


def flips(before: ModelRun, after: ModelRun) -> tuple[list[int], list[int]]:
    """Items that went wrong→right and right→wrong between two runs."""
    up = sorted(i for i, ok in after.correct.items() if ok and before.correct.get(i) is False)
    down = sorted(i for i, ok in after.correct.items() if not ok and before.correct.get(i) is True)
    return up, down
