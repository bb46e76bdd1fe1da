"""On a benchmark of one's own (issue 16 item 5): a right answer stated in a short sentence ("The
symbol is K" for the key "K") is read as that answer, and the verdict names the fault found: a
wrong reference alone is never called a narrow key. In English, German and French."""

from __future__ import annotations

import json

import pytest

from tests.driver import ChatDriver, joined


def records(name: str, first_answer: str, *, new_model: bool) -> list[str]:
    """Four items; item 3's reference is none of its choices (a proven fault of the benchmark)."""
    items = [("potassium", "K", {}), ("sodium", "Na", {}), ("iron", "Fr", {"choices": ["Fe", "Ir", "F"]}),
             ("gold", "Au", {})]
    answers = [first_answer, "Na", "Fe", "Au"]
    lines = [{"type": "benchmark", "name": name, "description": "chemical symbols; invented for tests"}]
    lines += [{"type": "item", "benchmark": name, "number": n, "question": f"What is the chemical symbol for {element}?",
               "reference": reference, "topic": "chemistry", **extra}
              for n, (element, reference, extra) in enumerate(items, 1)]
    if new_model:
        lines.append({"type": "model", "name": "chem-1", "price_per_item": 1})
    lines.append({"type": "run", "id": f"run_{name}", "benchmark": name, "model": "chem-1"})
    lines += [{"type": "answer", "run": f"run_{name}", "item": n, "answer": a} for n, a in enumerate(answers, 1)]
    return [json.dumps(line) for line in lines]


ASK = {"en": "why did chem-1 score so low on {name}?", "de": "warum hat chem-1 auf {name} so schlecht abgeschnitten?",
       "fr": "pourquoi chem-1 a un score si bas sur {name} ?"}
SENTENCE = {"en": "item 1: answered The symbol is K, the key says K",
            "de": "Item 1: Antwort The symbol is K, der Schlüssel sagt K",
            "fr": "item 1 : réponse The symbol is K, la clé dit K"}
BOTH = {"en": "the key is too narrow, and a reference answer is wrong.",
        "de": "Der Schlüssel ist zu eng, und eine Referenzantwort ist falsch.",
        "fr": "la clé est trop stricte, et une réponse de référence est fausse."}
WRONG_ONLY = {"en": ("a reference answer is wrong.", "too narrow"),
              "de": ("Eine Referenzantwort ist falsch.", "zu eng"),
              "fr": ("une réponse de référence est fausse.", "trop stricte")}


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
async def test_a_sentence_answer_and_a_verdict_naming_each_fault(chat: ChatDriver, runtime, lang: str) -> None:
    await runtime.sandbox.import_jsonl(records("elements", "The symbol is K", new_model=True))
    await runtime.sandbox.import_jsonl(records("elements-b", "K", new_model=False))
    text = joined(await chat.push("ana", ASK[lang].format(name="elements")))
    assert SENTENCE[lang] in text and BOTH[lang] in text, text
    said, never = WRONG_ONLY[lang]
    text = joined(await chat.push("ana", ASK[lang].format(name="elements-b"), thread="b"))
    assert said in text and never not in text, text
