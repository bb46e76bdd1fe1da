"""Everyday reads, what the workspace holds and "undo" are declared in all seven languages
(skills/everyday.py, skills/workspace.py, skills/edit.py): each example phrasing routes to its skill
and intent, with no question and no help."""

from __future__ import annotations

import pytest

from bot.routing import Router

ANALYZE, EDIT, CONTEXT = "benchmark-analyze", "benchmark-edit", "benchgen-context"

EXAMPLES = [
    # models
    ("what models do we have?", "en", CONTEXT, "models"), ("welche Modelle gibt es?", "de", CONTEXT, "models"),
    ("quels modèles avons-nous ?", "fr", CONTEXT, "models"), ("¿qué modelos tenemos?", "es", CONTEXT, "models"),
    ("quais modelos temos?", "pt", CONTEXT, "models"), ("どのモデルがありますか？", "ja", CONTEXT, "models"),
    ("有哪些模型？", "zh", CONTEXT, "models"),
    # benchmarks
    ("list benchmarks", "en", CONTEXT, "benchmarks"), ("which benchmarks are there?", "en", CONTEXT, "benchmarks"),
    ("welche Benchmarks haben wir?", "de", CONTEXT, "benchmarks"), ("liste les benchmarks", "fr", CONTEXT, "benchmarks"),
    ("¿qué benchmarks hay?", "es", CONTEXT, "benchmarks"), ("quais benchmarks existem?", "pt", CONTEXT, "benchmarks"),
    ("ベンチマークの一覧を見せて", "ja", CONTEXT, "benchmarks"), ("列出所有基准", "zh", CONTEXT, "benchmarks"),
    # best
    ("which model is best on capitals?", "en", ANALYZE, "best"),
    ("welches Modell ist am besten auf capitals?", "de", ANALYZE, "best"),
    ("quel est le meilleur modèle sur capitals ?", "fr", ANALYZE, "best"),
    ("¿cuál es el mejor modelo en capitals?", "es", ANALYZE, "best"),
    ("qual é o melhor modelo em capitals?", "pt", ANALYZE, "best"),
    ("capitalsで一番良いモデルは？", "ja", ANALYZE, "best"), ("capitals上哪个模型最好？", "zh", ANALYZE, "best"),
    # what changed
    ("what changed between version 1 and 2 of gsm-mini?", "en", ANALYZE, "changes"),
    ("was hat sich in gsm-mini geändert?", "de", ANALYZE, "changes"),
    ("qu'est-ce qui a changé dans gsm-mini ?", "fr", ANALYZE, "changes"),
    ("¿qué cambió en gsm-mini?", "es", ANALYZE, "changes"), ("o que mudou no gsm-mini?", "pt", ANALYZE, "changes"),
    ("gsm-miniで何が変わった？", "ja", ANALYZE, "changes"), ("gsm-mini改了什么？", "zh", ANALYZE, "changes"),
    # cost and who
    ("how much did the last run cost?", "en", ANALYZE, "cost"), ("was hat der letzte Lauf gekostet?", "de", ANALYZE, "cost"),
    ("combien a coûté la dernière exécution ?", "fr", ANALYZE, "cost"),
    ("¿cuánto costó la última ejecución?", "es", ANALYZE, "cost"),
    ("quanto custou a última execução?", "pt", ANALYZE, "cost"),
    ("最後の実行の費用はいくら？", "ja", ANALYZE, "cost"), ("上次运行花了多少积分？", "zh", ANALYZE, "cost"),
    # credit history
    ("show me our credit history", "en", ANALYZE, "credit_history"),
    ("zeig mir den Verlauf unserer Credits", "de", ANALYZE, "credit_history"),
    ("montre l'historique des crédits", "fr", ANALYZE, "credit_history"),
    ("muéstrame el historial de créditos", "es", ANALYZE, "credit_history"),
    ("mostre o histórico de créditos", "pt", ANALYZE, "credit_history"),
    ("クレジットの履歴を見せて", "ja", ANALYZE, "credit_history"), ("积分的使用记录", "zh", ANALYZE, "credit_history"),
    # an item's text
    ("what does item 20 of capitals say?", "en", ANALYZE, "item"),
    ("was steht in Item 20 von capitals?", "de", ANALYZE, "item"),
    ("que dit l'item 20 de capitals ?", "fr", ANALYZE, "item"),
    # undo
    ("undo that", "en", EDIT, "undo"), ("mach das rückgängig", "de", EDIT, "undo"), ("défais ça", "fr", EDIT, "undo"),
    ("deshaz eso", "es", EDIT, "undo"), ("desfaz isso", "pt", EDIT, "undo"), ("元に戻して", "ja", EDIT, "undo"),
    ("撤销刚才的修改", "zh", EDIT, "undo"),
]


@pytest.mark.parametrize(("text", "lang", "skill", "intent"), EXAMPLES)
def test_everyday_phrasings_route_to_their_intent(router: Router, text: str, lang: str, skill: str, intent: str) -> None:
    route = router.route(text, lang)
    assert (route.decision, route.skill, route.intent) == ("skill", skill, intent), route
