"""The classifier learned from example messages: it generalises over wording, never over names."""

from __future__ import annotations

from bot.intent_model import IntentModel, features
from bot.routing import normalise

EXAMPLES = {
    "greeter": {"en": {"greeting": ("hello there", "good morning"), "thanks": ("thanks a lot", "thank you")},
                "de": {"greeting": ("guten Morgen",)}},
    "counter": {"en": {"count": ("how many items are there", "count the questions")}},
}


def test_names_and_numbers_are_not_features() -> None:
    assert features(normalise("compare tiny-1 and tiny-2 on gsm-mini 7")) == features(normalise("compare and on"))


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
