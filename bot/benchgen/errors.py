"""Typed errors for everything that can go wrong talking to BenchGen.

Every error's `message` is a sentence a person understands: no endpoint paths, field names or
tokens. Skills may show it as a fallback, but usually pick their own catalog text by error type
and the structured attributes (cost, balance, current_version, reasons).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.benchgen.models import ChangeProblem


class BenchGenError(Exception):
    """Base of all BenchGen client errors."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.message!r})"


class NotFound(BenchGenError):
    """The benchmark, version, run, job or model does not exist (or is not visible)."""


class NotAllowed(BenchGenError):
    """The account's role or this turn's scopes do not allow the action."""


class NotLinked(BenchGenError):
    """The chat identity is not linked to a BenchGen account."""


class InvalidCredential(BenchGenError):
    """BenchGen rejected the bot's own client id/secret (an operator configuration problem)."""


class SessionExpired(BenchGenError):
    """The turn's access token expired or was revoked; start a new session and try again."""


class InsufficientCredits(BenchGenError):
    def __init__(self, cost: int | None, balance: int | None, message: str | None = None) -> None:
        self.cost = cost
        self.balance = balance
        if message is None:
            if cost is not None and balance is not None:
                message = (
                    f"That costs {cost} credits and the workspace has {balance} left, "
                    "so nothing was started."
                )
            else:
                message = "The workspace does not have enough credits for that."
        super().__init__(message)


class StaleVersion(BenchGenError):
    def __init__(self, current_version: int | None, message: str | None = None) -> None:
        self.current_version = current_version
        if message is None:
            now = f" (it is now at version {current_version})" if current_version else ""
            message = f"The benchmark changed in the meantime{now}, so nothing was written."
        super().__init__(message)


class InvalidChange(BenchGenError):
    def __init__(self, reasons: Sequence[ChangeProblem], message: str | None = None) -> None:
        self.reasons = list(reasons)
        if message is None:
            parts = [
                f"item {problem.item}: {problem.reason}" if problem.item is not None else problem.reason
                for problem in self.reasons
            ]
            message = "The change cannot be applied"
            message += (": " + "; ".join(parts) + ".") if parts else "."
        super().__init__(message)


class IdempotencyConflict(BenchGenError):
    """The same confirmation was already used for a different request."""


class Conflict(BenchGenError):
    """The request clashes with the current state (e.g. cancelling a finished run)."""


class BadRequest(BenchGenError):
    """BenchGen could not accept the request as sent (a bug in the bot, not the user's fault)."""


class Unavailable(BenchGenError):
    """BenchGen could not be reached, is overloaded, failed, or answered unreadably."""
