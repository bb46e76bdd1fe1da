"""judge_many sends the sympy checks of many pairs to the workers in one round-trip, and later
`judge` calls on the same pairs are answered from the cache without any."""

from __future__ import annotations

from skills.analysis import EquivalenceJudge, ItemKey
from tests.counting import CountingExecutor, counted  # noqa: F401  (a fixture)


def item(number: int, reference: str) -> ItemKey:
    return ItemKey(number=number, reference=reference, accepted=[reference])


async def test_many_pairs_one_round_trip(counted: tuple[EquivalenceJudge, CountingExecutor]) -> None:
    judge, executor = counted
    # Roots of unknowns: beyond the in-process exact arithmetic (exactleaf.py), so sympy decides.
    right = [(f"x\\sqrt{{x}} + {n}\\sqrt{{x}}", item(n, f"\\sqrt{{x}}(x+{n})")) for n in range(1, 21)]
    wrong = [(f"x\\sqrt{{x}} + {n}\\sqrt{{x}}", item(100 + n, f"\\sqrt{{x}}(x-{n})")) for n in range(1, 21)]
    verdicts = await judge.judge_many(right + wrong)
    assert [v.rule for v in verdicts] == ["math"] * 20 + [None] * 20
    assert executor.tasks == 1
    for answer, key in right + wrong:
        await judge.judge(answer, key)
    assert executor.tasks == 1


async def test_cheap_pairs_never_reach_the_workers(counted: tuple[EquivalenceJudge, CountingExecutor]) -> None:
    judge, executor = counted
    pairs = [("\\frac{1}{2}", item(1, "0.5")), ("(3, 4)", item(2, "(3,4)")), ("4.0", item(3, "4")),
             ("[0, 1]", item(4, "[0, 1)")), ("(B)", ItemKey(number=5, reference="B", accepted=["B"], choices=["x", "y"])),
             ("x^2 + 10x + 21", item(6, "(x+3)(x+7)")), ("\\sqrt{24}", item(7, "4\\sqrt{6}"))]
    assert [v.equivalent for v in await judge.judge_many(pairs)] == [True, True, True, False, True, True, False]
    assert executor.tasks == 0
