"""What the client puts on the wire, and how it reads what comes back."""

from __future__ import annotations

import base64
import json
from datetime import UTC, datetime, timedelta
from urllib.parse import parse_qs

import httpx
import pytest
from pydantic import SecretStr

from bot.benchgen import (
    AddItem,
    BenchGenPlatform,
    Change,
    MatchRule,
    RemoveItem,
    Run,
    Scope,
    SetKey,
    SetReference,
)
from tests.benchgen.scripted import CLIENT_SECRET, GRANT, RUN, TOKEN, Script, Sleeps, platform, session_with


async def test_token_exchange_request_and_session() -> None:
    grant = {**GRANT, "scope": "benchmarks:read runs:read", "expires_in": 120}
    script = Script([httpx.Response(200, json=grant)])
    now = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)
    plat = platform(script, Sleeps(), clock=lambda: now)
    sess = await plat.session("slack:T1:U1", [Scope.RUNS_READ, "benchmarks:read", Scope.RUNS_WRITE])
    (request,) = script.requests
    assert request.url.path == "/oauth/token"
    basic = base64.b64decode(request.headers["Authorization"].removeprefix("Basic ")).decode()
    assert basic == f"bot-client:{CLIENT_SECRET}"
    form = {k: v[0] for k, v in parse_qs(request.content.decode()).items()}
    assert form == {
        "grant_type": "urn:ietf:params:oauth:grant-type:token-exchange",
        "subject_token": "slack:T1:U1",
        "subject_token_type": "urn:benchgen:params:oauth:token-type:chat-identity",
        "scope": "benchmarks:read runs:read runs:write",
    }
    assert sess.granted_scopes == frozenset({"benchmarks:read", "runs:read"})
    assert sess.allows(Scope.RUNS_READ) and not sess.allows(Scope.RUNS_WRITE)
    assert sess.expires_at == now + timedelta(seconds=120)
    await plat.aclose()


async def test_session_needs_a_scope() -> None:
    plat = platform(Script([httpx.Response(200, json=GRANT)]), Sleeps())
    with pytest.raises(ValueError):
        await plat.session("slack:T1:U1", [])
    await plat.aclose()


async def test_changes_are_serialised_by_op() -> None:
    version = {"name": "gsm-mini", "version": 2, "created_at": "2025-01-01T00:00:00Z", "items": [
        {"number": 7, "question": "q", "reference": "4", "accepted": ["4", "4.0"],
         "match": "numeric", "topic": "t"},
    ]}
    script = Script([httpx.Response(201, json=version)])
    plat, sess = await session_with(script, Sleeps())
    changes: list[Change] = [
        SetKey(item=7, accepted=["4", "4.0"], match=MatchRule.NUMERIC),
        SetReference(item=13, reference="42"),
        AddItem(question="2+2?", reference="4", match=MatchRule.EXACT),
        RemoveItem(item=3),
    ]
    created = await sess.create_version(
        "gsm-mini", base_version=1, changes=changes, note="widen", idempotency_key="prop-9"
    )
    item7 = created.item(7)
    assert item7 is not None and item7.match is MatchRule.NUMERIC
    assert created.item(8) is None
    (request,) = script.requests
    assert request.method == "POST" and request.url.path == "/v1/benchmarks/gsm-mini/versions"
    assert request.headers["Idempotency-Key"] == "prop-9"
    assert request.headers["Authorization"] == f"Bearer {TOKEN}"
    assert json.loads(request.content) == {
        "base_version": 1,
        "note": "widen",
        "changes": [
            {"op": "set_key", "item": 7, "accepted": ["4", "4.0"], "match": "numeric"},
            {"op": "set_reference", "item": 13, "reference": "42", "accepted": None, "match": None},
            {"op": "add_item", "question": "2+2?", "reference": "4", "accepted": None,
             "match": "exact", "topic": None},
            {"op": "remove_item", "item": 3},
        ],
    }
    await plat.aclose()


