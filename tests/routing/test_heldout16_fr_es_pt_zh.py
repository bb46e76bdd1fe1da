"""The routing classes that the sixteenth held-out set's misses showed in French, Spanish, Portuguese and
Chinese: a trip booked (a train, a bus, a taxi) is off-topic, never a training; a run started by mistake and
killed or stopped is the launch skill's cancel; a vague "do better with tiny 1, I'll let you handle it" (a
name typed with a space, "变强一点") is the one short question. Phrasings of our own per class (none of them is
in a routing set), the contrasts that must not move, then the sets' messages."""

from __future__ import annotations

import pytest

from bot.routing import Router

CONTEXT, ANALYZE, EDIT, LAUNCH, TRAINING = (
    "benchgen-context", "benchmark-analyze", "benchmark-edit", "benchmark-launch", "training-launch")
CLARIFY, HELP, REFUSE = "clarify", "help", "refuse"

# A trip booked or a ride called: nothing the bot does ("train" is no training).
TRIP_BOOKED = [
    ("fr", "réserve-moi un TGV pour Marseille vendredi soir"),
    ("fr", "tu pourrais me prendre deux billets de train pour Lille ?"),
    ("fr", "appelle-moi un taxi pour 18h stp"),
    ("es", "resérvame un tren a Sevilla para el lunes"),
    ("es", "cómprame un billete de autobús para Valencia"),
    ("es", "pídeme un taxi para las seis"),
    ("pt", "reserva um trem pra Campinas amanhã cedo"),
    ("pt", "compra uma passagem de ônibus pra Santos no sábado"),
    ("pt", "chama um uber pra mim, por favor"),
    ("zh", "帮我订一张明天去上海的高铁票"),
    ("zh", "帮我叫个车去机场"),
    ("zh", "买两张去北京的火车票"),
]

# A run started by mistake, then cancelled, stopped or killed with a pronoun: the launch skill's cancel.
RUN_CANCELLED = [
    ("fr", "j'ai lancé tiny-2 sur gsm-mini par erreur, tu peux l'arrêter ?"),
    ("fr", "oups, relancé tiny-1 sur capitals sans faire exprès, annule-le"),
    ("es", "lancé tiny-2 en gsm-mini sin querer, ¿puedes cancelarlo?"),
    ("es", "arranqué tiny-1 en capitals por error, páralo porfa"),
    ("pt", "disparei o tiny-2 no gsm-mini sem querer, cancela aí"),
    ("pt", "rodei o tiny-1 no capitals por engano, dá pra parar?"),
    ("zh", "我不小心在gsm-mini上启动了tiny-2，帮我停掉"),
    ("zh", "刚才误跑了tiny-1，capitals那个，取消掉吧"),
]

# A model asked to do better, with nothing said of how (its name typed with a space, or "变强").
VAGUE = [
    ("fr", "tiny 2 est nul sur gsm-mini, fais mieux, je te laisse voir"),
    ("es", "haz que tiny 1 rinda mejor en capitals, te lo dejo a ti"),
    ("pt", "dá pra melhorar o tiny 2 no capitals? deixo contigo"),
    ("zh", "让tiny-1在gsm-mini上强一点吧"),
    ("zh", "想办法让tiny-2在capitals上更厉害一点"),
]

# What must not move: a training named is a training, a run launched is a launch, a benchmark deleted is
# refused, a comparison of two models is no request to do better, an item named decides.
CONTRASTS = [
    ("fr", "entraîne tiny-1 sur capitals-train", TRAINING),
    ("es", "entrena tiny-1 con gsm-train", TRAINING),
    ("pt", "treina o tiny-1 no gsm-train", TRAINING),
    ("zh", "用gsm-train训练一下tiny-1", TRAINING),
    ("fr", "lance tiny-2 sur gsm-mini", LAUNCH),
    ("zh", "不小心启动了tiny-1，顺便把capitals整个基准删掉", REFUSE),
    ("zh", "tiny-2在capitals上是不是比tiny-1强一点？", ANALYZE),
    ("fr", "supprime l'item 5 de gsm-mini", EDIT),
]

SET = [
    ("fr", "tu peux me réserver un train pour Lyon demain matin", HELP),
    ("fr", "on peut faire mieux avec tiny 1 sur capitals avant la revue ? je te laisse gérer", CLARIFY),
    ("zh", "幫tiny-2在capitals上變強一點", CLARIFY),
]


def _routed(router: Router, lang: str, text: str) -> str | None:
    route = router.route(text, lang)
    return route.skill if route.decision == "skill" else route.decision


@pytest.mark.parametrize(("lang", "text"), TRIP_BOOKED)
def test_a_trip_booked_is_off_topic(router: Router, lang: str, text: str) -> None:
    assert _routed(router, lang, text) == HELP


@pytest.mark.parametrize(("lang", "text"), RUN_CANCELLED)
def test_a_run_started_by_mistake_and_stopped_is_the_launchs_cancel(router: Router, lang: str, text: str) -> None:
    route = router.route(text, lang)
    assert (route.skill, route.intent) == (LAUNCH, "cancel"), route


@pytest.mark.parametrize(("lang", "text"), VAGUE)
def test_a_vague_request_to_do_better_is_the_one_question(router: Router, lang: str, text: str) -> None:
    assert _routed(router, lang, text) == CLARIFY


@pytest.mark.parametrize(("lang", "text", "expected"), CONTRASTS + SET)
def test_the_contrasts_and_the_sets_messages(router: Router, lang: str, text: str, expected: str) -> None:
    assert _routed(router, lang, text) == expected
