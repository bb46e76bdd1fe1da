"""The classes of messages the fourteenth held-out set's misses showed: a key widening said as a complaint
with a change asked loosely at the end, a training asked with a remark on credits, an item's question
reworded. Phrasings of our own per class (none of them is in a routing set), then the set's messages."""

from __future__ import annotations

import pytest

from bot.routing import Router

CONTEXT, ANALYZE, EDIT, TRAINING = "benchgen-context", "benchmark-analyze", "benchmark-edit", "training-launch"

# A complaint about the key, a change asked loosely at its end, or an alias or a format not to matter.
KEY_WIDENED = [
    ("fr", "Sérieux, refuser « Lima, Pérou » c'est n'importe quoi. Faudrait arranger la clé."),
    ("fr", "compter faux « 15 euros », c'est abusé, il faudrait réparer la clé"),
    ("zh", "这个 key 也太死板了吧，'Lima, Peru' 都不算对，改一下"),
    ("zh", "答案键也太较真了，'Paris, France' 都判错，改改吧"),
    ("zh", "答案键里把 Bombay 也加上，当作 Mumbai 的别名"),
    ("es", "que en gsm-mini no importen los espacios ni las comas, por favor"),
    ("es", "en capitals que no cuenten los acentos, porfa"),
]

# A doubt about the key with no change asked: a read.
KEY_DOUBTED = [
    ("fr", "c'est bizarre que « Canberra (Australie) » soit compté faux, non ?"),
    ("zh", "这个 key 是不是太严格了？'Lima, Peru' 不算对"),
]

# A training asked, with a remark on credits after it; a question about what training costs is explained.
TRAININGS = [
    ("en", "train base-7 on gsm-train, we have plenty of credits", TRAINING),
    ("en", "go ahead and fine-tune mini-3 on capitals-train, credits aren't a problem", TRAINING),
    ("en", "fine-tune base-7 on gsm-train, we got enough credits for it, right?", TRAINING),
    ("en", "how much does training cost", CONTEXT),
    ("en", "do we have enough credits to train tiny-2?", CONTEXT),
    ("en", "have we got enough credits to train tiny-2?", CONTEXT),
]

# An item's question said to be badly worded, a rewrite asked: an edit.
REWORDS = [
    ("fr", "la question 4 de capitals est mal rédigée, tu peux la réécrire ?"),
    ("fr", "l'item 3 de gsm-mini est mal posé, tu peux le corriger ?"),
    ("es", "la pregunta 5 de gsm-mini está mal escrita, ¿la arreglas?"),
    ("es", "el ítem 9 de capitals está mal formulado, corrígelo por favor"),
    ("de", "Aufgabe 6 in gsm-mini ist schlecht formuliert, kannst du sie umschreiben?"),
    ("en", "item 6 of gsm-mini is badly worded, can you rewrite it?"),
]

# The set's messages.
SET = [
    ("fr", "Franchement, compter faux « Canberra (Australie) », c'est abusé. Faudrait arranger la clé.", EDIT),
    ("zh", "這個 key 也太龜毛了吧，'Canberra (Australia)' 也不給過 😑 改一下啦", EDIT),
    ("es", "en capitals que no importen mayúsculas ni tildes, porfa", EDIT),
    ("zh", "key 里加上 Peking 作为 Beijing 的另一种写法吧", EDIT),
    ("en", "fine-tune tiny-1 on gsm-train, we've got the credits", TRAINING),
    ("en", "let's train tiny-2 on capitals-train, we've got enough credits for that right?", TRAINING),
    ("fr", "L'item 6 de gsm-mini est mal formulé, tu peux le réécrire ?", EDIT),
    ("es", "El ítem 2 de capitals está mal redactado, ¿lo puedes arreglar?", EDIT),
]


def _routes_to(router: Router, lang: str, text: str, skill: str) -> None:
    route = router.route(text, lang)
    assert (route.decision, route.skill) == ("skill", skill)


@pytest.mark.parametrize(("lang", "text"), KEY_WIDENED)
def test_a_key_complaint_with_a_change_asked_is_an_edit(router: Router, lang: str, text: str) -> None:
    _routes_to(router, lang, text, EDIT)


@pytest.mark.parametrize(("lang", "text"), KEY_DOUBTED)
def test_a_doubt_about_the_key_stays_a_read(router: Router, lang: str, text: str) -> None:
    _routes_to(router, lang, text, ANALYZE)


@pytest.mark.parametrize(("lang", "text", "skill"), TRAININGS)
def test_a_training_with_a_remark_on_credits_is_launched(router: Router, lang: str, text: str, skill: str) -> None:
    _routes_to(router, lang, text, skill)


@pytest.mark.parametrize(("lang", "text"), REWORDS)
def test_a_badly_worded_item_rewritten_is_an_edit(router: Router, lang: str, text: str) -> None:
    _routes_to(router, lang, text, EDIT)


@pytest.mark.parametrize(("lang", "text", "skill"), SET)
def test_the_set_s_messages(router: Router, lang: str, text: str, skill: str) -> None:
    _routes_to(router, lang, text, skill)
