"""Conversation 5 of SCENARIOS.md: the improvement loop in German and in Japanese, and the main
conversations in every supported language with no English left in the bot's own words."""

from __future__ import annotations

import re

import pytest

from bot.i18n import Catalog
from bot.i18n.en import MESSAGES as ENGLISH
from bot.text import Words
from tests.driver import ChatDriver, Sent, joined

PLACEHOLDER = re.compile(r"\{\w+\}")


def english_fragments() -> set[str]:
    """Every piece of English catalog text long enough to be a telltale (three words or more)."""
    fragments = set()
    for template in ENGLISH.values():
        for piece in PLACEHOLDER.split(template):
            piece = piece.strip(" •:;,.()“”")
            if len(piece.split()) >= 3 and re.search(r"[a-z]{3}", piece):
                fragments.add(piece)
    return fragments


def own_words(sent: list[Sent]) -> str:
    """What the bot wrote itself: its Words and its button labels, never quoted data."""
    parts = [seg.text for s in sent for line in s.message.lines for seg in line if isinstance(seg, Words)]
    parts += [b.label for s in sent for b in s.buttons]
    return "\n".join(parts)


def assert_no_english(sent: list[Sent]) -> None:
    words = own_words(sent)
    leaked = sorted(f for f in english_fragments() if f in words)
    assert not leaked, f"English fragments in the reply: {leaked}\n{words}"


def spaces(text: str) -> str:
    return text.replace("\xa0", " ").replace("\u202f", " ")


async def test_conversation_5_in_german(chat: ChatDriver, runtime) -> None:
    replies = await chat.push("ana", "warum hat tiny-1 auf gsm-mini so schlecht abgeschnitten?")
    text = spaces(joined(replies))
    assert "tiny-1 erreichte 60 % (12/20) auf gsm-mini Version 1." in text
    assert "Von seinen 8 Fehlern:" in text
    assert "• 5 sind richtige Antworten, nur anders geschrieben" in text
    assert "60 % → 85 %, 5 falsch → richtig, 0 richtig → falsch" in text
    assert "• 2 sind echte Fehler des Modells:" in text
    assert "• 1 sollte sich ein Mensch ansehen" in text
    assert "Die Referenz sagt 24, und jedes Modell antwortet 42 (tiny-1, tiny-2)" in text
    proposal = replies[-1]
    assert [b.label for b in proposal.buttons] == ["Bestätigen", "Abbrechen"]
    assert "tiny-1: 60 % → 85 %" in spaces(proposal.text)
    assert "tiny-2: unverändert bei 90 %" in spaces(proposal.text)
    everything = list(replies)

    replies = await chat.push("ana", "ja")
    text = spaces(joined(replies))
    assert "Bestätigt von ana." in text
    assert "gsm-mini ist jetzt Version 2" in text
    assert "20 Credits (Guthaben 500 → 480)" in spaces(replies[-1].text)
    assert [b.label for b in replies[-1].buttons] == ["Bestätigen", "Abbrechen"]
    everything += replies

    replies = await chat.push("ana", "ja")
    assert "tiny-1 läuft auf gsm-mini Version 2" in joined(replies)
    later = await chat.settle()
    result = spaces(joined(later))
    assert "erreichte 85 % (17/20) auf gsm-mini Version 2" in result
    assert "Vorher: 60 % (12/20) auf Version 1" in result
    assert "5 Aufgaben sind jetzt richtig, 0 jetzt falsch" in result
    everything += replies + later
    assert_no_english(everything)

    balance = await chat.push("ana", "wie viele Credits haben wir noch?")
    assert "480 Credits" in joined(balance)


async def test_conversation_5_in_japanese(chat: ChatDriver, runtime) -> None:
    replies = await chat.push("ana", "tiny-1 の gsm-mini のスコアはなぜ低いの？")
    text = joined(replies)
    assert "tiny-1 は gsm-mini バージョン 1 で 60%（12/20）でした。" in text
    assert "不正解 8 件の内訳：" in text
    assert "• 5 件は正しい答えですが" in text
    assert "60% → 85%、不正解 → 正解 5 件、正解 → 不正解 0 件。" in text
    assert "• 2 件はモデル自身の誤りです" in text
    assert "• 1 件は人による確認をおすすめします" in text
    assert "参照解答は 24 ですが、すべてのモデルが 42 と答えています（tiny-1, tiny-2）" in text
    proposal = replies[-1]
    assert [b.label for b in proposal.buttons] == ["確定する", "キャンセル"]
    assert "tiny-1：60% → 85%" in proposal.text
    assert "tiny-2：90% のまま変わりません" in proposal.text
    everything = list(replies)

    replies = await chat.push("ana", "はい")
    text = joined(replies)
    assert "ana さんが確定しました。" in text
    assert "gsm-mini はバージョン 2 になりました" in text
    assert "20 クレジット（残高 500 → 480）" in replies[-1].text
    everything += replies

    replies = await chat.push("ana", "はい")
    assert "tiny-1 を gsm-mini バージョン 2 で実行中" in joined(replies)
    later = await chat.settle()
    result = joined(later)
    assert "gsm-mini バージョン 2 で 85%（17/20）でした" in result
    assert "以前：バージョン 1" in result and "60%（12/20）" in result
    everything += replies + later
    assert_no_english(everything)


