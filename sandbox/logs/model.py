"""What a reader takes from a log: one model's answers to one task's samples, with the log's verdicts."""

from __future__ import annotations

import re
import unicodedata

from pydantic import BaseModel, ValidationError

from ..importer import describe
from ..names import MAX_NAME_LENGTH
from ..schemas import Match


class LoggedSample(BaseModel):
    id: str  # as the log writes it; errors and notes name it
    numeric_id: int | None = None  # the id when the log writes a whole number
    question: str
    targets: list[str]  # the first is the reference; any of them is right
    choices: list[str] = []
    answer: str
    verdict: bool | None  # the log's own: right, wrong, or None (unscored, or a score that is neither)
    unscored_because: str | None = None


class LoggedRun(BaseModel):
    format: str  # shown to people: "Inspect AI", "lm-evaluation-harness"
    task: str
    model: str | None  # None: the log does not name it (then --model must)
    run_key: str  # stable per log: the run id is made from it, so one log is imported once
    created_at: str | None = None
    scorer: str | None
    rule: Match | None  # the match rule that follows the scorer; None: no rule can (model-graded)
    differs: str = ""  # how the scorer differs from the rule, for the samples where they disagree
    samples: list[LoggedSample]
    notes: list[str] = []  # what the reader chose (first epoch, one filter) and what it saw

    def numbered(self) -> list[tuple[int, LoggedSample]]:
        """Item numbers: the log's ids when they are all whole numbers from 1, else 1..N in id order;
        the same samples always get the same numbers, so a second model's log lines up."""
        ids = [s.numeric_id for s in self.samples]
        if all(i is not None and 1 <= i < 2**31 for i in ids):
            return sorted(((s.numeric_id, s) for s in self.samples), key=lambda pair: pair[0])  # type: ignore[misc]
        ordered = sorted(self.samples, key=lambda s: (s.numeric_id is None, s.numeric_id or 0, s.id))
        return list(enumerate(ordered, start=1))


def clean_name(raw: str) -> str:
    """A name the platform accepts (sandbox.names): the last part of a path-like name
    (`openai/gpt-4o-mini` → `gpt-4o-mini`), without control characters, at most 200 characters."""
    last = re.split(r"[/\\]", raw.strip().rstrip("/\\"))[-1]
    kept = "".join(c if unicodedata.category(c) not in ("Cc", "Cf", "Cs", "Zl", "Zp") else " " for c in last)
    name = re.sub(r"\s+", " ", kept).strip()[:MAX_NAME_LENGTH].strip()
    return name if name not in ("", ".", "..") else "imported"


def verdict_of(value: object) -> tuple[bool | None, str | None]:
    """A log's per-sample score as right/wrong: Inspect's C/I (and N, no answer), 1/0, true/false."""
    if isinstance(value, bool):
        return value, None
    if isinstance(value, str):
        letter = value.strip().upper()
        if letter in ("C", "I", "N"):
            return letter == "C", None
        return None, f"its score {value!r} is neither right nor wrong"
    if isinstance(value, (int, float)):
        if value in (0, 1):
            return value == 1, None
        return None, f"its score {value} is neither right nor wrong"
    return None, "it has no score"


def what_failed(exc: Exception) -> str:
    """A reader's error about one sample, as a sentence."""
    if isinstance(exc, KeyError):
        return f"the field {exc.args[0]!r} is missing"
    if isinstance(exc, ValidationError):
        return describe(exc)
    return str(exc) or type(exc).__name__
