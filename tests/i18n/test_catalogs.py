"""Every catalog says everything English says, with the same placeholders, formatted per locale."""

from __future__ import annotations

import importlib
import re
from datetime import UTC, datetime, timedelta, timezone

import pytest
from babel import Locale

from bot.i18n import SUPPORTED_LANGUAGES, Catalog
from bot.i18n.catalog import Percent, placeholders
from bot.i18n.catalog import _parsed as catalog_parsed
from bot.text import Quote, Words, shown, shown_words

OTHERS = [lang for lang in SUPPORTED_LANGUAGES if lang != "en"]
PLACEHOLDER = re.compile(r"\{(\w+)\}")
PLURAL_FORMS = {"zero", "one", "two", "few", "many", "other"}
# Texts that are the same word in the language as in English (names of roles, brand words).
SAME_AS_ENGLISH = {"role.admin", "role.editor", "button.cancel", "analyze.item_question", "status.running"}


def messages(lang: str) -> dict[str, str]:
    return importlib.import_module(f"bot.i18n.{lang}").MESSAGES


def base_key(key: str) -> str:
    head, _, tail = key.rpartition(".")
    return head if tail in PLURAL_FORMS else key


def test_the_seven_languages_are_supported() -> None:
    assert set(SUPPORTED_LANGUAGES) == {"en", "de", "fr", "es", "pt", "ja", "zh"}
    catalog = Catalog()
    assert all(catalog.has(lang) for lang in SUPPORTED_LANGUAGES)


@pytest.mark.parametrize("lang", OTHERS)
def test_catalog_has_every_english_key_and_no_other(lang: str) -> None:
    english, other = messages("en"), messages(lang)
    missing = sorted(set(english) - set(other))
    assert not missing, f"{lang} lacks {missing}"
    # extra keys may only be plural variants of a key English also has in plural form
    english_bases = {base_key(k) for k in english if base_key(k) != k}
    extra = [k for k in set(other) - set(english) if base_key(k) == k or base_key(k) not in english_bases]
    assert not extra, f"{lang} has keys English does not: {extra}"


@pytest.mark.parametrize("lang", OTHERS)
def test_placeholders_match_english(lang: str) -> None:
    english, other = messages("en"), messages(lang)
    for key, text in other.items():
        reference = english.get(key) or english[f"{base_key(key)}.other"]
        want, got = placeholders(reference), placeholders(text)
        # a singular form may spell out the count ("Its one miss:")
        assert got == want or (got <= want and want - got <= {"count"}), f"{lang} {key}: {got} != {want}"


@pytest.mark.parametrize("lang", OTHERS)
def test_no_text_is_left_in_english(lang: str) -> None:
    english, other = messages("en"), messages(lang)
    same = [k for k in english if other[k] == english[k] and k not in SAME_AS_ENGLISH
            and re.search(r"[A-Za-z]{3,}", PLACEHOLDER.sub("", english[k]))]
    assert not same, f"{lang} keeps the English text of {same}"


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "60%"), ("de", "60 %"), ("fr", "60 %"), ("es", "60 %"), ("pt", "60%"), ("ja", "60%"), ("zh", "60%"),
])
def test_percentages_follow_the_locale(lang: str, expected: str) -> None:
    shown = Catalog().format_value(lang, Percent(0.6))
    assert shown.replace("\xa0", " ").replace("\u202f", " ") == expected


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "12,345"), ("de", "12.345"), ("fr", "12 345"), ("es", "12.345"), ("pt", "12.345"), ("ja", "12,345"),
    ("zh", "12,345"),
])
def test_numbers_follow_the_locale(lang: str, expected: str) -> None:
    shown = Catalog().format_value(lang, 12345)
    assert shown.replace("\xa0", " ").replace("\u202f", " ") == expected


