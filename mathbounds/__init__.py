"""A cheap look at a math text before any parser sees it: a bound on the work it can cost.

Symbolic checks can take minutes and gigabytes on a few characters: `((x+1)^{1000})^{1000}` and
`(x+1)^{999*999}` are polynomials of degree one million, `\\binom{10^8}{5\\cdot10^7}` and `1000!!`
(read as `(1000!)!`) numbers with millions of digits. So, in microseconds and in the caller's process,
nested exponents are multiplied (an exponent applied to a power), exponents, factorial and binomial
arguments are evaluated as upper bounds (products, fractions, scientific notation; whatever cannot be
bounded cheaply counts as unbounded), and texts that are too long, nested too deep or over a bound
are judged "too complex". What passes is still bounded by the caller's worker timeout.

Standard library only, and importing nothing of this project: the bot's analysis (skills/) and the
sandbox (which stands for BenchGen and shares no other code with its client) both use it, so neither
layer imports the other.
"""


from __future__ import annotations

import math
import re

MAX_MATH_CHARS = 1000
MAX_NESTING = 24
MAX_EXPONENT = 1000  # the largest effective exponent (nested exponents multiplied)
MAX_FACTORIAL = 1000  # the largest factorial or binomial argument
MAX_TOWER = 64  # an exponent that is itself a power or factorial stays this small
_UNBOUNDED = math.inf

_OPENERS = {"{": "}", "(": ")", "[": "]"}
_CLOSERS = {"}", ")", "]"}
# Numbers as a parser might read them: `1,000,000`, `1{,}000`, `1\,000`, `2.5`, `1e6`.
_NUMBER_TEXT = r"\d+(?:(?:,|\{,\}|\\,)\d{3})*(?:\.\d+)?(?:[eE][-+]?\d+)?"
_TOKEN = re.compile(rf"\s*({_NUMBER_TEXT}|\\[A-Za-z]+|\\.|\*\*|.)", re.DOTALL)
_DIGITS_BEFORE = re.compile(rf"(?:{_NUMBER_TEXT})$")
_COMMAND_BEFORE = re.compile(r"\\[A-Za-z]+$")
_BINOMIAL = re.compile(r"\\[dt]?binom(?![A-Za-z])")
_ARGUMENTS = {"\\frac": 2, "\\dfrac": 2, "\\tfrac": 2, "\\binom": 2, "\\dbinom": 2, "\\tbinom": 2, "\\sqrt": 1}
_PRODUCT = {"*", "\\cdot", "\\times", "/", "\\div", ":"}
_SUM = {"+", "-", "\\pm", "\\mp", ",", "=", "<", ">", "|", "\\le", "\\leq", "\\ge", "\\geq", "\\ne", "\\neq"}


def too_complex(text: str) -> bool:
    """True when `text` may cost a parser or sympy more than a bounded amount of work."""
    if len(text) > MAX_MATH_CHARS or _nesting(text) > MAX_NESTING:
        return True
    text = text.replace("**", "^")
    return _powers_too_big(text) or _factorials_too_big(text) or _binomials_too_big(text)


# ---------------------------------------------------------------- the three screens


def _powers_too_big(text: str) -> bool:
    """Every exponent, multiplied by the exponents of the powers whose base holds it, stays small."""
    powers: list[tuple[int, int, float]] = []  # (base start, caret position, exponent bound)
    for caret in _carets(text):
        exponent = _exponent_text(text[caret + 1 :])
        bound = magnitude(exponent)
        if bound > MAX_EXPONENT or ("^" in exponent or "!" in exponent) and bound > MAX_TOWER:
            return True
        powers.append((_base_start(text, caret), caret, bound))
    for _, caret, bound in powers:
        effective = bound
        for outer_start, outer_caret, outer_bound in powers:
            if outer_start <= caret < outer_caret:  # this power sits in the other's base
                effective *= max(outer_bound, 1.0)
        if effective > MAX_EXPONENT:
            return True
    return False


