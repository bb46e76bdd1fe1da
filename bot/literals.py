"""The literal text a pattern cannot match without: a cheap test that skips most searches.

Routing runs hundreds of patterns over every message (the skills' triggers, the ceiling's), and most
cannot match it: a pattern for "delete" needs the letters "delet" (or its other languages' verbs)
somewhere in the message. `required` reads a compiled pattern's parse tree for such literals (any
one of them must be in the text, as a plain substring), and `Gated.search` looks for them with `in`
(a C loop, ~50 ns) before asking the regex engine (~2-100 µs). The answer is always the pattern's
own: a text without any of the literals could not have matched.

Reading a parse tree is slow next to everything else start-up does (a router's ~2,000 patterns took most of a
second), and its answer is the same for the same pattern: a `LiteralTable` remembers each pattern's by the
pattern, in the startup cache (bot/startup_cache.py), with how a pattern of alternatives is read apart. A
pattern whose analysis was read there is compiled only when first searched: a ceiling's thousand
alternatives, most of which no message ever gets past the literal test of.

Many literals are looked for at once by one regex (`_finder`): their trie, compiled, which the engine tries
at each position of the text in C (a gate of a few hundred literals took ~50 ns a literal with `in`).

A literal is taken only where the parse tree makes it required: outside optional repeats, in every
alternative of a branch (the branch needs one of theirs), and in a positive lookaround (it looks at
the same text). Anything else (a class, `.`, an anchor, a negative lookaround, a back reference)
requires nothing. Under IGNORECASE a literal is lowered (a letter outside ASCII with case is no
literal: ignoring case, "ı" matches "i"), which is exact only on a text that is already lower case
and has no letter another's case stands for (`caseless`): on any other text a case-insensitive
pattern is searched as it is.
"""

from __future__ import annotations

import bisect
import functools
import hashlib
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from re import _constants as sre  # type: ignore[attr-defined]  # the parser's opcodes, no public name
from re import _parser as sre_parse  # type: ignore[attr-defined]  # the parse tree, no public API
from typing import Any

from bot.startup_cache import StartupCache, fingerprint

_IGNORECASE = int(re.IGNORECASE)  # a plain int: `&` with an enum flag costs microseconds

# At most this many literals for one pattern: beyond it, testing them costs about what the search does.
MAX_LITERALS = 256

Literals = frozenset[str]


def required(pattern: re.Pattern[str]) -> Literals | None:
    """Literals one of which every text that `pattern` matches has as a substring (lowered under
    IGNORECASE); None when the pattern requires none the parse tree shows."""
    try:
        tree = sre_parse.parse(pattern.pattern, pattern.flags)
    except (re.error, RecursionError):  # pragma: no cover - compiled already, so it parses
        return None
    return _sequence(list(tree), bool(pattern.flags & re.IGNORECASE))


def _better(a: Literals | None, b: Literals | None) -> Literals | None:
    """The more selective of two requirements: its shortest literal the longest, then the fewest."""
    if a is None or b is None:
        return a if b is None else b
    return max(a, b, key=lambda lits: (min(map(len, lits)), -len(lits)))


def _sequence(items: list[tuple[Any, Any]], ignore_case: bool) -> Literals | None:
    """What a sequence of parsed items requires: its longest runs of literal characters, or any item's."""
    best: Literals | None = None
    run: list[str] = []
    for op, av in [*items, (None, None)]:
        char = _char(op, av, ignore_case)
        if char is not None:
            run.append(char)
            continue
        if run:
            best = _better(best, frozenset({"".join(run)}))
            run = []
        if op is not None:
            best = _better(best, _item(op, av, ignore_case))
    return best


def _char(op: Any, av: Any, ignore_case: bool) -> str | None:
    """The one character a literal item matches in a `caseless` text, or None."""
    if op is not sre.LITERAL or type(av) is not int:
        return None
    char = chr(av)
    if not ignore_case:
        return char
    char = char.lower()
    # a letter outside ASCII with case may match an ASCII one ignoring case ("ı" matches "i")
    return char if len(char) == 1 and (char.isascii() or char.upper() == char) else None


def _item(op: Any, av: Any, ignore_case: bool) -> Literals | None:
    """What one parsed item (not a literal character) requires."""
    if op is sre.IN:  # a class of characters, each a literal ("[ae]"; "a|e" is parsed as one)
        chars = [_char(kind, value, ignore_case) for kind, value in av]
        return frozenset(char for char in chars if char is not None) if chars and None not in chars else None
    if op is sre.SUBPATTERN:
        _, add_flags, del_flags, body = av
        case = (ignore_case or bool(add_flags & re.IGNORECASE)) and not del_flags & re.IGNORECASE
        return _sequence(list(body), case)
    if op is sre.ATOMIC_GROUP:
        return _sequence(list(av), ignore_case)
    if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
        low, _, body = av
        return _sequence(list(body), ignore_case) if low >= 1 else None
    if op is sre.ASSERT:  # a positive lookahead or lookbehind: the text has its match too
        _, body = av
        return _sequence(list(body), ignore_case)
    if op is sre.BRANCH:
        _, alternatives = av
        found: set[str] = set()
        for alternative in alternatives:
            lits = _sequence(list(alternative), ignore_case)
            if lits is None:
                return None
            found |= lits
            if len(found) > MAX_LITERALS:
                return None
        return frozenset(_shortest(found))
    return None


