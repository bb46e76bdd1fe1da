"""Exact in-process leaf equality agrees with sympy's (the worker's) wherever it decides, and leaves
to sympy what it cannot read exactly."""

from __future__ import annotations

import pytest

from skills.analysis.exactleaf import exact_equal
from skills.analysis.mathcheck import leaves_equal_in_worker

DECIDED = [
    ("x^2+2x+1", "(x+1)^2", True),
    ("(x+3)(x+7)", "x^2+10x+21", True),
    ("(x+3)(x-7)", "x^2+10x+21", False),
    ("x^2+13x-36", "x^2+13x+36", False),
    ("\\sqrt{24}", "2\\sqrt{6}", True),
    ("\\sqrt{24}", "4\\sqrt{6}", False),
    ("(\\sqrt{2}+\\sqrt{3})^2", "5+2\\sqrt{6}", True),
    ("\\sqrt{\\frac{1}{2}}", "\\frac{\\sqrt{2}}{2}", True),
    ("2\\times10^{-11}", "2\\times10^{-10}", False),
    ("10^{-3}", "0.001", True),
    ("\\frac{1}{3}", "0.333", False),
    ("x/2", "\\frac{x}{2}", True),
    ("3x-3", "3(x-1)", True),
    ("xy", "yx", True),
    ("-x^2", "-(x^2)", True),
    ("2^{k+1}", "2^k", None),
]
UNDECIDED = ["e^2", "f(x)", "x^23", "2^3^2", "\\sqrt{x}", "x/2y", "\\pi", "\\sin x", "x_1", "\\frac{1}{x}",
             "(x+1)2", "0^0", "x^{100}", "(x+y+z+w)^{12}"]


@pytest.mark.parametrize(("a", "b", "expected"), DECIDED)
def test_decides_as_sympy_does(a: str, b: str, expected: bool | None) -> None:
    assert exact_equal(a, b) is expected
    if expected is not None:
        assert leaves_equal_in_worker([(a, b)]) == [expected]


@pytest.mark.parametrize("leaf", UNDECIDED)
def test_leaves_the_rest_to_sympy(leaf: str) -> None:
    assert exact_equal(leaf, leaf) is None


def test_unknowns_that_cancel_on_one_side_are_left_to_sympy() -> None:
    assert exact_equal("x^{0}", "1") is None
