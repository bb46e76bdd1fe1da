"""The Slack endpoint attacked from outside, over real HTTP (hardening findings 3, 6 and 10).

Oversized bodies are refused with 413 before anything parses them, by Content-Length or while
streaming, and a signed event sent meanwhile is still acknowledged and handled. Unsigned requests
are never parsed (401); signed but malformed ones get 400, never 500 or a traceback. At DEBUG, the
libraries' own request logs carry no link nonce or token. A replayed slash command runs once.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import io
import json
import logging
import re
import time
import urllib.parse
from collections.abc import AsyncIterator, Iterator
from urllib.parse import urlsplit

import httpx
import pytest
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from adapters.http_guard import DRAIN_FACTOR, guard_middleware
from bot.logs import configure_logging
from tests.conftest import DEMO_SECRET
from tests.serving import serve
from tests.slack.conftest import ANA, NEWCOMER, SlackBot, slack_bot  # noqa: F401  (the fixture)
from tests.slack.standin import BOT_TOKEN, SIGNING_SECRET, TEAM, sign
from tests.trust.conftest import Records

LIMIT = 1_000_000  # the default HTTP_MAX_BODY_BYTES the fixture's bot runs with
HANG = 20.0  # seconds: only a hung server fails this bound, never a slow machine
TEN_MB = 10 * 1024 * 1024


def form_bomb(size: int) -> bytes:
    """What the attack sent: a form body of many tiny fields, costly to parse, unsigned."""
    return b"a=1&" * (size // 4)


async def chunks(total: int, sent: list[int], size: int = 64 * 1024) -> AsyncIterator[bytes]:
    """A chunked body (no Content-Length); `sent[0]` counts what the server let the client send."""
    while sent[0] < total:
        sent[0] += size
        yield b"a=1&" * (size // 4)


def sign_bytes(body: bytes) -> dict[str, str]:
    timestamp = str(int(time.time()))
    digest = hmac.new(SIGNING_SECRET.encode(), b"v0:" + timestamp.encode() + b":" + body, hashlib.sha256)
    return {"X-Slack-Request-Timestamp": timestamp, "X-Slack-Signature": f"v0={digest.hexdigest()}"}


def refusals(logs: Records, text: str) -> list[logging.LogRecord]:
    return [r for r in logs.records if r.getMessage().startswith(text)]


async def raw_exchange(base_url: str, head: bytes) -> bytes:
    """Sends request headers alone (no body follows) and reads the answer until the server closes."""
    url = urlsplit(base_url)
    reader, writer = await asyncio.open_connection(url.hostname, url.port)
    try:
        writer.write(head)
        await writer.drain()
        return await asyncio.wait_for(reader.read(), HANG)
    finally:
        writer.close()


# ---------------------------------------------------------------------- body size (finding 3)


async def test_ten_mb_unsigned_bodies_get_413_while_a_signed_event_is_acked_and_handled(
        slack_bot: SlackBot, logs: Records) -> None:
    bot = slack_bot
    bomb = form_bomb(TEN_MB)
    form = {"Content-Type": "application/x-www-form-urlencoded"}
    streamed = [0]

    async def attack(i: int) -> httpx.Response:
        if i == 0:  # the same bomb, chunked: no Content-Length to refuse it by
            return await bot.slack.http.post(bot.slack.url, content=chunks(TEN_MB, streamed), headers=form)
        return await bot.slack.http.post(bot.slack.url, content=bomb, headers=form)

    async def signed_event() -> tuple[httpx.Response, float]:
        await asyncio.sleep(0.05)  # while the bombs are on the wire
        started = time.monotonic()
        event = {"type": "message", "user": ANA, "text": "how many credits do we have left?",
                 "ts": bot.api.next_ts(), "channel": "D0ANA", "channel_type": "im"}
        response = await bot.slack.post_json(bot.slack.envelope(event))
        return response, time.monotonic() - started

    *refused, (acked, ack_seconds), health = await asyncio.gather(
        *(attack(i) for i in range(5)), signed_event(),
        bot.slack.http.get(f"{bot.base_url}/healthz"))

    assert [(r.status_code, r.text) for r in refused] == [(413, "request body too large")] * 5
    assert "Traceback" not in "".join(r.text for r in refused)
    assert acked.status_code == 200 and ack_seconds < HANG
    assert (health.status_code, health.text) == (200, "ok")
    # refused by the limit, before the endpoint saw a byte: no signature check, no parse
    assert len(refusals(logs, "http body over the limit refused")) == 4
    assert len(refusals(logs, "streamed http body over the limit refused")) == 1
    assert refusals(logs, "slack request refused") == []
    await bot.settle()
    assert "500" in bot.api.of("chat.postMessage")[0].text, "the signed event was handled"
    assert len(bot.api.of("chat.postMessage")) == 1, "nothing else was"


async def test_a_declared_huge_body_is_refused_from_its_headers_alone(slack_bot: SlackBot) -> None:
    """No body follows the headers: a server that waited for the body would hang here."""
    head = (f"POST /slack/events HTTP/1.1\r\nHost: bot\r\nContent-Type: application/json\r\n"
            f"Content-Length: {50 * 1024 * 1024 * 1024}\r\n\r\n").encode()
    answer = await raw_exchange(slack_bot.base_url, head)
    status_line, _, rest = answer.partition(b"\r\n")
    assert status_line == b"HTTP/1.1 413 Request Entity Too Large"
    assert b"connection: close" in rest.lower(), "past the drain, the rest is never read"
    assert rest.endswith(b"request body too large")


async def test_a_chunked_body_past_the_drain_is_cut_off(slack_bot: SlackBot, logs: Records) -> None:
    bot = slack_bot
    total = 4 * DRAIN_FACTOR * LIMIT
    streamed = [0]
    try:
        response = await bot.slack.http.post(bot.slack.url, content=chunks(total, streamed),
                                             headers={"Content-Type": "application/json"})
        assert response.status_code == 413  # the client read the answer before the close
    except httpx.TransportError:
        pass  # or the close reached it first: either way the server stopped reading
    assert streamed[0] < total, "the server read the whole body"
    assert len(refusals(logs, "streamed http body over the limit refused")) == 1
    health = await bot.slack.http.get(f"{bot.base_url}/healthz")
    assert (health.status_code, health.text) == (200, "ok")
    assert bot.api.calls == []


async def test_a_body_just_under_the_limit_is_still_read(slack_bot: SlackBot) -> None:
    bot = slack_bot
    event = bot.slack.envelope({"type": "message", "user": ANA, "text": "how many credits do we have left?",
                                "ts": bot.api.next_ts(), "channel": "D0ANA", "channel_type": "im"})
    event["padding"] = "x" * (LIMIT - len(json.dumps(event)) - 100)
    response = await bot.slack.post_json(event)
    assert response.status_code == 200
    await bot.settle()
    assert "500" in bot.api.of("chat.postMessage")[0].text


# ---------------------------------------------------------------------- signature first (finding 3)


async def test_unsigned_or_forged_bodies_are_never_parsed(slack_bot: SlackBot, logs: Records) -> None:
    bot, url = slack_bot, slack_bot.slack.url
    malformed = {
        "json": ("application/json", b'{"type": "event_callback", "event": {'),
        "payload": ("application/x-www-form-urlencoded", b"payload=%7B%22type%22%3A"),
        "not utf-8": ("application/json", b'{"a": "\xff\xfe"}'),
    }
    bad_headers = {
        "unsigned": lambda body: {},
        "forged": lambda body: {**sign_bytes(body), "X-Slack-Signature": "v0=" + "0" * 64},
        "timestamp not a number": lambda body: {**sign("x"), "X-Slack-Request-Timestamp": "soon"},
        "timestamp overflow": lambda body: {**sign("x"), "X-Slack-Request-Timestamp": "9" * 5000},
    }
    for kind, (content_type, body) in malformed.items():
        for attack, headers in bad_headers.items():
            response = await bot.slack.http.post(url, content=body,
                                                 headers={"Content-Type": content_type, **headers(body)})
            assert response.status_code == 401, (kind, attack, response.status_code)
            assert "Traceback" not in response.text and "Error" not in response.text
    assert len(refusals(logs, "slack request refused: missing or invalid signature")) == 12
    assert refusals(logs, "slack request refused: malformed body") == []  # never parsed
    await bot.settle()
    assert bot.api.calls == []


async def test_signed_malformed_bodies_get_400_never_500(slack_bot: SlackBot, logs: Records) -> None:
    bot, url = slack_bot, slack_bot.slack.url
    cases = {
        "truncated json": ("application/json", '{"type": "event_callback", "event": {'),
        "json array": ("application/json", "[1, 2, 3]"),
        "json string": ("application/json", '"hello"'),
        "event not an object": ("application/json", '{"type": "event_callback", "event": "boom"}'),
        "authorizations not objects": ("application/json", '{"type": "event_callback", "authorizations": [1]}'),
        "payload not json": ("application/x-www-form-urlencoded", "payload=%7B%22type%22%3A"),
        "payload an array": ("application/x-www-form-urlencoded", "payload=" + urllib.parse.quote("[1]")),
    }
    for name, (content_type, body) in cases.items():
        response = await bot.slack.http.post(url, content=body, headers={"Content-Type": content_type, **sign(body)})
        assert response.status_code == 400, (name, response.status_code, response.text)
        assert "Traceback" not in response.text
    raw = b'{"a": "\xff\xfe"}'  # signed as bytes, the way Slack's signature covers them
    response = await bot.slack.http.post(url, content=raw, headers={"Content-Type": "application/json",
                                                                    **sign_bytes(raw)})
    assert response.status_code == 400, "bytes that are not UTF-8 are never parsed"
    before_bolt = refusals(logs, "slack request refused: malformed body")
    in_bolt = [r for r in refusals(logs, "slack request failed") if getattr(r, "malformed", False)]
    assert len(before_bolt) + len(in_bolt) == len(cases) + 1, "each one logged, as malformed"
    await bot.settle()
    assert bot.api.calls == []


async def test_an_unexpected_failure_is_a_bare_500_logged_once(logs: Records) -> None:
    """The error boundary of every endpoint: a handler that fails shows nothing of its failure."""

    async def failing(request: Request) -> Response:
        raise RuntimeError(f"internal detail {DEMO_SECRET}")

    app = Starlette(routes=[Route("/x", failing, methods=["POST"])], middleware=[guard_middleware(LIMIT)])
    async with serve(app) as url, httpx.AsyncClient(timeout=HANG) as http:
        response = await http.post(f"{url}/x", content=b"{}")
    assert (response.status_code, response.text) == (500, "internal error")
    (record,) = refusals(logs, "http request failed")
    # The exception is on the record, or (once the bot's redacting filter has seen it) its redacted text.
    recorded = record.exc_info is not None or "RuntimeError" in getattr(record, "error", "")
    assert recorded and record.levelno == logging.ERROR


# ---------------------------------------------------------------------- log scrub (finding 6)


@pytest.fixture
def debug_json_logs() -> Iterator[io.StringIO]:
    """The bot's own logging setup at DEBUG, writing JSON lines into a buffer."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    stream = io.StringIO()
    configure_logging("DEBUG", [BOT_TOKEN, SIGNING_SECRET, DEMO_SECRET], stream=stream)
    try:
        yield stream
    finally:
        for handler in list(root.handlers):
            root.removeHandler(handler)
        for handler in handlers:
            root.addHandler(handler)
        root.setLevel(level)


