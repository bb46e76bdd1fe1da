"""A language model behind any OpenAI-compatible chat-completions endpoint (hosted, Ollama, vLLM,
llama.cpp), through the `openai` package's async client, with structured (JSON-schema) output."""

from __future__ import annotations

from openai import AsyncOpenAI
from openai.types.chat import ChatCompletionMessageParam
from openai.types.shared_params import ResponseFormatJSONSchema

from bot.llm.model import ChatMessage, ModelFailure, ModelReply, ModelRequest, estimate_tokens


class OpenAIModel:
    def __init__(self, *, api_key: str, model: str, base_url: str | None = None, timeout: float = 8.0) -> None:
        # No retries: a slow or failing model is skipped for the offline path, not waited for.
        self._client = AsyncOpenAI(api_key=api_key, base_url=base_url, timeout=timeout, max_retries=0)
        self._model = model

    @property
    def available(self) -> bool:
        return True

    async def complete(self, request: ModelRequest) -> ModelReply:
        response_format: ResponseFormatJSONSchema = {
            "type": "json_schema",
            "json_schema": {"name": request.schema_name, "schema": request.json_schema, "strict": True},
        }
        response = await self._client.chat.completions.create(
            model=self._model,
            messages=[_message(m) for m in request.messages],
            response_format=response_format,
            max_tokens=request.max_tokens,
            temperature=0,
        )
        if not response.choices:
            raise ModelFailure("no choices")
        choice = response.choices[0]
        content = choice.message.content
        if not content or choice.finish_reason not in (None, "stop"):
            raise ModelFailure(f"unusable reply ({choice.finish_reason})")
        if response.usage is not None and response.usage.total_tokens:
            tokens = response.usage.total_tokens
        else:
            tokens = sum(estimate_tokens(m.content) for m in request.messages) + estimate_tokens(content)
        return ModelReply(content=content, tokens=tokens)

    async def aclose(self) -> None:
        await self._client.close()


def _message(message: ChatMessage) -> ChatCompletionMessageParam:
    """A message as the chat-completions API types it (the same {role, content} on the wire)."""
    if message.role == "system":
        return {"role": "system", "content": message.content}
    return {"role": "user", "content": message.content}
