"""Which language a message is in, and whether it is a yes or a no.

Detection uses lingua with its models preloaded, on the message with the names masked (benchmark
and model names, numbers, quoted text, item references, links): those are the same in every
language and only mislead a detector. A short message is read by its words: when they are one
language's ("and on gsm-mini?", "und auf gsm-mini?"), that language wins; when they say nothing
("ok", "redo", "item 7", a name), the message keeps the thread's language, else the platform's
locale, else English (lingua on a word or two is a guess: "redo" reads Portuguese, "rerun" German);
keyboard mashing says at most which keyboard it was typed on ("qsdfqsdf"). A plain word after a
reference and a preposition is a benchmark's name ("item 6 do capitals") and is masked too. A whole
message said in several languages ("ok super": German and French) keeps the thread's if it is one.
A message in a language outside the supported ones gets that language's ISO 639-1 code, so the
dispatcher can answer that it is not supported: those languages are declared as evidence in
bot/languages/others.py (their own words and letters, their scripts) and weigh like a pack's hints;
on a short message in a thread, leaving the thread's language for one of them takes two of its words.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Iterable

from lingua import Language, LanguageDetectorBuilder

from bot.entities import mask
from bot.languages import LanguagePack, Languages, default_languages
from bot.languages.others import OTHERS, SCRIPTS, any_letter, evidence, words_scans_apart
from bot.literals import Gated, ScansApart, lowest_start

# Loaded besides the supported languages, so a message in one of these is recognised as such
# instead of being forced into the nearest supported one.
OTHER_LANGUAGES: tuple[str, ...] = ("it", "nl", "ru", "ko", "pl", "tr", "sv", "ar")

# Words every language borrows in this domain, "benchmark" with any language's ending ("benchmarken",
# "benchmarkını"); masked when enough other text remains.
_LOANWORDS = re.compile(r"(?<![\w-])(benchmark\w*|scores?|items?|credits?|runs?|keys?|tokens?|prompts?|"
                        r"fine-?tun\w*|ok|okay|pls|plz|lol|bot|benchgen)(?![\w-])", re.IGNORECASE)
_EMOJI = "\u2600-\u27bf\U0001f000-\U0001faff\ufe0f\u200d"
# What ends a message without being a word of it: punctuation, and emoji after a word ("Moin 👋")
_TRAILING = re.compile(r"[\s!.。！,，、?？~]+$|(?<=\w)[\s!.。！,，、?？~" + _EMOJI + "]+$")
_KANA = re.compile(r"[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]")
_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
_FULL_WIDTH_MARK = re.compile("[，？！：；]")  # the full-width marks NFKC makes ASCII
# Japanese letters of their own: shinjitai forms that are neither Simplified nor Traditional Chinese ("再実行", "検証",
# "変更"; Chinese writes 实/實, 检/檢, 变/變)
_JAPANESE_HAN = re.compile("[実験検覧変択続読転広図済価気売単処応関発対録拡効両悪絵楽様戻込働県円]|削除|学習|連携|問目(?!前)")
# a name as typed (tiny-1, gsm-mini, gsm8k): its Latin letters say nothing of the language around it
_NAME_LIKE = re.compile(r"[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)+|[A-Za-z]+\d[A-Za-z0-9]*")
_LETTER = re.compile(r"[^\W\d_]")
_NOT_LETTERS = re.compile(r"[\W\d_]+")  # one character is either a letter (`_LETTER`) or one of these
_REPLY_CHARS = 60  # longer than this, a message is not a reply made of answer words
_PARTS = re.compile(r"\s*[,;:!.]+\s*")  # the parts of a reply such as "non, annule"
_SHARED_WORDS = frozenset({"ok", "okay"})  # said in every language
_SQUASHED_LETTERS = 10  # a whole message typed with no spaces is read as one from this long: shorter ones are words
_FILLERS = re.compile(r"(?<!\w)(?:pls|plz|lol|haha|hehe|bot)(?!\w)")  # said in every chat, whatever its language
_STRETCHED = re.compile(r"([^\W\d_])\1+(?!\w)")  # a word's last letter typed over: "graciass", "obrigadoo"
# a letter typed three times or more, anywhere ("hallooooo", "holaaaa", "thxxx"): no word of the languages has one
_TYPED_OVER = re.compile(r"([^\W\d_])\1{2,}")
_WORD = re.compile(r"\w+")
# A word of thanks closing a message (`LanguageDetector.detect`), and how many letters must come before it for the
# request to be read without it
_THANKS_LAST = re.compile(r"[\s,;.!]+(?:danke(?: dir| schon| sehr)?|merci(?: beaucoup)?|gracias|obrigad[oa]|grazie|thanks|thx|ty)"
                          r"[\s!.~]*$", re.IGNORECASE)
_THANKED_AFTER = 6
# Keyboard mashing ("asdfgh", "jjjjjj", "qsdfqsdf"): a letter typed four times over, or four keys in
# a row of the home or bottom row, or the top row's first (the top row's others make words: "Wert").
_ROWS = ("asdfghjkl", "qsdfghjklm", "zxcvbnm", "wxcvbn", "yxcvbnm")
_MASH_KEYS = "|".join(["qwer", "azer", *(row[i:i + 4] for row in _ROWS for i in range(len(row) - 3))])
_MASH_KEYS_OR_REPEAT = re.compile(r"([^\W\d_])\1{3}|" + _MASH_KEYS)
_MASH_KEYS_ONLY = re.compile(_MASH_KEYS)
# The layout a mash gives away: AZERTY's rows are French; ç or ñ beside the home row Portuguese or
# Spanish; QWERTZ's or umlauts German.
_LAYOUTS = (("fr", re.compile(r"qsdf|azer|wxcv")), ("pt", re.compile(r"ç")), ("es", re.compile(r"ñ")),
            ("de", re.compile(r"qwertz|yxcv|[äöü]")))

HAN_LETTERS = 2.5  # a Han character says as much as this many Latin letters ("viewer 能启动 run 吗")
HINT_WEIGHT = 0.25  # what each of a language's hint words (its pack's `hints`) adds to its confidence
# A word of a pack's `exclusive` (only one of a close pair uses it: Spanish/Portuguese) weighs twice a hint.
# French and Portuguese attach pronouns with a hyphen ("qu'est-ce", "aide-moi", "diga-me"): not a name.
_CLITIC = re.compile(r"(?<=[^\W\d_])-(?=(?:t-)?(?:ce|il|ils|elle|elles|on|moi|toi|nous|vous|tu|je|en|le|la|les|lui|"
                     r"leur|me|se|lo|lhe|nos)\b)", re.IGNORECASE)

# What follows a number or a name and a preposition is a benchmark's name ("item 6 do capitals", "tiny-1
# on capitals", "Frage 3 von capitals"), though a plain word a detector would read as English.
_AFTER_A_REFERENCE = re.compile(
    r"(?<=\d)(\s+(?:of|from|in|on|at|do|da|no|na|de|del|em|du|dans|sur|von|vom|im|auf|aus|bei|di|della|su|van|op)\s+)"
    r"(?!(?:the|la|le|les|el|los|las|o|os|a|as|der|die|das|dem|den|des|het|de|il|lo|un|une|una|um|uma|ein|eine|"
    r"mi|my|mon|ma|mes|mein|meine|meu|minha|this|that|ce|cette|este|esta|esse|essa|dieser|diese|last|latest|"
    r"letzt\w*|derni\w*|[uú]ltim\w*|frage|aufgabe)\b)[^\W\d_]+(?![\w-])",
    re.IGNORECASE)

_BOT_MENTION = re.compile(r"<@[^<>]+>")
_DIGIT = re.compile(r"\d")

SHORT_LETTERS = 12  # below this many letters (after masking) a message is read by its words, then the priors
CONFIDENT = 0.85
DEFAULT_LANGUAGE = "en"


def _normal(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).strip().lower().replace("’", "'")
    if "<@" in text:  # a leading mention of the bot
        text = _BOT_MENTION.sub("", text)
    return _TRAILING.sub("", text.strip())


def answer_of(text: str, languages: Languages | None = None) -> tuple[str, str | None] | None:
    """("yes"|"no", language or None when the word is shared) for a bare yes/no, else None."""
    return _answer_of_normal(_normal(text), list(languages or default_languages()))


def _answer_of_normal(t: str, packs: list[LanguagePack]) -> tuple[str, str | None] | None:
    """`answer_of` for a text `_normal` gave."""
    if not t or len(t) > 30:
        return None
    for verdict in ("yes", "no"):
        langs = [pack.code for pack in packs if t in (pack.yes if verdict == "yes" else pack.no)]
        if langs:
            return verdict, (langs[0] if len(langs) == 1 else None)
    return None


def _answers(languages: Languages) -> dict[str, tuple[str, str | None]]:
    """`answer_of`'s answer for each of the packs' yes and no words (a text that is none of them has none),
    worked out once: a message is then looked up instead of tested against every pack's words twice."""
    packs = list(languages)
    words = {word for pack in packs for word in (*pack.yes, *pack.no)}
    return {word: answer for word in words if (answer := _answer_of_normal(word, packs)) is not None}


