"""A small classifier learned from example messages: which intent a message is closest to.

Nearest centroid and nearest example over TF-IDF features, per language: character n-grams of each word (so
inflections, typos and compounds still share most of their features), word stems, words and
word pairs; for Japanese and Chinese, character n-grams of every run of CJK text. Names,
numbers and quoted data are masked first: they are the same in every request and say nothing
about its intent. Built from the declarations at start-up (per language, about a thousand examples
with the English ones, in about a second); no weights shipped or downloaded. A message's similarities
are computed in numpy (see `_LanguageModel`). What was built is the same for the same examples and
code: `IntentModel.arrays` gives it as arrays for the startup cache (bot/startup_cache.py), and
`IntentModel.from_arrays` reads them back into the same model.
"""

from __future__ import annotations

import json
import math
import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from itertools import pairwise
from typing import Any, NamedTuple

import numpy as np

from bot.entities import mask
from bot.learned import LEARNED

# language -> intent -> example messages, for one label (a skill's id, or the router's own)
Examples = Mapping[str, Mapping[str, Sequence[str]]]

# The share of a message's similarity to an intent that its nearest example gives (the rest: the centroid).
NEAREST_SHARE = 0.5

_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]+")
_WORD = re.compile(r"[^\W\d_]+")


class Match(NamedTuple):
    """A label's likeliest intent and its similarity: a named tuple, as each message's reading makes one for each of
    ~10 labels (a validated model cost ~1 µs each)."""

    label: str
    intent: str
    similarity: float


def features(text: str, known: KnownWords | None = None) -> Counter[str]:
    """The features of a normalised message (see bot.routing.normalise). `known`: the examples' words, whose own
    features are looked up rather than cut into n-grams again."""
    text = mask(text)
    # listed in order, then counted at once (a Counter's `+= 1` on a new key calls its `__missing__` in Python): the
    # same counts in the same order, which the similarities are summed in
    found: list[str] = []
    for run in _CJK.findall(text):
        for n in (1, 2, 3):
            found += ["j" + run[i:i + n] for i in range(len(run) - n + 1)]
    words = _WORD.findall(_CJK.sub(" ", text))
    own = known.get if known is not None else _unknown
    for word in words:
        found += own(word) or word_features(word)
    found += ["b" + a + " " + b for a, b in pairwise(words)]
    return Counter(found)


def word_features(word: str) -> list[str]:
    """A word's own features, in `features`' order: the word, its first five letters where it is longer, and its
    character 3- and 4-grams with its edges marked."""
    padded = f"<{word}>"
    return ["w" + word, *(("s" + word[:5],) if len(word) > 5 else ()),
            *["c" + padded[i:i + 3] for i in range(len(padded) - 2)], *["c" + padded[i:i + 4] for i in range(len(padded) - 3)]]


def _unknown(word: str) -> None:
    """No word's features known: each is cut into n-grams."""


class KnownWords:
    """The words the examples have (their features "w…"), each with its own features (`word_features`), worked out the
    first time a message has it and kept: most of a message's words are theirs, looked up instead of cut into n-grams
    again. Working out all ~11,000 at start-up cost every process ~0.2 s, most of it for words no message of it has.
    `vocabulary` None: every word is kept, as while the examples themselves are read (~70,000 of them, which say most
    of their words many times over)."""

    __slots__ = ("_vocabulary", "_found")

    def __init__(self, vocabulary: Mapping[str, object] | None) -> None:
        self._vocabulary = vocabulary
        self._found: dict[str, tuple[str, ...]] = {}

    def get(self, word: str) -> tuple[str, ...] | None:
        found = self._found.get(word)
        if found is None and (self._vocabulary is None or "w" + word in self._vocabulary):
            found = self._found[word] = tuple(word_features(word))
        return found


class _Vocabulary:
    """Every feature of every example, numbered once for all the languages' models (in the order first seen); every
    example's features and counts one after another in two lists, each example's where `document` says, computed once
    however many models learn it (`flat` gives them as arrays, once all are in)."""

    def __init__(self) -> None:
        self.number: dict[str, int] = {}
        self._spans: dict[str, tuple[int, int]] = {}
        self._ids: list[int] = []
        self._counts: list[int] = []
        self._words = KnownWords(None)

    def document(self, text: str, normalise: Callable[[str], str]) -> tuple[int, int]:
        """Where the example's features are in `flat`'s arrays: from, to."""
        span = self._spans.get(text)
        if span is None:
            feats = features(normalise(text), self._words)
            number = self.number
            # the new features numbered in the order the example has them, then every one looked up (two loops in C)
            new = [f for f in feats if f not in number]
            number.update(zip(new, range(len(number), len(number) + len(new))))
            start = len(self._ids)
            self._ids += map(number.__getitem__, feats)
            self._counts += feats.values()
            span = self._spans[text] = (start, len(self._ids))
        return span

    def flat(self) -> tuple[np.ndarray, np.ndarray]:
        """Every example's feature numbers and counts, one example after another (`document` says where)."""
        return np.array(self._ids, dtype=np.intp), np.array(self._counts, dtype=np.float64)


