"""Numbers said in words, written as digits before a message is read.

A message dictated or typed as spoken says "item thirteen", "twenty four instead of forty two", "tiny one",
"Aufgabe dreizehn", "十三番", "四十二": the router's rules and the entity reader look for digits ("item 13",
"tiny-1", "13番"). Latin-script languages are read by text_to_num (the language pack's `number_words`), which
leaves "one", "two" and their like alone (too often not a number: "one of the items"); a model name with its
digit said after it ("tiny one on capitals", "tiny eins bei capitals", the dictated "tiny won is …") is written
as the name it is. Japanese and Chinese numerals are read here: those with a ten or a hundred in them (十三,
四十二), and a single one only as an item's number (第三题, 三番目, 五問目): "一番" alone is Japanese for "most".
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache

from text_to_num import alpha2digit

from bot.languages import Languages, default_languages
from bot.quoted import QUOTED

# The small digits a model's name ends with, said, per language, that text_to_num leaves as words (it writes 3 and up
# itself), with what dictation writes for them ("won"); and the words that may follow a name (a preposition, a verb).
_NAME_DIGITS = {
    "en": {"one": "1", "won": "1", "two": "2"},
    "de": {"eins": "1", "zwei": "2"},
    "fr": {"un": "1", "deux": "2"},
    "es": {"uno": "1", "dos": "2"},
    "pt": {"um": "1", "dois": "2"},
}
# ...of which those that are also an article or a pronoun ("j'en veux un ?", "quiero uno."): a name's digit only before
# a word that may follow a name, never at the end of a sentence.
_ARTICLE_DIGITS = frozenset({"un", "uno", "um"})
_AFTER_NAME = {
    "en": r"on|at|in|for|with|against|vs|versus|and|or|so|is|was|has|had|did|does|do|doing|got|gets|get|scored|scores|"
          r"better|worse|again|"
          r"gave|gives|answers|answered|fails|failed|passes|passed|miss|missed|misses|performed|only|just",
    "de": r"bei|auf|in|mit|fur|für|gegen|vs|und|oder|ist|war|hat|hatte|hab|bekommt|bekam|schafft|schaffte|"
          r"besteht|nur|so|mal|besser|nochmal|noch mal|wieder",
    "fr": r"sur|dans|avec|pour|contre|vs|et|ou|est|a|avait|fait|obtient|obtenu|rate|echoue|réussit|reussit",
    "es": r"en|con|para|contra|vs|y|o|es|fue|tiene|tuvo|saca|saco|sacó|obtiene|falla|fallo|falló|acierta",
    "pt": r"no|na|nos|nas|em|nesse|nessa|neste|nesta|com|para|pra|contra|vs|e|ou|tem|teve|tirou|tira|acertou|"
          r"acerta|errou|erra|foi",
}
# ...and a name's digit said as its owner's, before what it owns: "dragging tiny ones score down" (tiny-1's score).
_OWNER_DIGITS = {"en": {"ones": "1", "twos": "2"}}
_OWNED = {"en": r"scores?|results?|runs?|answers|accuracy|numbers?|grades?|mistakes|misses|failures|performance|outputs?"}
# A word after one of these is no name but "the second one", "die andere eins": the digit is a pronoun's.
_DETERMINER = {
    "en": frozenset("the this that these those a an my your our their his her its which each every any no another other same"
                    .split()),
    "de": frozenset("der die das den dem des ein eine einen einem einer dieser diese dieses diesen jede jeder jeden welche "
                    "welcher welchen meine meinen deine deinen unsere unseren andere anderen".split()),
    # an article stands before a name in these ("o tiny dois", "el tiny uno"), and no "the second one" is said so
    "fr": frozenset(), "es": frozenset(), "pt": frozenset(),
}
# Words a said digit follows that are no model's name: a determiner, a pronoun, an item word, a verb of counting.
_NOT_A_NAME = {
    "en": r"the|a|an|this|that|these|those|which|what|each|every|any|no|only|just|another|other|one|same|last|"
          r"first|second|third|next|item|items|question|questions|number|no|nr|version|step|page|option|top|run|runs|start|"
          r"launch|train|add|pick|choose|take|make|get|got|give|do|try|use|need|want|have|has|had|me|us|you|we|"
          r"they|it|i|he|she|to|of|and|or|for|with|on|at|in|by|from|than|about|per|like|between|least|most|"
          r"more|less|is|are|was|were|be|been",
    "de": r"der|die|das|den|dem|des|ein|eine|einer|einen|einem|dieser|diese|dieses|welche|welcher|welches|jede|"
          r"jeder|jedes|kein|keine|nur|noch|item|items|aufgabe|aufgaben|frage|fragen|nummer|nr|version|punkt|"
          r"option|um|bis|halb|kurz|nach|vor|zu|von|mit|und|oder|es|sie|er|ich|wir|du|ihr|man|mir|mich|uns|"
          r"ist|sind|war|waren|hat|haben|mal",
    "fr": r"le|la|les|un|une|des|du|de|ce|cet|cette|ces|chaque|aucun|autre|premier|second|dernier|prochain|seul|seulement|item|items|question|questions|"
          r"numero|no|version|etape|page|option|run|runs|lance|lancer|ajoute|prends|choisis|fais|faire|il|elle|on|nous|"
          r"vous|ils|je|tu|me|te|se|et|ou|pour|avec|sur|dans|par|en|a|au|aux|que|qui|est|sont|etait|plus|moins|j'en",
    "es": r"el|la|los|las|un|una|de|del|este|esta|ese|esa|cada|otro|otra|primero|segundo|ultimo|proximo|solo|item|items|pregunta|preguntas|numero|"
          r"no|version|paso|pagina|opcion|run|lanza|lanzar|agrega|elige|toma|haz|hacer|quiero|necesito|tengo|ella|"
          r"nos|yo|tu|me|te|se|y|o|para|con|en|por|a|al|que|quien|es|son|era|mas|menos",
    "pt": r"o|a|os|as|um|uma|de|do|da|dos|das|este|esta|esse|essa|cada|outro|outra|primeiro|segundo|ultimo|proximo|so|item|itens|questao|questoes|"
          r"numero|no|na|versao|passo|pagina|opcao|run|roda|rodar|lanca|adiciona|escolhe|pega|faz|fazer|quero|preciso|"
          r"tenho|ele|ela|nos|eu|tu|me|te|se|e|ou|para|pra|com|em|por|ao|que|quem|sao|era|mais|menos",
}

_CJK_DIGIT = {"〇": 0, "零": 0, "一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7,
              "八": 8, "九": 9}
_CJK_UNIT = "一二两兩三四五六七八九"
# 四十二, 十三, 二十, 百二十; or a single digit as an item's number (第三题, 三番目, 五問目, 三号题) or as tenths (九成)
_CJK_NUMERAL = re.compile(rf"(?:[{_CJK_UNIT}]?百)?(?:[{_CJK_UNIT}]?十)[{_CJK_UNIT}]?|[{_CJK_UNIT}]百[{_CJK_UNIT}]?"
                          rf"|(?<=第)[{_CJK_UNIT}](?![十百])|[{_CJK_UNIT}](?=番目|問目|问|題|题|号题)"
                          rf"|[{_CJK_UNIT}](?=[成割](?![绩績功员員本立为為熟长長果合]|不变|不變))")  # tenths: 九成, 六割
_CJK_LANGUAGES = frozenset({"ja", "zh"})
# A model's name with its digit said in Chinese or Japanese: "tiny一", "tiny 二"; not a word then a count or "most"
# ("run一下", "capitals一个题", "tiny一番").
_CJK_NAME_DIGIT = re.compile(r"(?<![A-Za-z0-9_-])([A-Za-z][A-Za-z-]{1,20}?)-?\s?([一二])"
                             r"(?![十百下个個次遍点點些样樣起直定般つ番度回切共])")
# A share said: "百分之90" (Chinese says the whole first), and "noventa por ciento", "quatre-vingt-dix pour cent", which
# text_to_num writes "90 por 100": each as "90%".
_CJK_PERCENT = re.compile(r"百分之\s*(\d+(?:\.\d+)?)")
_SAID_PERCENT = re.compile(r"(\d)\s+(?:por|pour)\s+100\b(?![.,]?\d)")
# Tenths said as a share: "九成" (90%), "6割" (60%); not a word that 成 begins ("成绩", "成功").
_CJK_TENTHS = re.compile(r"(?<![\d.])([1-9])\s*(?:成|割)(?![绩績功员員本立为為熟长長果合]|不变|不變)")


def _cjk_value(numeral: str) -> int:
    """The value of a numeral of units, tens and hundreds (十 alone is ten)."""
    value, digit = 0, 0
    for ch in numeral:
        if ch in "十百":
            value += (digit or 1) * (10 if ch == "十" else 100)
            digit = 0
        else:
            digit = _CJK_DIGIT[ch]
    return value + digit


@lru_cache(maxsize=16)
def _said_names(language: str) -> tuple[tuple[re.Pattern[str], tuple[str, ...]], ...]:
    """A word, then one of the language's small digits said, then a word that may follow a name; and a word, then
    a small digit said as its owner's, then what a model has: each pattern with its digits' words (lower case), one
    of which a text it matches has (`_may_say`)."""
    found = []
    name_digits = _NAME_DIGITS.get(language, {})
    before_a_word = rf"\s+(?:{_AFTER_NAME.get(language)})\b"
    for digits, after in ((sorted(set(name_digits) - _ARTICLE_DIGITS), rf"\s*(?:[?!.,;:]|$)|{before_a_word}"),
                          (sorted(set(name_digits) & _ARTICLE_DIGITS), before_a_word),
                          (_OWNER_DIGITS.get(language), rf"\s+(?:{_OWNED.get(language)})\b")):
        if digits:
            said = "|".join(map(re.escape, digits))
            found.append((re.compile(rf"(?<![\w'-])(?!(?:{_NOT_A_NAME[language]})\s)([^\W\d_]{{2,20}})\s+({said})(?={after})",
                                     re.IGNORECASE), tuple(digit.lower() for digit in digits)))
    return tuple(found)


@lru_cache(maxsize=8)
def _number_words(languages: Languages) -> dict[str, str]:
    """Each language's text_to_num language, from its pack."""
    return {pack.code: pack.number_words for pack in languages if pack.number_words}


