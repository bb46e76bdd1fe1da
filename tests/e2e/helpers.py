"""Helpers for end-to-end tests: direct platform access as a demo user, and request accounting."""

from __future__ import annotations

from bot.app.runtime import Runtime
from bot.benchgen.client import BenchGenSession

ALL = frozenset({"account:read", "benchmarks:read", "runs:read", "benchmarks:write", "runs:write", "training:write"})


async def as_user(runtime: Runtime, user: str) -> BenchGenSession:
    return await runtime.platform.session(f"console:local:{user}", ALL)


def writes(runtime: Runtime, since: int = 0) -> list[tuple[str, str]]:
    """Requests that could change BenchGen (anything but reads and the token exchange)."""
    return [(m, p) for m, p in runtime.requests[since:]  # type: ignore[attr-defined]
            if m != "GET" and not p.endswith("/oauth/token") and not p.endswith("/preview")]