def _without_closing_thanks(masked: str) -> str:
    """The masked message without a thanks closing it, in whatever language ("pls rerun tiny-2 on gsm-mini, danke!"): it
    says nothing of the language of the request before it, where that request has `_THANKED_AFTER` letters of its own."""
    thanked = _THANKS_LAST.search(masked)
    if thanked is None or _letters(_LOANWORDS.sub(" ", masked[:thanked.start()])) < _THANKED_AFTER:
        return masked
    return masked[:thanked.start()]


def typed_once(text: str) -> str:
    """The text with each letter typed over (`_TYPED_OVER`) once."""
    return _TYPED_OVER.sub(_its_letter, text)


def _its_letter(stretched: re.Match[str]) -> str:
    """A stretched letter once (`_STRETCHED`'s "\\1", without the template read again on every `sub`)."""
    return stretched.group(1)


def _mashed(text: str) -> bool:
    """Whether every word of the text is keyboard mashing (read word by word, up to the first that is not:
    linear in its length)."""
    words = _WORD.finditer(text)
    first = next(words, None)
    return first is not None and all(_mashing(found.group()) for found in itertools.chain((first,), words))


def _mashing(word: str) -> bool:
    """Keys in a row ("asdf"), or one letter held ("kkkkkk", "hmmmm"); a word with a letter held in it is still a word
    ("hallooooo", "holaaaa")."""
    if not word.isalpha() or (found := _MASH_KEYS_OR_REPEAT.search(word)) is None:
        return False
    return found.group(1) is None or _MASH_KEYS_ONLY.search(word) is not None or len(typed_once(word)) <= 2