async def test_debug_logs_of_the_slack_library_carry_no_nonce_or_token(
        slack_bot: SlackBot, debug_json_logs: io.StringIO) -> None:
    bot = slack_bot
    await bot.slack.mention(NEWCOMER, "why did tiny-1 score so low on gsm-mini?")
    await bot.settle()
    (prompt,) = bot.api.of("chat.postEphemeral")
    found = re.search(r"http://sandbox\.test/link/([A-Za-z0-9_-]+)", prompt.text)
    assert found, "the link reached the user"
    nonce = found.group(1)

    lines = [json.loads(line) for line in debug_json_logs.getvalue().splitlines() if line.strip()]
    sdk = [line for line in lines if line["logger"].startswith("slack_sdk")]
    sent = [line for line in sdk if "chat.postEphemeral" in line["msg"] and "Sending a request" in line["msg"]]
    assert sent, "slack_sdk logged the request it sent (the record this test is about)"
    assert "/link/[redacted]" in sent[0]["msg"]
    out = debug_json_logs.getvalue()
    issued: list[str] = bot.runtime.captured_tokens  # type: ignore[attr-defined]
    for secret in (nonce, BOT_TOKEN, SIGNING_SECRET, DEMO_SECRET, *issued):
        assert secret not in out


def test_every_record_is_scrubbed_of_what_only_a_log_must_not_keep(debug_json_logs: io.StringIO) -> None:
    nonce = "Qw8rT2yU4iO6pA1sD3fG5hJ7kL9zX0cV2bN4mQ6wE8r"
    log = logging.getLogger("some.library")  # a library's logger: the filter sits on the root handler
    log.debug("GET %s", f"http://sandbox.test/link/{nonce}")
    log.debug("escaped", extra={"body": {"text": f"<http:\\/\\/sandbox.test\\/link\\/{nonce}|Link>"}})
    log.debug("encoded u=%s", f"http%3A%2F%2Fsandbox.test%2Flink%2F{nonce}")
    log.info("headers %s", {"Authorization": "Basic YWRtaW46aHVudGVyMg==", "Accept": "application/json"})
    log.info("raw header: authorization: Bearer short-but-secret")
    log.warning("redis down at %s", "redis://:hunter2-pass@cache.internal:6379/0")
    log.info("posting to %s", "https://hooks.slack.com/commands/T0ACME/1234/AbCdEfGh")
    log.info("form %s", "client_id=benchgen-bot&client_secret=letmein-now&grant_type=client_credentials")
    log.info("json %s", '{"access_token": "opaque-value", "max_tokens": 6000}')
    log.info("a key %s", "sk-proj-AbCdEfGhIjKlMnOpQrStUv")
    log.info("kept: %s", "https://api.slack.test:443/api/chat.postMessage tokens: 6000 link_4f2a")
    out = debug_json_logs.getvalue()
    records = [json.loads(line) for line in out.splitlines() if line.strip()]
    assert len(records) == 11, "every record was emitted (scrubbed, not dropped)"
    shown = "\n".join(f"{r['msg']} {r.get('body', '')}" for r in records)
    for secret in (nonce, "YWRtaW46aHVudGVyMg==", "short-but-secret", "hunter2-pass", "AbCdEfGh",
                   "letmein-now", "opaque-value", "sk-proj-AbCdEfGhIjKlMnOpQrStUv"):
        assert secret not in out and secret not in shown, secret
    for kept in ("/link/[redacted]", "application/json", "cache.internal:6379", "client_id=benchgen-bot",
                 '"max_tokens": 6000', "https://api.slack.test:443/api/chat.postMessage tokens: 6000 link_4f2a"):
        assert kept in shown, kept


