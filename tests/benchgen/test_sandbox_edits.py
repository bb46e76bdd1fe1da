"""Previews and new versions through the client against the real sandbox."""

from __future__ import annotations

import pytest

from bot.benchgen import (
    AddItem,
    BenchGenSession,
    Change,
    IdempotencyConflict,
    InvalidChange,
    MatchRule,
    RemoveItem,
    SetKey,
    SetReference,
    StaleVersion,
)
from tests.benchgen.demo import saved_run, widen_format_misses


async def test_preview_widening_item_7_flips_one(ana: BenchGenSession) -> None:
    preview = await ana.preview(
        "gsm-mini", version=1, changes=[SetKey(item=7, accepted=["4"], match=MatchRule.NUMERIC)]
    )
    (tiny1,) = preview.for_model("tiny-1")
    assert (tiny1.before.correct, tiny1.after.correct, tiny1.after.total) == (12, 13, 20)
    assert (tiny1.before.percent, tiny1.after.percent) == (60.0, 65.0)
    assert tiny1.wrong_to_right == [7] and tiny1.right_to_wrong == []
    (tiny2,) = preview.for_model("tiny-2")
    assert tiny2.before == tiny2.after and tiny2.wrong_to_right == tiny2.right_to_wrong == []


async def test_preview_all_five_format_misses(ana: BenchGenSession) -> None:
    changes = await widen_format_misses(ana)
    preview = await ana.preview("gsm-mini", version=1, changes=changes)
    (tiny1,) = preview.for_model("tiny-1")
    assert (tiny1.before.percent, tiny1.after.percent) == (60.0, 85.0)
    assert sorted(tiny1.wrong_to_right) == sorted(c.item for c in changes)
    assert tiny1.right_to_wrong == []
    (tiny2,) = preview.for_model("tiny-2")
    assert (tiny2.before.percent, tiny2.after.percent) == (90.0, 90.0)
    # A preview writes nothing.
    assert (await ana.get_benchmark("gsm-mini")).current_version == 1


async def test_preview_limited_to_given_runs(ana: BenchGenSession) -> None:
    run = await saved_run(ana, "tiny-2", "gsm-mini")
    preview = await ana.preview(
        "gsm-mini", version=1, changes=[SetReference(item=13, reference="42")], runs=[run.id]
    )
    (only,) = preview.runs
    assert only.run == run.id and only.wrong_to_right == [13]
    assert (only.before.correct, only.after.correct) == (18, 19)


async def test_create_version_then_stale_base(ana: BenchGenSession) -> None:
    changes = await widen_format_misses(ana)
    created = await ana.create_version(
        "gsm-mini", base_version=1, changes=changes, note="accept format variants",
        idempotency_key="edit-1",
    )
    assert created.version == 2
    for change in changes:
        item = created.item(change.item)
        assert item is not None and item.accepted == change.accepted
    benchmark = await ana.get_benchmark("gsm-mini")
    assert benchmark.current_version == 2
    assert benchmark.versions[-1].note == "accept format variants"
    # Same key, same body: the same version again, not a third one.
    again = await ana.create_version(
        "gsm-mini", base_version=1, changes=changes, note="accept format variants",
        idempotency_key="edit-1",
    )
    assert again.version == 2
    # Same key, other body: refused.
    with pytest.raises(IdempotencyConflict):
        await ana.create_version(
            "gsm-mini", base_version=1, changes=changes[:1], note=None, idempotency_key="edit-1"
        )
    # A new proposal still based on version 1: stale.
    with pytest.raises(StaleVersion) as caught:
        await ana.create_version(
            "gsm-mini", base_version=1, changes=[SetKey(item=2, accepted=["x"])], note=None,
            idempotency_key="edit-2",
        )
    assert caught.value.current_version == 2
    assert (await ana.get_benchmark("gsm-mini")).current_version == 2


