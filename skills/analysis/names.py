"""Free-text forms that are certainly the key's answer: a leading article, a surname alone.

Articles: only English ones (the/a/an) are dropped. In other languages the article is often part
of a name (Los Angeles, La Paz, El Salvador, Le Mans, Den Haag), so dropping it is not certain.

Surname: `Einstein` for the key `Albert Einstein` only when the question asks for a person (who,
whom, whose, wer, qui, quién, quem) and the key is 2-3 capitalised words, none of which is a word
that starts or ends place and organisation names (New, South, Real, City…): "Who hosted the 2010
World Cup?" with `Africa` for `South Africa` is not a surname.
"""

from __future__ import annotations

import re

from skills.analysis.places import CONTINENTS, COUNTRIES, US_STATES
from skills.analysis.text import MAX_CHARS, collapse_ws, fold, strip_punctuation

_ARTICLE = re.compile(r"^(?:the|a|an)\s+(?=\S)", re.IGNORECASE)
_PERSON_QUESTION = re.compile(r"(?<!\w)(?:who|whom|whose|wer|wem|wen|qui|quién|quien|quem)(?!\w)", re.IGNORECASE)
_NAME_WORD = re.compile(r"[A-Z][a-zà-öø-ÿ'’]+(?:-[A-Z][a-zà-öø-ÿ'’]+)?|Mc[A-Z][a-z]+|O'[A-Z][a-z]+")
_NOT_PERSON_WORDS = frozenset(
    "new north south east west saint st san santa sao los las la el le the united real city fc club "
    "republic kingdom island islands mount lake river cape port fort bay sea ocean university college "
    "inc company corporation team united states america".split()
)


def without_article(text: str) -> str:
    """The text without a leading English article (`The Beatles` -> `Beatles`)."""
    cleaned = strip_punctuation(collapse_ws(text))
    return _ARTICLE.sub("", cleaned, count=1)


def article_match(answer: str, key: str) -> bool:
    """Equal once a leading English article is dropped from either side (case, accents ignored)."""
    if len(answer) > MAX_CHARS or any(ch.isdigit() for ch in key):
        return False
    a, k = fold(without_article(answer)), fold(without_article(key))
    return bool(a) and bool(k) and a == k


def surname_match(answer: str, key: str, question: str) -> bool:
    """`answer` is the surname of the person the key names (see the module doc for when that is certain)."""
    if len(answer) > MAX_CHARS or not _PERSON_QUESTION.search(question):
        return False
    words = strip_punctuation(collapse_ws(key)).split(" ")
    if not 2 <= len(words) <= 3 or not all(_NAME_WORD.fullmatch(w) for w in words):
        return False
    if any(w.casefold().rstrip(".") in _NOT_PERSON_WORDS for w in words):
        return False
    surname = fold(words[-1])
    if surname in COUNTRIES or surname in US_STATES or surname in CONTINENTS:
        return False
    said = strip_punctuation(collapse_ws(answer))
    return " " not in said and fold(said) == surname
