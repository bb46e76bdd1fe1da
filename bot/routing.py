"""Picks the skill for a message from what each skill declares it handles, per language.

The hard ceiling (deleting a benchmark, setting a score) is decided here, in code, before any
skill is considered; no skill and no model can route around it. Its patterns are checked in
every language whatever the message's language.

Matching is done on a normalised text: NFKC, lower case, accents stripped from Latin letters
(so "élargis" and "elargis", "Schlüssel" and "Schlussel" match alike), quoted data blanked, and
words one or two typing slips away from a word the triggers know corrected to it. Patterns are
written without accents. Japanese and Chinese patterns use no word boundaries.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Literal

from pydantic import BaseModel

from bot.skill import Skill, Trigger

Decision = Literal["skill", "clarify", "refuse", "link", "help"]

_T = Trigger.of

# Patterns that are not a skill's: refusals, linking, help. Per language, on normalised text.
CEILING: dict[str, tuple[Trigger, ...]] = {
    "en": (
        _T(r"\b(delete|drop|destroy|wipe|erase|remove|get rid of|trash|nuke)\b(?:(?!\bitems?\b).){0,40}\bbenchmarks?\b", 1, "delete_benchmark"),
        _T(r"\bbenchmarks?\b.{0,30}\b(delete|deleted|drop|destroy)\b", 1, "delete_benchmark"),
        _T(r"\b(set|change|make|force|bump|override|put|mark)\b.{0,40}\bscores?\b.{0,30}\b(to|at|=)\s*\d", 1, "set_score"),
        _T(r"\bscores?\b.{0,30}\b(to|=)\s*\d+(\.\d+)?\s*%", 1, "set_score"),
        _T(r"\b(set|write|change|edit|fake|override)\b.{0,10}\b(the\s+)?scores?\b(?!.{0,20}\b(preview|rule)\b)", 0.8, "set_score"),
    ),
    "de": (
        _T(r"\b(losch|losche|loschen|entfern|entferne|entfernen|vernichte|platt)\w*\b(?:(?!\b(item|aufgabe|frage)n?\b).){0,40}\bbenchmarks?\b", 1, "delete_benchmark"),
        _T(r"\bbenchmarks?\b(?:(?!\b(item|aufgabe|frage)n?\b).){0,40}\b(loschen|losch|losche|entfernen|geloscht|weg)\b", 1, "delete_benchmark"),
        _T(r"\b(setz|setze|setzen|stell|stelle|andere|mach|trag)\w*\b.{0,40}\b(score|punktzahl|ergebnis|punkte)\w*\b.{0,40}\bauf\s*\d", 1, "set_score"),
        _T(r"\b(score|punktzahl|ergebnis)\w*\b.{0,40}\bauf\s*\d+([.,]\d+)?\s*%\s*(setzen|stellen|andern|hochsetzen)", 1, "set_score"),
    ),
    "fr": (
        _T(r"\b(supprime|supprimer|supprimez|efface|effacer|detruis|detruire|vire|virer)\b(?:(?!\bitems?\b|\bquestions?\b).){0,40}\bbenchmarks?\b", 1, "delete_benchmark"),
        _T(r"\b(mets|mettre|fixe|fixer|change|changer|force|forcer|passe|passer|modifie|modifier)\b.{0,40}\b(score|note)s?\b.{0,30}\ba\s*\d", 1, "set_score"),
    ),
    "es": (
        _T(r"\b(borra|borrar|borres|elimina|eliminar|elimines|suprime|destruye|destruir|quita el benchmark)\b(?:(?!\bitems?\b|\bpreguntas?\b).){0,40}\bbenchmarks?\b", 1, "delete_benchmark"),
        _T(r"\b(pon|poner|fija|fijar|cambia|cambiar|sube|subir|deja|dejar|establece|modifica)\b.{0,40}\b(puntuacion|puntaje|nota|score)\w*\b.{0,30}\b(a|al|en)\s*\d", 1, "set_score"),
    ),
    "pt": (
        _T(r"\b(apaga|apague|apagar|exclui|exclua|excluir|deleta|delete|deletar|remove o benchmark|destroi)\b(?:(?!\bitens?\b|\bquest).){0,40}\bbenchmarks?\b", 1, "delete_benchmark"),
        _T(r"\b(coloca|coloque|colocar|define|defina|definir|muda|mude|mudar|poe|ponha|altera|altere|bota|bote|seta)\b.{0,40}\b(pontuacao|nota|score)\w*\b.{0,30}\b(em|para|pra|a)\s*\d", 1, "set_score"),
    ),
    "ja": (
        _T(r"ベンチマーク[^項問]{0,12}(削除|消して|消す|消去|破棄)", 1, "delete_benchmark"),
        _T(r"(削除|消して)[^項問]{0,6}ベンチマーク", 1, "delete_benchmark"),
        _T(r"(スコア|点数|得点)[^。]{0,20}\d+\s*%?\s*(に|へ)[^。]{0,6}(設定|変更|して|書き換え|上げ)", 1, "set_score"),
    ),
    "zh": (
        _T(r"(删除|删掉|删了|移除|清除|销毁)[^题]{0,12}基准(?!.{0,6}题)", 1, "delete_benchmark"),
        _T(r"基准[^题]{0,12}(删除|删掉|删了)", 1, "delete_benchmark"),
        _T(r"(分数|得分|成绩)[^。]{0,20}(设为|设成|改为|改成|设置为|调到|调成|改到)\s*\d", 1, "set_score"),
        _T(r"把[^。]{0,30}(分数|得分|成绩)[^。]{0,10}(设|改|调)", 1, "set_score"),
    ),
}
LINK: dict[str, tuple[Trigger, ...]] = {
    "en": (
        _T(r"\b(link|connect|sign in|log ?in|authori[sz]e)\b.{0,30}\b(my\s+)?(benchgen\s+)?(account|benchgen)\b", 1, "link"),
        _T(r"\b(unlink|disconnect)\b.{0,20}\b(my\s+)?(account|benchgen)\b", 1, "unlink"),
    ),
    "de": (
        _T(r"\b(konto|account)\w*\b.{0,30}\b(verknupf|verbind|trenn|entknupf)\w*", 1, "link"),
        _T(r"\b(verknupf|verbind)\w*\b.{0,30}\b(konto|account|benchgen)\b", 1, "link"),
        _T(r"\b(trenn|entknupf|lose)\w*\b.{0,30}\b(konto|account|verknupfung)\b|\bverknupfung\b.{0,20}\b(aufheben|losen|trennen|entfernen)\b", 1, "unlink"),
    ),
    "fr": (
        _T(r"\b(lier|lie|lies|relier|relie|connect|associ)\w*\b.{0,30}\b(mon\s+)?(compte|benchgen)\b", 1, "link"),
        _T(r"\b(delier|delie|deconnecter|deconnecte|dissocier|dissocie)\b.{0,30}\b(compte|benchgen)\b", 1, "unlink"),
    ),
    "es": (
        _T(r"\b(vincul|conect|enlaz|asoci)\w*\b.{0,30}\b(mi\s+)?(cuenta|benchgen)\b", 1, "link"),
        _T(r"\b(desvincula|desvincular|desconecta|desconectar)\b.{0,30}\b(cuenta|benchgen)\b", 1, "unlink"),
    ),
    "pt": (
        _T(r"\b(vincul|conect|lig|associ)\w*\b.{0,30}\b(minha\s+)?(conta|benchgen)\b", 1, "link"),
        _T(r"\b(desvincula|desvincular|desvincule|desconecta|desconectar|desconecte)\b.{0,30}\b(conta|benchgen)\b", 1, "unlink"),
    ),
    "ja": (
        _T(r"(連携|リンク|接続|紐付け|紐づけ)(を)?(解除|外し|やめ)", 1.2, "unlink"),
        _T(r"(アカウント|benchgen)[^。]{0,12}(連携|リンク|紐付け|紐づけ|接続)", 1, "link"),
        _T(r"(連携|リンク|紐付け)(して|したい|する|させて|お願い)", 0.8, "link"),
    ),
    "zh": (
        _T(r"(解除关联|取消关联|解绑|取消绑定|断开)", 1.2, "unlink"),
        _T(r"(关联|绑定|连接|链接)[^。]{0,10}(账号|账户|benchgen)", 1, "link"),
    ),
}
HELP: dict[str, tuple[Trigger, ...]] = {
    "en": (
        _T(r"^\W*(hi|hello|hey|yo|howdy|good (morning|afternoon|evening)|thanks|thank you|help|\?)( there)?\W*$", 1, "help"),
    ),
    "de": (
        _T(r"^\W*(hallo|hi|hey|moin|servus|guten (morgen|tag|abend)|danke|danke schon|vielen dank|hilfe|gruss dich)\W*$", 1, "help"),
    ),
    "fr": (
        _T(r"^\W*(bonjour|salut|bonsoir|coucou|merci|merci beaucoup|aide|au secours)\W*$", 1, "help"),
    ),
    "es": (
        _T(r"^\W*(hola|buenas|buenos dias|buenas tardes|gracias|muchas gracias|ayuda)\W*$", 1, "help"),
    ),
    "pt": (
        _T(r"^\W*(ola|oi|bom dia|boa tarde|boa noite|obrigad[oa]|valeu|ajuda)\W*$", 1, "help"),
    ),
    "ja": (
        _T(r"^\W*(こんにちは|こんばんは|おはよう(ございます)?|ありがとう(ございます)?|ヘルプ|助けて|どうも)\W*$", 1, "help"),
    ),
    "zh": (
        _T(r"^\W*(你好|您好|嗨|谢谢|多谢|帮助|救命|在吗)\W*$", 1, "help"),
    ),
}

CLARIFY_MARGIN = 0.34
MIN_SCORE = 0.5

# Words the triggers know only as part of a pattern (stems, alternations); typo correction aims
# at these as well as at the whole words found in the patterns.
EXTRA_WORDS: dict[str, tuple[str, ...]] = {
    "en": ("analyze", "analyse", "analysis", "compare", "comparison", "benchmark", "capitals", "credits",
           "evaluate", "training", "fine-tune", "reference", "accept", "widen", "status", "progress", "score",
           "scored", "delete", "remove", "launch", "explain"),
    "de": ("warum", "wieso", "weshalb", "analysiere", "vergleiche", "schlussel", "erweitere", "trainiere",
           "referenzantwort", "ergebnisse", "abgeschnitten", "schlecht", "akzeptieren", "entferne", "starte"),
    "fr": ("pourquoi", "analyser", "analyse", "compare", "comparer", "elargis", "elargir", "entraine", "entrainer",
           "reference", "resultats", "mauvais", "accepter", "supprime", "execution", "relance", "credits"),
    "es": ("analiza", "analizar", "compara", "comparar", "amplia", "ampliar", "entrena", "entrenar", "referencia",
           "resultados", "puntuacion", "aceptar", "elimina", "ejecucion", "ejecuta", "creditos"),
    "pt": ("analisa", "analisar", "analise", "compare", "comparar", "amplie", "ampliar", "treine", "treinar",
           "referencia", "resultados", "pontuacao", "aceitar", "remova", "execucao", "execute", "creditos"),
}

_QUOTED = re.compile(r"[\"“”「『`«]([^\"“”」』`»]{1,200})[\"“”」』`»]")
_WORD = re.compile(r"[a-z][a-z'-]*[a-z]")
_PATTERN_WORD = re.compile(r"[^\W\d_]{4,}")


class Candidate(BaseModel):
    skill: str
    score: float
    intent: str = ""


class Route(BaseModel):
    decision: Decision
    skill: str | None = None
    intent: str = ""
    candidates: list[Candidate] = []


def _strip_marks(text: str) -> str:
    """Drops accents from Latin letters only (a Japanese voiced mark is not an accent)."""
    out: list[str] = []
    for ch in unicodedata.normalize("NFD", text):
        if unicodedata.category(ch) == "Mn" and out and ord(out[-1]) < 0x250:
            continue
        out.append(ch)
    return unicodedata.normalize("NFC", "".join(out))


def normalise(text: str) -> str:
    text = unicodedata.normalize("NFKC", text)
    text = re.sub(r"<@[^>]+>", " ", text)  # a mention of the bot
    text = _QUOTED.sub(" “…” ", text)  # quoted data is never an instruction
    text = _strip_marks(text.lower()).replace("ß", "ss")
    text = text.replace("’", "'")
    return re.sub(r"\s+", " ", text).strip()


def _pattern_words(triggers: Iterable[Trigger]) -> tuple[set[str], set[str]]:
    """The whole words the patterns know, and their stems (a word followed by `\\w*`, a group or
    a quantifier), which are never corrected: "melhorar" is not a typo of "melhor"."""
    words: set[str] = set()
    stems: set[str] = set()
    for trig in triggers:
        source = trig.pattern.pattern.replace("\\w", "@")
        source = re.sub(r"\\[a-zA-Z]", " ", source)
        source = re.sub(r"\[[^\]]*\]", " ", source)
        source = re.sub(r"\(\?[:!=<]+", " ", source)
        for m in _PATTERN_WORD.finditer(source):
            after = source[m.end():m.end() + 1]
            (stems if after and after in "?*+{(@" else words).add(m.group().lower())
    return words, stems


def _distance(a: str, b: str, limit: int) -> int:
    """Damerau-Levenshtein distance (optimal string alignment), cut off above `limit`."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        cur = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                cur[j] = min(cur[j], prev2[j - 2] + 1)
        if min(cur) > limit:
            return limit + 1
        prev2, prev = prev, cur
    return prev[-1]


