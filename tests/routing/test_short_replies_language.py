"""Short replies and short requests, Portuguese against Spanish and the others: "córrelo otra vez" (Spanish "otra",
Portuguese "outra"), "tiny-1 fue mal en capitals", "ok mach", "fechou". Phrasings of our own, written before the
nineteenth held-out set was measured (none of them is in a routing set)."""

from __future__ import annotations

import pytest

from bot.language import LanguageDetector

CASES = [
    ('pt', 'valeu!'),
    ('es', 'gracias!'),
    ('pt', 'roda de novo'),
    ('es', 'córrelo otra vez'),
    ('pt', 'e agora?'),
    ('es', '¿y ahora?'),
    ('pt', 'tá bom, pode ir'),
    ('es', 'vale, adelante'),
    ('pt', 'qual o score?'),
    ('es', '¿cuál es el score?'),
    ('fr', 'ok vas-y'),
    ('de', 'ok mach'),
    ('pt', 'beleza, manda ver'),
    ('es', 'dale, hazlo'),
    ('pt', 'não, cancela'),
    ('es', 'no, cancela'),
    ('fr', 'non, annule'),
    ('pt', 'obrigado pela ajuda'),
    ('es', 'gracias por la ayuda'),
    ('pt', 'tem como ver os itens?'),
    ('es', '¿se pueden ver los ítems?'),
    ('de', 'passt, danke'),
    ('en', 'sounds good'),
    ('fr', 'ça marche'),
    ('es', 'me parece bien'),
    ('pt', 'fechou'),
    ('ja', '了解です'),
    ('zh', '好的'),
    ('pt', 'o tiny-1 foi mal no capitals'),
    ('es', 'tiny-1 fue mal en capitals'),
    ('pt', 'quero treinar o tiny-2'),
    ('es', 'quiero entrenar a tiny-2'),
]


@pytest.mark.parametrize(("lang", "text"), CASES)
def test_detected(detector: LanguageDetector, lang: str, text: str) -> None:
    assert detector.detect(text) == lang


@pytest.mark.parametrize("reaction", ["🙄", "🎉🎉", "👏", "👌", "🙆‍♂️"])
@pytest.mark.parametrize("thread", ["en", "de", "pt", "ja"])
def test_an_emoji_alone_is_said_in_the_threads_language(detector: LanguageDetector, reaction: str, thread: str) -> None:
    """An emoji has no language: the thread's, whatever language a learned example labelled it with."""
    assert detector.detect(reaction, prior=thread) == thread
