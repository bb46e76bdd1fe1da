"""A per-turn allowance of model calls and tokens, and running totals for measuring.

The dispatcher opens a turn scope (`ModelHelp.turn()`); every use inside it, in the turn's task or
tasks it starts, draws on the same budget. Work outside a turn gets a budget of its own per scope.
"""

from __future__ import annotations

from contextvars import ContextVar, Token
from dataclasses import dataclass

from pydantic import BaseModel


@dataclass
class Budget:
    calls: int
    tokens: int

    def allows(self, estimate: int) -> bool:
        return self.calls > 0 and self.tokens >= estimate

    def spend(self, tokens: int) -> None:
        self.calls -= 1
        self.tokens = max(0, self.tokens - tokens)


class Usage(BaseModel):
    """Totals since the process started (or since `reset`): what bench/llm_calls.py reports."""

    calls: int = 0
    tokens: int = 0
    cached: int = 0
    failed: int = 0
    refused: int = 0  # not sent: over budget, or the prompt would have carried a secret
    by_purpose: dict[str, int] = {}


# Per-task state, like the log's turn id: not configuration, so not a singleton of it.
_current: ContextVar[Budget | None] = ContextVar("llm_budget", default=None)


@dataclass(frozen=True)
class TurnBudgets:
    """Opens a fresh budget per turn and finds the one in progress."""

    calls: int
    tokens: int

    def open(self) -> Token[Budget | None]:
        return _current.set(Budget(self.calls, self.tokens))

    def close(self, token: Token[Budget | None]) -> None:
        _current.reset(token)

    def current(self) -> Budget:
        budget = _current.get()
        if budget is None:  # outside a turn scope (e.g. the analyze command): one budget per context
            budget = Budget(self.calls, self.tokens)
            _current.set(budget)
        return budget
