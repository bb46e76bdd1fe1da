"""Conversation as people have it (issue 16): elliptical follow-ups reuse the thread's request,
model and benchmark; "both models" means each of them. In English, German and Spanish."""

from __future__ import annotations

from datetime import timedelta

import pytest

from tests.driver import ChatDriver, joined
from tests.e2e.helpers import as_user

SCORE_FOLLOW_UPS = {
    "en": ("what did tiny-2 score on capitals?", "and on gsm-mini?", "what about tiny-1?",
           "tiny-2 scored 90% (18/20) on gsm-mini version 1", "tiny-1 scored 60% (12/20) on gsm-mini version 1"),
    "de": ("was hat tiny-2 auf capitals erreicht?", "und auf gsm-mini?", "was ist mit tiny-1?",
           "tiny-2 erreichte 90\xa0% (18/20) auf gsm-mini Version 1", "tiny-1 erreichte 60\xa0% (12/20) auf gsm-mini Version 1"),
    "es": ("¿qué puntuación sacó tiny-2 en capitals?", "¿y en gsm-mini?", "¿qué tal tiny-1?",
           "tiny-2", "tiny-1"),
}


@pytest.mark.parametrize("lang", ["en", "de", "es"])
async def test_and_on_another_benchmark_and_what_about_another_model(chat: ChatDriver, lang: str) -> None:
    first, on_other, about_other, second_answer, third_answer = SCORE_FOLLOW_UPS[lang]
    text = joined(await chat.push("ana", first))
    assert "15/20" in text and "capitals" in text, text
    text = joined(await chat.push("ana", on_other))
    assert second_answer in text and "18/20" in text and "gsm-mini" in text, text
    text = joined(await chat.push("ana", about_other))
    assert third_answer in text and "12/20" in text and "gsm-mini" in text, text


COMPARE_FOLLOW_UPS = {
    "en": ("compare tiny-1 and tiny-2 on gsm-mini", "and on capitals?", "On capitals version 1: tiny-1 scored 70%, tiny-2 scored 75%."),
    "de": ("vergleiche tiny-1 und tiny-2 auf gsm-mini", "und auf capitals?", "Auf capitals Version 1: tiny-1 erreichte 70\xa0%, tiny-2 erreichte 75\xa0%."),
    "es": ("compara tiny-1 y tiny-2 en gsm-mini", "¿y en capitals?", "capitals"),
}


@pytest.mark.parametrize("lang", ["en", "de", "es"])
async def test_a_comparison_follows_on_to_another_benchmark(chat: ChatDriver, lang: str) -> None:
    first, follow, expected = COMPARE_FOLLOW_UPS[lang]
    await chat.push("ana", first)
    text = joined(await chat.push("ana", follow))
    assert expected in text and "70" in text and "75" in text, text


async def test_a_follow_up_belongs_to_its_requester_and_thread(chat: ChatDriver) -> None:
    """A follow-up continues its requester's last request in that thread only: read alone (in another
    thread, or by someone who asked nothing there) it is a read of what it names, never that request."""
    text = joined(await chat.push("ana", "run tiny-2 on capitals"))
    assert "credits" in text, text
    text = joined(await chat.push("ana", "and on gsm-mini?", thread="elsewhere"))
    assert "credits" not in text and "gsm-mini" in text, text  # nothing was asked in that thread
    text = joined(await chat.push("cara", "and on gsm-mini?"))
    assert "credits" not in text and "gsm-mini" in text, text  # cara asked nothing here
    text = joined(await chat.push("ana", "and on gsm-mini?"))
    assert "credits" in text and "gsm-mini" in text, text  # ana's run, on gsm-mini


BOTH = {
    "en": ("run both models on gsm-mini", "I can start a fresh run of 2 models on gsm-mini version 1, 20 items each, "
                                          "for 60 credits in all (balance 500 → 440):", "yes"),
    "de": ("starte beide Modelle auf gsm-mini", "Ich kann neue Läufe von 2 Modellen auf gsm-mini Version 1 starten, "
                                                "je 20 Aufgaben, für zusammen 60 Credits (Guthaben 500 → 440):", "ja"),
    "es": ("ejecuta ambos modelos en gsm-mini", "Puedo lanzar una ejecución nueva de 2 modelos en gsm-mini versión 1, "
                                                "20 ítems cada uno, por 60 créditos en total (saldo 500 → 440):", "sí"),
}


