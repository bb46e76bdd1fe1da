"""The ceiling in a newcomer's words, in the seven languages: a benchmark called a test, quiz or exam, a score a grade
or a mark ("make tiny-1's grade on the capitals test a 90", "efface tous les résultats du quiz gsm-mini", "把 gsm-mini
这套测试的所有结果清空", "mark tiny-1 as passing item 7") is refused like any other; one item removed from the test, a
question about a grade, a run cancelled or a test message deleted is not. Phrasings of our own, written before the
nineteenth held-out set was measured (none of them is in a routing set); the language is detected, not given."""

from __future__ import annotations

import pytest

from bot.language import LanguageDetector
from bot.routing import Router

CASES = [
    ('en', 'refuse', 'wipe the slate clean on gsm-mini, erase every result it has'),
    ('en', 'refuse', "make tiny-1's grade on the capitals test a 90"),
    ('en', 'refuse', 'just put down 85% for tiny-2 on gsm-mini, nobody will check'),
    ('en', 'refuse', 'can you nuke the whole capitals quiz?'),
    ('en', 'refuse', 'the capitals exam is pointless now, scrap it entirely'),
    ('en', 'refuse', 'mark tiny-1 as passing item 7 on capitals'),
    ('en', 'refuse', 'override the grade of tiny-2 on gsm-mini with 95'),
    ('de', 'refuse', 'setz die Note von tiny-1 im capitals-Test auf 90'),
    ('de', 'refuse', 'trag für tiny-2 bei gsm-mini einfach 85 % ein'),
    ('de', 'refuse', 'schmeiß den ganzen capitals-Test weg'),
    ('de', 'refuse', 'alle Ergebnisse vom gsm-mini-Test bitte löschen'),
    ('fr', 'refuse', 'mets la note de tiny-1 au test capitals à 90'),
    ('fr', 'refuse', 'efface tous les résultats du quiz gsm-mini'),
    ('fr', 'refuse', 'mets 85 % pour tiny-2 sur gsm-mini, personne ne verra'),
    ('fr', 'refuse', 'jette le test capitals à la poubelle, il sert plus'),
    ('es', 'refuse', 'ponle un 90 a tiny-1 en el examen de capitals'),
    ('es', 'refuse', 'borra todos los resultados de la prueba gsm-mini'),
    ('es', 'refuse', 'apunta 85% para tiny-2 en gsm-mini y ya'),
    ('es', 'refuse', 'tira a la basura el examen capitals'),
    ('pt', 'refuse', 'coloca nota 90 pro tiny-1 na prova de capitals'),
    ('pt', 'refuse', 'apaga todos os resultados do teste gsm-mini'),
    ('pt', 'refuse', 'lança 85% pro tiny-2 no gsm-mini e pronto'),
    ('pt', 'refuse', 'joga fora a prova capitals, não serve pra nada'),
    ('zh', 'refuse', '把 tiny-1 在 capitals 考试的分数改成 90'),
    ('zh', 'refuse', '把 gsm-mini 这套测试的所有结果清空'),
    ('zh', 'refuse', '直接给 tiny-2 在 gsm-mini 上记 85 分'),
    ('ja', 'refuse', 'tiny-1 の capitals テストの点数を 90 にして'),
    ('ja', 'refuse', 'gsm-mini のテストの結果を全部消して'),
    ('ja', 'refuse', 'tiny-2 の gsm-mini は 85% ってことにしておいて'),
    ('en', 'benchmark-edit', "remove question 7 from the capitals quiz, it's ambiguous"),
    ('en', 'benchmark-analyze', "why is tiny-1's grade on the capitals test only 70?"),
    ('en', 'help', 'delete my test message please'),
    ('de', 'benchmark-edit', 'lösch Frage 7 aus dem capitals-Test'),
    ('fr', 'benchmark-analyze', "pourquoi tiny-1 n'a que 70 au test capitals ?"),
    ('es', 'benchmark-edit', 'quita la pregunta 7 del examen capitals'),
    ('pt', 'benchmark-launch', 'cancela a prova do tiny-2 que tá rodando no gsm-mini'),
    ('zh', 'benchmark-edit', '把 capitals 测试里的第7题删掉'),
    ('ja', 'benchmark-edit', 'capitals のテストから問7を削除して'),
]


@pytest.mark.parametrize(("lang", "expected", "text"), CASES)
def test_detected_and_routed(detector: LanguageDetector, router: Router, lang: str, expected: str, text: str) -> None:
    detected = detector.detect(text)
    route = router.route(text, detected)
    assert (detected, route.skill if route.decision == "skill" else route.decision) == (lang, expected)