def _shortest(lits: set[str]) -> set[str]:
    """The literals without those that contain another (a text with "delete" has "delet")."""
    return {lit for lit in lits if not any(other != lit and other in lit for other in lits)}


def _case_kept_items(pattern: re.Pattern[str]) -> list[tuple[Any, Any]] | None:
    """The pattern's parsed top-level items, where case is not ignored (an ASCII letter then matches a higher one:
    "k", "K"); None otherwise."""
    if pattern.flags & _IGNORECASE:
        return None
    try:
        return list(sre_parse.parse(pattern.pattern, pattern.flags))
    except (re.error, RecursionError):  # pragma: no cover - compiled already, so it parses
        return None


def lowest_start(pattern: re.Pattern[str]) -> str | None:
    """The lowest character a match of `pattern` can start with, where its parse tree shows it: each of its
    alternatives opens with a literal or a class of literals and ranges, and case is not ignored. A text
    whose characters are all lower than it (`max(text) < lowest_start(pattern)`) has no match. None otherwise."""
    items = _case_kept_items(pattern)
    if items is None:
        return None
    if len(items) == 1 and items[0][0] is sre.BRANCH:
        firsts = [list(alternative)[:1] for alternative in items[0][1][1]]
    else:
        firsts = [items[:1]]
    lowest = [_lowest(*first[0]) if first else None for first in firsts]
    return None if None in lowest else chr(min(code for code in lowest if code is not None))


def _lowest(op: Any, av: Any) -> int | None:
    """The lowest code point a parsed literal or class of literals and ranges matches; None for any other item."""
    if op is sre.LITERAL:
        return int(av)
    if op is sre.IN and av and all(kind in (sre.LITERAL, sre.RANGE) for kind, _ in av):
        return min(value if kind is sre.LITERAL else value[0] for kind, value in av)
    return None


def caseless(text: str) -> bool:
    """Whether `in` finds a lowered literal exactly where IGNORECASE matching would: a lower-case text
    with no letter that another letter's case stands for ("ı" and "i" are both "I" in upper case, "ſ"
    and "s" both "S"; ignoring case, a pattern's "i" matches "ı")."""
    return text == text.lower() == text.upper().lower()


def _ordered(lits: Literals | None) -> tuple[str, ...] | None:
    """A requirement as `Gated` tests it: the shortest literals first (the likeliest to be found)."""
    return tuple(sorted(lits, key=lambda lit: (len(lit), lit))) if lits else None


# From this many literals on, a text is searched for them with their trie (`_finder`) rather than with `in` one by one.
FINDER_LITERALS = 8


def _trie(literals: Sequence[str]) -> str:
    """A regex source matching any of `literals` (none empty) where one starts, the longest one there: their
    trie, each node's branches told apart by their first character and tried before the node's own end."""
    root: dict[str, Any] = {}
    for literal in literals:
        node = root
        for char in literal:
            node = node.setdefault(char, {})
        node[""] = {}  # a literal ends here

    def source(node: dict[str, Any]) -> str:
        branches = [re.escape(char) + source(child) for char, child in sorted(node.items()) if char]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else f"(?:{'|'.join(branches)})"
        return f"(?:{body})?" if "" in node else body

    return source(root)


@functools.lru_cache(maxsize=1024)
def _finder(literals: tuple[str, ...]) -> re.Pattern[str]:
    """The literals' trie compiled: its search finds one exactly where `in` finds one, and at the leftmost
    position any starts, the longest that does (every other starting there is a prefix of it). Compiled once
    per process for the same literals, when first searched (routers and ceilings share most sets)."""
    return re.compile(_trie(literals))


# At most this many patterns kept compiled by `_compiled` (a router's and a language detector's lazily compiled ones
# are a few hundred; their sources are the code's and the packs', never a message's).
COMPILED_KEPT = 4096


@functools.lru_cache(maxsize=COMPILED_KEPT)
def _compiled(source: str, flags: int) -> re.Pattern[str]:
    """`source` compiled with `flags`, once per process: a pattern whose analysis a table read is compiled when first
    searched, and `re`'s own cache (512 patterns, which a router's build goes through many times over) had forgotten it
    by then, so every router a process built compiled its searched patterns again (~30 for a conversation, 4-14 ms of
    CPU in its first turns). A compiled pattern holds nothing but its source and flags."""
    return re.compile(source, flags)


