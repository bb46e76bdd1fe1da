"""What the language model may do, read once from `Settings` in the entry point."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, SecretStr

from bot.settings import Settings

Use = Literal["routing", "answers", "equivalence", "references", "translation"]
# Uses that send benchmark content (item texts, keys, saved answers): only with BENCHGEN_LLM_SEES_DATA.
DATA_USES: frozenset[Use] = frozenset({"equivalence", "references"})
DEFAULT_MODEL = "gpt-4o-mini"


class LLMConfig(BaseModel):
    """The model's connection, its switches per use, and its per-turn budget."""

    model: str = DEFAULT_MODEL
    base_url: str | None = None
    api_key: SecretStr | None = None
    sees_data: bool = False
    uses: frozenset[Use] = frozenset({"routing", "answers", "equivalence", "references", "translation"})
    timeout_seconds: float = 8.0
    max_calls_per_turn: int = 3
    max_tokens_per_turn: int = 6000
    max_answer_tokens: int = 600  # the completion's cap on one call

    @property
    def configured(self) -> bool:
        return self.api_key is not None and bool(self.api_key.get_secret_value())

    @classmethod
    def from_settings(cls, settings: Settings) -> LLMConfig:
        switches: dict[Use, bool] = {
            "routing": settings.benchgen_llm_routing,
            "answers": settings.benchgen_llm_answers,
            "equivalence": settings.benchgen_llm_equivalence,
            "references": settings.benchgen_llm_references,
            "translation": settings.benchgen_llm_translation,
        }
        return cls(
            model=settings.openai_model or DEFAULT_MODEL,
            base_url=settings.openai_base_url,
            api_key=settings.openai_api_key,
            sees_data=settings.benchgen_llm_sees_data,
            uses=frozenset(use for use, on in switches.items() if on),
            timeout_seconds=settings.benchgen_llm_timeout_seconds,
            max_calls_per_turn=settings.benchgen_llm_max_calls_per_turn,
            max_tokens_per_turn=settings.benchgen_llm_max_tokens_per_turn,
        )
