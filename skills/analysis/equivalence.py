"""Is an answer certainly the key's answer written differently? Cheap rules first, structural math last.

`format` is only ever said when the answer is certainly the key's: multiple choice by the option
named (choices.py), text rules, one number on each side (numbers.py), a harmless qualifier or a
surname (qualifier.py, names.py), and math read as a whole structure (mathform.py) whose leaf
expressions sympy compares exactly in worker processes (mathcheck.py). Anything unread is "not".
"""

from __future__ import annotations

import concurrent.futures
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal

import mathbounds
from skills.analysis import mathform
from skills.analysis.choices import choice_match, options_of
from skills.analysis.mathcheck import MathChecker
from skills.analysis.models import Equivalence, ItemKey
from skills.analysis.names import article_match, surname_match
from skills.analysis.numbers import Reading, final_number, read_number, read_number_words
from skills.analysis.qualifier import qualifier_match
from skills.analysis.sentence import sentence_match
from skills.analysis.text import MAX_CHARS, has_hidden_characters, text_rule

_NOT = Equivalence(equivalent=False, rule=None)
_EXACT = Equivalence(equivalent=True, rule="exact")
# Bounded: one judge lives as long as the bot. 100,000 pairs cover a 5,000-item x 14-model analysis.
_CACHE_SIZE = 100_000
_LEAF_CACHE_SIZE = 100_000
_KEY_PARTS_SIZE = 20_000

def candidates(key: ItemKey) -> list[str]:
    """The texts the key states as correct: every accepted answer, then the reference."""
    seen: dict[str, None] = {}
    for text in [*key.accepted, key.reference]:
        if text.strip():
            seen.setdefault(text, None)
    return list(seen)


def key_accepts_cheaply(answer: str, key: ItemKey) -> bool | None:
    """The key's own match rule, as the platform applies it; None for `math` (needs the judge)."""
    texts = [t for t in key.accepted if t.strip()]
    if key.match == "math":
        return None
    if key.match == "case_insensitive":
        return answer.strip().casefold() in {t.strip().casefold() for t in texts}
    if key.match == "numeric":
        value = final_number(answer)
        return value is not None and any(final_number(t) == value for t in texts)
    return answer.strip() in {t.strip() for t in texts}


def _looks_mathematical(text: str, reading: Reading) -> bool:
    return reading.kind in ("math", "value") or any(ch.isdigit() for ch in text)


@dataclass(frozen=True)
class _MathQuestion:
    """A pair the cheap rules leave to structural math: the answer's structure and the key texts'."""

    answer: mathform.Node
    texts: tuple[mathform.Node, ...]


_CacheKey = tuple[str, tuple[str, ...], str, tuple[str, ...]]


