"""Reading the number an answer states: digits, grouping, LaTeX wrappers, number words."""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from functools import lru_cache
from typing import Literal

from text_to_num import alpha2digit, text2num

from bot.languages import default_languages
from skills.analysis.text import MAX_CHARS, box_content, collapse_ws, strip_punctuation

# The languages whose number words text_to_num reads, from the language packs.
NUMBER_WORD_LANGUAGES = tuple(pack.number_words for pack in default_languages() if pack.number_words)

# A token of digits with optional separators; validated afterwards so that "3,5" or "1.000.000"
# is not silently read as some other number.
_TOKEN = re.compile(r"(?<![\d])([-−]?)(\d(?:[\d,.]*\d)?)")
_VALID = re.compile(r"\d+(?:\.\d+)?|\d{1,3}(?:,\d{3})+(?:\.\d+)?")
_MATH_MARKERS = re.compile(r"[\\^/*×÷√π]|sqrt|frac|\bpi\b|\d\s*[+\-]\s*\d|\d\s*e\s*[-+]?\d", re.IGNORECASE)
_NEGATION = re.compile(
    r"\b(?:not|isn'?t|is not|never|nicht|kein|keine|pas|não|nunca|nie)\b", re.IGNORECASE
)
_LATEX_TEXT = re.compile(r"\\(?:text|textbf|textit|mathrm|mathbf|mbox|operatorname)\s*\{([^{}]*)\}")
_LATEX_SPACES = re.compile(r"\\[,;:! ]|\\quad|\\qquad|~")
_LATEX_DELIMS = re.compile(r"\\\(|\\\)|\\\[|\\\]|\\displaystyle|\\left|\\right")
_BOX = re.compile(r"\\(?:boxed|fbox)\s*\{")


ReadingKind = Literal["value", "ambiguous", "math", "none"]


@dataclass(frozen=True)
class Reading:
    """What number a text states.

    value: exactly one numeric value. ambiguous: several different numbers, a malformed number, or
    a negation ("not 15"), so it states no single number. math: an expression the cheap rules
    cannot evaluate (fractions, powers, LaTeX). none: no digits at all.
    """

    kind: ReadingKind
    value: Decimal | None = None
    # A bare number: no words around it (signs, currency, percent and punctuation only).
    bare: bool = True


def _last_box(text: str) -> str | None:
    """Content of the last \\boxed{...}, brace-balanced; None if absent or unbalanced."""
    starts = [m.end() for m in _BOX.finditer(text)]
    if not starts:
        return None
    return box_content(text, starts[-1])


def _all_boxes(text: str) -> list[str]:
    return [inner for m in _BOX.finditer(text) if (inner := box_content(text, m.end())) is not None]


def _unwrap(text: str) -> str | None:
    """The text with LaTeX wrappers removed: the last \\boxed{} alone; None if boxes disagree."""
    contents = {re.sub(r"\s+", "", b) for b in _all_boxes(text)}
    if len(contents) > 1:
        return None
    out = text.replace("\\$", "").replace("$", "").replace("{,}", ",").replace("\\%", "%")
    out = _LATEX_SPACES.sub(" ", out)
    out = _LATEX_DELIMS.sub(" ", out)
    for _ in range(3):  # \text{\textbf{..}} nests rarely deeper
        out = _LATEX_TEXT.sub(r" \1 ", out)
    boxed = _last_box(out)
    if boxed is not None:
        out = boxed
    return collapse_ws(out)


# A number as people write it: comma or (thin) space thousands groups of exactly three digits, or
# plain digits with an optional decimal part. "3,5" reads as 3 then a stray 5: no single number.
_NUMBER = re.compile(
    r"(?<![\w.,])([-−]?)(\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\d,])|\d{1,3}(?:[ \u00a0\u202f\u2009]\d{3})+(?:\.\d+)?(?![\d,.])"
    r"|\d+(?:\.\d+)?)(?!\d)"
)
_WORDS = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")
# Words that change which number is meant: a multiplier, a sign, a hedge, a bound, an alternative.
_MODIFIERS = frozenset(
    """million millions billion billions trillion trillions thousand thousands hundred hundreds dozen dozens
    lakh crore half halves quarter quarters third thirds tenth tenths hundredth hundredths thousandth
    negative minus plus times squared cubed square cube root roots power powers exponent
    about approximately approx around roughly nearly almost circa estimated estimate
    least most than more less fewer over under above below between up upto
    or and nor either neither but however except
    january february march april may june july august september october november december
    jan feb mar apr jun jul aug sep sept oct nov dec janvier février mars avril mai juin juillet août
    septembre octobre novembre décembre januar februar märz juni juli oktober dezember enero febrero marzo
    abril mayo junio julio agosto septiembre octubre noviembre diciembre
    bc bce ad ce century centuries decade decades millennium
    mil millions milliard milliards millionen milliarde milliarden tausend hundert mille millones millón
    milhões milhão bilhões environ ungefähr etwa ca aproximadamente cerca oder ou und et""".split()
)
# Single-letter units that may follow a number after a space ("5 m"); any other lone letter is a variable.
_LETTER_UNITS = frozenset("m g s h l L K V W J N".split())
_NAMED_LHS = re.compile(r"[A-Za-z](?:_\{?\w+\}?)?(?:\s*\(\s*[A-Za-z]\s*\))?")
_ARITHMETIC_LHS = re.compile(r"[\d\s+\-*/×·().^]*\d[\d\s+\-*/×·().^]*")
_PROSE_LHS = re.compile(r"[^\W\d_]{2,}(?:\s+[^\W\d_]{2,})*")
_SYMBOLS_OK = re.compile(r"[\s.,;:!?\"'“”‘’«»*()€£¥₹%]*")
_DEGREES = re.compile(r"\^\s*\{?\s*\\circ\s*\}?\s*|°\s*")


