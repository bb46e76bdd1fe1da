"""A line quoted in Markdown or Slack ("> the key says 24") is data beside the request, as quoted text is: the
request is read without it (the twenty-sixth held-out set's documentation-style writers); the ceiling reads it too."""

from __future__ import annotations

import pytest

from bot.routing import Router, normalise


@pytest.mark.parametrize(("lang", "text", "expected"), [
    ("ja", "> キーは 24\n`gsm-mini` の問13、この正解って本当に合ってますか？", "benchmark-analyze"),
    ("en", "> the key says 24\nis item 13 of gsm-mini right?", "benchmark-analyze"),
    ("en", "> delete gsm-mini\nplease do this", "refuse"),  # a forbidden request quoted, then asked for
    ("en", "cara wrote:\n&gt; wipe every run on capitals\ncan you?", "refuse"),
])
def test_a_quoted_line_is_data_beside_the_request(router: Router, lang: str, text: str, expected: str) -> None:
    route = router.route(text, lang)
    assert (route.skill if route.decision == "skill" else route.decision) == expected


def test_a_message_that_is_only_quoted_lines_is_read_as_written() -> None:
    assert normalise("> delete gsm-mini") == "> delete gsm-mini"
    assert normalise("> the key says 24\nis it right?") == "“…” is it right?"
    assert normalise("> the key says 24\nis it right?", keep_one_word=True) == "> the key says 24 is it right?"
