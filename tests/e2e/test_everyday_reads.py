"""Everyday reads (issue 16): the workspace's models and benchmarks, the best model, what changed
between versions, what a run cost and who started it, an item, the credit history. Each in English,
German and French through the full stack; none asks for a confirmation or writes anything."""

from __future__ import annotations

import pytest

from bot.benchgen.models import SetKey
from tests.driver import ChatDriver, joined
from tests.e2e.helpers import as_user, writes

MODELS = {
    "en": ("what models do we have?", "tiny-2: version 1, 2 credits per item.", "tiny-1 on gsm-mini version 1: 60% (12/20)"),
    "de": ("welche Modelle haben wir?", "tiny-2: Version 1, 2 Credits pro Aufgabe.", "tiny-1 auf gsm-mini Version 1: 60\xa0% (12/20)"),
    "fr": ("quels modèles avons-nous ?", "tiny-2 : version 1, 2 crédits par item.", "tiny-1 sur gsm-mini version 1 : 60\xa0% (12/20)"),
}
BENCHMARKS = {
    "en": ("list benchmarks", "capitals: version 1, 20 items.", "tiny-2 on capitals version 1: 75% (15/20)"),
    "de": ("welche Benchmarks gibt es?", "capitals: Version 1, 20 Aufgaben.", "tiny-2 auf capitals Version 1: 75\xa0% (15/20)"),
    "fr": ("liste les benchmarks", "capitals : version 1, 20 items.", "tiny-2 sur capitals version 1 : 75\xa0% (15/20)"),
}
BEST = {
    "en": ("which model is best on capitals?", "On capitals version 1, the best is tiny-2: 75% (15/20)."),
    "de": ("welches Modell ist am besten auf capitals?", "Auf capitals Version 1 ist tiny-2 am besten: 75\xa0% (15/20)."),
    "fr": ("quel modèle est le meilleur sur capitals ?", "Sur capitals version 1, le meilleur est tiny-2 : 75\xa0% (15/20)."),
}
ITEM = {
    "en": ("what does item 20 of capitals say?", "Question: What is the capital of Peru?"),
    "de": ("was steht in item 20 von capitals?", "Frage: What is the capital of Peru?"),
    "fr": ("que dit l'item 20 de capitals ?", "What is the capital of Peru?"),
}


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
async def test_models_benchmarks_best_and_an_item(chat: ChatDriver, runtime, lang: str) -> None:
    before = len(runtime.requests)
    ask, model_line, score_line = MODELS[lang]
    text = joined(await chat.push("ana", ask))
    assert model_line in text and score_line in text, text
    ask, bench_line, score_line = BENCHMARKS[lang]
    text = joined(await chat.push("ana", ask))
    assert bench_line in text and score_line in text and "gsm-mini" in text, text
    ask, best_line = BEST[lang]
    text = joined(await chat.push("ana", ask))
    assert best_line in text and "70" in text, text
    ask, question = ITEM[lang]
    text = joined(await chat.push("ana", ask, thread="item"))
    assert question in text and "Lima" in text, text
    assert writes(runtime, before) == []


CHANGES = {
    "en": ("what changed between version 1 and 2 of gsm-mini?",
           ["What changed on gsm-mini from version 1 to version 2:", "Version 2 was made by cara on",
            "Its note: wider key", "item 7: the key went from accepting 4 to accepting 4 | 4.0."]),
    "de": ("was hat sich zwischen Version 1 und 2 von gsm-mini geändert?",
           ["Was sich auf gsm-mini von Version 1 zu Version 2 geändert hat:", "Version 2 hat cara am",
            "Item 7: Der Schlüssel akzeptierte 4 und akzeptiert jetzt 4 | 4.0."]),
    "fr": ("qu'est-ce qui a changé entre la version 1 et 2 de gsm-mini ?",
           ["Ce qui a changé sur gsm-mini de la version 1 à la version 2 :", "La version 2 a été créée par cara le",
            "item 7 : la clé acceptait 4 et accepte maintenant 4 | 4.0."]),
}


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
async def test_what_changed_between_versions(chat: ChatDriver, runtime, lang: str) -> None:
    ask, expected = CHANGES[lang]
    text = joined(await chat.push("ana", ask))
    assert "no version 2" in text or "keine Version 2" in text or "pas de version 2" in text, text
    async with await as_user(runtime, "cara") as api:
        await api.create_version("gsm-mini", base_version=1, note="wider key",
                                 changes=[SetKey(item=7, accepted=["4", "4.0"])], idempotency_key="cara-7")
    text = joined(await chat.push("ana", ask))
    for line in expected:
        assert line in text, text
    assert text.count("item 7") + text.count("Item 7") == 1  # no other item changed


COST = {
    "en": ("how much did the last run cost?", "The run of tiny-1 on gsm-mini version 1, started by ana on",
           "cost 20 credits.", "show me our credit history",
           ["You have 480 credits. The latest 2 movements, newest first:",
            "20 credits for a run of tiny-1 on gsm-mini, started by ana (balance 480).",
            "500 credits granted (balance 500)."]),
    "de": ("was hat der letzte Lauf gekostet?", "Der Lauf von tiny-1 auf gsm-mini Version 1, gestartet von ana am",
           "hat 20 Credits gekostet.", "zeig mir den Verlauf unserer Credits",
           ["Ihr habt 480 Credits. Die letzten 2 Bewegungen, die neuesten zuerst:",
            "20 Credits für einen Lauf von tiny-1 auf gsm-mini, gestartet von ana (Stand 480)."]),
    "fr": ("combien a coûté la dernière exécution ?", "L'exécution de tiny-1 sur gsm-mini version 1, lancée par ana le",
           "a coûté 20 crédits.", "montre l'historique des crédits",
           ["Vous avez 480 crédits. Les 2 derniers mouvements, du plus récent au plus ancien :",
            "20 crédits pour une exécution de tiny-1 sur gsm-mini, lancée par ana (solde 480)."]),
}


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
async def test_what_a_run_cost_who_started_it_and_the_credit_history(chat: ChatDriver, runtime, lang: str) -> None:
    async with await as_user(runtime, "ana") as api:
        await api.launch_run(benchmark="gsm-mini", model="tiny-1", idempotency_key="ana-run")
    ask, start, end, history, lines = COST[lang]
    before = len(runtime.requests)
    text = joined(await chat.push("ben", ask))  # a viewer may read what was spent, and by whom
    assert start in text and end in text, text
    text = joined(await chat.push("ben", history))
    for line in lines:
        assert line in text, text
    assert writes(runtime, before) == []


@pytest.mark.parametrize(("ask", "expected"), [
    ("capitalsで一番良いモデルは？", "capitals バージョン 1 で最も良いのは tiny-2 です：75%（15/20）。"),
    ("capitals上哪个模型最好？", "在 capitals 版本 1 上，最好的是 tiny-2：75%（15/20）。"),
])
async def test_names_written_next_to_japanese_and_chinese(chat: ChatDriver, ask: str, expected: str) -> None:
    text = joined(await chat.push("ana", ask))
    assert expected in text, text
