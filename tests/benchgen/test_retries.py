"""Retry and backoff behaviour of the client, against scripted MockTransport replies."""

from __future__ import annotations

import httpx
import pytest

from bot.benchgen import SetKey, Unavailable
from bot.benchgen.http import RetryPolicy, parse_retry_after
from tests.benchgen.scripted import ME, RUN, Script, Sleeps, platform, problem, session_with


async def test_429_honours_retry_after() -> None:
    script = Script([httpx.Response(429, headers={"Retry-After": "2"}), httpx.Response(200, json=ME)])
    sleeps = Sleeps()
    plat, sess = await session_with(script, sleeps)
    me = await sess.me()
    assert me.credits == 500
    assert len(script.requests) == 2
    assert sleeps.delays == [2.0]
    await plat.aclose()


async def test_retry_after_is_capped() -> None:
    script = Script([httpx.Response(503, headers={"Retry-After": "3600"}), httpx.Response(200, json=ME)])
    sleeps = Sleeps()
    plat, sess = await session_with(script, sleeps, max_retry_delay=1.5)
    await sess.me()
    assert sleeps.delays == [1.5]
    await plat.aclose()


async def test_503_then_200_uses_exponential_backoff() -> None:
    statuses = [httpx.Response(503), httpx.Response(502), httpx.Response(504)]
    script = Script([*statuses, httpx.Response(200, json=ME)])
    sleeps = Sleeps()
    plat, sess = await session_with(script, sleeps, backoff=0.1)
    assert (await sess.me()).account == "ana"
    assert sleeps.delays == pytest.approx([0.1, 0.2, 0.4])
    await plat.aclose()


async def test_gives_up_after_retries_with_unavailable() -> None:
    script = Script([httpx.Response(503)])
    sleeps = Sleeps()
    plat, sess = await session_with(script, sleeps, retries=2)
    with pytest.raises(Unavailable) as caught:
        await sess.me()
    assert len(script.requests) == 3
    assert len(sleeps.delays) == 2
    assert "not available" in caught.value.message
    await plat.aclose()


async def test_connect_error_is_retried_then_succeeds() -> None:
    script = Script([httpx.ConnectError("refused"), httpx.ReadTimeout("slow"), httpx.Response(200, json=ME)])
    sleeps = Sleeps()
    plat, sess = await session_with(script, sleeps)
    assert (await sess.me()).workspace == "acme"
    assert len(script.requests) == 3
    await plat.aclose()


async def test_connect_error_everywhere_is_unavailable() -> None:
    script = Script([httpx.ConnectError("refused")])
    sleeps = Sleeps()
    plat = platform(script, sleeps, retries=1)
    with pytest.raises(Unavailable):
        await plat.identity_status("slack:T1:U1")
    assert len(script.requests) == 2
    await plat.aclose()


async def test_unkeyed_post_is_never_retried() -> None:
    script = Script([httpx.Response(503), httpx.ConnectError("refused")])
    sleeps = Sleeps()
    plat = platform(script, sleeps)
    with pytest.raises(Unavailable):
        await plat.start_link("slack:T1:U1")
    assert len(script.requests) == 1
    assert sleeps.delays == []
    script.requests.clear()
    with pytest.raises(Unavailable):
        await plat.start_link("slack:T1:U1")
    assert len(script.requests) == 1
    await plat.aclose()


async def test_keyed_post_is_retried_with_the_same_key_and_body() -> None:
    script = Script([httpx.ConnectError("refused"), httpx.Response(503), httpx.Response(201, json=RUN)])
    sleeps = Sleeps()
    plat, sess = await session_with(script, sleeps)
    run = await sess.launch_run(benchmark="gsm-mini", model="tiny-1", idempotency_key="prop-1")
    assert run.id == "run_1"
    assert len(script.requests) == 3
    assert {r.headers["Idempotency-Key"] for r in script.requests} == {"prop-1"}
    assert len({r.content for r in script.requests}) == 1
    await plat.aclose()


async def test_preview_is_retried_as_a_read() -> None:
    body = {"benchmark": "gsm-mini", "version": 1, "runs": []}
    script = Script([httpx.Response(503), httpx.Response(200, json=body)])
    sleeps = Sleeps()
    plat, sess = await session_with(script, sleeps)
    preview = await sess.preview("gsm-mini", version=1, changes=[SetKey(item=7, accepted=["4"])])
    assert preview.runs == []
    assert len(script.requests) == 2
    await plat.aclose()


async def test_500_is_not_retried() -> None:
    script = Script([problem(500, "internal")])
    sleeps = Sleeps()
    plat, sess = await session_with(script, sleeps)
    with pytest.raises(Unavailable):
        await sess.me()
    assert len(script.requests) == 1
    await plat.aclose()


async def test_token_exchange_is_retried() -> None:
    from tests.benchgen.scripted import GRANT

    script = Script([httpx.Response(503), httpx.Response(200, json=GRANT)])
    sleeps = Sleeps()
    plat = platform(script, sleeps)
    sess = await plat.session("slack:T1:U1", ["account:read"])
    assert "runs:read" in sess.granted_scopes
    assert len(script.requests) == 2
    await plat.aclose()


def test_retry_after_parsing() -> None:
    from datetime import UTC, datetime

    now = datetime(2025, 1, 1, 0, 0, 0, tzinfo=UTC)
    assert parse_retry_after("7", now) == 7.0
    assert parse_retry_after("Wed, 01 Jan 2025 00:00:30 GMT", now) == 30.0
    assert parse_retry_after("Tue, 31 Dec 2024 23:00:00 GMT", now) == 0.0
    assert parse_retry_after("soon", now) is None
    assert parse_retry_after(None, now) is None
    policy = RetryPolicy(retries=3, backoff=0.5, max_delay=1.0)
    assert [policy.delay(n, None) for n in range(3)] == [0.5, 1.0, 1.0]
