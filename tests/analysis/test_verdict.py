"""The verdict names every fault the analysis found: too narrow, wrong, the model's, or several."""

from __future__ import annotations

import pytest

from skills.analysis.models import Miss
from skills.analyze import verdict_key


def miss(cls: str, certainty: str | None = None) -> Miss:
    return Miss(item=1, answer="a", key="b", cls=cls, evidence="", certainty=certainty)  # type: ignore[arg-type]


NARROW, WRONG, MODEL = miss("format"), miss("wrong_reference", "proven"), miss("model_error")
SUSPECTED = miss("wrong_reference", "suspected")


@pytest.mark.parametrize(("misses", "key"), [
    ([NARROW], "narrow"),
    ([WRONG], "reference"),  # a wrong key alone is never called too narrow
    ([NARROW, WRONG], "narrow_reference"),
    ([MODEL], "model"),
    ([NARROW, MODEL], "both"),
    ([WRONG, MODEL], "both_reference"),
    ([NARROW, WRONG, MODEL], "all"),
    ([SUSPECTED], "suspicions"),
    ([SUSPECTED, MODEL], "model"),
    ([], "none"),
])
def test_the_verdict_names_the_faults_found(misses: list[Miss], key: str) -> None:
    assert verdict_key(misses) == f"analyze.verdict.{key}"
