"""The classes of messages the twelfth held-out set's misses showed in English, German and Japanese: each
class in phrasings of our own (none of them is in a routing set) and with the set's own messages."""

from __future__ import annotations

import pytest

from bot.routing import Router

CONTEXT, ANALYZE, EDIT, LAUNCH = "benchgen-context", "benchmark-analyze", "benchmark-edit", "benchmark-launch"
TRAIN = "training-launch"

# Whether an item was counted right for a model: a read of the run (never refused, never an edit).
COUNTED_RIGHT = [
    ("did item 4 get counted as correct for tiny-2 on capitals", "en", ANALYZE),
    ("is question 12 marked wrong for tiny-2", "en", ANALYZE),
    ("Wurde Aufgabe 3 bei tiny-2 als richtig gezählt?", "de", ANALYZE),
    ("Zählt Frage 7 bei tiny-1 eigentlich als richtig?", "de", ANALYZE),
    ("Gilt die Antwort von tiny-2 bei Frage 3 als korrekt?", "de", ANALYZE),
    ("does item 2 count as right for tiny-1?", "en", ANALYZE),
    ("was tiny-2's answer on q7 accepted", "en", ANALYZE),
    ("did tiny-1 get question 3 right on capitals", "en", ANALYZE),
    ("Hat tiny-1 Frage 3 bei capitals richtig beantwortet?", "de", ANALYZE),
    ("tiny-2は問8を正解してる？", "ja", ANALYZE),
    ("問5はtiny-2で正解になってますか", "ja", ANALYZE),
    ("tiny-1の問7、不正解扱いになってる？", "ja", ANALYZE),
]

# A casual doubt about the key or a reference answer, with or without a question mark: a suspicion to check.
CASUAL_DOUBT = [
    ("the gsm-mini key seems too strict to me", "en", ANALYZE),
    ("feels like the capitals key is failing correct answers", "en", ANALYZE),
    ("the reference for item 5 seems wrong to me", "en", ANALYZE),
    ("Der Schlüssel von capitals wirkt zu streng", "de", ANALYZE),
    ("scheint so, als ob der capitals-Key korrekte Antworten ablehnt", "de", ANALYZE),
    ("Die Referenz bei Frage 13 wirkt falsch", "de", ANALYZE),
    ("capitalsのキー、正しい答えを弾いてる気がする", "ja", ANALYZE),
    ("問題5の正解、怪しくない", "ja", ANALYZE),
    ("is the gsm-mini key too strict", "en", ANALYZE),
    ("ist der capitals-Key zu streng", "de", ANALYZE),
    ("the reference for 13 on gsm-mini, is it wrong", "en", ANALYZE),
    ("the capitals key might be too strict", "en", ANALYZE),
    ("capitalsのキー、ちょっと厳しすぎる気がする", "ja", ANALYZE),
    ("Ich glaube, die Referenz bei Frage 13 ist falsch", "de", ANALYZE),
]

# ...while the key said to be too strict, as a statement, or answers judged wrong with a change asked, still widen it.
KEY_TOO_STRICT_SAID = [
    ("Bei capitals wird die Antwort 'Paris, France' als falsch gewertet, erweitere den Key", "de", EDIT),
    ("are the answers marked wrong even though right, widen the capitals key", "en", EDIT),
    ("the capitals key is too strict", "en", EDIT),
    ("der Schlüssel von capitals ist zu streng", "de", EDIT),
]

# A correction that gives the value, the item named by its bare number: an edit of the reference, never refused.
CORRECTION_WITH_VALUE = [
    ("fix the 13 on gsm-mini, it's 42", "en", EDIT),
    ("korrigier die 13 von gsm-mini, das ist 42", "de", EDIT),
    ("Korrigiere bei gsm-mini die Nummer 7, richtig ist 12", "de", EDIT),
    ("gsm-miniの13番、正しくは42だから直して", "ja", EDIT),
    ("gsm-miniの13番は42が正しいので直して", "ja", EDIT),
]

# Stopping a run and running again after a key fix are launches; removing one item with a reason is an edit.
RUNS_AND_ITEMS = [
    ("stop the run of tiny-1 on capitals", "en", LAUNCH),
    ("Stopp den Lauf von tiny-2 auf capitals", "de", LAUNCH),
    ("tiny-2 の capitals の実行を停止して", "ja", LAUNCH),
    ("rerun tiny-1 on gsm-mini after the key fix", "en", LAUNCH),
    ("nach der Key-Korrektur tiny-1 auf gsm-mini nochmal laufen lassen", "de", LAUNCH),
    ("キーを直したらtiny-1をgsm-miniで再実行して", "ja", LAUNCH),
    ("remove item 16 from capitals, it's outdated", "en", EDIT),
    ("nimm Frage 16 aus capitals raus, die ist veraltet", "de", EDIT),
    ("capitalsの問題16は古いので削除して", "ja", EDIT),
]

