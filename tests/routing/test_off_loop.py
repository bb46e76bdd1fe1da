"""Detection and routing of a long message run off the event loop; a short one's stay on it."""

from __future__ import annotations

import threading

from bot.incoming import SLOW_TEXT_CHARS, off_loop


async def test_long_text_is_worked_on_in_another_thread_short_text_in_the_loops() -> None:
    loop_thread = threading.get_ident()
    short = await off_loop("what did tiny-2 score?", threading.get_ident)
    long = await off_loop("word " * (SLOW_TEXT_CHARS // 4), threading.get_ident)
    assert short == loop_thread
    assert long != loop_thread
