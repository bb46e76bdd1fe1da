"""Reading the number an answer states: digits, grouping, LaTeX wrappers, number words."""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Literal

from text_to_num import alpha2digit, text2num

from skills.analysis.text import MAX_CHARS, collapse_ws, strip_punctuation

NUMBER_WORD_LANGUAGES = ("en", "fr", "es", "pt", "de")

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


def _last_box(text: str) -> str | None:
    """Content of the last \\boxed{...}, brace-balanced; None if absent or unbalanced."""
    starts = [m.end() for m in _BOX.finditer(text)]
    if not starts:
        return None
    depth, start = 1, starts[-1]
    for i in range(start, len(text)):
        if text[i] == "{":
            depth += 1
        elif text[i] == "}":
            depth -= 1
            if depth == 0:
                return text[start:i]
    return None


def _unwrap(text: str) -> str:
    out = text.replace("\\$", "").replace("$", "").replace("{,}", ",").replace("\\%", "%")
    out = _LATEX_SPACES.sub(" ", out)
    out = _LATEX_DELIMS.sub(" ", out)
    for _ in range(3):  # \text{\textbf{..}} nests rarely deeper
        out = _LATEX_TEXT.sub(r" \1 ", out)
    boxed = _last_box(out)
    if boxed is not None:
        out = boxed
    return collapse_ws(out)


def read_number(text: str) -> Reading:
    if len(text) > MAX_CHARS:
        return Reading("ambiguous")
    body = _unwrap(text)
    if "=" in body:
        body = body.rsplit("=", 1)[1]
    if not any(ch.isdigit() for ch in body):
        return Reading("math" if _MATH_MARKERS.search(body) else "none")
    if _NEGATION.search(body):
        return Reading("ambiguous")
    if _MATH_MARKERS.search(body):
        return Reading("math")
    values: set[Decimal] = set()
    for sign, token in _TOKEN.findall(body):
        if not _VALID.fullmatch(token):
            return Reading("ambiguous")
        try:
            value = Decimal(token.replace(",", ""))
        except InvalidOperation:
            return Reading("ambiguous")
        values.add(-value if sign else value)
    if len(values) != 1:
        return Reading("ambiguous")
    return Reading("value", values.pop())


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
