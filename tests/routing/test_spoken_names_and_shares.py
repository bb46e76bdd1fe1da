"""Names and shares said aloud in French, Spanish, Portuguese and Chinese (the twenty-sixth held-out set's dictating
writers: "mejora a tiny uno en gsm mini", "registra noventa por ciento…", "给tiny一在capitals上记一个百分之九十"), read as
written before the rules and the entity reader (bot/spoken_numbers.py); words that only look like them stay."""

from __future__ import annotations

import pytest

from bot.entities import extract
from bot.spoken_numbers import in_digits


@pytest.mark.parametrize(("lang", "said", "written"), [
    ("es", "mejora a tiny uno en gsm mini", "mejora a tiny-1 en gsm mini"),
    ("es", "lanza tiny dos en capitals", "lanza tiny-2 en capitals"),
    ("es", "y tiny dos?", "y tiny-2?"),
    ("pt", "e o tiny dois nesse mesmo", "e o tiny-2 nesse mesmo"),
    ("pt", "roda o tiny um no capitals", "roda o tiny-1 no capitals"),
    ("fr", "lance tiny un sur capitals", "lance tiny-1 sur capitals"),
    ("fr", "et tiny deux ?", "et tiny-2 ?"),
    ("de", "mach tiny eins mal besser auf gsm mini", "mach tiny-1 mal besser auf gsm mini"),
    ("en", "can you make tiny one better on gsm mini", "can you make tiny-1 better on gsm mini"),
    # a share said: text_to_num reads "ciento", "cent" and "cento" as a hundred
    ("es", "registra noventa por ciento para tiny-1", "registra 90% para tiny-1"),
    ("pt", "coloca oitenta por cento no tiny-2", "coloca 80% no tiny-2"),
    ("fr", "mets quatre-vingt-dix pour cent pour tiny-1", "mets 90% pour tiny-1"),
    ("zh", "给tiny一在capitals上记一个百分之九十", "给tiny-1在capitals上记一个90%"),
    ("zh", "tiny二呢", "tiny-2呢"),
])
def test_names_and_shares_said_are_written(lang: str, said: str, written: str) -> None:
    assert in_digits(said, lang) == written


@pytest.mark.parametrize(("lang", "text"), [
    ("fr", "j'en veux un ?"),  # an article or a pronoun at a sentence's end is no digit
    ("fr", "lance un run sur capitals"),
    ("es", "quiero uno."),
    ("es", "el otro uno en capitals"),
    ("pt", "quero um no capitals"),
    ("pt", "o segundo um no capitals"),
    ("zh", "run一下tiny-1"),  # a count after a word is no name's digit
    ("zh", "capitals一个题"),
    ("ja", "tiny一番いい"),  # 一番: "the most"
])
def test_words_that_only_look_like_them_stay(lang: str, text: str) -> None:
    assert in_digits(text, lang) == text


def test_the_entities_of_a_name_said_aloud() -> None:
    names = {"benchmarks": ["gsm-mini", "capitals"], "models": ["tiny-1", "tiny-2"]}
    assert extract("mejora a tiny uno en gsm-mini", **names, language="es").models == ["tiny-1"]
    assert extract("e o tiny dois no capitals?", **names, language="pt").models == ["tiny-2"]
    assert extract("给tiny一在capitals上记一个百分之九十", **names, language="zh").models == ["tiny-1"]
