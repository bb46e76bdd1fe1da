"""Conversation-state store: pending proposals and small shared state (Redis or in-memory)."""

from __future__ import annotations

from bot.store.base import PROPOSAL_GRACE, DuplicateProposal, Store, StoreUnavailable
from bot.store.memory import MemoryStore
from bot.store.models import (
    ClaimResult,
    ClaimStatus,
    Proposal,
    ProposalState,
    action_hash,
    canonical_json,
)
from bot.store.redis_store import RedisStore


def open_store(redis_url: str | None, *, prefix: str = "benchgen:") -> Store:
    """Redis when a URL is configured (``REDIS_URL``), else the in-process store."""
    if redis_url:
        return RedisStore.from_url(redis_url, prefix=prefix)
    return MemoryStore()


__all__ = [
    "PROPOSAL_GRACE",
    "ClaimResult",
    "ClaimStatus",
    "DuplicateProposal",
    "MemoryStore",
    "Proposal",
    "ProposalState",
    "RedisStore",
    "Store",
    "StoreUnavailable",
    "action_hash",
    "canonical_json",
    "open_store",
]
