"""Example messages each skill handles, per language and intent: what the router's classifier
learns from (bot/intent_model.py). One JSON file per skill and language,
`skills/phrasings/<skill id>/<language>.json` (intent -> messages), written as people ask, varied
in wording and register; names and numbers in them are placeholders the classifier never sees
(they are masked). A skill with no file in a language is still routed there: each language's
model learns the English examples too.

Beside them, `<skill id>/learned/<language>.json` holds chat messages that people who never saw these
files wrote and labelled for the skill (bot/learned.py)."""

from __future__ import annotations

import json
from pathlib import Path

from bot.learned import LEARNED, learned_in

Examples = dict[str, dict[str, tuple[str, ...]]]  # language -> intent -> messages


def examples_of(skill_id: str) -> Examples:
    """The skill's examples, from its folder here."""
    folder = Path(__file__).resolve().parent / skill_id
    found: Examples = {}
    for path in sorted(folder.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        found[path.stem] = {intent: tuple(texts) for intent, texts in data.items()}
    for lang, texts in learned_in(folder / "learned").items():
        found.setdefault(lang, {})[LEARNED] = texts
    return found
