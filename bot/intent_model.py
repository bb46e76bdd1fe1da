"""A small classifier learned from example messages: which intent a message is closest to.

Nearest centroid and nearest example over TF-IDF features, per language: character n-grams of each word (so
inflections, typos and compounds still share most of their features), word stems, words and
word pairs; for Japanese and Chinese, character n-grams of every run of CJK text. Names,
numbers and quoted data are masked first: they are the same in every request and say nothing
about its intent. Built from the declarations at start-up (about a thousand examples, well
under a second); no weights shipped or downloaded, no dependency beyond the standard library.
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from itertools import accumulate, pairwise

from pydantic import BaseModel

from bot.entities import mask

# language -> intent -> example messages, for one label (a skill's id, or the router's own)
Examples = Mapping[str, Mapping[str, Sequence[str]]]

# The share of a message's similarity to an intent that its nearest example gives (the rest: the centroid).
NEAREST_SHARE = 0.5

_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]+")
_WORD = re.compile(r"[^\W\d_]+")


class Match(BaseModel):
    label: str
    intent: str
    similarity: float


def features(text: str) -> Counter[str]:
    """The features of a normalised message (see bot.routing.normalise), counted in one pass."""
    text = mask(text)
    found: list[str] = []
    for run in _CJK.findall(text):
        found += ["j" + run[i:i + n] for n in (1, 2, 3) for i in range(len(run) - n + 1)]
    words = _WORD.findall(_CJK.sub(" ", text))
    for word in words:
        found.append("w" + word)
        if len(word) > 5:
            found.append("s" + word[:5])
        padded = f"<{word}>"
        found += ["c" + padded[i:i + 3] for i in range(len(padded) - 2)]
        found += ["c" + padded[i:i + 4] for i in range(len(padded) - 3)]
    found += ["b" + a + " " + b for a, b in pairwise(words)]
    return Counter(found)


class _LanguageModel:
    """One language's intents: their centroids and their examples, indexed by feature.

    A message's similarity to an intent is the mean of its cosine to the intent's centroid (what
    the intent's examples share) and to the intent's nearest example (a short message such as
    "génial" is far from the centroid of all the ways of saying "great", but close to one).
    Each feature's postings are (example, weight) pairs over examples numbered by intent, summed
    into a flat list: an intent's nearest example is the max of its slice, and its centroid's
    cosine the sum of that slice over the norm of the centroid before it was made a unit (a centroid
    is its examples' sum), so the examples' postings are the only ones walked. A posting's weight
    has the feature's idf in it already, and the message's vector is made a unit at the end (one
    division per intent), so a feature said once (most are) costs one addition per posting.
    """

    def __init__(self, documents: Sequence[tuple[tuple[str, str], Counter[str]]]) -> None:
        frequency: Counter[str] = Counter()
        for _, feats in documents:
            frequency.update(feats.keys())
        total = len(documents)
        idf = {f: math.log((1 + total) / (1 + df)) + 1 for f, df in frequency.items()}
        self.unknown_idf = math.log(1 + total) + 1
        sums: dict[tuple[str, str], dict[str, float]] = defaultdict(lambda: defaultdict(float))
        vectors = [(cls, _unit(_weigh(feats, idf, self.unknown_idf))) for cls, feats in documents]
        for cls, vector in vectors:
            for f, w in vector.items():
                sums[cls][f] += w
        self.classes = list(sums)
        number = {cls: i for i, cls in enumerate(self.classes)}
        # each intent's share of a message's similarity to its centroid, over the centroid's norm
        self.centroid_shares = [(1 - NEAREST_SHARE) / (math.sqrt(sum(w * w for w in sums[cls].values())) or 1.0)
                                for cls in self.classes]
        # the examples by intent, each intent's in one slice: its nearest is the max of a slice
        order = sorted(range(len(vectors)), key=lambda e: number[vectors[e][0]])
        counts = Counter(number[cls] for cls, _ in vectors)
        ends = list(accumulate(counts[i] for i in range(len(self.classes))))
        self.slices = list(zip([0, *ends], ends))
        self.size = len(vectors)
        index: dict[str, tuple[list[int], list[float]]] = defaultdict(lambda: ([], []))
        for e, old in enumerate(order):
            for f, w in vectors[old][1].items():
                index[f][0].append(e)
                index[f][1].append(w)
        # built feature by feature, so that a feature's postings lie together in memory (walked faster)
        self.postings = {f: (idf[f], tuple(zip(es, [idf[f] * w for w in ws]))) for f, (es, ws) in index.items()}

    def similarities(self, feats: Mapping[str, int]) -> list[float]:
        nearest = [0.0] * self.size  # every example's cosine (times the message's norm), in a flat list
        postings = self.postings.get
        squares = 0.0  # the message's norm, squared
        for f, n in feats.items():  # this loop is a match's cost
            found = postings(f)
            if found is None:
                weight = self.unknown_idf if n == 1 else (1 + math.log(n)) * self.unknown_idf
                squares += weight * weight
            elif n == 1:
                squares += found[0] * found[0]
                for e, w in found[1]:
                    nearest[e] += w
            else:
                said = 1 + math.log(n)
                weight = said * found[0]
                squares += weight * weight
                for e, w in found[1]:
                    nearest[e] += said * w
        unit = 1 / (math.sqrt(squares) or 1.0)
        intents = (nearest[start:end] for start, end in self.slices)
        return [(share * sum(examples) + NEAREST_SHARE * max(examples, default=0.0)) * unit
                for share, examples in zip(self.centroid_shares, intents)]


def _weigh(feats: Mapping[str, int], idf: Mapping[str, float], unknown: float) -> dict[str, float]:
    """A feature's weight: its idf, times 1 + log of its count (a feature said once weighs its idf)."""
    get = idf.get
    return {f: get(f, unknown) if n == 1 else (1 + math.log(n)) * get(f, unknown) for f, n in feats.items()}


def _unit(vector: Mapping[str, float]) -> dict[str, float]:
    norm = math.sqrt(sum(w * w for w in vector.values())) or 1.0
    return {f: w / norm for f, w in vector.items()}


class IntentModel:
    """Learns from every label's examples; `match` ranks the intents a message is closest to.

    Each language's model also learns the English examples: chat mixes English words into every
    language ("compare tiny-1 e tiny-2").
    """

    def __init__(self, examples: Mapping[str, Examples], normalise: Callable[[str], str]) -> None:
        self._normalise = normalise
        languages = {lang for per_label in examples.values() for lang in per_label}
        self._models: dict[str, _LanguageModel] = {}
        seen: dict[str, Counter[str]] = {}  # the English examples are in every language's model
        for lang in languages:
            documents = [((label, intent), seen.get(text) or seen.setdefault(text, features(normalise(text))))
                         for label, per_label in examples.items()
                         for each in dict.fromkeys((lang, "en"))
                         for intent, texts in per_label.get(each, {}).items()
                         for text in texts]
            self._models[lang] = _LanguageModel(documents)

    @property
    def languages(self) -> Iterable[str]:
        return self._models.keys()

    def match(self, normalised: str, language: str) -> list[Match]:
        """Intents by similarity (0..1), best first; the best per label only."""
        model = self._models.get(language) or self._models.get("en")
        if model is None:
            return []
        sims = model.similarities(features(normalised))
        best: dict[str, tuple[float, str]] = {}  # label -> its best intent's similarity (rounded), the intent
        for (label, intent), sim in zip(model.classes, sims):
            kept = best.get(label)
            if kept is None or sim > kept[0]:
                best[label] = (round(sim, 4), intent)
        matches = [Match(label=label, intent=intent, similarity=sim) for label, (sim, intent) in best.items()]
        return sorted(matches, key=lambda m: m.similarity, reverse=True)