# Inside `read_once` (one turn): each text's reading, by (text, language, the packs' id). Routing and the
# names both read a routed message's numbers; the second reading is the first's. At most `_READ_KEPT` texts.
_READ: ContextVar[dict[tuple[str, str, int], str] | None] = ContextVar("numbers_read", default=None)
_READ_KEPT = 8


@contextmanager
def read_once() -> Iterator[None]:
    """Inside, `in_digits` reads a text in a language once: a turn's routing and its names read the same
    message (the same packs: the answer is the text's alone)."""
    token = _READ.set({})
    try:
        yield
    finally:
        _READ.reset(token)


def in_digits(text: str, language: str, languages: Languages | None = None) -> str:
    """The text with the numbers it says in words written in digits, in `language` (unchanged in a
    language with no number words known), quoted text left as it is."""
    languages = languages or default_languages()
    read = _READ.get()
    if read is None:
        return _read(text, language, languages)
    key = (text, language, id(languages))
    found = read.get(key)
    if found is None:
        found = _read(text, language, languages)
        if len(read) < _READ_KEPT:
            read[key] = found
    return found


def _read(text: str, language: str, languages: Languages) -> str:
    parts, start = [], 0
    for quoted in QUOTED.finditer(text):  # data: its words stay as written
        parts += [_in_digits(text[start:quoted.start()], language, languages), quoted.group()]
        start = quoted.end()
    return "".join([*parts, _in_digits(text[start:], language, languages)])