# ---------------------------------------------------------------------- replays (finding 10)


async def test_a_replayed_slash_command_is_handled_once(slack_bot: SlackBot) -> None:
    bot, api = slack_bot, slack_bot.api

    def command(trigger: str) -> tuple[str, dict[str, str]]:
        body = urllib.parse.urlencode({
            "command": "/benchgen", "text": "how many credits do we have left?", "team_id": TEAM,
            "user_id": ANA, "user_name": "ana", "channel_id": "C0GENERAL", "channel_name": "general",
            "response_url": f"{api.base_url}/response/slash", "trigger_id": trigger, "api_app_id": "A0BENCH",
            "token": "unused"})
        return body, {"Content-Type": "application/x-www-form-urlencoded", **sign(body)}

    body, headers = command("7001.1.aaa")
    first = await asyncio.gather(*(bot.slack.http.post(bot.slack.url, content=body, headers=headers)
                                   for _ in range(3)))  # Slack's retry and an attacker's replays, at once
    await bot.settle()
    later = await bot.slack.http.post(bot.slack.url, content=body, headers=headers)  # replayed afterwards
    await bot.settle()
    assert [r.status_code for r in (*first, later)] == [200] * 4, "replays are acknowledged, not failed"
    answers = api.of("response_url")
    assert len(answers) == 1 and "500" in answers[0].text

    body, headers = command("7002.1.bbb")  # the same words typed again: a new command
    assert (await bot.slack.http.post(bot.slack.url, content=body, headers=headers)).status_code == 200
    await bot.settle()
    assert len(api.of("response_url")) == 2
