"""Finds the benchmark, model, item and run names a message mentions, and masks them.

Masking replaces what is the same in every language (names, numbers, quoted text, item
references, links, mentions) so a language detector sees only the words around them.
"""

from __future__ import annotations

import difflib
import functools
import re
from collections.abc import Iterable

from bot.literals import Gated
from bot.quoted import QUOTED
from bot.skill import Entities
from bot.spoken_numbers import in_digits

_ITEM_WORDS = (r"\bitems?|\bquestions?|#|項目|アイテム|問題|问题|题目|题|条目|\bitem\s*n[ºo°]\.?|\bfragen?|\baufgaben?"
               r"|\bpunkt|\bítems?|\bitens?|\bquestão|\bquestões|\bquestao|\bpreguntas?|\bel\s+n[úu]mero|\bnummer|\bnr\.?")
_ITEMS = re.compile(r"(?:" + _ITEM_WORDS + r")\s*#?\s*(?:n[ºo°]\.?\s*)?((?:\d{1,5}(?:\s*(?:,|and|&|und|et|y|e|和|と|、|及)\s*)?)+)",
                    re.IGNORECASE)
# Japanese and Chinese put the number first or between: 第13题, 13番, 13問目, 第13项.
_CJK_ITEMS = re.compile(r"第\s*(\d{1,5})\s*(?:题|題|项|項|道|問|个|番)|(\d{1,5})\s*(?:番目?|問目?|题|題|号题)")
_NUM = re.compile(r"\d{1,5}")
_RUN = re.compile(r"\brun_[A-Za-z0-9]{4,40}\b")
# "tiny-1 v2", "gsm-mini version 2": a version belongs to the name right before it.
_VERSION = r"(?:v|version|versión|versao|versão|バージョン|版本)\s*(\d{1,3})(?!\d)"
_VERSION_AFTER = r"(?![\w-])\s*" + _VERSION
# A version said anywhere: every match of a name's version pattern holds one, so a text without one
# names no version, and the name's own pattern is neither compiled nor searched (most messages).
_ANY_VERSION = re.compile(_VERSION, re.IGNORECASE)


# "both models", "beide Modelle", "tous les modèles", "両方のモデル", "两个模型": every model.
_EVERY_MODEL = re.compile(
    r"\b(both|all|each|every)( the| of the)? models?\b|\b(beide|alle|jedes?)[nrs]? modell(e|en)?\b"
    r"|\b(les deux|tous les|chaque) mod[eè]les?\b|\b(ambos|los dos|todos los|os dois|ambos os|todos os|cada) modelos?\b"
    r"|(両方|全て|すべて|全部)のモデル|両モデル|(两个|所有|全部|每个)模型", re.IGNORECASE)


@functools.lru_cache(maxsize=1024)
def _version_after_name(name: str) -> re.Pattern[str]:
    """A name followed by a version, compiled once per name (~100 µs a compile): `re`'s own cache of
    512 patterns, shared with the whole process, let a workspace's many names be compiled again."""
    return re.compile(re.escape(name) + _VERSION_AFTER, re.IGNORECASE)


def _version_after(text: str, name: str | None) -> int | None:
    if name is None or _ANY_VERSION.search(text) is None:
        return None
    m = _version_after_name(name).search(text)
    return int(m.group(1)) if m else None

# For masking: identifiers (tiny-1, gsm-mini, run_ab12, gsm8k), numbers, links, mentions.
_URL = re.compile(r"https?://\S+|<[^<>\s]+>")
_MENTION = re.compile(r"<@[^<>]+>|@\w+")
# An identifier with the case ending a language writes on it, accents and all ("gsm-minissä"): its "ä" left
# alone would read as a German umlaut.
# A word of the language written with a hyphen ("re-run", "fine-tune", "fine-tuner") is no identifier: the verb
# is what tells a run from a training.
# The answer key by the names annotators give it ("ground truth", "gold label", "Musterlösung", "vérité terrain"), folded:
# the key to change (benchmark-edit), an innocent object and a reason for the ceiling, a word asked about for the router
KEY_NAMED_OTHERWISE = r"ground[- ]truth|gold(?:en)?[- ]?(?:labels?|answers?|standard)|musterlosung\w*|verite terrain"
HYPHENATED_WORD = r"(?i:(?:re|fine|pre|co|non|self|cross|follow)-[a-z]+)(?![A-Za-z0-9_./-])"
_PARTS_JOINED = (rf"(?<![A-Za-z0-9])(?!{HYPHENATED_WORD})"
                 r"[A-Za-z0-9]+(?:[-_./][A-Za-z0-9]+)+[A-Za-z0-9\u00c0-\u024f]*(?![A-Za-z0-9])")
