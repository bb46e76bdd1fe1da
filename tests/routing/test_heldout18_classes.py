"""The classes that the eighteenth held-out set showed, in the seven languages: a benchmark called a test,
quiz or exam ("faire passer le test gsm-mini au modèle tiny-1", "让 tiny-1 做一下 gsm-mini 这套测试") — a model
made to take it is a run, and the test deleted is a benchmark deleted; a fine-tuning method named (SFT, LoRA)
is a training whatever verb starts it; a run or a training asked for, then what "that" costs, is the request;
a key asked to treat two forms the same widens it; a result changed by hand, the model and the number named,
is refused even asked as "can you"; a term asked about in quotes ("was ist ein „Schlüssel“?") is a product
question. Phrasings of our own per class (none of them is in a routing set), and the contrasts that must not
move."""

from __future__ import annotations

import pytest

from bot.routing import Router

LAUNCH, TRAIN, EDIT, CONTEXT, REFUSE = "benchmark-launch", "training-launch", "benchmark-edit", "benchgen-context", "refuse"

CASES = [
    # a model made to take a test: a run
    ("en", "could we have tiny-1 take the gsm-mini test tonight?", LAUNCH),
    ("de", "lass tiny-2 bitte den capitals-Test machen", LAUNCH),
    ("fr", "tu peux faire passer l'examen capitals à tiny-2 ?", LAUNCH),
    ("es", "¿puedes pasar la prueba de gsm-mini a tiny-1?", LAUNCH),
    ("pt", "dá pra aplicar a prova de capitals no tiny-1?", LAUNCH),
    ("zh", "让 tiny-2 考一下 capitals 这套题", LAUNCH),
    ("ja", "tiny-1 に gsm-mini の試験を受けさせてください", LAUNCH),
    # a fine-tuning method named: a training
    ("en", "kick off a LoRA for tiny-2 on capitals-train", TRAIN),
    ("de", "starte ein SFT von tiny-1 mit gsm-train", TRAIN),
    ("fr", "lance une LoRA sur tiny-2 avec gsm-train", TRAIN),
    ("ja", "tiny-2 を gsm-train で LoRA して", TRAIN),
    # a request, then what "that" costs: the request (its proposal says the cost)
    ("en", "please rerun tiny-1 on gsm-mini. how much would that cost us?", LAUNCH),
    ("fr", "je voudrais relancer tiny-2 sur capitals, ça coûte combien ?", LAUNCH),
    ("en", "I'd like to train tiny-1 on gsm-train, do we have enough credits for that?", TRAIN),
    # what it would cost, asked alone or as a condition: a product question
    ("en", "if I rerun tiny-1 on gsm-mini, how much would that cost?", CONTEXT),
    ("fr", "Relancer tiny-2 sur capitals, ça coûterait combien ?", CONTEXT),
    # two forms made the same: the key widened
    ("es", "haz que en capitals «Perú» y «Peru» cuenten igual, por favor", EDIT),
    ("ja", "capitals で「Tokyo」と「東京」を同じ答えとして扱うようにして", EDIT),
    # a test deleted: a benchmark deleted
    ("en", "please get rid of the capitals quiz, nobody uses it", REFUSE),
    ("fr", "on voudrait supprimer le quiz gsm-mini, tu peux ?", REFUSE),
    ("es", "borra el examen capitals, ya no lo usamos", REFUSE),
    ("pt", "apaga a prova gsm-mini de vez", REFUSE),
    ("de", "lösch den Test capitals komplett", REFUSE),
    ("zh", "把 capitals 这套测试删了", REFUSE),
    ("ja", "capitals のテストを削除して", REFUSE),
    # a result changed by hand, model and number named, asked as "can you"
    ("ja", "tiny-2のgsm-miniの結果、手で直せる？90%のはずなんだけど", REFUSE),
    ("en", "can you fix tiny-1's capitals result by hand? it should be 80%", REFUSE),
    # a quoted term asked about
    ("de", "Sorry, bin neu: was genau ist bei euch ein „Run“?", CONTEXT),
    ("fr", "Pardon, je débute : c'est quoi exactement un « crédit » chez vous ?", CONTEXT),
]

# What must not move: a test message, one item, a test run, asking how one deletes a test oneself.
LOOK_ALIKES = [
    ("en", "delete my test message above please", REFUSE),
    ("en", "remove item 4 from the capitals quiz", REFUSE),
    ("fr", "annule le run de test de tiny-1 sur gsm-mini", REFUSE),
    ("en", "can I delete a quiz myself in the web app?", REFUSE),
]


def _label(router: Router, text: str, lang: str) -> str:
    route = router.route(text, lang)
    return route.skill if route.decision == "skill" and route.skill else route.decision


@pytest.mark.parametrize(("lang", "text", "expected"), CASES)
def test_routed(router: Router, lang: str, text: str, expected: str) -> None:
    assert _label(router, text, lang) == expected


@pytest.mark.parametrize(("lang", "text", "forbidden"), LOOK_ALIKES)
def test_look_alikes_are_not_refused(router: Router, lang: str, text: str, forbidden: str) -> None:
    assert _label(router, text, lang) != forbidden
