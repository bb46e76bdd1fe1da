"""Linking, token exchange, scopes, expiry and the audit log, through the client and the browser."""

from __future__ import annotations

import httpx
import pytest
from pydantic import SecretStr

from bot.benchgen import (
    BenchGenPlatform,
    BenchGenSession,
    InvalidCredential,
    NotAllowed,
    NotLinked,
    Scope,
    SessionExpired,
    SetKey,
)
from bot.benchgen.models import READ_SCOPES
from sandbox.server import Sandbox
from tests.benchgen.conftest import ALL_SCOPES, ANA, BEN, CARA, DEMO_CLIENT_ID, SANDBOX_URL, ManualClock

NEWCOMER = "slack:T0001:U0042"


def nonce_path(url: str) -> str:
    assert url.startswith(SANDBOX_URL + "/link/")
    return url.removeprefix(SANDBOX_URL)


async def approve(browser: httpx.AsyncClient, url: str, username: str, password: str) -> httpx.Response:
    return await browser.post(
        nonce_path(url), data={"username": username, "password": password, "approve": "yes"}
    )


async def test_link_approve_once_then_sessions_work(
    platform: BenchGenPlatform, browser: httpx.AsyncClient
) -> None:
    assert not (await platform.identity_status(NEWCOMER)).linked
    with pytest.raises(NotLinked):
        await platform.session(NEWCOMER, READ_SCOPES)
    link = await platform.start_link(NEWCOMER)
    page = await browser.get(nonce_path(link.url))
    assert page.status_code == 200 and NEWCOMER in page.text
    approved = await approve(browser, link.url, "ana", "ana-demo")
    assert approved.status_code == 200
    status = await platform.identity_status(NEWCOMER)
    assert (status.linked, status.account) == (True, "ana")
    async with await platform.session(NEWCOMER, READ_SCOPES) as session:
        assert (await session.me()).account == "ana"
    # Single use: the same link cannot bind the identity again (to anyone).
    reused = await approve(browser, link.url, "ben", "ben-demo")
    assert reused.status_code == 410
    assert (await platform.identity_status(NEWCOMER)).account == "ana"
    await platform.unlink(NEWCOMER)
    assert not (await platform.identity_status(NEWCOMER)).linked
    with pytest.raises(NotLinked):
        await platform.session(NEWCOMER, READ_SCOPES)


async def test_link_expires_and_is_replaced(
    platform: BenchGenPlatform, browser: httpx.AsyncClient, sandbox_clock: ManualClock
) -> None:
    expired = await platform.start_link(NEWCOMER)
    sandbox_clock.advance((expired.expires_at - sandbox_clock.now).total_seconds() + 1)
    assert (await approve(browser, expired.url, "ana", "ana-demo")).status_code == 410
    first = await platform.start_link(NEWCOMER)
    second = await platform.start_link(NEWCOMER)
    assert (await approve(browser, first.url, "ana", "ana-demo")).status_code in (404, 410)
    assert not (await platform.identity_status(NEWCOMER)).linked
    wrong = await approve(browser, second.url, "ana", "not-the-password")
    assert wrong.status_code >= 400
    assert not (await platform.identity_status(NEWCOMER)).linked
    assert (await approve(browser, second.url, "ben", "ben-demo")).status_code == 200
    assert (await platform.identity_status(NEWCOMER)).account == "ben"
    unknown = await browser.get("/link/not-a-real-nonce")
    assert unknown.status_code in (404, 410)


async def test_token_expiry_raises_session_expired(
    platform: BenchGenPlatform, sandbox_clock: ManualClock
) -> None:
    async with await platform.session(ANA, READ_SCOPES) as session:
        assert (await session.me()).account == "ana"
        assert 0 < (session.expires_at - sandbox_clock.now).total_seconds() <= 600
        sandbox_clock.advance((session.expires_at - sandbox_clock.now).total_seconds() + 1)
        with pytest.raises(SessionExpired):
            await session.me()
    async with await platform.session(ANA, READ_SCOPES) as fresh:
        assert (await fresh.me()).credits == 500


async def test_scopes_are_narrowed_to_the_role(ben: BenchGenSession, platform: BenchGenPlatform) -> None:
    assert ben.granted_scopes == frozenset(str(s) for s in READ_SCOPES)
    assert (await ben.me()).role == "viewer"
    with pytest.raises(NotAllowed):
        await ben.create_version(
            "gsm-mini", base_version=1, changes=[SetKey(item=7, accepted=["4", "4.0"])], note=None,
            idempotency_key="ben-1",
        )
    with pytest.raises(NotAllowed):
        await ben.launch_run(benchmark="gsm-mini", model="tiny-1", idempotency_key="ben-2")
    with pytest.raises(NotAllowed):
        await platform.session(BEN, [Scope.BENCHMARKS_WRITE, Scope.RUNS_WRITE])
    assert (await ben.me()).credits == 500


async def test_turn_scope_limits_even_an_editor(platform: BenchGenPlatform) -> None:
    async with await platform.session(ANA, [Scope.BENCHMARKS_READ]) as reader:
        assert reader.granted_scopes == {"benchmarks:read"}
        with pytest.raises(NotAllowed):
            await reader.me()
        with pytest.raises(NotAllowed):
            await reader.create_version(
                "gsm-mini", base_version=1, changes=[SetKey(item=7, accepted=["4", "4.0"])],
                note=None, idempotency_key="scope-1",
            )


@pytest.mark.parametrize("forbidden", ["benchmarks:delete", "scores:write", "admin:everything"])
async def test_forbidden_scopes_are_never_granted(platform: BenchGenPlatform, forbidden: str) -> None:
    for identity in (ANA, CARA):
        with pytest.raises(NotAllowed):
            await platform.session(identity, [Scope.BENCHMARKS_READ, forbidden])


async def test_wrong_client_secret(sandbox: Sandbox) -> None:
    async with BenchGenPlatform(SANDBOX_URL, DEMO_CLIENT_ID, SecretStr("wrong"),
                                transport=httpx.ASGITransport(app=sandbox.app)) as impostor:
        with pytest.raises(InvalidCredential):
            await impostor.session(ANA, READ_SCOPES)
        with pytest.raises(InvalidCredential):
            await impostor.identity_status(ANA)
        with pytest.raises(InvalidCredential):
            await impostor.start_link(NEWCOMER)


async def test_every_write_is_audited(platform: BenchGenPlatform) -> None:
    async with await platform.session(ANA, ALL_SCOPES) as ana:
        before = await ana.audit()
        version = await ana.create_version(
            "gsm-mini", base_version=1, changes=[SetKey(item=7, accepted=["4", "4.0"])], note=None,
            idempotency_key="audit-1",
        )
        run = await ana.launch_run(benchmark="gsm-mini", model="tiny-1", idempotency_key="audit-2")
        job = await ana.start_training(model="tiny-1", training_set="capitals-train",
                                       idempotency_key="audit-3")
        after = await ana.audit()
    new = after[: len(after) - len(before)]
    assert after[len(new):] == before
    assert len(new) == 3
    assert all(entry.account == "ana" and entry.client == DEMO_CLIENT_ID for entry in new)
    targets = " ".join(str(entry.target) for entry in new)
    assert run.id in targets and job.id in targets and "gsm-mini" in targets
    assert [e.at for e in after] == sorted((e.at for e in after), reverse=True)
    assert version.version == 2
