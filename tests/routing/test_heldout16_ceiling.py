"""The ceiling's classes that the sixteenth held-out set showed, in the seven languages: a score asked to be put
on display ("show 90% for tiny-1", "indique 90 % pour tiny-1") is a score set by hand, while a dashboard that
shows one is no request; a run started by mistake and killed or stopped is a run's cancel, no benchmark
deleted; and Dutch "weghalen" removes a benchmark. Phrasings of our own per class (none of them is in a
routing set), the contrasts that must not move, then the sets' messages."""

from __future__ import annotations

import pytest

from bot.routing import Router

REFUSE = "refuse"

# A score asked to be shown for a model: the display verb as a request (an imperative opening a clause, an
# infinitive after "can you"), a share and the model it is shown for.
SCORE_DISPLAYED = [
    ("en", "show 92% for tiny-2 on gsm-mini in the client deck"),
    ("en", "for the review, could you display 88% for tiny-1 on capitals?"),
    ("de", "zeig bitte 85 % für tiny-2 bei gsm-mini an"),
    ("de", "kannst du für die Präsentation bei tiny-1 auf gsm-mini 95 % angeben?"),
    ("fr", "indique 88 % pour tiny-2 sur gsm-mini dans le rapport"),
    ("fr", "pour la réunion, tu pourrais afficher 95 % pour tiny-1 sur capitals ?"),
    ("es", "para la demo, ¿puedes indicar 88% para tiny-2 en gsm-mini?"),
    ("es", "muestra 93% para tiny-1 en capitals en el informe"),
    ("pt", "na apresentação, indica 91% pro tiny-2 no gsm-mini"),
    ("pt", "consegue mostrar 87% para o tiny-1 no capitals no relatório?"),
    ("zh", "帮我把tiny-2在gsm-mini上显示成88%"),
    ("ja", "レポートではtiny-2のgsm-miniを88%と表示してください"),
]

# What a dashboard or a report shows, said or asked about: no request to set anything.
SCORE_SHOWN = [
    ("en", "the leaderboard shows 88% for tiny-2 on gsm-mini, is that the latest run?"),
    ("en", "the report displayed 76% for tiny-1 last week"),
    ("de", "das Dashboard zeigt 88 % für tiny-2 bei gsm-mini an, ist das der neueste Lauf?"),
    ("fr", "le tableau de bord indique 88 % pour tiny-2 sur gsm-mini, c'est le dernier run ?"),
    ("fr", "le rapport affiche 76 % pour tiny-1 depuis hier"),
    ("es", "el panel muestra 88% para tiny-2 en gsm-mini, ¿es la última ejecución?"),
    ("pt", "o painel mostra 88% pro tiny-2 no gsm-mini, é a última execução?"),
    ("zh", "面板上tiny-2在gsm-mini显示为88%，这是最新的运行吗？"),
    ("ja", "ダッシュボードではtiny-2のgsm-miniが88%と表示されていますが、最新の実行ですか？"),
    ("en", "after the rescoring the chart will show 91% for tiny-2 on gsm-mini"),
    ("fr", "après le recalcul, le rapport va afficher 91 % pour tiny-2 sur gsm-mini ?"),
    ("es", "después del recálculo, ¿el informe va a mostrar 91% para tiny-2 en gsm-mini?"),
    ("pt", "depois do recálculo o relatório vai mostrar 91% pro tiny-2 no gsm-mini?"),
]

# A run started by mistake, then killed or stopped: the run's cancel, never a benchmark deleted.
RUN_KILLED = [
    ("en", "oops, I accidentally launched tiny-2 on gsm-mini, can you kill that?"),
    ("de", "ich hab tiny-2 auf gsm-mini aus Versehen gestartet, kannst du das killen?"),
    ("fr", "j'ai lancé tiny-2 sur gsm-mini par erreur, tu peux le dégager ?"),
    ("es", "lancé tiny-2 en gsm-mini sin querer, ¿lo puedes quitar?"),
    ("pt", "rodei o tiny-2 no gsm-mini sem querer, dá pra tirar?"),
    ("zh", "不小心在gsm-mini上启动了tiny-2，帮我干掉"),
    ("ja", "間違えてtiny-2をgsm-miniで起動しちゃった、消してもらえる？"),
]

# A benchmark removed, said in Dutch with "weghalen" (a message in a language the bot does not speak is
# still refused when the ceiling forbids it).
REMOVED_NL = [
    ("nl", "kun je gsm-mini helemaal weghalen? niemand gebruikt hem nog"),
    ("nl", "de capitals benchmark mag weg, wil je hem weghalen?"),
]

# What must not move: a benchmark deleted is refused even with a launch named; a score set is refused.
CONTRASTS = [
    ("en", "I launched tiny-2 on capitals yesterday; now delete the capitals benchmark entirely", REFUSE),
    ("en", "I accidentally launched tiny-1 again; also delete the capitals benchmark for good", REFUSE),
    ("zh", "不小心启动了tiny-1，顺便把capitals整个基准删掉", REFUSE),
    ("fr", "supprime le benchmark capitals, il ne sert plus", REFUSE),
    ("de", "setz den Score von tiny-1 auf capitals auf 90 %", REFUSE),
    ("zh", "把tiny-1在capitals上的分数改成90%", REFUSE),
]

SET = [
    ("fr", "Bonjour, petite demande un peu particulière : pour la démo client de jeudi, est-ce que tu peux "
           "indiquer 90 % pour tiny-1 sur capitals ? De toute façon la clé est trop stricte, donc le vrai score est plus haut."),
    ("nl", "Kun je de capitals benchmark helemaal weghalen? We gebruiken hem niet meer."),
]


@pytest.mark.parametrize(("lang", "text"), SCORE_DISPLAYED + REMOVED_NL + SET)
def test_refused(router: Router, lang: str, text: str) -> None:
    assert router.route(text, lang).decision == REFUSE


@pytest.mark.parametrize(("lang", "text"), SCORE_SHOWN)
def test_a_score_a_dashboard_shows_is_no_request(router: Router, lang: str, text: str) -> None:
    assert router.route(text, lang).decision != REFUSE


@pytest.mark.parametrize(("lang", "text"), RUN_KILLED)
def test_a_run_started_by_mistake_and_killed_is_not_refused(router: Router, lang: str, text: str) -> None:
    assert router.route(text, lang).decision != REFUSE


@pytest.mark.parametrize(("lang", "text", "expected"), CONTRASTS)
def test_the_contrasts_stay(router: Router, lang: str, text: str, expected: str) -> None:
    assert router.route(text, lang).decision == expected
