"""Language detection on short chat messages full of names, with the thread and locale as priors."""

from __future__ import annotations

import pytest

from bot.entities import mask
from bot.i18n import SUPPORTED_LANGUAGES
from bot.language import LanguageDetector, answer_of
from bot.languages import default_languages


@pytest.mark.parametrize(("text", "verdict", "lang"), [
    ("ja", "yes", "de"), ("oui", "yes", "fr"), ("sí", "yes", "es"), ("sim", "yes", "pt"), ("はい", "yes", "ja"),
    ("是", "yes", "zh"), ("好的", "yes", "zh"), ("yes", "yes", "en"),
    ("nein", "no", "de"), ("non", "no", "fr"), ("não", "no", "pt"), ("いいえ", "no", "ja"), ("不", "no", "zh"),
    ("no", "no", None),  # English and Spanish
])
def test_yes_and_no_in_every_language(text: str, verdict: str, lang: str | None) -> None:
    assert answer_of(text) == (verdict, lang)
    assert answer_of(f"  {text.upper()}! ") == (verdict, lang) or not text.isascii()


def test_every_language_has_yes_and_no_words() -> None:
    packs = default_languages()
    assert set(packs.codes) == {"en", "de", "fr", "es", "pt", "ja", "zh"}
    assert all(pack.yes and pack.no for pack in packs)


def test_masking_keeps_only_the_words() -> None:
    assert mask('warum hat tiny-1 auf gsm-mini 60% bei "4.0"?') == "warum hat auf bei ?"
    assert mask("look at run_ab12cd34 on https://example.com/x") == "look at on"
    assert "capitals" not in mask("warum ist tiny-1 auf capitals schlecht", names=["capitals"])


@pytest.mark.parametrize(("text", "prior", "expected"), [
    ("ok", "de", "de"), ("ok", "ja", "ja"), ("ok", None, "en"), ("ja", None, "de"), ("ja", "de", "de"),
    ("no", "es", "es"), ("no", "en", "en"), ("no", None, "en"), ("はい", "en", "en"), ("はい", None, "ja"),
    ("sim", None, "pt"), ("確認", "ja", "ja"), ("确认", None, "zh"),
])
def test_short_replies_take_the_thread_or_locale_language(detector: LanguageDetector, text: str,
                                                          prior: str | None, expected: str) -> None:
    assert detector.detect(text, prior=prior) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("warum hat tiny-1 auf gsm-mini so schlecht abgeschnitten?", "de"),
    ("compare tiny-1 et tiny-2 sur gsm-mini", "fr"),
    ("compare tiny-1 e tiny-2 no gsm-mini", "pt"),
    ("compara tiny-1 y tiny-2 en gsm-mini", "es"),
    ("run tiny-1 on gsm-mini", "en"),
    ("tiny-1 の gsm-mini", "ja"),
    ("tiny-1 在 gsm-mini 上", "zh"),
    ("perché tiny-1 ha ottenuto un punteggio così basso su gsm-mini?", "it"),
    ("waarom scoorde tiny-1 zo laag op gsm-mini?", "nl"),
    ("почему у tiny-1 такой низкий балл?", "ru"),
    ("왜 tiny-1 점수가 이렇게 낮아?", "ko"),
])
def test_names_do_not_mislead_the_detector(detector: LanguageDetector, text: str, expected: str) -> None:
    assert detector.detect(text) == expected


def test_a_long_message_overrides_the_thread_language(detector: LanguageDetector) -> None:
    assert detector.detect("pourquoi tiny-1 a un score si bas sur gsm-mini ?", prior="de") == "fr"


