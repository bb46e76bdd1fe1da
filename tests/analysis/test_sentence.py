"""A right answer stated in a short sentence is the key's answer; a sentence that says anything
else of substance is not (skills/analysis/sentence.py, issue 16 item 5)."""

from __future__ import annotations

import pytest

from skills.analysis.equivalence import EquivalenceJudge
from skills.analysis.models import ItemKey
from skills.analysis.sentence import sentence_match

SYMBOL = "What is the chemical symbol for potassium?"


@pytest.mark.parametrize("answer", [
    "The symbol is K", "The symbol is K.", "the chemical symbol for potassium is K", "Answer: K",
    "The answer is K", "Its symbol is K", "The correct symbol is K!", "Final answer: K",
])
def test_a_sentence_naming_the_key_is_the_key(answer: str) -> None:
    assert sentence_match(answer, "K", SYMBOL)


@pytest.mark.parametrize("answer", [
    "Paris is K",  # the subject says something the question did not ask
    "It is K",  # names neither what was asked nor the answer
    "The symbol is not K", "The symbol is K or L", "The symbol is K, I think", "The symbol is K; Na is sodium",
    "The symbol for sodium is K",  # a claim about another element
    "The symbol is Na", "The symbol is KK", "The symbol was once K but is now L",
    "The symbol is K. The symbol is L.",
])
def test_a_sentence_saying_more_or_else_is_not(answer: str) -> None:
    assert not sentence_match(answer, "K", SYMBOL)


@pytest.mark.parametrize(("answer", "key", "question"), [
    ("Die Hauptstadt ist Berlin", "Berlin", "Was ist die Hauptstadt von Deutschland?"),
    ("La capitale est Paris", "Paris", "Quelle est la capitale de la France ?"),
    ("La capital es Lima", "Lima", "¿Cuál es la capital de Perú?"),
    ("A capital é Lisboa", "Lisboa", "Qual é a capital de Portugal?"),
])
def test_other_languages(answer: str, key: str, question: str) -> None:
    assert sentence_match(answer, key, question)


async def test_the_judge_calls_it_format_with_its_own_rule() -> None:
    judge = EquivalenceJudge()
    try:
        item = ItemKey(number=1, question=SYMBOL, reference="K", accepted=["K"], match="exact")
        verdict = await judge.judge("The symbol is K", item)
        assert verdict.equivalent and verdict.rule == "sentence"
        assert not (await judge.judge("The symbol is Na", item)).equivalent
    finally:
        await judge.aclose()
