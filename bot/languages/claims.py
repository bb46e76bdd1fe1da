"""Whether one may claim something, asked by the one who would claim it, in each language the bot speaks: "can we say
tiny-2 is 90% accurate?", "Dürfen wir im Whitepaper schreiben, dass…", "peut-on affirmer que…", "¿podemos decir…?",
"posso dizer…", "能不能对外说…", "…と言っても大丈夫ですか". The ceiling sets no result for such a question (bot/ceiling.py);
the analysis reads the result it is about (skills/analyze.py). Texts are matched normalised (bot/routing.py)."""

from __future__ import annotations

ASKS_TO_CLAIM: dict[str, str] = {
    "en": r"\b(?:can|could|may|should) (?:we|i)\b[^.!?]{0,30}\b(?:say|write|claim|state|quote|tell|advertise|put out)\b",
    "de": r"\b(?:durfen|konnen|sollen) wir\b[^.!?]{0,40}\b(?:sagen|schreiben|behaupten|angeben|werben)\b",
    "fr": r"\b(?:peut-on|on peut|est-ce qu'on peut|pouvons-nous|je peux)\b[^.!?]{0,30}\b(?:dire|affirmer|ecrire|annoncer|pretendre)\b",
    "es": r"\b(?:podemos|puedo|podriamos)\b[^.!?]{0,30}\b(?:decir|afirmar|escribir|anunciar)\b",
    "pt": r"\b(?:podemos|posso|poderiamos)\b[^.!?]{0,30}\b(?:dizer|afirmar|escrever|anunciar)\b",
    "zh": r"(?:能不能|可以|能否|是否可以)(?:说|宣称|写|对外说)",
    "ja": r"(?:と|って)(?:言って|書いて|宣伝して|謳って)(?:も|は)?(?:大丈夫|いい|良い|問題ない|構わない)",
}
