"""Problem details (RFC 9457) errors and the exception handlers that make every error one."""

from __future__ import annotations

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

PROBLEM_BASE = "https://benchgen.dev/problems/"
PROBLEM_MEDIA_TYPE = "application/problem+json"

logger = logging.getLogger(__name__)

TITLES = {
    "not-found": "Not found",
    "unauthorized": "Unauthorized",
    "forbidden": "Forbidden",
    "insufficient-credits": "Insufficient credits",
    "stale-version": "Stale version",
    "invalid-change": "Invalid change",
    "idempotency-conflict": "Idempotency key reused",
    "validation": "Invalid request",
    "conflict": "Conflict",
    "method-not-allowed": "Method not allowed",
    "bad-request": "Bad request",
    "internal": "Internal error",
    "too-large": "Request body too large",
    "too-many-checks": "Too many checks waiting",
    "unavailable": "Unavailable",
}


class Problem(Exception):
    """An API error rendered as `application/problem+json`."""

    def __init__(self, status: int, slug: str, detail: str, **extra: Any) -> None:
        super().__init__(detail)
        self.status = status
        self.slug = slug
        self.detail = detail
        self.extra = extra

    def body(self) -> dict[str, Any]:
        return {
            "type": PROBLEM_BASE + self.slug,
            "title": TITLES.get(self.slug, self.slug.replace("-", " ").capitalize()),
            "status": self.status,
            "detail": self.detail,
            **self.extra,
        }


def not_found(what: str) -> Problem:
    return Problem(404, "not-found", f"{what} was not found.")


def problem_response(problem: Problem, headers: dict[str, str] | None = None) -> JSONResponse:
    return JSONResponse(problem.body(), status_code=problem.status, media_type=PROBLEM_MEDIA_TYPE, headers=headers)


def _jsonable_errors(errors: Any) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for error in errors:
        out.append(
            {
                "loc": [str(part) for part in error.get("loc", ())],
                "msg": str(error.get("msg", "")),
                "type": str(error.get("type", "")),
            }
        )
    return out


def install_handlers(app: FastAPI) -> None:
    """Every error, including unexpected ones, leaves as problem+json."""

    @app.exception_handler(Problem)
    async def _problem(_: Request, exc: Problem) -> JSONResponse:
        return problem_response(exc)

    @app.exception_handler(RequestValidationError)
    async def _validation(_: Request, exc: RequestValidationError) -> JSONResponse:
        errors = _jsonable_errors(exc.errors())
        where = ", ".join(".".join(e["loc"]) + ": " + e["msg"] for e in errors[:3])
        return problem_response(
            Problem(422, "validation", f"The request is malformed ({where}).", errors=errors)
        )

    @app.exception_handler(StarletteHTTPException)
    async def _http(_: Request, exc: StarletteHTTPException) -> JSONResponse:
        slug = {404: "not-found", 405: "method-not-allowed", 401: "unauthorized", 403: "forbidden"}.get(
            exc.status_code, "bad-request" if exc.status_code < 500 else "internal"
        )
        detail = exc.detail if isinstance(exc.detail, str) else "The request could not be handled."
        if exc.status_code == 404 and detail == "Not Found":
            detail = "There is no such resource."
        return problem_response(Problem(exc.status_code, slug, detail), headers=getattr(exc, "headers", None))

    @app.exception_handler(Exception)
    async def _unexpected(_: Request, exc: Exception) -> JSONResponse:
        logger.exception("unexpected error in the sandbox", exc_info=exc)
        return problem_response(Problem(500, "internal", "The sandbox hit an unexpected error."))
