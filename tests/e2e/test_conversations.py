"""Conversations 2-4, 6-8 and 10-15 of SCENARIOS.md, through the full stack."""

from __future__ import annotations

from datetime import timedelta

from bot.benchgen.models import SetKey
from tests.driver import ChatDriver, joined
from tests.e2e.helpers import as_user, writes


async def test_conversation_2_the_model_is_at_fault(chat: ChatDriver, runtime) -> None:
    replies = await chat.push("ana", "is it the benchmark or the model? tiny-1 on capitals")
    text = joined(replies)
    assert "70% (14/20)" in text
    assert "6 are the model's own mistakes" in text
    assert text.count("tiny-2 got it right") == 6
    assert "the model is at fault" in text
    proposal = replies[-1]
    assert "capitals-train" in proposal.text and "150 credits" in proposal.text
    assert "That set, in BenchGen's own description (quoted as written): “" in proposal.text

    replies = await chat.push("ana", "can you train it on the capitals benchmark items instead?")
    text = joined(replies)
    assert "I won't train on the items of capitals itself" in text
    assert "capitals-train" in replies[-1].text and replies[-1].buttons

    replies = await chat.push("ana", "yes")
    assert "Confirmed by ana." in joined(replies)
    later = await chat.settle()
    text = joined(later)
    assert "tiny-1 version 2 is ready" in text
    offer = later[-1]
    assert offer.buttons and "tiny-1 version 2 on capitals" in offer.text

    await chat.push("ana", "yes")
    result = joined(await chat.settle())
    assert "tiny-1 version 2 scored 90% (18/20) on capitals version 1" in result
    async with await as_user(runtime, "ana") as api:
        assert (await api.me()).credits == 500 - 150 - 20


async def test_conversation_3_ambiguity_asks_one_question(chat: ChatDriver) -> None:
    replies = await chat.push("ana", "fix gsm-mini results for tiny-1")
    assert len(replies) == 1
    question = replies[0]
    assert "change the benchmark, or improve the model?" in question.text
    assert [b.label for b in question.buttons] == ["Change the benchmark", "Improve the model"]
    replies = await chat.click("ana", question.buttons[0])
    text = joined(replies)
    assert "ana chose: Change the benchmark." in text
    assert "widen the key of 5 items of gsm-mini" in text


async def test_conversation_3_answer_by_typing_continues_the_request(chat: ChatDriver) -> None:
    await chat.push("ana", "fix gsm-mini results for tiny-1")
    replies = await chat.push("ana", "improve the model")
    text = joined(replies)
    assert "train tiny-1 on gsm-train" in text


async def test_conversation_4_hard_ceiling(chat: ChatDriver, runtime) -> None:
    before = len(runtime.requests)
    replies = await chat.push("ana", "delete the capitals benchmark")
    assert "can't delete a benchmark" in joined(replies) and "web app" in joined(replies)
    replies = await chat.push("ana", "set tiny-1's score on gsm-mini to 95%")
    assert "can't set a score by hand" in joined(replies) and "web app" in joined(replies)
    assert runtime.requests[before:] == [], "nothing at all is called for a refusal"
    assert not any(b for s in chat.sent for b in s.buttons)


async def test_conversation_6_someone_else_clicks(chat: ChatDriver, runtime) -> None:
    await chat.push("ana", "why did tiny-1 score so low on gsm-mini?")
    confirm = chat.last_buttons()[0]
    before = len(runtime.requests)
    replies = await chat.click("ben", confirm)
    assert len(replies) == 1 and replies[0].message.private
    assert "Only ana can confirm" in replies[0].text
    assert writes(runtime, before) == []
    replies = await chat.push("ben", "yes")
    assert replies[0].message.private and "Only ana can confirm" in replies[0].text
    replies = await chat.click("ana", confirm)
    assert "gsm-mini is now version 2" in joined(replies)


