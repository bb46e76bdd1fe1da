"""Exact, in-process equality for the commonest math leaves: polynomials with rational coefficients
and square roots of numbers (`(x+3)(x+7)` against `x^2+10x+21`, `\\sqrt{24}` against `2\\sqrt{6}`).

Each leaf becomes a canonical sum of terms, coefficient × monomial × √(square-free integer); those
square roots are linearly independent over the rationals, so two leaves are equal exactly when their
canonical forms are. No sampling, no floats. Anything outside this small grammar (functions, π, `e`,
a division by an unknown, an ambiguous `x^23`) is None and goes to sympy in a worker (mathcheck.py),
so a worker is started only for the leaves that need one.
"""

from __future__ import annotations

import math
import re
from fractions import Fraction
from functools import lru_cache
from typing import TypeGuard

Monomial = tuple[tuple[str, int], ...]
# (monomial, square-free radicand) -> rational coefficient; radicand 1 is a rational term.
Value = dict[tuple[Monomial, int], Fraction]

_TOKEN = re.compile(r"\d+(?:\.\d+)?|\\[A-Za-z]+|[A-Za-z]|[-+*/^(){}]")
_MAX_EXPONENT = 12
_MAX_TERMS = 400
_MAX_RADICAND = 10**9
_MAX_DIGITS = 60
# Letters sympy's LaTeX reader may take as constants (e, i) rather than unknowns: left to sympy.
_CONSTANT_LETTERS = frozenset("eEiI")
_TIMES = frozenset({"*", "\\cdot", "\\times"})
_FRACS = frozenset({"\\frac", "\\dfrac", "\\tfrac"})


class _Unread(Exception):
    """The leaf is outside the grammar this module decides exactly."""


def exact_equal(a: str, b: str) -> bool | None:
    """Whether two leaves (mathform.leaf_text) are equal; None when either is outside the grammar."""
    x, y = _value(a), _value(b)
    if x is None or y is None or x[1] != y[1]:
        return None  # unread, or unknowns that cancel on one side only (`x^0` against `1`): sympy's call
    return x[0] == y[0]


@lru_cache(maxsize=8192)
def _value(leaf: str) -> tuple[frozenset[tuple[tuple[Monomial, int], Fraction]], frozenset[str]] | None:
    """The leaf's canonical form and the unknowns it names."""
    tokens = _TOKEN.findall(leaf)
    if "".join(tokens) != leaf.replace(" ", ""):
        return None  # a character the grammar does not know
    try:
        parser = _Parser(tokens)
        value = _clean(parser.expression())  # no zero terms: `0` and `1-1` have one form
        if parser.peek() is not None:
            return None
    except (_Unread, ZeroDivisionError, RecursionError):
        return None
    return frozenset(value.items()), frozenset(parser.unknowns)


def _clean(value: Value) -> Value:
    out = {k: c for k, c in value.items() if c != 0}
    if len(out) > _MAX_TERMS or any(abs(c.numerator) >= 10**_MAX_DIGITS or c.denominator >= 10**_MAX_DIGITS
                                    for c in out.values()):
        raise _Unread("too large")
    return out


def _constant(value: Value) -> Fraction | None:
    """The value as a rational number, if it is one."""
    if not value:
        return Fraction(0)
    if len(value) == 1:
        ((monomial, radicand), coefficient), = value.items()
        if not monomial and radicand == 1:
            return coefficient
    return None


def _add(x: Value, y: Value, sign: int = 1) -> Value:
    out = dict(x)
    for k, c in y.items():
        out[k] = out.get(k, Fraction(0)) + sign * c
    return _clean(out)


def _monomial_product(m: Monomial, n: Monomial) -> Monomial:
    powers = dict(m)
    for var, exp in n:
        powers[var] = powers.get(var, 0) + exp
    return tuple(sorted(powers.items()))