class Gated:
    """A compiled pattern searched only when the text holds one of the literals it requires."""

    __slots__ = ("_pattern", "source", "flags", "literals", "_any_case", "_find")

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self._pattern: re.Pattern[str] | None = pattern
        self.source, self.flags = pattern.pattern, pattern.flags
        self.literals = _ordered(required(pattern))
        self._any_case = bool(pattern.flags & _IGNORECASE)
        self._find: re.Pattern[str] | None = None

    @classmethod
    def known(cls, source: str, flags: int, literals: tuple[str, ...] | None) -> Gated:
        """A pattern whose literals are known already, compiled when first searched (`flags`: those
        of the pattern compiled, its inline global flags included)."""
        gated = cls.__new__(cls)
        gated._pattern, gated.source, gated.flags, gated.literals = None, source, flags, literals
        gated._any_case = bool(flags & _IGNORECASE)
        gated._find = None
        return gated

    @property
    def pattern(self) -> re.Pattern[str]:
        if self._pattern is None:
            self._pattern = _compiled(self.source, self.flags)
        return self._pattern

    def possible(self, text: str, caseless_text: bool = True) -> bool:
        """False only when the pattern cannot match `text` (`caseless_text`: `caseless(text)`, which a
        case-insensitive pattern's test needs)."""
        literals = self.literals
        if literals is None or (self._any_case and not caseless_text):
            return True
        if len(literals) < FINDER_LITERALS:
            return any(map(text.__contains__, literals))
        find = self._find
        if find is None:
            find = self._find = _finder(literals)
        return find.search(text) is not None

    def may_match(self, text: str) -> bool:
        """False only when the pattern cannot match `text` (`possible`, with `caseless` worked out)."""
        return self.possible(text, not self._any_case or caseless(text))

    def search(self, text: str) -> re.Match[str] | None:
        if not self.possible(text, not self._any_case or caseless(text)):
            return None
        return self.pattern.search(text)

    def sub(self, replacement: str | Callable[[re.Match[str]], str], text: str) -> str:
        if not self.possible(text, not self._any_case or caseless(text)):
            return text
        return self.pattern.sub(replacement, text)

    def findall(self, text: str) -> list[Any]:
        if not self.possible(text, not self._any_case or caseless(text)):
            return []
        return self.pattern.findall(text)


def _class_end(source: str, i: int) -> int:
    """Where the character class opened at `source[i]` ("[") ends (just after its "]")."""
    i += 1
    if source.startswith("^", i):
        i += 1
    if source.startswith("]", i):  # a "]" right after the "[" (or "[^") is a member, not the class's end
        i += 1
    while i < len(source) and source[i] != "]":
        i += 2 if source[i] == "\\" else 1
    return i + 1


def _walk(source: str, i: int) -> Iterator[tuple[int, str, int]]:
    """Each character of a pattern from `source[i]` outside character classes and escapes, with its index and the
    depth of groups after it (a "(" counts itself, a ")" is at the depth it returns to)."""
    depth = 0
    while i < len(source):
        char = source[i]
        if char == "[":
            i = _class_end(source, i)
            continue
        depth += 1 if char == "(" else -1 if char == ")" else 0
        yield i, char, depth
        i += 2 if char == "\\" else 1


def _scan(source: str) -> tuple[list[str], int | None] | None:
    """A pattern's alternatives at its top-level `|`, as written, and where the group its first
    character opens closes (None if it opens none). None when the pattern may not be read apart (a
    back reference or a conditional group ties its parts to each other's groups, and a global inline
    flag belongs to the whole)."""
    if re.search(r"\\[1-9]|\(\?P=|\(\?\(|\(\?[aiLmsux]+\)", source):
        return None
    parts: list[str] = []
    start, first_closes = 0, None
    for i, char, depth in _walk(source, 0):
        if char == ")" and depth == 0 and first_closes is None and source.startswith("("):
            first_closes = i
        elif char == "|" and depth == 0:
            parts.append(source[start:i])
            start = i + 1
    parts.append(source[start:])
    return parts, first_closes


def _one_group(part: str) -> str | None:
    """The body of a part that is one group and nothing else (`(?:…)` or `(…)`, no quantifier after
    it), or None."""
    scanned = _scan(part)
    if scanned is None or scanned[1] != len(part) - 1:
        return None
    if part.startswith("(?:"):
        return part[3:-1]
    return part[1:-1] if not part.startswith("(?") else None


