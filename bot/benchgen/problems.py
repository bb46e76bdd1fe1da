"""Map BenchGen error responses (problem+json, OAuth errors) to typed exceptions."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import httpx
from pydantic import TypeAdapter, ValidationError

from bot.benchgen import errors
from bot.benchgen.models import ChangeProblem

_PROBLEMS = TypeAdapter(list[ChangeProblem])


@dataclass(frozen=True, slots=True)
class Wording:
    """Call-specific sentences, so errors name what the user asked about."""

    not_found: str = "BenchGen could not find that."
    conflict: str = "That cannot be done in the current state."


def _body(response: httpx.Response) -> dict[str, Any]:
    try:
        data = response.json()
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


def _int(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def oauth_error(response: httpx.Response) -> errors.BenchGenError:
    """Errors of the token endpoint (RFC 6749 section 5.2)."""
    body = _body(response)
    code = body.get("error")
    if response.status_code == 401 or code == "invalid_client":
        return errors.InvalidCredential("BenchGen did not accept the bot's own credentials.")
    if code == "invalid_grant":
        return errors.NotLinked("This chat account is not linked to a BenchGen account yet.")
    if code == "invalid_scope":
        return errors.NotAllowed(
            "Your BenchGen account cannot give the bot permission for that."
        )
    if response.status_code == 429 or response.status_code >= 500:
        return errors.Unavailable("BenchGen is not available right now. Please try again shortly.")
    return errors.BadRequest("BenchGen could not process the bot's sign-in request.")


def problem_error(
    response: httpx.Response, wording: Wording, *, client_auth: bool = False
) -> errors.BenchGenError:
    """Errors of every other endpoint (RFC 9457 problem details), with a status-code fallback."""
    body = _body(response)
    status = response.status_code
    slug = str(body.get("type", "")).rstrip("/").rsplit("/", 1)[-1]
    if slug == "about:blank":
        slug = ""

    if slug == "insufficient-credits" or (not slug and status == 402):
        return errors.InsufficientCredits(_int(body.get("cost")), _int(body.get("balance")))
    if slug == "stale-version":
        return errors.StaleVersion(_int(body.get("current_version")))
    if slug == "invalid-change":
        try:
            reasons = _PROBLEMS.validate_python(body.get("errors") or [])
        except ValidationError:
            reasons = []
        return errors.InvalidChange(reasons)
    if slug == "idempotency-conflict":
        return errors.IdempotencyConflict(
            "This confirmation was already used for a different request, so nothing was done."
        )
    if slug == "unauthorized" or (not slug and status == 401):
        if client_auth:
            return errors.InvalidCredential("BenchGen did not accept the bot's own credentials.")
        return errors.SessionExpired(
            "The bot's permission for this request expired. Please ask again."
        )
    if slug == "forbidden" or (not slug and status == 403):
        return errors.NotAllowed("Your BenchGen account is not allowed to do that.")
    if slug == "not-found" or (not slug and status == 404):
        return errors.NotFound(wording.not_found)
    if slug == "conflict" or (not slug and status == 409):
        return errors.Conflict(wording.conflict)
    if status == 429 or status >= 500:
        return errors.Unavailable("BenchGen is not available right now. Please try again shortly.")
    return errors.BadRequest("BenchGen could not accept the bot's request.")
