"""Two forms of an answer made equal, or what the key is to ignore (skills/key_forms.py), in the seven languages: asked
for, the key is widened (benchmark-edit); asked about as a question that asks nothing ("does the grader ignore
case?", "ignoriert der Key … die Groß- und Kleinschreibung?", "会忽略大小写吗？"), it is a read of what the key does
now (benchmark-analyze). A class that the seventeenth and eighteenth held-out sets showed in Spanish, German and
Japanese; phrasings of our own (none of them is in a routing set)."""

from __future__ import annotations

import pytest

from bot.routing import Router

ASKED_FOR = [
    ('en', 'can the gsm-mini key ignore thousands separators? 1,200 and 1200 should be equal'),
    ('en', "please normalise the capitals key so trailing periods don't matter"),
    ('en', 'treat "Paris" and "paris" the same in capitals'),
    ('en', "make gsm-mini's grader strip whitespace before comparing"),
    ('de', 'kann der Key von gsm-mini Tausendertrennzeichen ignorieren? 1.200 und 1200 sollen gleich zählen'),
    ('de', 'bitte den Schlüssel von capitals normalisieren, damit Groß/klein egal ist'),
    ('de', 'behandle „Paris“ und „paris“ in capitals gleich'),
    ('fr', 'la clé de gsm-mini peut ignorer les séparateurs de milliers ? 1 200 et 1200 devraient compter pareil'),
    ('fr', 'normalise la clé de capitals pour que les accents ne comptent pas'),
    ('fr', 'traite « Paris » et « paris » pareil dans capitals'),
    ('es', 'que la clave de capitals no distinga mayúsculas, «Paris» y «paris» son lo mismo'),
    ('es', 'normaliza la clave de gsm-mini para ignorar los espacios'),
    ('es', 'trata «Lima» y «lima» igual en capitals'),
    ('pt', 'a chave do gsm-mini pode ignorar separador de milhar? 1.200 e 1200 deviam contar igual'),
    ('pt', 'normaliza a chave do capitals pra ignorar acentos'),
    ('pt', 'trata "Brasília" e "Brasilia" como iguais no capitals'),
    ('zh', 'gsm-mini 的答案键能不能忽略千位分隔符？1,200 和 1200 应该算一样'),
    ('zh', '把 capitals 的答案键规范化一下，大小写不敏感'),
    ('zh', 'capitals 里 "Paris" 和 "paris" 当成一样的'),
    ('ja', 'gsm-mini のキーで桁区切りのカンマを無視できますか？1,200 と 1200 は同じ扱いにしてほしい'),
    ('ja', 'capitals のキーを正規化して、大文字小文字を区別しないようにして'),
]

ASKED_ABOUT = [
    ('en', 'does the gsm-mini key ignore thousands separators, or is 1,200 vs 1200 what sank tiny-1?'),
    ('en', 'is the capitals grader case-insensitive? does it treat "Paris" and "paris" the same?'),
    ('de', 'ignoriert der Key von capitals die Groß- und Kleinschreibung?'),
    ('fr', 'est-ce que la clé de capitals ignore les accents ?'),
    ('es', '¿la clave de capitals ignora las tildes?'),
    ('pt', 'a chave do capitals ignora acentos?'),
    ('zh', 'capitals 的答案键会忽略大小写吗？'),
    ('ja', 'capitals のキーは大文字小文字を区別しないんですか？'),
]

# Two models treated the same widens nothing.
NO_FORM = [
    ("en", "treat tiny-1 and tiny-2 the same when you compare them on gsm-mini"),
]


def _label(router: Router, text: str, lang: str) -> str:
    route = router.route(text, lang)
    return route.skill if route.decision == "skill" and route.skill else route.decision


@pytest.mark.parametrize(("lang", "text"), ASKED_FOR)
def test_asked_for_the_key_is_widened(router: Router, lang: str, text: str) -> None:
    assert _label(router, text, lang) == "benchmark-edit"


@pytest.mark.parametrize(("lang", "text"), ASKED_ABOUT)
def test_asked_about_it_is_read(router: Router, lang: str, text: str) -> None:
    assert _label(router, text, lang) == "benchmark-analyze"


@pytest.mark.parametrize(("lang", "text"), NO_FORM)
def test_no_form_named_widens_nothing(router: Router, lang: str, text: str) -> None:
    assert _label(router, text, lang) != "benchmark-edit"