def alternatives(source: str) -> list[str] | None:
    """A pattern read as alternatives any one of which may match where it does: its top-level `|`
    split, and each alternative that is one group of alternatives split again. None when it may not
    be read apart (see `_scan`)."""
    scanned = _scan(source)
    if scanned is None:
        return None
    parts = scanned[0]
    found: list[str] = []
    for part in parts:
        body = _one_group(part)
        inner = alternatives(body) if body is not None else None
        found.extend(inner if inner is not None and len(inner) > 1 else [part])
    return found


def _group_end(source: str, i: int) -> int | None:
    """Where the group opened at `source[i]` ("(") ends (just after its ")"), or None when it does not."""
    return next((j + 1 for j, char, depth in _walk(source, i) if char == ")" and depth == 0), None)


# What an alternative needs found before it is searched: any of some sets of lookahead bodies, each body of a set
# found (`_lookaheads`).
Needs = tuple[tuple[tuple[str, ...], ...], ...]


def _opening(source: str) -> tuple[list[str], str] | None:
    """The bodies after `.*` of the lookaheads `(?=.*…)` that `source` opens with (negative lookaheads among them
    passed over: they look from the same position), and the rest of it; None when a group does not close."""
    bodies: list[str] = []
    i = 0
    while source.startswith(("(?=", "(?!"), i):
        end = _group_end(source, i)
        if end is None:
            return None
        body = source[i + 5:end - 1]
        # `.*` greedy or lazy (never possessive), and a body of one alternative (not ".*a|b")
        if source.startswith("(?=.*", i) and not body.startswith("+"):
            body = body.removeprefix("?")
            scanned = _scan(body)
            if body and scanned is not None and len(scanned[0]) == 1:
                bodies.append(body)
        i = end
    return bodies, source[i:]


@functools.lru_cache(maxsize=4096)  # a pure reading of a pattern, the same for every router a process builds
def _lookaheads(source: str, flags: int) -> Needs | None:
    """What a pattern that opens with `^` and lookaheads `(?=.*…)` needs found ("^(?=.*\\d)(?=.*(?:set|put))", "^(?=.*\\d)
    (?:(?=.*a)(?=.*b)|(?=.*c))"): searched at the start only (`^`, without MULTILINE), it matches only where each such
    lookahead's body matches somewhere its `.*` reaches, starting no later than the first line's end; and where it
    goes on with a group of alternatives that each open so, where one of them has each of its bodies matched so.
    None when it opens otherwise, is several alternatives or may not be read apart (`_scan`), or its flags read it
    otherwise."""
    # Unwrapping a group drops only "(", "?" and ":" from the front: a source whose first other character is no "^"
    # opens with none, and most do not (reading one apart walks it whole, ~0.7 s of a router's build for them all).
    if not source.lstrip("(?:").startswith("^"):
        return None
    while (body := _one_group(source)) is not None:  # "(?:^(?=.*a)b)", as a pattern is read apart
        source = body
    if not source.startswith("^") or flags & (re.MULTILINE | re.VERBOSE):
        return None
    scanned = _scan(source)
    if scanned is None or len(scanned[0]) != 1:  # "^(?=.*a)b|c" matches "c" wherever "a" is
        return None
    opened = _opening(source[1:])
    if opened is None:
        return None
    bodies, rest = opened
    needs: list[tuple[tuple[str, ...], ...]] = [((body,),) for body in bodies]
    group = _one_group(rest) if rest.startswith("(") else None
    branches = _scan(group) if group is not None else None
    if branches is not None:
        each = [_opening(branch) for branch in branches[0]]
        if all(opened is not None and opened[0] for opened in each):
            needs.append(tuple(tuple(opened[0]) for opened in each if opened is not None))
    return tuple(needs) or None


class Possible:
    """Which of many gated patterns may match a text, in one pass over their literals: each distinct
    literal is looked for once (`filter` with `in`, a C loop), and the patterns it gates are read from
    an index, rather than a Python step (two calls and an `any`) for each pattern. `indices` gives
    exactly the positions whose `Gated.possible(text, caseless_text)` is true, in order."""

    __slots__ = ("_literals", "_where", "_always", "_any_case", "_below", "_find")

    def __init__(self, gates: Sequence[Gated]) -> None:
        where: dict[str, list[int]] = {}
        for i, gate in enumerate(gates):
            for literal in gate.literals or ():
                where.setdefault(literal, []).append(i)
        self._literals = tuple(where)
        self._where = {literal: tuple(positions) for literal, positions in where.items()}
        # each literal's gates and those of the literals it starts with: found where it is (`_finder` finds the
        # longest starting at a position), they are found there too
        self._below = {literal: tuple(sorted({i for end in range(1, len(literal) + 1)
                                              for i in self._where.get(literal[:end], ())}))
                       for literal in self._literals} if len(self._literals) >= FINDER_LITERALS else {}
        self._find: re.Pattern[str] | None = None
        self._always = tuple(i for i, gate in enumerate(gates) if gate.literals is None)
        # a case-insensitive pattern's literals tell nothing in a text that is not `caseless`
        self._any_case = tuple(i for i, gate in enumerate(gates) if gate.literals is not None and gate._any_case)

    def indices(self, text: str, caseless_text: bool = True) -> list[int]:
        found = set(self._always)
        if not caseless_text:
            found.update(self._any_case)
        if not self._below:
            where = self._where
            for literal in filter(text.__contains__, self._literals):
                found.update(where[literal])
            return sorted(found)
        find = self._find
        if find is None:
            find = self._find = _finder(self._literals)
        below = self._below
        at = find.search(text)
        while at is not None:  # every position a literal starts at, its longest there
            found.update(below[at.group()])
            at = find.search(text, at.start() + 1)
        return sorted(found)


