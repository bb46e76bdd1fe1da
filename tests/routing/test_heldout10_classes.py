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