@pytest.mark.parametrize("text", [
    # Italian, Dutch, Swedish, Polish, Turkish, Indonesian: their own words and letters, among names
    # and English words ("fine-tune", "run", "dataset") that must not decide.
    "mi mostri i risultati di tiny-1 su gsm-mini?", "quanto ha fatto tiny-2 su capitals", "grazie, perfetto",
    "chi può eliminare un benchmark?", "cos'è BenchGen?", "il run è fallito di nuovo",
    "hoeveel credits heb ik nog?", "vergelijk tiny-1 met tiny-2 op capitals", "dank je wel!",
    "kun je de fine-tune van tiny-1 doen met de nieuwe dataset?", "de run is weer mislukt",
    "jämför tiny-1 och tiny-2", "hur många krediter har jag kvar?", "tack så mycket",
    "pokaż wyniki tiny-1 na capitals", "porównaj tiny-1 i tiny-2", "dzięki!", "czy możesz zrobić fine-tune tiny-1?",
    "va bene, procedi", "kapan terakhir kali tiny-1 dijalankan?", "wanneer is de laatste run gestart?",
    "kan jag se nyckeln för capitals?", "förlåt, jag förstod inte", "özür dilerim, anlamadım",
    "tiny-1 için sonuçları göster", "teşekkürler", "kaç kredim kaldı?",
    "tampilkan hasil tiny-1 di capitals", "tolong jalankan tiny-2 di gsm-mini", "saya tidak mengerti",
    "tại sao điểm của tiny-2 thấp vậy?", "hvorfor er scoren så lav?",
    # "benchmark" with a Nordic or Turkish ending is a loanword, no German; a name's Finnish ending
    # ("gsm-minissä") is no German umlaut; words Danish and Norwegian share count for them together
    "ta bort benchmarken capitals helt", "muuta tiny-2:n pistemäärä gsm-minissä 70 prosenttiin",
    "Kan du slette benchmarken gsm-mini?", "slett hele benchmarken capitals",
    # A script of its own decides at once.
    "спасибо", "δείξε μου τα αποτελέσματα", "اعرض نتائج tiny-1", "tiny-1 के नतीजे दिखाओ", "도와줘",
])
def test_a_language_the_bot_does_not_speak_is_recognised(detector: LanguageDetector, text: str) -> None:
    assert detector.detect(text) not in SUPPORTED_LANGUAGES


@pytest.mark.parametrize(("text", "expected"), [
    # Portuguese against Spanish on short messages.
    ("beleza", "pt"), ("tá bom, pode rodar", "pt"), ("e o capitals?", "pt"), ("não funcionou", "pt"),
    ("cancela isso", "pt"), ("que legal, valeu", "pt"), ("dá uma olhada no item 7", "pt"),
    ("vale, genial", "es"), ("¿y capitals?", "es"), ("no funcionó", "es"), ("cancela eso", "es"),
    ("qué bien, gracias", "es"), ("muéstramelo", "es"), ("dime la nota de tiny-2 en capitals", "es"),
    # English words inside another language's sentence do not make it English, nor Italian or Dutch.
    ("pode fazer o fine-tune do tiny-1 com o dataset novo?", "pt"), ("el run falló otra vez", "es"),
    ("die Accuracy von tiny-2 ist auf capitals stark gefallen", "de"), ("le run a encore planté", "fr"),
    ("que fait BenchGen ?", "fr"), ("pls rerun tiny-1 per the plan", "en"),
    ("van der Berg asked me to rerun tiny-1", "en"), ("fine tune tiny-1 w/ gsm-train", "en"),
    ("zeig mir die Ergebnisse von tiny-1 auf capitals", "de"), ("ok, mach das", "de"), ("non, annule", "fr"),
    # Typed in a hurry: stretched, run together, with a filler.
    ("graciass", "es"), ("obrigadoo", "pt"), ("hilfe pls", "de"), ("porfavor lanza tiny1", "es"),
])
def test_supported_languages_are_told_apart(detector: LanguageDetector, text: str, expected: str) -> None:
    assert detector.detect(text) == expected


@pytest.mark.parametrize(("text", "prior", "expected"), [
    ("hhhhhh", "de", "de"), ("eeeeeeee", "pt", "pt"), ("kkkkkk", "pt", "pt"), ("hhhhhh", None, "en"),
    ("qsdfqsdf", None, "fr"), ("asdfgç", None, "pt"),  # the keyboard it was typed on: AZERTY, Portuguese
])
def test_keyboard_mashing_keeps_the_thread_language(detector: LanguageDetector, text: str, prior: str | None,
                                                    expected: str) -> None:
    assert detector.detect(text, prior=prior) == expected


def test_one_word_of_another_language_does_not_leave_the_thread(detector: LanguageDetector) -> None:
    assert detector.detect("grazie mille", prior="de") == "de"
    assert detector.detect("ok, ciao", prior="de") == "de"
    assert detector.detect("tak", prior="en") == "en"
    assert detector.detect("grazie mille") == "it"  # a new thread has nothing to keep
    assert detector.detect("dank je wel", prior="en") == "nl"  # two words of it
    assert detector.detect("dzięki", prior="en") == "pl"  # a letter of its own



