"""Simulated models: deterministic answers from a profile, never replayed from saved runs.

A profile says, per topic, which items a model knows (explicit lists keyed `benchmark:item`,
otherwise a fraction picked by a stable hash of model+benchmark+item), how it phrases some answers
(formatting habits), and what it says when it does not know (explicit wrong answers, otherwise a
generated one). Items carry a hidden `solution`, the true answer the model aims for.
"""

from __future__ import annotations

import hashlib
from decimal import Decimal, InvalidOperation

from pydantic import BaseModel, Field


class TopicSkill(BaseModel):
    known_fraction: float = Field(default=0.0, ge=0.0, le=1.0)
    known: list[str] = Field(default_factory=list)
    unknown: list[str] = Field(default_factory=list)


class Profile(BaseModel):
    topics: dict[str, TopicSkill] = Field(default_factory=dict)
    habits: dict[str, str] = Field(default_factory=dict, description="benchmark:item -> template with {answer}")
    wrong: dict[str, str] = Field(default_factory=dict, description="benchmark:item -> a wrong answer")


class SimItem(BaseModel):
    benchmark: str
    number: int
    topic: str
    solution: str
    question: str = ""


def stable_fraction(*parts: str) -> float:
    """A number in [0, 1) that depends only on `parts`."""
    digest = hashlib.sha256("\x1f".join(parts).encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") / 2**64


def item_key(benchmark: str, number: int) -> str:
    return f"{benchmark}:{number}"


def knows(model: str, profile: Profile, item: SimItem) -> bool:
    key = item_key(item.benchmark, item.number)
    skill = profile.topics.get(item.topic, TopicSkill())
    if key in skill.unknown:
        return False
    if key in skill.known:
        return True
    return stable_fraction(model, item.benchmark, str(item.number)) < skill.known_fraction


def _as_number(text: str) -> int | Decimal | None:
    try:
        value = Decimal(text.strip())
    except InvalidOperation:
        return None
    if not value.is_finite():
        return None
    return int(value) if value == value.to_integral_value() and "." not in text else value


def wrong_answer(model: str, profile: Profile, item: SimItem) -> str:
    key = item_key(item.benchmark, item.number)
    if key in profile.wrong:
        return profile.wrong[key]
    number = _as_number(item.solution)
    if number is not None:
        offset = 1 + int(stable_fraction("wrong", model, key) * 9)
        return str(number + offset if stable_fraction("sign", model, key) < 0.5 or number < offset else number - offset)
    return "I am not sure."


def answer(model: str, profile: Profile, item: SimItem) -> str:
    """What the model answers to `item`."""
    if not knows(model, profile, item):
        return wrong_answer(model, profile, item)
    template = profile.habits.get(item_key(item.benchmark, item.number))
    if template is None:
        return item.solution
    value = _as_number(item.solution)
    try:
        return template.format(answer=value if value is not None else item.solution)
    except (ValueError, KeyError, IndexError):
        return template.replace("{answer}", item.solution)


def trained(model: str, profile: Profile, topic: str, fixes: float, training_set: str) -> Profile:
    """The profile after training on a set about `topic`: it learns `fixes` of what it missed."""
    new = profile.model_copy(deep=True)
    skill = new.topics.setdefault(topic, TopicSkill())
    ranked = sorted(skill.unknown, key=lambda key: stable_fraction("train", model, training_set, key))
    learned = set(ranked[: round(len(ranked) * fixes)])
    skill.unknown = [key for key in skill.unknown if key not in learned]
    skill.known = sorted(set(skill.known) | learned)
    skill.known_fraction = min(1.0, skill.known_fraction + (1.0 - skill.known_fraction) * fixes)
    return new
