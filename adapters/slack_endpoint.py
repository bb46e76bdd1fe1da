"""`POST /slack/events` before bolt: the signature is checked on the raw bytes, then the body is
parsed, and only then does bolt see the request.

An unsigned, forged or stale request is answered 401 without its body being parsed at all (bolt
alone parses first and verifies afterwards). A signed body that does not parse the way bolt reads
it (not UTF-8, malformed JSON or `payload=`, not an object) is answered 400, never 500. The body
is already bounded by `adapters.http_guard`.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import time
from collections.abc import Callable

from slack_bolt.adapter.starlette.async_handler import to_starlette_response
from slack_bolt.async_app import AsyncApp, AsyncBoltRequest
from starlette.requests import Request
from starlette.responses import PlainTextResponse, Response

log = logging.getLogger(__name__)

_MAX_TIMESTAMP_DIGITS = 12
_MAX_AGE_SECONDS = 5 * 60  # Slack's replay window


class SlackEndpoint:
    """Verifies, parses, then hands the request to the bolt app."""

    def __init__(self, app: AsyncApp, signing_secret: str, clock: Callable[[], float] = time.time) -> None:
        self.app = app
        self._secret = signing_secret.encode()
        self._clock = clock

    async def handle(self, request: Request) -> Response:
        body = await request.body()
        if not self.signed(body, request):
            log.warning("slack request refused: missing or invalid signature")
            return PlainTextResponse("invalid request", status_code=401)
        try:
            bolt_request = AsyncBoltRequest(body=body.decode("utf-8"),
                                            query=request.query_params,  # type: ignore[arg-type]  # Starlette's multi-dicts, read by bolt as mappings
                                            headers=request.headers)  # type: ignore[arg-type]  # Starlette's multi-dicts, read by bolt as mappings
            if not isinstance(bolt_request.body, dict):
                raise ValueError("the body is not an object")
        except Exception as error:
            log.warning("slack request refused: malformed body", extra={"error": type(error).__name__})
            return PlainTextResponse("bad request", status_code=400)
        return to_starlette_response(await self.app.async_dispatch(bolt_request))

    def signed(self, body: bytes, request: Request) -> bool:
        """Slack's v0 signature: HMAC-SHA256 of `v0:{timestamp}:{body}` over the raw bytes (slack_sdk's
        verifier decodes the body first, and fails on bytes that are not UTF-8), within five minutes."""
        timestamp = request.headers.get("x-slack-request-timestamp", "")
        signature = request.headers.get("x-slack-signature", "")
        if not (timestamp.isascii() and timestamp.isdigit()) or len(timestamp) > _MAX_TIMESTAMP_DIGITS or not signature:
            return False
        if abs(self._clock() - int(timestamp)) > _MAX_AGE_SECONDS:
            return False
        digest = hmac.new(self._secret, b"v0:" + timestamp.encode() + b":" + body, hashlib.sha256).hexdigest()
        return hmac.compare_digest(f"v0={digest}".encode(), signature.encode("utf-8", "replace"))
