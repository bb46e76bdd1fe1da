"""Credentials (issue 7): each turn's token carries only its skill's scope and lives at most 10
minutes; across the acceptance conversations no issued token, client secret or signing secret
reaches a log record, a chat message or Redis; a pasted token or password is warned about and
neither stored nor echoed."""

from __future__ import annotations

from datetime import timedelta

import httpx

from bot.app.runtime import SANDBOX_URL, Runtime
from tests.conftest import DEMO_SECRET
from tests.driver import ChatDriver, joined
from tests.trust.conftest import Records, redis_dump

READ = {"account:read", "benchmarks:read", "runs:read"}


async def test_each_turn_gets_its_skills_scope_for_at_most_ten_minutes(chat: ChatDriver, runtime: Runtime,
                                                                       clock) -> None:
    wire = runtime.wire  # type: ignore[attr-defined]
    await chat.push("ana", "what did tiny-2 score on capitals?")
    assert wire.grants and all(g["granted"] == READ for g in wire.grants), "a read turn reads only"
    count = len(wire.grants)
    await chat.push("ana", "why did tiny-1 score so low on gsm-mini?")
    await chat.push("ana", "yes")  # the edit executes
    edit_grants = wire.grants[count:]
    assert any("benchmarks:write" in g["granted"] for g in edit_grants)
    count = len(wire.grants)
    await chat.push("ana", "yes")  # the launch executes
    await chat.settle()
    launch_grants = wire.grants[count:]
    assert any("runs:write" in g["granted"] for g in launch_grants)
    assert not any("benchmarks:write" in g["granted"] for g in launch_grants)
    # One skill, one token: never more than one write right in a credential.
    per_skill = [READ, READ | {"benchmarks:write"}, READ | {"runs:write"}, READ | {"training:write"}]
    assert all(g["granted"] in per_skill for g in wire.grants), [g["granted"] for g in wire.grants]
    assert all(0 < int(g["expires_in"]) <= 600 for g in wire.grants)  # type: ignore[call-overload]
    assert not any(g["requested"] & {"benchmarks:delete", "scores:write"} for g in wire.grants)

    # And the platform really refuses a token after its lifetime.
    assert runtime.sandbox is not None
    token = str(wire.grants[-1]["token"])
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=runtime.sandbox.app), base_url=SANDBOX_URL) as api:
        headers = {"Authorization": f"Bearer {token}"}
        assert (await api.get("/v1/me", headers=headers)).status_code == 200
        clock.advance(timedelta(seconds=601))
        assert (await api.get("/v1/me", headers=headers)).status_code == 401


async def test_no_secret_in_logs_messages_or_redis(chat: ChatDriver, runtime: Runtime, logs: Records,
                                                   redis_prefix: str) -> None:
    """Conversations 1, 2, 6, 9 (linking), 13 and 15 at DEBUG level."""
    await chat.push("ana", "why did tiny-1 score so low on gsm-mini?")
    await chat.click("ben", chat.last_buttons()[0])
    await chat.push("ana", "yes")
    await chat.push("ana", "yes")
    await chat.settle()
    await chat.push("ana", "is it the benchmark or the model? tiny-1 on capitals", thread="t2")
    await chat.push("ana", "yes", thread="t2")
    await chat.settle()
    await chat.push("ana", "analyze tiny-2 on capitals", thread="t3")
    await chat.push("ana", "how many credits do we have left?", thread="t4")
    link = await chat.push("newbie", "what did tiny-2 score on capitals?", thread="t5")
    nonce = next(seg.url for s in link for line in s.message.lines for seg in line
                 if getattr(seg, "url", None)).rsplit("/", 1)[-1]

    assert runtime.sandbox is not None
    tokens = list(runtime.captured_tokens)  # type: ignore[attr-defined]
    assert len(tokens) >= 8
    secrets = [*tokens, DEMO_SECRET, runtime.sandbox.config.link_signing_secret.get_secret_value()]
    stored = await redis_dump(redis_prefix)
    assert stored, "the conversations left state in Redis"
    outgoing = [s.text + " " + " ".join(b.value + b.label for b in s.buttons) for s in chat.sent]
    for secret in [*secrets, nonce]:
        assert not any(secret in line for line in logs.lines), "a secret in a log record"
        assert not any(secret in k or secret in v for k, v in stored.items()), "a secret in Redis"
    for secret in secrets:
        assert not any(secret in text for text in outgoing), "a secret in a chat message"
    assert len(logs.records) > 10, "the pipeline logged while it worked"
    # The link's nonce goes to its owner only, privately.
    assert all(s.message.private for s in chat.sent if nonce in s.text or any(
        nonce in getattr(seg, "url", "") for line in s.message.lines for seg in line))


PASTED = [  # (message, the secret in it)
    ("here is my token xoxb-2783-1029384756-AbCdEfGhIjKlMnOp, can you use it?", "xoxb-2783-1029384756-AbCdEfGhIjKlMnOp"),
    ("my password is Sup3r-Secret!!", "Sup3r-Secret!!"),
    ("Passwort: geheim1234 for gsm-mini", "geheim1234"),
    ("use this: sk-AbCdEfGhIjKlMnOpQrStUvWx0123", "sk-AbCdEfGhIjKlMnOpQrStUvWx0123"),
    ("token Wq3H9vZk2LmN8pRt5YxC1bDf7GhJ4sKa0eUo6iTy", "Wq3H9vZk2LmN8pRt5YxC1bDf7GhJ4sKa0eUo6iTy"),  # a BenchGen-shaped token
]


async def test_a_pasted_token_or_password_is_warned_not_stored_not_echoed(
        chat: ChatDriver, runtime: Runtime, logs: Records, redis_prefix: str) -> None:
    catalog = runtime.dispatcher.catalog
    before = len(runtime.requests)  # type: ignore[attr-defined]
    for text, secret in PASTED:
        replies = await chat.push("ana", text)
        assert len(replies) == 1 and replies[0].message.private, text
        warnings = {catalog.text(lang, "trust.pasted_secret") for lang in catalog.languages}
        assert replies[0].text in warnings, replies[0].text  # in the language of the message
        assert secret not in replies[0].text
    assert runtime.requests[before:] == [], "nothing is sent to BenchGen"  # type: ignore[attr-defined]
    stored = await redis_dump(redis_prefix)
    for _, secret in PASTED:
        assert not any(secret in v or secret in k for k, v in stored.items()), secret
        assert not any(secret in line for line in logs.lines), secret
    # An ordinary message right after is handled as usual.
    assert "75% (15/20)" in joined(await chat.push("ana", "what did tiny-2 score on capitals?"))
