"""Telling a credential from a name that merely starts like one.

A real token is a long random string: Slack's ``xoxb-<digits>-<digits>-<24+ random>``, an OpenAI
key ``sk-`` + 20+ random letters and digits, a GitHub ``ghp_`` + 36, or BenchGen's own access
tokens (43 url-safe random characters, no prefix). A name such as ``bg_arithmetic_suite_v2``,
``sk-learn-baseline`` or ``xox-party`` is made of word-like pieces split by ``_`` or ``-``. So a
known prefix alone never makes a token: some piece after it must look random.
"""

from __future__ import annotations

import math
import re
from collections import Counter

# Prefixes real credentials carry (Slack, Slack app, OpenAI-style, GitHub, BenchGen-style).
_PREFIX = r"(?:xox[a-z]-|xapp-|sk-|gh[pousr]_|bg[a-z]?_)"
_PREFIXED = re.compile(rf"(?<![A-Za-z0-9_-]){_PREFIX}[A-Za-z0-9_-]+(?![A-Za-z0-9_-])")
# A long url-safe run with no prefix (BenchGen issues these): only random-looking ones count.
_LONG = re.compile(r"(?<![A-Za-z0-9_/.-])[A-Za-z0-9_-]{28,}(?![A-Za-z0-9_/-])(?!\.\w)")  # not in a path or host
_URL = re.compile(r"https?://\S+")
_PIECES = re.compile(r"[-_]+")
# One piece of a name: a word, a Word, an acronym, a size such as 70B, a short number, a version.
_WORDLIKE = re.compile(
    r"[a-z]+\d{0,4}[a-z]?|[A-Z][a-z]+\d{0,4}|[A-Z]{1,6}\d{0,4}[A-Z]?|\d{1,4}[A-Za-z]{0,2}|v\d+(?:\.\d+)*"
)
_FRAGMENT = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")
_HEX = re.compile(r"[0-9a-f]+")
_SPOKEN = re.compile(r"[A-Z]?[a-z]*[aeiouy][a-z]*", re.IGNORECASE)  # a fragment with a vowel


def entropy(value: str) -> float:
    """Shannon entropy per character, in bits."""
    counts = Counter(value)
    return -sum(n / len(value) * math.log2(n / len(value)) for n in counts.values())


def _classes(value: str) -> int:
    return sum([any(c.islower() for c in value), any(c.isupper() for c in value),
                any(c.isdigit() for c in value)])


def _switches(value: str) -> int:
    """How often the character class changes along the string (``AbC1`` -> 3)."""
    kinds = ["d" if c.isdigit() else "u" if c.isupper() else "l" for c in value]
    return sum(a != b for a, b in zip(kinds, kinds[1:], strict=False))


def camel_words(piece: str) -> bool:
    """Made of whole words run together (``InternationalBenchmarkSuite``, ``SuperGLUE``): each
    fragment pronounceable, at most one acronym, short numbers, vowels as often as in words."""
    fragments = _FRAGMENT.findall(piece)
    if "".join(fragments) != piece:
        return False
    acronyms = [f for f in fragments if f.isupper() and len(f) > 1]
    numbers = [f for f in fragments if f.isdigit()]
    words = [f for f in fragments if f not in acronyms and f not in numbers]
    letters = "".join(words).lower()
    vowels = sum(c in "aeiouy" for c in letters)
    return (len(acronyms) <= 1 and all(len(n) <= 4 for n in numbers)
            and all(len(w) >= 3 and _SPOKEN.fullmatch(w) for w in words)
            and vowels >= 0.3 * len(letters))


def hex_digest(piece: str) -> bool:
    """A long run of hex that keeps switching between letters and digits: random, even where its letters happen to read
    as syllables ("5165efee5adb375cadd6eefafedbaac1", which `camel_words` would take for words and numbers)."""
    return len(piece) >= 16 and bool(_HEX.fullmatch(piece)) and _switches(piece) >= 4


def wordlike(piece: str) -> bool:
    return bool(_WORDLIKE.fullmatch(piece)) or (camel_words(piece) and not hex_digest(piece))


def is_name(value: str) -> bool:
    """Every ``_``/``-`` separated piece is word-like: ``bg_arithmetic_suite_v2``, ``sk-learn-baseline``."""
    pieces = [p for p in _PIECES.split(value) if p]
    return bool(pieces) and all(wordlike(p) for p in pieces)


def random_piece(piece: str) -> bool:
    """Reads like random characters: long with mixed classes, or short runs that keep switching
    class (``AbCdEf12``, hex); never whole words run together."""
    if hex_digest(piece):
        return True
    if camel_words(piece) or len(piece) < 8:
        return False
    return (len(piece) >= 16 and _classes(piece) >= 2) or (_switches(piece) >= 4 and entropy(piece) >= 2.5)


def _prefixed_token(value: str) -> bool:
    body = [p for p in _PIECES.split(re.sub(rf"^{_PREFIX}", "", value)) if p]
    long_numbers = [p for p in body if p.isdigit() and len(p) >= 8]  # Slack: xoxb-<digits>-<digits>-...
    return not is_name(value) and (any(random_piece(p) for p in body) or len(long_numbers) >= 2)


def _bare_token(value: str) -> bool:
    pieces = [p for p in _PIECES.split(value) if p]
    odd = sum(len(p) for p in pieces if not wordlike(p))  # characters in pieces no name is made of
    if is_name(value) or entropy(value) < 3.5:
        return False
    return any(random_piece(p) for p in pieces) or odd >= len(value) / 2


def token_spans(text: str) -> list[tuple[int, int]]:
    """Where ``text`` holds something shaped like a credential (links are skipped: their paths look random)."""
    text = _URL.sub(lambda m: " " * len(m.group(0)), text)
    spans = [(m.start(), m.end()) for m in _PREFIXED.finditer(text) if _prefixed_token(m.group(0))]
    spans += [(m.start(), m.end()) for m in _LONG.finditer(text)
              if _bare_token(m.group(0)) and not any(s <= m.start() < e for s, e in spans)]
    return sorted(spans)


def has_token(text: str) -> bool:
    return bool(token_spans(text))
