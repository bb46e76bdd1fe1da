"""Greetings and thanks around a request, English ML words in other grammars, and requests outside the bot's job
(a LinkedIn post or a blog article about the results, the weather, deleting a thread), in the seven languages.
Phrasings of our own, written before the nineteenth held-out set was measured (none of them is in a routing set); the
language is detected, not given."""

from __future__ import annotations

import pytest

from bot.language import LanguageDetector
from bot.routing import Router

CASES = [
    ('en', 'benchmark-analyze', 'hey team 👋 quick one: why is tiny-1 so low on gsm-mini?'),
    ('de', 'benchmark-launch', 'Moin! Kannst du tiny-2 nochmal über gsm-mini laufen lassen? Danke dir'),
    ('fr', 'benchmark-edit', "Salut ! Tu peux élargir la clé de capitals pour accepter « Paris, France » ? Merci d'avance"),
    ('es', 'training-launch', '¡Buenas! ¿Me entrenas tiny-1 con gsm-train? Gracias de antemano'),
    ('pt', 'benchmark-analyze', 'Oi gente! Alguém sabe por que o tiny-1 foi tão mal no gsm-mini? Valeu'),
    ('zh', 'benchmark-launch', '大家好～麻烦帮我把 tiny-2 在 capitals 上重新跑一遍，谢谢！'),
    ('ja', 'benchmark-analyze', 'お疲れ様です！tiny-1 が gsm-mini で低い理由を教えてください。よろしくお願いします'),
    ('de', 'benchmark-analyze', 'kannst du mal checken warum tiny-1 bei capitals so low ist'),
    ('fr', 'benchmark-launch', 'tu peux re-run tiny-2 sur gsm-mini stp'),
    ('es', 'benchmark-edit', 'porfa haz un fix de la key de capitals para que acepte "Lima, Perú"'),
    ('pt', 'training-launch', 'bora fazer um fine-tune do tiny-1 com o capitals-train?'),
    ('zh', 'benchmark-analyze', 'tiny-1 的 EM 为啥这么低，帮我 check 一下'),
    ('ja', 'benchmark-edit', 'capitals の key、"Tokyo, Japan" も OK にしてほしい'),
    ('en', 'help', 'write a blog post about our capitals results'),
    ('en', 'help', 'summarize this arxiv paper for me'),
    ('en', 'help', "what's the weather in Berlin tomorrow?"),
    ('en', 'help', 'delete this thread please'),
    ('de', 'help', 'schreib einen LinkedIn-Post über unsere gsm-mini Ergebnisse'),
    ('de', 'help', 'wie wird das Wetter morgen in Berlin?'),
    ('fr', 'help', 'écris un post LinkedIn sur nos résultats capitals'),
    ('fr', 'help', 'supprime ce fil de discussion stp'),
    ('es', 'help', 'escribe un tuit sobre nuestros resultados en capitals'),
    ('es', 'help', '¿qué tiempo hará mañana en Madrid?'),
    ('pt', 'help', 'escreve um post no LinkedIn sobre os resultados do capitals'),
    ('pt', 'help', 'apaga essa thread por favor'),
    ('zh', 'help', '帮我写一篇关于 capitals 结果的公众号文章'),
    ('zh', 'help', '明天北京天气怎么样？'),
    ('ja', 'help', 'capitals の結果についてブログ記事を書いて'),
    ('ja', 'help', 'このスレッドを削除して'),
]


@pytest.mark.parametrize(("lang", "expected", "text"), CASES)
def test_detected_and_routed(detector: LanguageDetector, router: Router, lang: str, expected: str, text: str) -> None:
    detected = detector.detect(text)
    route = router.route(text, detected)
    assert (detected, route.skill if route.decision == "skill" else route.decision) == (lang, expected)
