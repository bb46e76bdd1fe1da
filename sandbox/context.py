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
