"""Which format a file is, by its content: no flag, no trust in the file name's extension."""

from __future__ import annotations

import json
from pathlib import Path

from ..importer import ImportFailed
from . import inspect, lm_eval
from .model import LoggedRun

UNKNOWN = ("not a format the import knows: expected an Inspect AI log (.eval archive or .json), "
           "an lm-evaluation-harness samples_<task>_<time>.jsonl, or this project's JSON Lines")


def read_log(path: str | Path) -> LoggedRun | None:
    """The log's run, or None when the file is this project's JSON Lines (the importer reads it)."""
    path = Path(path)
    try:
        with path.open("rb") as file:
            start = file.read(4)
    except OSError as exc:
        raise ImportFailed([f"cannot read {path}: {exc}"]) from exc
    if start == b"PK\x03\x04":
        return inspect.read_eval(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ImportFailed([f"cannot read {path}: {exc}"]) from exc
    lines = [line.removesuffix("\r") for line in text.split("\n")]
    first = next((line for line in lines if line.strip()), "")
    try:
        head = json.loads(first)
    except json.JSONDecodeError:
        head = None
    if isinstance(head, dict) and "eval" in head:  # a .json log written on one line
        return inspect.read_json(path, head)
    if isinstance(head, dict):
        if "type" in head:
            return None
        if "doc_id" in head:
            return lm_eval.read_samples(path, lines)
        raise ImportFailed([f"{path.name}: {UNKNOWN}"])
    if not text.lstrip().startswith("{"):
        raise ImportFailed([f"{path.name}: {UNKNOWN}"])
    try:
        log = json.loads(text)
    except json.JSONDecodeError as exc:
        cut = f"{path.name}: not valid JSON, perhaps cut short ({exc.msg} at line {exc.lineno}, column {exc.colno})"
        raise ImportFailed([cut]) from exc
    if isinstance(log, dict) and "eval" in log:
        return inspect.read_json(path, log)
    raise ImportFailed([f"{path.name}: {UNKNOWN}"])