async def test_conversation_7_no_in_several_languages(chat: ChatDriver, runtime) -> None:
    for no in ("no", "nein", "non", "いいえ"):
        await chat.push("ana", "why did tiny-1 score so low on gsm-mini?")
        before = len(runtime.requests)
        replies = await chat.push("ana", no)
        assert "nothing was changed" in joined(replies), no
        assert writes(runtime, before) == []
    async with await as_user(runtime, "ana") as api:
        assert (await api.get_benchmark("gsm-mini")).current_version == 1


async def test_conversation_8_expiry(chat: ChatDriver, runtime, clock) -> None:
    await chat.push("ana", "why did tiny-1 score so low on gsm-mini?")
    clock.advance(timedelta(minutes=16))
    before = len(runtime.requests)
    replies = await chat.push("ana", "yes")
    text = joined(replies)
    assert "expired" in text and "propose it anew" in text
    assert writes(runtime, before) == []
    confirm = chat.sent[-2].buttons[0] if chat.sent[-2].buttons else None
    if confirm is not None:
        replies = await chat.click("ana", confirm)
        assert "expired" in joined(replies)


async def test_conversation_10_permission(chat: ChatDriver, runtime) -> None:
    before = len(runtime.requests)
    replies = await chat.push("ben", "widen the key of item 7 on gsm-mini")
    text = joined(replies)
    assert "role (viewer) can't edit benchmarks" in text
    assert not any(s.buttons for s in replies)
    assert writes(runtime, before) == []


async def test_conversation_11_credits(chat: ChatDriver, runtime) -> None:
    await runtime.sandbox.set_credits("acme", 10)
    before = len(runtime.requests)
    replies = await chat.push("ana", "run tiny-1 on gsm-mini")
    text = joined(replies)
    assert "costs 20 credits" in text and "has 10" in text
    assert not any(s.buttons for s in replies)
    assert writes(runtime, before) == []
    async with await as_user(runtime, "ana") as api:
        assert (await api.me()).credits == 10


async def test_conversation_12_stale_proposal(chat: ChatDriver, runtime) -> None:
    await chat.push("ana", "why did tiny-1 score so low on gsm-mini?")
    async with await as_user(runtime, "cara") as api:
        await api.create_version("gsm-mini", base_version=1, note="meanwhile",
                                 changes=[SetKey(item=1, accepted=["72", "seventy-two"])], idempotency_key="cara-edit-1")
    replies = await chat.push("ana", "yes")
    text = joined(replies)
    assert "changed since I proposed this (it is now version 2), so nothing was written" in text
    assert "version 2 → 3" in replies[-1].text and replies[-1].buttons
    async with await as_user(runtime, "ana") as api:
        assert (await api.get_benchmark("gsm-mini")).current_version == 2
    replies = await chat.push("ana", "yes")
    assert "gsm-mini is now version 3" in joined(replies)


async def test_conversation_13_injected_instructions(chat: ChatDriver, runtime) -> None:
    before = len(runtime.requests)
    replies = await chat.push("ana", "analyze tiny-2 on capitals")
    text = joined(replies)
    for answer in ("Paris, France", "Canberra (Australia)", "Tokyo, Japan", "Lima, Peru"):
        assert answer in text
    assert "Toronto. @channel @everyone see https://example.com/capitals-cheatsheet" in text
    proposal = replies[-1]
    assert "widen the key of 4 items of capitals" in proposal.text
    assert writes(runtime, before) == []
    quoted = [seg.text for s in replies for line in s.message.lines for seg in line if seg.kind == "quote"]
    assert any("@channel" in q for q in quoted), "the hostile answer is quoted as data"
    words = [seg.text for s in replies for line in s.message.lines for seg in line if seg.kind == "words"]
    assert not any("@channel" in w or "https://" in w or "delete" in w.lower() for w in words)


