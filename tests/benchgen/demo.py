"""Helpers that derive demo changes from the sandbox's own data (no hard-coded results)."""

from __future__ import annotations

from bot.benchgen import BenchGenSession, Run, SetKey

FORMAT_MISSES = frozenset({"4.0", "x = 9", "\\boxed{12}", "15 apples", "1,000"})
"""tiny-1's five right-but-differently-formatted answers on gsm-mini (SCENARIOS.md)."""


async def saved_run(session: BenchGenSession, model: str, benchmark: str, version: int = 1) -> Run:
    runs = await session.list_runs(benchmark=benchmark, model=model, version=version)
    return next(run for run in runs if run.origin == "imported" or run.version == version)


async def widen_format_misses(session: BenchGenSession) -> list[SetKey]:
    """For each format-only miss of tiny-1 on gsm-mini: accept that answer besides the key."""
    run = await saved_run(session, "tiny-1", "gsm-mini")
    version = await session.get_version("gsm-mini", run.version)
    changes: list[SetKey] = []
    for answer in await session.run_answers(run.id):
        if not answer.correct and answer.answer in FORMAT_MISSES:
            item = version.item(answer.item)
            assert item is not None
            changes.append(SetKey(item=item.number, accepted=[*item.accepted, answer.answer]))
    assert len(changes) == 5
    return changes
