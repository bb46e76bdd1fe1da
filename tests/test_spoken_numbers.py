"""A turn reads a message's numbers in words once (`read_once`): routing and the names share the reading."""

from __future__ import annotations

import pytest

import bot.spoken_numbers as spoken
from bot.spoken_numbers import in_digits, read_once


@pytest.fixture
def readings(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    seen: list[tuple[str, str]] = []
    read = spoken._read

    def counted(text: str, language: str, languages: spoken.Languages) -> str:
        seen.append((text, language))
        return read(text, language, languages)

    monkeypatch.setattr(spoken, "_read", counted)
    return seen


def test_inside_a_turn_a_text_is_read_once_per_language(readings: list[tuple[str, str]]) -> None:
    text = "why did tiny one miss item thirteen?"
    with read_once():
        first = in_digits(text, "en")
        assert in_digits(text, "en", spoken.default_languages()) == first  # the router passes the packs
        in_digits(text, "de")
    assert first == "why did tiny-1 miss item 13?"
    assert readings == [(text, "en"), (text, "de")]


def test_outside_a_turn_every_call_reads(readings: list[tuple[str, str]]) -> None:
    assert in_digits("item thirteen", "en") == in_digits("item thirteen", "en") == "item 13"
    assert len(readings) == 2


def test_a_turn_keeps_a_few_texts(readings: list[tuple[str, str]]) -> None:
    with read_once():
        texts = [f"item {n} please" for n in range(spoken._READ_KEPT + 2)]
        for text in texts * 2:
            in_digits(text, "en")
    assert len(readings) == len(texts) + 2  # the two beyond the limit are read each time
    with read_once():
        in_digits(texts[0], "en")  # a new turn reads again
    assert len(readings) == len(texts) + 3