def _letters(text: str) -> int:
    """How many letters (`_LETTER`) the text has: its length less the characters that are not one, which
    `_NOT_LETTERS` takes out in runs (a list of every letter was built to count them)."""
    return len(_NOT_LETTERS.sub("", text))


def _clear_by_words(hits: dict[str, int], scores: dict[str, float]) -> str | None:
    """The one language whose words a short message uses most; among several, the one that also
    leads on the whole (lingua's confidence and the words together)."""
    most = max(hits.values(), default=0)
    leaders = [code for code, count in hits.items() if count == most]
    if most == 0:
        return None
    if len(leaders) == 1:
        return leaders[0]
    best = max(scores, key=lambda code: scores[code])
    return best if best in leaders else None


def _beyond_lingua(hits: dict[str, int], supported: tuple[str, ...]) -> str | None:
    """The language the bot speaks whose hint words outnumber every other language's by more than
    lingua could make up: its confidence in a language is at most 1, worth 1 / HINT_WEIGHT hint
    words, so for a message that is not short `_by_words` would answer this language whatever lingua
    said, and lingua (~70 µs a message, most of detecting one) is not asked. None where it could
    change the answer, or where several languages the bot does not speak have words (`_pooled`
    weighs them with lingua)."""
    code, most, second = "", 0, 0
    for other, count in hits.items():
        if count > most:
            code, most, second = other, count, most
        elif count > second:
            second = count
    if code not in supported or HINT_WEIGHT * (most - second) <= 1.0:
        return None
    if sum(1 for other, count in hits.items() if count and other not in supported) >= 2:
        return None
    return code


