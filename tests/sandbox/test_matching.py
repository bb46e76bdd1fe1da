from __future__ import annotations

from decimal import Decimal

import pytest

from sandbox.matching import Matcher, final_number, matches_simple


@pytest.mark.parametrize(
    ("text", "number"),
    [("4.0", "4"), ("1,000", "1000"), ("x = 9", "9"), ("\\boxed{12}", "12"), ("15 apples", "15"),
     ("-3", "-3"), ("from 2 to 7", "7"), ("$1,234.50", "1234.5")],
)
def test_final_number(text: str, number: str) -> None:
    assert final_number(text) == Decimal(number)


def test_rules() -> None:
    assert matches_simple(" 4 ", ["4"], "exact") and not matches_simple("4.0", ["4"], "exact")
    assert matches_simple("PARIS", ["Paris"], "case_insensitive")
    assert not matches_simple("Paris, France", ["Paris"], "case_insensitive")
    assert matches_simple("1,000", ["1000"], "numeric") and not matches_simple("235", ["160"], "numeric")
    assert not matches_simple("no number", ["3"], "numeric")


async def test_math_equivalence_in_worker_process() -> None:
    matcher = Matcher(math_timeout=30)
    try:
        assert await matcher.matches("$\\frac{1}{2}$", ["0.5"], "math")
        assert not await matcher.matches("0.75", ["\\frac{1}{2}"], "math")
    finally:
        matcher.close()
