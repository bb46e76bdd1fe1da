"""What request handlers and background jobs share: storage, settings, clock, scorer, runner."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Callable

from .config import SandboxConfig
from .db import Database
from .jobs import JobRunner
from .matching import Matcher
from .security import verify_password

PasswordCheck = Callable[[str, str], bool]


@dataclass(frozen=True)
class Context:
    config: SandboxConfig
    db: Database
    clock: Callable[[], datetime]
    matcher: Matcher
    runner: JobRunner
    # (password, stored hash) -> right? Injected so tests can see that every sign-in runs it.
    check_password: PasswordCheck = field(default=verify_password)
    # client id -> (sha256 of the secret last verified, the stored hash it was verified against):
    # the bot client authenticates on every token exchange, and scrypt each time made the
    # exchange the slowest part of a turn. A changed stored hash (a rotated secret) misses.
    verified_clients: dict[str, tuple[bytes, str]] = field(default_factory=dict)

    def now(self) -> str:
        return iso(self.clock())


def iso(moment: datetime) -> str:
    return moment.isoformat()


@dataclass(frozen=True)
class Principal:
    """Who is calling: the account behind a bearer token, and the client it was issued to."""

    account: str
    workspace: str
    role: str
    client: str
    scopes: frozenset[str]
