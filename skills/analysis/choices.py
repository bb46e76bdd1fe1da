"""Multiple choice: which options an answer names, in the forms people and models write them.

An item is multiple choice when its data carry `choices` or its question lists options ("A. …",
"(A) …", "A) …", one per line, or "(A) … (B) …" inline). An answer names an option by its letter
("B", "(B)", "B)", "B.", "Answer: B", "The answer is B"), by the option's text, or both ("B) Paris",
"Paris (B)"). It is the key's answer only when it names the key's option and no other: "B or C",
"B) Lyon" (letter and text disagree) and any negation ("not B") are no judgement.
"""

from __future__ import annotations

import re
from functools import lru_cache

from skills.analysis.models import ItemKey
from skills.analysis.text import MAX_CHARS, collapse_ws, fold

LETTERS = "ABCDEFGHIJ"
_LINE_OPTION = re.compile(r"^\s*(?:\(([A-J])\)|\[([A-J])\]|([A-J])[.):])\s+(\S.*?)\s*$")
_INLINE_MARK = re.compile(r"\(([A-J])\)\s*")
# A whole answer that is one letter in some wrapping: "b", "(B)", "B)", "B.", "[B]", "**B**".
_LONE_LETTER = re.compile(r"^[\s*_`'\"(\[]*([A-Ja-j])[\s*_`'\")\]]*[.):]?[\s*_`'\"]*$")
_MARKED_LETTER = re.compile(
    r"\(([A-J])\)|\[([A-J])\]|(?<![\w'])([A-J])\)"
    r"|(?i:answer|option|choice|réponse|respuesta|resposta|antwort)\s*(?i:is|:|es|est|ist|é)?\s*[(\[]?([A-J])(?![\w'])"
)
_BARE_LETTER = re.compile(r"(?<![\w'’-])([A-J])(?![\w'’-])")
_ARTICLE_A = re.compile(r"(?<![\w'’-])A\s+[a-zà-ÿ]")
_NEGATION = re.compile(
    r"(?<!\w)(?:not|isn'?t|is not|never|nor|neither|except|nicht|kein|keine|pas|ne|não|nunca|nie|no es)(?!\w)",
    re.IGNORECASE,
)


def options_of(item: ItemKey) -> list[str]:
    """The item's options in order ("A" first); empty when it is not multiple choice."""
    if item.choices:
        return list(item.choices)
    return options_in_question(item.question)


def options_in_question(question: str) -> list[str]:
    return list(_options_in_question(question))


@lru_cache(maxsize=16384)
def _options_in_question(question: str) -> tuple[str, ...]:
    if len(question) > 20 * MAX_CHARS:
        return ()
    found: dict[str, str] = {}
    for line in question.splitlines():
        match = _LINE_OPTION.match(line)
        if match:
            letter = next(g for g in match.groups()[:3] if g)
            found.setdefault(letter, match.group(4))
    options = _in_order(found)
    if len(options) >= 2:
        return tuple(options)
    marks = list(_INLINE_MARK.finditer(question))
    inline: dict[str, str] = {}
    for i, mark in enumerate(marks):
        end = marks[i + 1].start() if i + 1 < len(marks) else len(question)
        inline.setdefault(mark.group(1), question[mark.end() : end].strip().split("\n")[0].strip())
    options = _in_order(inline)
    return tuple(options) if len(options) >= 2 and all(options) else ()


def _in_order(found: dict[str, str]) -> list[str]:
    out = []
    for letter in LETTERS:
        if letter not in found:
            break
        out.append(found[letter])
    return out


def key_option(item: ItemKey, options: list[str]) -> int | None:
    """The option the key names (by letter or text); None when its texts name none, or several."""
    named: set[int] = set()
    for text in [item.reference, *item.accepted]:
        if not text.strip():
            continue
        found = _letter_or_text(text, options)
        if found is None:
            return None
        named.add(found)
    return named.pop() if len(named) == 1 else None


def _letter_or_text(text: str, options: list[str]) -> int | None:
    lone = _LONE_LETTER.match(text)
    if lone:
        return LETTERS.index(lone.group(1).upper())
    folded = fold(text)
    matches = [i for i, option in enumerate(options) if fold(option) == folded]
    return matches[0] if len(matches) == 1 else None


def named_options(answer: str, options: list[str]) -> set[int] | None:
    """Every option the answer names; None when it names none or hedges (a negation)."""
    if len(answer) > MAX_CHARS:
        return None
    text = collapse_ws(answer)
    if not text:
        return None
    lone = _LONE_LETTER.match(text)
    if lone:
        return {LETTERS.index(lone.group(1).upper())}
    if _NEGATION.search(text):
        return None
    named: set[int] = set()
    for match in _MARKED_LETTER.finditer(text):
        letter = next(g for g in match.groups() if g)
        named.add(LETTERS.index(letter.upper()))
    article_positions = {m.start() for m in _ARTICLE_A.finditer(text)}
    for match in _BARE_LETTER.finditer(text):
        if match.start() not in article_positions and LETTERS.index(match.group(1)) < len(options):
            named.add(LETTERS.index(match.group(1)))
    named |= _texts_named(text, options)
    return named or None


def _texts_named(text: str, options: list[str]) -> set[int]:
    folded = fold(text)
    hits = []
    for i, option in enumerate(options):
        needle = fold(option)
        if needle and re.search(rf"(?<!\w){re.escape(needle)}(?!\w)", folded):
            hits.append((i, needle))
    # "Paris, Texas" also contains "Paris": an option inside a longer option that is named is not named.
    return {i for i, needle in hits if not any(needle != other and needle in other for _, other in hits)}


def choice_match(answer: str, item: ItemKey, options: list[str]) -> bool | None:
    """True/False for an item whose key names an option; None when the item or key is not multiple choice."""
    if not options:
        return None
    key = key_option(item, options)
    if key is None:
        return None
    return named_options(answer, options) == {key}