_REPEATS = (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT)


def _opens_with_a_scan(source: str, flags: int) -> bool:
    """Whether a pattern opens with a repeat, anchors such as `\\b` aside (`\\w+'è`, `\\b[^\\W\\d_]{3,}ó\\b`): an
    alternation's test of the next character cannot pass over such an alternative, so it is tried wherever the
    alternation is, and runs through a word before it fails."""
    first = next((op for op, _ in sre_parse.parse(source, flags) if op is not sre.AT), None)
    return first in _REPEATS


def scans_apart(source: str, flags: int = 0) -> tuple[str, Literals] | None:
    """`source` without its top-level alternatives that open with a scan (`_opens_with_a_scan`), require a literal
    (`required`) and hold no group, joined again, and those literals. In a text with none of them, the alternatives
    left out match nowhere, so the pattern without them, alone or inside a larger one, matches exactly where and as
    the whole does, with the same groups: an alternation tries its alternatives in order, and one that cannot
    match passes. None when
    there is none to leave out or nothing would be left, or the pattern may not be read apart (`_scan`) or its
    flags read it otherwise (ignoring case, a lowered literal says nothing of a text with capitals)."""
    scanned = _scan(source) if not flags & (_IGNORECASE | re.VERBOSE) else None
    if scanned is None:
        return None
    kept: list[str] = []
    needs: set[str] = set()
    for part in scanned[0]:
        compiled = re.compile(part, flags)
        literals = required(compiled) if not compiled.groups and _opens_with_a_scan(part, flags) else None
        if literals is None:
            kept.append(part)
        else:
            needs |= literals
    return ("|".join(kept), frozenset(_shortest(needs))) if needs and kept else None


class ScansApart:
    """A pattern searched without its alternatives that open with a scan where the text has none of the literals
    they require (`scans_apart`): the engine no longer tries them at every word of most texts."""

    __slots__ = ("whole", "_lean", "_needs")

    def __init__(self, whole: re.Pattern[str], lean: tuple[re.Pattern[str], Literals] | None = None) -> None:
        """`whole`: the pattern; `lean`: it without those alternatives, compiled, and their literals."""
        self.whole = whole
        self._lean = lean[0] if lean is not None else None
        self._needs = _ordered(lean[1]) if lean is not None else None

    @classmethod
    def of(cls, pattern: re.Pattern[str]) -> ScansApart:
        """A pattern with its own top-level alternatives left out where they cannot match."""
        apart = scans_apart(pattern.pattern, pattern.flags)
        return cls(pattern, None if apart is None else (re.compile(apart[0], pattern.flags), apart[1]))

    def pattern_for(self, text: str) -> re.Pattern[str]:
        """The pattern to search `text` with: without those alternatives where it has none of their literals."""
        if self._lean is None or self._needs is None or any(map(text.__contains__, self._needs)):
            return self.whole
        return self._lean


def floor(pattern: re.Pattern[str]) -> str | None:
    """The lowest character such that every text `pattern` matches in holds one at least as high, where its parse
    tree shows one: the highest of those its required items need (a literal character itself, a class of literals
    and ranges its lowest, a branch its alternatives' lowest; repeats of at least one and positive lookarounds
    included). A text whose characters are all lower (`max(text) < floor(pattern)`: a Latin text, and a pattern of
    kana) has no match. None when it shows none, or case is ignored (an ASCII letter matches a higher one: "k", "K")."""
    items = _case_kept_items(pattern)
    if items is None:
        return None
    code = _floor_sequence(items)
    return None if code is None else chr(code)


def _floor_sequence(items: list[tuple[Any, Any]]) -> int | None:
    """The highest floor of a sequence's items (`floor`), as a code point."""
    return max((code for op, av in items if (code := _floor_item(op, av)) is not None), default=None)


