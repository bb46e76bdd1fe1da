"""The event loop `benchgen-bot` runs on: uvloop where it is installed, asyncio's where it is not."""

from __future__ import annotations

import asyncio
import sys

import pytest

from bot.app.event_loop import loop_factory, run


async def _loop_module() -> str:
    await asyncio.sleep(0)
    return type(asyncio.get_running_loop()).__module__


def test_the_bot_runs_on_uvloop_where_it_is_installed() -> None:
    pytest.importorskip("uvloop")
    assert run(_loop_module()).startswith("uvloop")


def test_without_uvloop_the_bot_runs_on_asyncios_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "uvloop", None)  # as on Windows: `import uvloop` fails
    assert loop_factory() is None
    assert run(_loop_module()).startswith("asyncio")
