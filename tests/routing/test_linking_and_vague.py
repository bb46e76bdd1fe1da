"""Linking asked in the seven languages ("tô logado com qual conta?", "BenchGen のアカウントにつなぐには？") and the vague
request to take care of a model on a benchmark (the one short question). Phrasings of our own, written before the
nineteenth held-out set was measured (none of them is in a routing set); the language is detected, not given."""

from __future__ import annotations

import pytest

from bot.language import LanguageDetector
from bot.routing import Router

CASES = [
    ('en', 'link', 'how do I connect this chat to my BenchGen account?'),
    ('en', 'link', 'am I logged in as ana or cara here?'),
    ('de', 'link', 'wie verbinde ich den Chat mit meinem BenchGen-Konto?'),
    ('de', 'link', 'bin ich hier als ana eingeloggt?'),
    ('fr', 'link', 'comment je relie ce chat à mon compte BenchGen ?'),
    ('fr', 'link', 'je suis connecté avec quel compte ?'),
    ('es', 'link', '¿cómo conecto este chat con mi cuenta de BenchGen?'),
    ('pt', 'link', 'como eu conecto esse chat na minha conta do BenchGen?'),
    ('pt', 'link', 'tô logado com qual conta?'),
    ('zh', 'link', '怎么把这个聊天和我的 BenchGen 账号关联起来？'),
    ('zh', 'link', '我现在登录的是哪个账号？'),
    ('ja', 'link', 'このチャットを BenchGen のアカウントにつなぐには？'),
    ('ja', 'link', '今どのアカウントでログインしてる？'),
    ('en', 'clarify', 'sort out tiny-1 on gsm-mini for me'),
    ('de', 'clarify', 'kümmer dich mal um tiny-1 bei gsm-mini'),
    ('fr', 'clarify', 'occupe-toi de tiny-1 sur gsm-mini'),
    ('es', 'clarify', 'encárgate de tiny-1 en gsm-mini'),
    ('pt', 'clarify', 'resolve o tiny-1 no gsm-mini pra mim'),
    ('zh', 'clarify', 'tiny-1 在 gsm-mini 上的问题你处理一下'),
    ('ja', 'clarify', 'tiny-1 の gsm-mini の件、対応お願いします'),
]


@pytest.mark.parametrize(("lang", "expected", "text"), CASES)
def test_detected_and_routed(detector: LanguageDetector, router: Router, lang: str, expected: str, text: str) -> None:
    detected = detector.detect(text)
    route = router.route(text, detected)
    assert (detected, route.skill if route.decision == "skill" else route.decision) == (lang, expected)


def test_unlinking_is_read_whatever_language_it_is_taken_for(router: Router) -> None:
    """'desconéctame de BenchGen' reads as Portuguese as often as Spanish: unlinking either way."""
    assert {router.route("desconéctame de BenchGen", lang).intent for lang in ("es", "pt")} == {"unlink"}
