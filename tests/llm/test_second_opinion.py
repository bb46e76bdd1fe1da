"""A language model's second opinion on suspected wrong references: only with consent, shown as its
opinion, and never making a suspicion proven (no verdict, no proposal changes because of it)."""

from __future__ import annotations

import pytest

from bot.i18n import Catalog
from tests.driver import joined
from tests.e2e.helpers import writes
from tests.llm.conftest import Bots, model_settings
from tests.llm.standin import Answer, OpenAIStandIn, Recorded

CATALOG = Catalog()
WHY = "why did tiny-2 score so low on gsm-mini?"
ITEM_13 = {"item": 13, "question": "An egg box holds 6 rows of 7 eggs. How many eggs are in the box?",
           "reference": "24", "models_answer": "42"}


def every_item(verdict: str):
    def script(request: Recorded) -> Answer:
        return Answer(content={"verdicts": [{"item": i["item"], "verdict": verdict} for i in request.data["items"]]})
    return script


async def test_the_opinion_is_shown_as_one_and_changes_nothing(bots: Bots, standin: OpenAIStandIn) -> None:
    standin.answer("references", every_item("models"))
    standin.answer("equivalence", every_item("different"))
    _, offline_chat = await bots()
    runtime, chat = await bots(**model_settings(standin.url, benchgen_llm_sees_data=True))
    offline = await offline_chat.push("ana", WHY)
    before = len(runtime.requests)
    replies = await chat.push("ana", WHY)
    text = joined(replies)
    opinion = CATALOG.text("en", "analyze.opinion_models", item=13, key="24", consensus="42")
    assert opinion in text
    assert text.replace(opinion + "\n", "") == joined(offline), "everything else is the offline analysis"
    assert "worth a person's check" in text and "So the model is at fault" in text
    assert [s.buttons and [b.label for b in s.buttons] for s in replies] == \
        [s.buttons and [b.label for b in s.buttons] for s in offline], "the same proposals (or none)"
    assert writes(runtime, before) == []
    (request,) = standin.of("references")
    question = request.data["items"][0]["question"]
    assert request.data == {"items": [{**ITEM_13, "question": question}]} and "egg" in question.lower()


async def test_the_item_view_gives_the_opinion_too(bots: Bots, standin: OpenAIStandIn) -> None:
    standin.answer("references", every_item("reference"))
    runtime, chat = await bots(**model_settings(standin.url, benchgen_llm_sees_data=True))
    replies = await chat.push("ana", "look at item 13 of gsm-mini")
    text = joined(replies)
    assert CATALOG.text("en", "analyze.opinion_reference", item=13, key="24", consensus="42") in text
    assert "worth a person's check, not proof" in text
    assert not any(s.buttons for s in replies)


@pytest.mark.parametrize("answer", [
    Answer(content={"verdicts": [{"item": 13, "verdict": "unsure"}]}),
    Answer(content={"verdicts": [{"item": 13, "verdict": "proven"}]}),
    Answer(content={"verdicts": [{"item": 12, "verdict": "models"}]}),
    Answer(status=500),
])
async def test_unsure_or_off_the_schema_says_nothing(bots: Bots, standin: OpenAIStandIn, answer: Answer) -> None:
    standin.answer("references", answer)
    runtime, chat = await bots(**model_settings(standin.url, benchgen_llm_sees_data=True))
    text = joined(await chat.push("ana", "look at item 13 of gsm-mini"))
    assert "A language model" not in text and "worth a person's check, not proof" in text
    assert len(standin.of("references")) == 1


async def test_without_consent_no_opinion_is_asked(bots: Bots, standin: OpenAIStandIn) -> None:
    standin.answer("references", every_item("models"))
    standin.answer("equivalence", every_item("different"))
    runtime, chat = await bots(**model_settings(standin.url))
    text = joined(await chat.push("ana", WHY))
    text += joined(await chat.push("ana", "look at item 13 of gsm-mini", thread="t2"))
    assert "A language model" not in text
    assert standin.of("references") == [] and standin.of("equivalence") == []
    for request in standin.requests:
        assert "egg" not in request.raw.lower()
