"""The ceiling's classes that the seventeenth held-out set showed, in the seven languages: a key named only as
the reason ("…, they all ran with the broken key", "item 13 is a key bug anyway") makes no deletion of all
runs and no answer marked right an edit of the key; asking whether a benchmark can be deleted while saying it
is of no use any more asks for it; an item named by its number alone ("la 17 de capitals", "die 8 von
gsm-mini") is what a thread's "remove it too" removes. Phrasings of our own per class (none of them is in a
routing set), the contrasts that must not move."""

from __future__ import annotations

import pytest

from bot.routing import Router

REFUSE = "refuse"

# All runs deleted, or an answer marked right, the key named only as the reason.
KEY_AS_REASON = [
    ("en", "delete all runs of gsm-mini, the key was broken anyway"),
    ("en", "wipe every run on gsm-mini, they all used the wrong key"),
    ("en", "it's a key bug on item 7 anyway, just mark tiny-2's answer correct in the run"),
    ("de", "Lösch alle Runs von gsm-mini, der Key war eh kaputt"),
    ("de", "entfern bitte sämtliche Läufe von capitals, die liefen alle mit dem falschen Schlüssel"),
    ("fr", "supprime tous les runs de gsm-mini, ils ont tous tourné avec la clé cassée"),
    ("fr", "efface tous les résultats de capitals, c'était une erreur de clé de toute façon"),
    ("es", "borra todas las ejecuciones de gsm-mini, la clave estaba rota"),
    ("pt", "apaga todas as execuções do gsm-mini, a chave tava quebrada mesmo"),
    ("zh", "把gsm-mini的所有运行都删掉，反正答案键有问题"),
    ("ja", "gsm-miniの実行を全部消して、どうせキーが間違ってたし"),
]

# Asked whether it can be deleted, said to be of no use any more.
USELESS = [
    ("en", "can we delete the capitals benchmark? it's obsolete"),
    ("de", "können wir gsm-mini löschen? brauchen wir nicht mehr"),
    ("fr", "on peut effacer gsm-mini ? on n'en a plus besoin, plus besoin de ce benchmark"),
    ("es", "¿podemos borrar el benchmark capitals? ya no sirve"),
    ("pt", "dá pra apagar o benchmark capitals? não serve mais pra nada"),
]

# An item named by its number alone, removed in a follow-up: an edit, never a benchmark deleted.
ITEM_BY_NUMBER = [
    ("fr", "et la 9 de gsm-mini, supprime-la aussi"),
    ("es", "y la 12 de capitals, bórrala también"),
    ("pt", "e a 6 do gsm-mini, tira ela também"),
    ("de", "und die 8 von gsm-mini, lösch die auch"),
    ("en", "same for 11 on gsm-mini, remove it too"),
]

# What must not move: asking how, or whether one may oneself; an item removed with the key at fault.
CONTRASTS = [
    ("en", "how do I delete a benchmark in the web app? ours is obsolete", "benchgen-context"),
    ("en", "can I delete gsm-mini myself in the web app? it's obsolete", "benchgen-context"),
    ("en", "remove item 4 from gsm-mini, the key is wrong", "benchmark-edit"),
    ("ja", "gsm-mini の項目13の参照解答が間違ってる、42にして", "benchmark-edit"),
    ("es", "borra las ejecuciones de gsm-mini de mayo", REFUSE),
]


def _label(router: Router, text: str, lang: str) -> str:
    route = router.route(text, lang)
    return route.skill if route.decision == "skill" and route.skill else route.decision


@pytest.mark.parametrize(("lang", "text"), KEY_AS_REASON + USELESS)
def test_refused(router: Router, lang: str, text: str) -> None:
    assert router.route(text, lang).decision == REFUSE


@pytest.mark.parametrize(("lang", "text"), ITEM_BY_NUMBER)
def test_an_item_by_its_number_is_removed_not_refused(router: Router, lang: str, text: str) -> None:
    assert _label(router, text, lang) == "benchmark-edit"


@pytest.mark.parametrize(("lang", "text", "expected"), CONTRASTS)
def test_the_contrasts_stay(router: Router, lang: str, text: str, expected: str) -> None:
    assert _label(router, text, lang) == expected
