"""Labelled chat messages the router's classifier learns beside the declared examples.

People who saw only a product description wrote the development sets in tests/data and labelled each
message; `python -m bench.learned_phrasings` writes a label's messages per language to
`<folder>/<language>.json` (a list), next to the declarations: skills/phrasings/<skill>/learned/ for a
skill, bot/languages/packs/learned/<label>/ for what the router answers itself (small talk, help,
linking). The classifier learns them under the intent `LEARNED`, which makes the label likelier for
a message like one of them and never names an intent (bot/intent_model.py).
"""

from __future__ import annotations

import json
from pathlib import Path

LEARNED = "learned"


def learned_in(folder: Path) -> dict[str, tuple[str, ...]]:
    """Language -> the messages learned for a label, from its folder (empty where there is none)."""
    return {path.stem: tuple(json.loads(path.read_text(encoding="utf-8"))) for path in sorted(folder.glob("*.json"))}