def _factorials_too_big(text: str) -> bool:
    """`n!` with n at most MAX_FACTORIAL; `n!!` is read as `(n!)!`, so n! must be that small too."""
    index = 0
    while index < len(text):
        if text[index] != "!" or (index > 0 and text[index - 1] == "\\"):
            index += 1
            continue
        run = index
        while run < len(text) and text[run] == "!":
            run += 1
        if run < len(text) and text[run] == "=":
            run -= 1  # `a != b` is a relation; the last `!` belongs to it
        count = run - index
        if count > 0:
            value = magnitude(_operand_before(text[:index]))
            for _ in range(count):
                if value > MAX_FACTORIAL:
                    return True
                value = float(math.factorial(int(value))) if value <= 170 else _UNBOUNDED
        index = max(run, index + 1)
    return False


def _binomials_too_big(text: str) -> bool:
    for match in _BINOMIAL.finditer(text):
        rest = text[match.end() :]
        for _ in range(2):
            argument = _argument(rest)
            if not argument or magnitude(argument) > MAX_FACTORIAL:
                return True
            rest = rest.lstrip()[len(argument) :]
    if "\\choose" in text:  # `{n \choose k}`: every number in the text bounds n and k
        return magnitude_of_numbers(text) > MAX_FACTORIAL
    return False


# ---------------------------------------------------------------- upper bounds of small expressions


def magnitude(text: str) -> float:
    """An upper bound of |value| of `text` (letters and constants count as 1); inf when it cannot tell."""
    tokens = [t for t in _TOKEN.findall(text) if t.strip()]
    reader = _Bounds(tokens)
    try:
        bound = reader.sum()
    except (_Unreadable, OverflowError, RecursionError):
        return magnitude_of_numbers(text)
    if reader.position != len(tokens):
        return magnitude_of_numbers(text)
    return bound


def magnitude_of_numbers(text: str) -> float:
    """A cruder bound for text the reader cannot follow: the product of its numbers, each at least 2
    (no sum, product or quotient of them exceeds it); inf when a power or factorial is involved."""
    if "^" in text or "!" in text:
        return _UNBOUNDED
    bound = 1.0
    for number in re.findall(_NUMBER_TEXT, text):
        bound *= max(_number(number), 2.0)
    return bound


class _Unreadable(Exception):
    pass


class _Bounds:
    """Recursive descent over tokens, computing |value| upper bounds: sums add, products multiply.

    A quotient or a negative power needs a lower bound of its divisor or base, which upper bounds do
    not give: only a literal number (or a letter, whose exponent stays symbolic) is divided by or
    raised; any other divisor or base makes the bound infinite.
    """

    def __init__(self, tokens: list[str]) -> None:
        self.tokens = tokens
        self.position = 0

    def peek(self) -> str | None:
        return self.tokens[self.position] if self.position < len(self.tokens) else None

    def take(self) -> str:
        token = self.peek()
        if token is None:
            raise _Unreadable
        self.position += 1
        return token

    def sum(self) -> float:
        bound = self.product()
        while self.peek() in _SUM:
            self.take()
            bound += self.product()
        return bound

    def product(self) -> float:
        bound = self.factor()[0]
        while (token := self.peek()) is not None and token not in _SUM and token not in _CLOSERS:
            if token in _PRODUCT:
                self.take()
                right, kind = self.factor()
                bound = _quotient(bound, right, kind) if token in ("/", "\\div", ":") else bound * right
            else:
                bound *= self.factor()[0]  # implicit product: `2x`, `3\\pi`
        return bound

    def factor(self) -> tuple[float, str]:
        while self.peek() in ("-", "+", "\\pm", "\\mp"):
            self.take()
        bound, kind = self.atom()
        while self.peek() in ("^", "!"):
            if self.take() == "^":
                exponent = self.atom()[0]
                if kind == "compound" or (kind == "literal" and bound < 1):
                    return _UNBOUNDED, "compound"  # `(1-0.9999)^{-2}`: no lower bound of the base
                if bound > 1 and exponent * math.log10(bound) > 15:
                    return _UNBOUNDED, "compound"
                bound = bound ** exponent if bound > 1 else 1.0
            else:
                bound = float(math.factorial(int(bound))) if bound <= 20 else _UNBOUNDED
            kind = "compound"
        return bound, kind

    def atom(self) -> tuple[float, str]:
        token = self.take()
        if token[0].isdigit():
            return _number(token), "literal"
        if token in _OPENERS:
            start = self.position
            bound = self.sum()
            if self.take() != _OPENERS[token]:
                raise _Unreadable
            inner = self.tokens[start : self.position - 1]
            if len(inner) == 1 and inner[0][0].isdigit():
                return bound, "literal"
            return bound, "symbol" if len(inner) == 1 and inner[0][-1].isalpha() else "compound"
        if token in ("\\frac", "\\dfrac", "\\tfrac"):
            numerator = self.atom()[0]
            denominator, kind = self.atom()
            return _quotient(numerator, denominator, kind), "compound"
        if token == "\\sqrt":
            return math.sqrt(self.atom()[0]), "compound"
        if token.startswith("\\") and token[1:].isalpha():
            return 1.0, "symbol"  # a symbol or a function name: `\\pi`, `\\alpha`, `\\circ`, `\\sin`
        if token.isalpha():
            return 1.0, "symbol"  # an unknown: symbolic exponents are not expanded
        raise _Unreadable


