"""The labelled messages the router's classifier learns (bot/learned.py) are exactly what the development sets
hold, and nothing of a held-out set."""

from __future__ import annotations

import json

import pytest

from bench import learned_phrasings
from bench.routing import DATA, HELD_OUT, PARTS, load_file
from bot.app.runtime import all_skills
from bot.languages import default_languages
from bot.learned import LEARNED


def test_the_shipped_files_are_what_the_development_sets_give() -> None:
    """`python -m bench.learned_phrasings` rewrites them after a set is added or relabelled."""
    wanted = learned_phrasings.files(learned_phrasings.learned())
    present = {path: path.read_text(encoding="utf-8") for path in (*learned_phrasings.SKILLS.glob("*/learned/*.json"),
                                                                   *learned_phrasings.ROUTER.glob("*/*.json"))}
    assert sorted(map(str, wanted)) == sorted(map(str, present))
    assert [p for p in wanted if wanted[p] != present[p]] == []


@pytest.mark.parametrize("part", HELD_OUT)
def test_no_message_of_a_held_out_set_is_learned(part: str) -> None:
    held_out = {e.text.strip() for name in PARTS[part] for e in load_file(DATA / name)}
    learned = {text for path in (*learned_phrasings.SKILLS.glob("*/learned/*.json"), *learned_phrasings.ROUTER.glob("*/*.json"))
               for text in json.loads(path.read_text(encoding="utf-8"))}
    assert held_out and not held_out & learned


def test_skills_and_packs_load_what_was_learned_for_them() -> None:
    analyze = next(s for s in all_skills() if s.id == "benchmark-analyze")
    assert len(analyze.examples["de"][LEARNED]) > 100
    english = next(p for p in default_languages() if p.code == "en")
    assert english.examples["smalltalk"][LEARNED] and english.examples["help"][LEARNED]