def _worded_without_lingua(hits: dict[str, int], supported: tuple[str, ...], prior: str | None) -> str | None:
    """The language a short message's words give whatever lingua says: where the hits are not pooled
    (`_pooled`: fewer than two languages the bot does not speak have words), one language with the most of
    them is `_clear_by_words`'s answer, which `_by_words` gives when the bot speaks it, there is no thread,
    or it has two words. Lingua (~70 µs a message) is then not asked; None where it could change the answer."""
    most = max(hits.values(), default=0)
    leaders = [code for code, count in hits.items() if count == most]
    if most == 0 or len(leaders) != 1:
        return None
    if sum(1 for code, count in hits.items() if count and code not in supported) >= 2:
        return None
    worded = leaders[0]
    return worded if worded in supported or prior is None or most >= 2 else None


def _other_leads(top: str, best: str, scores: dict[str, float], hits: dict[str, int], *, short: bool) -> bool:
    """Whether a language the bot does not speak (`top`) leads the best supported one clearly
    enough to say so: on a short message, with a word of its own."""
    if scores[top] < 0.45 or (short and hits.get(top, 0) == 0):
        return False
    theirs, ours = scores.get(best, 0.0), hits.get(best, 0)
    if ours < hits.get(top, 0) or theirs < scores[top] / 2:
        return True
    if ours == hits.get(top, 0) > 0 and theirs < scores[top] * 0.75:  # as many words, lingua well ahead
        return True
    return not short and scores[top] - theirs >= 2 * HINT_WEIGHT  # lingua sure enough to outweigh two hint words


def _whole_messages(languages: Languages) -> dict[str, frozenset[str]]:
    """Greetings, thanks and calls for help, by the languages that say them ("super": de, fr); a long one typed with
    no spaces too ("whatcanyoudo")."""
    found: dict[str, set[str]] = {}
    for pack in languages:
        said = (pack.examples.get("smalltalk", {}), pack.examples.get("help", {}))
        for text in (t for table in said for texts in table.values() for t in texts):
            if not _LETTER.search(text):
                continue  # an emoji or a mark alone ("🙄", "🎉🎉") is said in every language: the thread's
            normal = _normal(text)
            found.setdefault(normal, set()).add(pack.code)
            if len(squashed := normal.replace(" ", "")) >= _SQUASHED_LETTERS and squashed != normal:
                found.setdefault(squashed, set()).add(pack.code)
    return {text: frozenset(langs) for text, langs in found.items()}


def _said_alone(yes_no: dict[str, frozenset[str]], whole: dict[str, frozenset[str]]) -> dict[str, frozenset[str]]:
    """The languages that say a part of a reply on its own (`_by_parts`): those whose yes or no words
    have it (`yes_no`), and those that say it as a whole message (`whole`); by the part."""
    words = {word for said in yes_no.values() for word in said} | set(whole)
    return {word: frozenset({code for code, said in yes_no.items() if word in said} | whole.get(word, set()))
            for word in words}


def _first_start(patterns: Iterable[re.Pattern[str]]) -> str:
    """The lowest character a match of any of `patterns` can start with ("\\0" where one may start with any):
    a text whose characters are all lower (`max`, a C loop) has none of their matches."""
    starts = [lowest_start(pattern) for pattern in patterns]
    return "\0" if None in starts else min(start for start in starts if start is not None)