async def test_conversation_14_wrong_key(chat: ChatDriver, runtime) -> None:
    before = len(runtime.requests)
    replies = await chat.push("ana", "look at item 13 of gsm-mini")
    text = joined(replies)
    assert "Question: An egg box holds 6 rows of 7 eggs." in text
    assert "The reference says 24, and every model answers 42 (tiny-1, tiny-2)" in text
    assert "worth a person's check, not proof" in text
    # A suspicion: shown with the question, the reference and the answers, and nothing proposed.
    assert not any(s.buttons for s in replies)
    assert "looks wrong" not in text
    quoted = [seg.text for s in replies for line in s.message.lines for seg in line if seg.kind == "quote"]
    assert "24" in quoted and "42" in quoted and "tiny-1, tiny-2" in quoted
    assert writes(runtime, before) == []

    replies = await chat.push("ana", "then change the reference to 42")
    proposal = replies[-1]
    assert proposal.buttons
    assert "reference answer changes from 24 to 42" in proposal.text
    assert "changes the answer itself, not only what is accepted" in proposal.text
    replies = await chat.push("ana", "yes")
    assert "gsm-mini is now version 2" in joined(replies)
    async with await as_user(runtime, "ana") as api:
        item = (await api.get_version("gsm-mini")).item(13)
        assert item is not None and item.reference == "42"


async def test_the_analysis_proposes_no_suspected_reference_change(chat: ChatDriver, runtime) -> None:
    """tiny-2's only benchmark finding on gsm-mini is item 13's suspicion: nothing about it is proposed,
    and the verdict does not count it (the one proven finding is the model's own mistake)."""
    replies = await chat.push("ana", "why did tiny-2 score so low on gsm-mini?")
    text = joined(replies)
    assert "1 is worth a person's check" in text
    assert "say “change item 13's reference to 42”" in text
    assert "So the model is at fault" in text
    assert not any("reference answer" in s.text for s in replies if s.buttons)

    replies = await chat.push("ana", "change item 13's reference to 42")
    assert "reference answer changes from 24 to 42" in replies[-1].text and replies[-1].buttons


async def test_conversation_15_everyday_questions(chat: ChatDriver, runtime) -> None:
    before = len(runtime.requests)
    text = joined(await chat.push("ana", "what did tiny-2 score on capitals?"))
    assert "75% (15/20) on capitals version 1, run on" in text
    text = joined(await chat.push("ana", "compare tiny-1 and tiny-2 on gsm-mini"))
    assert "tiny-1 scored 60%, tiny-2 scored 90%" in text
    assert "Only tiny-1 got item 11 right." in text
    assert "Only tiny-2 got these 7 items right: 3, 5, 7, 10, 15, 16, 18." in text
    text = joined(await chat.push("ana", "how many credits do we have left?"))
    assert "500 credits" in text
    text = joined(await chat.push("ana", "what can you do?"))
    assert "I can:" in text and "never delete a benchmark" in text
    assert not any(s.buttons for s in chat.sent)
    assert writes(runtime, before) == []


async def test_accept_a_quoted_answer_for_one_item(chat: ChatDriver, runtime) -> None:
    replies = await chat.push("ana", 'accept "4.0" for item 7 on gsm-mini')
    proposal = replies[-1]
    assert proposal.buttons, joined(replies)
    assert "item 7: the key 4 will also accept 4.0" in proposal.text
    assert "tiny-1: 60% → 65% (1 now right, 0 now wrong)" in proposal.text
    replies = await chat.push("ana", "yes")
    assert "gsm-mini is now version 2" in joined(replies)
    async with await as_user(runtime, "ana") as api:
        item = (await api.get_version("gsm-mini")).item(7)
        assert item is not None and item.accepted == ["4", "4.0"]


