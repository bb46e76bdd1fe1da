"""judge_many sends the sympy checks of many pairs to the workers in one round-trip, and later
`judge` calls on the same pairs are answered from the cache without any."""

from __future__ import annotations

from skills.analysis import EquivalenceJudge, ItemKey
from tests.counting import CountingExecutor, counted  # noqa: F401  (a fixture)


def item(number: int, reference: str) -> ItemKey:
    return ItemKey(number=number, reference=reference, accepted=[reference])


async def test_many_pairs_one_round_trip(counted: tuple[EquivalenceJudge, CountingExecutor]) -> None:
    judge, executor = counted
    right = [(f"x^2 + {n}x", item(n, f"x(x+{n})")) for n in range(1, 21)]
    wrong = [(f"x^2 + {n}x", item(100 + n, f"x(x-{n})")) for n in range(1, 21)]
    verdicts = await judge.judge_many(right + wrong)
    assert [v.rule for v in verdicts] == ["math"] * 20 + [None] * 20
    assert executor.tasks == 1
    for answer, key in right + wrong:
        await judge.judge(answer, key)
    assert executor.tasks == 1


async def test_cheap_pairs_never_reach_the_workers(counted: tuple[EquivalenceJudge, CountingExecutor]) -> None:
    judge, executor = counted
    pairs = [("\\frac{1}{2}", item(1, "0.5")), ("(3, 4)", item(2, "(3,4)")), ("4.0", item(3, "4")),
             ("[0, 1]", item(4, "[0, 1)")), ("(B)", ItemKey(number=5, reference="B", accepted=["B"], choices=["x", "y"]))]
    assert [v.equivalent for v in await judge.judge_many(pairs)] == [True, True, True, False, True]
    assert executor.tasks == 0
