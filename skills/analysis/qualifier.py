"""The key as the leading phrase, followed only by a qualifier: `Paris, France`, `Canberra (Australia)`.

The qualifier must not be able to name something else: it is accepted when it is a country or a
continent (places.py), or when the question itself says it ("capital of Illinois": `Springfield,
Illinois`). `Paris, Texas`, `Paris, Ontario` or `Einstein (the physicist)` are no judgement.
"""

from __future__ import annotations

import re

from skills.analysis.places import places_a_city
from skills.analysis.text import MAX_CHARS, collapse_ws, fold, fold_accents, strip_punctuation

_MAX_QUALIFIER_CHARS = 60
_MAX_QUALIFIER_WORDS = 6
_COMMA = re.compile(r"^\s*,\s*(?P<q>.+)$")
_PAREN = re.compile(r"^\s*\((?P<q>[^()]+)\)$")
# Things a qualifier never contains: links, mentions, markup, another sentence or clause.
_FORBIDDEN = re.compile(r"://|www\.|[@#<>|\[\]{}\\;:!?]|\.\s|\n")
# Words that turn the rest into a different or hedged claim ("Paris, or maybe Lyon").
_HEDGES = frozenset(
    "or not but maybe perhaps probably although though however actually wrong incorrect instead "
    "ou pas mais peut-etre oder nicht aber vielleicht o pero quizas nao mas talvez no".split()
)


def _qualifier_ok(qualifier: str) -> bool:
    q = qualifier.strip()
    if not q or len(q) > _MAX_QUALIFIER_CHARS or _FORBIDDEN.search(q):
        return False
    words = re.findall(r"[\w'-]+", q)
    if not words or len(words) > _MAX_QUALIFIER_WORDS:
        return False
    return not any(word in _HEDGES for word in words)


def qualifier_match(answer: str, key: str, question: str = "") -> bool:
    """True when `answer` is `key` plus a qualifier that cannot name another thing (see module doc)."""
    qualifier = qualifier_of(answer, key)
    if qualifier is None:
        return False
    if places_a_city(qualifier):
        return True
    folded = fold(qualifier)
    return bool(folded) and re.search(rf"(?<!\w){re.escape(folded)}(?!\w)", fold(question)) is not None


def qualifier_of(answer: str, key: str) -> str | None:
    """The qualifier when `answer` is `key` (ignoring case and accents) plus a comma clause or a parenthetical."""
    if len(answer) > MAX_CHARS or "\n" in answer.strip():
        return None
    folded_key = fold(key)
    if not folded_key:
        return None
    folded_answer = fold_accents(strip_punctuation(collapse_ws(answer)).casefold())
    if not folded_answer.startswith(folded_key):
        return None
    rest = folded_answer[len(folded_key) :]
    found = _COMMA.match(rest) or _PAREN.match(rest)
    if not found or not _qualifier_ok(found.group("q")):
        return None
    return found.group("q").strip()
