"""Runs and trainings in the seven languages: a fine-tuning with its epochs, a re-evaluation after the key was fixed
("jetzt wo der Key korrigiert ist, bitte … neu bewerten": the change came before the request and is none), a stuck
run cancelled ("coupe le run capitals, il est bloqué"), a training stopped, and a run's progress asked (a read).
Phrasings of our own, written before the nineteenth held-out set was measured (none of them is in a routing set); the
language is detected, not given."""

from __future__ import annotations

import pytest

from bot.language import LanguageDetector
from bot.routing import Router

CASES = [
    ('en', 'training-launch', 'SFT tiny-1 on capitals-train for 3 epochs'),
    ('en', 'benchmark-launch', 'now that the key is fixed, re-evaluate tiny-1 and tiny-2 on gsm-mini'),
    ('en', 'benchmark-launch', "kill the capitals run, it's stuck"),
    ('en', 'benchmark-analyze', 'is the tiny-2 run on capitals done yet?'),
    ('en', 'training-launch', 'stop the fine-tune of tiny-1, wrong dataset'),
    ('de', 'training-launch', 'trainier tiny-1 drei Epochen auf capitals-train'),
    ('de', 'benchmark-launch', 'jetzt wo der Key korrigiert ist, bitte tiny-1 und tiny-2 auf gsm-mini neu bewerten'),
    ('de', 'benchmark-launch', 'brich den capitals-Lauf ab, der hängt'),
    ('de', 'benchmark-analyze', 'ist der Lauf von tiny-2 auf capitals schon fertig?'),
    ('fr', 'training-launch', 'entraîne tiny-1 sur capitals-train pendant 3 époques'),
    ('fr', 'benchmark-launch', 'maintenant que la clé est corrigée, réévalue tiny-1 et tiny-2 sur gsm-mini'),
    ('fr', 'benchmark-launch', 'coupe le run capitals, il est bloqué'),
    ('fr', 'benchmark-analyze', 'le run de tiny-2 sur capitals est fini ?'),
    ('es', 'training-launch', 'entrena tiny-1 con capitals-train durante 3 épocas'),
    ('es', 'benchmark-launch', 'ahora que la clave está corregida, vuelve a evaluar tiny-1 y tiny-2 en gsm-mini'),
    ('es', 'benchmark-launch', 'para la ejecución de capitals, está colgada'),
    ('es', 'benchmark-analyze', '¿ya terminó la ejecución de tiny-2 en capitals?'),
    ('pt', 'training-launch', 'treina o tiny-1 no capitals-train por 3 épocas'),
    ('pt', 'benchmark-launch', 'agora que a chave foi corrigida, reavalia o tiny-1 e o tiny-2 no gsm-mini'),
    ('pt', 'benchmark-launch', 'para a execução do capitals, travou'),
    ('pt', 'benchmark-analyze', 'a execução do tiny-2 no capitals já terminou?'),
    ('zh', 'training-launch', '用 capitals-train 训练 tiny-1 三个 epoch'),
    ('zh', 'benchmark-launch', '答案键已经修好了，重新评测一下 tiny-1 和 tiny-2 的 gsm-mini'),
    ('zh', 'benchmark-launch', '把 capitals 那个运行停掉，卡住了'),
    ('zh', 'benchmark-analyze', 'tiny-2 在 capitals 上的运行跑完了吗？'),
    ('ja', 'training-launch', 'capitals-train で tiny-1 を 3 エポック学習させて'),
    ('ja', 'benchmark-launch', 'キーが直ったので、gsm-mini で tiny-1 と tiny-2 を再評価して'),
    ('ja', 'benchmark-launch', 'capitals の実行が止まってるので、キャンセルして'),
    ('ja', 'benchmark-analyze', 'tiny-2 の capitals の実行はもう終わった？'),
]


@pytest.mark.parametrize(("lang", "expected", "text"), CASES)
def test_detected_and_routed(detector: LanguageDetector, router: Router, lang: str, expected: str, text: str) -> None:
    detected = detector.detect(text)
    route = router.route(text, detected)
    assert (detected, route.skill if route.decision == "skill" else route.decision) == (lang, expected)
