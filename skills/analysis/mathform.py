"""A math answer read as a whole: the final answer's text, then its structure.

The structure (lists, sets, tuples and intervals, unions, equations and inequalities, `±`) is read
here, in-process and in linear-ish time; only the leaves (single expressions such as
`\\frac{\\sqrt2}{2}`) go to sympy, in worker processes (mathcheck.py). Anything this module cannot
read completely (prose, an unknown command, a second `\\boxed{}` with another content) is `None`:
no judgement, never a guess from part of the text.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from skills.analysis.exactleaf import exact_equal
from skills.analysis.text import MAX_CHARS, MAX_NESTING, box_content, nesting_depth

# ---------------------------------------------------------------- the final answer's text

_BOX = re.compile(r"\\(?:boxed|fbox)\s*\{")
_ANSWER_IS = re.compile(r"(?:final\s+answer|answer)\s*(?:is|:)\s*", re.IGNORECASE)
_DOLLARS = re.compile(r"\$\$(.+?)\$\$|\$(.+?)\$|\\\((.+?)\\\)|\\\[(.+?)\\\]", re.DOTALL)
_SPACING = re.compile(r"\\[,;:! ]|\\q?quad\b|~|\\displaystyle|\\left\b|\\right\b|\\middle\b|\\limits\b")
_DEGREES = re.compile(r"\^\s*\{?\s*\\circ\s*\}?|°")
_TRAILING_UNIT = re.compile(r"\s*\\(?:text|mbox|mathrm)\s*\{\s*[A-Za-z][A-Za-z .]*\}\s*$")
_PERCENT = re.compile(r"\\?%\s*$")


def _boxed(text: str) -> list[str] | None:
    """Contents of every \\boxed{...}; None when one is unbalanced."""
    out = []
    for match in _BOX.finditer(text):
        inner = box_content(text, match.end())
        if inner is None:
            return None
        out.append(inner)
    return out


def final_answer(text: str) -> str | None:
    """The text of the final answer, stripped of its wrappers; None when it is not a whole math text."""
    t = text.strip()
    if not t or len(t) > MAX_CHARS or nesting_depth(t) > MAX_NESTING:
        return None
    boxes = _boxed(t)
    if boxes is None:
        return None
    if boxes:
        if len({re.sub(r"\s+", "", b) for b in boxes}) > 1:
            return None  # several different boxed answers: no single final answer
        t = boxes[-1]
    else:
        said = list(_ANSWER_IS.finditer(t))
        if said:
            t = t[said[-1].end() :]
        t = t.strip().rstrip(".").strip()
        segments = list(_DOLLARS.finditer(t))
        if segments:
            outside = _DOLLARS.sub(" ", t)
            if len(segments) > 1 or outside.strip(" .,;:") != "":
                return None
            t = next(g for g in segments[0].groups() if g is not None)
    t = t.replace("\\$", "").strip()
    t = _SPACING.sub(" ", t)
    t = _DEGREES.sub("", t)
    t = _TRAILING_UNIT.sub("", t)
    t = _PERCENT.sub("", t)
    t = re.sub(r"\\[dt]frac", r"\\frac", t)
    t = t.replace("\\lbrace", "\\{").replace("\\rbrace", "\\}").replace("{,}", ",")
    t = t.strip().rstrip(".").strip()
    return t or None


# ---------------------------------------------------------------- structure

@dataclass(frozen=True)
class Node:
    """kind: leaf (text), list / set / union (unordered items), seq (ordered, with brackets), rel."""

    kind: str
    text: str = ""
    items: tuple[Node, ...] = ()
    brackets: str = ""
    ops: tuple[str, ...] = ()


_OPENERS, _CLOSERS = "([{", ")]}"
_RELATIONS = re.compile(
    r"\\leq?(?:slant)?(?![a-zA-Z])|\\geq?(?:slant)?(?![a-zA-Z])|\\[lg]t(?![a-zA-Z])|\\neq?(?![a-zA-Z])"
    r"|<=|>=|≤|≥|≠|=|<|>"
)
_REL_NAMES = {"\\le": "<=", "\\leq": "<=", "\\leqslant": "<=", "\\ge": ">=", "\\geq": ">=", "\\geqslant": ">=",
              "\\lt": "<", "\\gt": ">", "\\ne": "!=", "\\neq": "!=", "≤": "<=", "≥": ">=", "≠": "!=",
              "<=": "<=", ">=": ">=", "=": "=", "<": "<", ">": ">"}
_FLIP = {">": "<", ">=": "<=", "<": ">", "<=": ">="}
_UNION = re.compile(r"\\cup(?![a-zA-Z])|∪")
_PM = re.compile(r"\\pm(?![a-zA-Z])|±")
_NAMED_SIDE = re.compile(r"\s*([A-Za-z](?:_\{?\w+\}?)?(?:\s*\([^()]*\))?)\s*=(?!=)")
_NAME = re.compile(r"[A-Za-z](?:_\{?\w+\}?)?(?:\s*\(\s*[A-Za-z](?:\s*,\s*[A-Za-z])*\s*\))?")


def _depths(text: str) -> list[int]:
    """Bracket depth before each character (any bracket type: `[0, 1)` is one interval)."""
    out, depth = [], 0
    for ch in text:
        if ch in _CLOSERS:
            depth -= 1
        out.append(depth)
        if ch in _OPENERS:
            depth += 1
    return out


def _split_top(text: str, pattern: re.Pattern[str]) -> tuple[list[str], list[str]]:
    """Split at matches of `pattern` outside any brackets; returns (parts, separators)."""
    depths = _depths(text)
    parts, seps, start = [], [], 0
    for match in pattern.finditer(text):
        if depths[match.start()] == 0:
            parts.append(text[start : match.start()])
            seps.append(match.group())
            start = match.end()
    parts.append(text[start:])
    return parts, seps


_COMMA = re.compile(",")


def _closing_at_end(text: str) -> bool:
    """The bracket that opens the text is the one that closes it."""
    depths = _depths(text)
    return all(d > 0 for d in depths[1:-1]) and depths[-1] == 0 if len(text) >= 2 else False


def parse(text: str) -> Node | None:
    """The structure of a whole final-answer text; None when any part of it cannot be read."""
    return _parse_cached(text)


@lru_cache(maxsize=8192)
def _parse_cached(text: str) -> Node | None:
    if _depths(text + "(")[-1] != 0:
        return None  # unbalanced brackets
    parts, _ = _split_top(text, _COMMA)
    if len(parts) > 1:
        return _collection("list", parts)
    node = _element(text)
    return Node("list", items=node.items) if node is not None and node.kind == "pm" else node


def _collection(kind: str, parts: list[str]) -> Node | None:
    # "x = 2, x = 3" lists values of one unknown; "x = 5, y = 6" binds two, and the names must stay.
    names = {m.group(1).replace(" ", "") for p in parts if (m := _NAMED_SIDE.match(p))}
    items: list[Node] = []
    for part in parts:
        node = _element(part, drop_name=len(names) <= 1)
        if node is None:
            return None
        items.extend(node.items if node.kind == "pm" else (node,))
    return Node(kind, items=tuple(items))


def _element(text: str, *, drop_name: bool = True) -> Node | None:
    text = text.strip()
    if not text:
        return None
    signs = _PM.findall(text)
    if len(signs) > 1 or "\\mp" in text or "∓" in text:
        return None
    if signs:
        plus, minus = _element(_PM.sub("+", text), drop_name=drop_name), _element(_PM.sub("-", text), drop_name=drop_name)
        if plus is None or minus is None:
            return None
        return Node("pm", items=(plus, minus))
    sides, ops = _split_top(text, _RELATIONS)
    if ops:
        names = [_REL_NAMES[o] for o in ops]
        if names == ["="] and drop_name and _NAME.fullmatch(sides[0].strip()):
            return _simple(sides[1])  # "x = 9", "f(x) = x + 22": the value of a named unknown
        nodes = [_simple(s) for s in sides]
        if any(n is None for n in nodes):
            return None
        if all(n in (">", ">=") for n in names):
            nodes, names = nodes[::-1], [_FLIP[n] for n in names[::-1]]
        return Node("rel", items=tuple(nodes), ops=tuple(names))  # type: ignore[arg-type]  # the parsed nodes are Nodes; mypy sees the parser's union
    return _simple(text)


def _simple(text: str) -> Node | None:
    text = text.strip()
    if not text:
        return None
    parts, _ = _split_top(text, _UNION)
    if len(parts) > 1:
        nodes = [_simple(p) for p in parts]
        if any(n is None or n.kind not in ("seq", "set") for n in nodes):
            return None
        return Node("union", items=tuple(nodes))  # type: ignore[arg-type]  # the parsed nodes are Nodes; mypy sees the parser's union
    if text in ("\\emptyset", "\\varnothing", "\\{\\}", "∅"):
        return Node("set")
    if text.startswith("\\{") and text.endswith("\\}") and _closing_at_end(text[1:]):
        inner = text[2:-2]
        return _collection("set", _split_top(inner, _COMMA)[0]) if inner.strip() else Node("set")
    if text[0] in "([" and text[-1] in ")]" and _closing_at_end(text):
        inner = text[1:-1]
        parts, _ = _split_top(inner, _COMMA)
        if len(parts) == 1:
            return _simple(inner) if text[0] == "(" and text[-1] == ")" else None
        nodes = [_element(p) for p in parts]
        if any(n is None or n.kind == "pm" for n in nodes):
            return None
        return Node("seq", items=tuple(nodes), brackets=text[0] + text[-1])  # type: ignore[arg-type]  # the parsed nodes are Nodes; mypy sees the parser's union
    leaf = leaf_text(text)
    return None if leaf is None else Node("leaf", text=leaf)


# ---------------------------------------------------------------- leaves

_ALLOWED_COMMANDS = frozenset(
    "frac sqrt cdot times div pi infty sin cos tan cot sec csc arcsin arccos arctan sinh cosh tanh "
    "log ln exp binom dbinom alpha beta gamma delta theta phi lambda mu sigma omega".split()
)
_FUNCTIONS = ("arcsin", "arccos", "arctan", "sinh", "cosh", "tanh", "sin", "cos", "tan", "cot", "sec",
              "csc", "log", "ln", "exp")
_UNICODE = {"×": "\\times ", "·": "\\cdot ", "⋅": "\\cdot ", "÷": "\\div ", "√": "\\sqrt ", "π": "\\pi ",
            "∞": "\\infty ", "−": "-", "–": "-"}
_LEAF_CHARS = re.compile(r"[A-Za-z0-9\s+\-*/^_(){}\[\].!|'\\]*")
_COMMAND = re.compile(r"\\([A-Za-z]+)")
_SEPARATE_NUMBERS = re.compile(r"[\d.}]\s+[\d.]")
_WORD = re.compile(r"(?<![\\A-Za-z])[A-Za-z]{2,}")


def leaf_text(text: str) -> str | None:
    """A single expression's canonical text (what sympy will read), or None if it is not one."""
    t = text
    for raw, latex in _UNICODE.items():
        t = t.replace(raw, latex)
    t = re.sub(r"\\mathrm\s*\{\s*([A-Za-z])\s*\}", r"\1", t)
    if not _LEAF_CHARS.fullmatch(t):
        return None
    if any(name not in _ALLOWED_COMMANDS for name in _COMMAND.findall(t)):
        return None
    for func in _FUNCTIONS:  # a bare "sin" would be read as s*i*n
        t = re.sub(rf"(?<![\\A-Za-z]){func}(?![A-Za-z])", rf"\\{func}", t)
    if _WORD.search(t):
        return None  # prose, or a name sympy would read as a product of letters
    if _SEPARATE_NUMBERS.search(t):
        return None  # "2 3" is two numbers, not 23
    t = re.sub(r"\^\s*\(([^()]*)\)", r"^{\1}", t)
    t = re.sub(r"\\sqrt\s*([0-9A-Za-z])", r"\\sqrt{\1}", t)
    t = re.sub(r"\\frac\s*([0-9])\s*([0-9])", r"\\frac{\1}{\2}", t)
    t = re.sub(r"\\frac\s*([0-9])\s*\{", r"\\frac{\1}{", t)
    t = re.sub(r"\\frac\s*(\{[^{}]*\})\s*([0-9])", r"\\frac\1{\2}", t)
    t = re.sub(r"\s+", " ", t).strip()
    t = re.sub(r"\s*([^\sA-Za-z])\s*", r"\1", t)  # spaces only matter between a command and a letter
    return t or None


