"""Which language a message is in, and whether it is a yes or a no.

Detection uses lingua with its models preloaded, on the message with the names masked (benchmark
and model names, numbers, quoted text, item references, links): those are the same in every
language and only mislead a detector. A short message is read by its words: when they are one
language's ("and on gsm-mini?", "und auf gsm-mini?"), that language wins; when they say nothing
("ok", "redo", "item 7", a name), the message keeps the thread's language, else the platform's
locale, else English. A message clearly in a
language outside the supported ones gets that language's ISO 639-1 code, so the dispatcher can
answer that it is not supported.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from lingua import Language, LanguageDetectorBuilder

from bot.entities import mask
from bot.phrasings import HELP, SMALLTALK

YES_WORDS: dict[str, frozenset[str]] = {
    "en": frozenset({"yes", "y", "yep", "yeah", "yup", "sure", "ok", "okay", "confirm", "go ahead",
                     "do it", "go", "please do", "yes please", "sounds good", "lgtm", "yes do it"}),
    "de": frozenset({"ja", "jawohl", "klar", "bestätigen", "bestaetigen", "mach", "mach das", "los", "gerne",
                     "ja bitte", "ja, bitte", "jep", "jo", "passt", "ok, mach", "ja mach", "genau"}),
    "fr": frozenset({"oui", "ouais", "d'accord", "daccord", "vas-y", "vas y", "confirmer", "oui merci",
                     "oui vas-y", "ok vas-y", "c'est bon", "allez", "bien sûr", "bien sur"}),
    "es": frozenset({"sí", "si", "claro", "vale", "dale", "confirmar", "de acuerdo", "sí, dale", "si dale",
                     "adelante", "hazlo", "sí por favor", "si por favor", "venga"}),
    "pt": frozenset({"sim", "claro", "confirmar", "pode", "beleza", "ok pode", "pode sim", "sim, pode",
                     "manda ver", "bora", "fechado", "isso", "pode ser"}),
    "ja": frozenset({"はい", "うん", "ええ", "お願いします", "おねがいします", "確認", "了解", "いいよ", "ok です",
                     "はい、お願いします", "はいお願いします", "お願い", "いいです", "どうぞ", "了解です", "確定"}),
    "zh": frozenset({"是", "是的", "好", "好的", "确认", "可以", "行", "对", "嗯", "没问题", "好的，确认", "确定"}),
}
NO_WORDS: dict[str, frozenset[str]] = {
    "en": frozenset({"no", "n", "nope", "nah", "cancel", "stop", "don't", "dont", "no thanks", "abort"}),
    "de": frozenset({"nein", "abbrechen", "nee", "lieber nicht", "stopp", "nein danke", "ne"}),
    "fr": frozenset({"non", "annuler", "non merci", "arrête", "arrete", "laisse tomber", "annule"}),
    "es": frozenset({"no", "cancelar", "no gracias", "para", "mejor no", "cancela"}),
    "pt": frozenset({"não", "nao", "cancelar", "não obrigado", "não, obrigado", "melhor não", "cancela"}),
    "ja": frozenset({"いいえ", "いや", "キャンセル", "やめて", "やめる", "だめ", "結構です", "やめておく"}),
    "zh": frozenset({"不", "不是", "不要", "取消", "算了", "否", "不用了", "不用"}),
}

# Loaded besides the supported languages, so a message in one of these is recognised as such
# instead of being forced into the nearest supported one.
OTHER_LANGUAGES: tuple[str, ...] = ("it", "nl", "ru", "ko", "pl", "tr", "sv", "ar")

# Words every language borrows in this domain; masked when enough other text remains.
_LOANWORDS = re.compile(r"(?<![\w-])(benchmarks?|scores?|items?|credits?|runs?|keys?|tokens?|prompts?|"
                        r"fine-?tun\w*|ok|okay|pls|plz|lol|bot|benchgen)(?![\w-])", re.IGNORECASE)
_TRAILING = re.compile(r"[\s!.。！,，、?？~]+$")
_KANA = re.compile(r"[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]")
_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
_HANGUL = re.compile(r"[\uac00-\ud7af\u1100-\u11ff\u3130-\u318f]")
_LETTER = re.compile(r"[^\W\d_]")

# Words that tell the supported languages apart on short chat messages, where lingua alone
# hesitates (each hit adds HINT_WEIGHT to the language's confidence). Matched on lower-cased text.
HINTS: dict[str, re.Pattern[str]] = {
    "en": re.compile(r"\b(the|of|on|and|is|am|are|an|i|why|did|what|how|can|could|you|my|our|please|pls|run|show|look|"
                     r"with|for|it|its|it's|this|that|do|does|we|us|again|low|so|at|left|many|much|list|undo|which|"
                     r"about|both|best|thanks|thank|cancel)\b"),
    "de": re.compile(r"\b(der|die|das|den|dem|des|auf|und|ist|nicht|ich|du|wir|mir|mich|mal|bitte|nochmal|warum|wieso|"
                     r"wie|was|hat|haben|von|vom|für|fuer|mit|noch|schau|zeig|hallo|danke|kannst|mein|meine|lass|so|"
                     r"schlecht|sein|sollte|guten|morgen|abend)\b|[äöüß]"),
    "fr": re.compile(r"\b(le|la|les|des|du|est|et|sur|pourquoi|c'est|qu'|l'|d'|tu|stp|svp|mon|ma|mes|nous|il|elle|"
                     r"relance|lance|supprime|combien|quel|quelle|bonjour|merci|salut|peux|fais|regarde|dans|avec|"
                     r"pour|pas|si|une?|ce|cette|a-t-il|qu'est-ce|aide|bonsoir|coucou)\b|[çèêœùâî]|\b[lcdjqs]'"),
    "es": re.compile(r"\b(el|los|las|del|es|en|por|qué|que|cómo|como|cuántos|cuál|mi|puedes|podemos|hola|gracias|"
                     r"mira|muestra|borra|quita|ejecuta|entrena|vuelve|sacó|saco|tan|malo|muy|nos|quedan|pon|al|"
                     r"con|para|una?|y|esta|este|porfa|pregunta|revisa|clave|soy|le|lo|buenas|buenos|días|dias|tardes|noches)\b|[¿¡ñ]|ción\b|ciones\b"),
    "pt": re.compile(r"\b(o|os|as|do|da|dos|das|no|na|nos|nas|não|nao|você|vc|pra|pq|olha|olhe|quanto|quantos|"
                     r"tirou|chave|remova|apaga|apague|treine|rode|roda|dá|meu|minha|está|tá|isso|também|é|e|um|uma|"
                     r"pode|qual|olá|oi|obrigad[oa]|valeu|ainda|temos|foi|tão|mal|em|com|de novo|confere|questão|eu|aí|pro|bom|boa|dia|noite)\b|[ãõ]|ção\b|ções\b"),
}
HINT_WEIGHT = 0.25
# Words only one of the close pairs (Spanish/Portuguese) uses: each hit weighs twice a hint.
EXCLUSIVE: dict[str, re.Pattern[str]] = {
    "es": re.compile(r"\b(el|del|los|las|muy|pero|hay|ya|sí|qué|cuál|cuántos?|cuántas?|cómo|dónde|puedes|ítem|ítems|"
                     r"quedan|tiene|roto|rota|y|ahora|entonces|oye|vale|gracias|hola)\b|[¿¡ñ]"),
    "pt": re.compile(r"\b(os|não|você|vc|pra|tá|já|também|tem|foi|isso|essa|esse|ele|ela|minha|meu|olá|"
                     r"oi|obrigad[oa]|valeu|sou|deu|quebrado|certa|certo|tira|gente|agora|então|ô|ei|aí)\b|[ãõ]"),
}
# French and Portuguese attach pronouns with a hyphen ("qu'est-ce", "aide-moi", "diga-me"): not a name.
_CLITIC = re.compile(r"(?<=[^\W\d_])-(?=(?:t-)?(?:ce|il|ils|elle|elles|on|moi|toi|nous|vous|tu|je|en|le|la|les|lui|"
                     r"leur|me|se|lo|lhe|nos)\b)", re.IGNORECASE)

SHORT_LETTERS = 12  # below this many letters (after masking) a message is read by its words, then the priors
CONFIDENT = 0.85
DEFAULT_LANGUAGE = "en"


def _normal(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).strip().lower().replace("’", "'")
    text = re.sub(r"<@[^>]+>", "", text).strip()  # a leading mention of the bot
    return _TRAILING.sub("", text)


def answer_of(text: str) -> tuple[str, str | None] | None:
    """("yes"|"no", language or None when the word is shared) for a bare yes/no, else None."""
    t = _normal(text)
    if not t or len(t) > 30:
        return None
    for verdict, table in (("yes", YES_WORDS), ("no", NO_WORDS)):
        langs = [lang for lang, words in table.items() if t in words]
        if langs:
            return verdict, (langs[0] if len(langs) == 1 else None)
    return None


def _clear_by_words(hits: dict[str, int]) -> str | None:
    """The one language whose words a short message uses most, if one leads."""
    ranked = sorted(hits.items(), key=lambda kv: kv[1], reverse=True)
    if not ranked or ranked[0][1] == 0 or (len(ranked) > 1 and ranked[1][1] == ranked[0][1]):
        return None
    return ranked[0][0]


def _whole_messages() -> dict[str, frozenset[str]]:
    """Greetings, thanks and calls for help, by the languages that say them ("super": de, fr)."""
    found: dict[str, set[str]] = {}
    for table in (SMALLTALK, HELP):
        for lang, intents in table.items():
            for text in (t for texts in intents.values() for t in texts):
                found.setdefault(_normal(text), set()).add(lang)
    return {text: frozenset(langs) for text, langs in found.items()}


_WHOLE_MESSAGES = _whole_messages()


def _lingua_language(code: str) -> Language:
    return next(lang for lang in Language.all() if lang.iso_code_639_1.name.lower() == code)


class LanguageDetector:
    """Detects a message's language among the supported ones (and recognises a few others).

    Build it once, in the entry point: loading lingua's models takes seconds (they are cached
    for the process, so a second instance is cheap).
    """

    def __init__(self, supported: tuple[str, ...], *, others: tuple[str, ...] = OTHER_LANGUAGES) -> None:
        self.supported = supported
        self.others = others
        languages = [_lingua_language(code) for code in (*supported, *others)]
        self._lingua = LanguageDetectorBuilder.from_languages(*languages).with_preloaded_language_models().build()

    def detect(self, text: str, *, prior: str | None = None, names: Iterable[str] = ()) -> str:
        """An ISO 639-1 code: a supported language, or another one lingua recognised for sure."""
        prior = prior if prior in self.supported else None
        answer = answer_of(text)
        if answer is not None:
            word = _normal(text)
            if prior and (word in YES_WORDS[prior] | NO_WORDS[prior] or word in {"ok", "okay", "ok!"}):
                return prior
            return prior or answer[1] or "en"
        said_by = _WHOLE_MESSAGES.get(_normal(text), frozenset())
        if prior in said_by or len(said_by) == 1:
            return prior if prior in said_by else next(iter(said_by))
        if "en" in said_by and prior is None:
            return "en"
        text = _CLITIC.sub(" ", unicodedata.normalize("NFKC", text).replace("’", "'"))
        masked = mask(text, names=names)
        if _KANA.search(masked):
            return "ja"
        if _HANGUL.search(masked):
            return "ko" if "ko" in self.others else (prior or "en")
        han = _HAN.findall(masked)
        if han:
            latin = len(re.findall(r"[A-Za-z]", _LOANWORDS.sub(" ", masked)))
            if len(han) >= latin:
                return "ja" if prior == "ja" and len(han) <= 4 else "zh"
        stripped = _LOANWORDS.sub(" ", masked)
        letters = len(_LETTER.findall(stripped))
        if letters < 4:
            stripped, letters = masked, len(_LETTER.findall(masked))
        if letters == 0:
            return prior or "en"
        scores = {c.language.iso_code_639_1.name.lower(): c.value
                  for c in self._lingua.compute_language_confidence_values(stripped)}
        lowered = masked.lower()
        hits = {code: len(hint.findall(lowered)) for code, hint in HINTS.items() if code in self.supported}
        for code, count in hits.items():
            scores[code] = scores.get(code, 0.0) + HINT_WEIGHT * count
        for code, words in EXCLUSIVE.items():
            if code in self.supported:
                scores[code] = scores.get(code, 0.0) + 2 * HINT_WEIGHT * len(words.findall(lowered))
        top = max(scores, key=lambda code: scores[code])
        short = letters < SHORT_LETTERS
        if short:
            worded = _clear_by_words(hits)
            if worded is not None:
                return worded
            if scores[top] >= CONFIDENT and top in self.supported:
                return top
            if prior:
                return prior
        elif top in self.supported:
            return top
        # Another language: say so only when lingua is sure and no supported language is close.
        best_supported = max(self.supported, key=lambda code: scores.get(code, 0.0))
        if top not in self.supported and scores[top] >= 0.45 and scores.get(best_supported, 0.0) < scores[top] / 2:
            return top
        if short:  # nothing in it says which: a new thread's default
            return DEFAULT_LANGUAGE
        return best_supported if scores.get(best_supported, 0.0) > 0.05 else (prior or DEFAULT_LANGUAGE)
