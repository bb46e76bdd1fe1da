"""The languages the bot does not speak, as evidence: so that a message in one is said to be one.

Each is declared by what tells it apart from the languages the bot speaks on a short chat message:
its function words and everyday chat words that none of the packs' languages uses (Italian "che",
"della", "grazie"; Dutch "het", "niet", "bedankt"), and the letters of its alphabet none of them
writes (Polish ł, Turkish ı, Swedish å). A script of its own (Cyrillic, Hangul, Arabic...) decides
at once. Words that a supported language shares are left out on purpose ("il" and "non" are French
too, "mi" and "su" Spanish, "na" Portuguese, "den" German): they would count for both.

Patterns are regex alternations on the lower-cased message with its names masked (accents kept).
A language that gains a pack is no longer "other": the detector skips the codes it supports.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from pydantic import BaseModel, ConfigDict

from bot.literals import ScansApart, scans_apart


class OtherLanguage(BaseModel):
    """One language the bot does not speak, by its ISO 639-1 `code`."""

    model_config = ConfigDict(frozen=True)

    code: str
    words: str  # whole words (a regex alternation) that only it uses among the supported languages
    letters: str = ""  # a character class ("[...]") of letters none of the supported languages writes


class Script(BaseModel):
    """A writing system of its own: a message mostly in it is in `code`."""

    model_config = ConfigDict(frozen=True)

    code: str
    letters: str  # a character class


# Scripts a supported language does not write (kana and Han are read by the detector itself).
SCRIPTS: tuple[Script, ...] = (
    Script(code="ko", letters="[\uac00-\ud7af\u1100-\u11ff\u3130-\u318f]"),
    Script(code="ru", letters="[\u0400-\u04ff]"),
    Script(code="el", letters="[\u0370-\u03ff\u1f00-\u1fff]"),
    Script(code="ar", letters="[\u0600-\u06ff\u0750-\u077f]"),
    Script(code="he", letters="[\u0590-\u05ff]"),
    Script(code="hi", letters="[\u0900-\u097f]"),
    Script(code="bn", letters="[\u0980-\u09ff]"),
    Script(code="ta", letters="[\u0b80-\u0bff]"),
    Script(code="th", letters="[\u0e00-\u0e7f]"),
    Script(code="ka", letters="[\u10a0-\u10ff]"),
    Script(code="hy", letters="[\u0530-\u058f]"),
)

OTHERS: tuple[OtherLanguage, ...] = (
    OtherLanguage(
        code="it",
        words=r"che|chi|perch[eé]|pi[uù]|è|\w+'è|della|dello|delle|degli|nella|nelle|negli|nel|sulla|sul|sugli|alla|allo|"
              r"alle|agli|dal|dalla|gli|di|dell'\w*|nell'\w*|sull'\w*|dall'\w*|all'\w*|sono|siamo|hai|ho|abbiamo|"
              r"hanno|questo|questa|questi|quello|quella|quanti|quante|quale|puoi|può|vorrei|voglio|fammi|dimmi|"
              r"mostrami|grazie|ciao|buongiorno|buonasera|per favore|perfavore|anche|ancora|molto|niente|adesso|"
              r"subito|come (?:mai|va|posso|si)|perfetto|ottimo|benissimo|crediti|punteggio|risultati|lancia|fatto|fare|fai|"
              r"cancella|avvia|esegui|addestra|rimuovi|imposta|mio|mia|miei|tuo|ci serve|un po'|bene|tra|fra|\w+zion[ei]|"
              r"cancellare|tutto|tutti|tutte|cliente|clienti|deve|devo|dobbiamo|vederlo|vederla|non (?:lo|la|li|le|mi|ti|ci|si|deve|devo|è)",
    ),
    OtherLanguage(
        code="nl",
        words=r"het|een|ik|jij|jullie|wij|niet|wat|waarom|hoe|hoeveel|welke|waar|mijn|jouw|uw|deze|van|voor|"
              r"naar|kun|kunt|kunnen|zet|bedankt|dankjewel|graag|alsjeblieft|alstublieft|ook|nog|geen|heb|"
              r"hebben|heeft|hebt|wordt|worden|maar|uit|bij|op|goed|laat|toon|geef|moet|zijn|verwijder|doe|"
              r"hoi|wie heeft|leuk|waarde|dank je|dank u|wel|weer|wanneer|niets|niks",
    ),
    OtherLanguage(
        code="sv",
        words=r"vad|hur|när|varför|vilken|vilket|vilka|jag|är|och|inte|det|på|göra|gör|tack|hej|snälla|mig|"
              r"sig|från|också|bara|eller|med|av|för|att|som|mitt|senaste|kör|ta bort|kan du|finns|radera|hela|helt|"
              r"ändra|sätt|poäng\w*|körning\w*|markera|rätt|töm|resultaten",
        letters="[å]",
    ),
    OtherLanguage(
        code="pl",
        words=r"jest|się|czy|jak|dla|proszę|prosze|dzięki|dzieki|dziękuję|dziekuje|cześć|czesc|mój|moja|moje|jaki|jaka|jakie|który|"
              r"która|ile|może|już|też|bardzo|żeby|mam|masz|pokaż|zrób|usuń|zmień|uruchom|wynik|wyniki|tak|"
              # "co" (what); the imperative in -uj, -aj ("wytrenuj", "porównaj"); the second person in -sz
              # ("potrafisz", "możesz", "robisz"), an ending none of the supported languages' words has
              r"co|potrafi\w*|umiesz|\w{3,}[ua]j|\w+[aeiy]sz",
        letters="[ąćęłńśźż]",
    ),
    OtherLanguage(
        code="tr",
        words=r"bir|bu|neden|nasıl|için|lütfen|teşekkür\w*|merhaba|kadar|yok|ile|çok|daha|göster|benim|değil|"
              r"mı|mu|mü|şu|ama|sonra|nedir|kaç|hangi|tamam|evet|hayır|selam|puan\w*|sil|tamamen|tüm|ayarla|yap|olarak|"
              r"sonuc\w*|sonuç\w*",
        letters="[ğışİ]",
    ),
    OtherLanguage(
        code="id",
        words=r"yang|ini|itu|untuk|dengan|apa|bisa|tolong|saya|kamu|tidak|ada|berapa|terima kasih|mengapa|"
              r"kenapa|bagaimana|sudah|belum|akan|jalankan|hapus|skor|dari|pada|juga|coba|tampilkan|lihat|hasil|kapan|[^\W\d_]{3,}kan",
    ),
    OtherLanguage(code="vi", words=r"không|của|được|những|với|cho tôi", letters="[ăđơư\u1ea0-\u1ef9]"),
    OtherLanguage(code="cs", words=r"prosím|děkuji|není|proč|jsem", letters="[řůě]"),
    OtherLanguage(code="ro", words=r"și|pentru|vă rog|mulțumesc", letters="[șțş]"),
    OtherLanguage(code="da", words=r"hvad|hvorfor|hvordan|tak|jeg|ikke|og|slet|slette|hele|sæt|kørsel\w*|ændr\w*|spørgsmål|"
                                   r"resultater\w*",
                  letters="[æø]"),
    OtherLanguage(code="nb", words=r"hva|hvem|takk|jeg|ikke|kan du|vis meg|slett|endre|sett|poengsum\w*|kjøring\w*|fikk|"
                                   r"spørsmål|resultatene"),
    OtherLanguage(code="ca", words=r"amb|gràcies|si us plau|vull|què|perquè|aquest|aquesta|els|tinc|puc|"
                                   r"fes|mostra'm|digues|em pots"),
    # Finnish: its words, and the double vowels and case endings with ä or ö that no German word has
    # ("pistemäärä", "gsm-minissä"), which would otherwise count for German's umlauts
    OtherLanguage(code="fi", words=r"kiitos|mitä|miksi|miten|kuinka|voitko|näytä|minun|ei ole|onko|poista|koko|aseta|"
                                   r"muuta|kaikki|tulos\w*|piste\w*|merkitse|kysymy\w*|vastaus|oikeaksi|nosta|käsin|prosentti\w*|"
                                   r"ehdotu\w*|"
                                   r"\w*(?:ää|yy|öö)\w*|"
                                   r"\w+(?:ssä|stä|llä|ltä|ään)"),
    OtherLanguage(code="hu", words=r"köszönöm|köszi|miért|hogyan|és|mutasd|vagy", letters="[őű]"),
)


def evidence(languages: Iterable[OtherLanguage]) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """Their words and their letters, each read in one pass: a match's group is named for its
    language's code. (Words are tried only where a word starts, which keeps the pass fast.)"""
    languages = list(languages)
    letters = "|".join(f"(?P<{other.code}>{other.letters})" for other in languages if other.letters)
    return re.compile(_words_source(languages, {})), re.compile(letters or "(?!)")