def _floor_item(op: Any, av: Any) -> int | None:
    """The floor of one parsed item (`floor`), as a code point; None where it needs no character it shows."""
    if op is sre.LITERAL or op is sre.IN:
        return _lowest(op, av)
    if op is sre.SUBPATTERN:
        _, add_flags, _, body = av
        return None if add_flags & _IGNORECASE else _floor_sequence(list(body))
    if op is sre.ATOMIC_GROUP:
        return _floor_sequence(list(av))
    if op in _REPEATS:
        low, _, body = av
        return _floor_sequence(list(body)) if low >= 1 else None
    if op is sre.ASSERT:  # a positive lookahead or lookbehind: the text has its match too
        return _floor_sequence(list(av[1]))
    if op is sre.BRANCH:
        codes = [_floor_sequence(list(alternative)) for alternative in av[1]]
        return None if None in codes else min(code for code in codes if code is not None)
    return None


class FloorsApart:
    """A pattern of alternatives (no group) matched without those that need a character higher than any of the text's
    (`floor`): in a Latin text, a clause's end said with kana, Han or full-width punctuation. An alternation tries its
    alternatives in order, and one that cannot match passes, so the pattern without them finds the same matches and
    splits a text into the same pieces; the engine no longer tries them at every position (with a lookbehind first,
    nor can it skip a position by its first character). Each lean pattern is compiled with the whole, one for each
    floor the text's highest character may fall below."""

    __slots__ = ("whole", "_floors", "_lean")

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.whole = pattern
        scanned = _scan(pattern.pattern) if not pattern.groups and not pattern.flags & (_IGNORECASE | re.VERBOSE) else None
        parts = [(part, floor(re.compile(part, pattern.flags))) for part in (scanned[0] if scanned else ())]
        self._floors = tuple(sorted({code for _, code in parts if code is not None}))
        # the pattern for a text whose highest character is below floor i: the parts that need no higher one
        self._lean = tuple(re.compile("|".join(part for part, code in parts if code is None or code < self._floors[i]) or "(?!)",
                                      pattern.flags) for i in range(len(self._floors)))

    def pattern_for(self, text: str) -> re.Pattern[str]:
        """The pattern to match `text` with: without the alternatives that need a character higher than its highest."""
        if not text or not self._floors:
            return self.whole
        level = bisect.bisect_right(self._floors, max(text))  # the floors at or below the text's highest character
        return self._lean[level] if level < len(self._floors) else self.whole