class EquivalenceJudge:
    """Decides whether two answers say the same thing, with the rule that shows it.

    Holds caches (by distinct answer/key pair, and by distinct pair of math leaves) and, unless one
    is injected, a process pool for sympy and math-verify; call `aclose`.
    """

    def __init__(
        self, *, executor: concurrent.futures.Executor | None = None, timeout: float = 2.0
    ) -> None:
        self._math = MathChecker(executor=executor, timeout=timeout)
        self._cache: OrderedDict[_CacheKey, Equivalence] = OrderedDict()
        self._leaves: OrderedDict[tuple[str, str], bool] = OrderedDict()
        # id(ItemKey) -> (that ItemKey, its part of the cache key); the object is kept so an id is never reused.
        self._key_parts: dict[int, tuple[ItemKey, tuple[tuple[str, ...], str, tuple[str, ...]]]] = {}

    async def judge(self, answer: str, key: ItemKey) -> Equivalence:
        """Is `answer` certainly equivalent to the item's correct answer as the key states it?"""
        if answer == key.reference or answer in key.accepted:
            return _EXACT
        cached = self._cache.get(self._cache_key(answer, key))
        if cached is not None:
            return cached
        return (await self.judge_many([(answer, key)]))[0]

    def _cache_key(self, answer: str, key: ItemKey) -> _CacheKey:
        """(answer, what the key says); the key part is computed once per ItemKey object."""
        known = self._key_parts.get(id(key))
        if known is None or known[0] is not key:
            known = (key, (tuple(candidates(key)), key.question, tuple(key.choices)))
            self._key_parts[id(key)] = known
            if len(self._key_parts) > _KEY_PARTS_SIZE:
                self._key_parts.clear()
        return (answer, *known[1])

    async def judge_many(self, pairs: Sequence[tuple[str, ItemKey]]) -> list[Equivalence]:
        """Judge many pairs; their math leaves go to the workers in one batch (one round-trip per chunk).

        Call it with every (answer, item) an analysis will ask about, and the later `judge` calls
        are answered from the cache.
        """
        entries = []
        for answer, key in pairs:
            exact = answer == key.reference or answer in key.accepted
            entries.append((answer, key, None if exact else self._cache_key(answer, key)))
        return await self._judge_entries(entries)

    async def _judge_entries(self, entries: Sequence[tuple[str, ItemKey, _CacheKey | None]]) -> list[Equivalence]:
        """Judge (answer, key, cache key) entries; a None cache key means the answer is the key's own text."""
        results: list[Equivalence | None] = [None] * len(entries)
        questions: dict[int, tuple[_CacheKey, _MathQuestion]] = {}
        for i, (answer, key, cache_key) in enumerate(entries):
            if cache_key is None:
                results[i] = _EXACT
                continue
            cached = self._cache.get(cache_key)
            if cached is not None:
                results[i] = cached
                continue
            verdict = _cheap(answer, key)
            if isinstance(verdict, Equivalence):
                self._remember(cache_key, verdict)
                results[i] = verdict
            else:
                questions[i] = (cache_key, verdict)
        if questions:
            await self._settle_leaves([q for _, q in questions.values()])
            for i, (cache_key, question) in questions.items():
                verdict = self._math_verdict(question)
                self._remember(cache_key, verdict)
                results[i] = verdict
        return [r if r is not None else _NOT for r in results]

    def _remember(self, cache_key: _CacheKey, verdict: Equivalence) -> None:
        self._cache[cache_key] = verdict
        if len(self._cache) > _CACHE_SIZE:
            self._cache.popitem(last=False)

    async def key_accepts(self, answer: str, key: ItemKey) -> bool:
        """The key's own rule applied to `answer` (math rule via math-verify, as the platform; a timeout = rejected)."""
        cheap = key_accepts_cheaply(answer, key)
        if cheap is not None:
            return cheap
        for text in key.accepted:
            if answer.strip() == text.strip():
                return True
            if mathbounds.too_complex(text) or mathbounds.too_complex(answer):
                continue  # refused before any worker: as a timeout would be, not accepted
            if await self._math.equal(text, answer):
                return True
        return False

    async def same_answer(self, a: str, b: str, item: ItemKey | None = None) -> bool:
        """Do two answers (e.g. from two models) certainly give the same answer, either way round?

        The very judge behind `format`, so agreement is never looser than a format finding; with
        `item`, its question and options count (`B` and `Paris` agree when Paris is option B).
        """
        if not a.strip() or not b.strip():
            return False
        if a.strip() == b.strip():
            return True
        question = item.question if item is not None else ""
        choices = tuple(item.choices) if item is not None else ()
        entries = []
        for x, y in ((a, b), (b, a)):
            cache_key = (x, (y,), question, choices)
            cached = self._cache.get(cache_key)
            if cached is not None and cached.equivalent:
                return True
            if cached is None:  # the ItemKey is built only when the pair is not known yet
                key = ItemKey(number=item.number if item is not None else 0, question=question, reference=y,
                              accepted=[y], choices=list(choices))
                entries.append((x, key, cache_key))
        return any(v.equivalent for v in await self._judge_entries(entries))

    async def aclose(self) -> None:
        await self._math.aclose()

    async def _settle_leaves(self, questions: Sequence[_MathQuestion]) -> None:
        """Decide every leaf pair the questions may need: cheaply where possible, the rest in one batch."""
        wanted: set[tuple[str, str]] = set()
        for question in questions:
            for node in question.texts:
                mathform.leaf_pairs(question.answer, node, wanted)
        unknown = []
        for pair in wanted:
            if pair in self._leaves:
                continue
            cheap = mathform.cheap_leaf_equal(*pair)
            if cheap is None and any(mathbounds.too_complex(leaf) for leaf in pair):
                cheap = False  # never sent to a worker: no judgement, so not equivalent
            if cheap is not None:
                self._leaf_result(pair, cheap)
            else:
                unknown.append(pair)
        if unknown:
            for pair, result in zip(unknown, await self._math.leaves_equal(unknown)):
                self._leaf_result(pair, bool(result))

    def _leaf_result(self, pair: tuple[str, str], result: bool) -> None:
        self._leaves[pair] = result
        if len(self._leaves) > _LEAF_CACHE_SIZE:
            self._leaves.popitem(last=False)

    def _math_verdict(self, question: _MathQuestion) -> Equivalence:
        def leaf_equal(a: str, b: str) -> bool:
            return self._leaves.get((a, b), False)

        if any(mathform.same(question.answer, node, leaf_equal) for node in question.texts):
            return Equivalence(equivalent=True, rule="math")
        return _NOT


