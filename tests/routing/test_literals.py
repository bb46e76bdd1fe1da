"""The literal gate in front of routing's patterns answers exactly as the patterns do."""

from __future__ import annotations

import re

import pytest

from bot.literals import (
    FINDER_LITERALS,
    Gated,
    GatedAlternatives,
    LeftmostAlternatives,
    Possible,
    ScansApart,
    alternatives,
    caseless,
    lowest_start,
    required,
    scans_apart,
)

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


# Many literals, some starting with others ("del", "delet", "delete") or ending in another's start: their trie finds them.
WORDS = ["del", "delet", "delete", "deleted", "remov", "re", "r", "run", "runs", "rerun", "実行", "実", "score", "scor",
         "note", "no", "not", "a", "ab", "abc", "bc", "c", "?", "(", "*", "\\d", "é", "ée", "x y"]
FINDER_TEXTS = [*TEXTS, "deleted it", "dele", "re-run", "abcd", "bcd", "zzz", "a?", "(x)", "*", "\\d", "écrire",
                "née", "x  y", "x y", "実行して", "実", "nope", "scor", "ǅ"]


def test_many_literals_are_found_as_in_finds_them() -> None:
    """A gate of FINDER_LITERALS literals or more, and a Possible of as many, look for them with their trie: the
    same answers as `in`, each literal's patterns found with those of the literals it starts with."""
    assert len(WORDS) >= FINDER_LITERALS
    gates = [Gated.known("(?!)", 0, tuple(WORDS[i:i + n])) for n in (1, 3, 9, len(WORDS)) for i in range(0, len(WORDS), 2)]
    assert any(len(gate.literals or ()) >= FINDER_LITERALS for gate in gates)
    possible = Possible(gates)
    for text in FINDER_TEXTS:
        for gate in gates:
            assert gate.possible(text) == any(literal in text for literal in gate.literals or ()), (text, gate.source)
        assert possible.indices(text) == [i for i, gate in enumerate(gates)
                                          if any(literal in text for literal in gate.literals or ())], text


LEFTMOST = [
    *ALTERNATIONS,
    r"\bhow much (it|that) costs?\b|\bwho\b[^.!?]{0,30}\b(is|are) allowed to\b|\bcan (an? )?(viewers?|editors?)\b|(?<=a)b|^c\w*",
    r"(?:(x)y|x)|(?:xy(z)?)|y|\bq(?=u)",
]


@pytest.mark.parametrize("source", LEFTMOST)
def test_leftmost_alternatives_match_as_the_whole_does(source: str) -> None:
    """Where it starts and ends, its groups: the whole pattern's own match."""
    pattern = re.compile(source)
    split = LeftmostAlternatives(pattern)
    assert len(split._parts) > 1
    for text in [*TEXTS, "how much it costs, who here is allowed to? can an editor", "can editors", "ab cab", "cab",
                 "xyz", "xy", "x", "yx", "quq", "run mark it as correct", "del benchmark 95%", "a(x"]:
        found, expected = split.search(text), pattern.search(text)
        assert (found and (found.span(), found.groups(), found.re)) == (
            expected and (expected.span(), expected.groups(), expected.re)), (source, text)


OPENING_LOOKAHEADS = [
    r"(?:^(?=.*(?:\bset\b|\bput\b))(?=.*\d)(?!.*slide))|\bby hand\b",
    r"(?:^(?=.*\d)(?:(?=.*\b(set|put)\b)(?=.*score)|(?=.*note)))|(?:^(?=.*?x)(?=.*+y))|^(?=.*a)b|c$",
    r"(?:^(?=.*\bmark\w*)(?=.*(?:correct|right)).{0,5}m)|(?:^(?!.*\btrain)(?=.*\b(bump|push)\w*\b)(?=.*(up|down)))",
]