class _Speller:
    """Corrects a word to the one known word it is a slip away from (none when ambiguous)."""

    def __init__(self, words: set[str], stems: set[str] = frozenset()) -> None:  # type: ignore[assignment]
        self.stems = tuple(sorted(s for s in stems if s.isascii()))
        self.words = {w for w in words | set(self.stems) if w.isascii()}
        self._by_len: dict[int, list[str]] = {}
        for w in self.words:
            self._by_len.setdefault(len(w), []).append(w)
        self.correct = lru_cache(maxsize=4096)(self._correct)

    def _correct(self, word: str) -> str:
        if len(word) < 5 or word in self.words or word.startswith(self.stems):
            return word
        limit = 1 if len(word) < 9 else 2
        found: dict[int, set[str]] = {}
        for n in range(len(word) - limit, len(word) + limit + 1):
            for known in self._by_len.get(n, ()):
                if known[0] != word[0] and known[-1] != word[-1]:
                    continue
                if known.startswith(word) or word.startswith(known):
                    continue  # an inflection, not a slip
                if (d := _distance(word, known, limit)) <= limit:
                    found.setdefault(d, set()).add(known)
        nearest = found[min(found)] if found else set()
        return nearest.pop() if len(nearest) == 1 else word

    def fix(self, text: str) -> str:
        return _WORD.sub(lambda m: self.correct(m.group()), text)


