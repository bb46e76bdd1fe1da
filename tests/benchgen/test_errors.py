"""Problem details and OAuth errors become typed exceptions with person-readable messages."""

from __future__ import annotations

import logging

import httpx
import pytest

from bot.benchgen import (
    BadRequest,
    BenchGenError,
    ChangeProblem,
    Conflict,
    IdempotencyConflict,
    InsufficientCredits,
    InvalidChange,
    InvalidCredential,
    NotAllowed,
    NotFound,
    NotLinked,
    SessionExpired,
    SetKey,
    StaleVersion,
    Unavailable,
)
from tests.benchgen.scripted import (
    CLIENT_SECRET,
    GRANT,
    RUN,
    TOKEN,
    Script,
    Sleeps,
    platform,
    problem,
    session_with,
)


def assert_person_readable(error: BenchGenError) -> None:
    text = str(error)
    assert text == error.message and text.endswith(".")
    for leak in ("/v1", "base_version", "http", TOKEN, CLIENT_SECRET, "Bearer"):
        assert leak not in text


async def test_insufficient_credits_carries_cost_and_balance() -> None:
    script = Script([problem(402, "insufficient-credits", cost=20, balance=10)])
    plat, sess = await session_with(script, Sleeps())
    with pytest.raises(InsufficientCredits) as caught:
        await sess.launch_run(benchmark="gsm-mini", model="tiny-1", idempotency_key="k1")
    assert (caught.value.cost, caught.value.balance) == (20, 10)
    assert "20" in caught.value.message and "10" in caught.value.message
    assert_person_readable(caught.value)
    await plat.aclose()


async def test_stale_version_carries_current_version() -> None:
    script = Script([problem(409, "stale-version", current_version=3)])
    plat, sess = await session_with(script, Sleeps())
    with pytest.raises(StaleVersion) as caught:
        await sess.create_version(
            "gsm-mini", base_version=1, changes=[SetKey(item=7, accepted=["4", "4.0"])],
            note=None, idempotency_key="k2",
        )
    assert caught.value.current_version == 3
    assert_person_readable(caught.value)
    await plat.aclose()


async def test_invalid_change_lists_every_reason() -> None:
    reasons: list[dict[str, str | int | None]] = [
        {"item": 99, "reason": "there is no item 99"},
        {"item": 7, "reason": "the key does not accept the reference answer"},
        {"item": None, "reason": "two changes touch one item"},
    ]
    script = Script([problem(422, "invalid-change", errors=reasons)])
    plat, sess = await session_with(script, Sleeps())
    with pytest.raises(InvalidChange) as caught:
        await sess.preview("gsm-mini", version=1, changes=[SetKey(item=99, accepted=["1"])])
    assert caught.value.reasons == [ChangeProblem.model_validate(r) for r in reasons]
    for reason in reasons:
        assert str(reason["reason"]) in caught.value.message
    assert len(script.requests) == 1
    assert_person_readable(caught.value)
    await plat.aclose()


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        (problem(404, "not-found"), NotFound),
        (problem(403, "forbidden"), NotAllowed),
        (problem(401, "unauthorized"), SessionExpired),
        (problem(409, "conflict"), Conflict),
        (problem(422, "idempotency-conflict"), IdempotencyConflict),
        (problem(422, "validation", errors=[{"loc": ["body"], "msg": "bad"}]), BadRequest),
        (httpx.Response(404, text="<html>nope</html>"), NotFound),
        (httpx.Response(401), SessionExpired),
        (httpx.Response(403, json={"detail": "no"}), NotAllowed),
        (httpx.Response(402), InsufficientCredits),
        (httpx.Response(500, text="boom"), Unavailable),
    ],
)
async def test_status_and_slug_mapping(reply: httpx.Response, expected: type[BenchGenError]) -> None:
    script = Script([reply])
    plat, sess = await session_with(script, Sleeps(), retries=0)
    with pytest.raises(expected) as caught:
        await sess.cancel_run("run_1", idempotency_key="k3")
    assert_person_readable(caught.value)
    await plat.aclose()


