"""Unlinking said in Spanish that reads as Portuguese as often as Spanish (the linking phrasings themselves are in
tests/routing/phrasings/linking_and_vague.tsv)."""

from __future__ import annotations

from bot.routing import Router


def test_unlinking_is_read_whatever_language_it_is_taken_for(router: Router) -> None:
    """'desconéctame de BenchGen' reads as Portuguese as often as Spanish: unlinking either way."""
    assert {router.route("desconéctame de BenchGen", lang).intent for lang in ("es", "pt")} == {"unlink"}
