"""The acceptance conversations with a model configured: no credential in any request, no call on
the confident path, and exactly the offline bot when the endpoint is down or too slow."""

from __future__ import annotations

from bot.app.runtime import Runtime
from bot.secrets_scan import find_secrets
from tests.conftest import DEMO_SECRET
from tests.driver import ChatDriver, joined
from tests.llm.conftest import API_KEY, Bots, model_settings
from tests.llm.standin import Answer, OpenAIStandIn, Recorded, free_port

ITALIAN = "perché tiny-1 ha ottenuto un punteggio così basso su gsm-mini?"


async def play(chat: ChatDriver, *, launch: bool = True) -> list[str]:
    """Conversations 1-4, 13-15 of SCENARIOS.md, and the turns where a model may help, each in a
    thread of its own. Returns every text and button label the bot sent, in order."""
    await chat.push("ana", "why did tiny-1 score so low on gsm-mini?", thread="c1")
    await chat.push("ana", "yes", thread="c1")
    if launch:
        await chat.push("ana", "yes", thread="c1")
        await chat.settle()
    await chat.push("ana", "is it the benchmark or the model? tiny-1 on capitals", thread="c2")
    await chat.push("ana", "can you train it on the capitals benchmark items instead?", thread="c2")
    question = await chat.push("ana", "fix gsm-mini results for tiny-1", thread="c3")
    await chat.click("ana", question[0].buttons[0], thread="c3")
    await chat.push("ana", "no", thread="c3")
    await chat.push("ana", "delete the capitals benchmark", thread="c4")
    await chat.push("ana", "set tiny-1's score on gsm-mini to 95%", thread="c4")
    await chat.push("ana", "analyze tiny-2 on capitals", thread="c13")
    await chat.push("ana", "look at item 13 of gsm-mini", thread="c14")
    for text in ("what did tiny-2 score on capitals?", "compare tiny-1 and tiny-2 on gsm-mini",
                 "how many credits do we have left?", "what can you do?"):
        await chat.push("ana", text, thread="c15")
    await chat.push("ana", "tiny-2 deserves a second shot at capitals", thread="m1")  # unclear to the router
    await chat.push("ana", "what is a match rule?", thread="m2")  # an open question
    await chat.push("ana", ITALIAN, thread="m3")  # a language outside the seven
    await chat.settle()
    return [f"{s.text} {[b.label for b in s.buttons]}" for s in chat.sent]


def helpful(request: Recorded) -> Answer:
    """A model that answers every purpose validly."""
    if request.purpose == "routing":
        return Answer(content={"action": "skill", "skill": "benchmark-analyze", "second": "", "intent": "score"})
    if request.purpose == "answers":
        ids = [p["id"] for p in request.data["passages"]]
        return Answer(content={"covered": True, "passages": ids[:1], "language": request.data["language"],
                               "answer": "A match rule decides how an answer is compared with the accepted answers."})
    if request.purpose == "equivalence":
        return Answer(content={"verdicts": [{"item": i["item"], "verdict": "different"} for i in request.data["items"]]})
    return Answer(content={"language": "it", "text": "Mi dispiace, non parlo ancora questa lingua. Per favore, "
                                                      "scrivimi in inglese, tedesco, francese, spagnolo, portoghese, "
                                                      "giapponese o cinese."})


def secrets_of(runtime: Runtime) -> list[str]:
    tokens = list(runtime.captured_tokens)  # type: ignore[attr-defined]
    assert tokens, "the conversations obtained BenchGen credentials"
    return [*tokens, DEMO_SECRET, API_KEY, *runtime.settings.secrets()]


async def test_no_credential_reaches_the_model_in_any_request(bots: Bots, standin: OpenAIStandIn) -> None:
    for purpose in ("routing", "answers", "equivalence", "references", "translation"):
        standin.answer(purpose, helpful)
    runtime, chat = await bots(**model_settings(standin.url, benchgen_llm_sees_data=True))
    await play(chat)
    assert {r.purpose for r in standin.requests} == {"routing", "answers", "equivalence", "references", "translation"}
    secrets = secrets_of(runtime)
    for request in standin.requests:
        assert not any(secret in request.raw for secret in secrets), request.purpose
        assert find_secrets(request.raw) == [], request.purpose
        assert "authorization" not in request.raw.lower()
        assert request.headers["authorization"] == f"Bearer {API_KEY}"  # the key is the header's alone


async def test_the_confident_path_needs_no_model(bots: Bots, standin: OpenAIStandIn) -> None:
    for purpose in ("routing", "answers", "equivalence", "references", "translation"):
        standin.answer(purpose, helpful)
    _, chat = await bots(**model_settings(standin.url))
    await chat.push("ana", "why did tiny-1 score so low on gsm-mini?")
    await chat.push("ana", "yes")
    await chat.push("ana", "yes")
    assert "85%" in joined(await chat.settle())
    await chat.push("ana", "is it the benchmark or the model? tiny-1 on capitals", thread="c2")
    await chat.push("ana", "fix gsm-mini results for tiny-1", thread="c3")
    await chat.push("ana", "analyze tiny-2 on capitals", thread="c13")
    await chat.push("ana", "look at item 13 of gsm-mini", thread="c14")
    await chat.push("ana", "what can you do?", thread="c15")
    assert standin.requests == []


async def test_an_unreachable_endpoint_leaves_the_bot_as_it_is_offline(bots: Bots) -> None:
    _, plain_chat = await bots()
    _, chat = await bots(**model_settings(f"http://127.0.0.1:{free_port()}/v1", benchgen_llm_sees_data=True))
    assert await play(chat, launch=False) == await play(plain_chat, launch=False)


async def test_a_slow_endpoint_leaves_the_bot_as_it_is_offline(bots: Bots, standin: OpenAIStandIn) -> None:
    # The bot gives each call 0.5 s, the stand-in answers after 3: every call times out, and each has had time to reach
    # the stand-in first (at 0.2 s, a loaded machine's connect took it all, and the call was never recorded)
    for purpose in ("routing", "answers", "equivalence", "references", "translation"):
        standin.answer(purpose, lambda r: Answer(content=helpful(r).content, delay=3.0))
    _, plain_chat = await bots()
    _, chat = await bots(**model_settings(standin.url, benchgen_llm_sees_data=True, benchgen_llm_timeout_seconds=0.5))
    assert await play(chat, launch=False) == await play(plain_chat, launch=False)
    assert {r.purpose for r in standin.requests} == {"routing", "answers", "equivalence", "references", "translation"}
