"""Answer analysis: why a model missed the items it missed (format, wrong reference, model error)."""

from __future__ import annotations

from skills.analysis.classify import analyze_run, merge_changes
from skills.analysis.equivalence import EquivalenceJudge
from skills.analysis.models import (
    Equivalence,
    ItemKey,
    KeyChange,
    Miss,
    ModelRun,
    ReferenceChange,
    RunAnalysis,
)

__all__ = [
    "Equivalence",
    "EquivalenceJudge",
    "ItemKey",
    "KeyChange",
    "Miss",
    "ModelRun",
    "ReferenceChange",
    "RunAnalysis",
    "analyze_run",
    "merge_changes",
]