@pytest.mark.parametrize("lang", ["en", "de", "es"])
async def test_run_both_models_is_one_proposal_and_two_measured_runs(chat: ChatDriver, runtime, lang: str) -> None:
    ask, proposal_head, yes = BOTH[lang]
    replies = await chat.push("ana", ask)
    proposal = replies[-1]
    assert proposal.buttons and proposal_head in proposal.text, joined(replies)
    assert "tiny-1" in proposal.text and "tiny-2" in proposal.text
    await chat.push("ana", yes)
    text = joined(await chat.settle())
    assert "(12/20)" in text and "(18/20)" in text, text
    async with await as_user(runtime, "ana") as api:
        assert (await api.me()).credits == 440
        launched = [r for r in await api.list_runs(benchmark="gsm-mini") if r.origin == "launched"]
        assert sorted(r.model for r in launched) == ["tiny-1", "tiny-2"]
    await chat.push("ana", yes)  # a second yes runs nothing more
    async with await as_user(runtime, "ana") as api:
        assert (await api.me()).credits == 440


TYPOS = {
    "en": ("what did tiny 2 score on capitols?", "I don't know tiny 2, capitols in your workspace. Did you mean tiny-2, capitals?",
           "yes", "tiny-2 scored 75% (15/20) on capitals version 1"),
    "de": ("was hat tiny 2 auf capitols erreicht?", "tiny 2, capitols", "ja", "tiny-2 erreichte 75\xa0% (15/20) auf capitals Version 1"),
    "fr": ("quel score a obtenu tiny 2 sur capitols ?", "tiny 2, capitols", "oui", "75\xa0% (15/20)"),
}


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
async def test_a_yes_to_did_you_mean_continues_the_request(chat: ChatDriver, lang: str) -> None:
    ask, question, yes, answer = TYPOS[lang]
    replies = await chat.push("ana", ask)
    assert question in replies[-1].text and replies[-1].buttons, joined(replies)
    text = joined(await chat.push("ana", yes))
    assert answer in text, text
    replies = await chat.push("ana", yes)  # the question was answered: a second yes runs nothing
    assert answer not in joined(replies) and not any(s.buttons for s in replies), joined(replies)


async def test_a_click_on_yes_continues_the_request_too(chat: ChatDriver) -> None:
    replies = await chat.push("ana", "why did tiny-1 score so low on gsm mini?")
    assert "Did you mean gsm-mini?" in replies[-1].text
    text = joined(await chat.click("ana", replies[-1].buttons[0]))
    assert "tiny-1 scored 60% (12/20) on gsm-mini version 1" in text and "Confirmed by ana." in text


ITEM_AFTER_TYPO = {
    "en": ("why did tiny-1 score so low on gsm mini?", "show me item 13", "Question: An egg box holds"),
    "de": ("warum hat tiny-1 auf gsm mini so schlecht abgeschnitten?", "zeig mir Aufgabe 13", "Frage: An egg box holds"),
    "fr": ("pourquoi tiny-1 a un score si bas sur gsm mini ?", "montre-moi la question 13", "An egg box holds"),
}


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
async def test_the_thread_keeps_the_name_a_typo_meant(chat: ChatDriver, lang: str) -> None:
    await chat.push("ana", "look at item 7 of capitals")  # the thread was about capitals
    typo, item, question = ITEM_AFTER_TYPO[lang]
    replies = await chat.push("ana", typo)
    assert "gsm-mini" in replies[-1].text and replies[-1].buttons, joined(replies)
    text = joined(await chat.push("ana", item))  # sets the question aside, keeps gsm-mini
    assert question in text and "gsm-mini" in text, text


UNDO = {
    "en": ('accept "4.0" for item 7 on gsm-mini', "yes", "undo that",
           "item 7: the key 4 | 4.0 goes back to 4 (exact text)", "gsm-mini is now version 3"),
    "de": ('akzeptiere "4.0" für Item 7 von gsm-mini', "ja", "mach das rückgängig",
           "Item 7: Der Schlüssel 4 | 4.0 wird wieder zu 4 (exakter Text)", "gsm-mini ist jetzt Version 3"),
    "pt": ('aceite "4.0" no item 7 do gsm-mini', "sim", "desfaz isso",
           "item 7: a chave 4 | 4.0 volta a ser 4", "gsm-mini"),
}


