"""One caller's hostile answer must not cost another caller their verdict.

The bot holds one math checker for every turn of the process. A check that times out kills the
worker pool (the stuck worker would otherwise stay busy for ever); checks of other callers that were
running or waiting then are tried again on the fresh pool, and the timeout counts a check's own
execution, never its wait for a worker. (Found by an outside attack: benign checks came back as "no
judgement" or as a CancelledError that failed the turn.)
"""

from __future__ import annotations

import asyncio

from skills.analysis.mathcheck import MathChecker

TOWER = "10^{10^{10^{10}}}"  # reaches sympy, which would run for ever


async def test_a_timeout_elsewhere_costs_no_one_else_their_verdict() -> None:
    checker = MathChecker(timeout=1.5, max_workers=2)
    try:
        assert await checker.leaves_equal([("1/2", "0.5")]) == [True]  # warm

        async def benign(delay: float) -> list[bool | None]:
            await asyncio.sleep(delay)
            return await checker.leaves_equal([("x^2+2x+1", "(x+1)^2"), ("2", "3")])

        hostile = [checker.leaves_equal([("12", TOWER)]) for _ in range(2)]
        results = await asyncio.wait_for(
            asyncio.gather(*hostile, *(benign(0.2 * i) for i in range(6))), timeout=120)
        assert results[:2] == [[None], [None]], "the towers themselves get no judgement"
        assert results[2:] == [[True, False]] * 6, "every other caller keeps its verdicts"
        assert await checker.leaves_equal([("1/4", "0.25")]) == [True], "and the checker works after"
    finally:
        await checker.aclose()