async def test_list_runs_sends_only_given_filters_and_reads_runs() -> None:
    finished = {**RUN, "status": "succeeded", "done": 20, "correct": 12, "score": 0.6,
                "finished_at": "2025-01-01T00:01:00Z", "origin": "imported"}
    script = Script([httpx.Response(200, json=[finished, RUN])])
    plat, sess = await session_with(script, Sleeps())
    runs = await sess.list_runs(benchmark="gsm-mini", model="tiny-1")
    (request,) = script.requests
    assert dict(request.url.params) == {"benchmark": "gsm-mini", "model": "tiny-1"}
    assert [run.finished for run in runs] == [True, False]
    assert runs[0].percent == 60.0 and runs[1].percent is None
    assert runs[0].progress == 1.0 and runs[1].progress == 0.0
    await plat.aclose()


async def test_get_version_none_reads_the_current_version_in_one_request() -> None:
    version = {"name": "gsm-mini", "version": 2, "created_at": "2025-01-01T00:00:00Z", "items": []}
    script = Script([httpx.Response(200, json=version)])
    plat, sess = await session_with(script, Sleeps())
    got = await sess.get_version("gsm-mini")
    assert got.version == 2
    assert [r.url.path for r in script.requests] == ["/v1/benchmarks/gsm-mini/versions/current"]
    await plat.aclose()


async def test_identity_is_one_path_segment() -> None:
    script = Script([httpx.Response(200, json={"identity": "x", "linked": False, "account": None})])
    plat = platform(script, Sleeps())
    status = await plat.identity_status("discord:guild/1:U 1")
    assert not status.linked
    assert script.requests[0].url.raw_path == b"/v1/identities/discord:guild%2F1:U%201"
    await plat.aclose()


def test_run_percent_avoids_float_noise() -> None:
    run = Run.model_validate({**RUN, "status": "succeeded", "correct": 13, "score": 0.65, "done": 20})
    assert run.percent == 65.0
    assert run.succeeded


def test_changes_are_frozen_values() -> None:
    a = SetKey(item=7, accepted=["4", "4.0"])
    with pytest.raises(ValueError):
        a.item = 8  # type: ignore[misc]
    assert a == SetKey(item=7, accepted=["4", "4.0"])


class CountingTransport(httpx.MockTransport):
    """A MockTransport that counts how often it is closed (i.e. the pool is torn down)."""

    closed = 0

    async def aclose(self) -> None:
        self.closed += 1


async def test_sessions_share_the_platforms_pool() -> None:
    tokens = iter(["turn-1-token", "turn-2-token"])

    def reply(request: httpx.Request) -> httpx.Response:
        if request.url.path == "/oauth/token":
            return httpx.Response(200, json={**GRANT, "access_token": next(tokens)})
        return httpx.Response(200, json=RUN)

    seen: list[str] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request.headers["Authorization"])
        return reply(request)

    transport = CountingTransport(handler)
    plat = BenchGenPlatform("https://benchgen.test", "bot-client", SecretStr(CLIENT_SECRET),
                            transport=transport)
    for _ in range(2):
        async with await plat.session("slack:T1:U1", [Scope.RUNS_READ]) as sess:
            await sess.get_run("run_1")
    assert transport.closed == 0
    assert seen[1] == "Bearer turn-1-token" and seen[3] == "Bearer turn-2-token"
    await plat.aclose()
    assert transport.closed == 1


async def test_a_cookie_from_one_turn_never_rides_on_another() -> None:
    """The connection pool is shared by every turn: a cookie BenchGen sets in answer to one user's
    request is not kept, so it cannot reach another user's request."""
    cookie = {"Set-Cookie": "session=ana-only; Path=/; Domain=benchgen.test"}
    script = Script([httpx.Response(200, json=GRANT, headers=cookie), httpx.Response(200, json=GRANT)])
    plat = platform(script, Sleeps())
    await plat.session("slack:T1:U1", ["account:read"])
    await plat.session("slack:T1:U2", ["account:read"])
    assert [r.headers.get("cookie") for r in script.requests] == [None, None]
    await plat.aclose()