async def test_conversation_14_in_german(chat: ChatDriver, runtime) -> None:
    replies = await chat.push("ana", "schau dir Item 13 von gsm-mini an")
    text = spaces(joined(replies))
    assert "Frage: An egg box holds 6 rows of 7 eggs." in text
    assert "Die Referenz sagt 24, und jedes Modell antwortet 42 (tiny-1, tiny-2)." in text
    assert "ein Beweis ist es nicht" in text
    assert not any(s.buttons for s in replies)
    everything = list(replies)

    replies = await chat.push("ana", "ändere die Referenz von Item 13 auf 42")
    proposal = replies[-1]
    assert [b.label for b in proposal.buttons] == ["Bestätigen", "Abbrechen"]
    assert "Die Referenzantwort ändert sich von 24 zu 42" in proposal.text
    everything += replies
    assert_no_english(everything)


CONVERSATIONS = {
    "de": ("warum hat tiny-1 auf gsm-mini so schlecht abgeschnitten?", "ja"),
    "fr": ("pourquoi tiny-1 a un score si bas sur gsm-mini ?", "oui"),
    "es": ("¿por qué tiny-1 sacó tan poca puntuación en gsm-mini?", "sí"),
    "pt": ("por que o tiny-1 teve uma pontuação tão baixa no gsm-mini?", "sim"),
    "ja": ("tiny-1 の gsm-mini のスコアはなぜ低いの？", "はい"),
    "zh": ("为什么 tiny-1 在 gsm-mini 上得分这么低？", "是的"),
}


@pytest.mark.parametrize("lang", sorted(CONVERSATIONS))
async def test_the_improvement_loop_has_no_english_in_any_language(chat: ChatDriver, lang: str) -> None:
    question, yes = CONVERSATIONS[lang]
    catalog = Catalog()
    sent = await chat.push("ana", question)
    assert "12/20" in joined(sent)
    labels = [catalog.text(lang, "button.confirm"), catalog.text(lang, "button.cancel")]
    assert [b.label for b in sent[-1].buttons] == labels
    sent += await chat.push("ana", yes)
    assert [b.label for b in sent[-1].buttons] == labels
    sent += await chat.push("ana", yes)
    sent += await chat.settle()
    assert "17/20" in joined(sent)
    assert_no_english(sent)


@pytest.mark.parametrize(("lang", "question", "no"), [
    ("de", "korrigier die Ergebnisse von tiny-1 auf gsm-mini", "nein"),
    ("fr", "corrige les résultats de tiny-1 sur gsm-mini", "non"),
    ("ja", "gsm-mini の tiny-1 の結果を直して", "いいえ"),
    ("zh", "修正 tiny-1 在 gsm-mini 上的结果", "不"),
])
async def test_clarify_and_no_in_the_users_language(chat: ChatDriver, runtime, lang: str, question: str,
                                                    no: str) -> None:
    catalog = Catalog()
    replies = await chat.push("ana", question)
    assert len(replies) == 1 and replies[0].buttons
    assert [b.label for b in replies[0].buttons] == [catalog.text(lang, "choice.benchmark-edit"),
                                                   catalog.text(lang, "choice.training-launch")]
    replies = await chat.click("ana", replies[0].buttons[0])
    assert catalog.text(lang, "button.confirm") in [b.label for b in replies[-1].buttons]
    before = len(runtime.requests)
    replies = await chat.push("ana", no)
    assert catalog.text(lang, "confirm.cancelled") in joined(replies)
    assert [r for r in runtime.requests[before:] if r[0] != "GET" and not r[1].endswith("/oauth/token")] == []


async def test_a_forbidden_request_in_a_language_the_bot_does_not_speak_is_refused_in_english(chat: ChatDriver,
                                                                                                runtime) -> None:
    before = len(runtime.requests)
    for thread, (text, intent) in enumerate([("cancella il benchmark capitals, non serve più", "delete_benchmark"),
                                             ("Поставь tiny-1 на gsm-mini оценку 90%, пожалуйста", "set_score"),
                                             ("verwijder alle runs van gsm-mini", "delete_runs")]):
        replies = await chat.push("ana", text, thread=f"o{thread}")
        assert joined(replies) == ENGLISH[f"refuse.{intent}"], text
    assert runtime.requests[before:] == [], "nothing at all is called for a refusal"


async def test_a_language_the_bot_does_not_speak_gets_the_english_list(chat: ChatDriver, runtime) -> None:
    before = len(runtime.requests)
    replies = await chat.push("ana", "perché tiny-1 ha ottenuto un punteggio così basso su gsm-mini?")
    assert joined(replies) == ENGLISH["language.unsupported"]
    assert runtime.requests[before:] == [], "nothing is called for a message the bot cannot read"
    replies = await chat.push("ana", "warum hat tiny-1 auf gsm-mini so schlecht abgeschnitten?", thread="t2")
    assert "60 %" in spaces(joined(replies))