def _gated_scans_apart(source: str) -> tuple[Gated, ScansApart]:
    """A pack's hint words: searched only in a text with a literal they require (`Gated`), and there without
    their alternatives that open with a scan where it has none of theirs (`ScansApart`: "\\b[^\\W\\d_]{3,}ó\\b")."""
    pattern = re.compile(source)
    return Gated(pattern), ScansApart.of(pattern)


def _lingua_language(code: str) -> Language:
    return next(lang for lang in Language.all() if lang.iso_code_639_1.name.lower() == code)


class LanguageDetector:
    """Detects a message's language among the supported ones (and recognises a few others).

    Build it once, in the entry point: loading lingua's models takes seconds (they are cached
    for the process, so a second instance is cheap).
    """

    def __init__(self, supported: tuple[str, ...] | None = None, *, languages: Languages | None = None,
                 others: tuple[str, ...] = OTHER_LANGUAGES) -> None:
        """`supported`: the codes to tell apart (default: every pack's); `languages`: the packs."""
        self.languages = languages or default_languages()
        self.supported = supported if supported is not None else self.languages.codes
        self.others = tuple(code for code in others if code not in self.supported)
        packs = [pack for pack in self.languages if pack.code in self.supported]
        self._yes_no = {pack.code: pack.yes | pack.no for pack in packs}
        self._hints = {pack.code: _gated_scans_apart(pack.hints) for pack in packs if pack.hints}
        self._exclusive = {pack.code: Gated(re.compile(pack.exclusive)) for pack in packs if pack.exclusive}
        self._whole = _whole_messages(self.languages)
        self._answers = _answers(self.languages)
        self._said_alone = _said_alone(self._yes_no, self._whole)
        self._words = [re.compile(pattern) for pack in packs for pattern in (pack.hints, pack.exclusive) if pattern]
        others_known = [other for other in OTHERS if other.code not in self.supported]
        _, self._other_letters = evidence(others_known)
        self._other_words = words_scans_apart(others_known)
        self._any_other_letter = any_letter(others_known)
        self._no_hits = dict.fromkeys((*self.supported, *self.others, *(other.code for other in others_known)), 0)
        self._scripts = [(script.code, re.compile(script.letters)) for script in SCRIPTS]
        self._first_script_letter = _first_start((_KANA, _JAPANESE_HAN, _HAN, *(found for _, found in self._scripts)))
        known = [_lingua_language(code) for code in (*self.supported, *self.others)]
        self._lingua = LanguageDetectorBuilder.from_languages(*known).with_preloaded_language_models().build()
        self._codes = {lang: lang.iso_code_639_1.name.lower() for lang in known}  # lingua's answers, by code

    def detect(self, text: str, *, prior: str | None = None, names: Iterable[str] = ()) -> str:
        """An ISO 639-1 code: a supported language, or another one lingua recognised for sure."""
        prior = prior if prior in self.supported else None
        known = self._by_whole_message(text, prior)
        if known is not None:
            return known
        typed = text  # as typed, before NFKC makes a Chinese input method's marks ASCII
        text = unicodedata.normalize("NFKC", text).replace("’", "'")
        if "-" in text:  # every match of _CLITIC is a hyphen
            text = _CLITIC.sub(" ", text)
        masked = mask(self._names_after_references_blanked(text), names=names)
        # a message of names and an item alone ("gsm-mini 第13题 24→42"): the item's letters say the language
        by_script = self._by_script(masked if _LETTER.search(masked) else text, prior, typed=typed)
        if by_script is not None:
            return by_script
        masked = _without_closing_thanks(masked)
        stripped = _LOANWORDS.sub(" ", masked)
        letters = _letters(stripped)
        if letters < 4:
            stripped, letters = masked, _letters(masked)
        if letters == 0:
            return prior or "en"
        if _mashed(stripped.lower()):  # no words: at most the keyboard it was typed on
            return next((code for code, keys in _LAYOUTS if keys.search(stripped.lower())), prior or DEFAULT_LANGUAGE)
        return self._by_words(stripped, masked.lower(), letters, prior)

    def _names_after_references_blanked(self, text: str) -> str:
        """The text with `_AFTER_A_REFERENCE`'s names blanked out (`_unnamed`): searched only where there is
        a digit, which its every match follows."""
        return _AFTER_A_REFERENCE.sub(self._unnamed, text) if _DIGIT.search(text) is not None else text

    def _unnamed(self, found: re.Match[str]) -> str:
        """The name after a reference blanked out, unless it is one of a language's words ("de novo")."""
        word = found.group(0)[len(found.group(1)):].lower()
        if any(hint.fullmatch(word) for hint in self._words):
            return found.group(0)
        return found.group(1) + " "

    def _by_whole_message(self, text: str, prior: str | None) -> str | None:
        """A yes/no, a greeting, thanks or a call for help: the languages that say it, the thread's first."""
        normal = _normal(text)
        answer = self._answers.get(normal)
        if answer is not None:
            if prior and (normal in self._yes_no.get(prior, frozenset()) or normal in {"ok", "okay", "ok!"}):
                return prior
            return prior or answer[1] or "en"
        said_by = self._whole.get(normal, frozenset())
        if prior is not None and prior in self._said_by(normal, said_by):  # "ok super" in a French thread
            return prior
        if prior in said_by or len(said_by) == 1:
            return prior if prior in said_by else next(iter(said_by))
        if "en" in said_by and prior is None:
            return "en"
        return self._by_parts(normal, prior)

    def _said_by(self, normal: str, said_by: frozenset[str]) -> frozenset[str]:
        """The languages that say a whole message (`said_by`: those that say it as it is), counting
        those that say it without its shared words: "ok super" is said wherever "super" is (German
        and French), not only where a pack happens to list "ok super"."""
        words = normal.replace(",", " ").split()
        rest = " ".join(word for word in words if word not in _SHARED_WORDS)
        if rest and len(rest) < len(normal):
            said_by |= self._whole.get(rest, frozenset())
        return said_by

    def _by_parts(self, normal: str, prior: str | None) -> str | None:
        """A reply made of answers, thanks or greetings ("non, annule", "ok, mach das", "hilfe pls",
        "graciass"), as `_normal` gives it: the one language that says every part of it (the
        thread's, if it is one of them)."""
        if len(normal) > _REPLY_CHARS:
            return None
        plain = _STRETCHED.sub(_its_letter, _FILLERS.sub(" ", normal)).strip()
        parts = _PARTS.split(plain)
        if (len(parts) < 2 and plain == normal) or _mashed(normal):  # "kkkkkk" is not "k"
            return None
        common: frozenset[str] | None = None
        for part in (part for part in parts if part and part not in _SHARED_WORDS):
            said = self._said_alone.get(part, frozenset())
            common = said if common is None else common & said
            if not common:
                return None
        if common is None:
            return None
        if prior in common or len(common) == 1:
            return prior if prior in common else next(iter(common))
        return None

    def _by_script(self, masked: str, prior: str | None, *, typed: str = "") -> str | None:
        """Kana is Japanese; mostly Han is Chinese (Japanese in a short reply to Japanese); mostly
        Hangul Korean, Cyrillic Russian, and so on for each script of its own (bot/languages/others.py). `typed`: the
        message before NFKC, whose full-width marks it reads only where it has Han."""
        if not masked or max(masked) < self._first_script_letter:  # Latin letters only (most messages)
            return None
        if _KANA.search(masked) or _JAPANESE_HAN.search(masked):
            return "ja"
        han = _HAN.findall(masked)
        scripts = [(code, found) for code, letters in self._scripts if (found := letters.findall(masked))]
        if not han and not scripts:  # Latin letters only (most messages): no script decides
            return None
        latin = len(re.findall(r"[A-Za-z]", _NAME_LIKE.sub(" ", _LOANWORDS.sub(" ", masked))))
        # a Chinese input method's punctuation ("，", "？") in the message as typed: Chinese typed, English mixed in
        if han and (2 if _FULL_WIDTH_MARK.search(typed) else 1) * HAN_LETTERS * len(han) >= latin:
            return "ja" if prior == "ja" and len(han) <= 4 else "zh"
        return next((code for code, found in scripts if len(found) >= latin), None)

    def _hits(self, lowered: str) -> dict[str, int]:
        """How many of each language's hint words a message has (its `exclusive` ones twice); for a
        language the bot does not speak, its words, and the letters only it writes twice."""
        hits = dict(self._no_hits)
        lowered = typed_once(lowered)  # no word of any language has a letter three times in a row
        for code, (gate, hint) in self._hints.items():
            hits[code] = len(hint.pattern_for(lowered).findall(lowered)) if gate.may_match(lowered) else 0
        for code, words in self._exclusive.items():  # a word only it uses among a close pair: twice
            hits[code] += 2 * len(words.findall(lowered))
        for found in self._other_words.pattern_for(lowered).finditer(lowered):
            hits[str(found.lastgroup)] += 1
        if self._any_other_letter.search(lowered):
            for found in self._other_letters.finditer(lowered):
                hits[str(found.lastgroup)] += 2
        return hits

    def _pooled(self, hits: dict[str, int], scores: dict[str, float]) -> dict[str, int]:
        """The hits with those of the languages the bot does not speak counted together, for the likeliest
        of them (most words, then lingua's confidence): they share words (Danish and Norwegian "hele",
        Swedish "kan du"), and together they say that the message is in one of them ("slett hele
        benchmarken capitals": one word Danish, one Norwegian, none English)."""
        theirs = [code for code, count in hits.items() if count and code not in self.supported]
        if len(theirs) < 2:
            return hits
        likeliest = max(theirs, key=lambda code: (hits[code], scores.get(code, 0.0)))
        pooled = {**hits, **dict.fromkeys(theirs, 0)}
        pooled[likeliest] = sum(hits[code] for code in theirs)
        return pooled

    def _without_lingua(self, hits: dict[str, int], short: bool, prior: str | None) -> str | None:
        """What `_by_words` answers whatever lingua says, from the hits alone; None where it could matter."""
        if short:
            return _worded_without_lingua(hits, self.supported, prior)
        return _beyond_lingua(hits, self.supported)

    def _by_words(self, stripped: str, lowered: str, letters: int, prior: str | None) -> str:
        """Lingua's confidence plus each language's hint words; a short message leans on the thread."""
        hits = self._hits(lowered)
        short = letters < SHORT_LETTERS
        if (decided := self._without_lingua(hits, short, prior)) is not None:
            return decided
        codes = self._codes
        scores = {codes[c.language]: c.value for c in self._lingua.compute_language_confidence_values(stripped)}
        hits = self._pooled(hits, scores)
        for code, count in hits.items():
            scores[code] = scores.get(code, 0.0) + HINT_WEIGHT * count
        top = max(scores, key=scores.__getitem__)
        if short:
            worded = _clear_by_words(hits, scores)
            # Leaving the thread's language for one the bot does not speak takes two words of it
            # (or a letter of its own): "grazie mille" in a German thread is still German.
            if worded is not None and (worded in self.supported or prior is None or hits[worded] >= 2):
                return worded
            if scores[top] >= CONFIDENT and top in self.supported:
                return top
            if prior:
                return prior
        elif top in self.supported:
            return top
        best_supported = max(self.supported, key=lambda code: scores.get(code, 0.0))
        if top not in self.supported and _other_leads(top, best_supported, scores, hits, short=short):
            return top
        if short:  # nothing in it says which: a new thread's default
            return DEFAULT_LANGUAGE
        return best_supported if scores.get(best_supported, 0.0) > 0.05 else (prior or DEFAULT_LANGUAGE)
