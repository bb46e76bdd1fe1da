"""The bot's own answer analysis attacked through saved answers: math that costs a worker minutes.

A benchmark whose saved answers are `$((x+1)^{1000})^{1000}$` (a polynomial of degree one million),
`$(x+1)^{999*999}$`, `\\binom{10^8}{5 \\cdot 10^7}` or `1000!!` made every item run into the worker
timeout, and every timeout restarted the worker pool. The screen (mathbounds/)
refuses such text before any worker sees it: no judgement, so a model error, never `format`.
A real process pool counts what it is given; only a hang bound is timed.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest

from mathbounds import too_complex
from skills.analysis import EquivalenceJudge, ItemKey, ModelRun, analyze_run
from tests.counting import CountingExecutor, counted  # noqa: F401  (a fixture)

HANG = 60  # seconds: only catches a hang (before the screen, 40 such items took 100 s)


def hostile(i: int) -> str:
    return [
        f"$((x+{i})^{{1000}})^{{1000}}$",
        f"$(x+{i})^{{999*999}}$",
        f"$(x+{i})^\\frac{{2000000}}{{2}}$",
        f"$(x+{i})^{{1e6}}$",
        f"$(x+{i})^{{1000 \\cdot 1000}}$",
        f"$\\binom{{100000000}}{{{i}}}$",
        f"${1000 + i}!!$",
        f"$(x+{i})^{{2000}} + x$",
    ][i % 8]




def items(match: str) -> list[ItemKey]:
    return [ItemKey(number=i, question=f"Expand item {i}.", reference=f"(x+{i})^{{2}}",
                    accepted=[f"(x+{i})^{{2}}", f"x^2+{2 * i}x+{i * i}"], match=match) for i in range(1, 41)]


def run_of(answer: Callable[[int], str]) -> ModelRun:
    return ModelRun(run_id="r1", model="tiny-2", answers={i: answer(i) for i in range(1, 41)},
                    correct={i: False for i in range(1, 41)})


@pytest.mark.parametrize("match", ["exact", "math"])
async def test_forty_hostile_answers_reach_no_worker(
    counted: tuple[EquivalenceJudge, CountingExecutor], match: str
) -> None:
    judge, executor = counted
    async with asyncio.timeout(HANG):
        analysis = await analyze_run(run_of(hostile), items(match), [], judge)
    assert len(analysis.misses) == 40
    assert {miss.cls for miss in analysis.misses} == {"model_error"}
    assert analysis.key_changes == [] and analysis.reference_changes == []
    assert executor.tasks == 0


async def test_the_same_analysis_of_ordinary_math_does_use_the_workers(
    counted: tuple[EquivalenceJudge, CountingExecutor],
) -> None:
    """The counter above can fail: ordinary answers are sent and found to be format misses (a root of
    an unknown, beyond the in-process exact arithmetic, so sympy decides)."""
    judge, executor = counted
    async with asyncio.timeout(HANG):
        analysis = await analyze_run(run_of(lambda i: f"\\sqrt{{x}}^{{4}} + {2 * i}x + {i * i}"), items("exact"), [],
                                     judge)
    assert executor.tasks >= 1
    assert {miss.cls for miss in analysis.misses} == {"format"}


@pytest.mark.parametrize("text", [hostile(i) for i in range(8)])
def test_every_hostile_answer_is_refused_by_the_screen(text: str) -> None:
    assert too_complex(text)


@pytest.mark.parametrize("text", [
    "x^{2}", "2^{10}", "10^{-11}", "\\frac{1}{2}", "(x+1)^2", "5!", "\\binom{10}{3}", "2 \\times 10^{-10}",
    "e^{-\\frac{x^2}{2}}", "(x^2+1)^{3}", "x^{\\frac{3}{2}}", "90^\\circ", "a != b", "x^{2n+1}", "(x+1)^{1000}",
])
def test_ordinary_math_passes_the_screen(text: str) -> None:
    assert not too_complex(text)
