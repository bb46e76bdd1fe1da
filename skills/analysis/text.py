"""Text normalisation shared by the cheap rules. Every function is linear in its input."""

from __future__ import annotations

import re
import unicodedata

# Answers longer than this are never parsed: no real answer to a benchmark item is this long, and
# a hostile one must not cost more than a string comparison.
MAX_CHARS = 2000

_WS = re.compile(r"\s+")
_TRAILING_PUNCT = ".!?;:,。．！？、"
_WRAPPERS = ("**", "__", "*", "_", "`", '"', "'", "“", "”", "‘", "’", "«", "»", "「", "」")


def collapse_ws(text: str) -> str:
    return _WS.sub(" ", text).strip()


_PAIRS = tuple((wrap, {"“": "”", "‘": "’", "«": "»", "「": "」"}.get(wrap, wrap)) for wrap in _WRAPPERS)
_OPENING_CHARS = frozenset(wrap[0] for wrap in _WRAPPERS)


def strip_punctuation(text: str) -> str:
    """Remove surrounding quotes / markdown emphasis and trailing sentence punctuation."""
    out = text.strip()
    changed = True
    while changed and out:
        changed = False
        stripped = out.rstrip(_TRAILING_PUNCT).strip()
        if stripped != out:
            out, changed = stripped, True
        if not out or out[0] not in _OPENING_CHARS:
            continue
        for wrap, closing in _PAIRS:
            if len(out) > len(wrap) + len(closing) and out.startswith(wrap) and out.endswith(closing):
                out, changed = out[len(wrap) : -len(closing)].strip(), True
    return out


def fold_accents(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def fold(text: str) -> str:
    """The loosest text form: spacing, case, surrounding punctuation and accents all ignored."""
    return fold_accents(strip_punctuation(collapse_ws(text)).casefold())


# Each text rule, in order, with the transformation it allows on top of the previous ones.
TEXT_STEPS: tuple[tuple[str, object], ...] = (
    ("whitespace", collapse_ws),
    ("case", str.casefold),
    ("punctuation", strip_punctuation),
    ("accents", fold_accents),
)


def text_rule(answer: str, candidate: str) -> str | None:
    """Name of the first text step after which `answer` equals `candidate`, else None."""
    a, c = answer.strip(), candidate.strip()
    if a == c:
        return "exact"
    for name, step in TEXT_STEPS:
        a, c = step(a), step(c)  # type: ignore[operator]  # step is one of the callables above
        if a == c and a:
            return name
    return None


def has_hidden_characters(text: str) -> bool:
    """Control, format (bidi overrides, zero-width) or surrogate characters, other than plain whitespace.

    Such an answer may not read the way it looks, so only exact equality may accept it.
    """
    return any(
        unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co") and ch not in "\t\n\r" for ch in text
    )


MAX_NESTING = 24


def nesting_depth(text: str) -> int:
    """Deepest bracket nesting ({[( ... )]}): parsers recurse on it, so deep nesting is refused cheaply."""
    depth = deepest = 0
    for ch in text:
        if ch in "{[(":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "}])" and depth:
            depth -= 1
    return deepest


def box_content(text: str, start: int) -> str | None:
    """The text from `start` up to the brace that closes the one just before it; None if unbalanced."""
    depth = 1
    for i in range(start, len(text)):
        if text[i] == "{":
            depth += 1
        elif text[i] == "}":
            depth -= 1
            if depth == 0:
                return text[start:i]
    return None
