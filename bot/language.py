"""Which language a message is in, and whether it is a yes or a no.

Short replies ("ok", "ja") carry too little signal: they take the thread's language, then the
platform's locale.
"""

from __future__ import annotations

import re
import unicodedata

YES_WORDS: dict[str, frozenset[str]] = {
    "en": frozenset({"yes", "y", "yep", "yeah", "yup", "sure", "ok", "okay", "confirm", "go ahead",
                     "do it", "go", "please do", "yes please", "sounds good", "lgtm"}),
    "de": frozenset({"ja", "jawohl", "klar", "bestätigen", "bestaetigen", "mach", "los", "gerne", "ja bitte"}),
    "fr": frozenset({"oui", "ouais", "d'accord", "daccord", "vas-y", "confirmer", "oui merci"}),
    "es": frozenset({"sí", "si", "claro", "vale", "dale", "confirmar", "de acuerdo"}),
    "pt": frozenset({"sim", "claro", "confirmar", "pode", "beleza", "ok pode"}),
    "ja": frozenset({"はい", "うん", "ええ", "お願いします", "おねがいします", "確認", "了解", "いいよ", "ok です"}),
    "zh": frozenset({"是", "是的", "好", "好的", "确认", "可以", "行", "对"}),
}
NO_WORDS: dict[str, frozenset[str]] = {
    "en": frozenset({"no", "n", "nope", "nah", "cancel", "stop", "don't", "dont", "no thanks", "abort"}),
    "de": frozenset({"nein", "abbrechen", "nee", "lieber nicht", "stopp"}),
    "fr": frozenset({"non", "annuler", "non merci", "arrête", "arrete"}),
    "es": frozenset({"no", "cancelar", "no gracias", "para"}),
    "pt": frozenset({"não", "nao", "cancelar", "não obrigado"}),
    "ja": frozenset({"いいえ", "いや", "キャンセル", "やめて", "やめる", "だめ", "結構です"}),
    "zh": frozenset({"不", "不是", "不要", "取消", "算了", "否"}),
}

_TRAILING = re.compile(r"[\s!.。！,，、?？~]+$")


def _normal(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).strip().lower()
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


class LanguageDetector:
    """Detects a message's language. English-only for now; the seven languages come later."""

    def __init__(self, supported: tuple[str, ...]) -> None:
        self.supported = supported

    def detect(self, text: str, *, prior: str | None = None) -> str:
        answer = answer_of(text)
        if answer is not None:
            lang = answer[1]
            if lang is None or (prior and prior in YES_WORDS and _normal(text) in
                                (YES_WORDS[prior] | NO_WORDS[prior])):
                return prior if prior in self.supported else (lang or "en")
            return lang if lang in self.supported else "en"
        return prior if prior in self.supported and len(text.strip()) < 4 else "en"
