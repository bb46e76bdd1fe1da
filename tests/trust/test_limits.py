"""Rate limits per user and per workspace (Redis counters, configurable) and the optional daily
credit cap per user, checked before a spend is proposed (issue 7)."""

from __future__ import annotations

import asyncio
from datetime import timedelta

import pytest

from bot.app.runtime import Runtime
from bot.ratelimit import Limits
from bot.settings import Settings
from tests.driver import ChatDriver, joined
from tests.e2e.helpers import as_user

ASK = "what did tiny-2 score on capitals?"


@pytest.mark.settings(rate_limit_user_turns=3, rate_limit_workspace_turns=5, rate_limit_window_seconds=60)
async def test_per_user_then_per_workspace_limits(chat: ChatDriver, runtime: Runtime) -> None:
    """(A window long enough that seven turns fit in it on a loaded machine: a 1-second one let the workspace's
    counter expire before the seventh turn under CI's load.)"""
    for _ in range(3):
        assert "75% (15/20)" in joined(await chat.push("ana", ASK))
    replies = await chat.push("ana", ASK)
    assert len(replies) == 1 and replies[0].message.private and "faster than I can take" in replies[0].text
    for _ in range(2):
        assert "75% (15/20)" in joined(await chat.push("ben", ASK))
    replies = await chat.push("ben", ASK)
    assert replies[0].message.private and "This workspace is sending" in replies[0].text
    # Another workspace has its own budget.
    assert "link" in (await ChatDriver(runtime.dispatcher, workspace="w2").push("ana", ASK))[0].message.kind


@pytest.mark.settings(rate_limit_user_turns=1, rate_limit_workspace_turns=0, rate_limit_window_seconds=1)
async def test_a_limit_lifts_when_its_window_passes(chat: ChatDriver, runtime: Runtime) -> None:
    assert "75% (15/20)" in joined(await chat.push("ana", ASK))
    assert "faster than I can take" in joined(await chat.push("ana", ASK))
    await asyncio.sleep(1.1)  # the Redis window (PX) has passed
    assert "75% (15/20)" in joined(await chat.push("ana", ASK))


@pytest.mark.settings(rate_limit_user_turns=0, rate_limit_workspace_turns=0)
async def test_without_limits_nothing_is_limited(chat: ChatDriver, runtime: Runtime) -> None:
    for _ in range(25):
        assert "faster" not in joined(await chat.push("ana", "how many credits do we have left?"))


@pytest.mark.settings(daily_credit_cap=30)
async def test_daily_credit_cap_is_checked_before_proposing(chat: ChatDriver, runtime: Runtime, clock) -> None:
    await chat.push("ana", "why did tiny-1 score so low on gsm-mini?")
    replies = await chat.push("ana", "yes")
    assert "20 credits" in replies[-1].text and replies[-1].buttons  # 20 fits under 30
    await chat.push("ana", "yes")
    await chat.settle()
    replies = await chat.push("ana", "please run tiny-1 on gsm-mini again", thread="t2")
    text = joined(replies)
    assert "30" in text and "20" in text and len(replies) == 1, text  # cap and spent, in the thread's language
    assert not any(s.buttons for s in replies), "nothing is proposed over the cap"
    replies = await chat.push("ana", "train tiny-1 for capitals", thread="t3")
    assert "150" in joined(replies) and "30" in joined(replies) and not any(s.buttons for s in replies)
    async with await as_user(runtime, "ana") as api:
        assert (await api.me()).credits == 480
    # Another user has their own cap; tomorrow the cap resets.
    assert any(s.buttons for s in await chat.push("cara", "run tiny-1 on gsm-mini", thread="t4"))
    clock.advance(timedelta(days=1))
    assert any(s.buttons for s in await chat.push("ana", "run tiny-1 on gsm-mini", thread="t5"))


def test_limits_come_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RATE_LIMIT_USER_TURNS", "7")
    monkeypatch.setenv("RATE_LIMIT_WORKSPACE_TURNS", "70")
    monkeypatch.setenv("RATE_LIMIT_WINDOW_SECONDS", "30")
    monkeypatch.setenv("DAILY_CREDIT_CAP", "100")
    settings = Settings(_env_file=None)  # type: ignore[call-arg]
    from bot.store.memory import MemoryStore
    limits = Limits.from_settings(settings, MemoryStore(), clock=lambda: None)  # type: ignore[arg-type,return-value]
    assert (limits.per_user, limits.per_workspace, limits.window, limits.daily_credit_cap) == \
        (7, 70, timedelta(seconds=30), 100)
    monkeypatch.delenv("DAILY_CREDIT_CAP")
    assert Settings(_env_file=None).daily_credit_cap is None  # type: ignore[call-arg]


@pytest.mark.settings(daily_credit_cap=50)
async def test_the_cap_holds_when_proposals_from_several_threads_are_confirmed(
        chat: ChatDriver, runtime: Runtime) -> None:
    """Each proposal fits on its own; confirming them all at once may not go over the cap."""
    threads = [f"cap{i}" for i in range(5)]
    for thread in threads:
        replies = await chat.push("ana", "run tiny-1 on gsm-mini", thread=thread)
        assert replies[-1].buttons, joined(replies)  # 20 fits under 50 when proposed
    confirms = [chat.click("ana", s.buttons[0], thread=s.thread) for s in chat.sent if s.buttons]
    await asyncio.gather(*confirms)
    await chat.settle()
    async with await as_user(runtime, "ana") as api:
        assert (await api.me()).credits == 500 - 2 * 20, "two runs fit under 50, the other three were refused"
    assert await runtime.dispatcher.limits.spent_today("console:local:ana") == 40


@pytest.mark.settings(daily_credit_cap=30)
async def test_a_failed_confirmation_does_not_count_against_the_cap(chat: ChatDriver, runtime: Runtime) -> None:
    replies = await chat.push("ana", "run tiny-1 on gsm-mini")
    assert replies[-1].buttons
    await runtime.sandbox.set_credits("acme", 5)  # the platform refuses the spend at execution
    text = joined(await chat.push("ana", "yes"))
    assert "20" in text
    assert await runtime.dispatcher.limits.spent_today("console:local:ana") == 0