@pytest.mark.parametrize(("lang", "month"), [
    ("en", "Mar 5, 2024"), ("de", "05.03.2024, 14:30"), ("fr", "5 mars 2024"), ("es", "5 mar 2024"), ("pt", "5 de mar. de 2024"),
    ("ja", "2024/03/05 14:30"), ("zh", "2024年3月5日"),
])
def test_dates_follow_the_locale(lang: str, month: str) -> None:
    shown = Catalog().format_value(lang, datetime(2024, 3, 5, 14, 30, tzinfo=UTC))
    assert month in shown


def test_a_moment_shows_its_own_wall_time_and_naive_ones_as_they_are() -> None:
    """Formatted moments are cached: one instant in two zones (equal datetimes) still shows each one's time."""
    catalog, instant = Catalog(), datetime(2024, 3, 5, 14, 30, tzinfo=UTC)
    assert "2:30:00" in catalog.format_value("en", instant)
    assert "4:30:00" in catalog.format_value("en", instant.astimezone(timezone(timedelta(hours=2))))
    assert "2:30:00" in catalog.format_value("en", instant.replace(tzinfo=None))


def test_plural_forms_follow_each_language() -> None:
    catalog = Catalog()
    # French counts 0 and 1 as singular; English only 1; Japanese has no plural.
    assert catalog.text("fr", "analyze.runs_head", count=0) == "0 exécution :"
    assert catalog.text("en", "analyze.runs_head", count=0) == "0 runs, newest first:"
    assert catalog.text("de", "analyze.runs_head", count=1) == "1 Lauf:"
    assert catalog.text("de", "analyze.runs_head", count=3) == "3 Läufe, die neuesten zuerst:"
    assert Locale.parse("ja").plural_form(1) == "other"
    assert catalog.text("ja", "analyze.runs_head", count=1) == "実行 1 件（新しい順）："


# A number in a sentence followed by a countable noun must be a plural block, so "1 items" cannot be said.
COUNTED_NOUNS = {
    "en": r"items?|credits?|examples?|runs?|models?|benchmarks?|answers?",
    "de": r"Aufgaben?|Credits?|Beispiele?|Läufe|Lauf|Modelle?|Antworten?",
    "fr": r"items?|crédits?|exemples?|exécutions?|modèles?|réponses?",
    "es": r"ítems?|créditos?|ejemplos?|ejecuciones|ejecución|modelos?|respuestas?",
    "pt": r"itens|item|créditos?|exemplos?|execuções|execução|modelos?|respostas?",
}


@pytest.mark.parametrize("lang", sorted(COUNTED_NOUNS))
def test_counts_in_sentences_take_plural_forms(lang: str) -> None:
    # `{done}/{total} items` (a progress fraction) is left as it is; "{agree} of {answered} models"
    # is said only when some but not all models agree, so at least two answered.
    bare = re.compile(r"(?<![/\w])\{(?!count\})\w+\} (" + COUNTED_NOUNS[lang] + r")\b")
    always_several = {"analyze.suspect_item_some", "analyze.item_suspect_some"}
    offending = {key: text for key, text in messages(lang).items() if bare.search(text) and key not in always_several}
    assert not offending, offending


@pytest.mark.parametrize(("lang", "one", "three"), [
    ("en", "1 item is now right, 0 now wrong.", "3 items are now right, 1 now wrong."),
    ("de", "1 Aufgabe ist jetzt richtig, 0 jetzt falsch.", "3 Aufgaben sind jetzt richtig, 1 jetzt falsch."),
    ("fr", "1 item est désormais juste, 0 désormais faux.", "3 items sont désormais justes, 1 désormais faux."),
    ("es", "1 ítem está ahora bien, 0 ahora mal.", "3 ítems están ahora bien, 1 ahora mal."),
    ("pt", "1 item agora está certo, 0 agora errado.", "3 itens agora estão certos, 1 agora errado."),
])
def test_a_count_inside_a_sentence_agrees(lang: str, one: str, three: str) -> None:
    catalog = Catalog()
    params = {"score": Percent(0.6), "correct": 12, "total": 20, "version": 1, "model_version": 1}
    assert catalog.text(lang, "launch.against", up=1, down=0, **params).endswith(one)
    assert catalog.text(lang, "launch.against", up=3, down=1, **params).endswith(three)
    assert catalog.text(lang, "context.balance", workspace="Acme", credits=1).count("1") == 1
    assert "1 credit left" in catalog.text("en", "context.balance", workspace="Acme", credits=1)


