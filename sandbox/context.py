"""What request handlers and background jobs share: storage, settings, clock, scorer, runner."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Callable

from .config import SandboxConfig
from .db import Database
from .jobs import JobRunner
from .matching import Matcher


@dataclass(frozen=True)
class Context:
    config: SandboxConfig
    db: Database
    clock: Callable[[], datetime]
    matcher: Matcher
    runner: JobRunner

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
