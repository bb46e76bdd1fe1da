"""The skills' classes that the seventeenth held-out set showed: a key asked to ignore something, or two forms
asked to count the same, widens it (es); a setting asked so that another form counts too widens it (de); the
items a model lost, or failed in ("em que itens … falhou"), are read; a gold label asked about is a doubt
about the reference, read before anything is changed. Phrasings of our own per class (none of them is in a
routing set), the contrasts that must not move."""

from __future__ import annotations

import pytest

from bot.routing import Router

CASES = [
    # a key made to ignore something, or two forms made to count the same: the key widened
    ("es", "que la clave de capitals ignore las tildes, 'Bogotá' y 'Bogota' son lo mismo", "benchmark-edit"),
    ("es", "en gsm-mini '3.0' y '3' deberían contar igual, cámbialo por favor", "benchmark-edit"),
    # a setting asked for, so that another form counts too
    ("de", "kannst du bei capitals einstellen, dass auch 'Paris, France' gilt?", "benchmark-edit"),
    ("de", "bitte bei gsm-mini so konfigurieren, dass auch 7,0 zählt", "benchmark-edit"),
    # the items a model lost, or failed in
    ("en", "which capitals items did tiny-2 lose?", "benchmark-analyze"),
    ("en", "which questions does tiny-1 miss on gsm-mini because of formatting?", "benchmark-analyze"),
    ("pt", "em que questões do gsm-mini o tiny-1 errou?", "benchmark-analyze"),
    ("pt", "alguém sabe em quais itens o tiny-2 falhou no capitals?", "benchmark-analyze"),
    # a gold label or the ground truth doubted: read
    ("en", "is the gold answer for item 5 on gsm-mini wrong?", "benchmark-analyze"),
    ("en", "the ground truth on 13 looks off to me, can you check?", "benchmark-analyze"),
    # contrasts: the reference changed, a key widened by name, a score asked about
    ("en", "change the gold answer for item 13 on gsm-mini to 42", "benchmark-edit"),
    ("es", "amplía la clave de capitals para que acepte 'Lima, Perú'", "benchmark-edit"),
    ("pt", "qual é a nota do tiny-2 no capitals?", "benchmark-analyze"),
]


@pytest.mark.parametrize(("lang", "text", "expected"), CASES)
def test_routed(router: Router, lang: str, text: str, expected: str) -> None:
    route = router.route(text, lang)
    assert (route.skill if route.decision == "skill" else route.decision) == expected
