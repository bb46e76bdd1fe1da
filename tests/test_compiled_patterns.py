"""A pattern read from a literal table is compiled once per process, whichever router searches it first."""

from __future__ import annotations

import re

from bot.literals import Gated, LiteralTable


def test_a_known_pattern_is_compiled_once_for_every_table_that_reads_it() -> None:
    source, flags = r"\b(?:dele|remo)\w+ (?:the )?(\w+)", re.IGNORECASE
    first = LiteralTable()
    built = first.gate(source, flags)
    stored = dict(first._used)
    # two later builds in the same process read the analysis, and compile the pattern when first searched
    one, two = LiteralTable(stored).gate(source, flags), LiteralTable(stored).gate(source, flags)
    assert isinstance(one, Gated) and isinstance(two, Gated)
    assert one.pattern is two.pattern
    assert (one.pattern.pattern, one.pattern.flags) == (built.pattern.pattern, built.pattern.flags)
    for text in ("please delete the benchmark", "remove gsm-mini", "what is benchgen for?", "DELETE THE RUNS"):
        found, expected = one.search(text.lower()), built.pattern.search(text.lower())
        assert (found and (found.span(), found.groups())) == (expected and (expected.span(), expected.groups()))


def test_patterns_of_other_flags_are_compiled_apart() -> None:
    source = "colou?r"
    stored = LiteralTable()
    stored.gate(source, 0)
    stored.gate(source, re.IGNORECASE)
    known = dict(stored._used)
    plain, ignoring_case = LiteralTable(known).gate(source, 0), LiteralTable(known).gate(source, re.IGNORECASE)
    assert plain.pattern is not ignoring_case.pattern
    assert plain.pattern.search("COLOR") is None
    assert ignoring_case.pattern.search("COLOR") is not None
