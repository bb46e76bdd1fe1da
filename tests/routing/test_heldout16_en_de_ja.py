"""The classes of misses the sixteenth held-out set showed in English, German and Japanese: numbers said in words
(an item, a value, a model's name), a value stated as "X instead of Y", a vague request to get a number up, answer
forms given as quoted data (in a thread: "the same for „…“ and similar forms"), the failures compared with another
model's or benchmark's, whether the benchmark or the model is at fault, a key doubted in a later sentence, a thanks
before a request, general questions (what something costs, who may, what a term is for), a run fired or cancelled
after the fact, an item's wording swapped. Phrasings of our own per class (none of them is in a routing set), the
contrasts that must not move, then the set's messages."""

from __future__ import annotations

import pytest

from bot.entities import extract
from bot.routing import Router
from bot.spoken_numbers import in_digits

CONTEXT, ANALYZE, EDIT, LAUNCH, TRAINING = (
    "benchgen-context", "benchmark-analyze", "benchmark-edit", "benchmark-launch", "training-launch")
CLARIFY, REFUSE, SMALLTALK = "clarify", "refuse", "smalltalk"


# Numbers said in words: read as digits before the rules and the entity reader.
@pytest.mark.parametrize(("lang", "said", "written"), [
    ("en", "item thirteen of gsm-mini", "item 13 of gsm-mini"),
    ("en", "the key has fifty six instead of sixty five", "the key has 56 instead of 65"),
    ("en", "run tiny two on capitals", "run tiny-2 on capitals"),
    ("en", "looks like tiny won is failing", "looks like tiny-1 is failing"),
    ("en", "why is tiny one so low?", "why is tiny-1 so low?"),
    ("en", "tiny twos accuracy dropped on capitals", "tiny-2's accuracy dropped on capitals"),  # said as its owner's
    ("de", "Aufgabe siebzehn hat die Lösung dreiundzwanzig", "Aufgabe 17 hat die Lösung 23"),
    ("de", "warum ist tiny zwei bei capitals so schlecht", "warum ist tiny-2 bei capitals so schlecht"),
    ("ja", "gsm-miniの十七番、答えは二十三です", "gsm-miniの17番、答えは23です"),
    ("ja", "第五問と三番目の問題", "第5問と3番目の問題"),
    ("zh", "第十二题的答案是一百二十", "第12题的答案是120"),
])
def test_numbers_said_in_words_are_written_in_digits(lang: str, said: str, written: str) -> None:
    assert in_digits(said, lang) == written


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "one of the items looks off"),  # "one" that is no model's digit
    ("en", "which one on capitals is worse?"),
    ("en", "yes, the second option"),
    ("en", "cancel the second one on capitals"),
    ("en", "the failed ones score low"),
    ("en", "tiny ones are fine"),
    ("de", "nimm die andere eins bei capitals"),
    ("en", "accept 'forty two' as an answer"),  # quoted data stays as written
    ("de", "nur eins bei capitals"),
    ("de", "akzeptier „zwölf“ als Antwort"),
    ("ja", "一番低いのはどれ？"),  # 一番: "the most"
    ("ja", "「十二」も正解にして"),
    ("zh", "帮我改一下"),
])
def test_words_that_are_no_number_stay(lang: str, text: str) -> None:
    assert in_digits(text, lang) == text


def test_the_entities_of_a_message_said_aloud() -> None:
    names = {"benchmarks": ["gsm-mini", "capitals"], "models": ["tiny-1", "tiny-2"]}
    found = extract("item thirteen on capitals, why did tiny two miss it", **names, language="en")
    assert (found.items, found.benchmarks, found.models, found.unknown) == ([13], ["capitals"], ["tiny-2"], [])
    found = extract("bitte tiny eins bei gsm-mini, Aufgabe neunzehn", **names, language="de")
    assert (found.items, found.models) == ([19], ["tiny-1"])
    assert extract("capitals の十五番", **names, language="ja").items == [15]
    assert extract("tiny twos results on gsm-mini", **names, language="en").models == ["tiny-2"]
    assert extract("item thirteen", **names).items == []  # without its language, a message is read as written


