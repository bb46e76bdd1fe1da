"""Finds the benchmark, model, item and run names a message mentions."""

from __future__ import annotations

import re
from collections.abc import Iterable

from skills.base import Entities

_ITEMS = re.compile(r"(?:\bitems?|\bquestions?|#|項目|アイテム|问题|题|条目|item\s*n[ºo°]\.?|frage|punkt|ítem|itens?)\s*#?\s*((?:\d{1,5}(?:\s*(?:,|and|&|und|et|y|e|和|と|、)\s*)?)+)", re.IGNORECASE)
_NUM = re.compile(r"\d{1,5}")
_RUN = re.compile(r"\brun_[A-Za-z0-9]{4,40}\b")
_QUOTED = re.compile(r"[\"“”「『`']([^\"“”」』`']{1,200})[\"“”」』`']")
_MODEL_VERSION = re.compile(r"\b(?:v|version\s*)(\d{1,3})\b", re.IGNORECASE)


def _find_names(text: str, names: Iterable[str]) -> list[str]:
    lowered = text.lower()
    found: list[tuple[int, str]] = []
    for name in sorted(set(names), key=len, reverse=True):
        pattern = re.compile(r"(?<![\w-])" + re.escape(name.lower()) + r"(?![\w-])")
        m = pattern.search(lowered)
        if m and not any(start <= m.start() < start + len(other) for start, other in found):
            found.append((m.start(), name))
    return [name for _, name in sorted(found)]


def extract(text: str, *, benchmarks: Iterable[str] = (), models: Iterable[str] = ()) -> Entities:
    items: list[int] = []
    for m in _ITEMS.finditer(text):
        for n in _NUM.findall(m.group(1)):
            if int(n) not in items:
                items.append(int(n))
    model_names = _find_names(text, models)
    version = None
    if model_names and (m := _MODEL_VERSION.search(text)):
        version = int(m.group(1))
    return Entities(
        benchmarks=_find_names(text, benchmarks),
        models=model_names,
        items=items,
        run_ids=_RUN.findall(text),
        quoted=[q.strip() for q in _QUOTED.findall(text) if q.strip()],
        model_version=version,
    )
