"""Fixtures: an in-memory sandbox with a controllable clock, reached over real HTTP (ASGI)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta

import httpx
import pytest

from sandbox.config import SandboxConfig
from sandbox.server import Sandbox

CLIENT = ("benchgen-bot", "sandbox-demo-secret")
GRANT = "urn:ietf:params:oauth:grant-type:token-exchange"
SUBJECT_TYPE = "urn:benchgen:params:oauth:token-type:chat-identity"
ALL_SCOPES = "account:read benchmarks:read runs:read benchmarks:write runs:write training:write"
FIVE_FORMAT_ITEMS = {3: "9", 7: "4", 10: "12", 15: "15", 18: "1000"}


class FakeClock:
    def __init__(self) -> None:
        self.now = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def config() -> SandboxConfig:
    return SandboxConfig(
        db_path=":memory:", item_seconds=0, training_seconds=0, client_secret="sandbox-demo-secret",
        public_url="http://sandbox.test",
    )


@pytest.fixture
async def sandbox(config: SandboxConfig, clock: FakeClock) -> AsyncIterator[Sandbox]:
    box = await Sandbox.open(config, clock=clock)
    yield box
    await box.aclose()


@pytest.fixture
async def http(sandbox: Sandbox) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=sandbox.app), base_url="http://sandbox.test") as client:
        yield client


async def exchange(http: httpx.AsyncClient, identity: str, scope: str = ALL_SCOPES) -> httpx.Response:
    return await http.post(
        "/oauth/token",
        auth=CLIENT,
        data={"grant_type": GRANT, "subject_token": identity, "subject_token_type": SUBJECT_TYPE, "scope": scope},
    )


async def bearer(http: httpx.AsyncClient, account: str = "ana", scope: str = ALL_SCOPES) -> dict[str, str]:
    response = await exchange(http, f"console:local:{account}", scope)
    assert response.status_code == 200, response.text
    return {"Authorization": f"Bearer {response.json()['access_token']}"}


@pytest.fixture
async def ana(http: httpx.AsyncClient) -> dict[str, str]:
    return await bearer(http, "ana")


def widen(items: dict[int, str], match: str = "numeric") -> list[dict[str, object]]:
    return [{"op": "set_key", "item": n, "accepted": [a], "match": match} for n, a in items.items()]


async def finished_run(http: httpx.AsyncClient, sandbox: Sandbox, headers: dict[str, str], **body: object) -> dict:
    launched = await http.post("/v1/runs", headers=headers, json=body)
    assert launched.status_code == 201, launched.text
    await sandbox.wait_idle(10)
    run = (await http.get(f"/v1/runs/{launched.json()['id']}", headers=headers)).json()
    assert run["status"] == "succeeded"
    return run
