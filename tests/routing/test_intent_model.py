"""The classifier learned from example messages: it generalises over wording, never over names."""

from __future__ import annotations

import math

from bot.intent_model import IntentModel, KnownWords, features
from bot.learned import LEARNED
from bot.routing import normalise

EXAMPLES = {
    "greeter": {"en": {"greeting": ("hello there", "good morning"), "thanks": ("thanks a lot", "thank you")},
                "de": {"greeting": ("guten Morgen",)}},
    "counter": {"en": {"count": ("how many items are there", "count the questions")}},
}


def test_names_and_numbers_are_not_features() -> None:
    assert features(normalise("compare tiny-1 and tiny-2 on gsm-mini 7")) == features(normalise("compare and on"))


def test_known_words_give_the_same_features_in_the_same_order() -> None:
    known = KnownWords(features(normalise("greetings and thanks, count the questions")))
    for text in ("thanks for the greetings", "count these questions please", "日本語 and greetings", "greeting"):
        plain = normalise(text)
        assert list(features(plain, known).items()) == list(features(plain).items())


def test_inflections_and_typos_share_most_features() -> None:
    a, b = features(normalise("greetings")), features(normalise("greeting"))
    assert len(a.keys() & b.keys()) > len(a.keys() ^ b.keys())


def test_the_nearest_intent_wins_and_each_label_appears_once() -> None:
    model = IntentModel(EXAMPLES, normalise)
    matches = model.match(normalise("thank you so much"), "en")
    assert [m.label for m in matches] == ["greeter", "counter"]
    assert matches[0].intent == "thanks" and matches[0].similarity > 0.5 > matches[1].similarity
    assert model.match(normalise("how many questions"), "en")[0].intent == "count"


def test_a_language_learns_the_english_examples_too() -> None:
    model = IntentModel(EXAMPLES, normalise)
    assert model.match(normalise("count the questions bitte"), "de")[0].intent == "count"
    assert set(model.languages) == {"en", "de"}


def test_a_message_like_none_of_the_examples_is_far_from_all() -> None:
    model = IntentModel(EXAMPLES, normalise)
    assert all(m.similarity < 0.2 for m in model.match(normalise("zxqv plorb"), "en"))


def test_learned_messages_make_their_label_likelier_and_name_no_intent() -> None:
    learned = {**EXAMPLES, "counter": {"en": {**EXAMPLES["counter"]["en"], LEARNED: ("tally up the questions pls",)}}}
    before = IntentModel(EXAMPLES, normalise).match(normalise("tally up the questions"), "en")
    after = IntentModel(learned, normalise).match(normalise("tally up the questions"), "en")
    counter = next(m for m in after if m.label == "counter")
    assert counter.similarity > next(m.similarity for m in before if m.label == "counter") + 0.2
    assert after[0] == counter and counter.intent == "count"


def test_the_numpy_similarities_are_the_cosines_by_hand() -> None:
    """A message's similarity to an intent: the mean of its cosine to the intent's centroid and to its nearest example."""
    model = IntentModel(EXAMPLES, normalise)
    inner = model._models["en"]
    query = normalise("thank you, hello")

    def unit(text: str) -> dict[str, float]:
        """TF-IDF, made a unit: (1 + log n) times the feature's idf, an unseen feature's where no example has it."""
        number = inner.vocabulary.number
        weights = {f: (1 + math.log(n)) * (float(inner.idf[number[f]]) if f in number else inner.unknown_idf)
                   for f, n in features(normalise(text)).items()}
        return _unit(weights)

    def _unit(vector: dict[str, float]) -> dict[str, float]:
        norm = math.sqrt(sum(w * w for w in vector.values()))
        return {f: w / norm for f, w in vector.items()}

    def cosine(a: dict[str, float], b: dict[str, float]) -> float:
        return sum(w * b.get(f, 0.0) for f, w in a.items())

    q = unit(query)
    for (label, intent), similarity in zip(inner.classes, inner.similarities(features(query))):
        vectors = [unit(text) for text in EXAMPLES[label]["en"][intent]]
        centroid: dict[str, float] = {}
        for vector in vectors:
            for f, w in vector.items():
                centroid[f] = centroid.get(f, 0.0) + w
        expected = 0.5 * cosine(q, _unit(centroid)) + 0.5 * max(cosine(q, v) for v in vectors)
        assert abs(similarity - expected) < 1e-9