class _LanguageModel:
    """One language's intents: their centroids and their examples, indexed by feature.

    A message's similarity to an intent is the mean of its cosine to the intent's centroid (what
    the intent's examples share) and to the intent's nearest example (a short message such as
    "génial" is far from the centroid of all the ways of saying "great", but close to one).
    The examples are numbered by intent (each intent's in one slice) and their unit TF-IDF vectors kept
    as one sparse matrix by feature (`postings_start`: where each feature's postings begin in
    `posting_examples`/`posting_weights`): a message's cosine to every example is one gather and one
    `bincount` over the postings of its features, in numpy, however many examples there are (a walk in
    Python cost ~50 ns a posting). An intent's nearest example is the max of its slice, and its
    centroid's cosine the sum of that slice over the norm of the centroid before it was made a unit (a
    centroid is its examples' sum). Built in numpy too: the examples of all the languages are many
    thousands.
    """

    def __init__(self, documents: Sequence[tuple[tuple[str, str], tuple[int, int]]], vocabulary: _Vocabulary,
                 size: int, flat: tuple[np.ndarray, np.ndarray]) -> None:
        """`documents`: each example's class and where its features are in `flat` (`_Vocabulary`); `size`: how many
        features the vocabulary had numbered once this language's examples were read."""
        self.vocabulary = vocabulary
        self.classes = list(dict.fromkeys(cls for cls, _ in documents))
        number = {cls: i for i, cls in enumerate(self.classes)}
        # the examples by intent, each intent's in one slice: its nearest is the max of a slice
        order = sorted(range(len(documents)), key=lambda d: number[documents[d][0]])
        example_class = np.array([number[documents[d][0]] for d in order], dtype=np.intp)
        spans = np.array([documents[d][1] for d in order], dtype=np.intp).reshape(-1, 2)
        lengths = spans[:, 1] - spans[:, 0]
        # each example's features where `flat` has them, example after example in this order
        ends = np.cumsum(lengths)
        at = np.arange(int(ends[-1]) if len(ends) else 0) + np.repeat(spans[:, 0] - (ends - lengths), lengths)
        feature, count = flat[0][at], flat[1][at]
        example = np.repeat(np.arange(len(order)), lengths)
        total = len(order)
        frequency = np.bincount(feature, minlength=size)  # a feature counts once per example
        self.unknown_idf = math.log(1 + total) + 1
        self.idf = np.where(frequency > 0, np.log((1 + total) / (1 + frequency)) + 1, self.unknown_idf)
        self._idf = self.idf.tolist()  # read one by one per message: a list's item costs a fraction of an array's
        weight = np.where(count == 1, 1.0, 1 + np.log(count)) * self.idf[feature]
        weight /= np.sqrt(np.bincount(example, weight * weight, minlength=total))[example]
        # a centroid is its examples' sum: its norm, from the weights summed per (intent, feature)
        cells, cell = np.unique(example_class[example] * size + feature, return_inverse=True)
        summed = np.bincount(cell, weight)
        norms = np.sqrt(np.bincount(cells // size, summed * summed, minlength=len(self.classes)))
        self.centroid_norms = np.where(norms > 0, norms, 1.0)
        self.slice_starts = np.searchsorted(example_class, np.arange(len(self.classes)))
        self.size = total
        by_feature = np.lexsort((example, feature))
        self.posting_examples = example[by_feature]
        self.posting_weights = weight[by_feature]
        self.postings_start = np.concatenate(([0], np.cumsum(np.bincount(feature, minlength=size)))).astype(np.intp)
        self._read()

    ARRAYS = ("idf", "centroid_norms", "slice_starts", "posting_examples", "posting_weights", "postings_start")

    @classmethod
    def restored(cls, vocabulary: _Vocabulary, classes: list[tuple[str, str]], size: int,
                 arrays: Mapping[str, np.ndarray | None]) -> _LanguageModel | None:
        """A model from what `ARRAYS` name of one built (and its classes and number of examples), or None
        where they cannot be one's (a damaged or foreign cache file)."""
        idf, norms, starts, examples, weights, postings = (arrays.get(name) for name in cls.ARRAYS)
        if not (isinstance(idf, np.ndarray) and isinstance(norms, np.ndarray) and isinstance(starts, np.ndarray)
                and isinstance(examples, np.ndarray) and isinstance(weights, np.ndarray)
                and isinstance(postings, np.ndarray)):
            return None
        floats, ints = (idf, norms, weights), (starts, examples, postings)
        if (any(a.ndim != 1 or a.dtype != np.float64 for a in floats) or any(a.ndim != 1 or a.dtype != np.intp for a in ints)
                or len(idf) > len(vocabulary.number) or len(postings) != len(idf) + 1
                or len(norms) != len(classes) or len(starts) != len(classes) or len(examples) != len(weights)
                or (len(postings) and (postings[0] != 0 or postings[-1] != len(examples) or np.any(np.diff(postings) < 0)))
                or (len(examples) and (examples.min() < 0 or examples.max() >= size))
                or (len(starts) and (starts.min() < 0 or starts.max() > size or np.any(np.diff(starts) < 0)))):
            return None
        model = cls.__new__(cls)
        model.vocabulary, model.classes, model.size = vocabulary, classes, size
        model.unknown_idf = math.log(1 + size) + 1
        model.idf, model.centroid_norms, model.slice_starts = idf, norms, starts
        model.posting_examples, model.posting_weights, model.postings_start = examples, weights, postings
        model._idf = idf.tolist()
        model._read()
        return model

    def _read(self) -> None:
        """What a message's reading takes from the built model: each label's classes (`_labels`), and the postings as
        buffers (`memoryview`), a feature's a slice of them that `similarities` joins with the other features' in C.
        The postings' examples are read in the narrowest unsigned type that numbers them all (2 bytes, not 8: a
        message's ~38,000 postings are mostly out of the cache, and the fewer bytes fetched, ~20 µs a message less);
        `bincount` counts the same numbers in the same order."""
        self.labels = _labels(self.classes)
        feature = np.repeat(np.arange(len(self.postings_start) - 1), np.diff(self.postings_start))
        self._starts = np.ascontiguousarray(self.postings_start).data
        self._weights = np.ascontiguousarray(self.posting_weights * self.idf[feature]).data
        self._examples = self.posting_examples.astype(np.min_scalar_type(max(self.size - 1, 0))).data

    def similarities(self, feats: Mapping[str, int]) -> list[float]:
        """The message's similarity to each class, in `classes`' order. Each example's cosine adds its postings'
        products in the order of the message's features (one `bincount`). A message's ~60,000 postings are its
        features' slices joined as bytes (`bytes.join`, a copy in C), not gathered by positions computed in numpy (an
        array of positions, then two gathers through it). A posting's weight has its feature's idf in it already (the
        query's weight of a feature said once), so only the postings of a feature the message says more than once are
        multiplied, and the query's norm divides the classes' sums and maxima, not every posting."""
        number, idf, unknown, size = self.vocabulary.number.get, self._idf, self.unknown_idf, len(self._idf)
        ids = [number(f, size) for f in feats]  # a feature no example of this model has: `size` or above
        counts = list(feats.values())
        squares = 0.0  # the query's norm counts the features no example has (at the idf of an unseen one)
        for i, n in zip(ids, counts):
            w = idf[i] if i < size else unknown
            if n != 1:
                w *= 1 + math.log(n)
            squares += w * w
        starts = self._starts
        spans = [(starts[i], starts[i + 1], n) for i, n in zip(ids, counts) if i < size]  # feature after feature
        if not spans:
            return [0.0] * len(self.classes)
        examples, posted = self._examples, self._weights
        products = np.frombuffer(bytearray().join([posted[start:end] for start, end, _ in spans]), dtype=np.float64)
        if any(n != 1 for _, _, n in spans):
            at = 0
            for start, end, n in spans:
                if n != 1:
                    products[at:at + end - start] *= 1 + math.log(n)
                at += end - start
        cosines = np.bincount(np.frombuffer(b"".join([examples[start:end] for start, end, _ in spans]), dtype=examples.format),
                              minlength=self.size, weights=products)
        norm = math.sqrt(squares)
        centroid = np.add.reduceat(cosines, self.slice_starts) / (self.centroid_norms * norm)
        nearest = np.maximum.reduceat(cosines, self.slice_starts) / norm
        return ((1 - NEAREST_SHARE) * centroid + NEAREST_SHARE * nearest).tolist()


def _labels(classes: Sequence[tuple[str, str]]) -> list[tuple[str, list[int], list[int]]]:
    """Each label of the classes, in the order they first name it, with the positions of its classes and of its
    declared ones (a learned class names no intent: bot/learned.py)."""
    labels: dict[str, tuple[list[int], list[int]]] = {}
    for i, (label, intent) in enumerate(classes):
        every, declared = labels.setdefault(label, ([], []))
        every.append(i)
        if intent != LEARNED:
            declared.append(i)
    return [(label, every, declared) for label, (every, declared) in labels.items()]


class IntentModel:
    """Learns from every label's examples; `match` ranks the intents a message is closest to.

    Each language's model also learns the English examples: chat mixes English words into every
    language ("compare tiny-1 e tiny-2").
    """

    def __init__(self, examples: Mapping[str, Examples], normalise: Callable[[str], str]) -> None:
        self._normalise = normalise
        languages = {lang for per_label in examples.values() for lang in per_label}
        self._models: dict[str, _LanguageModel] = {}
        vocabulary = _Vocabulary()  # the English examples are in every language's model: their features once
        read: dict[str, tuple[list[tuple[tuple[str, str], tuple[int, int]]], int]] = {}
        for lang in sorted(languages):
            documents = [((label, intent), vocabulary.document(text, normalise))
                         for label, per_label in examples.items()
                         for each in dict.fromkeys((lang, "en"))
                         for intent, texts in per_label.get(each, {}).items()
                         for text in texts]
            read[lang] = documents, len(vocabulary.number)
        flat = vocabulary.flat()
        for lang, (documents, size) in read.items():
            self._models[lang] = _LanguageModel(documents, vocabulary, size, flat)
        self._known = KnownWords(vocabulary.number)

    @property
    def languages(self) -> Iterable[str]:
        return self._models.keys()

    def arrays(self) -> dict[str, np.ndarray]:
        """The model as plain arrays (`from_arrays` reads them back): each language's, and the features
        in the order they are numbered and each language's classes as JSON (`meta`, its UTF-8 bytes)."""
        models = list(self._models.items())
        vocabulary = models[0][1].vocabulary.number if models else {}
        meta = {"features": list(vocabulary),
                "languages": [{"code": lang, "size": model.size, "classes": model.classes} for lang, model in models]}
        arrays = {"meta": np.frombuffer(json.dumps(meta, ensure_ascii=False).encode(), dtype=np.uint8)}
        for i, (_, model) in enumerate(models):
            arrays.update({f"{i}_{name}": getattr(model, name) for name in _LanguageModel.ARRAYS})
        return arrays

    @classmethod
    def from_arrays(cls, arrays: Mapping[str, np.ndarray], normalise: Callable[[str], str]) -> IntentModel | None:
        """The model `arrays` gives back, the same as the one that gave them; None where they are not
        such arrays (a damaged or foreign cache file)."""
        try:
            meta: Any = json.loads(arrays["meta"].tobytes())
            features, languages = meta["features"], meta["languages"]
            vocabulary = _Vocabulary()
            vocabulary.number = {feature: i for i, feature in enumerate(features)}
            if len(vocabulary.number) != len(features) or not all(isinstance(f, str) for f in features):
                return None
            model = cls.__new__(cls)
            model._normalise, model._models, model._known = normalise, {}, KnownWords(vocabulary.number)
            for i, language in enumerate(languages):
                classes = [(label, intent) for label, intent in language["classes"]]
                size = language["size"]
                if not (isinstance(language["code"], str) and type(size) is int and size >= 0
                        and all(isinstance(label, str) and isinstance(intent, str) for label, intent in classes)):
                    return None
                restored = _LanguageModel.restored(vocabulary, classes, size,
                                                   {name: arrays.get(f"{i}_{name}") for name in _LanguageModel.ARRAYS})
                if restored is None:
                    return None
                model._models[language["code"]] = restored
            return model
        except (KeyError, TypeError, ValueError):
            return None

    def match(self, normalised: str, language: str) -> list[Match]:
        """Intents by similarity (0..1), best first; the best per label only."""
        model = self._models.get(language) or self._models.get("en")
        if model is None:
            return []
        sims = model.similarities(features(normalised, self._known))
        at, classes = sims.__getitem__, model.classes
        # per label: its likeliest intent's similarity, learned or declared, and its likeliest declared intent (the
        # first of the most similar, as a walk in order finds it; learned examples name none: bot/learned.py)
        matches = [Match(label=label, intent=classes[max(declared, key=at)][1] if declared else LEARNED,
                         similarity=round(max(map(at, every)), 4))
                   for label, every, declared in model.labels]
        return sorted(matches, key=lambda m: m.similarity, reverse=True)