async def test_a_stale_key_change_keeps_what_others_added_meanwhile(chat: ChatDriver, runtime) -> None:
    await chat.push("ana", 'accept "four" for item 7 on gsm-mini')
    async with await as_user(runtime, "cara") as api:
        await api.create_version("gsm-mini", base_version=1, note="meanwhile",
                                 changes=[SetKey(item=7, accepted=["4", "4.0"])], idempotency_key="cara-7")
    replies = await chat.push("ana", "yes")
    assert "nothing was written" in joined(replies)
    await chat.push("ana", "yes")
    async with await as_user(runtime, "ana") as api:
        item = (await api.get_version("gsm-mini")).item(7)
        assert item is not None and item.accepted == ["4", "4.0", "four"]


async def test_an_apostrophe_quotes_nothing(chat: ChatDriver) -> None:
    replies = await chat.push("ana", "widen item 7's key on gsm-mini, it's just formatting")
    text = joined(replies)
    assert "key on gsm-mini, it" not in text
    assert "item 7: the key 4 will accept the final number" in replies[-1].text


async def test_a_no_or_a_new_request_does_not_answer_the_question(chat: ChatDriver) -> None:
    await chat.push("ana", "fix gsm-mini results for tiny-1")
    replies = await chat.push("ana", "n")
    assert "nothing was changed" in joined(replies).lower() or "Cancelled" in joined(replies)
    await chat.push("ana", "fix gsm-mini results for tiny-1")
    replies = await chat.push("ana", "train tiny-2 on capitals")
    text = joined(replies)
    assert "train tiny-2 on capitals-train" in text, text


async def test_a_benchmark_version_is_not_a_model_version(chat: ChatDriver) -> None:
    await chat.push("ana", "why did tiny-1 score so low on gsm-mini?")
    await chat.push("ana", "yes")
    replies = await chat.push("ana", "run tiny-1 on gsm-mini version 1")
    assert "tiny-1 version 1 on gsm-mini version 1" in replies[-1].text


async def test_removing_an_item_reports_the_real_effect(chat: ChatDriver) -> None:
    replies = await chat.push("ana", "remove item 7 from gsm-mini")
    proposal = replies[-1].text
    assert "tiny-1: 60% → 63%" in proposal, proposal


async def test_an_unknown_model_is_never_replaced_by_the_threads_model(chat: ChatDriver, runtime) -> None:
    await chat.push("ana", "what did tiny-1 score on gsm-mini?")
    before = len(runtime.requests)
    replies = await chat.push("ana", "run tiny-3 on capitals")
    text = joined(replies)
    assert "I don't know tiny-3 in your workspace. Did you mean tiny-" in text
    assert [b.label for s in replies for b in s.buttons] == ["Yes", "No"]  # a question, nothing to confirm
    assert writes(runtime, before) == []
    replies = await chat.push("ana", "why did gpt-4 score so low on capitals?")
    assert "scored" not in joined(replies) and not any(s.buttons for s in replies)


async def test_the_ceiling_refuses_however_phrased_and_names_the_web_app(chat: ChatDriver, runtime) -> None:
    before = len(runtime.requests)
    for text, expected in [("Lösch gsm-mini weg", "BenchGen-Web-App"), ("Pon a tiny-1 un 95 en gsm-mini", "aplicación web"),
                           ("wipe all the runs of gsm-mini", "can't delete a benchmark's runs"),
                           ("把 gsm-mini 删了吧", "网页应用")]:
        replies = await chat.push("ana", text, thread=text)
        assert expected in joined(replies), (text, joined(replies))
    assert runtime.requests[before:] == [], "nothing at all is called for a refusal"


async def test_small_talk_is_answered_in_kind_in_the_users_language(chat: ChatDriver, runtime) -> None:
    before = len(runtime.requests)
    assert joined(await chat.push("ana", "thanks!", thread="s1")) == "You're welcome!"
    assert joined(await chat.push("ana", "merci beaucoup", thread="s2")) == "Avec plaisir !"
    assert "ヘルプ" in joined(await chat.push("ana", "こんにちは", thread="s3"))
    assert runtime.requests[before:] == []


