"""Spots credentials pasted into chat: API tokens, private keys, and "password: ..." phrases.

The bot never asks for a token or a password (linking happens in the browser), so a message that
carries one is answered with a warning and is not processed, stored, logged or echoed.
"""

from __future__ import annotations

import math
import re
from collections import Counter

from pydantic import BaseModel

# Well-known token shapes (Slack, OpenAI-style, GitHub, AWS, Discord-ish JWT, PEM keys).
_KNOWN = [
    ("slack token", re.compile(r"\bxox[abposr]-[A-Za-z0-9-]{8,}")),
    ("slack app token", re.compile(r"\bxapp-[A-Za-z0-9-]{8,}")),
    ("api key", re.compile(r"\bsk-[A-Za-z0-9_-]{16,}")),
    ("github token", re.compile(r"\bgh[pousr]_[A-Za-z0-9]{20,}")),
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
_LONG = re.compile(r"(?<![A-Za-z0-9_/.-])[A-Za-z0-9_-]{28,}(?![A-Za-z0-9_/.-])")
_URL = re.compile(r"https?://\S+")


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
    without_urls = _URL.sub(lambda m: " " * len(m.group(0)), text)
    hits += [SecretHit(kind="token", start=m.start(), end=m.end()) for m in _LONG.finditer(without_urls)
             if looks_random(m.group(0))]
    return sorted(hits, key=lambda h: h.start)


def looks_secret(text: str) -> bool:
    return bool(find_secrets(text))


def redact(text: str, extra: tuple[str, ...] | list[str] = ()) -> str:
    """``text`` with every known secret value and credential-looking span replaced."""
    for value in extra:
        if value and len(value) >= 8:
            text = text.replace(value, "[redacted]")
    for hit in reversed(find_secrets(text)):
        text = text[:hit.start] + "[redacted]" + text[hit.end:]
    return text
