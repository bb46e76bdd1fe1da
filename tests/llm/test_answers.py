"""Answers about BenchGen grounded in the shipped knowledge base, in the user's language."""

from __future__ import annotations

import pytest

from bot.i18n import Catalog
from bot.llm.grounded import retrieve
from tests.driver import joined
from tests.llm.conftest import Bots, model_settings
from tests.llm.standin import Answer, OpenAIStandIn, Recorded

QUESTION = "what is a match rule?"
CATALOG = Catalog()


def grounded(answer: str, *, language: str = "en", cite: str | None = None, covered: bool = True):
    def script(request: Recorded) -> Answer:
        ids = [p["id"] for p in request.data["passages"]]
        return Answer(content={"covered": covered, "passages": [cite or ids[0]] if covered else [],
                               "answer": answer if covered else "", "language": language})
    return script


async def test_the_answer_comes_from_retrieved_passages_with_a_note(bots: Bots, standin: OpenAIStandIn) -> None:
    text = "A match rule says how an answer is compared with the accepted answers: exact text, ignoring case, the final number, or mathematical equivalence."
    standin.answer("answers", grounded(text))
    _, chat = await bots(**model_settings(standin.url))
    replies = await chat.push("ana", QUESTION)
    assert joined(replies) == f"{text}\n{CATALOG.text('en', 'context.model_note')}"
    (request,) = standin.of("answers")
    assert request.data["question"] == QUESTION and request.data["language"] == "en"
    passages = {p["id"]: p["text"] for p in request.data["passages"]}
    assert passages["keys"] == CATALOG.text("en", "kb.keys"), "the knowledge base, passed as data"
    assert 1 <= len(passages) <= 3
    assert "only" in request.system and "covered" in request.system


async def test_questions_the_docs_do_not_cover_say_so(bots: Bots, standin: OpenAIStandIn) -> None:
    standin.answer("answers", grounded("", covered=False))
    _, chat = await bots(**model_settings(standin.url))
    replies = await chat.push("ana", "how are match rules chosen by the moon?")
    text = joined(replies)
    assert text.startswith(CATALOG.text("en", "context.no_answer"))
    assert CATALOG.text("en", "context.model_note") not in text
    assert len(standin.of("answers")) == 1


async def test_answers_in_the_users_language(bots: Bots, standin: OpenAIStandIn) -> None:
    text = "Eine Vergleichsregel legt fest, wie eine Antwort mit den akzeptierten Antworten verglichen wird: genauer Text, ohne Groß- und Kleinschreibung, die letzte Zahl oder mathematische Gleichwertigkeit."
    standin.answer("answers", grounded(text, language="de"))
    _, chat = await bots(**model_settings(standin.url))
    replies = await chat.push("ana", "Was ist eine Vergleichsregel?")
    assert joined(replies) == f"{text}\n{CATALOG.text('de', 'context.model_note')}"
    (request,) = standin.of("answers")
    assert request.data["language"] == "de"
    assert {p["id"]: p["text"] for p in request.data["passages"]}["keys"] == CATALOG.text("de", "kb.keys")


@pytest.mark.parametrize(("question", "script"), [
    ("Was ist eine Vergleichsregel?", grounded("A match rule says how answers are compared with the key.", language="de")),
    ("Was ist eine Vergleichsregel?", grounded("Eine Vergleichsregel legt fest, wie Antworten verglichen werden.", language="en")),
    (QUESTION, grounded("A match rule compares answers.", cite="secret-notes")),  # a passage it was not given
    (QUESTION, grounded("See https://example.com/rules for the match rules.")),
    (QUESTION, grounded("Ask @channel about the match rules.")),
    (QUESTION, grounded("The benchmark-edit skill calls set_key on the benchmark.")),
    (QUESTION, grounded("x" * 2000)),
    (QUESTION, lambda _r: Answer(content="The match rule is how answers are compared.")),
    (QUESTION, lambda _r: Answer(status=500)),
])
async def test_bad_answers_give_the_offline_answer(bots: Bots, standin: OpenAIStandIn, question: str, script) -> None:
    standin.answer("answers", script)
    _, plain_chat = await bots()
    _, chat = await bots(**model_settings(standin.url))
    expected = joined(await plain_chat.push("ana", question))
    assert joined(await chat.push("ana", question)) == expected
    assert len(standin.of("answers")) == 1


def test_retrieval_prefers_topics_the_rules_matched_and_shared_words() -> None:
    passages = {topic: CATALOG.text("en", f"kb.{topic}") for topic in
                ("credits", "runs", "versions", "keys", "roles", "training", "limits", "linking", "benchgen")}
    top = retrieve("who may edit benchmarks and spend credits?", passages)
    assert top[0].id == "roles"
    assert retrieve("what is a match rule?", passages, boost=["keys"])[0].id == "keys"
    assert retrieve("zzzz qqqq", passages) == []
    ja = {topic: CATALOG.text("ja", f"kb.{topic}") for topic in passages}
    assert retrieve("クレジットはどう使われますか", ja)[0].id == "credits"