async def test_not_found_names_what_was_asked_for() -> None:
    script = Script([problem(404, "not-found")])
    plat, sess = await session_with(script, Sleeps())
    with pytest.raises(NotFound) as caught:
        await sess.get_benchmark("mmlu-tiny")
    assert "mmlu-tiny" in caught.value.message
    await plat.aclose()


async def test_cancel_of_finished_run_says_so() -> None:
    script = Script([problem(409, "conflict")])
    plat, sess = await session_with(script, Sleeps())
    with pytest.raises(Conflict) as caught:
        await sess.cancel_run("run_1", idempotency_key="k4")
    assert "already finished" in caught.value.message
    await plat.aclose()


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        (httpx.Response(400, json={"error": "invalid_grant", "error_description": "x"}), NotLinked),
        (httpx.Response(400, json={"error": "invalid_scope", "error_description": "x"}), NotAllowed),
        (httpx.Response(401, json={"error": "invalid_client", "error_description": "x"}), InvalidCredential),
        (httpx.Response(400, json={"error": "invalid_request"}), BadRequest),
        (httpx.Response(503, text="down"), Unavailable),
    ],
)
async def test_oauth_error_mapping(reply: httpx.Response, expected: type[BenchGenError]) -> None:
    script = Script([reply])
    plat = platform(script, Sleeps(), retries=0)
    with pytest.raises(expected) as caught:
        await plat.session("slack:T1:U1", ["benchmarks:delete"])
    assert_person_readable(caught.value)
    await plat.aclose()


async def test_client_auth_401_is_invalid_credential() -> None:
    script = Script([problem(401, "unauthorized")])
    plat = platform(script, Sleeps())
    with pytest.raises(InvalidCredential):
        await plat.identity_status("slack:T1:U1")
    await plat.aclose()


@pytest.mark.parametrize(
    "reply",
    [
        httpx.Response(200, text="<html>proxy login</html>"),
        httpx.Response(200, json={"account": "ana"}),
        httpx.Response(200, json=[{"unexpected": True}]),
    ],
)
async def test_malformed_response_is_unavailable(reply: httpx.Response) -> None:
    script = Script([reply])
    plat, sess = await session_with(script, Sleeps())
    with pytest.raises(Unavailable) as caught:
        await sess.me()
    assert caught.value.message == "BenchGen sent an answer the bot could not read."
    await plat.aclose()


async def test_malformed_grant_is_unavailable() -> None:
    script = Script([httpx.Response(200, json={**GRANT, "token_type": "MAC"})])
    plat = platform(script, Sleeps())
    with pytest.raises(Unavailable):
        await plat.session("slack:T1:U1", ["account:read"])
    await plat.aclose()


async def test_no_secret_in_repr_str_logs_or_errors(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    script = Script([
        httpx.Response(503),
        problem(403, "forbidden"),
        httpx.Response(200, json={"nonsense": 1}),
        httpx.Response(201, json=RUN),
    ])
    sleeps = Sleeps()
    plat, sess = await session_with(script, sleeps)
    raised: list[BaseException] = []
    for _ in range(2):
        try:
            await sess.launch_run(benchmark="gsm-mini", model="tiny-1", idempotency_key="k5")
        except BenchGenError as exc:
            raised.append(exc)
    assert [type(e) for e in raised] == [NotAllowed, Unavailable]
    # The token did travel, in the header only.
    assert script.requests[0].headers["Authorization"] == f"Bearer {TOKEN}"
    texts = [repr(plat), str(plat), repr(sess), str(sess), caplog.text]
    for error in raised:
        texts += [repr(error), str(error), repr(error.__cause__), str(error.__context__)]
    for text in texts:
        assert TOKEN not in text
        assert CLIENT_SECRET not in text
    assert "account:read" in repr(sess)
    await plat.aclose()


async def test_closed_session_refuses_to_call() -> None:
    script = Script([httpx.Response(200, json=RUN)])
    plat, sess = await session_with(script, Sleeps())
    async with sess:
        assert (await sess.get_run("run_1")).id == "run_1"
    with pytest.raises(RuntimeError):
        await sess.get_run("run_1")
    assert "closed" in repr(sess)
    await plat.aclose()