_WITH_A_DIGIT = r"(?<![A-Za-z])[A-Za-z]*\d[A-Za-z0-9]*"
_IDENTIFIER = re.compile(_PARTS_JOINED + "|" + _WITH_A_DIGIT)
_NUMBER = re.compile(r"(?<![A-Za-z0-9_.-])\d+(?:[.,]\d+)*(?:\s*%)?(?![A-Za-z0-9_-])")
# What `mask` tests before it searches: every match of _CJK_ITEMS and _NUMBER holds a digit, and of _IDENTIFIER's
# alternatives one of [-_./] (_PARTS_JOINED) or a digit (_WITH_A_DIGIT); _URL, _MENTION and QUOTED are gated by the
# literals they require.
_DIGIT = re.compile(r"\d")
_IDENTIFIER_PARTS_JOINED, _IDENTIFIER_WITH_A_DIGIT = re.compile(_PARTS_JOINED), re.compile(_WITH_A_DIGIT)
_SPACES = re.compile(r"\s+")
_URL_GATED, _MENTION_GATED, _QUOTED_GATED = Gated(_URL), Gated(_MENTION), Gated(QUOTED)


# A name is a whole word: no Latin letter, digit, `_` or `-` touches it. Japanese and Chinese write
# words next to it without a space ("capitalsで", "gsm-mini上"), so their letters may.
_NOT_IN_A_WORD_BEFORE = r"(?<![0-9A-Za-z_\u00C0-\u024F-])"
_NOT_IN_A_WORD_AFTER = r"(?![0-9A-Za-z_\u00C0-\u024F-])"


@functools.lru_cache(maxsize=256)
def _names_pattern(names: tuple[str, ...]) -> re.Pattern[str] | None:
    """One alternation for a workspace's names, longest first so `gsm-mini-2` beats `gsm-mini`."""
    if not names:
        return None
    ordered = sorted(names, key=len, reverse=True)
    return re.compile(_NOT_IN_A_WORD_BEFORE + r"(?:" + "|".join(re.escape(n.lower()) for n in ordered) + r")"
                      + _NOT_IN_A_WORD_AFTER)


@functools.lru_cache(maxsize=256)
def _names_read(names: tuple[str, ...]) -> tuple[re.Pattern[str] | None, dict[str, str]]:
    """`_find_names`'s reading of some names as given (their pattern, each by its lower case), worked
    out once for the same names: a workspace's are the same on every turn."""
    unique = tuple(sorted(set(names)))
    return _names_pattern(unique), {n.lower(): n for n in unique}


def _find_names(text: str, names: Iterable[str]) -> list[str]:
    """The names the text mentions (whole words, case-insensitive), in order of appearance."""
    pattern, by_lower = _names_read(tuple(names))
    if pattern is None:
        return []
    found: list[str] = []
    for m in pattern.finditer(text.lower()):
        name = by_lower[m.group(0)]
        if name not in found:
            found.append(name)
    return found


# Name-shaped: tiny-3, gsm_mini, gpt4o (a hyphen or underscore, or letters then digits).
_NAME_SHAPED = re.compile(r"(?<![\w-])[A-Za-z][A-Za-z0-9]*(?:[-_][A-Za-z0-9]+)+(?![\w-])|(?<![\w-])[A-Za-z]+\d[A-Za-z0-9]*(?![\w-])")
_NOT_A_NAME = re.compile(r"run_\w+|v\d+", re.IGNORECASE)


def unknown_names(text: str, known: Iterable[str]) -> list[str]:
    """Name-shaped words that are not names in the workspace: with a digit (`tiny-3`, `gpt-4`),
    or close to a known name (`gsm_mini`); a known name written apart (`gsm mini`, `tiny 2`); a
    plain word one slip from a known plain name (`capitols`). Ordinary hyphenated words (`re-run`)
    are not, nor a word a known name begins with (`capital` of `capitals`)."""
    lowered, plain, written = _known(tuple(known))
    text = QUOTED.sub(" ", text)
    found: list[str] = []
    for token in _NAME_SHAPED.findall(text):
        if token.lower() in lowered or _NOT_A_NAME.fullmatch(token) or token in found:
            continue
        if any(c.isdigit() for c in token) or closest_name(token, lowered):
            found.append(token)
    for apart in _written_apart_in(text, written):
        if apart not in found:
            found.append(apart)
    for word in _PLAIN_WORD.findall(text):
        low = word.lower()
        if low in lowered or word in found or any(k.startswith(low) or low.startswith(k) for k in plain):
            continue
        if difflib.get_close_matches(low, plain, n=1, cutoff=0.85):
            found.append(word)
    return sorted(found, key=text.find)


_PLAIN_WORD = re.compile(r"(?<![\w-])[^\W\d_]{5,}(?![\w-])")


def _written_apart_in(text: str, written: tuple[tuple[str, re.Pattern[str], str | None], ...]) -> list[str]:
    """The known names (`_known`'s `written`) the text writes apart, as written, name by name in order."""
    squashed = None if _OTHER_CASE.search(text) else _squashed(text.lower())
    found: list[str] = []
    for name, pattern, letters in written:
        if squashed is not None and letters is not None and letters not in squashed:
            continue  # its pattern cannot match: it needs the name's letters in a row, separators aside
        found.extend(m.group() for m in pattern.finditer(text) if m.group().lower() != name)
    return found


