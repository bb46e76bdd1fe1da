"""Looks up a message by key and language and fills it in.

Templates use `{name}` placeholders. A `Quote` value stays a quote segment (escaped by the
adapter, never rewritten); numbers and percentages are formatted for the locale with Babel.
A count inside a sentence takes the language's plural form (CLDR, through Babel) with ICU's
syntax: `{up, plural, one {# item is} other {# items are}}`, `#` standing for the number. A whole
message can also vary by its `count` as `key.one` / `key.other`.
"""

from __future__ import annotations

import functools
import importlib
import re
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from typing import Any

from babel import Locale
from babel.dates import format_datetime
from babel.numbers import format_decimal, format_percent

from bot.languages import default_languages
from bot.text import Line, Quote, Segment, Words, shown, shown_words

# The languages the bot speaks: those with a pack (bot/languages/packs/), each with its catalog here.
SUPPORTED_LANGUAGES: tuple[str, ...] = default_languages().codes

_PLACEHOLDER = re.compile(r"\{(\w+)\}|\{(\w+), plural,((?:\s*(?:=\d+|\w+)\s*\{[^{}]*\})+)\s*\}")
_PLURAL_FORM = re.compile(r"(=\d+|\w+)\s*\{([^{}]*)\}")
Piece = tuple[str, str | None, tuple[tuple[str, str], ...]]  # (text, placeholder name, plural forms)


class Percent(float):
    """A ratio (0..1) to be shown as a percentage."""


class MissingMessage(KeyError):
    pass


class Catalog:
    def __init__(self, languages: tuple[str, ...] = SUPPORTED_LANGUAGES,
                 extra: Sequence[Mapping[str, Mapping[str, str]]] = (),
                 tables: Mapping[str, Mapping[str, str]] | None = None) -> None:
        """`extra`: more texts per language (a skill's own), which may not replace a catalog's.
        `tables`: a language's whole catalog given here rather than read from `bot/i18n/<code>.py`."""
        self._messages: dict[str, Mapping[str, str]] = {}
        for lang in languages:
            given = (tables or {}).get(lang)
            table = dict(given if given is not None else importlib.import_module(f"bot.i18n.{lang}").MESSAGES)
            for texts in extra:
                added = texts.get(lang, {})
                if clash := table.keys() & added.keys():
                    raise ValueError(f"texts already in the {lang} catalog: {sorted(clash)}")
                table.update(added)
            self._messages[lang] = table
        self.languages = languages

    def has(self, language: str) -> bool:
        return language in self._messages

    def keys(self, language: str) -> set[str]:
        return set(self._messages[language])

    def template(self, language: str, key: str) -> str:
        table = self._messages.get(language) or self._messages["en"]
        if key in table:
            return table[key]
        if key in self._messages["en"]:
            return self._messages["en"][key]
        raise MissingMessage(key)

    def line(self, language: str, key: str, /, **params: Any) -> Line:
        parts: list[str | Segment] = []  # a str is the bot's own words, already `shown`, not yet a segment
        given_text = False  # a str given in a list: not shown yet, so its run is validated as it always was
        for text, name, forms in _parsed(self.template(language, self._plural_key(language, key, params))):
            if name is None:
                parts.append(text)  # shown when the template was parsed
                continue
            if name not in params:
                raise KeyError(f"message {key!r} needs {name!r}")
            value = params[name]
            if forms:
                parts.append(self._plural(language, forms, value))
            elif isinstance(value, Quote):
                parts.append(value)
            elif isinstance(value, list):  # a list of lines joined inline
                parts.extend(value)
                given_text = given_text or any(isinstance(part, str) for part in value)
            else:
                parts.append(self.format_value(language, value))
        return _merge(parts, _validated_words if given_text else shown_words)

    def _plural_key(self, language: str, key: str, params: Mapping[str, Any]) -> str:
        """`key.one` / `key.other` (CLDR plural forms) when the message has them and a count."""
        count = params.get("count")
        if not isinstance(count, int):
            return key
        form = _locale(language).plural_form(count)
        table = self._messages.get(language, self._messages["en"])
        for candidate in (f"{key}.{form}", f"{key}.other"):
            if candidate in table:
                return candidate
        return key

    def _plural(self, language: str, forms: tuple[tuple[str, str], ...], count: int) -> str:
        """The form for `count` (an exact `=N` first, then its CLDR category, then `other`), `#` filled
        in: shown, as its parts are."""
        chosen = dict(forms)
        category = _locale(language).plural_form(count)
        form = chosen.get(f"={count}", chosen.get(category, chosen.get("other", "#")))
        return form.replace("#", self.format_value(language, count))

    def text(self, language: str, key: str, /, **params: Any) -> str:
        return "".join(seg.text for seg in self.line(language, key, **params))

    def format_value(self, language: str, value: Any) -> str:
        """The value as the bot's words show it (`shown`)."""
        if isinstance(value, bool):
            return str(value)
        if isinstance(value, int | float):  # Percent included
            return _number(language, type(value).__name__, value)
        if isinstance(value, datetime):
            return _moment(language, value.isoformat())
        return shown(str(value))