class GatedAlternatives:
    """A pattern made of many alternatives (a word table of every language) whose search answers
    *whether* it matches: each alternative is searched alone, and only in a text with a literal it
    requires (`Gated`), where the whole pattern's literals are any alternative's, so that one common
    word let the regex engine try every alternative at every position. A text matches the whole
    pattern exactly when it matches one of its alternatives (a top-level alternation matches at a
    position when one of its alternatives does), so `search` finds a match exactly when the whole
    pattern's search does; the match it returns is the first alternative's, not necessarily the
    leftmost. The alternatives with no literal to test are searched together, as one pattern.
    `sub` and `findall` read the whole pattern (where a match is matters to them).

    An alternative that opens with `^` and lookaheads `(?=.*…)` ("^(?=.*(?:set|put))(?=.*\\d)") is searched only
    where what each lookahead needs is found first, each read apart in turn (`_lookaheads`): the engine tries such
    a lookahead's alternatives at every position `.*` backtracks to, ~50 µs for the ceiling's verbs of every
    language."""

    __slots__ = ("_whole", "_parts", "_possible", "_needs", "_dotall")

    def __init__(self, pattern: re.Pattern[str] | str, flags: int = 0, *, table: LiteralTable | None = None) -> None:
        """`pattern`: compiled, or its source and `flags`; `table`: where its reading is remembered (a
        pattern read there is compiled, whole or in parts, only where a search gets past the literals)."""
        source, flags = (pattern.pattern, pattern.flags) if isinstance(pattern, re.Pattern) else (pattern, flags)
        known = table.read_apart(source, flags) if table is not None else None
        if known is not None:
            compiled, literals, parts = known
            self._whole = Gated.known(source, compiled, literals)
            if isinstance(pattern, re.Pattern):
                self._whole._pattern = pattern
            gated = [Gated.known(part, compiled, lits) for part, lits in parts]
        else:
            whole = pattern if isinstance(pattern, re.Pattern) else re.compile(pattern, flags)
            self._whole = Gated(whole)
            gated = self._read_apart(whole)
            if table is not None:
                table.remember_apart(source, flags, self._whole, gated)
        self._parts: tuple[Gated, ...] = tuple(gated) if len(gated) > 1 else (self._whole,)
        self._possible = Possible(self._parts)
        needs = [_lookaheads(part.source, part.flags) for part in self._parts]
        self._needs: tuple[tuple[tuple[tuple[GatedAlternatives, ...], ...], ...] | None, ...] | None = None
        if any(needs):
            read = {body: GatedAlternatives(body, part.flags, table=table) for part, of in zip(self._parts, needs, strict=True)
                    for need in of or () for bodies in need for body in bodies}
            self._needs = tuple(None if of is None else tuple(tuple(tuple(read[body] for body in bodies) for bodies in need)
                                                             for need in of) for of in needs)
        self._dotall = bool(self._whole.flags & re.DOTALL)

    def _ruled_out(self, i: int, text: str) -> bool:
        """Whether alternative `i` cannot match: something a lookahead it opens with needs is not found."""
        needs = self._needs[i] if self._needs is not None else None
        if needs is None:
            return False
        line_end = len(text) if self._dotall else text.find("\n")
        end = len(text) if line_end < 0 else line_end
        return not all(any(all(body._starts_by(text, end) for body in bodies) for bodies in need) for need in needs)

    def _starts_by(self, text: str, end: int) -> bool:
        """Whether the pattern matches `text` starting at `end` or before."""
        if end >= len(text):
            return self.search(text) is not None
        caseless_text = not self._whole._any_case or caseless(text)
        if not self._whole.possible(text, caseless_text):
            return False
        parts = self._parts
        return any((found := parts[i].pattern.search(text)) is not None and found.start() <= end
                   for i in self._possible.indices(text, caseless_text))

    @property
    def pattern(self) -> re.Pattern[str]:
        return self._whole.pattern

    def may_match(self, text: str) -> bool:
        """False only when the pattern cannot match `text`, nor any piece of it (none of its literals is there)."""
        return self._whole.may_match(text)

    @staticmethod
    def _read_apart(pattern: re.Pattern[str]) -> list[Gated]:
        """Its alternatives, each behind its literals, those with none together; one or none when it is
        not read apart."""
        parts = alternatives(pattern.pattern)
        gated: list[Gated] = []
        ungated: list[str] = []
        try:
            for part in parts or ():
                one = Gated(re.compile(part, pattern.flags))
                if one.literals is None:
                    ungated.append(part)
                else:
                    gated.append(one)
            if ungated:
                gated.append(Gated(re.compile("|".join(f"(?:{part})" for part in ungated), pattern.flags)))
        except re.error:  # a part that means nothing alone (never seen): the whole pattern, as it is
            gated = []
        return gated

    def search(self, text: str) -> re.Match[str] | None:
        caseless_text = not self._whole._any_case or caseless(text)
        if not self._whole.possible(text, caseless_text):
            return None
        parts = self._parts
        if self._needs is not None:
            return next((found for i in self._possible.indices(text, caseless_text)
                         if not self._ruled_out(i, text) and (found := parts[i].pattern.search(text))), None)
        return next((found for i in self._possible.indices(text, caseless_text)
                     if (found := parts[i].pattern.search(text))), None)

    def sub(self, replacement: str | Callable[[re.Match[str]], str], text: str) -> str:
        return self._whole.sub(replacement, text)

    def findall(self, text: str) -> list[Any]:
        return self._whole.findall(text)


class LeftmostAlternatives(GatedAlternatives):
    """A pattern of many alternatives whose match is read (where it starts and ends, its groups): `search` gives
    exactly the whole pattern's match. The whole matches at a position exactly where one of its alternatives does,
    so its leftmost match starts where the leftmost of its alternatives' matches does; each alternative is searched
    alone, behind its literals, and the whole pattern is then tried at that position only (where it picks the
    alternative it would, with its groups), rather than searched at every position of the text."""

    __slots__ = ()

    def search(self, text: str) -> re.Match[str] | None:
        caseless_text = not self._whole._any_case or caseless(text)
        if not self._whole.possible(text, caseless_text):
            return None
        parts = self._parts
        if len(parts) == 1:
            return None if self._ruled_out(0, text) else self._whole.pattern.search(text)
        start = -1
        for i in self._possible.indices(text, caseless_text):
            if self._needs is not None and self._ruled_out(i, text):
                continue
            found = parts[i].pattern.search(text)
            if found is not None and (start < 0 or found.start() < start):
                start = found.start()
                if start == 0:
                    break
        if start < 0:
            return None
        whole = self._whole.pattern
        # matched at `start` as searched (a lookbehind, a word boundary and `^` see the text before it alike)
        return whole.match(text, start) or whole.search(text)


# A table's file keeps up to this many entries no build that wrote it used (or as many as it used).
OTHERS_KEPT = 4096

# What a table keeps of a pattern: its flags compiled (its inline flags added to those it was given), its literals
# (none: []), and the parts it is read in (each part's source and literals; none when it is not read apart), or
# no parts (null) for a pattern only gated.
_Entry = tuple[int, tuple[str, ...] | None, list[tuple[str, tuple[str, ...] | None]] | None]


