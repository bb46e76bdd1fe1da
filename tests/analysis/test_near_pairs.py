"""Property tests: a near pair (one number, sign, exponent, interval end, bracket, option letter or
qualifier changed in a valid answer) is never `format`, either way round, and `same_answer` is never
looser than the judge. Each strategy also yields the unchanged answer rewritten, which must stay
`format`, so the property cannot hold by the judge refusing everything.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from skills.analysis import EquivalenceJudge, ItemKey

SMALL = st.integers(min_value=-40, max_value=40)
POSITIVE = st.integers(min_value=1, max_value=40)
NONZERO = SMALL.filter(bool)
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@pytest.fixture(scope="module")
def run() -> Iterator[tuple[asyncio.AbstractEventLoop, EquivalenceJudge]]:
    loop = asyncio.new_event_loop()
    judge = EquivalenceJudge(timeout=5.0)
    try:
        yield loop, judge
    finally:
        loop.run_until_complete(judge.aclose())
        loop.close()


def item(reference: str, choices: list[str] | None = None, question: str = "") -> ItemKey:
    return ItemKey(number=1, question=question, reference=reference, accepted=[reference], choices=choices or [])


def assert_never_format(
    run: tuple[asyncio.AbstractEventLoop, EquivalenceJudge], answer: str, key: ItemKey
) -> None:
    loop, judge = run
    forward = loop.run_until_complete(judge.judge(answer, key))
    backward = loop.run_until_complete(judge.judge(key.reference, key.model_copy(
        update={"reference": answer, "accepted": [answer]})))
    agree = loop.run_until_complete(judge.same_answer(answer, key.reference, key))
    assert not forward.equivalent, (answer, key.reference, forward)
    assert not backward.equivalent, (key.reference, answer, backward)
    assert not agree


def assert_format(run: tuple[asyncio.AbstractEventLoop, EquivalenceJudge], answer: str, key: ItemKey) -> None:
    loop, judge = run
    assert loop.run_until_complete(judge.judge(answer, key)).equivalent, (answer, key.reference)
    assert loop.run_until_complete(judge.same_answer(answer, key.reference, key))


def tex(value: int) -> str:
    return str(value)


@SETTINGS
@given(n=SMALL, delta=NONZERO, wrap=st.sampled_from(["{}", "x = {}", "\\boxed{{{}}}", "${}$", "The answer is {}."]))
def test_one_number(run, n: int, delta: int, wrap: str) -> None:
    assert_format(run, wrap.format(n), item(str(n)))
    assert_never_format(run, wrap.format(n + delta), item(str(n)))
    if n:
        assert_never_format(run, wrap.format(-n), item(str(n)))


@SETTINGS
@given(a=SMALL, b=POSITIVE, c=SMALL, d=POSITIVE)
def test_fraction(run, a: int, b: int, c: int, d: int) -> None:
    key = f"\\frac{{{a}}}{{{b}}}"
    answer = f"\\frac{{{c}}}{{{d}}}"
    if Fraction(a, b) == Fraction(c, d):
        assert_format(run, answer, item(key))
    else:
        assert_never_format(run, answer, item(key))


@SETTINGS
@given(m=st.integers(1, 9), e=st.integers(-15, 15), change=st.sampled_from(["exponent", "sign", "mantissa"]))
def test_scientific(run, m: int, e: int, change: str) -> None:
    key = f"{m} \\times 10^{{{e}}}"
    assert_format(run, f"{m}\\cdot 10^{{{e}}}", item(key))
    if change == "exponent":
        answer = f"{m} \\times 10^{{{e + 1}}}"
    elif change == "sign" and e:
        answer = f"{m} \\times 10^{{{-e}}}"
    else:
        answer = f"{m % 9 + 1} \\times 10^{{{e}}}"
    assert_never_format(run, answer, item(key))


@SETTINGS
@given(lo=SMALL, width=POSITIVE, left=st.sampled_from("(["), right=st.sampled_from(")]"),
       change=st.sampled_from(["left", "right", "lo", "hi", "infinity"]))
def test_interval(run, lo: int, width: int, left: str, right: str, change: str) -> None:
    hi = lo + width
    key = f"{left}{lo}, {hi}{right}"
    assert_format(run, f"\\left{left}{lo},{hi}\\right{right}", item(key))
    answer = {
        "left": f"{'[' if left == '(' else '('}{lo}, {hi}{right}",
        "right": f"{left}{lo}, {hi}{']' if right == ')' else ')'}",
        "lo": f"{left}{lo - 1}, {hi}{right}",
        "hi": f"{left}{lo}, {hi + 1}{right}",
        "infinity": f"{left}{lo}, \\infty)",
    }[change]
    assert_never_format(run, answer, item(key))
    union = f"{key} \\cup ({hi + 1}, \\infty)"
    assert_never_format(run, f"{answer} \\cup ({hi + 1}, \\infty)", item(union))


@SETTINGS
@given(values=st.lists(SMALL, min_size=2, max_size=4, unique=True), index=st.integers(0, 3), delta=NONZERO)
def test_set_and_tuple(run, values: list[int], index: int, delta: int) -> None:
    index %= len(values)
    changed = list(values)
    changed[index] += delta
    if sorted(changed) != sorted(values):
        key = "\\{" + ", ".join(map(tex, values)) + "\\}"
        assert_format(run, "\\{" + ", ".join(map(tex, values[::-1])) + "\\}", item(key))
        assert_never_format(run, "\\{" + ", ".join(map(tex, changed)) + "\\}", item(key))
    pair = f"({values[0]}, {values[1]})"
    assert_never_format(run, f"({values[1]}, {values[0]})", item(pair))


@SETTINGS
@given(a=SMALL, delta=NONZERO, op=st.sampled_from(["<", ">", "\\le", "\\ge"]),
       change=st.sampled_from(["bound", "direction", "strict", "drop"]))
def test_inequality(run, a: int, delta: int, op: str, change: str) -> None:
    key = f"x {op} {a}"
    flipped = {"<": ">", ">": "<", "\\le": "\\ge", "\\ge": "\\le"}[op]
    assert_format(run, f"{a} {flipped} x", item(key))
    other_strictness = {"<": "\\le", ">": "\\ge", "\\le": "<", "\\ge": ">"}[op]
    answer = {
        "bound": f"x {op} {a + delta}",
        "direction": f"x {flipped} {a}",
        "strict": f"x {other_strictness} {a}",
        "drop": str(a),
    }[change]
    assert_never_format(run, answer, item(key))


@SETTINGS
@given(a=POSITIVE, b=st.integers(2, 30), delta=st.integers(1, 5), form=st.sampled_from(["equation", "power", "pm"]))
def test_expressions(run, a: int, b: int, delta: int, form: str) -> None:
    if form == "equation":
        key = f"$f(x)=x+{a}$"
        assert_format(run, f"f(x) = {a} + x", item(key))
        assert_never_format(run, f"f(x) = x - {a}", item(key))
        assert_never_format(run, f"f(x) = x + {a + delta}", item(key))
    elif form == "power":
        key = f"2^{{k+{a}}}"
        assert_format(run, f"2^{{{a}}} \\cdot 2^k", item(key))
        assert_never_format(run, f"2^{{k+{a + delta}}}", item(key))
    else:
        key = f"{a} \\pm \\sqrt{{{b}}}"
        assert_format(run, f"{a} + \\sqrt{{{b}}}, {a} - \\sqrt{{{b}}}", item(key))
        assert_never_format(run, f"{a} + \\sqrt{{{b + delta}}}, {a} - \\sqrt{{{b + delta}}}", item(key))
        assert_never_format(run, f"{a} + \\sqrt{{{b}}}", item(key))


OPTIONS = ["Lyon", "Paris", "Marseille", "Nice", "Toulouse"]
LETTER_FORMS = ["{}", "({})", "{})", "{}.", "The answer is {}", "Answer: {}", "The answer is ({})."]


@SETTINGS
@given(key=st.integers(0, 4), other=st.integers(0, 4), form=st.sampled_from(LETTER_FORMS),
       by_text=st.booleans())
def test_option_letter(run, key: int, other: int, form: str, by_text: bool) -> None:
    letters = "ABCDE"
    reference = OPTIONS[key] if by_text else letters[key]
    assert_format(run, form.format(letters[key]), item(reference, OPTIONS))
    assert_format(run, f"{letters[key]}) {OPTIONS[key]}", item(reference, OPTIONS))
    if other != key:
        assert_never_format(run, form.format(letters[other]), item(reference, OPTIONS))
        assert_never_format(run, f"{letters[key]}) {OPTIONS[other]}", item(reference, OPTIONS))
        assert_never_format(run, f"{letters[key]} or {letters[other]}", item(reference, OPTIONS))
        assert_never_format(run, OPTIONS[other], item(reference, OPTIONS))


@SETTINGS
@given(city=st.sampled_from(["Paris", "Springfield", "Portland", "Athens"]),
       state=st.sampled_from(["Texas", "Illinois", "Maine", "Georgia", "Ontario", "Kentucky"]))
def test_qualifier_naming_another_place(run, city: str, state: str) -> None:
    key = item(city, question="Which city is this?")
    assert_never_format(run, f"{city}, {state}", key)
    assert_never_format(run, f"{city} ({state})", key)
