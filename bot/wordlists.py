"""The common words of a language, which typo correction must leave alone.

A word a slip away from a word the patterns know is a typo only when it is no word itself: "being"
is not "bring", "avant" not "avait", "Paris" not "parts". The lists are wordfreq's "small" ones
(its data, CC BY-SA 4.0, ships inside the package: nothing is downloaded), read once at start-up.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from wordfreq import available_languages, get_frequency_dict

# A word used at least once in a million words (Zipf 3): common enough that a writer meant it.
MIN_FREQUENCY = 1e-6
# Typo correction leaves shorter words alone anyway.
MIN_LENGTH = 5


@lru_cache(maxsize=16)
def common_words(language: str, fold: Callable[[str], str]) -> frozenset[str]:
    """The language's common words of MIN_LENGTH letters or more as `fold` writes them (accents dropped;
    the lists are in lower case already); none for a language wordfreq has no list of. Read once per
    process for each language and fold (~20 ms a language): every router of a process has the same."""
    if language not in available_languages("small"):
        return frozenset()
    return frozenset(word if word.isascii() else fold(word)
                     for word, freq in get_frequency_dict(language, "small").items()
                     if freq >= MIN_FREQUENCY and len(word) >= MIN_LENGTH)
