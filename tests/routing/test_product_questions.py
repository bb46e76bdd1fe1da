"""Product questions, comparisons and cancelled proposals, in the seven languages: what sets a training set apart
from a benchmark, asked with their names ("what's the difference between gsm-train and gsm-mini?", "gsm-train と
gsm-mini の違いは何ですか？"), is a product question, not a comparison of scores; who may start runs, which sets
exist; two models compared; a proposal dropped. Phrasings of our own, written before the nineteenth held-out set
was measured (none of them is in a routing set); the language is detected, not given."""

from __future__ import annotations

import pytest

from bot.language import LanguageDetector
from bot.routing import Router

CASES = [
    ('en', 'benchgen-context', "what's the difference between gsm-train and gsm-mini?"),
    ('en', 'benchgen-context', 'does re-scoring happen automatically after a key change?'),
    ('en', 'benchgen-context', 'can a viewer like ben start runs?'),
    ('en', 'benchgen-context', 'which training sets do we have?'),
    ('en', 'benchmark-analyze', 'compare tiny-1 and tiny-2 on capitals'),
    ('en', 'benchmark-edit', 'scrap that proposal, never mind'),
    ('en', 'benchmark-launch', 'cancel the run you just started'),
    ('de', 'benchgen-context', 'was ist der Unterschied zwischen gsm-train und gsm-mini?'),
    ('de', 'benchgen-context', 'darf ben als Viewer Läufe starten?'),
    ('de', 'benchmark-analyze', 'vergleich tiny-1 und tiny-2 auf capitals'),
    ('de', 'benchmark-edit', 'vergiss den Vorschlag'),
    ('fr', 'benchgen-context', 'quelle est la différence entre gsm-train et gsm-mini ?'),
    ('fr', 'benchgen-context', 'est-ce que ben peut lancer des runs en tant que lecteur ?'),
    ('fr', 'benchmark-analyze', 'compare tiny-1 et tiny-2 sur capitals'),
    ('fr', 'benchmark-edit', 'laisse tomber cette proposition'),
    ('es', 'benchgen-context', '¿cuál es la diferencia entre gsm-train y gsm-mini?'),
    ('es', 'benchgen-context', '¿puede ben lanzar ejecuciones siendo viewer?'),
    ('es', 'benchmark-analyze', 'compara tiny-1 y tiny-2 en capitals'),
    ('es', 'benchmark-edit', 'olvida esa propuesta'),
    ('pt', 'benchgen-context', 'qual a diferença entre o gsm-train e o gsm-mini?'),
    ('pt', 'benchgen-context', 'o ben pode rodar runs sendo viewer?'),
    ('pt', 'benchmark-analyze', 'compara o tiny-1 e o tiny-2 no capitals'),
    ('pt', 'benchmark-edit', 'esquece essa proposta'),
    ('zh', 'benchgen-context', 'gsm-train 和 gsm-mini 有什么区别？'),
    ('zh', 'benchgen-context', 'ben 是 viewer，能启动运行吗？'),
    ('zh', 'benchmark-analyze', '对比一下 tiny-1 和 tiny-2 在 capitals 上的表现'),
    ('zh', 'benchmark-edit', '那个修改提议算了，不要了'),
    ('ja', 'benchgen-context', 'gsm-train と gsm-mini の違いは何ですか？'),
    ('ja', 'benchgen-context', 'viewer の ben は実行を開始できますか？'),
    ('ja', 'benchmark-analyze', 'capitals で tiny-1 と tiny-2 を比べて'),
    ('ja', 'benchmark-edit', 'さっきの変更の提案は取り消して'),
]


@pytest.mark.parametrize(("lang", "expected", "text"), CASES)
def test_detected_and_routed(detector: LanguageDetector, router: Router, lang: str, expected: str, text: str) -> None:
    detected = detector.detect(text)
    route = router.route(text, detected)
    assert (detected, route.skill if route.decision == "skill" else route.decision) == (lang, expected)
