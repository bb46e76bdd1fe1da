"""A small classifier learned from example messages: which intent a message is closest to.

Nearest centroid and nearest example over TF-IDF features, per language: character n-grams of each word (so
inflections, typos and compounds still share most of their features), word stems, words and
word pairs; for Japanese and Chinese, character n-grams of every run of CJK text. Names,
numbers and quoted data are masked first: they are the same in every request and say nothing
about its intent. Built from the declarations at start-up (per language, about a thousand examples
with the English ones, in about a second); no weights shipped or downloaded. A message's similarities
are computed in numpy (see `_LanguageModel`).
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from itertools import accumulate, pairwise

import numpy as np
from pydantic import BaseModel

from bot.entities import mask
from bot.learned import LEARNED

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
    """The features of a normalised message (see bot.routing.normalise)."""
    text = mask(text)
    found: Counter[str] = Counter()
    for run in _CJK.findall(text):
        for n in (1, 2, 3):
            for i in range(len(run) - n + 1):
                found["j" + run[i:i + n]] += 1
    words = _WORD.findall(_CJK.sub(" ", text))
    for word in words:
        found["w" + word] += 1
        if len(word) > 5:
            found["s" + word[:5]] += 1
        padded = f"<{word}>"
        for i in range(len(padded) - 2):
            found["c" + padded[i:i + 3]] += 1
        for i in range(len(padded) - 3):
            found["c" + padded[i:i + 4]] += 1
    for a, b in pairwise(words):
        found["b" + a + " " + b] += 1
    return found


class _LanguageModel:
    """One language's intents: their centroids and their examples, indexed by feature.

    A message's similarity to an intent is the mean of its cosine to the intent's centroid (what
    the intent's examples share) and to the intent's nearest example (a short message such as
    "génial" is far from the centroid of all the ways of saying "great", but close to one).
    The examples are numbered by intent (each intent's in one slice) and their unit vectors kept as
    one sparse matrix by feature (`postings_start`: where each feature's postings begin in
    `posting_examples`/`posting_weights`): a message's cosine to every example is one gather and one
    `bincount` over the postings of its features, in numpy, however many examples there are (a walk in
    Python cost ~50 ns a posting). An intent's nearest example is the max of its slice, and its
    centroid's cosine the sum of that slice over the norm of the centroid before it was made a unit (a
    centroid is its examples' sum).
    """

    def __init__(self, documents: Sequence[tuple[tuple[str, str], Counter[str]]]) -> None:
        frequency: Counter[str] = Counter()
        for _, feats in documents:
            frequency.update(feats.keys())
        total = len(documents)
        self.idf = {f: math.log((1 + total) / (1 + df)) + 1 for f, df in frequency.items()}
        self.unknown_idf = math.log(1 + total) + 1
        sums: dict[tuple[str, str], dict[str, float]] = defaultdict(lambda: defaultdict(float))
        vectors = [(cls, _unit(self._weigh(feats))) for cls, feats in documents]
        for cls, vector in vectors:
            for f, w in vector.items():
                sums[cls][f] += w
        self.classes = list(sums)
        number = {cls: i for i, cls in enumerate(self.classes)}
        self.centroid_norms = np.array([math.sqrt(sum(w * w for w in sums[cls].values())) or 1.0
                                        for cls in self.classes])
        # the examples by intent, each intent's in one slice: its nearest is the max of a slice
        order = sorted(range(len(vectors)), key=lambda e: number[vectors[e][0]])
        counts = Counter(number[cls] for cls, _ in vectors)
        self.slice_starts = np.array([0, *accumulate(counts[i] for i in range(len(self.classes) - 1))], dtype=np.intp)
        self.size = len(vectors)
        index: dict[str, tuple[list[int], list[float]]] = defaultdict(lambda: ([], []))
        for e, old in enumerate(order):
            for f, w in vectors[old][1].items():
                index[f][0].append(e)
                index[f][1].append(w)
        self.feature_number = {f: i for i, f in enumerate(index)}
        lengths = [len(es) for es, _ in index.values()]
        self.postings_start = np.array([0, *accumulate(lengths)], dtype=np.intp)
        self.posting_examples = np.fromiter((e for es, _ in index.values() for e in es), dtype=np.intp,
                                            count=self.postings_start[-1])
        self.posting_weights = np.fromiter((w for _, ws in index.values() for w in ws), dtype=np.float64,
                                           count=self.postings_start[-1])

    def _weigh(self, feats: Mapping[str, int]) -> dict[str, float]:
        idf, unknown = self.idf.get, self.unknown_idf  # a feature said once weighs its idf: 1 + log(1) is 1
        return {f: idf(f, unknown) if n == 1 else (1 + math.log(n)) * idf(f, unknown) for f, n in feats.items()}

    def similarities(self, feats: Mapping[str, int]) -> list[float]:
        query = _unit(self._weigh(feats))
        number = self.feature_number.get
        known = [(i, w) for f, w in query.items() if (i := number(f)) is not None]
        if not known:
            return [0.0] * len(self.classes)
        features = np.fromiter((i for i, _ in known), dtype=np.intp, count=len(known))
        weights = np.fromiter((w for _, w in known), dtype=np.float64, count=len(known))
        starts, ends = self.postings_start[features], self.postings_start[features + 1]
        lengths = ends - starts
        # the positions of every posting of the message's features, feature after feature
        positions = np.arange(lengths.sum()) + np.repeat(starts - np.cumsum(lengths) + lengths, lengths)
        cosines = np.bincount(self.posting_examples[positions], minlength=self.size,
                              weights=self.posting_weights[positions] * np.repeat(weights, lengths))
        centroid = np.add.reduceat(cosines, self.slice_starts) / self.centroid_norms
        nearest = np.maximum.reduceat(cosines, self.slice_starts)
        return ((1 - NEAREST_SHARE) * centroid + NEAREST_SHARE * nearest).tolist()


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
        best: dict[str, float] = {}  # label -> its likeliest intent's similarity, learned or declared
        # label -> its likeliest declared intent's similarity, the intent (learned examples name none: bot/learned.py)
        named: dict[str, tuple[float, str]] = {}
        for (label, intent), sim in zip(model.classes, sims):
            if sim > best.get(label, -1.0):
                best[label] = sim
            if intent != LEARNED and sim > named.get(label, (-1.0, ""))[0]:
                named[label] = (sim, intent)
        matches = [Match(label=label, intent=named.get(label, (0.0, LEARNED))[1], similarity=round(sim, 4))
                   for label, sim in best.items()]
        return sorted(matches, key=lambda m: m.similarity, reverse=True)