_INT = r"-?\d+"
_RATIONAL = re.compile(rf"(?P<a>{_INT}(?:\.\d+)?)(?:/(?P<b>\d+))?|(?P<s>-?)\\frac\{{(?P<c>{_INT})\}}\{{(?P<d>\d+)\}}")


def rational(leaf: str) -> Fraction | None:
    """The exact value of a leaf that is a plain number or a simple fraction; None otherwise."""
    match = _RATIONAL.fullmatch(leaf)
    if match is None:
        return None
    try:
        if match.group("a") is not None:
            value = Fraction(match.group("a"))
            return value / int(match.group("b")) if match.group("b") else value
        value = Fraction(int(match.group("c")), int(match.group("d")))
        return -value if match.group("s") else value
    except (ZeroDivisionError, ValueError):
        return None


def cheap_leaf_equal(a: str, b: str) -> bool | None:
    """Decide leaf equality without sympy where text, exact rationals or exact polynomials settle it."""
    if a == b or a.lstrip("+") == b.lstrip("+"):
        return True
    ra, rb = rational(a), rational(b)
    if ra is not None and rb is not None:
        return ra == rb
    return exact_equal(a, b)


# ---------------------------------------------------------------- comparison

LeafEqual = Callable[[str, str], bool]


def leaf_pairs(a: Node, b: Node, out: set[tuple[str, str]]) -> None:
    """Every pair of leaves a comparison of `a` and `b` may ask about (over-approximated)."""
    if a.kind == "leaf" and b.kind == "leaf":
        out.add((a.text, b.text))
        return
    if a.kind == "leaf" or b.kind == "leaf" or len(a.items) != len(b.items):
        return
    if a.kind in ("list", "set", "union") or (a.kind == "rel" and a.ops in (("=",), ("!=",))):
        for x in a.items:
            for y in b.items:
                leaf_pairs(x, y, out)
    else:
        for x, y in zip(a.items, b.items):
            leaf_pairs(x, y, out)


