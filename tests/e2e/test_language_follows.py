"""The reply's language follows the user: a message's own language when it is clear; the thread's
for a short or ambiguous one ("redo", "item 7", a name); a new thread's from the platform's locale,
else English. Quoted data stays as written and is said to be quoted."""

from __future__ import annotations

from bot.i18n import Catalog
from bot.text import Quote, Words
from tests.driver import ChatDriver, Sent

CATALOG = Catalog()


def own_words(sent: list[Sent]) -> str:
    return " ".join(seg.text for s in sent for line in s.message.lines for seg in line if isinstance(seg, Words))


def language_of(runtime, sent: list[Sent]) -> str:
    """The language the bot wrote in, read from its own words (never from quoted data)."""
    return runtime.dispatcher.detector.detect(own_words(sent))


async def test_a_new_thread_without_a_locale_starts_in_english(chat: ChatDriver, runtime) -> None:
    for thread, text in (("a", "list benchmarks"), ("b", "redo"), ("c", "item 7")):
        assert language_of(runtime, await chat.push("ana", text, thread=thread)) == "en", text


async def test_a_new_thread_starts_from_the_platform_locale(chat: ChatDriver, runtime) -> None:
    for thread, text in (("a", "redo"), ("b", "item 7")):
        assert language_of(runtime, await chat.push("ana", text, thread=thread, locale="de-DE")) == "de", text
    assert language_of(runtime, await chat.push("ana", "list benchmarks", thread="c", locale="de-DE")) == "en"


async def test_short_messages_keep_the_thread_language_and_clear_ones_switch(chat: ChatDriver, runtime) -> None:
    german = await chat.push("ana", "wie viele Credits haben wir noch?")
    assert language_of(runtime, german) == "de"
    assert language_of(runtime, await chat.push("ana", "redo")) == "de"
    assert language_of(runtime, await chat.push("ana", "item 7")) == "de"
    english = await chat.push("ana", "how many credits do we have left?")
    assert "Acme Research has 500 credits left." in "".join(s.text for s in english)
    assert language_of(runtime, english) == "en"
    assert language_of(runtime, await chat.push("ana", "look at item 13 of gsm-mini")) == "en"
    assert language_of(runtime, await chat.push("ana", "und auf capitals?")) == "de"
    assert language_of(runtime, await chat.push("ana", "tiny-1")) == "de"  # a name says nothing


async def test_after_one_german_message_a_short_english_request_is_answered_in_english(chat: ChatDriver,
                                                                                       runtime) -> None:
    await chat.push("ana", "warum hat tiny-1 auf gsm-mini so schlecht abgeschnitten?")
    await chat.push("ana", "nein")
    replies = await chat.push("ana", "look at item 13 of gsm-mini")
    assert language_of(runtime, replies) == "en"
    assert "24" in "".join(s.text for s in replies)


async def test_what_can_you_do_in_japanese_gets_the_help_without_a_puzzled_opener(chat: ChatDriver) -> None:
    replies = await chat.push("ana", "何ができますか？")
    text = "".join(s.text for s in replies)
    assert CATALOG.text("ja", "help.intro") in text
    assert CATALOG.text("ja", "help.unclear") not in text


async def test_the_spanish_training_offer_says_its_description_is_quoted(chat: ChatDriver) -> None:
    replies = await chat.push("ana", "¿es el benchmark o el modelo? tiny-1 en capitals")
    offer = replies[-1]
    assert offer.buttons and "capitals-train" in offer.text
    assert "(citada tal como está escrita): «" in offer.text
    line = next(line for line in offer.message.lines if any("citada" in seg.text for seg in line))
    quoted = [seg.text for seg in line if isinstance(seg, Quote)]
    assert quoted and quoted[-1].isascii()  # the English description, as written, as data


async def test_a_message_nothing_fits_gets_two_short_lines_not_the_whole_help(chat: ChatDriver) -> None:
    for thread, text, lang in (("a", "what is the weather in Paris?", "en"),
                               ("b", "raconte-moi une blague", "fr")):
        replies = await chat.push("ana", text, thread=thread)
        said = "\n".join(s.text for s in replies)
        assert said == CATALOG.text(lang, "help.unclear") + "\n" + CATALOG.text(lang, "help.short"), said
    asked = "\n".join(s.text for s in await chat.push("ana", "what can you do?", thread="c"))
    assert CATALOG.text("en", "help.intro") in asked and CATALOG.text("en", "help.short") not in asked