@lru_cache(maxsize=65536)
def read_number(text: str) -> Reading:
    """What number a text states, read strictly: one number and nothing else of substance.

    Allowed around the number: words that do not change it (units, "The answer is"), currency and
    percent signs, `x =` with a lone variable (or a prose or arithmetic left side), LaTeX wrappers.
    A lone letter other than a unit, an operator or a relation makes it an expression ("math"); a
    multiplier, sign word, hedge, bound or second number makes it "ambiguous".
    """
    if len(text) > MAX_CHARS:
        return Reading("ambiguous")
    body = _unwrap(text)
    if body is None:
        return Reading("ambiguous")
    *left_sides, body = body.split("=")
    if not all(_plain_left_side(lhs.strip()) for lhs in left_sides):
        return Reading("math")
    body = _DEGREES.sub(" degrees ", body)
    kind = _kind_before_numbers(body)
    if kind is not None:
        return Reading(kind)
    values = _values(body)
    rest = _NUMBER.sub(" ", body)
    if values is None or any(ch.isdigit() for ch in rest):
        return Reading("ambiguous")  # a malformed number ("3,5", "1.000.000")
    words = _WORDS.findall(rest)
    kind = _kind_of_words(rest, words)
    if kind is not None:
        return Reading(kind)
    if len(values) != 1:
        return Reading("ambiguous")
    return Reading("value", values.pop(), bare=not words)


def _plain_left_side(side: str) -> bool:
    """`x`, `f(x)`, arithmetic or prose before an `=`: what the number is of, not part of it."""
    return bool(_NAMED_LHS.fullmatch(side) or _ARITHMETIC_LHS.fullmatch(side) or _PROSE_LHS.fullmatch(side))


def _kind_before_numbers(body: str) -> ReadingKind | None:
    """What a body is without reading its numbers: no digits (math or none), negated, an expression."""
    if not any(ch.isdigit() for ch in body):
        return "math" if _MATH_MARKERS.search(body) else "none"
    if _NEGATION.search(body):
        return "ambiguous"
    if _MATH_MARKERS.search(body):
        return "math"
    return None


def _values(body: str) -> set[Decimal] | None:
    """The distinct numbers a body writes; None when one of them is not a number after all."""
    values: set[Decimal] = set()
    for sign, token in _NUMBER.findall(body):
        try:
            value = Decimal(re.sub(r"[, \u00a0\u202f\u2009]", "", token))
        except InvalidOperation:
            return None
        values.add(-value if sign else value)
    return values


def _kind_of_words(rest: str, words: list[str]) -> ReadingKind | None:
    """What the words around the numbers make of it: a modifier (ambiguous), a lone letter or a stray
    symbol (math); None when they leave the number alone."""
    for word in words:
        if word.casefold() in _MODIFIERS:
            return "ambiguous"
        if len(word) == 1 and word not in _LETTER_UNITS:
            return "math"
    if not _SYMBOLS_OK.fullmatch(_WORDS.sub(" ", rest)):
        return "math"
    return None


def final_number(text: str) -> Decimal | None:
    """The last number in the text, as the platform's `numeric` match rule reads it."""
    if len(text) > MAX_CHARS:
        return None
    tokens = _TOKEN.findall(text.replace("{,}", ","))
    if not tokens:
        return None
    sign, token = tokens[-1]
    if not _VALID.fullmatch(token):
        return None
    try:
        value = Decimal(token.replace(",", ""))
    except InvalidOperation:
        return None
    return -value if sign else value


@lru_cache(maxsize=65536)
def read_number_words(text: str) -> Decimal | None:
    """The number a text spells out in words ("fifteen", "quinze apples"), in any supported language."""
    if len(text) > MAX_CHARS or any(ch.isdigit() for ch in text):
        return None
    cleaned = strip_punctuation(collapse_ws(text))
    if not cleaned:
        return None
    for lang in NUMBER_WORD_LANGUAGES:
        try:
            return Decimal(text2num(cleaned.lower(), lang))
        except Exception:  # text2num raises ValueError on anything that is not a number
            pass
    for lang in NUMBER_WORD_LANGUAGES:
        try:
            converted = alpha2digit(cleaned, lang)
        except Exception:
            continue
        if converted != cleaned:
            reading = read_number(converted)
            if reading.kind == "value":
                return reading.value
    return None
