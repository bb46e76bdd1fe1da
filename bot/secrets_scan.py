"""Spots credentials pasted into chat: API tokens, private keys, and "password: ..." phrases.

The bot never asks for a token or a password (linking happens in the browser), so a message that
carries one is answered with a warning and is not processed, stored, logged or echoed.
"""

from __future__ import annotations

import math
import re
from collections import Counter

from pydantic import BaseModel

from bot.token_shapes import token_spans

# Shapes with a fixed structure; prefixed and bare random tokens are told from names in bot/token_shapes.
_KNOWN = [
    ("aws key", re.compile(r"\bAKIA[0-9A-Z]{16}\b")),
    ("jwt", re.compile(r"\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}")),
    ("private key", re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----")),
    ("bearer token", re.compile(r"(?i)\bbearer\s+[A-Za-z0-9._~+/-]{16,}=*")),
]
# "password: hunter2", "my pw is hunter2", "Passwort = geheim", "mot de passe : ...", "contraseña ..."
_PASSWORD = re.compile(
    r"(?i)\b(?:password|passwd|passwort|kennwort|pwd|pw|mot de passe|contraseña|senha|パスワード|密码)"
    r"\s*(?:is|ist|est|es|é|:|=|->)\s*\S{4,}"
)


class SecretHit(BaseModel, frozen=True):
    kind: str
    start: int
    end: int


def _entropy(value: str) -> float:
    counts = Counter(value)
    return -sum(n / len(value) * math.log2(n / len(value)) for n in counts.values())


def looks_random(value: str) -> bool:
    """A long run of letters and digits that reads like a random token, not a word or a name."""
    classes = sum([any(c.islower() for c in value), any(c.isupper() for c in value),
                   any(c.isdigit() for c in value)])
    return classes >= 3 and _entropy(value) >= 3.5


def find_secrets(text: str) -> list[SecretHit]:
    """Every credential-looking span in ``text`` (links are ignored: their paths look random)."""
    hits: list[SecretHit] = []
    for kind, pattern in _KNOWN:
        hits += [SecretHit(kind=kind, start=m.start(), end=m.end()) for m in pattern.finditer(text)]
    hits += [SecretHit(kind="password", start=m.start(), end=m.end()) for m in _PASSWORD.finditer(text)]
    hits += [SecretHit(kind="token", start=start, end=end) for start, end in token_spans(text)]
    return sorted(hits, key=lambda h: h.start)


def looks_secret(text: str) -> bool:
    return bool(find_secrets(text))


def redact(text: str, extra: tuple[str, ...] | list[str] = ()) -> str:
    """``text`` with every known secret value and credential-looking span replaced."""
    for value in extra:
        if value and len(value) >= 8:
            text = text.replace(value, "[redacted]")
    return replace_spans(text, [(hit.start, hit.end) for hit in find_secrets(text)], "[redacted]")


def replace_spans(text: str, spans: list[tuple[int, int]], mark: str) -> str:
    """``text`` with each span (overlapping ones merged) replaced by ``mark``."""
    merged: list[list[int]] = []
    for start, end in sorted(spans):
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    for start, end in reversed(merged):
        text = text[:start] + mark + text[end:]
    return text