def _quotient(numerator: float, denominator: float, kind: str) -> float:
    """An upper bound of |a / b|: exact for a literal divisor, the numerator's for a letter, else none."""
    if kind == "literal":
        return numerator / denominator if denominator > 0 else _UNBOUNDED
    if kind == "symbol":
        return numerator
    return _UNBOUNDED


def _number(text: str) -> float:
    digits = re.sub(r"\{,\}|\\,|,", "", text)
    try:
        return abs(float(digits))
    except (ValueError, OverflowError):
        return _UNBOUNDED


# ---------------------------------------------------------------- reading the text around a `^` or `!`


def _nesting(text: str) -> int:
    depth = deepest = 0
    for char in text:
        if char in _OPENERS:
            depth += 1
            deepest = max(deepest, depth)
        elif char in _CLOSERS:
            depth = max(0, depth - 1)
    return deepest


def _carets(text: str) -> list[int]:
    return [index for index, char in enumerate(text) if char == "^"]


def _argument(text: str) -> str:
    """One argument of a command: a balanced group, a command with its arguments, or one token."""
    rest = text.lstrip()
    if not rest:
        return ""
    if rest[0] in _OPENERS:
        return _group(rest)
    if rest[0].isdigit():
        return rest[0]  # `\frac12` is `\frac{1}{2}`: one digit per argument
    token = re.match(r"\\[A-Za-z]+|.", rest, re.DOTALL)
    word = token.group(0) if token else rest[:1]
    for _ in range(_ARGUMENTS.get(word, 0)):
        following = rest[len(word) :]
        argument = _argument(following)
        if not argument:
            break
        word = rest[: len(word) + len(following) - len(following.lstrip()) + len(argument)]
    return word


def _exponent_text(text: str) -> str:
    """The exponent after a `^`: a group, a command with its arguments, or a signed number; `2^2^30` is `2^(2^30)`."""
    rest = text.lstrip()
    if rest[:1] in _OPENERS:
        exponent = _group(rest)
    else:
        token = re.match(rf"[-+]?{_NUMBER_TEXT}", rest)
        exponent = token.group(0) if token else _argument(rest)
    after = rest[len(exponent) :].lstrip()
    if after.startswith("^"):
        exponent += "^" + _exponent_text(after[1:])
    return exponent


def _base_start(text: str, caret: int) -> int:
    """Where the base of the power at `caret` begins (a group, a number, a command or one letter)."""
    before = text[:caret].rstrip()
    if not before:
        return caret
    if before[-1] in _CLOSERS:
        return len(before) - len(_group_before(before))
    for pattern in (_DIGITS_BEFORE, _COMMAND_BEFORE):
        found = pattern.search(before)
        if found:
            return found.start()
    return len(before) - 1


def _operand_before(text: str) -> str:
    """What a `!` applies to: the group, number or letter right before it."""
    before = text.rstrip()
    if not before:
        return ""
    if before[-1] in _CLOSERS:
        return _group_before(before)
    found = _DIGITS_BEFORE.search(before)
    return found.group(0) if found else before[-1]


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