def _in_digits(text: str, language: str, languages: Languages) -> str:
    if language in _CJK_LANGUAGES:
        text = _CJK_NAME_DIGIT.sub(lambda m: f"{m.group(1)}-{_CJK_DIGIT[m.group(2)]}", text)
        text = _CJK_NUMERAL.sub(lambda m: str(_cjk_value(m.group())), text)
        return _CJK_TENTHS.sub(r"\g<1>0%", _CJK_PERCENT.sub(r"\1%", text))
    reader = _number_words(languages).get(language)
    if reader is not None and any(ch.isalpha() for ch in text):
        try:
            text = alpha2digit(text, reader)
        except Exception:  # text_to_num raises on input it cannot parse; the words then stay words
            pass
        text = _SAID_PERCENT.sub(r"\1%", text)
    for said, words in _said_names(language):
        if _may_say(text, words):
            text = said.sub(lambda m: _named(m, language), text)
    return text


def _may_say(text: str, words: tuple[str, ...]) -> bool:
    """False only where a name's digit said (`_said_names`) cannot be: an ASCII text without one of the digits' words
    once lowered (ignoring case, an ASCII letter matches no letter but its two cases). Any other text may: a pattern
    ignoring case matches letters whose lower case is not theirs ("K", the Kelvin sign, for "k")."""
    if not text.isascii():
        return True
    lowered = text.lower()
    return any(map(lowered.__contains__, words))


def _named(said: re.Match[str], language: str) -> str:
    """"tiny one" as "tiny-1"; "the second one" as it was."""
    before = said.string[:said.start()].split()
    if before and before[-1].lower() in _DETERMINER[language]:
        return said.group()
    digit = said.group(2).lower()
    if digit in _NAME_DIGITS[language]:
        return f"{said.group(1)}-{_NAME_DIGITS[language][digit]}"
    return f"{said.group(1)}-{_OWNER_DIGITS[language][digit]}'s"
