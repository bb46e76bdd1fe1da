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


# r12, Japanese and Chinese: heldout10's classes of misses in phrasings of their own.
EDIT, CLARIFY_DECISION = "benchmark-edit", "clarify"
CJK_TO_SKILL = [
    # a long polite message: the request sentence decides
    ("いつもお世話になっております。来月の予算を組むため、いまワークスペースに残りのクレジットがどれだけあるか教えていただけますでしょうか。", "ja", CONTEXT),
    ("您好，财务那边在问。请问我们工作区现在还剩多少积分？", "zh", CONTEXT),
    ("先週capitalsでtiny-2を評価したら55%でした。これはモデル自体の問題でしょうか、それとも問題文の問題でしょうか。", "ja", ANALYZE),
    ("上周tiny-2在capitals上只拿了55%。想请教一下，这是题目的问题还是模型的问题？", "zh", ANALYZE),
    ("予算の承認は下りています。capitals-trainを使ってtiny-1を学習させてください。", "ja", TRAIN),
    ("预算已经批了。麻烦用gsm-train来训练tiny-1。", "zh", TRAIN),
    # a run's progress, when it ends
    ("30分ほど前にgsm-miniでtiny-1の実行を始めました。あとどれくらいで終わりますか。", "ja", ANALYZE),
    ("capitalsのtiny-2、あと何分くらいで終わる？", "ja", ANALYZE),
    ("gsm-miniの実行、いつごろ完了しそう？", "ja", ANALYZE),
    ("我刚才让tiny-1在gsm-mini上跑了评测，请问大概什么时候结束？", "zh", ANALYZE),
    # one item removed, with a reason or "just that one"
    ("gsm-miniの5問目だけ消しておいてください、答えが二つあるので", "ja", EDIT),
    ("capitalsのitem 9を削除して、重複してる", "ja", EDIT),
    ("capitals的第6题答案有歧义，把第6题删掉吧", "zh", EDIT),
    ("gsm-mini item 12 删了吧，题目重复了", "zh", EDIT),
    # a proposal cancelled
    ("さっき出してもらった提案、やっぱりなしで", "ja", EDIT),
    ("刚才那个提议算了，不要了", "zh", EDIT),
    # a cost, a term, someone's rights asked colloquially
    ("在gsm-mini上跑一次tiny-1要花多少积分？", "zh", CONTEXT),
    ("tiny-1でgsm-miniを一回回すと、どのくらいクレジットがかかりますか？", "ja", CONTEXT),
    ("「参考答案」这个词指的是什么？", "zh", CONTEXT),
    ("「照合ルール」という用語はどういう意味ですか", "ja", CONTEXT),
    ("benって閲覧者だっけ？runいじれる？", "ja", CONTEXT),
    ("ana是editor吧？能改答案键吗？", "zh", CONTEXT),
    # a key or an item fixed, with an approval step or a typo as the reason
    ("capitalsの4問目、正解が間違っているようです。修正案を出してもらえますか。承認はこちらでします。", "ja", EDIT),
    ("gsm-mini第7题的参考答案应该是12，请先出一个修改方案，我确认后再批准。", "zh", EDIT),
    ("第3题题干有个错别字，麻烦纠正一下。", "zh", EDIT),
    ("gsm-miniの問題2に誤字があるので直してください", "ja", EDIT),
]


@pytest.mark.parametrize(("text", "lang", "skill"), CJK_TO_SKILL)
def test_cjk_classes_routed_to_the_skill(router: Router, text: str, lang: str, skill: str) -> None:
    route = router.route(text, lang)
    assert (route.decision, route.skill) == ("skill", skill)


@pytest.mark.parametrize(("text", "lang"), [
    ("tiny-1、gsm-miniでもうちょっとうまくならない？", "ja"),
    ("tiny-1在gsm-mini上太拉胯了，你整一下", "zh"),
    ("能不能把tiny-2在capitals上的表现优化一下？", "zh"),
])
def test_cjk_improve_without_how_asks_which(router: Router, text: str, lang: str) -> None:
    assert router.route(text, lang).decision == CLARIFY_DECISION


@pytest.mark.parametrize(("text", "lang", "decision"), [
    ("你好，我是新来的ana，以后请多关照", "zh", "smalltalk"),
    ("算了，先不用了", "zh", "smalltalk"),
    ("いや、やっぱりいいや、そのままで", "ja", "smalltalk"),
    ("今夜のレストランを予約してくれる？", "ja", "help"),
    ("帮我预约一个明天的会议室", "zh", "help"),
])
def test_cjk_small_talk_and_off_topic(router: Router, text: str, lang: str, decision: str) -> None:
    assert router.route(text, lang).decision == decision


def test_an_ordinal_item_marked_right_is_still_refused(router: Router) -> None:
    """Removing the fifth item is innocent; marking it right is a result set by hand."""
    assert router.route("tiny-2の実行で5問目を正解扱いにしてもらえませんか", "ja").decision == "refuse"
