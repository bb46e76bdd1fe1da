"""Forms of an answer that a key may be asked to treat the same, in the seven languages: the request (benchmark-edit
widens the key) and the question of what the key does now (benchmark-analyze reads it), told apart by whether the
message asks for it."""

from __future__ import annotations

# Two forms of an answer made equal, or what the key is to ignore: "treat 'Paris' and 'paris' the same", "1,200 and 1200
# should count the same", "strip whitespace before comparing", "la clé peut ignorer les séparateurs de milliers ?",
# "1.200 e 1200 deviam contar igual", "桁区切りのカンマを無視", "1,200 和 1200 应该算一样": the key widened for a form.
# Two values (quoted, or numbers) or a form's word must be said: "treat tiny-1 and tiny-2 the same" widens nothing.
TWO_VALUES = r"(“…”|\d)[^.!?。？！]{0,40}(“…”|\d)"
A_FORM = (r"\b(separators?|whitespace|spaces?|case|punctuation|accents?|periods?|commas?|units?|trennzeichen|leerzeichen|"
           r"gross-?\s*(und|/)?\s*kleinschreibung|kommas?|einheiten|separateurs?|espaces?|casse|majuscules?|virgules?|unites?|"
           r"separadores?|espacios?|espacos?|mayusculas?|maiusculas?|tildes?|acentos?|comas?|virgulas?|unidades?)\b"
           r"|分隔符|空格|大小写|标点|单位|区切り|カンマ|スペース|空白|大文字|小文字|句読点|単位|全角|半角")
FORMS_MADE_EQUAL = {
    "en": r"\btreat\w*\b[^.!?]{0,40}\b(the same|as (the same|equal|equivalent|identical))\b|\b(count|score|grade|match)\w*\b[^.!?]{0,12}\b(the same|equally|as equal)\b"
          r"|\bshould (be|count as) (equal|the same|equivalent)\b|\b(ignore|strip|trim|normali[sz]e)\b[^.!?]{0,30}|\b(case-?)?insensitive\b",
    "de": r"\bbehandl\w*\b[^.!?]{0,40}\bgleich\b|\b(gross-?\s*(und|/)?\s*kleinschreibung|akzente|leerzeichen)\b[^.!?]{0,20}\begal\b|\bgleich (behandeln|behandelt|werten|gewertet|zahlen|gezahlt)\b|\bignorier\w*\b[^.!?]{0,30}",
    "fr": r"\btrait\w*\b[^.!?]{0,40}\b(pareil|de la meme (facon|maniere)|comme (equivalent|identique|pareil)s?)\b|\bcompt\w* (pareil|pour pareil|de la meme (facon|maniere))\b"
          r"|\b(devrai\w*|doivent|doit) (etre|compter) (equivalent|pareil|identique|la meme chose)s?\b|\bignor\w*\b[^.!?]{0,30}",
    "es": r"\btrat\w*\b[^.!?]{0,40}\b(igual|iguales|lo mismo|como equivalentes)\b|\b(cuent\w*|cont\w*|val\w*) (igual|lo mismo)\b|\bignor\w*\b[^.!?]{0,30}",
    "pt": r"\btrat\w*\b[^.!?]{0,40}\b(igual|iguais|a mesma coisa|como equivalentes)\b|\b(cont\w*|val\w*) (igual|a mesma coisa)\b|\bignor\w*\b[^.!?]{0,30}",
    "zh": r"(当成|当作|算作|视为|算)(一样|相同|同一个)|忽略|无视|不区分",
    "ja": r"同じ(もの|答え)?(扱い|として扱)|同一視|無視|区別しない",
}


# Asking for it, in a question: "can the key ignore …?", "la clé peut ignorer … ?", "能不能忽略…？". A question without
# it asks what the key does now ("does the key ignore case?", "ignoriert der Key …?", "会忽略大小写吗？"): a read.
ASKS_FOR = {
    "en": r"\b(can|could|would|will|pls|please|let's|make|want(?! to (know|understand|see|check))|i'd like|should)\b",
    "de": r"\b(kann|kannst|konnt\w*|konnen|bitte|soll\w*|mach\w*|will(?! (wissen|verstehen))|mochte)\b",
    "fr": r"\b(peu[tx]|peut|pourr\w*|stp|svp|veux(?! (savoir|comprendre))|voudrais|faut|faudrait|devrai\w*|doivent|fais|faites)\b",
    "es": r"\b(puede\w*|podr\w*|por favor|quiero(?! (saber|entender|ver))|haz|hazlo|deber\w*|que la|que el|tendria que|tiene que|habria que|hay que|seria posible)\b",
    "pt": r"\b(pode\w*|podia|poderia|consegue|da pra|por favor|quero(?! (saber|entender|ver))|faz|faca|fazer|dev\w*|seria possivel|tem que|teria que)\b",
    "zh": r"能不能|能否|可不可以|可以|请|麻烦|帮|应该|要",
    "ja": r"てほしい|て欲しい|ください|下さい|して|できますか|できる|お願い",
}


# An answer named as the key would accept it, quoted or as "answers like": "does the key accept answers like 'Lima, Peru'?"
# asks what it does now; with `ASKS_FOR` it asks the key widened.
ACCEPTS_AN_ANSWER = {
    "en": r"\baccept\w*\b[^?]{0,40}('|“…”|\b(like|such as)\b)", "de": r"\b(akzeptier|zahl|nimm|nimmt)\w*\b[^?]{0,40}('|“…”|\bwie\b)",
    "fr": r"\baccept\w*\b[^?]{0,40}('|“…”|\b(comme|du genre|type)\b)", "es": r"\bacept\w*\b[^?]{0,40}('|“…”|\b(como|tipo)\b)",
    "pt": r"\baceit\w*\b[^?]{0,40}('|“…”|\b(como|tipo)\b)", "zh": r"(接受|算对)[^？?]{0,30}(“…”|'|这样|之类)",
    "ja": r"(“…”|'|みたいな|のような)[^？?]{0,20}((受け入れ|認め)(ますか|る[?？]|てる|ています|られますか)|正解になりますか|通(りますか|る[?？]|ってる))",
}

# The key, or what grades with it: a question of what it does now names it ("does the grader ignore case?").
THE_KEY = {
    "en": r"\b(keys?|grader|grading|scorer|scoring|checker)\b", "de": r"\b(key|schlussel|bewertung)\b",
    "fr": r"\b(cles?|correcteur|correction|notation)\b", "es": r"\b(claves?|correccion|calificacion)\b",
    "pt": r"\b(chaves?|gabaritos?|correcao|avaliacao)\b", "zh": r"答案键|评分|判分|键|key", "ja": r"キー|採点|判定",
}
