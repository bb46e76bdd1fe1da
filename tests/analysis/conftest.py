from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from skills.analysis import EquivalenceJudge


@pytest.fixture
async def judge() -> AsyncIterator[EquivalenceJudge]:
    """A judge with its own math-verify process pool (warm-up ~0.3 s on first math check)."""
    j = EquivalenceJudge(timeout=2.0)
    try:
        yield j
    finally:
        await j.aclose()
