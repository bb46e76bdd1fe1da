"""A language added by its pack and its catalog alone: an Italian pack defined here joins the
registry, and the detector, the router (ceiling, linking, small talk, help), yes/no, follow-ups
and the catalog all speak it, with nothing else changed. (A language of the product is a module
in bot/languages/packs/ and its catalog bot/i18n/<code>.py, found by `default_languages()`.)"""

from __future__ import annotations

import pytest

from bot.app.runtime import all_skills
from bot.followup import is_follow_up
from bot.i18n import Catalog
from bot.language import LanguageDetector, answer_of
from bot.languages import LanguagePack, Languages, Lexicon, Phrase, default_languages
from bot.routing import Router

ITALIAN = LanguagePack(
    code="it",
    yes=frozenset({"sì", "si", "certo", "va bene", "procedi"}),
    no=frozenset({"no", "annulla", "lascia perdere"}),
    hints=r"\b(il|lo|gli|della|perché|perche|che|non|sono|puoi|grazie|ciao|questo|su)\b",
    ceiling=Lexicon(
        delete=r"\b(cancell\w*|elimin\w*|rimuov\w*|distrugg\w*|butta\w* via)\b",
        benchmark=r"\bbenchmarks?\b|\bdel tutto\b|\bper sempre\b",
        runs=r"\b(tutte?|tutti)\b.{0,20}\b(esecuzioni|run|risultati)\b",
        set=r"\b(imposta\w*|metti|cambia\w*|modifica\w*|correggi\w*|segna\w*)\b",
        put=r"\b(imposta\w*|metti|registra\w*|segna\w*)\b",
        score=r"\b(punteggio|punteggi|risultato|risultati|voto)\b",
        by_hand=r"\ba mano\b|\bmanualmente\b",
        mark_right=r"\bsegna\w*\b.{0,40}\bcome (corrett|giust)\w*",
        innocent=r"\b(item|domanda|domande|chiave|riferimento|proposta|account|crediti)\b|#\d",
        keep=r"\b(questa|la) esecuzione\b",
        how=r"\bcome (posso|si|faccio)\b|\bè possibile\b|\bchi può\b",
        question=r"\b(perche|quale|quanto)\b",
    ),
    link=(Phrase(pattern=r"\b(collega|connetti|associa)\w*\b.{0,30}\b(il mio )?(account|benchgen)\b", intent="link"),),
    short=(Phrase(pattern=r"^\W*(ciao|buongiorno|salve)\W*$", intent="greeting"),
           Phrase(pattern=r"^\W*(grazie|grazie mille)\W*$", intent="thanks"),
           Phrase(pattern=r"^\W*aiuto\W*$", intent="help")),
    examples={"smalltalk": {"greeting": ("ciao", "buongiorno", "salve a tutti"), "thanks": ("grazie", "grazie mille"),
                            "ack": ("perfetto", "ottimo", "capito")},
              "help": {"help": ("aiuto", "ho bisogno di aiuto")}},
    follow_up=r"^(e|e per|lo stesso (per|su))\b",
    again=r"\b(proponi|riproponi)\w*\b.{0,15}\b(di nuovo|ancora)\b",
)


@pytest.fixture(scope="module")
def languages() -> Languages:
    return default_languages().with_packs(ITALIAN)


@pytest.fixture(scope="module")
def router(languages: Languages) -> Router:
    return Router(all_skills(), packs=languages)


def test_the_pack_joins_the_registry(languages: Languages) -> None:
    assert "it" in languages.codes and "it" not in default_languages().codes
    assert languages.codes[0] == "en" and set(default_languages().codes) < set(languages.codes)


def test_messages_in_it_are_recognised_as_it(languages: Languages) -> None:
    detector = LanguageDetector(languages=languages)
    assert detector.detect("perché tiny-1 è andato così male su gsm-mini?") == "it"
    assert detector.detect("ciao") == "it"
    assert detector.detect("warum ist tiny-1 auf gsm-mini so schlecht?") == "de"  # the others still are


@pytest.mark.parametrize(("text", "decision", "intent"), [
    ("ciao", "smalltalk", "greeting"),
    ("grazie mille", "smalltalk", "thanks"),
    ("aiuto", "help", "help"),
    ("cancella il benchmark gsm-mini", "refuse", "delete_benchmark"),
    ("imposta il punteggio di tiny-1 su gsm-mini a 95", "refuse", "set_score"),
    ("collega il mio account benchgen", "link", "link"),
])
def test_the_router_reads_it(router: Router, text: str, decision: str, intent: str) -> None:
    route = router.route(text, "it")
    assert (route.decision, route.intent) == (decision, intent)


def test_its_look_alikes_are_not_refused(router: Router) -> None:
    assert router.route("come posso cancellare un benchmark?", "it").decision != "refuse"
    assert router.route("rimuovi l'item 4 da gsm-mini", "it").decision != "refuse"


def test_yes_no_and_follow_ups_in_it(languages: Languages) -> None:
    assert answer_of("procedi", languages) == ("yes", "it")
    assert answer_of("lascia perdere", languages) == ("no", "it")
    assert answer_of("procedi") is None  # not a word of the packs present
    assert is_follow_up("lo stesso su gsm-mini?", languages)
    assert not is_follow_up("lo stesso su gsm-mini?")


def test_its_catalog_answers_in_it() -> None:
    catalog = Catalog(("en", "it"), tables={"it": {"smalltalk.greeting": "Ciao! Come posso aiutarti?"}})
    assert catalog.text("it", "smalltalk.greeting") == "Ciao! Come posso aiutarti?"
    assert catalog.text("it", "smalltalk.thanks") == catalog.text("en", "smalltalk.thanks")  # not yet translated
