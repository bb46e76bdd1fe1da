"""Tokens told from names (finding 1): a name that starts like a token is no secret, a real token
shape stays one, and a token in quoted data is hidden in place instead of blanking the message."""

from __future__ import annotations

import secrets
import string

import pytest

from bot.guard import HIDDEN, Guard
from bot.secrets_scan import looks_secret, redact
from bot.text import Quote, Words
from bot.token_shapes import has_token
from bot.turn import OutgoingMessage

NAMES = ["bg_arithmetic_suite_v2", "sk-learn-baseline", "xox-party", "xoxb-party-planner", "bgs_physics_units",
         "gpt-4o-2024-08-06", "Meta-Llama-3-70B-Instruct", "Qwen2.5-72B-Instruct", "bg_GSM8K_Hard_Subset_2024_v3",
         "InternationalBenchmarkSuite_v2_extended_2024", "mistral-7b-instruct-v0.2", "run_ab12cd34ef56ab78"]
ALNUM = string.ascii_letters + string.digits


def random_text(n: int) -> str:
    return "".join(secrets.choice(ALNUM) for _ in range(n))


def token_shapes() -> list[str]:
    return [
        f"xoxb-{secrets.randbelow(10**12):012d}-{secrets.randbelow(10**13):013d}-{random_text(24)}",
        "xoxp-" + "-".join(str(secrets.randbelow(10**5)) for _ in range(3)) + "-" + secrets.token_hex(16),
        "sk-" + random_text(48),
        "sk-proj-" + secrets.token_urlsafe(64),
        "ghp_" + random_text(36),
        secrets.token_urlsafe(32),  # what the sandbox issues (sandbox/security.py new_token)
        "xoxb-2783-1029384756-AbCdEfGhIjKlMnOp",
        "sk-AbCdEfGhIjKlMnOpQrStUvWx0123",
        "xoxp-7190-4374-842-5165efee5adb375cadd6eefafedbaac1",  # a draw whose hex read as syllables
    ]


@pytest.mark.parametrize("name", NAMES)
def test_a_name_shaped_like_a_token_is_not_one(name: str) -> None:
    assert not has_token(f"run tiny-1 on {name} please")
    assert not looks_secret(f"run tiny-1 on {name}")
    assert Guard([]).check(OutgoingMessage(lines=[[Words(text="Launch on "), Quote(text=name)]])) is not None


def test_real_token_shapes_are_found_everywhere_in_many_draws() -> None:
    for _ in range(300):
        for token in token_shapes():
            assert has_token(f"key: {token}."), token
            assert looks_secret(f"here you go {token}"), token
            assert token not in redact(f"here you go {token}")


def test_a_token_in_a_quote_is_hidden_and_the_rest_is_sent() -> None:
    guard = Guard([])
    for token in token_shapes():
        answer = f"The answer is 42, and my key is {token} ok"
        message = OutgoingMessage(lines=[[Words(text="Item 3 was answered "), Quote(text=answer)],
                                         [Words(text="Score: 75%.")]])
        checked = guard.check(message)
        assert checked is not None, token
        quoted = checked.lines[0][1].text
        assert token not in quoted and quoted == f"The answer is 42, and my key is {HIDDEN} ok"
        assert checked.lines[1] == message.lines[1]
        assert guard.problems(checked) == []
    assert guard.violations == []


def test_a_token_in_the_bots_own_words_or_any_exact_secret_still_blocks() -> None:
    guard = Guard([], secrets=["configured-secret-value"])
    token = "sk-" + random_text(40)
    assert guard.check(OutgoingMessage(lines=[[Words(text=f"use {token}")]])) is None
    assert guard.check(OutgoingMessage(lines=[[Quote(text="the configured-secret-value here")]])) is None
    issued = secrets.token_urlsafe(32)
    assert guard.check(OutgoingMessage(lines=[[Quote(text=f"x {issued} y")]]), [issued]) is None
    assert len(guard.violations) == 3