@functools.lru_cache(maxsize=16)
def _locale(language: str) -> Locale:
    return Locale.parse(language)


def placeholders(template: str) -> set[str]:
    """The names a template needs filled in."""
    return {name for _, name, _ in _parsed(template) if name is not None}


@functools.lru_cache(maxsize=8192)
def _number(language: str, kind: str, value: float) -> str:
    """A number (or a `Percent`) for the locale, shown. Cached: the same few numbers (counts, item
    numbers, scores) recur in every reply, and Babel's formatting is a large share of a turn's
    CPU. `kind` (the value's type name) is part of the key because 1 == 1.0 == Percent(1.0)."""
    if kind == Percent.__name__:
        return shown(format_percent(value, locale=_locale(language)))
    return shown(format_decimal(value, locale=_locale(language)))


@functools.lru_cache(maxsize=1024)
def _moment(language: str, iso: str) -> str:
    """A date and time for the locale (Babel's medium format), shown. Cached by its ISO form, which
    holds the wall time and offset the format shows (equal datetimes in two zones differ in it): the
    same few (a run's start or end) recur in every report (Babel ~12 µs a moment, the cache ~1 µs)."""
    return shown(format_datetime(datetime.fromisoformat(iso), format="medium", locale=_locale(language)))


@functools.lru_cache(maxsize=4096)
def _parsed(template: str) -> tuple[Piece, ...]:
    """The template as literal text pieces (name None) and placeholders (with plural forms or none),
    its texts (pieces and forms) `shown` here once rather than in every line made of it."""
    pieces: list[Piece] = []
    pos = 0
    for match in _PLACEHOLDER.finditer(template):
        if match.start() > pos:
            pieces.append((shown(template[pos : match.start()]), None, ()))
        name = match.group(1) or match.group(2)
        forms = tuple((form, shown(text)) for form, text in _PLURAL_FORM.findall(match.group(3))) if match.group(3) else ()
        pieces.append((name, name, forms))
        pos = match.end()
    if pos < len(template):
        pieces.append((shown(template[pos:]), None, ()))
    return tuple(pieces)


def _validated_words(text: str) -> Words:
    return Words(text=text)


def _merge(parts: list[str | Segment], words: Callable[[str], Words]) -> Line:
    """The line: each run of the bot's own words (texts, each already `shown`, and `Words`) one
    `Words`, empty segments dropped. One segment is built per run instead of one per piece and
    again per merge, by `words`: `shown_words` where every piece was shown (no validation again),
    else validated."""
    merged: Line = []
    run: list[str] = []
    for part in parts:
        if isinstance(part, str):
            run.append(part)
        elif isinstance(part, Words):
            run.append(part.text)
        elif part.text:
            if text := "".join(run):
                merged.append(words(text))
            run = []
            merged.append(part)
    if text := "".join(run):
        merged.append(words(text))
    return merged