# What `_written_apart` lets stand between a name's parts (one of them at most), and its parts' separators.
_SEPARATORS = re.compile(r"[\s_.-]+")
# The letters outside ASCII that match an ASCII letter ignoring case ("İ" and "ı" match "i", "ſ" matches "s",
# the Kelvin sign "k"; every code point tried): in a text without them, a name written in ASCII matches
# ignoring case only where the text's lower case has it.
_OTHER_CASE = re.compile("[\u0130\u0131\u017f\u212a]")


def _squashed(text: str) -> str:
    return _SEPARATORS.sub("", text)


@functools.lru_cache(maxsize=64)
def _known(names: tuple[str, ...]) -> tuple[frozenset[str], tuple[str, ...], tuple[tuple[str, re.Pattern[str], str | None], ...]]:
    """A workspace's names as `unknown_names` reads them, worked out once for the same names: in
    lower case, the plain ones (letters only), and each with a separator with its written-apart
    pattern (in lower case, in the order given) and the letters its match has in a row once the
    separators are taken out (None for a name outside ASCII): a text without `_OTHER_CASE` whose lower
    case lacks them, separators taken out too, has no match."""
    lowered = frozenset(n.lower() for n in names)
    written = tuple((n.lower(), pattern, _squashed(n.lower()) if n.isascii() else None)
                    for n in dict.fromkeys(names) if (pattern := _written_apart(n)) is not None)
    return lowered, tuple(k for k in lowered if k.isalpha()), written


@functools.lru_cache(maxsize=256)
def _written_apart(name: str) -> re.Pattern[str] | None:
    """`gsm-mini` written `gsm mini` or `gsmmini`; None for a name with no separator."""
    parts = [p for p in re.split(r"[-_.]", name) if p]
    if len(parts) < 2:
        return None
    return re.compile(r"(?<![\w-])" + r"[\s_.-]?".join(map(re.escape, parts)) + r"(?![\w-])", re.IGNORECASE)


def closest_name(token: str, known: Iterable[str]) -> str | None:
    """The known name a mistyped one most likely meant, if any is close enough."""
    by_lower = {k.lower(): k for k in known}
    match = difflib.get_close_matches(token.lower(), list(by_lower), n=1, cutoff=0.75)
    return by_lower[match[0]] if match else None


def extract(text: str, *, benchmarks: Iterable[str] = (), models: Iterable[str] = (),
            language: str | None = None) -> Entities:
    """The names, items, runs and quotes the text mentions; with its `language`, the numbers it says in words
    ("item thirteen", "tiny one", "十三番") read as digits first."""
    if language is not None:
        text = in_digits(text, language)
    items: list[int] = []
    for m in _ITEMS.finditer(text):
        for n in _NUM.findall(m.group(1)):
            if int(n) not in items:
                items.append(int(n))
    for m in _CJK_ITEMS.finditer(text):
        n = int(m.group(1) or m.group(2))
        if n not in items:
            items.append(n)
    model_names = _find_names(text, models)
    every_model = _EVERY_MODEL.search(text) is not None
    if every_model and len(model_names) < 2:
        model_names = sorted(set(models))
    benchmark_names = _find_names(text, benchmarks)
    return Entities(
        benchmarks=benchmark_names,
        models=model_names,
        items=items,
        run_ids=_RUN.findall(text),
        quoted=[q.strip() for pair in QUOTED.findall(text) if (q := pair[0] or pair[1]).strip()],
        model_version=_version_after(text, model_names[0] if model_names else None),
        benchmark_version=_version_after(text, benchmark_names[0] if benchmark_names else None),
        unknown=unknown_names(text, [*benchmarks, *models]),
        every_model=every_model,
    )


def mask(text: str, *, names: Iterable[str] = ()) -> str:
    """The text with names, numbers, quotes, item references and links blanked out.

    Each pattern is searched only in a text with what it needs: a link, a mention and a quote their
    literals (`Gated`); an item reference and a number a digit, an identifier a digit or one of the marks
    between its parts (`_without_identifiers`)."""
    text = _URL_GATED.sub(" ", text)
    text = _MENTION_GATED.sub(" ", text)
    text = _QUOTED_GATED.sub(" ", text)
    for name in sorted(set(names), key=len, reverse=True):
        if name:
            text = re.sub(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])", " ", text, flags=re.IGNORECASE)
    if _DIGIT.search(text) is not None:
        text = _CJK_ITEMS.sub(" ", text)  # a native item word ("Frage", "questão") stays: it tells the language
        text = _NUMBER.sub(" ", text)
    return _SPACES.sub(" ", _without_identifiers(text)).strip()


def _without_identifiers(text: str) -> str:
    """The text with `_IDENTIFIER`'s matches blanked out, searched for those of its alternatives that may match: an
    alternative that cannot match anywhere in the text is passed over at every position, so the other alone
    matches exactly where the two do."""
    digit = _DIGIT.search(text) is not None
    marks = "-" in text or "_" in text or "." in text or "/" in text
    if digit and marks:
        return _IDENTIFIER.sub(" ", text)
    if digit:
        return _IDENTIFIER_WITH_A_DIGIT.sub(" ", text)
    return _IDENTIFIER_PARTS_JOINED.sub(" ", text) if marks else text
