"""An optional language model, used where rules run out and never in charge (DESIGN.md sections 2, 3, 8).

`ModelHelp` is built once in the entry point from `Settings` and passed down; without
OPENAI_API_KEY it is offline and every use takes its deterministic path.
"""

from bot.llm.config import LLMConfig
from bot.llm.help import ModelHelp
from bot.llm.model import LanguageModel, ModelReply, ModelRequest, OfflineModel

__all__ = ["LLMConfig", "LanguageModel", "ModelHelp", "ModelReply", "ModelRequest", "OfflineModel"]
