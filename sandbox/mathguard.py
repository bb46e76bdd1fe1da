"""A cheap look at a math text before any parser sees it.

Symbolic checks can take minutes on a few characters (`$(x+1)^{2^{20}}$` expands a polynomial of
degree one million), so texts that are too long, nested too deep, or hold exponent towers, huge
exponents or huge factorials are judged "too complex" here, in microseconds, in the server process.
What passes is still bounded by the worker's timeout; this only makes the obvious attacks cheap.
"""

from __future__ import annotations

import re

MAX_MATH_CHARS = 1000
MAX_NESTING = 24
MAX_EXPONENT = 1000
MAX_FACTORIAL = 1000

_OPENERS = {"{": "}", "(": ")", "[": "]"}
_CLOSERS = {"}", ")", "]"}
_NUMBER = re.compile(r"\d+(?:\.\d+)?")


def too_complex(text: str) -> bool:
    """True when `text` must not reach the math parser."""
    if len(text) > MAX_MATH_CHARS:
        return True
    if _nesting(text) > MAX_NESTING:
        return True
    normalized = text.replace("**", "^")
    if any(_exponent_too_big(exponent) for exponent in _exponents(normalized)):
        return True
    return any(_too_big(operand) for operand in _factorials(text))


def _nesting(text: str) -> int:
    depth = deepest = 0
    for char in text:
        if char in _OPENERS:
            depth += 1
            deepest = max(deepest, depth)
        elif char in _CLOSERS:
            depth = max(0, depth - 1)
    return deepest


def _exponents(text: str) -> list[str]:
    """The text of every exponent: `{...}`/`(...)` groups whole, otherwise the next token."""
    out: list[str] = []
    index = text.find("^")
    while index != -1:
        rest = text[index + 1 :].lstrip()
        if rest[:1] in _OPENERS:
            exponent = _group(rest)
        else:
            token = re.match(r"\\[A-Za-z]+|\d+(?:\.\d+)?|.", rest)
            exponent = token.group(0) if token else ""
        if rest[len(exponent) :].lstrip().startswith("^"):
            exponent += "^"  # `2^2^30` is `2^(2^30)`: a tower without braces
        out.append(exponent)
        index = text.find("^", index + 1)
    return out


def _factorials(text: str) -> list[str]:
    """What each `!` applies to: the number or the bracketed group right before it."""
    out: list[str] = []
    for index, char in enumerate(text):
        if char != "!":
            continue
        before = text[:index].rstrip()
        if before[-1:] in _CLOSERS:
            out.append(_group_before(before))
        else:
            digits = re.search(r"\d+$", before)
            out.append(digits.group(0) if digits else "")
    return out


def _group_before(text: str) -> str:
    """The balanced group `text` ends with."""
    depth = 0
    for position in range(len(text) - 1, -1, -1):
        if text[position] in _CLOSERS:
            depth += 1
        elif text[position] in _OPENERS:
            depth -= 1
            if depth == 0:
                return text[position:]
    return text


def _group(text: str) -> str:
    """The balanced group `text` starts with (to the end of the text when unbalanced)."""
    depth = 0
    for position, char in enumerate(text):
        if char in _OPENERS:
            depth += 1
        elif char in _CLOSERS:
            depth -= 1
            if depth == 0:
                return text[: position + 1]
    return text


def _exponent_too_big(exponent: str) -> bool:
    if "^" in exponent or "!" in exponent:
        return True  # a tower: 2^{2^{20}}, 10^{10^{3}}, x^{(3!)!}
    return any(float(number) > MAX_EXPONENT for number in _NUMBER.findall(exponent))


def _too_big(operand: str) -> bool:
    if "^" in operand or "!" in operand:
        return True  # (2^{20})!, (10!)!
    return any(float(number) > MAX_FACTORIAL for number in _NUMBER.findall(operand))
