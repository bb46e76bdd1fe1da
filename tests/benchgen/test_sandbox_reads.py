"""Reads through the client against the real sandbox: the demo numbers hold exactly."""

from __future__ import annotations

import pytest

from bot.benchgen import BenchGenSession, MatchRule, NotFound, Run, RunStatus


async def saved_run(session: BenchGenSession, model: str, benchmark: str) -> Run:
    (run,) = await session.list_runs(benchmark=benchmark, model=model, version=1)
    return run


@pytest.mark.parametrize(
    ("model", "benchmark", "correct", "percent"),
    [
        ("tiny-1", "gsm-mini", 12, 60.0),
        ("tiny-2", "gsm-mini", 18, 90.0),
        ("tiny-2", "capitals", 15, 75.0),
        ("tiny-1", "capitals", 14, 70.0),
    ],
)
async def test_demo_scores(
    ana: BenchGenSession, model: str, benchmark: str, correct: int, percent: float
) -> None:
    run = await saved_run(ana, model, benchmark)
    assert (run.correct, run.total, run.percent) == (correct, 20, percent)
    assert run.status is RunStatus.SUCCEEDED and run.finished
    assert run.version == 1 and run.model_version == 1
    answers = await ana.run_answers(run.id)
    assert len(answers) == 20
    assert sum(answer.correct for answer in answers) == correct


async def test_account_models_and_benchmarks(ana: BenchGenSession) -> None:
    me = await ana.me()
    assert (me.account, me.role, me.workspace_name, me.credits) == ("ana", "editor", "Acme Research", 500)
    assert me.can_write
    prices = {model.name: model.price_per_item for model in await ana.list_models()}
    assert prices == {"tiny-1": 1, "tiny-2": 2}
    summaries = {b.name: b for b in await ana.list_benchmarks()}
    assert {"gsm-mini", "capitals"} <= summaries.keys()
    assert summaries["gsm-mini"].current_version == 1 and summaries["gsm-mini"].item_count == 20
    sets = {s.name for s in await ana.list_training_sets()}
    assert {"gsm-train", "capitals-train"} <= sets


async def test_gsm_mini_version_1_items(ana: BenchGenSession) -> None:
    benchmark = await ana.get_benchmark("gsm-mini")
    assert [v.version for v in benchmark.versions] == [1]
    current = await ana.get_version("gsm-mini")
    assert current == await ana.get_version("gsm-mini", 1)
    assert len(current.items) == 20
    item7, item13 = current.item(7), current.item(13)
    assert item7 is not None and item7.accepted == ["4"] and item7.match is MatchRule.EXACT
    assert item13 is not None and item13.reference == "24"
    capitals = await ana.get_version("capitals", 1)
    assert {item.match for item in capitals.items} == {MatchRule.CASE_INSENSITIVE}


async def test_saved_answers_show_the_format_misses(ana: BenchGenSession) -> None:
    run = await saved_run(ana, "tiny-1", "gsm-mini")
    wrong = {a.item: a.answer for a in await ana.run_answers(run.id) if not a.correct}
    assert wrong[7] == "4.0" and wrong[13] == "42"
    assert {"x = 9", "\\boxed{12}", "15 apples", "1,000"} <= set(wrong.values())


async def test_not_found_is_typed(ana: BenchGenSession) -> None:
    with pytest.raises(NotFound, match="no-such-bench"):
        await ana.get_benchmark("no-such-bench")
    with pytest.raises(NotFound):
        await ana.get_version("gsm-mini", 99)
    with pytest.raises(NotFound):
        await ana.get_run("run_doesnotexist")
    with pytest.raises(NotFound):
        await ana.get_training_job("job_doesnotexist")
