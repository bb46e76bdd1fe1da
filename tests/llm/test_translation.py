"""A language outside the seven: the English catalog reply, translated, with a note and the original."""

from __future__ import annotations

import pytest

from bot.i18n import Catalog
from tests.driver import joined
from tests.llm.conftest import Bots, model_settings
from tests.llm.standin import Answer, OpenAIStandIn

ITALIAN = "perché tiny-1 ha ottenuto un punteggio così basso su gsm-mini?"
ENGLISH = Catalog().text("en", "language.unsupported")
NOTE = Catalog().text("en", "language.machine_translated")
TRANSLATED = ("Mi dispiace, non parlo ancora questa lingua. Parlo inglese, tedesco (Deutsch), francese (français), "
              "spagnolo (español), portoghese (português), giapponese (日本語) e cinese (中文). "
              "Per favore, scrivimi in una di queste lingue.")


async def test_the_reply_is_translated_with_a_note(bots: Bots, standin: OpenAIStandIn) -> None:
    standin.answer("translation", {"language": "it", "text": TRANSLATED})
    runtime, chat = await bots(**model_settings(standin.url))
    before = len(runtime.requests)
    replies = await chat.push("ana", ITALIAN)
    assert joined(replies) == f"{TRANSLATED}\n{NOTE}\n{ENGLISH}"
    assert runtime.requests[before:] == [], "BenchGen is not called for a message the bot cannot read"
    (request,) = standin.requests
    assert request.data == {"text": ENGLISH, "language": "it"}
    assert "tiny-1" not in request.raw and "punteggio" not in request.raw, "the user's message is not sent"


@pytest.mark.parametrize("answer", [
    Answer(content={"language": "it", "text": "Désolé, je ne parle pas encore cette langue. Écris-moi en anglais, en allemand ou en français, s'il te plaît."}),
    Answer(content={"language": "fr", "text": TRANSLATED}),
    Answer(content={"language": "it", "text": ENGLISH}),
    Answer(content={"language": "it", "text": TRANSLATED + " Vedi https://example.com"}),
    Answer(content="Mi dispiace, non parlo ancora questa lingua."),
    Answer(status=500),
])
async def test_a_wrong_or_bad_translation_leaves_the_english_reply(bots: Bots, standin: OpenAIStandIn,
                                                                   answer: Answer) -> None:
    standin.answer("translation", answer)
    _, chat = await bots(**model_settings(standin.url))
    assert joined(await chat.push("ana", ITALIAN)) == ENGLISH
    assert len(standin.requests) == 1


async def test_translation_can_be_switched_off(bots: Bots, standin: OpenAIStandIn) -> None:
    standin.answer("translation", {"language": "it", "text": TRANSLATED})
    _, chat = await bots(**model_settings(standin.url, benchgen_llm_translation=False))
    assert joined(await chat.push("ana", ITALIAN)) == ENGLISH
    assert standin.requests == []
