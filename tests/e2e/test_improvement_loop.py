"""Conversation 1 of SCENARIOS.md: analyze, prove, edit after a yes, relaunch, measured score."""

from __future__ import annotations

from tests.driver import ChatDriver, joined


async def test_conversation_1_the_improvement_loop(chat: ChatDriver, runtime) -> None:
    replies = await chat.push("ana", "why did tiny-1 score so low on gsm-mini?")
    text = joined(replies)
    assert "60% (12/20)" in text
    assert "5 are right answers written differently" in text
    assert "60% → 85%, 5 wrong → right, 0 right → wrong" in text
    assert "2 are the model's own mistakes" in text
    # Both models answering 42 is evidence, not proof: a suspicion worth a check, never a proposal.
    assert "1 is worth a person's check" in text
    assert "the reference says 24, and every model answers 42 (tiny-1, tiny-2)" in text
    assert "How many eggs does a full box hold?" in text
    assert "looks wrong" not in text and "is wrong" not in text
    proposal = replies[-1]
    assert "reference answer" not in proposal.text
    assert [b.label for b in proposal.buttons] == ["Confirm", "Cancel"]
    assert "tiny-1: 60% → 85%" in proposal.text
    assert "tiny-2: unchanged at 90%" in proposal.text

    replies = await chat.push("ana", "yes")
    text = joined(replies)
    assert "Confirmed by ana." in text
    assert "gsm-mini is now version 2" in text
    assert "20 credits (balance 500 → 480)" in replies[-1].text

    replies = await chat.push("ana", "yes")
    assert "Running tiny-1 on gsm-mini version 2" in joined(replies)
    later = await chat.settle()
    result = joined(later)
    assert "scored 85% (17/20) on gsm-mini version 2" in result
    assert "60% (12/20) on version 1" in result
    assert "5 items are now right, 0 now wrong" in result
    progress = [s for s in later if s.update_of]
    assert progress, "progress is shown by updating one message"
    assert len({s.update_of for s in progress}) == 1

    balance = await chat.push("ana", "how many credits do we have left?")
    assert "480 credits" in joined(balance)
