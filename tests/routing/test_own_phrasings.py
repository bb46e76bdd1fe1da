"""Our own phrasings of the classes the held-out sets showed, one file a topic in tests/routing/phrasings/ (a comment
header says what the topic holds; then one message a line: language, expected decision or skill — or "!" and what it
must not be ("!refuse": a look-alike any skill may read) — and text, tab-separated; "\\n" in a text is a line break).
None of them is in a routing set (tests/data), and each was written before the held-out set that measured its round
(the heldout17_*, heldout18_* and the topic files before heldout19; heldout19_classes before heldout20); the message's
language is detected, not given, and the route is the one `benchgen-bot route` gives."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.language import LanguageDetector
from bot.routing import Router

PHRASINGS = Path(__file__).parent / "phrasings"


def _cases() -> list[pytest.param]:
    cases = []
    for path in sorted(PHRASINGS.glob("*.tsv")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.strip() and not line.startswith("#"):
                lang, expected, text = line.split("\t")
                cases.append(pytest.param(lang, expected, text.replace("\\n", "\n"), id=f"{path.stem}:{number}"))
    return cases


@pytest.mark.parametrize(("lang", "expected", "text"), _cases())
def test_detected_and_routed(detector: LanguageDetector, router: Router, lang: str, expected: str, text: str) -> None:
    detected = detector.detect(text)
    route = router.route(text, detected)
    got = route.skill if route.decision == "skill" else route.decision
    assert detected == lang
    assert got != expected[1:] if expected.startswith("!") else got == expected
