"""Exact in-process leaf equality agrees with sympy's (the worker's) wherever it decides, and leaves
to sympy what it cannot read exactly."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

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
    ("0", "1-1", True),
    ("0", "2\\sqrt{2}-\\sqrt{8}", True),
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


@settings(max_examples=40, deadline=None)
@given(a=st.integers(-9, 9), b=st.integers(-9, 9), c=st.integers(-99, 99), root=st.integers(1, 200))
def test_agrees_with_sympy_on_random_pairs(a: int, b: int, c: int, root: int) -> None:
    """Factored against expanded (right or off by the constant), and a root against its simplified form."""
    factored = f"(x{a:+d})(x{b:+d})"
    expanded = f"x^2{a + b:+d}x{c:+d}"
    assert exact_equal(factored, expanded) is (c == a * b)
    assert leaves_equal_in_worker([(factored, expanded)]) == [c == a * b]
    outside = next(k for k in range(int(root**0.5), 0, -1) if root % (k * k) == 0)
    simplified = f"{outside}\\sqrt{{{root // (outside * outside)}}}"
    assert exact_equal(f"\\sqrt{{{root}}}", simplified) is True
    assert exact_equal(f"\\sqrt{{{root}}}", f"{outside + 1}\\sqrt{{{root // (outside * outside)}}}") is False
