"""The literal gate in front of routing's patterns answers exactly as the patterns do."""

from __future__ import annotations

import re

import pytest

from bot.literals import Gated, GatedAlternatives, Possible, alternatives, caseless, required

PATTERNS = [
    r"\b(delete|remove|wipe out)\b",
    r"(?:del|supprim)\w*\s+(?:the )?benchmark",
    r"^(?=.*\d)(?=.*(?:score|note))",
    r"(?<![a-z])run(s)?\b|実行",
    r"(?:ab)+c?|x{2,}",
    r"(?:foo)?bar|baz",
    r"colou?r",
    r"[ae]rase",
    r"(?i:Grade)\w*|(?!)",
    r"\bhow (do|can) i\b(?!.*please)",
]
TEXTS = ["please delete capitals", "wipe   out", "remove it", "supprime le benchmark", "score 95 please",
         "note: 7", "runs of gsm", "実行して", "ababc", "xx", "bar", "baz", "color", "colour", "erase", "arase",
         "grade it", "GRADE", "how do i delete", "how do i delete please", "", "ıstanbul", "delete ſcore", "DELETE",
         "sılme", "Kelvin", "rerun"]


@pytest.mark.parametrize("flags", [0, re.IGNORECASE])
@pytest.mark.parametrize("source", PATTERNS)
def test_gate_answers_as_the_pattern(source: str, flags: int) -> None:
    pattern = re.compile(source, flags)
    gated = Gated(pattern)
    for text in TEXTS:
        expected = pattern.search(text)
        found = gated.search(text)
        assert (found and found.span()) == (expected and expected.span()), (source, text)
        assert gated.sub("_", text) == pattern.sub("_", text)


def test_required_literals() -> None:
    assert required(re.compile(r"\b(delete|remove)\b")) == {"delete", "remove"}
    assert required(re.compile(r"(?:foo)?bar")) == {"bar"}
    assert required(re.compile(r"^(?=.*score)\d+")) == {"score"}
    assert required(re.compile(r"(?!score)\w+")) is None
    assert required(re.compile(r"x*|y")) is None
    assert required(re.compile(r"Delete", re.IGNORECASE)) == {"delete"}


def test_a_letter_with_case_outside_ascii_is_never_gated_ignoring_case() -> None:
    """"ı" matches "i" and "ſ" matches "s" ignoring case: such a text is searched as it is."""
    assert not caseless("sılme") and not caseless("ſcore") and not caseless("Delete")
    assert caseless("delete 実行して") and caseless("delete 42%")
    pattern = re.compile(r"\bsilme\b|score", re.IGNORECASE)
    for text in ("sılme", "ſcore"):
        assert Gated(pattern).search(text) is not None and pattern.search(text) is not None


ALTERNATIONS = [
    r"(?:\b(delete|remove)\b[^.!?]{0,20}\bbenchmark)|(?:^(?=.*\d)(?=.*(?:score|note)))|(?:\bwipe out\b)",
    r"(?:a|(?:b|c)d)|[|(]x|\(|(run)(s)?|(?:x|y)+|(?=baz|bar)ba",
    r"(?:(?:mark\w*)|(?:as (?:correct|right)))|(?:\d+%)|[ae]rase",
    r"\b(?:set|put)\b.{0,10}(?:score|grade)|(?<![a-z])run(s)?\b|実行|\w+",
]


@pytest.mark.parametrize("source", ALTERNATIONS)
def test_alternatives_match_where_the_whole_does(source: str) -> None:
    pattern = re.compile(source)
    split = GatedAlternatives(pattern)
    assert len(split._parts) > 1  # read apart, not the whole pattern as it is
    for text in [*TEXTS, "mark it as correct", "set the score", "put tiny-1 grade", "95%", "a(x", "(", "cd", "bd",
                 "yyy", "bar", "baz", "del benchmark"]:
        assert bool(split.search(text)) == bool(pattern.search(text)), (source, text)
        assert split.sub("_", text) == pattern.sub("_", text)
        assert split.findall(text) == pattern.findall(text)


def test_possible_gives_the_gates_whose_test_passes_in_order() -> None:
    """`Possible.indices`: exactly the patterns `Gated.possible` lets through, in their order, with
    patterns repeated, gated by no literal, and ignoring case (a text that is not caseless)."""
    gates = [Gated(re.compile(source, flags)) for flags in (0, re.IGNORECASE) for source in PATTERNS]
    gates += [gates[0], Gated(re.compile(r"\w+")), gates[3]]
    possible = Possible(gates)
    for text in [*TEXTS, "Delete IT", "Ｄelete", "run délete"]:
        for caseless_text in {caseless(text), True}:
            assert possible.indices(text, caseless_text) == [
                i for i, gate in enumerate(gates) if gate.possible(text, caseless_text)], (text, caseless_text)
    assert Possible([]).indices("anything") == []


def test_alternatives_are_read_apart_only_where_they_may_be() -> None:
    assert alternatives(r"(?:a|b)|c") == ["a", "b", "c"]
    assert alternatives(r"(?:a|b)c|(d|(e|f))|[|(]x|\(") == ["(?:a|b)c", "d", "e", "f", "[|(]x", r"\("]
    assert alternatives(r"(a)(b|c)|(?:x|y)+|[]|]") == ["(a)(b|c)", "(?:x|y)+", "[]|]"]
    assert alternatives(r"(a)|\1") is None  # a back reference ties the parts together
    assert alternatives(r"(?i)a|b") is None  # a global flag belongs to the whole