def _score(triggers: Sequence[Trigger], text: str) -> tuple[float, str]:
    score, intent, best = 0.0, "", 0.0
    for trig in triggers:
        if trig.pattern.search(text):
            score += trig.weight
            if trig.weight > best:
                best, intent = trig.weight, trig.intent
    return score, intent


class Router:
    def __init__(self, skills: Sequence[Skill], languages: Iterable[str] | None = None) -> None:
        self.skills = list(skills)
        langs = set(languages) if languages is not None else (
            set(CEILING) | {lang for s in self.skills for lang in s.triggers})
        self.languages = frozenset(langs)
        self._ceiling = tuple(t for lang in CEILING for t in CEILING[lang])
        self._spellers: dict[str, _Speller] = {}
        for lang in self.languages:
            # the language's words and English ones, which chat mixes into every language
            words: set[str] = set()
            stems: set[str] = set()
            for each in {lang, "en"}:
                triggers: list[Trigger] = [*CEILING.get(each, ()), *LINK.get(each, ()), *HELP.get(each, ())]
                for skill in self.skills:
                    triggers += skill.triggers.get(each, ())
                found, found_stems = _pattern_words(triggers)
                words |= found | set(EXTRA_WORDS.get(each, ()))
                stems |= found_stems
            self._spellers[lang] = _Speller(words, stems)

    def route(self, text: str, language: str) -> Route:
        plain = normalise(text)
        lang = language if language in self.languages else "en"
        fixed = self._spellers[lang].fix(plain) if lang in self._spellers else plain
        score, intent = _score(self._ceiling, fixed)
        if score >= 0.8:
            return Route(decision="refuse", intent=intent)
        score, intent = _score(LINK.get(lang, ()) + (LINK["en"] if lang != "en" else ()), fixed)
        if score >= 0.8:
            return Route(decision="link", intent=intent)
        if language not in self.languages:
            return Route(decision="help", intent="unsupported")
        if not re.search(r"\w", fixed) or _score(HELP.get(lang, ()) + HELP["en"], fixed)[0] > 0:
            return Route(decision="help", intent="help")
        candidates = self._candidates(fixed, lang)
        if lang != "en" and (not candidates or candidates[0].score < MIN_SCORE):
            candidates = self._candidates(fixed, "en")  # English words mixed into the message
        if not candidates or candidates[0].score < MIN_SCORE:
            return Route(decision="help", intent="unclear", candidates=candidates)
        top = candidates[0]
        if len(candidates) > 1 and top.score - candidates[1].score < CLARIFY_MARGIN and candidates[1].score >= MIN_SCORE:
            return Route(decision="clarify", candidates=candidates)
        return Route(decision="skill", skill=top.skill, intent=top.intent, candidates=candidates)

    def _candidates(self, text: str, lang: str) -> list[Candidate]:
        candidates = []
        for skill in self.skills:
            score, intent = _score(skill.triggers.get(lang, ()), text)
            if score > 0:
                candidates.append(Candidate(skill=skill.id, score=round(score, 3), intent=intent))
        candidates.sort(key=lambda c: c.score, reverse=True)
        return candidates
