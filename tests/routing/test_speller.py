"""Typo correction corrects typos only: a word of the language (or an English one, which chat mixes in)
is what its writer meant, however near a word the patterns know ("being" is no slip of "bring")."""

from __future__ import annotations

import pytest

from bot.routing import Router

CONTEXT, TRAINING = "benchgen-context", "training-launch"


@pytest.mark.parametrize(("lang", "word"), [
    ("en", "being"), ("en", "paris"), ("en", "chance"), ("fr", "avant"), ("de", "statt"), ("de", "sehen"),
    ("es", "cosas"), ("es", "problema"), ("pt", "quando"), ("es", "training"), ("zh", "paris"),
])
def test_a_common_word_is_left_alone(router: Router, lang: str, word: str) -> None:
    assert router._spellers[lang].correct(word) == word


@pytest.mark.parametrize(("lang", "typo", "word"), [
    ("en", "benchmak", "benchmark"), ("en", "cancle", "cancel"), ("de", "trainig", "training"),
])
def test_a_typo_is_still_corrected(router: Router, lang: str, typo: str, word: str) -> None:
    assert router._spellers[lang].correct(typo) == word


# Which training sets exist, asked with the English word for them: a question, not a training.
@pytest.mark.parametrize(("lang", "text", "skill"), [
    ("es", "¿cuáles datasets de training hay en el workspace?", CONTEXT),
    ("es", "oye, ¿tenemos sets de training aparte de gsm-train?", CONTEXT),
    ("fr", "on a quels sets de training dans l'espace ?", CONTEXT),
    ("pt", "que datasets de training existem aqui?", CONTEXT),
    ("es", "entrena tiny-1 con el dataset de training gsm-train", TRAINING),
    ("fr", "lance un training de tiny-2 avec capitals-train", TRAINING),
])
def test_training_sets_asked_in_english_words(router: Router, lang: str, text: str, skill: str) -> None:
    route = router.route(text, lang)
    assert (route.decision, route.skill) == ("skill", skill)