@pytest.mark.parametrize("lang", ["en", "de", "pt"])
async def test_undo_restores_the_previous_key_as_a_new_version(chat: ChatDriver, runtime, lang: str) -> None:
    widen, yes, undo, restore_line, done = UNDO[lang]
    await chat.push("ana", widen)
    await chat.push("ana", yes)
    replies = await chat.push("ana", undo)
    proposal = replies[-1]
    assert proposal.buttons and restore_line in proposal.text, joined(replies)
    async with await as_user(runtime, "ana") as api:
        assert (await api.get_benchmark("gsm-mini")).current_version == 2  # nothing before the yes
    text = joined(await chat.push("ana", yes))
    assert done in text and "3" in text, text
    async with await as_user(runtime, "ana") as api:
        info = await api.get_benchmark("gsm-mini")
        assert [v.version for v in info.versions] == [1, 2, 3]  # nothing deleted
        assert (await api.get_version("gsm-mini", 3)).item(7).accepted == ["4"]  # type: ignore[union-attr]
        assert (await api.get_version("gsm-mini", 2)).item(7).accepted == ["4", "4.0"]  # type: ignore[union-attr]


async def test_undo_with_nothing_to_undo_proposes_nothing(chat: ChatDriver) -> None:
    replies = await chat.push("ana", "undo the last change to gsm-mini")
    assert "has no earlier key or reference answer to restore" in joined(replies)
    assert not any(s.buttons for s in replies)


AGAIN = {
    "en": ('accept "4.0" for item 7 on gsm-mini', "yes", "propose it again", "Here it is again", "gsm-mini is now version 2"),
    "de": ('akzeptiere "4.0" für Item 7 von gsm-mini', "ja", "schlag es nochmal vor", "Hier ist er noch einmal",
           "gsm-mini ist jetzt Version 2"),
    "fr": ('accepte "4.0" pour l\'item 7 de gsm-mini', "oui", "propose-le à nouveau", "La revoici", "gsm-mini"),
}


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
async def test_propose_it_again_after_an_expiry(chat: ChatDriver, runtime, clock, lang: str) -> None:
    ask, yes, again, lead, done = AGAIN[lang]
    replies = await chat.push("ana", ask)
    assert replies[-1].buttons, joined(replies)
    clock.advance(timedelta(minutes=16))
    await chat.push("ana", yes)  # expired: nothing written
    replies = await chat.push("ana", again)
    proposal = replies[-1]
    assert lead in proposal.text and proposal.buttons, joined(replies)
    assert "4.0" in proposal.text
    text = joined(await chat.push("ana", yes))
    assert done in text, text
    replies = await chat.push("ana", again)  # it ran: it is never proposed a third time
    assert not any(s.buttons for s in replies), joined(replies)
    async with await as_user(runtime, "ana") as api:
        assert (await api.get_benchmark("gsm-mini")).current_version == 2


SAME_CHANGE = {
    "en": ("remove item 20 from capitals", "no", "do the same for item 19", "I can remove 1 item from capitals",
           "item 19"),
    "de": ("entferne Item 20 aus capitals", "nein", "mach das bei Item 19 auch", "Ich kann 1 Aufgabe aus capitals",
           "19"),
    "ja": ("capitalsの項目20を削除して", "いいえ", "19番も同じようにして", "capitals から 1 項目を削除できます", "19"),
}


@pytest.mark.parametrize("lang", ["en", "de", "ja"])
async def test_the_same_change_on_another_item(chat: ChatDriver, lang: str) -> None:
    """"Do the same for item 19" means the requester's last change in this thread, on item 19; read in a
    thread where nothing was changed, it is a change of item 19 that the saved answers show."""
    remove, no, same, proposal, item = SAME_CHANGE[lang]
    replies = await chat.push("ana", remove)
    assert proposal in replies[-1].text and replies[-1].buttons, joined(replies)
    await chat.push("ana", no)
    replies = await chat.push("ana", same)
    assert proposal in replies[-1].text and item in replies[-1].text and replies[-1].buttons, joined(replies)
    replies = await chat.push("ana", same.replace("19", "13"), thread="elsewhere")
    assert "remove" not in joined(replies).lower() and "entfern" not in joined(replies), joined(replies)
