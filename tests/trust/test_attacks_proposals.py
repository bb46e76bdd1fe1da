"""Proposals and confirmations under attack ([hardening] findings 1, 5 and 10), full stack on the
real sandbox and real Redis.

1. A name that merely starts like a token (`bg_...`) is launched like any other; a proposal whose
   message could not be shown (blocked by the outgoing guard, or its post failed) leaves nothing
   pending, so a later yes runs and charges nothing. A token in a saved answer is hidden, not
   allowed to blank the analysis.
5. Pending proposals are per requester: other people's turns in the thread never set yours aside.
10. Forty duplicate clicks give one public result; every refusal is told privately.
"""

from __future__ import annotations

import asyncio
import json
import secrets
import string

from bot.app.runtime import Runtime
from bot.guard import HIDDEN
from bot.text import Quote
from bot.turn import OutgoingMessage
from tests.conftest import DEMO_SECRET
from tests.driver import ChatDriver, Sent, joined
from tests.e2e.helpers import as_user, writes

TOKEN_NAMED = "bg_arithmetic_suite_v2"


def benchmark(name: str, answers: dict[int, str] | None = None) -> list[str]:
    """Ten arithmetic items; with `answers`, a tiny-2 run whose saved answers are those (else right)."""
    lines: list[dict[str, object]] = [{"type": "benchmark", "name": name, "description": "arithmetic"}]
    lines += [{"type": "item", "benchmark": name, "number": n, "question": f"What is {n} + {n}?",
               "reference": str(2 * n), "topic": "arithmetic"} for n in range(1, 11)]
    if answers is not None:
        run = f"run_{name.replace('-', '_')}"
        lines.append({"type": "run", "id": run, "benchmark": name, "model": "tiny-2"})
        lines += [{"type": "answer", "run": run, "item": n, "answer": answers.get(n, str(2 * n))}
                  for n in range(1, 11)]
    return [json.dumps(line) for line in lines]


def slack_shaped_token() -> str:
    """Built at run time: no token-shaped literal lives in the repository."""
    alnum = string.ascii_letters + string.digits
    tail = "".join(secrets.choice(alnum) for _ in range(24))
    return f"xoxb-{secrets.randbelow(10**12):012d}-{secrets.randbelow(10**13):013d}-{tail}"


def public(sent: list[Sent]) -> list[Sent]:
    return [s for s in sent if not s.message.private]


def run_posts(runtime: Runtime, since: int = 0) -> list[tuple[str, str]]:
    return [w for w in writes(runtime, since) if w == ("POST", "/v1/runs")]


async def credits(runtime: Runtime) -> int:
    async with await as_user(runtime, "ana") as api:
        return (await api.me()).credits


async def nothing_pending(runtime: Runtime, thread: str = "console:local:c1:t1") -> bool:
    return await runtime.store.all_pending(thread, runtime.dispatcher.clock()) == []


# ---------------------------------------------------------------- finding 1: undelivered proposals


async def test_a_benchmark_named_like_a_token_is_launched_shown_and_charged_once(chat: ChatDriver,
                                                                                  runtime: Runtime) -> None:
    assert runtime.sandbox is not None
    await runtime.sandbox.import_jsonl(benchmark(TOKEN_NAMED))
    start = await credits(runtime)
    replies = await chat.push("ana", f"run tiny-1 on {TOKEN_NAMED}")
    proposal = replies[-1]
    assert proposal.buttons and TOKEN_NAMED in proposal.text, joined(replies)
    assert "Something went wrong" not in joined(replies)
    stored = await runtime.store.get_proposal(proposal.buttons[0].proposal_id)
    assert stored is not None and stored.message_ref == proposal.ref  # stored with the message showing it
    cost = stored.action["cost"]
    assert cost == 10  # ten items at tiny-1's one credit each

    before = len(runtime.requests)  # type: ignore[attr-defined]
    confirmed = joined(await chat.push("ana", "yes"))
    assert "Confirmed by ana." in confirmed and "Something went wrong" not in confirmed
    result = joined(await chat.settle())
    assert TOKEN_NAMED in result and "Something went wrong" not in result, result
    assert len(run_posts(runtime, before)) == 1
    assert await credits(runtime) == start - cost
    assert runtime.dispatcher.guard.violations == []