@pytest.mark.parametrize("lang", SUPPORTED_LANGUAGES)
def test_quoted_data_stays_as_written(lang: str) -> None:
    line = Catalog().line(lang, "analyze.format_item", item=7, answer=Quote(text="4.0"), key=Quote(text="4"))
    quotes = [seg.text for seg in line if isinstance(seg, Quote)]
    assert quotes == ["4.0", "4"]
    assert all(isinstance(seg, Words | Quote) for seg in line)


def test_what_a_line_shows_is_made_safe_to_show() -> None:
    """A value the bot writes in its own words is shown safely (`bot.text.shown`), as the
    template's own text is, and a line reads the same the second time (the template kept parsed)."""
    catalog = Catalog(tables={"en": {"k": "Role\u202e: {role}, {when}, {n}\r\n{up, plural, one {# \u200bitem} other {# items}}"}},
                      languages=("en",))
    for _ in range(2):
        line = catalog.line("en", "k", role="ad\u200bmin\r", when=datetime(2024, 3, 5, tzinfo=UTC), n=Percent(0.5), up=1)
        assert [type(seg) for seg in line] == [Words]
        text = line[0].text
        assert text.startswith("Role\ufffd: ad\ufffdmin\ufffd, ") and "50%\n1 \ufffditem" in text


def test_own_words_are_the_words_validation_builds() -> None:
    """`shown_words` (the catalog's runs of its own words, not validated again) builds the model
    `Words(text=...)` builds from a shown text: the same fields, fields set, dump and equality."""
    for raw in ("", "plain", "Role\u202e: ad\u200bmin\r\n1 item\r", "\ud800 é 日本 \x1b[31m"):
        text = shown(raw)
        own, validated = shown_words(text), Words(text=raw)
        assert own == validated and own.__dict__ == validated.__dict__
        assert own.__pydantic_fields_set__ == validated.__pydantic_fields_set__ == {"text"}
        assert (own.__pydantic_extra__, own.__pydantic_private__) == (validated.__pydantic_extra__,
                                                                      validated.__pydantic_private__)
        assert own.model_dump_json() == validated.model_dump_json() and repr(own) == repr(validated)
        assert own.model_copy(update={"text": "x"}) == validated.model_copy(update={"text": "x"})


@pytest.mark.parametrize("lang", SUPPORTED_LANGUAGES)
def test_every_line_holds_the_words_validation_would(lang: str) -> None:
    """Each run of a line's own words is already shown (so `shown_words` gives what validating it gave),
    for every message filled in with values holding what `shown` replaces (a CR at either end too);
    a str given in a list is validated, as it always was."""
    catalog = Catalog()
    hostile = "\r\u200bx\u202e\r"
    for key in catalog.keys(lang):
        template = catalog.template(lang, key)
        plural = {name for _, name, forms in catalog_parsed(template) if forms}
        for count in (1, 3):
            params: dict[str, object] = {name: count if name in plural else hostile for name in placeholders(template)}
            params["count"] = count
            for line in (catalog.line(lang, key, **params),
                         catalog.line(lang, key, **{n: [Words(text=hostile), Quote(text="q")] for n in params})
                         if not plural and "count" not in placeholders(template) else []):
                for seg in line:
                    if isinstance(seg, Words):
                        assert shown(seg.text) == seg.text and seg == Words(text=seg.text), (key, seg.text)
    line = Catalog(tables={"en": {"k": "a\n{part}"}}, languages=("en",)).line("en", "k", part=["\r", "b"])
    assert line == [Words(text="a\n\ufffdb")] and line[0].__pydantic_fields_set__ == {"text"}
