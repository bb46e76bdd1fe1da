"""The equivalence judgment on misses no rule decides: only with consent, as data, never acted on."""

from __future__ import annotations

import json

import pytest

from bot.i18n import Catalog
from bot.llm.config import LLMConfig
from bot.llm.help import ModelHelp
from bot.llm.openai_model import OpenAIModel
from skills.analysis.model_judgment import Judgment, judge_misses
from skills.analysis.models import ItemKey, Miss
from tests.driver import joined
from tests.e2e.helpers import writes
from tests.llm.conftest import API_KEY, Bots, model_settings
from tests.llm.standin import Answer, OpenAIStandIn, Recorded

CITIES = [
    {"type": "benchmark", "name": "us-cities", "description": "Cities of the United States."},
    {"type": "item", "benchmark": "us-cities", "number": 1, "question": "Which is the largest city in the United States?",
     "reference": "New York City", "accepted": ["New York City"], "match": "case_insensitive"},
    {"type": "item", "benchmark": "us-cities", "number": 2, "question": "Which city is the capital of Illinois?",
     "reference": "Springfield", "accepted": ["Springfield"], "match": "case_insensitive"},
    {"type": "item", "benchmark": "us-cities", "number": 3, "question": "Which city hosts the Golden Gate Bridge?",
     "reference": "San Francisco", "accepted": ["San Francisco"], "match": "case_insensitive"},
    {"type": "run", "id": "run_cities_tiny1", "benchmark": "us-cities", "model": "tiny-1"},
    {"type": "answer", "run": "run_cities_tiny1", "item": 1, "answer": "The Big Apple"},
    {"type": "answer", "run": "run_cities_tiny1", "item": 2, "answer": "Chicago"},
    {"type": "answer", "run": "run_cities_tiny1", "item": 3, "answer": "San Francisco"},
]
WHY = "why did tiny-1 score so low on us-cities?"
CATALOG = Catalog()


def verdicts(**by_item: str):
    def script(request: Recorded) -> Answer:
        return Answer(content={"verdicts": [{"item": int(n), "verdict": v} for n, v in by_item.items()]})
    return script


async def cities(runtime) -> None:
    await runtime.sandbox.import_jsonl([json.dumps(r) for r in CITIES])


async def test_a_judgment_is_shown_as_one_and_changes_no_proposal(bots: Bots, standin: OpenAIStandIn) -> None:
    standin.answer("equivalence", verdicts(**{"1": "same", "2": "different"}))
    plain_runtime, plain_chat = await bots()
    runtime, chat = await bots(**model_settings(standin.url, benchgen_llm_sees_data=True))
    await cities(plain_runtime)
    await cities(runtime)
    offline = await plain_chat.push("ana", WHY)
    before = len(runtime.requests)
    replies = await chat.push("ana", WHY)
    judged = CATALOG.text("en", "analyze.model_judgment", item=1, answer="The Big Apple", key="New York City")
    text = joined(replies)
    assert judged in text and "Chicago" not in judged
    assert text.replace(judged + "\n", "") == joined(offline), "everything else is the offline analysis"
    assert [s.buttons and [b.label for b in s.buttons] for s in replies] == \
        [s.buttons and [b.label for b in s.buttons] for s in offline], "the same proposals (or none)"
    assert "widen" not in text.lower().replace(judged.lower(), "")
    assert writes(runtime, before) == []
    (request,) = standin.of("equivalence")
    assert request.data == {"items": [
        {"item": 1, "question": "Which is the largest city in the United States?", "reference": "New York City",
         "accepted": ["New York City"], "answer": "The Big Apple"},
        {"item": 2, "question": "Which city is the capital of Illinois?", "reference": "Springfield",
         "accepted": ["Springfield"], "answer": "Chicago"}]}
    assert "Big Apple" not in request.system, "benchmark content only inside the data block"


async def test_without_consent_no_benchmark_content_is_sent(bots: Bots, standin: OpenAIStandIn) -> None:
    standin.answer("equivalence", verdicts(**{"1": "same"}))
    standin.answer("routing", {"action": "none", "skill": "", "second": "", "intent": ""})
    runtime, chat = await bots(**model_settings(standin.url))
    await cities(runtime)
    text = joined(await chat.push("ana", WHY))
    text += joined(await chat.push("ana", "is it the benchmark or the model? tiny-1 on capitals", thread="t2"))
    await chat.push("ana", "look at item 13 of gsm-mini", thread="t3")
    await chat.push("ana", "tiny-1 and us-cities, hmm", thread="t4")  # unclear: routing is asked
    assert "A language model" not in text
    assert standin.of("equivalence") == []
    assert len(standin.requests) == 1
    for request in standin.requests:
        for content in ("Big Apple", "New York City", "capital of", "Sydney", "Springfield"):
            assert content not in request.raw


@pytest.mark.parametrize("answer", [
    Answer(content="same"),
    Answer(content={"verdicts": [{"item": 1, "verdict": "identical"}]}),
    Answer(content={"verdicts": [{"item": 1, "verdict": "same", "change_key": True}]}),
    Answer(status=500),
])
async def test_bad_judgments_are_dropped(bots: Bots, standin: OpenAIStandIn, answer: Answer) -> None:
    standin.answer("equivalence", answer)
    runtime, chat = await bots(**model_settings(standin.url, benchgen_llm_sees_data=True))
    await cities(runtime)
    assert "A language model" not in joined(await chat.push("ana", WHY))
    assert len(standin.of("equivalence")) == 1


async def test_only_undecided_misses_of_items_sent_are_judged(standin: OpenAIStandIn) -> None:
    standin.answer("equivalence", verdicts(**{"1": "same", "2": "same", "9": "same", "3": "same"}))
    config = LLMConfig(api_key=API_KEY, base_url=standin.url, sees_data=True)
    help = ModelHelp(OpenAIModel(api_key=API_KEY, base_url=standin.url, model="m"), config)
    items = {n: ItemKey(number=n, question=f"q{n}", reference=f"r{n}", accepted=[f"r{n}"]) for n in (1, 2, 3)}
    misses = [Miss(item=1, answer="a1", key="r1", cls="model_error", evidence=""),
              Miss(item=2, answer="4.0", key="r2", cls="format", rule="numeric", evidence=""),
              Miss(item=3, answer="  ", key="r3", cls="model_error", evidence="")]
    assert await judge_misses(help, misses, items) == [Judgment(item=1, answer="a1", key="r1")]
    await help.aclose()
    assert [i["item"] for i in standin.requests[0].data["items"]] == [1]
