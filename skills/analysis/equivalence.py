"""Is an answer the key's answer written differently? Cheap rules first, math-verify last."""

from __future__ import annotations

import concurrent.futures
from collections import OrderedDict

from skills.analysis.mathcheck import MathChecker
from skills.analysis.models import Equivalence, ItemKey
from skills.analysis.numbers import Reading, final_number, read_number, read_number_words
from skills.analysis.qualifier import qualifier_match
from skills.analysis.text import MAX_CHARS, has_hidden_characters, text_rule

_NOT = Equivalence(equivalent=False, rule=None)
_CACHE_SIZE = 4096


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


class EquivalenceJudge:
    """Decides whether two answers say the same thing, with the rule that shows it.

    Holds a small cache and (unless one is injected) a process pool for math-verify; call `aclose`.
    """

    def __init__(
        self, *, executor: concurrent.futures.Executor | None = None, timeout: float = 2.0
    ) -> None:
        self._math = MathChecker(executor=executor, timeout=timeout)
        self._cache: OrderedDict[tuple[str, tuple[str, ...]], Equivalence] = OrderedDict()

    async def judge(self, answer: str, key: ItemKey) -> Equivalence:
        """Is `answer` equivalent to the item's correct answer as the key states it?"""
        if answer in key.accepted or answer == key.reference:
            return Equivalence(equivalent=True, rule="exact")
        return await self._cached(answer, candidates(key))

    async def _cached(self, answer: str, texts: list[str]) -> Equivalence:
        cache_key = (answer, tuple(texts))
        cached = self._cache.get(cache_key)
        if cached is not None:
            self._cache.move_to_end(cache_key)
            return cached
        result = await self._judge(answer, texts)
        self._cache[cache_key] = result
        if len(self._cache) > _CACHE_SIZE:
            self._cache.popitem(last=False)
        return result

    async def key_accepts(self, answer: str, key: ItemKey) -> bool:
        """The key's own rule applied to `answer` (math rule via math-verify; a timeout = rejected)."""
        cheap = key_accepts_cheaply(answer, key)
        if cheap is not None:
            return cheap
        for text in key.accepted:
            if answer.strip() == text.strip() or await self._math.equal(text, answer):
                return True
        return False

    async def same_answer(self, a: str, b: str) -> bool:
        """Do two answers (e.g. from two models) give the same answer, by any rule, either way round?"""
        if not a.strip() or not b.strip():
            return False
        if a.strip() == b.strip():
            return True
        for x, y in ((a, b), (b, a)):
            if (await self._cached(x, [y])).equivalent:
                return True
        return False

    async def aclose(self) -> None:
        await self._math.aclose()

    async def _judge(self, answer: str, texts: list[str]) -> Equivalence:
        if not answer.strip() or not texts:
            return _NOT
        stripped = answer.strip()
        if any(stripped == t.strip() for t in texts):
            return Equivalence(equivalent=True, rule="exact")
        if len(answer) > MAX_CHARS or has_hidden_characters(answer):
            return _NOT
        for text in texts:
            rule = text_rule(answer, text)
            if rule is not None:
                return Equivalence(equivalent=True, rule=rule)

        answer_reading = read_number(answer)
        readings = [(text, read_number(text)) for text in texts]
        numeric_texts = [(t, r) for t, r in readings if r.kind != "none" or read_number_words(t) is not None]
        word_texts = [t for t, r in readings if r.kind == "none" and read_number_words(t) is None]

        if numeric_texts:
            verdict = self._numeric(answer, answer_reading, numeric_texts)
            if verdict is not None:
                if verdict.equivalent or not word_texts:
                    return verdict
        for text in word_texts:
            if qualifier_match(answer, text):
                return Equivalence(equivalent=True, rule="qualifier")
        if answer_reading.kind == "ambiguous":
            return _NOT
        if _looks_mathematical(answer, answer_reading):
            for text, reading in readings:
                if reading.kind == "math" or (answer_reading.kind == "math" and reading.kind == "value"):
                    if await self._math.equal(text, answer):
                        return Equivalence(equivalent=True, rule="math")
        return _NOT

    @staticmethod
    def _numeric(answer: str, reading: Reading, texts: list[tuple[str, Reading]]) -> Equivalence | None:
        """Numeric and number-word rules. None = these rules cannot decide (leave it to math-verify)."""
        digits, words = set(), set()
        for text, text_reading in texts:
            if text_reading.kind == "value":
                digits.add(text_reading.value)
            elif text_reading.kind == "none":
                words.add(read_number_words(text))
        values = digits | words
        if reading.kind == "ambiguous":
            return _NOT
        if reading.kind == "value":
            if reading.value in digits:
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
