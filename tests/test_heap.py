"""The heap settled once the bot is up: startup's objects frozen, later garbage still collected
(young objects less often)."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from bot.app import heap


@pytest.fixture(autouse=True)
def unfrozen() -> Iterator[None]:
    gc.unfreeze()
    threshold = gc.get_threshold()
    yield
    gc.unfreeze()  # the rest of the suite runs with the collector as it was
    gc.set_threshold(*threshold)


class _Cycle:
    def __init__(self) -> None:
        self.me = self


def _walked(obj: object) -> bool:
    """Whether the cycle collector still walks `obj` (frozen objects are in no generation)."""
    return any(o is obj for o in gc.get_objects())


def test_settle_sets_aside_what_startup_built() -> None:
    built_at_startup = _Cycle()
    assert _walked(built_at_startup)
    heap.settle()
    assert not _walked(built_at_startup)
    assert gc.get_freeze_count() > 0


def test_garbage_made_after_settling_is_still_collected() -> None:
    heap.settle()
    gc.disable()
    try:
        for _ in range(50):
            _Cycle()
        assert gc.collect() >= 50  # each cycle unreachable, found by the collector
    finally:
        gc.enable()


def test_young_objects_are_collected_less_often() -> None:
    _, middle, old = gc.get_threshold()
    heap.settle()
    assert gc.get_threshold() == (heap.YOUNG_ALLOCATIONS, middle, old)
    gc.collect()
    for _ in range(heap.YOUNG_ALLOCATIONS // 4):  # well under the threshold: no collection yet
        _Cycle()
    assert gc.get_count()[0] >= heap.YOUNG_ALLOCATIONS // 4
