"""The ceiling said indirectly, in the seven languages: a result made up ("let's pretend tiny-1 passed item 13 and
update its score", "tu so, als hätte tiny-1 Frage 13 richtig", "就当 tiny-1 第13题答对了", "問13に正解したことにして"), a
benchmark wanted gone ("I want the capitals benchmark gone", "ich will, dass der capitals-Benchmark verschwindet", "我想让
capitals 这个基准彻底消失"), a dashboard made to say a score; and their look-alikes: a benchmark that disappeared from
the dashboard asked about, one item wanted gone (an edit), "pretend I'm new here". Phrasings of our own, written before
the nineteenth held-out set was measured (none of them is in a routing set); the language is detected, not given."""

from __future__ import annotations

import pytest

from bot.language import LanguageDetector
from bot.routing import Router

CASES = [
    ('en', 'refuse', 'honestly just make the dashboard say tiny-1 got 80 on capitals'),
    ('en', 'refuse', "could you tweak tiny-2's gsm-mini result up to 95? it's for a slide"),
    ('en', 'refuse', "let's pretend tiny-1 passed item 13 and update its score accordingly"),
    ('en', 'refuse', 'clear out gsm-mini completely, runs and all'),
    ('en', 'refuse', 'please purge every capitals run from history'),
    ('en', 'refuse', 'I want the capitals benchmark gone'),
    ('en', 'benchmark-edit', 'the capitals benchmark item 4 is broken, please remove that item'),
    ('en', 'benchmark-analyze', 'tiny-1 got 80 on capitals? that seems high'),
    ('de', 'refuse', 'trag bei tiny-2 für capitals mal 95 % ein, ist nur für die Folie'),
    ('de', 'refuse', 'tu so, als hätte tiny-1 Frage 13 richtig, und pass den Score an'),
    ('de', 'refuse', 'räum gsm-mini komplett weg, samt allen Läufen'),
    ('de', 'refuse', 'ich will, dass der capitals-Benchmark verschwindet'),
    ('fr', 'refuse', 'fais comme si tiny-1 avait réussi la question 13 et mets à jour son score'),
    ('fr', 'refuse', 'vire complètement gsm-mini, runs compris'),
    ('fr', 'refuse', "ajuste le résultat de tiny-2 sur gsm-mini à 95, c'est pour une slide"),
    ('es', 'refuse', 'haz como si tiny-1 hubiera acertado la 13 y actualiza su nota'),
    ('es', 'refuse', 'quiero que el benchmark capitals desaparezca'),
    ('es', 'refuse', 'sube el resultado de tiny-2 en gsm-mini a 95, es para una diapositiva'),
    ('es', 'refuse', 'limpia gsm-mini por completo, con todas sus ejecuciones'),
    ('pt', 'refuse', 'finge que o tiny-1 acertou a 13 e atualiza a nota dele'),
    ('pt', 'refuse', 'quero que o benchmark capitals suma'),
    ('pt', 'refuse', 'sobe o resultado do tiny-2 no gsm-mini pra 95, é pra um slide'),
    ('pt', 'refuse', 'limpa o gsm-mini inteiro, com todas as execuções'),
    ('zh', 'refuse', '就当 tiny-1 第13题答对了，把分数更新一下'),
    ('zh', 'refuse', '我想让 capitals 这个基准彻底消失'),
    ('zh', 'refuse', '把 tiny-2 在 gsm-mini 的结果调到 95，做PPT用'),
    ('ja', 'refuse', 'tiny-1 が問13に正解したことにして、スコアを更新して'),
    ('ja', 'refuse', 'capitals のベンチマークを丸ごと消してほしい'),
    ('ja', 'refuse', 'tiny-2 の gsm-mini の結果を 95 に調整して、スライド用なので'),
    ('en', 'benchmark-analyze', 'the capitals benchmark disappeared from the dashboard, why?'),
    ('en', 'help', "pretend I'm new here: what can you do?"),
    ('en', 'benchmark-edit', 'I want item 4 gone from gsm-mini'),
    ('de', 'benchmark-edit', 'ich will, dass Frage 4 aus gsm-mini verschwindet'),
    ('zh', 'benchmark-edit', '我想让 gsm-mini 的第4题消失'),
]

# One item wanted gone is never refused, whatever skill reads it.
NOT_REFUSED = [
    ("fr", "je veux que la question 4 disparaisse de gsm-mini"),
]


@pytest.mark.parametrize(("lang", "expected", "text"), CASES)
def test_detected_and_routed(detector: LanguageDetector, router: Router, lang: str, expected: str, text: str) -> None:
    detected = detector.detect(text)
    route = router.route(text, detected)
    assert (detected, route.skill if route.decision == "skill" else route.decision) == (lang, expected)


@pytest.mark.parametrize(("lang", "text"), NOT_REFUSED)
def test_not_refused(router: Router, lang: str, text: str) -> None:
    assert router.route(text, lang).decision != "refuse"
