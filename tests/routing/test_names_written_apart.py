"""A known name written apart ("gsm mini", "GSM.Mini") is found whatever is skipped to find it fast."""

from __future__ import annotations

import pytest

from bot.entities import _written_apart, unknown_names

NAMES = ["gsm-mini", "gsm-mini-2", "tiny-1", "my bench-x", "café-au-lait", "k_s_i", "capitals"]
TEXTS = [
    "why did tiny-1 score so low on gsm mini?", "GSM Mini is off", "gsm.mini-2 and gsmmini2", "tiny 1 vs tiny_1",
    "my bench x or MY BENCH-X", "café au lait, CAFÉ.AU.LAIT", "K S I", "\u212a s \u0131", "ſ", "gsm mİni",
    "GSM\u00a0MINI", "nothing here", "gsm--mini", "the capitols run", "gsm-mini 2",
]


def _apart(text: str, names: list[str]) -> list[str]:
    """Every match of a name's written-apart pattern that is not the name as it is, by the patterns alone."""
    found: list[str] = []
    for name in names:
        pattern = _written_apart(name)
        for m in pattern.finditer(text) if pattern is not None else ():
            if m.group().lower() != name.lower() and m.group() not in found:
                found.append(m.group())
    return found


@pytest.mark.parametrize("text", TEXTS)
def test_every_name_written_apart_is_found(text: str) -> None:
    found = unknown_names(text, NAMES)
    for written in _apart(text, NAMES):
        assert written in found, (text, written)


def test_names_written_apart() -> None:
    assert unknown_names("why did tiny 1 do badly on GSM Mini?", NAMES) == ["tiny 1", "GSM Mini"]
    assert unknown_names("K S I", NAMES) == ["K S I"]
    assert unknown_names("\u212a s \u0131", NAMES) == ["\u212a s \u0131"]  # the Kelvin sign and a dotless i
    assert unknown_names("café au lait", NAMES) == ["café au lait"]
