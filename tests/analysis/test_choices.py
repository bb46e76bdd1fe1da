"""Reading multiple-choice items: the options a question lists, and the options an answer names."""

from __future__ import annotations

import pytest

from skills.analysis import ItemKey
from skills.analysis.choices import key_option, named_options, options_in_question, options_of

OPTIONS = ["Lyon", "Paris", "Marseille", "Nice"]


@pytest.mark.parametrize(
    "question",
    [
        "Capital of France?\nA. Lyon\nB. Paris\nC. Marseille\nD. Nice",
        "Capital of France?\n(A) Lyon\n(B) Paris\n(C) Marseille\n(D) Nice",
        "Capital of France?\nA) Lyon\nB) Paris\nC) Marseille\nD) Nice",
        "Capital of France? (A) Lyon (B) Paris (C) Marseille (D) Nice",
    ],
)
def test_options_listed_in_the_question(question: str) -> None:
    assert options_in_question(question) == OPTIONS


@pytest.mark.parametrize(
    "question",
    ["What is 6 x 7?", "A. Introduction\nWhat is 6 x 7?", "Pick (B) or nothing", "B. Paris\nC. Lyon"],
)
def test_questions_that_list_no_options(question: str) -> None:
    assert options_in_question(question) == []


def test_data_choices_win_over_the_question() -> None:
    item = ItemKey(number=1, question="A. x\nB. y", reference="B", accepted=["B"], choices=OPTIONS)
    assert options_of(item) == OPTIONS


@pytest.mark.parametrize(
    ("reference", "accepted", "option"),
    [("B", ["B"], 1), ("(B)", ["(B)"], 1), ("Paris", ["Paris"], 1), ("B", ["B", "Paris"], 1),
     ("B", ["B", "Lyon"], None), ("Berlin", ["Berlin"], None)],
)
def test_the_option_a_key_names(reference: str, accepted: list[str], option: int | None) -> None:
    item = ItemKey(number=1, reference=reference, accepted=accepted, choices=OPTIONS)
    assert key_option(item, OPTIONS) == option


@pytest.mark.parametrize(
    ("answer", "named"),
    [
        ("B", {1}), ("(b)", {1}), ("**B**", {1}), ("The answer is B.", {1}), ("Answer: (B)", {1}),
        ("B) Paris", {1}), ("Paris (B)", {1}), ("I would say Paris.", {1}), ("A good guess is B", {1}),
        ("B or C", {1, 2}), ("B) Lyon", {0, 1}), ("Paris or Nice", {1, 3}),
        ("not B", None), ("Berlin", None), ("", None),
    ],
)
def test_the_options_an_answer_names(answer: str, named: set[int] | None) -> None:
    assert named_options(answer, OPTIONS) == named