def same(a: Node, b: Node, leaf_equal: LeafEqual) -> bool:
    """Structural equality: unordered for lists, sets and unions; ordered for tuples and relations."""
    unordered = {"list", "set", "union"}
    if a.kind == "leaf" or b.kind == "leaf":
        return a.kind == b.kind and leaf_equal(a.text, b.text)
    if len(a.items) != len(b.items):
        return False
    if a.kind in unordered and b.kind in unordered:
        if (a.kind == "union") != (b.kind == "union"):
            return False
        return _matching(list(a.items), list(b.items), leaf_equal)
    if a.kind != b.kind:
        return False
    if a.kind == "seq":
        return a.brackets == b.brackets and all(same(x, y, leaf_equal) for x, y in zip(a.items, b.items))
    if a.kind == "rel":
        if a.ops != b.ops:
            return False
        if all(same(x, y, leaf_equal) for x, y in zip(a.items, b.items)):
            return True
        return a.ops in (("=",), ("!=",)) and all(
            same(x, y, leaf_equal) for x, y in zip(a.items, b.items[::-1])
        )
    return False


def _matching(xs: list[Node], ys: list[Node], leaf_equal: LeafEqual) -> bool:
    remaining = list(ys)
    for x in xs:
        for i, y in enumerate(remaining):
            if same(x, y, leaf_equal):
                del remaining[i]
                break
        else:
            return False
    return True
