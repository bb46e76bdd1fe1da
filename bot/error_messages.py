"""What the user is told when BenchGen refuses or fails: a catalog key and its parameters."""

from __future__ import annotations

from typing import Any

from bot.benchgen import errors as bg

_KEYS: dict[type[bg.BenchGenError], str] = {
    bg.NotFound: "error.not_found",
    bg.NotAllowed: "error.not_allowed",
    bg.Unavailable: "error.unavailable",
    bg.SessionExpired: "error.unavailable",
    bg.InvalidCredential: "error.bot_credential",
    bg.StaleVersion: "error.stale",
    bg.InvalidChange: "error.invalid_change",
}


def message_for(error: bg.BenchGenError) -> tuple[str, dict[str, Any]]:
    if isinstance(error, bg.InsufficientCredits):
        return "error.credits", {"cost": error.cost or 0, "balance": error.balance or 0}
    return _KEYS.get(type(error), "error.unavailable"), {}