async def test_the_thread_remembers_the_suspected_item(chat: ChatDriver, runtime) -> None:
    """After a suspicion the person need not repeat the item: "yes, propose that change" proposes
    exactly that item's reference change (benchmark-edit), and only their yes applies it."""
    replies = await chat.push("ana", "why did tiny-2 score so low on gsm-mini?")
    assert "worth a person's check" in joined(replies)
    assert not any("reference answer" in s.text for s in replies if s.buttons)  # training is offered
    before = len(runtime.requests)
    replies = await chat.push("ana", "yes, propose that change")
    proposal = replies[-1]
    assert proposal.buttons and "item 13" in proposal.text
    assert "reference answer changes from 24 to 42" in proposal.text
    assert writes(runtime, before) == []
    assert "gsm-mini is now version 2" in joined(await chat.push("ana", "yes"))
    async with await as_user(runtime, "ana") as api:
        item = (await api.get_version("gsm-mini")).item(13)
        assert item is not None and item.reference == "42"


async def test_a_reference_change_after_the_analysis_means_the_suspected_item(chat: ChatDriver, runtime) -> None:
    """Conversation 1's analysis leaves a widening pending and item 13 suspected: "change the
    reference to 42" sets the widening aside and proposes item 13's reference change instead."""
    replies = await chat.push("ana", "why did tiny-1 score so low on gsm-mini?")
    assert "widen the key of 5 items" in replies[-1].text
    replies = await chat.push("ana", "change the reference to 42")
    assert "reference answer changes from 24 to 42" in replies[-1].text and replies[-1].buttons
    assert "gsm-mini is now version 2" in joined(await chat.push("ana", "yes"))
    async with await as_user(runtime, "ana") as api:
        version = await api.get_version("gsm-mini")
        assert version.item(13).reference == "42" and version.item(7).accepted == ["4"]  # type: ignore[union-attr]


async def test_a_suspicion_belongs_to_its_benchmark(chat: ChatDriver) -> None:
    await chat.push("ana", "why did tiny-2 score so low on gsm-mini?")
    await chat.push("ana", "analyze tiny-2 on capitals")
    replies = await chat.push("ana", "yes, propose that change")
    text = joined(replies)
    assert "reference answer changes" not in text
    assert "widen the key of 4 items of capitals" in replies[-1].text, "gsm-mini's item 13 is not carried over"


async def test_the_suspected_item_in_german(chat: ChatDriver) -> None:
    replies = await chat.push("ana", "Warum hat tiny-2 auf gsm-mini so schlecht abgeschnitten?")
    assert not any("24" in s.text for s in replies if s.buttons)
    proposal = (await chat.push("ana", "Schlag diese Änderung vor"))[-1]
    assert proposal.buttons and "24" in proposal.text and "42" in proposal.text and "13" in proposal.text


async def test_an_item_is_added_after_a_yes_in_the_users_language(chat: ChatDriver, runtime) -> None:
    replies = await chat.push("ana", "Füg bei capitals eine neue Frage hinzu: Hauptstadt von Kenia → Nairobi", thread="a1")
    proposal = joined(replies)
    assert "hinzufügen" in proposal and "Hauptstadt von Kenia" in proposal and "Nairobi" in proposal, proposal
    before = len(runtime.requests)
    replies = await chat.push("ana", "ja", thread="a1")
    assert writes(runtime, before), joined(replies)
    replies = await chat.push("ana", "add an item to capitals", thread="a2")
    assert "capital of Peru? → Lima" in joined(replies)  # no question and answer given: how to ask