@pytest.mark.parametrize("source", OPENING_LOOKAHEADS)
@pytest.mark.parametrize("flags", [0, re.DOTALL])
def test_an_alternative_opening_with_lookaheads_is_searched_where_they_may_hold(source: str, flags: int) -> None:
    """What each `(?=.*…)` of "^(?=.*a)(?=.*b)…" needs is looked for first, on the first line (`.` stops at a line's
    end but with DOTALL): the same answers as the whole pattern's."""
    pattern = re.compile(source, flags)
    split, leftmost = GatedAlternatives(pattern), LeftmostAlternatives(pattern)
    assert split._needs is not None
    for text in [*TEXTS, "set it to 5", "set it\nto 5", "5\nset it", "put the score to 9", "score 9, set", "note 7",
                 "put 9 on a slide", "by hand", "xy", "x\ny", "ab", "abc", "mark it correct", "mark\nit right",
                 "bump the score up", "bump\nup", "train and bump it up", "c", "9 score set"]:
        expected = pattern.search(text)
        assert bool(split.search(text)) == bool(expected), (source, text)
        found = leftmost.search(text)
        assert (found and (found.span(), found.groups())) == (expected and (expected.span(), expected.groups()))


SCANS = [
    r"\b(the|of|i)\b|\b[^\W\d_]{3,}ó\b|[¿¡ñ]|\b[^\W\d_]{2,}(?:melo|selo)\b",
    r"che|\w+'è|della|\w+zion[ei]|\w*(?:ää|yy)\w*",
    r"(?P<a>x+y)|\w+z|(?P<b>\w+q)|(\w+k)",  # a group's alternative stays: the groups after it keep their numbers
]


@pytest.mark.parametrize("source", SCANS)
def test_alternatives_that_open_with_a_scan_are_left_out_only_where_they_cannot_match(source: str) -> None:
    """`ScansApart` searches without "\\w+'è" and its kind where the text has none of their literals: every
    match, its groups and the last group named are the whole pattern's, alone and inside a larger pattern."""
    apart = scans_apart(source)
    assert apart is not None
    for around in ("{}", r"(?<![\w'-])(?:(?P<w>(?:{})(?![\w/-]))|(?P<v>\w+))"):
        pattern = re.compile(around.format(source))
        split = ScansApart(pattern, (re.compile(around.format(apart[0])), apart[1]))
        for text in [*TEXTS, "the cancion rodó", "dámelo o el", "¿qué?", "perché c'è la stazione", "pää yy",
                     "xxy wz tq tak", "of selo", "da nazioni", "xy", "q"]:
            found = [(m.span(), m.groups(), m.lastgroup) for m in split.pattern_for(text).finditer(text)]
            assert found == [(m.span(), m.groups(), m.lastgroup) for m in pattern.finditer(text)], (source, text)


def test_what_is_left_out_of_a_pattern_and_what_it_needs() -> None:
    assert scans_apart(r"\b(a|b)\b|\b\w{3,}ó\b|\w+(?:melo|mela)") == (r"\b(a|b)\b", {"ó", "mel"})
    assert scans_apart(r"che|\w+'è") == ("che", {"'è"})
    assert scans_apart(r"che|della") is None  # nothing opens with a scan
    assert scans_apart(r"\w+|che") is None  # "\w+" requires no literal: it stays
    assert scans_apart(r"\w+'è") is None  # nothing would be left
    assert scans_apart(r"che|\w+'è", re.IGNORECASE) is None


def test_the_lowest_character_a_match_starts_with() -> None:
    assert lowest_start(re.compile(r"[\u3040-\u30ff]|削除")) == "\u3040"
    assert lowest_start(re.compile(r"[\u0400-\u04ff]")) == "\u0400"
    assert lowest_start(re.compile(r"b|a")) == "a"
    for source in (r"[^a]", r"\w", r"x?", r"(?<=a)b", r"[a-z]|\d", r"(a)"):
        assert lowest_start(re.compile(source)) is None, source
    assert lowest_start(re.compile("k", re.IGNORECASE)) is None  # "K" (the Kelvin sign) matches it