_BUILT: list[tuple[str, str, dict[str, object] | None, object, dict[str, str] | None, dict[str, str] | None]] = [
    ("GET", "/v1/me", None, None, None, None),
    ("GET", "/v1/runs", {"benchmark": "gsm mini/ü", "version": 2, "model": "tiny-1"}, None, None,
     {"Authorization": "Bearer t"}),
    ("POST", "/v1/benchmarks/gsm-mini/versions", None, {"base_version": 1, "note": "é ✓", "changes": []}, None,
     {"Authorization": "Bearer t", "Idempotency-Key": "k"}),
    ("POST", "/oauth/token", None, None, {"grant_type": "urn:x y", "subject_token": "slack:T1:U/é&=+~",
                                          "scope": "a:read b:read"}, {"Authorization": "Basic x"}),
    ("POST", "/v1/runs/r%2E1/cancel", None, None, None, {"Authorization": "Bearer t"}),
    ("DELETE", "/v1/identities/slack%3AT1", None, None, None, None),
    ("GET", "/v1/runs", {"version": True, "done": 1.0}, None, None, None),
    ("GET", "/v1/runs", {"version": 1, "done": 1}, None, None, None),  # equal keys to the line above, another URL
    ("POST", "/v1/runs", None, {"a": 1}, None, {"Content-Type": "application/merge+json", "host": "elsewhere"}),
    ("GET", "/v1/me", None, None, None, {"Accept": "text/plain", "Authorization": "Bearer t"}),  # in Accept's place
    ("POST", "/v1/runs", None, None, None, {"User-Agent": "x", "accept": "text/plain"}),  # a second accept
]


async def test_requests_are_built_as_httpx_builds_them() -> None:
    """The pipe builds its requests itself (cheaper): the same URL, headers in the same order, and
    body as httpx.Request; each twice, the second time from the URL kept parsed."""
    from bot.benchgen.http import BenchGenHttp, RetryPolicy

    http = BenchGenHttp("http://bench.example:8080/", transport=httpx.MockTransport(lambda r: httpx.Response(204)),
                        timeout=3.0, retry=RetryPolicy())
    for _ in range(2):
        for method, path, params, json_body, data, headers in _BUILT:
            built = http._request(method, path, headers, params, json_body, data)
            expected = httpx.Request(method, "http://bench.example:8080" + path, params=params, json=json_body,
                                     data=data, headers={"Accept": "application/json",
                                                         "User-Agent": "benchgen-chat-agent", **(headers or {})})
            assert str(built.url) == str(expected.url)
            assert built.headers.raw == expected.headers.raw
            assert built.content == expected.content
            assert built.extensions == {"timeout": httpx.Timeout(3.0).as_dict()}
            # the same request object as httpx's, read: its attributes, method, stream and headers' state
            assert vars(built).keys() == vars(expected).keys() and built.method == expected.method
            assert type(built.stream) is type(expected.stream) and b"".join(built.stream) == expected.content
            assert vars(built.headers) == vars(expected.headers) and built.headers == expected.headers
    await http.aclose()


_PATHS = ["/v1/me", "/v1/runs/run_1/answers", "/v1/benchmarks/gsm.v2/versions/current", "/v1/runs/r%2E1/cancel",
          "/v1/identities/slack:T1:U@1", "/v1/benchmarks/a!$&'()*+,;=b~_-", "/v1/benchmarks/%2E%2E",
          # left to httpx: escaped or normalised there
          "/v1/benchmarks/../me", "/v1/./me", "/v1/benchmarks/gsm mini", "/v1/benchmarks/ü", "/v1/runs?x=1",
          "/v1/b/{x}", "/v1/b/a#b", "/v1/b/" + "x" * 3000]
_PARAMS: list[dict[str, object] | None] = [None, {}, {"benchmark": "gsm mini/ü&=+", "version": 2, "model": "tiny-1"},
                                           {"done": True, "x": None, "f": 1.5}, {"many": ["a", "b"]}, {"empty": []}]


def test_urls_are_built_as_httpx_parses_them() -> None:
    """A request's URL is joined to the base URL's parsed parts (cheaper than parsing it): the same
    URL httpx.URL(base + path, params=params) gives, whatever the path and query, under any base."""
    from bot.benchgen.http import BenchGenHttp, RetryPolicy

    for base in ("http://bench.example:8080/", "https://bench.example", "https://bench.example/api/", "http://[::1]:80"):
        http = BenchGenHttp(base, transport=httpx.MockTransport(lambda r: httpx.Response(204)), timeout=3.0,
                            retry=RetryPolicy())
        for path in _PATHS:
            for params in _PARAMS:
                built, expected = http._url(path, params), httpx.URL(base.rstrip("/") + path, params=params)
                assert built == expected and str(built) == str(expected)
                assert (built.raw_path, built.host, built.port, built.params) == \
                    (expected.raw_path, expected.host, expected.port, expected.params)