def _cheap(answer: str, key: ItemKey) -> Equivalence | _MathQuestion:
    """Every rule but sympy; a `_MathQuestion` when only structural math can still decide."""
    texts = candidates(key)
    if not answer.strip() or not texts:
        return _NOT
    decided = _by_text(answer, key, texts)
    if decided is not None:
        return decided
    answer_reading = read_number(answer)
    readings = [(text, read_number(text)) for text in texts]
    decided = _by_numbers_and_words(answer, answer_reading, readings, key.question)
    if decided is not None:
        return decided
    return _math_question(answer, answer_reading, readings)


def _by_text(answer: str, key: ItemKey, texts: list[str]) -> Equivalence | None:
    """Equal once trimmed; unreadable (too long, hidden characters); the option named; the text rules."""
    stripped = answer.strip()
    if any(stripped == t.strip() for t in texts):
        return Equivalence(equivalent=True, rule="exact")
    if len(answer) > MAX_CHARS or has_hidden_characters(answer):
        return _NOT
    choice = choice_match(answer, key, options_of(key))
    if choice is not None:
        return Equivalence(equivalent=True, rule="choice") if choice else _NOT
    for text in texts:
        rule = text_rule(answer, text)
        if rule is not None:
            return Equivalence(equivalent=True, rule=rule)
    return None


def _article_match(answer: str, text: str, question: str) -> bool:
    return article_match(answer, text)


# The rules for a key text that states no number, in the order they are tried: (rule, matches).
_WORD_RULES: tuple[tuple[str, Callable[[str, str, str], bool]], ...] = (
    ("article", _article_match),
    ("qualifier", qualifier_match),
    ("surname", surname_match),
    ("sentence", sentence_match),
)


def _by_numbers_and_words(
    answer: str, answer_reading: Reading, readings: list[tuple[str, Reading]], question: str
) -> Equivalence | None:
    """The numeric rules against the key texts that state a number, then the word rules against those
    that do not; None when neither decides."""
    numeric_texts = [(t, r) for t, r in readings if r.kind != "none" or read_number_words(t) is not None]
    word_texts = [t for t, r in readings if r.kind == "none" and read_number_words(t) is None]
    if numeric_texts:
        verdict = _numeric(answer, answer_reading, numeric_texts)
        if verdict is not None and (verdict.equivalent or not word_texts):
            return verdict
    for text in word_texts:
        for rule, matches in _WORD_RULES:
            if matches(answer, text, question):
                return Equivalence(equivalent=True, rule=rule)
    return None


def _math_question(
    answer: str, answer_reading: Reading, readings: list[tuple[str, Reading]]
) -> Equivalence | _MathQuestion:
    """The answer's and the key texts' math structures, for the leaves to be compared; `_NOT` when the
    answer has none to read."""
    if not _looks_mathematical(answer, answer_reading):
        return _NOT
    answer_node = _structure(answer)
    if answer_node is None:
        return _NOT
    nodes = [
        node for text, reading in readings if reading.kind != "none" and (node := _structure(text)) is not None
    ]
    return _MathQuestion(answer_node, tuple(nodes)) if nodes else _NOT


def _structure(text: str) -> mathform.Node | None:
    """A text's final answer read as a math structure; None when unread or too much work to read."""
    final = mathform.final_answer(text)
    if final is None or mathbounds.too_complex(final):
        return None
    return mathform.parse(final)


def _numeric(answer: str, reading: Reading, texts: list[tuple[str, Reading]]) -> Equivalence | None:
    """Numeric and number-word rules. None = these rules cannot decide (leave it to math-verify)."""
    bare: set[Decimal | None] = set()
    worded: set[Decimal | None] = set()
    words: set[Decimal | None] = set()
    for text, text_reading in texts:
        if text_reading.kind == "value":
            (bare if text_reading.bare else worded).add(text_reading.value)
        elif text_reading.kind == "none":
            words.add(read_number_words(text))
    values = bare | worded | words
    if reading.kind == "ambiguous":
        return None  # not one number: only the whole structure can still show it ("1, 2" vs "2, 1")
    if reading.kind == "value":
        # Words on one side only: "15 apples" is "15", but "late 1968" is not "September 1968".
        if reading.value in bare or (reading.bare and reading.value in worded):
            return Equivalence(equivalent=True, rule="numeric")
        if reading.value in words:
            return Equivalence(equivalent=True, rule="number_words")
        # Every key text is a plain number and the answer states another one: decided.
        return _NOT if all(r.kind != "math" for _, r in texts) else None
    if reading.kind == "none":
        spelled = read_number_words(answer)
        if spelled is not None and spelled in values:
            return Equivalence(equivalent=True, rule="number_words")
        return _NOT if all(r.kind != "math" for _, r in texts) else None
    return None  # the answer is an expression: math-verify decides
