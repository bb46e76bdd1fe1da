"""Data kept by the conversation-state store: proposals and the outcome of claiming one."""

from __future__ import annotations

import hashlib
import json
import secrets
from datetime import datetime, timedelta
from enum import StrEnum
from typing import Any, Self

from pydantic import AwareDatetime, BaseModel, ConfigDict, ValidationInfo, model_validator

from bot.text import Line

DEFAULT_PROPOSAL_TTL = timedelta(minutes=15)


def canonical_json(value: Any) -> str:
    """One spelling per value: sorted keys, no spaces, UTF-8 kept. Raises TypeError if not JSON-able."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def action_hash(kind: str, action: dict[str, Any], idempotency_key: str | None = None) -> str:
    """sha256 (hex) of the canonical JSON of ``{"kind": kind, "action": action}``, with the
    ``idempotency_key`` a retry carries (it decides what runs, so it is covered too)."""
    payload: dict[str, Any] = {"kind": kind, "action": action}
    if idempotency_key is not None:
        payload["idempotency_key"] = idempotency_key
    return hashlib.sha256(canonical_json(payload).encode()).hexdigest()


_HASHED_HERE = "action hashed by Proposal.new"  # the validation context of a proposal `new` just hashed


class Proposal(BaseModel):
    """An action waiting for its requester's yes.

    Immutable; the hash is re-checked on every load, so a record whose action was altered in the store
    fails validation instead of executing something nobody confirmed.
    """

    model_config = ConfigDict(frozen=True)

    id: str
    thread: str  # "platform:workspace:channel:thread"
    requester: str  # "platform:workspace:user"
    kind: str  # "edit", "launch", "training", "question", "cancel_run", ...
    action: dict[str, Any]  # the skill's plan, as its kind's model dumps it
    action_hash: str
    summary: list[Line] = []  # the lines it was shown with, for the message once answered and a retry
    requester_name: str = ""  # as the platform showed the requester
    idempotency_key: str | None = None  # a retry's: the key of the proposal it retries (else the id)
    benchmark_version: int | None = None
    language: str = "en"
    message_ref: str | None = None  # the platform's id of the message showing the buttons
    created_at: AwareDatetime
    expires_at: AwareDatetime

    @model_validator(mode="after")
    def _check(self, info: ValidationInfo) -> Self:
        hashed_here = info.context is not None and info.context.get(_HASHED_HERE) == self.action_hash
        if not hashed_here and self.action_hash != action_hash(self.kind, self.action, self.idempotency_key):
            raise ValueError("action_hash does not match kind and action")
        if self.expires_at <= self.created_at:
            raise ValueError("expires_at must be after created_at")
        return self

    @classmethod
    def new(
        cls,
        *,
        thread: str,
        requester: str,
        kind: str,
        action: dict[str, Any],
        now: datetime,
        ttl: timedelta = DEFAULT_PROPOSAL_TTL,
        benchmark_version: int | None = None,
        language: str = "en",
        message_ref: str | None = None,
        summary: list[Line] | None = None,
        requester_name: str = "",
        idempotency_key: str | None = None,
    ) -> Proposal:
        """A fresh proposal with a random url-safe id and its action hash computed (once: the
        validation that checks a loaded record's hash is told this one was just computed)."""
        hashed = action_hash(kind, action, idempotency_key)
        return cls.model_validate({
            "id": secrets.token_urlsafe(16),
            "thread": thread,
            "requester": requester,
            "kind": kind,
            "action": action,
            "action_hash": hashed,
            "summary": summary or [],
            "requester_name": requester_name,
            "idempotency_key": idempotency_key,
            "benchmark_version": benchmark_version,
            "language": language,
            "message_ref": message_ref,
            "created_at": now,
            "expires_at": now + ttl,
        }, context={_HASHED_HERE: hashed})


class ProposalState(StrEnum):
    """Lifecycle of a stored proposal. Expiry is not a state: it is decided against ``now``."""

    PENDING = "pending"
    USED = "used"
    CANCELLED = "cancelled"
    SET_ASIDE = "set_aside"


class ClaimStatus(StrEnum):
    CLAIMED = "claimed"
    NOT_FOUND = "not_found"
    NOT_REQUESTER = "not_requester"
    EXPIRED = "expired"
    USED = "used"
    CANCELLED = "cancelled"
    SET_ASIDE = "set_aside"


class ClaimResult(BaseModel):
    """Outcome of ``claim`` or ``cancel``.

    ``applied`` is True only when this very call changed the proposal: a successful ``claim`` gives
    ``CLAIMED``; a successful ``cancel`` gives ``CANCELLED``, while cancelling a proposal that was
    already cancelled gives ``CANCELLED`` with ``applied=False``. ``proposal`` is set whenever the
    record is known (everything but ``NOT_FOUND``).
    """

    model_config = ConfigDict(frozen=True)

    status: ClaimStatus
    proposal: Proposal | None = None
    applied: bool = False
