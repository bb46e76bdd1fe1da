"""Proposal construction, hashing and validation."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

import pytest
from pydantic import ValidationError

from bot.store import ClaimResult, ClaimStatus, Proposal, action_hash, canonical_json

NOW = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)


def _new(**overrides: object) -> Proposal:
    fields: dict[str, object] = {
        "thread": "discord:G1:C1:T1",
        "requester": "discord:G1:U1",
        "kind": "launch",
        "action": {"benchmark": "gsm8k-mini", "models": ["m-a", "m-b"], "budget_usd": 12.5},
        "now": NOW,
    }
    fields.update(overrides)
    return Proposal.new(**fields)  # type: ignore[arg-type]


def test_new_fills_id_hash_and_expiry() -> None:
    proposal = _new()
    assert re.fullmatch(r"[A-Za-z0-9_-]{22}", proposal.id)
    assert proposal.action_hash == action_hash("launch", proposal.action)
    assert proposal.created_at == NOW
    assert proposal.expires_at == NOW + timedelta(minutes=15)
    assert (proposal.language, proposal.benchmark_version, proposal.message_ref) == ("en", None, None)
    assert _new(ttl=timedelta(minutes=2)).expires_at == NOW + timedelta(minutes=2)


def test_new_hashes_its_action_once_and_a_record_read_back_is_checked(monkeypatch: pytest.MonkeyPatch) -> None:
    import bot.store.models as models

    calls: list[tuple[object, ...]] = []
    real = models.action_hash

    def counted(*args: object) -> str:
        calls.append(args)
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(models, "action_hash", counted)
    proposal = _new()
    assert len(calls) == 1
    assert Proposal.model_validate_json(proposal.model_dump_json()) == proposal
    assert len(calls) == 2


def test_ids_are_unique() -> None:
    assert len({_new().id for _ in range(200)}) == 200


def test_hash_is_canonical() -> None:
    a = action_hash("edit", {"item": 1, "answer": "x", "nested": {"b": 2, "a": 1}})
    b = action_hash("edit", {"nested": {"a": 1, "b": 2}, "answer": "x", "item": 1})
    assert a == b
    assert action_hash("launch", {"item": 1, "answer": "x", "nested": {"a": 1, "b": 2}}) != a
    assert action_hash("edit", {"item": 1, "answer": "y", "nested": {"a": 1, "b": 2}}) != a
    assert canonical_json({"é": [1, 2], "a": None}) == '{"a":null,"é":[1,2]}'


def test_hash_rejects_what_json_cannot_carry() -> None:
    with pytest.raises(TypeError):
        action_hash("edit", {"when": NOW})
    with pytest.raises(ValueError):
        action_hash("edit", {"score": float("nan")})


def test_json_round_trip() -> None:
    proposal = _new(benchmark_version=4, language="de", message_ref="123")
    assert Proposal.model_validate_json(proposal.model_dump_json()) == proposal


def test_altered_action_fails_validation() -> None:
    data = _new().model_dump()
    data["action"]["budget_usd"] = 1000
    with pytest.raises(ValidationError, match="action_hash"):
        Proposal.model_validate(data)


def test_times_must_be_aware_and_ordered() -> None:
    with pytest.raises(ValidationError):
        _new(now=NOW.replace(tzinfo=None))
    with pytest.raises(ValidationError):
        _new(ttl=timedelta(0))


def test_proposal_is_immutable() -> None:
    proposal = _new()
    with pytest.raises(ValidationError):
        proposal.kind = "edit"


def test_claim_result_defaults() -> None:
    result = ClaimResult(status=ClaimStatus.NOT_FOUND)
    assert (result.proposal, result.applied) == (None, False)
    assert ClaimStatus("set_aside") is ClaimStatus.SET_ASIDE
