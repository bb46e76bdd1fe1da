"""An answer stated in a short sentence: "The symbol is K" for the key "K".

Certain only when the sentence says the key's answer and nothing else of substance: one clause
"<subject> is <answer>" (or "Answer: <answer>"; a subject in English, German, French, Spanish or
Portuguese, a label in any of the seven languages), where the answer part equals the key by the text
rules or an English article, and every word of the subject is a word of the question or a word
that only names the answer ("the answer", "the final result", "its value"). "Paris is K", "The
symbol is not K", "The symbol is K or L", "The symbol is K, I think" are not the key's answer.
"""

from __future__ import annotations

import re

from skills.analysis.names import article_match
from skills.analysis.text import MAX_CHARS, collapse_ws, fold, strip_punctuation, text_rule

MAX_SUBJECT_WORDS = 6
# "<subject> <copula> <answer>", in the seven languages the bot speaks.
_SENTENCE = re.compile(
    r"^(?P<subject>[^\W\d_][\w'’ -]{0,80}?)\s+"
    r"(?:is|are|was|would be|should be|ist|sind|war|lautet|est|sont|es|son|era|é|e|são|sao)\s+"
    r"(?P<answer>[^,;:!?。，；]{1,200}?)\s*[.!。]?$",
    re.IGNORECASE,
)
_LABELLED = re.compile(r"^(?:final answer|answer|antwort|réponse|reponse|respuesta|resposta|答え|答案)\s*[:：]\s*(?P<answer>.{1,200}?)\s*[.!。]?$",
                       re.IGNORECASE)
# Words a subject may use besides the question's own: they name the answer, nothing else.
_ANSWER_WORDS = frozenset(
    "the a an its it their this that my our final correct right answer result value solution one "
    "der die das sein seine ihr ihre antwort ergebnis losung wert richtige "
    "le la les l' son sa ses leur reponse resultat valeur solution bonne "
    "el los las su sus respuesta resultado valor solucion correcta "
    "o os as seu sua resposta resultado valor solucao certa correta".split()
)
_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")


def stated_answer(answer: str, question: str) -> str | None:
    """The answer a short sentence states, when the sentence says nothing else of substance."""
    text = collapse_ws(answer)
    if len(text) > MAX_CHARS:
        return None
    labelled = _LABELLED.match(text)
    if labelled:
        return labelled.group("answer")
    match = _SENTENCE.match(text)
    if match is None:
        return None
    subject, stated = match.group("subject"), match.group("answer")
    words = [fold(w) for w in _WORD.findall(subject)]
    if not words or len(words) > MAX_SUBJECT_WORDS:
        return None
    asked = {fold(w) for w in _WORD.findall(question)}
    if any(w not in asked and w not in _ANSWER_WORDS for w in words):
        return None
    if not any(w in asked for w in words) and not any(w in ("answer", "antwort", "reponse", "respuesta", "resposta")
                                                      for w in words):
        return None  # "It is K": the subject must name what was asked, or the answer itself
    return stated


def sentence_match(answer: str, key: str, question: str) -> bool:
    """`answer` is a short sentence stating exactly the key's answer (see the module doc)."""
    stated = stated_answer(answer, question)
    if stated is None or not strip_punctuation(stated):
        return False
    return text_rule(stated, key) is not None or article_match(stated, key)
