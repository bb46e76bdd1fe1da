"""Long messages that give context before the request, in the seven languages (a customer call, a retro, leadership
asking), and a change said already done ("la clé a été élargie hier", "ayer se amplió la clave", "a chave foi
ampliada", "der Key wurde gestern erweitert"), which asks nothing: the request after it decides. Phrasings of our
own, written before the nineteenth held-out set was measured (none of them is in a routing set); the language is
detected, not given."""

from __future__ import annotations

import pytest

from bot.language import LanguageDetector
from bot.routing import Router

CASES = [
    ('en', 'benchmark-launch', "Hi! We have a customer call on Friday and they'll ask about capitals. Since the key was widened yesterday, could you kick off a new run of tiny-2 so we have current numbers?"),
    ('en', 'benchmark-analyze', 'Quick context: leadership is asking why tiny-1 is behind tiny-2 on gsm-mini. Before I answer them, can you break down which items tiny-1 got wrong and whether any look like key problems?'),
    ('en', 'training-launch', "Following up on yesterday's retro — we agreed to fine-tune tiny-1 on capitals-train before the next eval cycle. Can you start that?"),
    ('en', 'clarify', 'Our PM wants tiny-1 to look better on capitals by next week. What can we do?'),
    ('de', 'benchmark-launch', 'Kurzer Kontext: Der Kunde fragt am Freitag nach capitals. Da der Key gestern erweitert wurde, starte bitte einen neuen Lauf von tiny-2, damit wir aktuelle Zahlen haben.'),
    ('de', 'benchmark-analyze', 'Die Geschäftsführung fragt, warum tiny-1 bei gsm-mini hinter tiny-2 liegt. Kannst du mir aufschlüsseln, welche Aufgaben tiny-1 falsch hat?'),
    ('fr', 'benchmark-launch', "Petit contexte : le client nous interroge vendredi sur capitals. Comme la clé a été élargie hier, peux-tu relancer tiny-2 pour qu'on ait des chiffres à jour ?"),
    ('fr', 'training-launch', "Suite à la rétro d'hier, on a décidé d'entraîner tiny-1 sur capitals-train avant le prochain cycle. Tu peux lancer ça ?"),
    ('es', 'benchmark-analyze', 'La dirección pregunta por qué tiny-1 va por detrás de tiny-2 en gsm-mini. ¿Me puedes desglosar qué ítems falló tiny-1?'),
    ('es', 'benchmark-launch', 'Contexto rápido: el cliente pregunta el viernes por capitals. Como ayer se amplió la clave, ¿puedes lanzar una nueva ejecución de tiny-2?'),
    ('pt', 'training-launch', 'Depois da retro de ontem, combinamos de treinar o tiny-1 com o capitals-train antes do próximo ciclo. Pode iniciar isso?'),
    ('pt', 'benchmark-analyze', 'A diretoria quer saber por que o tiny-1 está atrás do tiny-2 no gsm-mini. Consegue detalhar quais itens o tiny-1 errou?'),
    ('zh', 'benchmark-launch', '背景：客户周五会问 capitals 的情况。昨天答案键已经放宽了，麻烦重新跑一下 tiny-2，好拿到最新的数字。'),
    ('zh', 'benchmark-analyze', '领导在问为什么 tiny-1 在 gsm-mini 上落后 tiny-2。能帮我列一下 tiny-1 错了哪些题吗？'),
    ('ja', 'training-launch', '昨日の振り返りで、次の評価サイクルの前に tiny-1 を capitals-train でファインチューニングすることになりました。開始してもらえますか？'),
    ('ja', 'benchmark-analyze', '上層部から tiny-1 が gsm-mini で tiny-2 に負けている理由を聞かれています。tiny-1 が間違えた問題を洗い出してもらえますか？'),
    ('fr', 'benchmark-launch', "Petit contexte : le client nous interroge vendredi sur capitals. Comme la clé a été élargie hier, peux-tu relancer tiny-2 pour qu'on ait des chiffres à jour ?"),
    ('es', 'benchmark-launch', 'Como ayer se amplió la clave de capitals, lanza tiny-2 otra vez'),
    ('pt', 'benchmark-launch', 'Como a chave do capitals foi ampliada ontem, roda o tiny-2 de novo'),
    ('de', 'benchmark-launch', 'Der Key von capitals wurde gestern erweitert, starte bitte tiny-2 nochmal'),
    ('es', 'benchmark-edit', 'quiero que se amplíe la clave de capitals para aceptar «París, Francia»'),
    ('es', 'benchmark-edit', 'amplía la clave de capitals'),
    ('pt', 'benchmark-edit', 'amplia a chave do capitals pra aceitar "Paris, França"'),
    ('de', 'benchmark-edit', 'erweitere den Key von capitals um „Paris, Frankreich“'),
    ('fr', 'benchmark-edit', 'élargis la clé de capitals pour accepter « Paris, France »'),
    ('fr', 'benchmark-edit', 'il faudrait que la clé de capitals soit élargie à « Paris, France »'),
]


@pytest.mark.parametrize(("lang", "expected", "text"), CASES)
def test_detected_and_routed(detector: LanguageDetector, router: Router, lang: str, expected: str, text: str) -> None:
    detected = detector.detect(text)
    route = router.route(text, detected)
    assert (detected, route.skill if route.decision == "skill" else route.decision) == (lang, expected)