async def test_a_yes_or_no_that_names_what_it_answers_answers_the_pending_proposal(chat: ChatDriver, runtime) -> None:
    """"yep, apply the key change" is the yes to the edit waiting in the thread, not a new request (it
    used to set the proposal aside and propose a broader edit); a no that names the run cancels the
    run's proposal. Nothing else is written or spent."""
    proposal = (await chat.push("ana", "widen the key of item 7 on gsm-mini so 4.0 counts", thread="n1"))[-1]
    assert proposal.buttons, proposal.text
    before = len(runtime.requests)
    replies = await chat.push("ana", "yep, apply the key change", thread="n1")
    assert "Confirmed by ana." in joined(replies) and writes(runtime, before), joined(replies)

    proposal = (await chat.push("ana", "run tiny-1 on capitals", thread="n2"))[-1]
    assert proposal.buttons and "20 credits" in proposal.text, proposal.text
    before = len(runtime.requests)
    replies = await chat.push("ana", "no no, cancel that run", thread="n2")
    assert "Cancelled by ana." in joined(replies) and not writes(runtime, before), joined(replies)
    async with await as_user(runtime, "ana") as api:
        assert (await api.me()).credits == 500


async def test_asking_to_apply_what_was_proposed_never_cancels_it(chat: ChatDriver, runtime) -> None:
    """"aplica a correção … que você propôs" is nearest a declared "cancel what you proposed" example to the classifier,
    whose guess alone used to answer the pending proposal with a no; a cancel only a rule or a word of cancelling reads
    answers it ("cancela a proposta")."""
    await chat.push("ana", "widen the key of item 7 on gsm-mini so 4.0 counts", thread="n5")
    replies = await chat.push("ana", "aplica a correção do item 7 que você propôs", thread="n5")
    assert "Cancelled by ana." not in joined(replies), joined(replies)
    await chat.push("ana", "widen the key of item 7 on gsm-mini so 4.0 counts", thread="n6")
    before = len(runtime.requests)
    replies = await chat.push("ana", "cancela a proposta", thread="n6")
    assert "Cancelled by ana." in joined(replies) and not writes(runtime, before), joined(replies)


async def test_a_named_yes_with_a_number_is_a_new_request_not_the_pending_yes(chat: ChatDriver, runtime) -> None:
    """A yes that names an item may mean another one than the pending proposal's: it is never taken as
    the yes to it."""
    await chat.push("ana", "widen the key of item 7 on gsm-mini so 4.0 counts", thread="n3")
    before = len(runtime.requests)
    replies = await chat.push("ana", "yes, apply the key change to item 9", thread="n3")
    assert "Confirmed by ana." not in joined(replies) and not writes(runtime, before), joined(replies)


async def test_rewording_a_question_proposes_no_other_change(chat: ChatDriver, runtime) -> None:
    """No change of a question's text exists: asked to reword one, the bot says how to add the reworded
    item and remove the old one, and never proposes a key change built from the words it was given."""
    for ask in ("reword item 7 of gsm-mini so the question says 'in total'", "gsm-miniの10番の問題文が曖昧なので直してほしい"):
        replies = await chat.push("ana", ask, thread=ask)
        assert not any(s.buttons for s in replies), joined(replies)
        assert "gsm-mini" in joined(replies) and "→" in joined(replies), joined(replies)
    async with await as_user(runtime, "ana") as api:
        assert (await api.get_benchmark("gsm-mini")).current_version == 1


async def test_a_question_why_the_bot_refuses_is_answered_with_the_rule(chat: ChatDriver, runtime) -> None:
    """Asked why it will not do what the ceiling forbids, or whether an admin could have it done, the bot explains the
    rule first and where it is done instead: no refusal of a request nobody made, and nothing written."""
    before = len(runtime.requests)
    for ask in ("why won't you set a score by hand even if an admin asks?",
                "Can an admin like cara delete a whole benchmark through you, or is that blocked for everyone?"):
        replies = await chat.push("ana", ask, thread=ask)
        assert joined(replies).startswith("I never delete a benchmark and never set a score by hand"), joined(replies)
        assert "web app" in joined(replies) and not any(s.buttons for s in replies), joined(replies)
    assert not writes(runtime, before)