async def test_a_proposal_the_guard_blocks_leaves_nothing_pending(chat: ChatDriver, runtime: Runtime) -> None:
    """A benchmark whose name is the bot's own configured secret: the launch proposal can never be
    shown, so nothing may wait for a yes."""
    assert runtime.sandbox is not None
    await runtime.sandbox.import_jsonl(benchmark(DEMO_SECRET))
    start = await credits(runtime)
    replies = await chat.push("ana", f"run tiny-1 on {DEMO_SECRET}")
    assert not any(s.buttons for s in replies) and "Something went wrong" in joined(replies)
    assert runtime.dispatcher.guard.violations == ["a secret or token"]
    runtime.dispatcher.guard.violations.clear()  # expected here; the suite-wide check stays strict
    assert await nothing_pending(runtime)

    before = len(runtime.requests)  # type: ignore[attr-defined]
    assert "nothing waiting" in joined(await chat.push("ana", "yes"))
    await chat.settle()
    assert writes(runtime, before) == [] and await credits(runtime) == start


class _ChatServiceDown:
    """A Replier whose proposal posts fail (the chat service refused them); the rest is recorded."""

    def __init__(self) -> None:
        self.posted: list[OutgoingMessage] = []

    async def post(self, message: OutgoingMessage) -> str:
        if message.kind == "proposal":
            raise ConnectionError("chat service unavailable")
        self.posted.append(message)
        return f"m{len(self.posted)}"

    async def update(self, ref: str, message: OutgoingMessage) -> None:
        self.posted.append(message)

    async def working(self) -> None:
        return None


async def test_a_proposal_whose_post_failed_leaves_nothing_pending(chat: ChatDriver, runtime: Runtime) -> None:
    start = await credits(runtime)
    down = _ChatServiceDown()
    await runtime.dispatcher.handle(chat._turn("ana", "t1", "run tiny-1 on gsm-mini"), down)
    assert down.posted and "Something went wrong" in " ".join(
        seg.text for m in down.posted for line in m.lines for seg in line)
    assert await nothing_pending(runtime)
    assert await runtime.store.get_value("last:console:local:c1:t1:console:local:ana") is None

    before = len(runtime.requests)  # type: ignore[attr-defined]
    assert "nothing waiting" in joined(await chat.push("ana", "yes"))
    await chat.settle()
    assert writes(runtime, before) == [] and await credits(runtime) == start


async def test_a_token_in_a_saved_answer_is_hidden_and_the_analysis_shown(chat: ChatDriver,
                                                                          runtime: Runtime) -> None:
    assert runtime.sandbox is not None
    token = slack_shaped_token()
    await runtime.sandbox.import_jsonl(benchmark("sums-leaky", answers={3: f"6, and my key is {token}"}))
    replies = await chat.push("ana", "look at item 3 of sums-leaky")
    replies += await chat.push("ana", "analyze tiny-2 on sums-leaky")
    text = joined(replies)
    assert token not in text and "xoxb" not in text
    assert "Something went wrong" not in text
    assert "90% (9/10)" in text, text
    quoted = [seg.text for s in replies for line in s.message.lines for seg in line if isinstance(seg, Quote)]
    assert f"6, and my key is {HIDDEN}" in quoted, quoted
    assert runtime.dispatcher.guard.violations == []


async def test_a_change_with_a_hidden_part_is_never_offered(chat: ChatDriver, runtime: Runtime) -> None:
    """Found on a second attack: a key widening to a token-shaped answer showed `[hidden]` and a yes
    wrote the real value. A proposal whose text had to be hidden is shown without buttons and stored
    nowhere, so a yes has nothing to run."""
    assert runtime.sandbox is not None
    token = slack_shaped_token()
    lines = [json.loads(line) for line in benchmark("sums-keyed", answers={3: token})]
    for line in lines:
        if line.get("type") == "item" and line["number"] == 3:
            line["reference"] = token.upper()
    await runtime.sandbox.import_jsonl([json.dumps(line) for line in lines])
    before = len(runtime.requests)  # type: ignore[attr-defined]
    replies = await chat.push("ana", "why did tiny-2 score so low on sums-keyed?")
    replies += await chat.push("ana", "yes")
    text = joined(replies)
    assert token not in text and HIDDEN in text, text
    assert not [s for s in replies if s.message.buttons], "nothing offered"
    assert "credential" in text
    assert writes(runtime, before) == [], "a yes runs nothing"
    assert await nothing_pending(runtime)


