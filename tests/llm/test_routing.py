"""Routing help through the whole bot: only when the rules are unsure, and only among declared skills."""

from __future__ import annotations

import pytest

from tests.driver import joined
from tests.e2e.helpers import writes
from tests.llm.conftest import Bots, model_settings
from tests.llm.standin import Answer, OpenAIStandIn

UNCLEAR = "tiny-1 deserves a second shot at gsm-mini"


def choice(action: str, skill: str = "", second: str = "", intent: str = "") -> dict[str, str]:
    return {"action": action, "skill": skill, "second": second, "intent": intent}


async def test_an_unclear_message_is_routed_to_the_skill_the_model_picks(bots: Bots, standin: OpenAIStandIn) -> None:
    standin.answer("routing", choice("skill", "benchmark-launch", intent="launch"))
    runtime, chat = await bots(**model_settings(standin.url))
    before = len(runtime.requests)
    replies = await chat.push("ana", UNCLEAR)
    proposal = replies[-1]
    assert "20 credits" in proposal.text and proposal.buttons, "still a proposal that waits for a yes"
    assert writes(runtime, before) == []
    (request,) = standin.of("routing")
    assert request.data["message"] == UNCLEAR and request.data["language"] == "en"
    assert {s["id"] for s in request.data["skills"]} == {
        "benchgen-context", "benchmark-analyze", "benchmark-edit", "benchmark-launch", "training-launch"}
    assert set(request.schema["properties"]["skill"]["enum"]) == {s["id"] for s in request.data["skills"]} | {""}


async def test_the_model_may_ask_the_clarify_question_which_code_writes(bots: Bots, standin: OpenAIStandIn) -> None:
    standin.answer("routing", choice("ask", "benchmark-edit", "training-launch"))
    _, chat = await bots(**model_settings(standin.url))
    # a message the rules leave unclear ("feels off to me" reads as a doubt to check since the classifier learned the sets)
    replies = await chat.push("ana", "tiny-1 and gsm-mini, hmm")
    assert len(replies) == 1
    assert "change the benchmark, or improve the model?" in replies[0].text
    assert [b.label for b in replies[0].buttons] == ["Change the benchmark", "Improve the model"]


@pytest.mark.parametrize("answer", [
    Answer(content="benchmark-launch"),  # not JSON
    Answer(content=choice("skill", "benchmark-delete")),  # an unknown skill
    Answer(content=choice("skill", "delete the benchmark")),
    Answer(content={"action": "delete", "skill": "benchmark-edit", "second": "", "intent": ""}),
    Answer(content=choice("skill", "benchmark-edit", intent="delete_benchmark")),  # an undeclared intent
    Answer(content=choice("ask", "benchmark-edit", "benchmark-edit")),
    Answer(content={**choice("skill", "benchmark-edit", intent="widen"), "confirm": True}),  # off the schema
    Answer(status=503),
    Answer(content=choice("skill", "benchmark-launch", intent="launch"), delay=2),  # too slow
])
async def test_bad_routing_answers_fall_back_to_the_offline_reply(bots: Bots, standin: OpenAIStandIn,
                                                                  answer: Answer) -> None:
    standin.answer("routing", answer)
    offline, plain_chat = await bots()
    runtime, chat = await bots(**model_settings(standin.url, benchgen_llm_timeout_seconds=0.5))
    expected = joined(await plain_chat.push("ana", UNCLEAR))
    before = len(runtime.requests)
    replies = await chat.push("ana", UNCLEAR)
    assert joined(replies) == expected
    assert not any(s.buttons for s in replies)
    assert writes(runtime, before) == []
    assert len(standin.of("routing")) == 1


async def test_refusals_and_rule_made_questions_never_reach_the_model(bots: Bots, standin: OpenAIStandIn) -> None:
    standin.answer("routing", choice("skill", "benchmark-edit", intent="widen"))
    runtime, chat = await bots(**model_settings(standin.url))
    assert "can't delete a benchmark" in joined(await chat.push("ana", "delete the capitals benchmark"))
    assert "can't set a score by hand" in joined(await chat.push("ana", "set tiny-1's score on gsm-mini to 95%",
                                                                    thread="t2"))
    question = await chat.push("ana", "fix gsm-mini results for tiny-1", thread="t3")
    assert "change the benchmark, or improve the model?" in question[0].text
    replies = await chat.push("ana", "what did tiny-2 score on capitals?", thread="t4")
    assert "75% (15/20)" in joined(replies)
    assert standin.requests == []


async def test_routing_can_be_switched_off(bots: Bots, standin: OpenAIStandIn) -> None:
    standin.answer("routing", choice("skill", "benchmark-launch", intent="launch"))
    _, chat = await bots(**model_settings(standin.url, benchgen_llm_routing=False))
    replies = await chat.push("ana", UNCLEAR)
    assert not any(s.buttons for s in replies)
    assert standin.requests == []
