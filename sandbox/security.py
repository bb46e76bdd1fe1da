"""Password and secret hashing, random tokens."""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets

_N, _R, _P = 2**14, 8, 1

# A hash of a random password nobody knows: checked instead when a name is unknown, so that an
# unknown name costs the same scrypt work (and time) as a known one.
UNKNOWN_NAME_HASH = "scrypt$35mAx/wCKm44KfwiZ2bLCA==$/Nn9VHunLh5EkPFKugsGR26ruqz5REgggKiq8r5uliQ="


def hash_password(password: str, *, salt: bytes | None = None) -> str:
    """scrypt, stored as `scrypt$<salt b64>$<hash b64>`."""
    salt = salt if salt is not None else secrets.token_bytes(16)
    digest = hashlib.scrypt(password.encode("utf-8", "surrogatepass"), salt=salt, n=_N, r=_R, p=_P, dklen=32)
    return "scrypt${}${}".format(base64.b64encode(salt).decode(), base64.b64encode(digest).decode())


def verify_password(password: str, stored: str) -> bool:
    try:
        scheme, salt_b64, digest_b64 = stored.split("$")
        salt = base64.b64decode(salt_b64)
        expected = base64.b64decode(digest_b64)
    except ValueError:
        return False
    if scheme != "scrypt":
        return False
    digest = hashlib.scrypt(password.encode("utf-8", "surrogatepass"), salt=salt, n=_N, r=_R, p=_P, dklen=32)
    return hmac.compare_digest(digest, expected)


def new_token() -> str:
    return secrets.token_urlsafe(32)


def token_hash(token: str) -> str:
    """Tokens and nonces are random, so a plain SHA-256 is a safe lookup key."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def new_id(prefix: str) -> str:
    return f"{prefix}_{secrets.token_hex(8)}"