@pytest.mark.parametrize(("text", "expected"), [
    # A benchmark's name after a reference ("item 3 do capitals") is not a word of the message, though
    # it is an English word: the Portuguese or Spanish around it decides.
    ("remove o item 3 do capitals", "pt"), ("mostra o item 2 do capitals", "pt"), ("remove item 3 from capitals", "en"),
    ("elimina la pregunta 4 de capitals", "es"),
    # Words only one of a close pair writes: French "il y a", "toi" (not Spanish "y"); Spanish "ese",
    # "eso" (Portuguese "esse", "isso"); Portuguese "quem" (Spanish "quién"), "pf".
    ("occupe-toi du run, il y a un bug", "fr"), ("il y a un souci avec capitals", "fr"), ("occupe-toi de ça", "fr"),
    ("no, cancela esa corrida", "es"), ("eso no funciona", "es"), ("quem lançou isso?", "pt"), ("ajuda pf", "pt"),
    ("me ajuda aqui", "pt"), ("tô sem créditos", "pt"), ("cadê o resultado?", "pt"),
    ("no puede ser", "es"), ("sin créditos", "es"), ("hasta luego", "es"), ("hoy falló", "es"),
    ("list of benchmarks", "en"),
])
def test_close_languages_and_names_on_short_messages(detector: LanguageDetector, text: str, expected: str) -> None:
    assert detector.detect(text) == expected


def test_polish_second_person_is_recognised(detector: LanguageDetector) -> None:
    assert detector.detect("co robisz?") not in SUPPORTED_LANGUAGES
    assert detector.detect("co możesz zrobić?") not in SUPPORTED_LANGUAGES


def test_an_international_word_keeps_the_thread_language(detector: LanguageDetector) -> None:
    """"ok super" is said in French as in German: a French thread stays French."""
    assert detector.detect("ok super", prior="fr") == "fr"
    assert detector.detect("ok super", prior="de") == "de"
    assert detector.detect("ok cool", prior="fr") == "fr"


@pytest.mark.parametrize(("text", "expected"), [
    ("Moin 👋", "de"), ("servus 🙂", "de"), ("coucou 👋", "fr"), ("hola 🙌", "es"), ("obrigado 🙏", "pt"),
])
def test_a_greeting_or_thanks_with_an_emoji_is_read_by_its_word(detector: LanguageDetector, text: str, expected: str) -> None:
    assert detector.detect(text) == expected


class _NoLingua:
    """Stands in for lingua where a test says it is not asked."""

    def compute_language_confidence_values(self, text: str) -> list[object]:
        raise AssertionError(f"lingua asked about {text!r}")


LONG_AND_CLEAR = [
    ("can you please tell me why the model did so badly on this benchmark and what we should do about it", "en"),
    ("kannst du mir bitte sagen, warum das Modell bei diesem Benchmark so schlecht abgeschnitten hat und was wir jetzt tun sollen", "de"),
    ("peux-tu me dire pourquoi le modèle a eu un score si bas sur ce benchmark et ce que nous devons faire maintenant", "fr"),
    ("puedes decirme por qué el modelo sacó una puntuación tan baja en este benchmark y qué debemos hacer ahora", "es"),
    ("você pode me dizer por que o modelo teve uma nota tão baixa neste benchmark e o que devemos fazer agora", "pt"),
]


@pytest.mark.parametrize(("text", "language"), LONG_AND_CLEAR)
def test_a_message_whose_words_outweigh_anything_lingua_could_say_is_not_given_to_lingua(
    detector: LanguageDetector, monkeypatch: pytest.MonkeyPatch, text: str, language: str
) -> None:
    """Five hint words more than any other language's outweigh lingua's confidence (at most 1, four
    words' worth): the same answer as with lingua asked, for any thread language."""
    import bot.language

    asked = {prior: detector.detect(text, prior=prior) for prior in (None, "en", "de", "ja")}
    with monkeypatch.context() as patched:
        patched.setattr(bot.language, "_beyond_lingua", lambda hits, supported: None)
        assert {prior: detector.detect(text, prior=prior) for prior in asked} == asked == dict.fromkeys(asked, language)
    monkeypatch.setattr(detector, "_lingua", _NoLingua())
    assert {prior: detector.detect(text, prior=prior) for prior in asked} == asked


def test_a_message_with_a_smaller_lead_is_still_given_to_lingua(
    detector: LanguageDetector, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(detector, "_lingua", _NoLingua())
    with pytest.raises(AssertionError, match="lingua asked"):
        detector.detect("why did tiny-1 score so low on gsm-mini-3?")  # English 5 words, German 1 ("so")