# Each class: (language, message, expected decision).
SPOKEN = [
    ("en", "item seventeen in gsm-mini has fifty six as its answer but it's sixty five, please fix it", EDIT),
    ("en", "why did tiny two do so badly on capitals", ANALYZE),
    ("de", "verbesser tiny zwei bei gsm-mini", CLARIFY),
    ("de", "Aufgabe siebzehn in gsm-mini: die Lösung ist fünfundsechzig, bitte korrigieren", EDIT),
    ("ja", "gsm-miniの十七番の答えは六十五です。五十六になってるので修正してください", EDIT),
]
VALUE_INSTEAD = [
    ("en", "fix the key of item 9 in gsm-mini, it has 56 instead of 65", EDIT),
    ("en", "gsm-mini item 9: the reference reads 18 rather than 81, correct it please", EDIT),
    ("de", "korrigier den Key von Aufgabe 9 in gsm-mini, da steht 56 statt 65", EDIT),
    ("ja", "gsm-miniの9番のキー、56じゃなくて65なので直して", EDIT),
]
VAGUE = [
    ("en", "the team wasn't happy with tiny-2 on capitals. could you work on getting that score up?", CLARIFY),
    ("en", "can you get tiny-1's number up on gsm-mini", CLARIFY),
]
FORMS_ACCEPTED = [
    ("en", "please add 'Rome, Italy' and 'Roma' as valid answers for that item in capitals", EDIT),
    ("en", "also the same for 'Madrid, Spain' and similar forms", EDIT),
    ("en", "and 'Lisbon (Portugal)' plus other variants like that", EDIT),
    ("de", "bitte dasselbe auch für „Bern, Schweiz“", EDIT),
    ("de", "nimm „Rom, Italien“ als gültige Antwort auf", EDIT),
    ("de", "und „Madrid (Spanien)“ und ähnliche Schreibweisen bitte auch", EDIT),
    ("ja", "「ベルリン（ドイツ）」みたいな書き方もOKにしてください", EDIT),
    ("ja", "ついでに「マドリード、スペイン」も正解として認めてほしいです", EDIT),
]
SAME_FAILURES = [
    ("en", "for tiny-1 on gsm-mini, were the missed questions the same as tiny-2's?", ANALYZE),
    ("en", "does tiny-2 make the same kinds of mistakes on capitals?", ANALYZE),
    ("en", "which items did both models miss on capitals", ANALYZE),
    ("de", "macht tiny-2 bei gsm-mini die gleichen Fehler wie tiny-1?", ANALYZE),
    ("de", "welche Aufgaben haben beide Modelle bei capitals falsch?", ANALYZE),
    ("ja", "tiny-2もcapitalsで同じ問題を間違えてる？", ANALYZE),
]
FAULT = [
    ("en", "key problem or model problem? tiny-2 got 55 on gsm-mini", ANALYZE),
    ("en", "tiny-2 got 40% on capitals. is the key being too picky or what", ANALYZE),
    ("de", "tiny-2 hat bei capitals nur 40 %. Ist der Key zu streng oder was", ANALYZE),
]
THANKS_FIRST = [
    ("en", "Thanks a lot! While you're at it, please also accept \"Berlin, Germany\" for that item.", EDIT),
    ("de", "Danke dir! Starte bitte noch tiny-2 auf capitals.", LAUNCH),
    ("ja", "ありがとうございます。capitalsでのtiny-2の結果も見せてください。", ANALYZE),
    ("ja", "ありがとうございました！あと「パリ」だけの答えも受け付けるようにしてほしいです。", EDIT),
]
GENERAL = [
    ("en", "how much does a run of tiny-1 on gsm-mini cost", CONTEXT),
    ("en", "who on the team is allowed to launch runs?", CONTEXT),
    ("ja", "評価1回って何クレジット？", CONTEXT),
    ("ja", "「バージョン」って何のためのものですか？", CONTEXT),
]
LAUNCH_CLASS = [
    ("en", "quick, fire tiny-2 at capitals before the call", LAUNCH),
    ("de", "bitte den Run von tiny-2 auf gsm-mini canceln, der war ein Versehen", LAUNCH),
    ("ja", "capitalsのtiny-1の実行、うっかり始めたので停止してください", LAUNCH),
]
REWORD = [
    ("en", "could you tweak the wording of gsm-mini item 4? it's confusing", EDIT),
    ("en", "swap the phrasing on capitals question 2, it says 'Burma'", EDIT),
    ("de", "kannst du die Formulierung von Aufgabe 4 in gsm-mini anpassen? die ist missverständlich", EDIT),
    ("de", "tausch bitte den Wortlaut von capitals Aufgabe 2 aus, da steht noch Birma", EDIT),
    ("ja", "capitalsの7番、問題文の言い回しを差し替えてもらえますか？曖昧なので", EDIT),
]