def _mul(x: Value, y: Value) -> Value:
    out: Value = {}
    for (m, r), c in x.items():
        for (n, s), d in y.items():
            g = math.gcd(r, s)  # √r·√s = g·√((r/g)(s/g)), square-free again
            k = (_monomial_product(m, n), (r // g) * (s // g))
            out[k] = out.get(k, Fraction(0)) + c * d * g
    return _clean(out)


@lru_cache(maxsize=4096)
def _square_free(n: int) -> tuple[int, int]:
    """n = outside² · inside with `inside` square-free."""
    outside, inside, p = 1, 1, 2
    while p * p <= n:
        while n % (p * p) == 0:
            n //= p * p
            outside *= p
        if n % p == 0:
            n //= p
            inside *= p
        p += 1
    return outside, inside * n


def _sqrt(value: Value) -> Value:
    q = _constant(value)
    if q is None or q < 0:
        raise _Unread("root of an unknown or a negative number")
    n = q.numerator * q.denominator  # √(p/q) = √(pq)/q
    if n > _MAX_RADICAND:
        raise _Unread("radicand too large")
    outside, inside = _square_free(n)
    return _clean({((), inside): Fraction(outside, q.denominator)})


def _power(base: Value, exponent: Value) -> Value:
    n = _constant(exponent)
    if n is None or n.denominator != 1 or abs(n) > _MAX_EXPONENT:
        raise _Unread("exponent")
    q = _constant(base)
    if n < 0:
        if q is None or q == 0:
            raise _Unread("negative power of an unknown")
        return {((), 1): q ** int(n)}
    if n == 0 and q == 0:
        raise _Unread("0^0")
    out: Value = {((), 1): Fraction(1)}
    for _ in range(int(n)):
        out = _mul(out, base)
    return out


def _divide(x: Value, y: Value) -> Value:
    q = _constant(y)
    if q is None or q == 0:
        raise _Unread("division by an unknown")
    return _clean({k: c / q for k, c in x.items()})


class _Parser:
    """expression := [±] term (± term)*; term := power (×|/|juxtaposed power)*; power := atom [^ exponent]."""

    def __init__(self, tokens: list[str]) -> None:
        self.tokens = tokens
        self.at = 0
        self.unknowns: set[str] = set()

    def peek(self) -> str | None:
        return self.tokens[self.at] if self.at < len(self.tokens) else None

    def take(self, expected: str | None = None) -> str:
        token = self.peek()
        if token is None or (expected is not None and token != expected):
            raise _Unread(f"expected {expected}")
        self.at += 1
        return token

    def expression(self) -> Value:
        sign = 1
        if self.peek() in ("+", "-"):
            sign = -1 if self.take() == "-" else 1
        value = self._scale(self.term(), sign)
        while self.peek() in ("+", "-"):
            sign = -1 if self.take() == "-" else 1
            value = _add(value, self.term(), sign)
        return value

    @staticmethod
    def _scale(value: Value, sign: int) -> Value:
        return value if sign == 1 else {k: -c for k, c in value.items()}

    def term(self) -> Value:
        value = self.power()
        while True:
            token = self.peek()
            if token in _TIMES:
                self.take()
                value = _mul(value, self.power())
            elif token == "/" or token == "\\div":
                self.take()
                value = _divide(value, self.power())
                if self._starts_atom(self.peek()):
                    raise _Unread("x/2y: which is divided is a convention")
            elif self._starts_atom(token):
                if token[0].isdigit():
                    raise _Unread("(x+1)2: a number after a factor")
                value = _mul(value, self.power())
            else:
                return value

    @staticmethod
    def _starts_atom(token: str | None) -> TypeGuard[str]:
        return token is not None and (token[0].isdigit() or token.isalpha() or token in ("(", "{", "\\sqrt")
                                      or token in _FRACS)

    def power(self) -> Value:
        base = self.atom()
        if self.peek() != "^":
            return base
        self.take()
        token = self.take()
        if token in ("{", "("):
            exponent = self.expression()
            self.take("}" if token == "{" else ")")
        elif token.isdigit() and len(token) == 1:
            exponent = {((), 1): Fraction(int(token))}
        else:
            raise _Unread("x^23 or a letter exponent")
        if self.peek() == "^":
            raise _Unread("a tower: grouping is a convention")
        return _power(base, exponent)

    def atom(self) -> Value:
        token = self.take()
        if token[0].isdigit():
            return {((), 1): Fraction(token)}
        if token in ("(", "{"):
            value = self.expression()
            self.take(")" if token == "(" else "}")
            return value
        if token in _FRACS:
            numerator = self._braced()
            return _divide(numerator, self._braced())
        if token == "\\sqrt":
            return _sqrt(self._braced())
        if len(token) == 1 and token.isalpha() and token not in _CONSTANT_LETTERS:
            following = self.peek()
            if following == "(" or (following is not None and following[0].isdigit()):
                raise _Unread("f(x) or x2: a function or a subscript to sympy")
            self.unknowns.add(token)
            return {(((token, 1),), 1): Fraction(1)}
        raise _Unread(token)

    def _braced(self) -> Value:
        self.take("{")
        value = self.expression()
        self.take("}")
        return value
