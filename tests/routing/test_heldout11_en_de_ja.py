"""The classes of messages the eleventh held-out set's misses showed, in English, German and Japanese
phrasings of their own (none of them is in a routing set): a question about a score asked in passing,
a product question naming a training set, a run's cost or a permission, a colloquial launch, a look at
a doubtful reference or at the failures, where a score comes from."""

from __future__ import annotations

import pytest

from bot.routing import Router

CONTEXT, ANALYZE, EDIT, LAUNCH = "benchgen-context", "benchmark-analyze", "benchmark-edit", "benchmark-launch"

# A question about a score asked mid-discussion: before or after a key fix, counted right or not.
SCORE_IN_PASSING = [
    ("hang on, was that 80% with the old key or the new one?", "en", ANALYZE),
    ("so the 70 for tiny-1, is that before the key change or after?", "en", ANALYZE),
    ("Moment, sind die 60 % vor oder nach der Korrektur am Key?", "de", ANALYZE),
    ("Die 80 % von tiny-1 – zählt Frage 4 da schon mit dem neuen Schlüssel?", "de", ANALYZE),
    ("あれ、その80%って古いキーで採点したやつ？", "ja", ANALYZE),
    ("tiny-1 の70%は、キーを直す前の数字ですか？", "ja", ANALYZE),
]

# Product questions that name a training set, a run's cost or a permission to act.
PRODUCT_QUESTIONS = [
    ("does training always cost 150 credits, or more for a bigger set?", "en", CONTEXT),
    ("ballpark, how many credits would tiny-1 on gsm-mini eat?", "en", CONTEXT),
    ("Welche Datensätze zum Trainieren haben wir eigentlich?", "de", CONTEXT),
    ("Was ist gsm-train eigentlich, ein Benchmark oder Trainingsdaten?", "de", CONTEXT),
    ("Darf Tom als Editor auch Trainings starten?", "de", CONTEXT),
    ("Kann Cara selbst Runs starten oder nur lesen?", "de", CONTEXT),
    ("Was bedeutet bei euch eigentlich „Key zu streng“?", "de", CONTEXT),
    ("Was ist ein Run genau, und warum braucht er Credits?", "de", CONTEXT),
    ("how do you guys compute the score?", "en", CONTEXT),
    ("Wie berechnet ihr eigentlich den Score?", "de", CONTEXT),
    ("ワークスペースにある学習用データセットはどれ？", "ja", CONTEXT),
    ("学習の150クレジットって固定？データの大きさで変わる？", "ja", CONTEXT),
]

# Colloquial launch verbs.
COLLOQUIAL_LAUNCH = [
    ("fire up tiny-1 on capitals please", "en", LAUNCH),
    ("can you spin up a capitals run with tiny-2?", "en", LAUNCH),
    ("Wir brauchen neue Zahlen für tiny-1 auf capitals, kannst du das anwerfen?", "de", LAUNCH),
    ("Wirf mal tiny-2 auf capitals an", "de", LAUNCH),
    ("tiny-2 を gsm-mini でサクッと回しといて", "ja", LAUNCH),
]

# A look at the failures (to judge whether the key is too strict) is a read, not an edit.
LOOK_AT_FAILURES = [
    ("could you grab a couple of the misses on gsm-mini so we can look at them", "en", ANALYZE),
    ("pull some failed items from the capitals run, I want to see if the key is off", "en", ANALYZE),
    ("the reference answer for #13 looks fishy, can you take a look?", "en", ANALYZE),
    ("Die Referenzantwort zu Frage 5 wirkt verdächtig, prüfst du das?", "de", ANALYZE),
]

# Where a score comes from is a read.
SCORE_FROM_WHERE = [
    ("Woher kommen eigentlich die 70 % von tiny-1?", "de", ANALYZE),
    ("tiny-1 の70%ってどこから来てるの？", "ja", ANALYZE),
]


@pytest.mark.parametrize(("text", "language", "skill"),
                         SCORE_IN_PASSING + PRODUCT_QUESTIONS + COLLOQUIAL_LAUNCH + LOOK_AT_FAILURES
                         + SCORE_FROM_WHERE)
def test_routed_to_the_skill(router: Router, text: str, language: str, skill: str) -> None:
    route = router.route(text, language)
    assert (route.decision, route.skill) == ("skill", skill)
