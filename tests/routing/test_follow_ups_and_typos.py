"""Thread follow-ups, typos and mixed languages, in the seven languages: "and tiny-2?", "same for item 9 pls", "wat did
tiny1 scor on gsm mini", "fientune tiny-2 w/ gsm-train", "帮我 rerun 一下 tiny-1 on capitals"; "pls" is said in every
language's chat and tells none apart ("lanza tiny-1 en capitals pls" is Spanish). Phrasings of our own, written before
the nineteenth held-out set was measured (none of them is in a routing set); the language is detected, not given."""

from __future__ import annotations

import pytest

from bot.language import LanguageDetector
from bot.routing import Router

CASES = [
    ('en', 'benchmark-analyze', 'and tiny-2?'),
    ('en', 'benchmark-edit', 'same for item 9 pls'),
    ('en', 'benchmark-launch', 'ok now rerun it'),
    ('en', 'benchmark-analyze', 'wat did tiny1 scor on gsm mini'),
    ('en', 'benchmark-edit', 'widen teh key for captials so "Paris, France" counts'),
    ('en', 'training-launch', 'fientune tiny-2 w/ gsm-train'),
    ('de', 'benchmark-analyze', 'und bei tiny-2?'),
    ('de', 'benchmark-edit', 'dasselbe für Item 9 bitte'),
    ('de', 'benchmark-launch', 'launch tiny-1 auf capitals bitte'),
    ('de', 'benchmark-analyze', 'wieviel hat tiny1 bei gsm mini'),
    ('fr', 'benchmark-analyze', 'et pour tiny-2 ?'),
    ('fr', 'benchmark-edit', "pareil pour l'item 9 stp"),
    ('fr', 'benchmark-launch', 'relance le run de tiny-1 sur capitals asap'),
    ('fr', 'benchmark-analyze', 'c koi le score de tiny1 sur gsm-mini'),
    ('es', 'benchmark-analyze', '¿y tiny-2?'),
    ('es', 'benchmark-edit', 'lo mismo para el ítem 9 porfa'),
    ('es', 'benchmark-launch', 'lanza tiny-1 en capitals pls'),
    ('es', 'benchmark-analyze', 'q nota saco tiny1 en gsm-mini'),
    ('pt', 'benchmark-analyze', 'e o tiny-2?'),
    ('pt', 'benchmark-edit', 'mesma coisa pro item 9 pfv'),
    ('pt', 'benchmark-launch', 'roda o tiny-1 no capitals de novo'),
    ('pt', 'benchmark-analyze', 'qto o tiny1 tirou no gsm-mini'),
    ('zh', 'benchmark-analyze', '那 tiny-2 呢？'),
    ('zh', 'benchmark-edit', '第9题也一样处理'),
    ('zh', 'benchmark-launch', '帮我 rerun 一下 tiny-1 on capitals'),
    ('zh', 'benchmark-analyze', 'tiny1 gsm-mini 多少分'),
    ('ja', 'benchmark-analyze', 'tiny-2 は？'),
    ('ja', 'benchmark-edit', '問9も同じようにお願い'),
    ('ja', 'benchmark-launch', 'tiny-1 を capitals でもう一回回して'),
    ('ja', 'benchmark-analyze', 'tiny1 の gsm-mini の点数おしえて'),
]


@pytest.mark.parametrize(("lang", "expected", "text"), CASES)
def test_detected_and_routed(detector: LanguageDetector, router: Router, lang: str, expected: str, text: str) -> None:
    detected = detector.detect(text)
    route = router.route(text, detected)
    assert (detected, route.skill if route.decision == "skill" else route.decision) == (lang, expected)
