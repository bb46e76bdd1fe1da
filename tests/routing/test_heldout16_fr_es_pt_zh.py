"""The routing classes that the sixteenth held-out set's misses showed in French, Spanish, Portuguese and
Chinese: a trip booked (a train, a bus, a taxi) is off-topic, never a training; a run started by mistake and
killed or stopped is the launch skill's cancel; a vague "do better with tiny 1, I'll let you handle it" (a
name typed with a space, "变强一点") is the one short question; "the same rule" applied to the other items or one more
is the edit's "the same"; an answer added to the key "too", or with its variants, widens it; an item's question to
reword stays a reword when an aside in parentheses holds a general question's words. Phrasings of our own per class (none of them is
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

# "The same rule" (change, correction, way) applied to the others, the rest, or one more item.
SAME_RULE = [
    ("fr", "parfait, applique la même correction aux autres capitales aussi"),
    ("fr", "fais le même changement pour toutes les questions de gsm-mini"),
    ("es", "genial, aplica el mismo criterio al resto de las capitales"),
    ("es", "haz la misma corrección en todas las preguntas de capitals"),
    ("pt", "show, aplica o mesmo ajuste nas outras capitais também"),
    ("pt", "faz a mesma correção em todas as perguntas do capitals"),
    ("zh", "其余的国家也按同样的规则处理一下"),
    ("zh", "第9题也照刚才的方式改"),
]

# An answer added to the key, "too" or with its variants: the key widened.
ANSWER_ADDED = [
    ("fr", "ajoute aussi « Rome, Italie » et les variantes du même genre"),
    ("fr", "rajoute encore 'Madrid, Espagne'"),
    ("es", "añade también «Berlín, Alemania» y sus variantes"),
    ("pt", "acrescenta também 'Roma, Itália' e as variações parecidas"),
    ("zh", "把“柏林，德国”也加上，类似写法一起"),
]

# An item's question to reword, an aside in parentheses holding a general question's words.
REWORD_WITH_ASIDE = [
    ("fr", "L'énoncé de la question 4 de gsm-mini prête à confusion (on ne sait pas si c'est par heure ou par minute). Tu peux le reformuler ?"),
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
    ("fr", "le score est calculé par item ou par run ?", CONTEXT),
    ("zh", "想知道一下，不同角色（比如编辑者和查看者）分别能做什么？", CONTEXT),
    ("fr", "ajoute une question « Quelle est la capitale du Pérou ? » à capitals", EDIT),
]

SET = [
    ("fr", "tu peux me réserver un train pour Lyon demain matin", HELP),
    ("fr", "on peut faire mieux avec tiny 1 sur capitals avant la revue ? je te laisse gérer", CLARIFY),
    ("zh", "幫tiny-2在capitals上變強一點", CLARIFY),
    ("pt", "beleza, agora aplica a mesma regra pros outros países também", EDIT),
    ("zh", "好的，那第14题也按同样方式改", EDIT),
    ("fr", "Et pendant que tu y es, ajoute aussi « Londres, Royaume-Uni » et les variantes de ce genre.", EDIT),
    ("fr", "La formulation de la question 6 de gsm-mini est ambiguë (on ne sait pas si c'est par jour ou par semaine). "
           "Tu pourrais la reformuler ?", EDIT),
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


@pytest.mark.parametrize(("lang", "text"), SAME_RULE)
def test_the_same_rule_for_the_others_is_the_edits_same(router: Router, lang: str, text: str) -> None:
    route = router.route(text, lang)
    assert (route.skill, route.intent) == (EDIT, "same"), route


@pytest.mark.parametrize(("lang", "text"), ANSWER_ADDED)
def test_an_answer_added_to_the_key_widens_it(router: Router, lang: str, text: str) -> None:
    route = router.route(text, lang)
    assert (route.skill, route.intent) == (EDIT, "widen"), route


@pytest.mark.parametrize(("lang", "text"), REWORD_WITH_ASIDE)
def test_a_reword_with_an_aside_is_a_reword(router: Router, lang: str, text: str) -> None:
    route = router.route(text, lang)
    assert (route.skill, route.intent) == (EDIT, "reword"), route
