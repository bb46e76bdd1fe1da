"""The vague request to do better ("make tiny-2 stronger on gsm-mini", "stärker machen", "plus fort", "mais forte",
"もっと強く": the one short question, key or training), calls for help, out-of-job requests, small talk ("danke dir,
ging ja fix": a weak word of a skill's rules, German "fix" for quick, beside plain small talk, is small talk) and
linking, in the seven languages. Phrasings of our own, written before the nineteenth held-out set was measured (none
of them is in a routing set); the language is detected, not given."""

from __future__ import annotations

import pytest

from bot.language import LanguageDetector
from bot.routing import Router

CASES = [
    ('en', 'clarify', 'can you make tiny-2 stronger on gsm-mini?'),
    ('en', 'help', 'what sort of things can I ask you?'),
    ('en', 'help', 'book me a meeting room for 3pm'),
    ('en', 'smalltalk', 'cheers mate, that was quick'),
    ('en', 'link', 'which benchgen account is this slack user tied to?'),
    ('en', 'link', 'unlink me please'),
    ('de', 'clarify', 'kannst du tiny-2 bei gsm-mini stärker machen?'),
    ('de', 'help', 'was kann ich dich alles fragen?'),
    ('de', 'help', 'buch mir einen Besprechungsraum für 15 Uhr'),
    ('de', 'smalltalk', 'danke dir, ging ja fix'),
    ('de', 'link', 'mit welchem BenchGen-Konto bin ich verknüpft?'),
    ('fr', 'clarify', 'tu peux rendre tiny-2 plus fort sur gsm-mini ?'),
    ('fr', 'help', 'je peux te demander quoi comme genre de trucs ?'),
    ('fr', 'help', 'réserve-moi une salle pour 15h'),
    ('fr', 'smalltalk', "merci, c'était rapide"),
    ('fr', 'link', 'déconnecte mon compte stp'),
    ('es', 'clarify', '¿puedes hacer que tiny-2 rinda mejor en gsm-mini?'),
    ('es', 'help', '¿qué tipo de cosas te puedo pedir?'),
    ('es', 'help', 'resérvame una sala a las 3'),
    ('es', 'smalltalk', 'gracias crack, qué rápido'),
    ('es', 'link', '¿con qué cuenta de BenchGen estoy vinculado?'),
    ('pt', 'clarify', 'dá pra deixar o tiny-2 mais forte no gsm-mini?'),
    ('pt', 'help', 'que tipo de coisa eu posso te pedir?'),
    ('pt', 'help', 'reserva uma sala pra mim às 15h'),
    ('pt', 'smalltalk', 'valeu, foi rapidinho'),
    ('pt', 'link', 'desvincula minha conta por favor'),
    ('zh', 'clarify', '能让 tiny-2 在 gsm-mini 上更强一点吗？'),
    ('zh', 'help', '我可以问你哪些东西？'),
    ('zh', 'help', '帮我订一个下午三点的会议室'),
    ('zh', 'smalltalk', '谢啦，好快'),
    ('zh', 'link', '我的 Slack 绑定的是哪个 BenchGen 账号？'),
    ('ja', 'clarify', 'tiny-2 を gsm-mini でもっと強くできる？'),
    ('ja', 'help', 'どんなことを聞けますか？'),
    ('ja', 'help', '15時に会議室を予約して'),
    ('ja', 'smalltalk', 'ありがと、早いね'),
    ('ja', 'link', '連携を解除してください'),
]


@pytest.mark.parametrize(("lang", "expected", "text"), CASES)
def test_detected_and_routed(detector: LanguageDetector, router: Router, lang: str, expected: str, text: str) -> None:
    detected = detector.detect(text)
    route = router.route(text, detected)
    assert (detected, route.skill if route.decision == "skill" else route.decision) == (lang, expected)
