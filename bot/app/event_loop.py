"""The event loop the bot's processes run on: uvloop where it is installed, else asyncio's own.

uvloop (libuv under asyncio's API) schedules callbacks and moves bytes through sockets in C, where
asyncio's loop does both in Python; a turn's Redis calls, BenchGen requests and Slack replies each
go round the loop several times. It is a dependency everywhere but Windows, which it does not support:
there, and wherever it is missing, the bot runs on asyncio's loop and behaves the same.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

T = TypeVar("T")


def loop_factory() -> Callable[[], asyncio.AbstractEventLoop] | None:
    """uvloop's loop maker, or None (asyncio's default) where uvloop is not installed."""
    try:
        import uvloop
    except ImportError:
        return None
    return uvloop.new_event_loop


def run(main: Coroutine[Any, Any, T]) -> T:
    """`asyncio.run(main)` on the bot's event loop."""
    with asyncio.Runner(loop_factory=loop_factory()) as runner:
        return runner.run(main)
