"""Property tests: the judge never raises, and an answer equal to an accepted key is always equivalent."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from skills.analysis import Equivalence, EquivalenceJudge, ItemKey

MATCH_RULES = st.sampled_from(["exact", "case_insensitive", "numeric", "math", "something-new"])
# Texts that look like answers: numbers, words, LaTeX fragments, and arbitrary unicode.
ANSWERISH = st.one_of(
    st.text(max_size=60),
    st.from_regex(r"[-+]?\d{1,6}([.,]\d{1,4})?( [a-z]{1,8})?", fullmatch=True),
    st.from_regex(r"(x = )?\\(boxed|frac|sqrt)\{\d{1,3}\}(\{\d{1,3}\})?", fullmatch=True),
    st.from_regex(r"[A-Z][a-z]{1,10}(, [A-Z][a-z]{1,10}| \([A-Z][a-z]{1,10}\))?", fullmatch=True),
    st.sampled_from(["fifteen", "quinze", "1/2", "0.5", "10^10^10", "\\frac{", "", " ", "not 15, it's 16"]),
)


@st.composite
def item_keys(draw: st.DrawFn) -> ItemKey:
    accepted = draw(st.lists(ANSWERISH.filter(lambda s: s.strip() != ""), min_size=1, max_size=3))
    reference = draw(st.sampled_from(accepted))
    return ItemKey(number=1, question="q", reference=reference, accepted=accepted, match=draw(MATCH_RULES))


@pytest.fixture(scope="module")
def loop_and_judge() -> Iterator[tuple[asyncio.AbstractEventLoop, EquivalenceJudge]]:
    """One loop and one judge for all examples: a process pool per example would be too slow."""
    loop = asyncio.new_event_loop()
    judge = EquivalenceJudge(timeout=1.0)
    try:
        yield loop, judge
    finally:
        loop.run_until_complete(judge.aclose())
        loop.close()


PROPERTY_SETTINGS = settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


@PROPERTY_SETTINGS
@given(answer=ANSWERISH, key=item_keys())
def test_judge_never_raises(
    loop_and_judge: tuple[asyncio.AbstractEventLoop, EquivalenceJudge], answer: str, key: ItemKey
) -> None:
    loop, judge = loop_and_judge
    result = loop.run_until_complete(judge.judge(answer, key))
    assert isinstance(result, Equivalence)
    assert result.equivalent == (result.rule is not None)
    assert isinstance(loop.run_until_complete(judge.same_answer(answer, key.reference)), bool)


@PROPERTY_SETTINGS
@given(key=item_keys(), data=st.data())
def test_an_accepted_answer_is_always_equivalent(
    loop_and_judge: tuple[asyncio.AbstractEventLoop, EquivalenceJudge], key: ItemKey, data: st.DataObject
) -> None:
    loop, judge = loop_and_judge
    answer = data.draw(st.sampled_from(key.accepted))
    result = loop.run_until_complete(judge.judge(answer, key))
    assert result.equivalent and result.rule == "exact"
    assert loop.run_until_complete(judge.same_answer(answer, answer)) or not answer.strip()


@PROPERTY_SETTINGS
@given(a=ANSWERISH, b=ANSWERISH)
def test_same_answer_is_symmetric(
    loop_and_judge: tuple[asyncio.AbstractEventLoop, EquivalenceJudge], a: str, b: str
) -> None:
    loop, judge = loop_and_judge
    assert loop.run_until_complete(judge.same_answer(a, b)) == loop.run_until_complete(judge.same_answer(b, a))
