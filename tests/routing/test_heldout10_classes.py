"""The classes of messages the tenth held-out set's misses showed that this round reads, in phrasings
of their own (none of them is in a routing set): Chinese in Traditional letters read as in Simplified,
a run's progress, the credits left, a run again after a fix, a chat message to delete."""

from __future__ import annotations

import pytest

from bot.routing import Router

CONTEXT, ANALYZE, LAUNCH, TRAIN = "benchgen-context", "benchmark-analyze", "benchmark-launch", "training-launch"

# Traditional letters read as Simplified: the same request, whichever letters it is written in.
TRADITIONAL = [
    ("您好，老闆想知道預算。請問工作區裡還剩多少點數？", CONTEXT),
    ("麻煩您告訴我，我們現在還剩多少積分？", CONTEXT),
    ("請問編輯者和檢視者的權限有什麼區別？", CONTEXT),
    ("能否用gsm-train來訓練tiny-2？", TRAIN),
]

# How far a run is (a launched run named on the way) is a read; "fixed, run it again" a launch.
PROGRESS_AND_RERUN = [
    ("請問 ben 昨天啟動的 tiny-1 在 gsm-mini 上的運行進度如何？", ANALYZE),
    ("tiny-2 在 capitals 上的运行进度怎么样？", ANALYZE),
    ("我下午启动了 tiny-1 的评测，请问还要多久？", ANALYZE),
    ("答案鍵修好了，麻煩再用 tiny-2 跑一次 capitals", LAUNCH),
    ("key改好了，请重新跑一下 tiny-1 在 gsm-mini 上的评测", LAUNCH),
]


@pytest.mark.parametrize(("text", "skill"), TRADITIONAL + PROGRESS_AND_RERUN)
def test_routed_to_the_skill(router: Router, text: str, skill: str) -> None:
    route = router.route(text, "zh")
    assert (route.decision, route.skill) == ("skill", skill)


@pytest.mark.parametrize("text", ["麻煩幫我把剛剛發的那則訊息刪掉", "请把我刚才发的那条消息删除"])
def test_a_chat_message_to_delete_is_off_topic(router: Router, text: str) -> None:
    assert router.route(text, "zh").decision == "help"


def test_thanks_in_traditional_letters_is_small_talk(router: Router) -> None:
    assert router.route("非常感謝您的幫忙，辛苦了！", "zh").decision == "smalltalk"


# r12, English and German: the classes of heldout10's misses in these two languages, phrased anew.
EDIT, CLARIFY = "benchmark-edit", "clarify"
EN_DE_ROUTES = [
    # a long polite message: its request sentence decides
    ("en", "I'm preparing the sprint plan. Would you mind telling me roughly what a run on capitals costs?", CONTEXT),
    ("de", "Ich plane das nächste Quartal. Könnten Sie mir sagen, was ein Lauf auf capitals ungefähr kostet?", CONTEXT),
    ("de", "Lena ist seit letzter Woche im Team. Können Sie mir sagen, ob sie Editorin oder nur Betrachterin ist?", CONTEXT),
    ("en", "I started tiny-1 on capitals an hour ago. Do you know how much longer it will take?", ANALYZE),
    # one item removed, named in the sentence before
    ("en", "Item 5 on gsm-mini is a duplicate of item 4. Please delete that one.", EDIT),
    ("en", "gsm-mini item 11 is ambiguous, drop just that one", EDIT),
    ("de", "Aufgabe 6 in gsm-mini ist kaputt. Streich nur diese eine Frage.", EDIT),
    ("de", "In gsm-mini ist Aufgabe 3 doppelt. Lösch bitte diese Aufgabe.", EDIT),
    # a run, or a key's change or proposal, cancelled
    ("en", "we kicked off two capitals runs, please abort the older one", LAUNCH),
    ("en", "Oops, I launched tiny-2 on capitals by mistake. Please cancel it.", LAUNCH),
    ("de", "Wir haben zwei Läufe von tiny-1 gestartet. Bitte brich den zweiten ab.", LAUNCH),
    ("en", "scrap the proposal, we'll leave the key as it is", EDIT),
    ("de", "brich die Schlüsseländerung bitte ab", EDIT),
    ("de", "vergiss den Vorschlag, wir lassen den Key so", EDIT),
    # what a run costs, who may do what
    ("en", "what's one eval cost on capitals, ballpark", CONTEXT),
    ("en", "so can ana edit the key or not?", CONTEXT),
    ("de", "kann ben jetzt runs starten oder nicht?", CONTEXT),
    # a run's time left
    ("en", "how long until tiny-2's run is done", ANALYZE),
    ("de", "wie lange braucht tiny-1 auf capitals noch?", ANALYZE),
    ("de", "wann ist der gsm-mini-Lauf von tiny-2 fertig?", ANALYZE),
    ("de", "wie viel hatte tiny-2 nochmal bei gsm-mini?", ANALYZE),
    # a key fixed with its value or an approval step
    ("en", "capitals #4 -> 12 please, the key has a typo", EDIT),
    ("de", "korrigier gsm-mini #13 → 42, damit tiny-1 richtig bewertet wird", EDIT),
    ("en", "item 7 in capitals has the wrong capital, the key says Sydney; change it to Canberra, I'll approve it", EDIT),
]


@pytest.mark.parametrize(("language", "text", "skill"), EN_DE_ROUTES)
def test_english_and_german_routed_to_the_skill(router: Router, language: str, text: str, skill: str) -> None:
    route = router.route(text, language)
    assert (route.decision, route.skill) == ("skill", skill)


@pytest.mark.parametrize(("language", "text", "decision"), [
    # a request to do better that says nothing of how
    ("en", "My manager wants tiny-1 to do better on capitals. Could you take care of it?", CLARIFY),
    ("de", "tiny-2 soll auf gsm-mini besser werden, kümmer dich darum", CLARIFY),
    ("de", "Der Teamleiter will, dass tiny-2 auf gsm-mini besser wird. Können Sie das übernehmen?", CLARIFY),
    ("de", "kannst du tiny-2 auf gsm-mini optimieren?", CLARIFY),
    ("en", "could you optimise tiny-1 on capitals before the demo?", CLARIFY),
    # linking
    ("en", "which account is my slack associated with?", "link"),
    ("en", "My Slack isn't hooked up to BenchGen yet. How do I link them?", "link"),
    ("de", "Mein Discord ist noch nicht mit BenchGen verbunden – wie verknüpfe ich die?", "link"),
    ("de", "Mit welchem Konto ist dieser Slack-Nutzer eigentlich zugeordnet?", "link"),
    # small talk: a greeting with an introduction, a dismissal, thanks with praise
    ("en", "Hi all! Just wanted to say hello, I'm the new hire on the eval team.", "smalltalk"),
    ("en", "hello, my name is Priya and I just joined", "smalltalk"),
    ("de", "Hallo zusammen, mein Name ist Jonas und ich bin seit heute dabei.", "smalltalk"),
    ("en", "no, forget it", "smalltalk"),
    ("de", "schon gut, vergiss es", "smalltalk"),
    ("de", "danke, du bist spitze!", "smalltalk"),
    # off topic
    ("en", "can you reserve a table for 6 at 8pm?", "help"),
    ("de", "Kannst du uns ein Hotel in Berlin buchen?", "help"),
])
def test_english_and_german_decided(router: Router, language: str, text: str, decision: str) -> None:
    assert router.route(text, language).decision == decision