# ---------------------------------------------------------------- finding 5: one slot per requester


async def test_two_people_in_one_thread_each_confirm_their_own(chat: ChatDriver, runtime: Runtime) -> None:
    start = await credits(runtime)
    ana = (await chat.push("ana", "run tiny-1 on gsm-mini"))[-1]
    cara = (await chat.push("cara", "run tiny-2 on capitals"))[-1]
    assert ana.buttons and cara.buttons
    costs = [(await runtime.store.get_proposal(p.buttons[0].proposal_id)).action["cost"]  # type: ignore[union-attr]
             for p in (ana, cara)]

    # Everyone else's turns: an unlinked person's request and yes, a viewer's clarify question.
    before = len(runtime.requests)  # type: ignore[attr-defined]
    others = await chat.push("zoe", "run tiny-2 on gsm-mini")
    refused = await chat.push("zoe", "yes") + await chat.click("ben", ana.buttons[0])
    assert len(refused) == 2 and all(s.message.private and "Only" in s.text for s in refused)
    others += await chat.push("ben", "fix gsm-mini results for tiny-1")
    assert others[-1].buttons, "ben got his question"
    assert not [s for s in others if "Confirmed" in s.text]
    assert run_posts(runtime, before) == []
    thread = "console:local:c1:t1"
    waiting = {p.requester for p in await runtime.store.all_pending(thread, runtime.dispatcher.clock())}
    assert waiting == {"console:local:ana", "console:local:cara", "console:local:ben"}

    # Each confirms their own: one by a typed yes, the other with the button.
    assert "Confirmed by cara." in joined(await chat.push("cara", "yes"))
    assert "Confirmed by ana." in joined(await chat.click("ana", ana.buttons[0]))
    after = joined(await chat.settle())
    assert "set aside" not in after
    assert len(run_posts(runtime, before)) == 2
    assert await credits(runtime) == start - sum(costs)


async def test_your_own_new_request_still_sets_yours_aside(chat: ChatDriver, runtime: Runtime) -> None:
    first = (await chat.push("ana", "run tiny-1 on gsm-mini"))[-1]
    await chat.push("cara", "run tiny-2 on capitals")
    await chat.push("ana", "what did tiny-2 score on capitals?")
    before = len(runtime.requests)  # type: ignore[attr-defined]
    assert "set aside" in joined(await chat.click("ana", first.buttons[0]))
    assert run_posts(runtime, before) == []
    assert "Confirmed by cara." in joined(await chat.push("cara", "yes"))  # hers is untouched
    await chat.settle()


# ---------------------------------------------------------------- finding 10: duplicate clicks


async def test_forty_duplicate_clicks_give_one_public_result(chat: ChatDriver, runtime: Runtime) -> None:
    await chat.push("ana", "why did tiny-1 score so low on gsm-mini?")
    confirm, cancel = chat.last_buttons()
    before = len(runtime.requests)  # type: ignore[attr-defined]
    since = len(chat.sent)
    await asyncio.gather(*(chat.click("ana", confirm) for _ in range(40)))
    sent = chat.sent[since:]
    assert len(writes(runtime, before)) == 1
    shown = public(sent)
    assert joined(shown).count("gsm-mini is now version 2") == 1
    assert "already done" not in joined(shown)
    assert joined([s for s in sent if s.message.private]).count("That was already done") == 39

    # Later duplicates, a cancel after the fact and someone else's clicks: all private.
    late = await chat.click("ana", confirm) + await chat.click("ana", cancel) + await chat.click("ben", confirm)
    assert late and all(s.message.private for s in late), [s.text for s in late]
    assert len(writes(runtime, before)) == 1
