"""Answers about BenchGen grounded in the documentation shipped with the bot.

Passages are retrieved first (by code, from the knowledge base in the user's language); the model
may answer only from them, must cite the ones it used, and must say when they do not cover the
question. An answer that cites nothing given, is in another language, or is unfit to show is
dropped for the offline answer.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from pydantic import BaseModel, ConfigDict

from bot.llm.help import ModelHelp

TASK = (
    "Answer the user's question (`question`) about BenchGen using only the documentation passages in "
    "`passages`. Write the answer in the language `language`, in at most four sentences, as plain text. "
    "List in `passages` the ids of the passages you used. If the passages do not answer the question, set "
    "covered=false and leave the answer empty: never answer from anything else."
)
TOP_PASSAGES = 3
_WORD = re.compile(r"[^\W\d_]{4,}")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


class Passage(BaseModel):
    id: str
    text: str


class GroundedAnswer(BaseModel):
    model_config = ConfigDict(extra="forbid")

    covered: bool
    passages: list[str]
    answer: str
    language: str


def _terms(text: str) -> set[str]:
    """Words (four letters or more) and, for Japanese and Chinese, character pairs."""
    lowered = text.lower()
    terms = {w[:6] for w in _WORD.findall(lowered)}  # a crude stem: "credits"/"credit" meet
    cjk = "".join(_CJK.findall(lowered))
    terms |= {cjk[i:i + 2] for i in range(len(cjk) - 1)}
    return terms


def retrieve(question: str, passages: Mapping[str, str], *, boost: Iterable[str] = (),
             k: int = TOP_PASSAGES) -> list[Passage]:
    """The passages that share the most terms with the question (topics matched by rule first)."""
    asked = _terms(question)
    boosted = set(boost)
    scored = []
    for pid, text in passages.items():
        score = len(asked & _terms(text)) + (3 if pid in boosted else 0)
        if score > 0:
            scored.append((score, pid, text))
    scored.sort(key=lambda s: (-s[0], s[1]))
    return [Passage(id=pid, text=text) for _, pid, text in scored[:k]]


async def grounded_answer(help: ModelHelp, question: str, language: str,
                          passages: list[Passage]) -> GroundedAnswer | None:
    """The model's answer from `passages` (validated), or None for the offline answer."""
    if not help.can("answers") or not passages:
        return None
    data = {"question": question, "language": language, "passages": [p.model_dump() for p in passages]}
    answer = await help.ask("answers", task=TASK, data=data, output=GroundedAnswer, max_tokens=400)
    if answer is None or answer.language != language:
        return None
    known = {p.id for p in passages}
    if not answer.covered:
        return answer.model_copy(update={"answer": "", "passages": []})
    cited = [pid for pid in answer.passages if pid in known]
    if not cited or len(cited) != len(answer.passages) or not help.fit_to_show(answer.answer, language):
        return None
    return answer.model_copy(update={"answer": answer.answer.strip(), "passages": cited})
