"""Language detection on short chat messages full of names, with the thread and locale as priors."""

from __future__ import annotations

import pytest

from bot.entities import mask
from bot.language import LanguageDetector, answer_of
from bot.languages import default_languages


@pytest.mark.parametrize(("text", "verdict", "lang"), [
    ("ja", "yes", "de"), ("oui", "yes", "fr"), ("sí", "yes", "es"), ("sim", "yes", "pt"), ("はい", "yes", "ja"),
    ("是", "yes", "zh"), ("好的", "yes", "zh"), ("yes", "yes", "en"),
    ("nein", "no", "de"), ("non", "no", "fr"), ("não", "no", "pt"), ("いいえ", "no", "ja"), ("不", "no", "zh"),
    ("no", "no", None),  # English and Spanish
])
def test_yes_and_no_in_every_language(text: str, verdict: str, lang: str | None) -> None:
    assert answer_of(text) == (verdict, lang)
    assert answer_of(f"  {text.upper()}! ") == (verdict, lang) or not text.isascii()


def test_every_language_has_yes_and_no_words() -> None:
    packs = default_languages()
    assert set(packs.codes) == {"en", "de", "fr", "es", "pt", "ja", "zh"}
    assert all(pack.yes and pack.no for pack in packs)


def test_masking_keeps_only_the_words() -> None:
    assert mask('warum hat tiny-1 auf gsm-mini 60% bei "4.0"?') == "warum hat auf bei ?"
    assert mask("look at run_ab12cd34 on https://example.com/x") == "look at on"
    assert "capitals" not in mask("warum ist tiny-1 auf capitals schlecht", names=["capitals"])


@pytest.mark.parametrize(("text", "prior", "expected"), [
    ("ok", "de", "de"), ("ok", "ja", "ja"), ("ok", None, "en"), ("ja", None, "de"), ("ja", "de", "de"),
    ("no", "es", "es"), ("no", "en", "en"), ("no", None, "en"), ("はい", "en", "en"), ("はい", None, "ja"),
    ("sim", None, "pt"), ("確認", "ja", "ja"), ("确认", None, "zh"),
])
def test_short_replies_take_the_thread_or_locale_language(detector: LanguageDetector, text: str,
                                                          prior: str | None, expected: str) -> None:
    assert detector.detect(text, prior=prior) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("warum hat tiny-1 auf gsm-mini so schlecht abgeschnitten?", "de"),
    ("compare tiny-1 et tiny-2 sur gsm-mini", "fr"),
    ("compare tiny-1 e tiny-2 no gsm-mini", "pt"),
    ("compara tiny-1 y tiny-2 en gsm-mini", "es"),
    ("run tiny-1 on gsm-mini", "en"),
    ("tiny-1 の gsm-mini", "ja"),
    ("tiny-1 在 gsm-mini 上", "zh"),
    ("perché tiny-1 ha ottenuto un punteggio così basso su gsm-mini?", "it"),
    ("waarom scoorde tiny-1 zo laag op gsm-mini?", "nl"),
    ("почему у tiny-1 такой низкий балл?", "ru"),
    ("왜 tiny-1 점수가 이렇게 낮아?", "ko"),
])
def test_names_do_not_mislead_the_detector(detector: LanguageDetector, text: str, expected: str) -> None:
    assert detector.detect(text) == expected


def test_a_long_message_overrides_the_thread_language(detector: LanguageDetector) -> None:
    assert detector.detect("pourquoi tiny-1 a un score si bas sur gsm-mini ?", prior="de") == "fr"