def words_scans_apart(languages: Iterable[OtherLanguage]) -> ScansApart:
    """Their words (`evidence`'s) searched without each language's alternatives that open with a scan
    ("\\w+zion[ei]", "[^\\W\\d_]{3,}kan": tried at every word, each running through it) in a text with none of
    the literals those require (`scans_apart`): there they match nowhere, and the rest as the whole does."""
    languages = list(languages)
    whole = re.compile(_words_source(languages, {}))
    apart = {other.code: found for other in languages if (found := scans_apart(other.words)) is not None}
    if not apart:
        return ScansApart(whole)
    lean = re.compile(_words_source(languages, {code: found[0] for code, found in apart.items()}))
    return ScansApart(whole, (lean, frozenset().union(*(found[1] for found in apart.values()))))


def _words_source(languages: list[OtherLanguage], words: dict[str, str]) -> str:
    """The pattern of their words, each language's its own (`words`: in place of some languages' own)."""
    alternatives = "|".join(rf"(?P<{other.code}>(?:{words.get(other.code, other.words)})(?![\w/-]))"
                            for other in languages)
    return rf"(?<![\w'-])(?:{alternatives or '(?!)'})"


def any_letter(languages: Iterable[OtherLanguage]) -> re.Pattern[str]:
    """Any of their letters (one character class: a quick test before reading whose they are)."""
    letters = "".join(other.letters[1:-1] for other in languages if other.letters)
    return re.compile(f"[{letters}]" if letters else "(?!)")