# ...while asking that the key accept an answer stays an edit, whatever doubt comes first.
DOUBT_THEN_CHANGE = [
    ("I think the capitals key is too strict, can you accept 'Paris, France' as well?", "en", EDIT),
    ("ich glaub der Key bei capitals ist zu streng, kannst du 'Wien' auch akzeptieren?", "de", EDIT),
]

# Which of the failed items failed, and whether any was right after all; where a score comes from.
FAILED_WHICH = [
    ("which ones failed for tiny-2 on capitals", "en", ANALYZE),
    ("where does that 75 percent come from", "en", ANALYZE),
    ("what's behind the 60 % on gsm-mini", "en", ANALYZE),
    ("was steckt hinter den 60 %?", "de", ANALYZE),
    ("wo kommen die 70 % her?", "de", ANALYZE),
    ("welche davon sind bei tiny-1 durchgefallen", "de", ANALYZE),
    ("Woher kommen die 60 Prozent bei tiny-1?", "de", ANALYZE),
    ("tiny-1はどの3問を落とした？", "ja", ANALYZE),
]

# A run's progress is a read, not a launch (a launch asked on the way stays one).
RUN_PROGRESS = [
    ("gsm-miniのランもう終わった？", "ja", ANALYZE),
    ("tiny-2の実行、まだ終わらないの", "ja", ANALYZE),
    ("tiny-1のラン、まだ回ってる？", "ja", ANALYZE),
    ("まだ回ってるならtiny-2も回して", "ja", LAUNCH),
]

# Which training sets exist, or whether there are others: a question about the workspace, not a training.
TRAINING_SETS = [
    ("any other training data besides gsm-train?", "en", CONTEXT),
    ("are there more training sets than capitals-train", "en", CONTEXT),
    ("do we have training data other than gsm-train", "en", CONTEXT),
    ("Haben wir nur gsm-train als Trainingsdaten?", "de", CONTEXT),
    ("学習データはgsm-trainだけ？", "ja", CONTEXT),
    ("Welche Trainingsdaten gibt es außer capitals-train?", "de", CONTEXT),
    ("gsm-train以外に学習用のデータってある？", "ja", CONTEXT),
]

# ...while training a model with one stays a training.
TRAINING_WITH_A_SET = [
    ("train tiny-1 on the other training set", "en", TRAIN),
    ("do a training of tiny-1 on gsm-train", "en", TRAIN),
    ("use the other training set to train tiny-1", "en", TRAIN),
    ("trainier tiny-2 mit den anderen Trainingsdaten", "de", TRAIN),
    ("tiny-2をcapitals-trainで学習させて、他のセットはある？", "ja", TRAIN),
]

# What a word means, what a job costs in credits, how answers are judged, whether someone may act: product questions.
PRODUCT_QUESTIONS = [
    ("what's a credit anyway", "en", CONTEXT),
    ("remind me what a credit is", "en", CONTEXT),
    ("Was genau ist mit „Version“ gemeint?", "de", CONTEXT),
    ("ランって何でしたっけ", "ja", CONTEXT),
    ("I don't really get the term 'version' here", "en", CONTEXT),
    ("Was heißt bei euch eigentlich das Wort „Proposal“?", "de", CONTEXT),
    ("キーって何だっけ", "ja", CONTEXT),
    ("「バージョン」って言葉がよくわからない", "ja", CONTEXT),
    ("Wie viele Credits frisst so ein Training?", "de", CONTEXT),
    ("学習ってクレジットどれくらい食う？", "ja", CONTEXT),
    ("quick q: are answers just matched against the key exactly?", "en", CONTEXT),
    ("回答はキーとどうやって照合されるの？", "ja", CONTEXT),
    ("Wie wird der Score eigentlich berechnet?", "de", CONTEXT),
    ("Wie werden die Antworten eigentlich bewertet?", "de", CONTEXT),
    ("回答ってどうやって判定されてるの？", "ja", CONTEXT),
    ("Nach welchen Regeln wird bewertet?", "de", CONTEXT),
    ("Wird nur exakt verglichen oder werden auch Varianten akzeptiert?", "de", CONTEXT),
    ("Is ben able to launch runs?", "en", CONTEXT),
    ("can ben launch runs?", "en", CONTEXT),
    ("kann ben eigentlich runs starten", "de", CONTEXT),
    ("anaって学習を回せるんだっけ", "ja", CONTEXT),
]

