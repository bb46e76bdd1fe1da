"""The classes of messages the thirteenth held-out set's misses showed in English, German and Japanese: each
class in phrasings of our own (none of them is in a routing set) and with the set's own messages."""

from __future__ import annotations

import pytest

from bot.routing import Router

CONTEXT, ANALYZE, EDIT = "benchgen-context", "benchmark-analyze", "benchmark-edit"

# The items a model got wrong, asked as "the items on which it missed" (the verb after the items): a read.
ITEMS_IT_MISSED = [
    ("Zeig mir die Aufgaben, bei denen tiny-1 auf capitals danebengelegen hat", "de", ANALYZE),
    ("Listest du mir die Items auf, wo tiny-1 bei capitals falsch lag?", "de", ANALYZE),
    ("Kannst du mir kurz die Items zeigen, bei denen tiny-2 auf gsm-mini danebenlag? Muss gleich ins Meeting", "de", ANALYZE),
]

# A doubt about a reference answer with "something else" ("was anderes") worked out: the word is no request to
# change it ("ändere"), so it asks to check; a change asked stays an edit.
REFERENCE_DOUBTED = [
    ("Stimmt die Referenz bei Frage 5 von capitals? Ich komme auf was anderes", "de", ANALYZE),
    ("Ist die Musterlösung bei Item 8 von gsm-mini richtig? Bei mir kommt was anderes raus", "de", ANALYZE),
    ("Stimmt die Referenzantwort bei Item 13 von gsm-mini? Ich komm beim Nachrechnen auf was anderes", "de", ANALYZE),
    ("Ändere die Referenz bei Item 13 von gsm-mini auf 42", "de", EDIT),
    ("die Referenz bei Frage 5 ist falsch, ändere sie bitte auf 12", "de", EDIT),
]

# Another answer to let count ("gelten zu lassen"), with a proposal asked: an edit of the key.
ALSO_COUNT = [
    ("Sollte man bei capitals auch \"Wien\" gelten lassen? Falls ja, schlag was vor", "de", EDIT),
    ("Könnte man bei gsm-mini \"42,0\" auch gelten zu lassen? Mach ggf. einen Vorschlag", "de", EDIT),
    ("Wäre es sinnvoll, bei gsm-mini auch \"42.0\" statt nur \"42\" gelten zu lassen? Wenn ja, schlag bitte was vor", "de", EDIT),
]

# "The same for item N", the item named as "14問目" or "item 9" too: the last change repeated on that item (an edit).
SAME_FOR_ITEM = [
    ("same for item 9", "en", EDIT),
    ("ok same for question 4 please", "en", EDIT),
    ("and the same with item 12", "en", EDIT),
    ("item 12も同様に修正して", "ja", EDIT),
    ("3問目にも同じ変更をお願い", "ja", EDIT),
    ("14問目も同じようにお願いします", "ja", EDIT),
    ("item 9も同じように直して", "ja", EDIT),
]

# An item named, what is wrong with it, then "just drop it": removing that item (an edit), whatever the reason.
ITEM_DROPPED_WITH_A_REASON = [
    ("question 4 in gsm-mini has two valid answers, just remove it", "en", EDIT),
    ("q12 on capitals is outdated since the country renamed its capital, please delete it", "en", EDIT),
    ("item 7 in capitals asks for the capital of a country that has two capitals, just drop it", "en", EDIT),
    ("item 3 of capitals looks wrong, can you check it", "en", ANALYZE),
]

# Who may edit or launch ("can X kick off runs or …", "…さんしかできない", "…できるのは誰"): benchgen-context explains roles.
WHO_MAY = [
    ("can maria kick off a run or is she view-only", "en", CONTEXT),
    ("can lena launch runs or is she a viewer", "en", CONTEXT),
    ("runの起動って管理者しかできないんですか", "ja", CONTEXT),
    ("トレーニングを始められるのは誰ですか", "ja", CONTEXT),
    ("誰がベンチマークを編集できますか", "ja", CONTEXT),
    ("キーの変更はadminだけができるの？", "ja", CONTEXT),
    ("can ben kick off runs or is viewer read-only all the way", "en", CONTEXT),
    ("ベンチマークの編集ってcaraさんとanaさんしかできないんでしょうか", "ja", CONTEXT),
]

# A newcomer asks what a quoted word people use means, after an introduction: benchgen-context explains it.
WHAT_A_WORD_MEANS = [
    ("Hello, first week here. When people say \"the key\" for capitals, is that just the answers?", "en", CONTEXT),
    ("hey, new here. everyone keeps mentioning \"references\" for gsm-mini - what are those exactly?", "en", CONTEXT),
    ("新しく入りました。ここでいう「リファレンス」って模範解答のことですか？", "ja", CONTEXT),
    ("people say \"tiny-2\" is better, can you compare it with tiny-1 on gsm-mini", "en", ANALYZE),
    ("Hi! I just joined the team on Monday and I'm still getting my bearings. People keep saying \"the key\" when they "
     "talk about gsm-mini — is that just the list of correct answers or something more?", "en", CONTEXT),
    ("はじめまして、今週からチームに入りました。BenchGenでいう「キー」って正解リストのことですか？", "ja", CONTEXT),
]


@pytest.mark.parametrize(("text", "language", "skill"),
                         WHAT_A_WORD_MEANS + WHO_MAY + ITEMS_IT_MISSED + REFERENCE_DOUBTED + ALSO_COUNT + SAME_FOR_ITEM + ITEM_DROPPED_WITH_A_REASON)
def test_routed_to_the_skill(router: Router, text: str, language: str, skill: str) -> None:
    route = router.route(text, language)
    assert (route.decision, route.skill) == ("skill", skill)