# What must not move: a past cost is a read, a thanks alone is small talk, an apology after it too, a key called too
# strict and asked to be widened is an edit, a vague request naming no model asks nothing, the ceiling refuses.
CONTRASTS = [
    ("ja", "昨日のrunは誰が実行して、何クレジット使った？", ANALYZE),
    ("en", "thanks a lot!! sorry for all the questions 🙏", SMALLTALK),
    ("de", "Danke! Das hat mir sehr geholfen.", SMALLTALK),
    ("ja", "ありがとうございます。助かりました。", SMALLTALK),
    ("en", "the capitals key is too strict, widen it", EDIT),
    ("en", "run tiny-1 on gsm-mini again, but tell me what it costs", LAUNCH),
    ("en", "what did the last run of tiny-1 on capitals cost?", ANALYZE),
    ("en", "set tiny-1's score on capitals to ninety", REFUSE),
    ("de", "lösch den capitals benchmark", REFUSE),
    ("en", "fine-tune tiny-1 on gsm-train", TRAINING),
    ("en", "can editors change answer keys?", CONTEXT),
    ("en", "I launched tiny-2 on capitals twice. Could you cancel the second one?", LAUNCH),
    ("ja", "tiny-1とtiny-2のcapitalsでの差は？", ANALYZE),
]

# The set's messages of these classes.
SET = [
    ("en", "how much does 1 run of tiny-2 on capitals cost us", CONTEXT),
    ("en", "customer says Paris, France got marked wrong on capitals. is the key too strict or what", ANALYZE),
    ("en", "benchmark problem or model problem? tiny-1 only 70 on capitals", ANALYZE),
    ("en", "add 'Washington DC' and 'Washington, D.C.' as ok answers for the USA question in capitals", EDIT),
    ("en", "need fresh numbers for standup in 10 — fire tiny-1 at gsm-mini again", LAUNCH),
    ("ja", "ファインチューニングって何クレジット？", CONTEXT),
    ("en", "who in our workspace is allowed to change answer keys? ben says he can't change anything and im not sure "
           "if thats expected", CONTEXT),
    ("en", "is the capitals key being too strict? feels like tiny won is giving right answers and getting marked wrong",
     ANALYZE),
    ("en", "which questions did both models get wrong on gsm-mini 🤔", ANALYZE),
    ("en", "item thirteen on gsm mini is dragging tiny ones score down cause the key says twenty four instead of forty "
           "two can you fix the key so it gets scored properly", EDIT),
    ("en", "Can you swap the wording on capitals item 7? It asks for \"the capital of Holland\", which is ambiguous — "
           "should be the Netherlands.", EDIT),
    ("en", "Heads up, the VP saw tiny-1's 60% on gsm-mini and wasn't thrilled. Could you work on getting that number up "
           "before Thursday's review?", CLARIFY),
    ("en", "ok and for tiny-2 on the same benchmark, were the failed items the same ones?", ANALYZE),
    ("de", "Und bei capitals, sind das dieselben Fehlertypen wie bei gsm-mini?", ANALYZE),
    ("de", "Ja, und bitte dasselbe auch für „Wien, Österreich\" und ähnliche Formen.", EDIT),
    ("de", "Kannst du den Run von tiny-1 auf capitals canceln? Hab ihn aus Versehen gestartet 🙈", LAUNCH),
    ("de", "kannst du tiny eins bei capitals verbessern", CLARIFY),
    ("ja", "お疲れさまです。BenchGen の「クレジット」って具体的に何に使われるものなんでしょうか？新メンバー向けの資料に書きたいので"
           "教えてください。", CONTEXT),
    ("ja", "gsm mini の十三番 答えは四十二です 二十四になってるので直してください", EDIT),
    ("ja", "ありがとうございます。ついでに「ロンドン（イギリス）」みたいな括弧付きの書き方もOKにしてください。", EDIT),
    ("ja", "tiny-2 の capitals の実行、間違えて始めちゃったので止めてください", LAUNCH),
]


def _routed(router: Router, lang: str, text: str) -> str | None:
    route = router.route(text, lang)
    return route.skill if route.decision == "skill" else route.decision


CLASSES = [*SPOKEN, *VALUE_INSTEAD, *VAGUE, *FORMS_ACCEPTED, *SAME_FAILURES, *FAULT, *THANKS_FIRST, *GENERAL,
           *LAUNCH_CLASS, *REWORD]


@pytest.mark.parametrize(("lang", "text", "expected"), CLASSES)
def test_the_classes(router: Router, lang: str, text: str, expected: str) -> None:
    assert _routed(router, lang, text) == expected


@pytest.mark.parametrize(("lang", "text", "expected"), CONTRASTS)
def test_the_contrasts_stay(router: Router, lang: str, text: str, expected: str) -> None:
    assert _routed(router, lang, text) == expected


@pytest.mark.parametrize(("lang", "text", "expected"), SET)
def test_the_sets_messages(router: Router, lang: str, text: str, expected: str) -> None:
    assert _routed(router, lang, text) == expected


def test_a_run_cancelled_after_the_fact_is_the_launchs_cancel(router: Router) -> None:
    for lang, text, _ in LAUNCH_CLASS[1:]:
        assert router.route(text, lang).intent == "cancel"
