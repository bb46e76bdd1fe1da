"""A real headless Chromium (Debian's) driven by Playwright, and the sandbox served over real HTTP.

Chromium is never downloaded: the test uses /usr/bin/chromium and skips where it is absent,
except in CI (CI=true), where `.ci/run` installs it and a missing browser fails the test.
"""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest

from tests.serving import free_port, serve  # noqa: F401  (re-exported for the link tests)

CHROMIUM = Path(os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium"))
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync"]


def require_chromium() -> None:
    if CHROMIUM.exists():
        return
    if os.environ.get("CI") == "true":
        pytest.fail(f"CI must run the browser tests, and there is no Chromium at {CHROMIUM} (see .ci/run)")
    pytest.skip(f"no Chromium at {CHROMIUM}")


@asynccontextmanager
async def chromium() -> AsyncIterator[object]:
    from playwright.async_api import async_playwright

    async with async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=FLAGS)
        try:
            yield browser
        finally:
            await browser.close()