class LiteralTable:
    """The analyses of patterns (`required`, and how a pattern of alternatives is read apart) remembered
    by pattern: read from the startup cache, and written back after a build that made new ones. A pattern
    whose analysis was read is compiled only when a search gets past its literals (`Gated.known`).

    An entry is found by a hash of the pattern's source and flags, in a file whose key is the hash of
    this module's source (and Python's version: the parser is the `re` module's), so an edit of a pattern
    misses that pattern only, and an edit of the analysis misses them all. The file keeps the entries a
    build used, and those of other builds (another router's, a language detector's) while they are no
    more than those or `OTHERS_KEPT`: the entries of patterns edited away do not pile up.
    """

    KIND = "literals"

    def __init__(self, known: Mapping[str, Any] | None = None, *, recording: bool = True) -> None:
        """`recording`: whether analyses are keyed and kept for `save`; a table with no cache behind it
        neither hashes patterns nor keeps what it would never write."""
        self._known = dict(known or {})
        self._used: dict[str, Any] = {}
        self._recording = recording
        self.made = 0  # analyses made by this table, not read

    @classmethod
    def load(cls, cache: StartupCache | None) -> LiteralTable:
        if cache is None:
            return cls(recording=False)
        stored = cache.read_json(cls.KIND, _code_key())
        entries = stored.get("entries") if isinstance(stored, dict) else None
        return cls(entries if isinstance(entries, dict) else None)

    def save(self, cache: StartupCache | None) -> None:
        """Writes the table when it made analyses (one read whole is left as it is)."""
        if cache is None or not self.made:
            return
        entries = dict(self._used)
        others = {key: value for key, value in self._known.items() if key not in entries}
        if len(others) <= max(len(entries), OTHERS_KEPT):
            entries.update(others)
        cache.write_json(self.KIND, _code_key(), {"entries": entries})

    def gate(self, source: str, flags: int = 0) -> Gated:
        """The pattern `source` gated; compiled only when first searched where its literals were read here."""
        if not self._recording:
            return Gated(re.compile(source, flags))
        key = _entry_key("s", source, flags)
        entry = _entry(self._known.get(key))
        if entry is not None and entry[2] is None:
            self._used[key] = self._known[key]
            return Gated.known(source, entry[0], entry[1])
        gated = Gated(re.compile(source, flags))
        self._remember(key, (gated.flags, gated.literals, None))
        return gated

    def read_apart(self, source: str, flags: int) -> tuple[int, tuple[str, ...] | None, list[tuple[str, tuple[str, ...] | None]]] | None:
        """How a pattern of alternatives was read: its flags compiled, its literals and its parts; None
        when it never was."""
        if not self._recording:
            return None
        key = _entry_key("a", source, flags)
        entry = _entry(self._known.get(key))
        if entry is None or entry[2] is None:
            return None
        self._used[key] = self._known[key]
        return entry[0], entry[1], entry[2]

    def remember_apart(self, source: str, flags: int, whole: Gated, parts: Sequence[Gated]) -> None:
        if self._recording:
            self._remember(_entry_key("a", source, flags),
                           (whole.flags, whole.literals, [(part.source, part.literals) for part in parts]))

    def _remember(self, key: str, entry: _Entry) -> None:
        flags, literals, parts = entry
        self._used[key] = [flags, list(literals or ()),
                           None if parts is None else [[source, list(lits or ())] for source, lits in parts]]
        self.made += 1


def _entry_key(kind: str, source: str, flags: int) -> str:
    return hashlib.blake2b(f"{kind}{flags}:{source}".encode("utf-8", "surrogatepass"), digest_size=16).hexdigest()


def _literals_of(value: Any) -> tuple[str, ...] | None | bool:
    """A stored list of literals as `Gated` keeps them (an empty one: None), or False when it is none."""
    if type(value) is not list or not all(type(lit) is str for lit in value) or "" in value:
        return False
    return tuple(value) or None


def _entry(value: Any) -> _Entry | None:
    """A stored entry read back, or None when it is missing or not one (a foreign or damaged file)."""
    if not isinstance(value, list) or len(value) != 3 or type(value[0]) is not int:
        return None
    literals = _literals_of(value[1])
    if literals is False:
        return None
    if value[2] is None:
        return value[0], literals, None  # type: ignore[return-value]  # False ruled out above
    if not isinstance(value[2], list):
        return None
    parts: list[tuple[str, tuple[str, ...] | None]] = []
    for part in value[2]:
        if not isinstance(part, list) or len(part) != 2 or not isinstance(part[0], str):
            return None
        lits = _literals_of(part[1])
        if lits is False:
            return None
        parts.append((part[0], lits))  # type: ignore[arg-type]  # False ruled out above
    return value[0], literals, parts  # type: ignore[return-value]  # False ruled out above


@functools.cache
def _code_key() -> str:
    """The key of the analyses this module makes: its own source (the parser is Python's, whose version
    `fingerprint` adds)."""
    return fingerprint(files=[Path(__file__)])
