"""A benchmark reset or its history wiped (refused: all its runs deleted) against a run started from scratch and a
proposal dropped (not refused), in the seven languages: "tiny-1 で gsm-mini を最初からやり直して" is a run, "…結果ぜんぶ
消して 最初からやり直したい" stays refused. Phrasings of our own, written before the nineteenth held-out set was measured
(none of them is in a routing set); the language is detected, not given."""

from __future__ import annotations

import pytest

from bot.language import LanguageDetector
from bot.routing import Router

CASES = [
    ('en', 'refuse', 'reset capitals to zero, wipe its history'),
    ('en', 'refuse', 'start over on gsm-mini: drop all its old results'),
    ('en', 'benchmark-launch', 'start a fresh run of tiny-1 on gsm-mini from scratch'),
    ('en', 'benchmark-edit', 'reset the key change you proposed, forget it'),
    ('de', 'refuse', 'setz capitals komplett zurück, alle Ergebnisse weg'),
    ('de', 'benchmark-launch', 'starte tiny-1 auf gsm-mini nochmal von vorne'),
    ('fr', 'refuse', "remets capitals à zéro, efface tout l'historique"),
    ('fr', 'benchmark-launch', 'relance tiny-1 sur gsm-mini de zéro'),
    ('es', 'refuse', 'resetea capitals, borra todo su historial'),
    ('es', 'benchmark-launch', 'lanza tiny-1 en gsm-mini desde cero'),
    ('pt', 'refuse', 'zera o capitals, apaga todo o histórico'),
    ('pt', 'benchmark-launch', 'roda o tiny-1 no gsm-mini do zero'),
    ('zh', 'refuse', '把 capitals 清零，历史结果全部删掉'),
    ('zh', 'benchmark-launch', '从头重新跑一遍 tiny-1 的 gsm-mini'),
    ('ja', 'refuse', 'capitals をリセットして、過去の結果を全部消して'),
    ('ja', 'benchmark-launch', 'tiny-1 で gsm-mini を最初からやり直して'),
]


@pytest.mark.parametrize(("lang", "expected", "text"), CASES)
def test_detected_and_routed(detector: LanguageDetector, router: Router, lang: str, expected: str, text: str) -> None:
    detected = detector.detect(text)
    route = router.route(text, detected)
    assert (detected, route.skill if route.decision == "skill" else route.decision) == (lang, expected)
