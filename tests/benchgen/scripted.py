"""A scripted BenchGen stand-in for httpx.MockTransport: replies in order, records requests."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import httpx
from pydantic import SecretStr

from bot.benchgen import BenchGenPlatform, BenchGenSession

Reply = httpx.Response | Exception | Callable[[httpx.Request], httpx.Response]

TOKEN = "tok-SECRET-0123456789"
CLIENT_SECRET = "client-SECRET-abcdef"

GRANT = {
    "access_token": TOKEN,
    "issued_token_type": "urn:ietf:params:oauth:token-type:access_token",
    "token_type": "Bearer",
    "expires_in": 300,
    "scope": "account:read benchmarks:read runs:read",
}

ME = {
    "account": "ana",
    "display_name": "Ana",
    "role": "editor",
    "workspace": "acme",
    "workspace_name": "Acme Research",
    "credits": 500,
}

RUN = {
    "id": "run_1",
    "benchmark": "gsm-mini",
    "version": 1,
    "model": "tiny-1",
    "model_version": 1,
    "status": "queued",
    "done": 0,
    "total": 20,
    "correct": None,
    "score": None,
    "cost": 20,
    "refunded": 0,
    "created_at": "2025-01-01T00:00:00Z",
    "finished_at": None,
    "created_by": "ana",
    "origin": "launched",
}


def problem(status: int, slug: str, **extra: Any) -> httpx.Response:
    body = {
        "type": f"https://benchgen.dev/problems/{slug}",
        "title": slug,
        "status": status,
        "detail": f"GET /v1/secret-path failed for field base_version ({slug})",
        **extra,
    }
    return httpx.Response(status, json=body, headers={"Content-Type": "application/problem+json"})


@dataclass
class Script:
    """Serves `replies` in order (the last one repeats); every request is kept in `requests`."""

    replies: list[Reply]
    requests: list[httpx.Request] = field(default_factory=list)

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        reply = self.replies[min(len(self.requests) - 1, len(self.replies) - 1)]
        if isinstance(reply, Exception):
            raise reply
        if callable(reply) and not isinstance(reply, httpx.Response):
            return reply(request)
        return reply


@dataclass
class Sleeps:
    """Records requested delays instead of waiting, so retry tests run instantly."""

    delays: list[float] = field(default_factory=list)

    async def __call__(self, seconds: float) -> None:
        self.delays.append(seconds)


def platform(script: Script, sleeps: Sleeps, **kwargs: Any) -> BenchGenPlatform:
    return BenchGenPlatform(
        "https://benchgen.test",
        "bot-client",
        SecretStr(CLIENT_SECRET),
        transport=httpx.MockTransport(script),
        sleep=sleeps,
        **kwargs,
    )


async def session_with(
    script: Script, sleeps: Sleeps, **kwargs: Any
) -> tuple[BenchGenPlatform, BenchGenSession]:
    """A platform whose first reply is a token grant; the script's later replies serve the session."""
    script.replies.insert(0, httpx.Response(200, json=GRANT))
    plat = platform(script, sleeps, **kwargs)
    sess = await plat.session("slack:T1:U1", ["account:read"])
    script.requests.clear()
    script.replies.pop(0)
    return plat, sess