# The held-out set's own messages of these classes.
SET_MESSAGES = [
    ("Kurze Frage zur Bewertung: wird die Antwort einfach mit dem Schlüssel verglichen?", "de", CONTEXT),
    ('Ich bin Praktikant und verstehe den Begriff "Run" noch nicht ganz – ist das ein einzelner Test?', "de", CONTEXT),
    ("学習セットは何がありますか？", "ja", CONTEXT),
    ("whats a key again like the answer key thing", "en", CONTEXT),
    ("how much does a training job eat in credits", "en", CONTEXT),
    ("is capitals-train the only training set or r there more", "en", CONTEXT),
    ("gibts außer gsm-train noch andre trainingsdaten", "de", CONTEXT),
    ("benって実行できるんだっけ", "ja", CONTEXT),
    ("Pasting from the dashboard: 'capitals / tiny-1 / 70% / 6 failed'. Which 6 failed and were any of them "
     "actually right?", "en", ANALYZE),
    ("capitals key feels too strict, is it rejecting legit answers", "en", ANALYZE),
    ("item 13 on gsm mini looks off to me is the reference wrong", "en", ANALYZE),
    ("was item 9 counted right for tiny-1 on gsm-mini", "en", ANALYZE),
    ("wurde frage 5 bei tiny-1 richtig gewertet", "de", ANALYZE),
    ("kommt mir vor als ob capitals richtige antworten ablehnt check mal", "de", ANALYZE),
    ("13問目の正解おかしくない", "ja", ANALYZE),
    ("ランまだ終わらない？", "ja", ANALYZE),
    ("問3ってtiny-1ちゃんと正解扱いになってる", "ja", ANALYZE),
]


@pytest.mark.parametrize(("text", "language", "skill"),
                         COUNTED_RIGHT + CASUAL_DOUBT + DOUBT_THEN_CHANGE + FAILED_WHICH + RUN_PROGRESS + TRAINING_SETS
                         + TRAINING_WITH_A_SET + PRODUCT_QUESTIONS + KEY_TOO_STRICT_SAID + CORRECTION_WITH_VALUE
                         + RUNS_AND_ITEMS + SET_MESSAGES)
def test_routed_to_the_skill(router: Router, text: str, language: str, skill: str) -> None:
    route = router.route(text, language)
    assert (route.decision, route.skill) == ("skill", skill)


# Marking an answer right stays refused, however close to asking whether it was.
STILL_REFUSED = [
    ("count item 4 as correct for tiny-2", "en"),
    ("do count item 4 as correct for tiny-2", "en"),
    ("did you count item 4 as correct for tiny-2? if not do it", "en"),
    ("zähl Frage 7 bei tiny-1 als richtig", "de"),
    ("zählt bitte Frage 7 bei tiny-1 als richtig", "de"),
    ("問3をtiny-1の正解扱いにして", "ja"),
    ("tiny-1の13番を正解にして", "ja"),
    ("tiny-1の13番のスコアを100にして", "ja"),
    ("just bin gsm-mini, we don't need it", "en"),
    ("お願いなんですが、tiny-1の実行で4番を正解扱いにしてもらえませんか", "ja"),  # "なんです" asks no "why"
]


@pytest.mark.parametrize(("text", "language"), STILL_REFUSED)
def test_marking_right_stays_refused(router: Router, text: str, language: str) -> None:
    assert router.route(text, language).decision == "refuse"


# Goodbyes and "otsu", and a greeting that introduces the writer by name and team: small talk.
SMALL_TALK = [
    ("cya", "en"),
    ("see you tomorrow", "en"),
    ("thanks, bye!", "en"),
    ("bye, thanks for the help with capitals", "en"),
    ("hi, I'm Lena from the eval team", "en"),
    ("hey all, this is Marco from research", "en"),
    ("Servus, ich bin Lena aus dem Eval-Team", "de"),
    ("Hallo zusammen, hier ist Jonas vom Infra-Team, freut mich", "de"),
    ("Moin, ich bin Paul aus dem QA-Team", "de"),
    ("Hallo! Ich heiße Jonas und bin im Research-Team", "de"),  # "bin" is no English bin here: nothing refused
    ("おつかれっす", "ja"),
    ("お疲れ様でした！", "ja"),
    ("じゃあまたね", "ja"),
    ("おつです", "ja"),  # the set's
]


@pytest.mark.parametrize(("text", "language"), SMALL_TALK)
def test_small_talk(router: Router, text: str, language: str) -> None:
    assert router.route(text, language).decision == "smalltalk"


# A greeting with a name, then a request: the request.
GREETING_THEN_REQUEST = [
    ("hi I'm Lena, launch tiny-1 on capitals", "en", LAUNCH),
    ("Servus, ich bin Lena und möchte einen Lauf von tiny-1 auf capitals starten", "de", LAUNCH),
]


@pytest.mark.parametrize(("text", "language", "skill"), GREETING_THEN_REQUEST)
def test_greeting_then_request(router: Router, text: str, language: str, skill: str) -> None:
    route = router.route(text, language)
    assert (route.decision, route.skill) == ("skill", skill)
