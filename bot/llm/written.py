"""Which language a model's text is written in, to check it is the one asked for.

The chat detector (bot/language.py) leans towards the seven languages on purpose, which suits short
chat messages but not this check: a model's reply is full sentences, so lingua alone decides, on the
text without its parenthesised parts (language names such as "(Deutsch)" quoted in any language).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from lingua import LanguageDetectorBuilder

from bot.language import OTHER_LANGUAGES, _lingua_language

_PARENTHESISED = re.compile(r"\([^)]*\)|（[^）]*）")


class WrittenLanguage:
    def __init__(self, codes: Sequence[str]) -> None:
        self._lingua = LanguageDetectorBuilder.from_languages(*(_lingua_language(c) for c in codes)).build()

    @classmethod
    def for_languages(cls, supported: Sequence[str]) -> WrittenLanguage:
        return cls([*supported, *(c for c in OTHER_LANGUAGES if c not in supported)])

    def __call__(self, text: str) -> str | None:
        """The ISO 639-1 code, or None when lingua cannot tell."""
        found = self._lingua.detect_language_of(_PARENTHESISED.sub(" ", text))
        return found.iso_code_639_1.name.lower() if found is not None else None
