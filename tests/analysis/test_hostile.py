"""Hostile answers return within the timeout, never crash, and do not break later checks."""

from __future__ import annotations

import time

import pytest

from skills.analysis import EquivalenceJudge, ItemKey, ModelRun, analyze_run

TIMEOUT = 1.0
# Allowed on top of the timeout: restarting the math worker pool after a killed check, on a
# shared 2-core machine under load. Without the timeout these inputs run for ever, so the bound
# still tells a cut-off check from a hung one.
SLACK = 8.0

HOSTILE = [
    "10^10^10^10",
    "10^{10^{10^{10}}}",
    "9^9^9",
    "\\frac{" * 500,
    "\\frac{" * 300,
    "\\sqrt{" * 300 + "2",
    "$" + "\\frac{1}{" * 150 + "2" + "}" * 150 + "$",
    "{" * 5000 + "1" + "}" * 5000,
    "(" * 3000 + "1",
    "\\sqrt{" * 400 + "2" + "}" * 400,
    "1" * 100_000,
    "x" * 100_000,
    "\\frac{" * 20_000,
    "1/" * 50_000,
    "$" + "\\boxed{" * 1000 + "12" + "}" * 1000 + "$",
    "\x00\ud800 \u202e 12",
    "12" + "\n" * 10_000 + "13",
]


def key(reference: str) -> ItemKey:
    return ItemKey(number=1, question="q", reference=reference, accepted=[reference], match="exact")


@pytest.fixture
async def fast_judge():
    j = EquivalenceJudge(timeout=TIMEOUT)
    try:
        yield j
    finally:
        await j.aclose()


async def test_hostile_answers_return_in_time(fast_judge: EquivalenceJudge) -> None:
    for answer in HOSTILE:
        started = time.monotonic()
        result = await fast_judge.judge(answer, key("\\frac{1}{2}"))
        elapsed = time.monotonic() - started
        assert elapsed < TIMEOUT + SLACK, (answer[:40], elapsed)
        assert result.equivalent is False
    # The judge still works after killed checks.
    assert (await fast_judge.judge("1/2", key("0.5"))).rule == "math"


async def test_hostile_keys_return_in_time(fast_judge: EquivalenceJudge) -> None:
    for hostile in ("10^10^10^10", "\\frac{" * 500, "1" * 100_000):
        started = time.monotonic()
        result = await fast_judge.judge("1/2", key(hostile))
        assert time.monotonic() - started < TIMEOUT + SLACK
        assert result.equivalent is False


async def test_a_slow_identity_is_cut_off_by_the_timeout(fast_judge: EquivalenceJudge) -> None:
    """Exponent towers are refused before any worker (mathbounds/); what passes that screen can
    still keep sympy busy for minutes (`\\sin(2x)^{60}` against its product form), and the timeout ends it."""
    await fast_judge.judge("1/3", key("\\sqrt{2}"))  # warm the worker pool, so only the slow pair is timed
    started = time.monotonic()
    assert not (await fast_judge.judge("\\sin(2x)^{60}", key("(2\\sin(x)\\cos(x))^{60}"))).equivalent
    assert TIMEOUT * 0.9 <= time.monotonic() - started < TIMEOUT + SLACK


async def test_analysis_with_hostile_answers(fast_judge: EquivalenceJudge) -> None:
    items = [key("12").model_copy(update={"number": n}) for n in range(1, len(HOSTILE) + 1)]
    answers = dict(enumerate(HOSTILE, start=1))
    run = ModelRun(run_id="r1", model="evil", answers=answers, correct={n: False for n in answers})
    peer = ModelRun(
        run_id="r2", model="good", answers={n: "12" for n in answers}, correct={n: True for n in answers}
    )
    started = time.monotonic()
    analysis = await analyze_run(run, items, [peer], fast_judge)
    # Nothing here reaches a timeout: towers are refused by the screen, the rest answered at once.
    assert time.monotonic() - started < 2 * (TIMEOUT + SLACK)
    assert [m.cls for m in analysis.misses] == ["model_error"] * len(HOSTILE)
    assert all(len(m.evidence) < 200 for m in analysis.misses)
    assert analysis.verdict == "model"
