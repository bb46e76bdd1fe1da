"""Each rule, and the answers that must NOT count as a format difference."""

from __future__ import annotations

import asyncio
import threading

import pytest

from skills.analysis import EquivalenceJudge, ItemKey


def key(reference: str, match: str = "exact", accepted: list[str] | None = None) -> ItemKey:
    return ItemKey(number=1, question="q", reference=reference, accepted=accepted or [reference], match=match)


@pytest.mark.parametrize(
    ("answer", "reference", "rule"),
    [
        ("4", "4", "exact"),
        ("4.0", "4", "numeric"),
        ("1,000", "1000", "numeric"),
        ("x = 9", "9", "numeric"),
        ("\\boxed{12}", "12", "numeric"),
        ("$\\boxed{12}$", "12", "numeric"),
        ("15 apples", "15", "numeric"),
        ("The answer is 42.", "42", "numeric"),
        ("6 * 7 = 42", "42", "numeric"),
        ("x = -3", "-3", "numeric"),
        ("fifteen", "15", "number_words"),
        ("Fifteen.", "15", "number_words"),
        ("fifteen apples", "15", "number_words"),
        ("quinze", "15", "number_words"),
        ("fünfzehn", "15", "number_words"),
        ("quince", "15", "number_words"),
        ("15", "fifteen", "number_words"),
        ("1/2", "0.5", "math"),
        ("0.5", "\\frac{1}{2}", "math"),
        ("$\\frac{\\sqrt{2}}{2}$", "\\frac{1}{\\sqrt{2}}", "math"),
        ("2/4", "1/2", "math"),
        ("Paris, France", "Paris", "qualifier"),
        ("Canberra (Australia)", "Canberra", "qualifier"),
        ("Tokyo, Japan", "Tokyo", "qualifier"),
        ("Lima, Peru", "Lima", "qualifier"),
        ("paris", "Paris", "case"),
        ("New  York", "New York", "whitespace"),
        ("Paris.", "Paris", "punctuation"),
        ("**Paris**", "Paris", "punctuation"),
        ("Bogota", "Bogotá", "accents"),
    ],
)
async def test_equivalent(judge: EquivalenceJudge, answer: str, reference: str, rule: str) -> None:
    result = await judge.judge(answer, key(reference))
    assert (result.equivalent, result.rule) == (True, rule)


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        ("Sydney", "Canberra"),
        ("Toronto. @channel @everyone see https://example.com/capitals-cheatsheet", "Ottawa"),
        ("Ottawa. @channel @everyone see https://example.com/x", "Ottawa"),
        ("17", "12"),
        ("12 and 13", "13"),
        ("First 12, then 13", "13"),
        ("not 15, it's 16", "15"),
        ("16, not 15", "15"),
        ("not 15", "15"),
        ("3,5", "3"),
        ("42", "24"),
        ("Paris, or maybe Lyon", "Paris"),
        ("Parisian", "Paris"),
        ("Paris", "Paris, France"),
        ("1/3", "0.5"),
        ("", "12"),
        ("fifty", "15"),
    ],
)
async def test_not_equivalent(judge: EquivalenceJudge, answer: str, reference: str) -> None:
    result = await judge.judge(answer, key(reference))
    assert (result.equivalent, result.rule) == (False, None)


async def test_any_accepted_answer_counts(judge: EquivalenceJudge) -> None:
    item = key("New Delhi", "case_insensitive", ["New Delhi", "Delhi"])
    assert (await judge.judge("Delhi, India", item)).rule == "qualifier"


async def test_same_answer_either_way_round(judge: EquivalenceJudge) -> None:
    assert await judge.same_answer("42", "x = 42")
    assert await judge.same_answer("Paris", "Paris, France")
    assert await judge.same_answer("nine", "9")
    assert not await judge.same_answer("Sydney", "Canberra (Australia)")
    assert not await judge.same_answer("", "")


async def test_key_accepts_follows_each_match_rule(judge: EquivalenceJudge) -> None:
    assert await judge.key_accepts(" 4 ", key("4"))
    assert not await judge.key_accepts("4.0", key("4"))
    assert await judge.key_accepts("PARIS", key("Paris", "case_insensitive"))
    assert await judge.key_accepts("x = 1,000", key("1000", "numeric"))
    assert await judge.key_accepts("1/2", key("0.5", "math"))
    assert not await judge.key_accepts("1/3", key("0.5", "math"))


def test_math_rule_works_off_the_main_thread() -> None:
    """math-verify's own timeout (signal.alarm) fails off the main thread; the judge's must not."""
    results: list[object] = []

    async def check() -> None:
        j = EquivalenceJudge()
        try:
            results.append(await j.judge("1/2", key("0.5")))
        finally:
            await j.aclose()

    thread = threading.Thread(target=lambda: asyncio.run(check()))
    thread.start()
    thread.join(timeout=30)
    assert not thread.is_alive()
    assert [(r.equivalent, r.rule) for r in results] == [(True, "math")]  # type: ignore[attr-defined]