async def test_invalid_change_reports_every_reason(ana: BenchGenSession) -> None:
    version = await ana.get_version("gsm-mini", 1)
    item2 = version.item(2)
    assert item2 is not None
    changes: list[Change] = [
        SetKey(item=99, accepted=["1"]),                       # unknown item
        SetKey(item=1, accepted=[]),                           # empty accepted list
        SetKey(item=2, accepted=[item2.reference + "0"]),      # rejects its own reference
        SetKey(item=3, accepted=["  "]),                       # blank answer
        SetKey(item=5, accepted=["a"]),                        # two changes to item 5
        SetReference(item=5, reference="a"),
    ]
    with pytest.raises(InvalidChange) as caught:
        await ana.create_version(
            "gsm-mini", base_version=1, changes=changes, note=None, idempotency_key="bad-1"
        )
    flagged = {problem.item for problem in caught.value.reasons}
    assert {99, 1, 2, 3, 5} <= flagged
    assert len(caught.value.reasons) >= 5
    for problem in caught.value.reasons:
        assert problem.reason in caught.value.message
    with pytest.raises(InvalidChange):
        await ana.preview("gsm-mini", version=1, changes=changes)
    with pytest.raises(InvalidChange):
        await ana.create_version(
            "gsm-mini", base_version=1, changes=[], note=None, idempotency_key="bad-2"
        )
    assert (await ana.get_benchmark("gsm-mini")).current_version == 1


async def test_add_and_remove_items_keep_numbers(ana: BenchGenSession) -> None:
    created = await ana.create_version(
        "capitals",
        base_version=1,
        changes=[
            RemoveItem(item=3),
            AddItem(question="What is the capital of Chile?", reference="Santiago",
                    match=MatchRule.CASE_INSENSITIVE, topic="geography"),
        ],
        note=None,
        idempotency_key="edit-caps",
    )
    numbers = [item.number for item in created.items]
    assert 3 not in numbers and len(numbers) == 20
    assert created.items[-1].number == 21 and created.items[-1].reference == "Santiago"


async def test_set_then_remove_one_item_is_an_invalid_change(ana: BenchGenSession) -> None:
    with pytest.raises(InvalidChange) as caught:
        await ana.preview(
            "gsm-mini", version=1, changes=[SetKey(item=5, accepted=["a"]), RemoveItem(item=5)]
        )
    assert [problem.item for problem in caught.value.reasons] == [5]


async def test_a_refused_item_is_left_out_and_the_rest_is_proven(ana: BenchGenSession) -> None:
    """The analysis's preview: the platform refuses item 3 (its key would reject its reference 9);
    item 3 is left out with the platform's reason and item 7's widening is previewed on its own."""
    from skills.analysis.models import KeyChange
    from skills.analyze import proven_key_changes

    changes = [KeyChange(item=3, accepted=["10"]), KeyChange(item=7, accepted=["4"], match="numeric")]
    kept, preview, left_out = await proven_key_changes(ana, "gsm-mini", 1, changes)
    assert [c.item for c in kept] == [7]
    assert [o.item for o in left_out] == [3] and "does not accept its own reference answer" in left_out[0].reason
    assert preview is not None
    (tiny1,) = preview.for_model("tiny-1")
    assert tiny1.wrong_to_right == [7]


async def test_nothing_is_kept_when_every_item_is_refused(ana: BenchGenSession) -> None:
    from skills.analysis.models import KeyChange
    from skills.analyze import proven_key_changes

    kept, preview, left_out = await proven_key_changes(ana, "gsm-mini", 1, [KeyChange(item=3, accepted=["10"])])
    assert kept == [] and preview is None and [o.item for o in left_out] == [3]


async def test_items_carry_their_choices_into_the_analysis(sandbox, ana: BenchGenSession) -> None:
    """A multiple-choice item's options travel from the import format through the API and the client
    into the analysis's ItemKey; an item without options has none."""
    import json

    from skills.reads import item_key

    records = [
        {"type": "benchmark", "name": "mc", "description": "one multiple-choice item"},
        {"type": "item", "benchmark": "mc", "question": "Capital of Peru? (A) Quito (B) Lima", "reference": "B",
         "choices": ["Quito", "Lima"]},
        {"type": "item", "benchmark": "mc", "question": "2+2?", "reference": "4"},
    ]
    await sandbox.import_jsonl([json.dumps(r) for r in records])
    version = await ana.get_version("mc")
    keys = [item_key(item) for item in version.items]
    assert [k.choices for k in keys] == [["Quito", "Lima"], []]
