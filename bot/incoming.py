"""A message as it arrives, before anything reads it: its length limit, its cleaning, and reading a
long one away from the event loop."""

from __future__ import annotations

import asyncio
import re
import unicodedata
from collections.abc import Callable
from typing import TypeVar

MAX_MESSAGE_CHARS = 40_000
# Language detection and routing take time in proportion to the text (~7 ms for 2,500 characters,
# ~100 ms at the limit): above this length they run in a worker thread, so the event loop keeps
# acknowledging other events meanwhile. Shorter texts take well under a millisecond, less than the
# hand-over to a thread would.
SLOW_TEXT_CHARS = 500

_T = TypeVar("_T")


async def off_loop(text: str, work: Callable[[], _T]) -> _T:
    """`work()` (detection or routing of `text`), in a worker thread when `text` is long."""
    return await asyncio.to_thread(work) if len(text) > SLOW_TEXT_CHARS else work()


_INVISIBLE = re.compile(r"[\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]")


def clean_text(text: str) -> str:
    """Drops control and zero-width characters (keeps newlines and tabs)."""
    text = _INVISIBLE.sub("", text)
    return "".join(c for c in text if c in "\n\t" or unicodedata.category(c) != "Cc").strip()
