"""Map BenchGen error responses (problem+json, OAuth errors) to typed exceptions."""

from __future__ import annotations

from collections.abc import Callable
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


def _insufficient_credits(body: dict[str, Any], wording: Wording, client_auth: bool) -> errors.BenchGenError:
    return errors.InsufficientCredits(_int(body.get("cost")), _int(body.get("balance")))


def _stale_version(body: dict[str, Any], wording: Wording, client_auth: bool) -> errors.BenchGenError:
    return errors.StaleVersion(_int(body.get("current_version")))


def _invalid_change(body: dict[str, Any], wording: Wording, client_auth: bool) -> errors.BenchGenError:
    try:
        reasons = _PROBLEMS.validate_python(body.get("errors") or [])
    except ValidationError:
        reasons = []
    return errors.InvalidChange(reasons)


def _idempotency_conflict(body: dict[str, Any], wording: Wording, client_auth: bool) -> errors.BenchGenError:
    return errors.IdempotencyConflict(
        "This confirmation was already used for a different request, so nothing was done."
    )


def _unauthorized(body: dict[str, Any], wording: Wording, client_auth: bool) -> errors.BenchGenError:
    if client_auth:
        return errors.InvalidCredential("BenchGen did not accept the bot's own credentials.")
    return errors.SessionExpired(
        "The bot's permission for this request expired. Please ask again."
    )


def _forbidden(body: dict[str, Any], wording: Wording, client_auth: bool) -> errors.BenchGenError:
    return errors.NotAllowed("Your BenchGen account is not allowed to do that.")


def _not_found(body: dict[str, Any], wording: Wording, client_auth: bool) -> errors.BenchGenError:
    return errors.NotFound(wording.not_found)


def _conflict(body: dict[str, Any], wording: Wording, client_auth: bool) -> errors.BenchGenError:
    return errors.Conflict(wording.conflict)


# Each problem type (the last segment of `type`) and the error it becomes: (body, wording, client_auth).
_BY_TYPE: dict[str, Callable[[dict[str, Any], Wording, bool], errors.BenchGenError]] = {
    "insufficient-credits": _insufficient_credits,
    "stale-version": _stale_version,
    "invalid-change": _invalid_change,
    "idempotency-conflict": _idempotency_conflict,
    "unauthorized": _unauthorized,
    "forbidden": _forbidden,
    "not-found": _not_found,
    "conflict": _conflict,
}
# The problem type a status code stands for when the body names none.
_TYPE_OF_STATUS = {402: "insufficient-credits", 401: "unauthorized", 403: "forbidden", 404: "not-found", 409: "conflict"}


def problem_error(
    response: httpx.Response, wording: Wording, *, client_auth: bool = False
) -> errors.BenchGenError:
    """Errors of every other endpoint (RFC 9457 problem details), with a status-code fallback."""
    body = _body(response)
    status = response.status_code
    slug = str(body.get("type", "")).rstrip("/").rsplit("/", 1)[-1]
    if slug == "about:blank":
        slug = ""
    build = _BY_TYPE.get(slug or _TYPE_OF_STATUS.get(status, ""))
    if build is not None:
        return build(body, wording, client_auth)
    if status == 429 or status >= 500:
        return errors.Unavailable("BenchGen is not available right now. Please try again shortly.")
    return errors.BadRequest("BenchGen could not accept the bot's request.")
