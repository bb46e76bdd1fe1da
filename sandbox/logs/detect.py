"""Which format a file is, by its content: no flag, no trust in the file name's extension."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..importer import ImportFailed
from . import inspect, lm_eval
from .model import LoggedRun

UNKNOWN = ("not a format the import knows: expected an Inspect AI log (.eval archive or .json), "
           "an lm-evaluation-harness samples_<task>_<time>.jsonl, or this project's JSON Lines")


def read_log(path: str | Path) -> LoggedRun | None:
    """The log's run, or None when the file is this project's JSON Lines (the importer reads it)."""
    path = Path(path)
    if _magic(path) == b"PK\x03\x04":
        return inspect.read_eval(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ImportFailed([f"cannot read {path}: {exc}"]) from exc
    lines = [line.removesuffix("\r") for line in text.split("\n")]
    head = _first_object(lines)
    if head is not None:
        return _by_first_line(path, head, lines)
    return _by_whole_text(path, text)


def _magic(path: Path) -> bytes:
    """The file's first four bytes (a zip archive's start with PK\x03\x04)."""
    try:
        with path.open("rb") as file:
            return file.read(4)
    except OSError as exc:
        raise ImportFailed([f"cannot read {path}: {exc}"]) from exc


def _first_object(lines: list[str]) -> dict[str, Any] | None:
    """The first non-blank line as a JSON object, None when it is not one."""
    first = next((line for line in lines if line.strip()), "")
    try:
        head = json.loads(first)
    except json.JSONDecodeError:
        return None
    return head if isinstance(head, dict) else None


def _by_first_line(path: Path, head: dict[str, Any], lines: list[str]) -> LoggedRun | None:
    """A file whose first line is a JSON object: an Inspect AI .json log written on one line, this
    project's JSON Lines (None), or lm-evaluation-harness samples."""
    if "eval" in head:
        return inspect.read_json(path, head)
    if "type" in head:
        return None
    if "doc_id" in head:
        return lm_eval.read_samples(path, lines)
    raise ImportFailed([f"{path.name}: {UNKNOWN}"])


def _by_whole_text(path: Path, text: str) -> LoggedRun:
    """A file read as one JSON document: an Inspect AI .json log over several lines."""
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
