"""The model interface: one structured chat completion in, its JSON text and token count out.

Two implementations: `OfflineModel` (no model: every use takes the deterministic path) and
`bot.llm.openai_model.OpenAIModel` (any OpenAI-compatible endpoint).
"""

from __future__ import annotations

from typing import Any, Literal, Protocol

from pydantic import BaseModel


class ChatMessage(BaseModel):
    role: Literal["system", "user"]
    content: str


class ModelRequest(BaseModel):
    """One call: the messages, and the JSON schema the answer must follow."""

    purpose: str  # routing | answers | equivalence | references | translation (for accounting and logs)
    messages: list[ChatMessage]
    schema_name: str
    json_schema: dict[str, Any]
    max_tokens: int


class ModelReply(BaseModel):
    content: str
    tokens: int


def estimate_tokens(text: str) -> int:
    """A rough count for servers that report no usage (about four characters a token)."""
    return max(1, len(text) // 4)


class ModelFailure(Exception):
    """The model gave no usable reply (down, refused, cut off). Callers fall back silently."""


class LanguageModel(Protocol):
    @property
    def available(self) -> bool: ...

    async def complete(self, request: ModelRequest) -> ModelReply: ...

    async def aclose(self) -> None: ...


class OfflineModel:
    """No model configured: nothing is ever sent anywhere."""

    @property
    def available(self) -> bool:
        return False

    async def complete(self, request: ModelRequest) -> ModelReply:
        raise ModelFailure("no language model is configured")

    async def aclose(self) -> None:
        return None
