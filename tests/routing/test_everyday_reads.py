"""Everyday reads in the seven languages: what a model answered on an item ("¿qué respondió tiny-1 en la pregunta 4?",
"問4に何と答えましたか？"), whether the benchmark or the model is off, the items both models missed ("quais questões os
dois modelos erraram…"), an item's reference. Phrasings of our own, written before the nineteenth held-out set was
measured (none of them is in a routing set); the language is detected, not given."""

from __future__ import annotations

import pytest

from bot.language import LanguageDetector
from bot.routing import Router

CASES = [
    ('en', 'benchmark-analyze', 'what did tiny-1 answer on item 4 of capitals?'),
    ('en', 'benchmark-analyze', "is it the benchmark or the model that's off on gsm-mini?"),
    ('en', 'benchmark-analyze', 'which items did both models miss on capitals?'),
    ('en', 'benchmark-analyze', "what's the reference answer for item 13?"),
    ('de', 'benchmark-analyze', 'was hat tiny-1 bei Frage 4 von capitals geantwortet?'),
    ('de', 'benchmark-analyze', "liegt's am Benchmark oder am Modell bei gsm-mini?"),
    ('de', 'benchmark-analyze', 'welche Aufgaben haben beide Modelle bei capitals falsch?'),
    ('fr', 'benchmark-analyze', "qu'est-ce que tiny-1 a répondu à la question 4 de capitals ?"),
    ('fr', 'benchmark-analyze', "c'est le benchmark ou le modèle qui pose problème sur gsm-mini ?"),
    ('fr', 'benchmark-analyze', 'quelles questions les deux modèles ont ratées sur capitals ?'),
    ('es', 'benchmark-analyze', '¿qué respondió tiny-1 en la pregunta 4 de capitals?'),
    ('es', 'benchmark-analyze', '¿el problema es el benchmark o el modelo en gsm-mini?'),
    ('es', 'benchmark-analyze', '¿qué preguntas fallaron los dos modelos en capitals?'),
    ('pt', 'benchmark-analyze', 'o que o tiny-1 respondeu na questão 4 do capitals?'),
    ('pt', 'benchmark-analyze', 'o problema é o benchmark ou o modelo no gsm-mini?'),
    ('pt', 'benchmark-analyze', 'quais questões os dois modelos erraram no capitals?'),
    ('zh', 'benchmark-analyze', 'tiny-1 在 capitals 第4题回答的是什么？'),
    ('zh', 'benchmark-analyze', 'gsm-mini 上是基准的问题还是模型的问题？'),
    ('zh', 'benchmark-analyze', 'capitals 上两个模型都错了哪些题？'),
    ('ja', 'benchmark-analyze', 'tiny-1 は capitals の問4に何と答えましたか？'),
    ('ja', 'benchmark-analyze', 'gsm-mini はベンチマークの問題？それともモデルの問題？'),
    ('ja', 'benchmark-analyze', 'capitals で両方のモデルが間違えた問題はどれ？'),
]


@pytest.mark.parametrize(("lang", "expected", "text"), CASES)
def test_detected_and_routed(detector: LanguageDetector, router: Router, lang: str, expected: str, text: str) -> None:
    detected = detector.detect(text)
    route = router.route(text, detected)
    assert (detected, route.skill if route.decision == "skill" else route.decision) == (lang, expected)
