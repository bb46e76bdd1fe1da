"""`ModelHelp`: the one door to the language model, for every use.

It decides whether a use may run (a model is configured, the use is switched on, the turn's budget
allows it), keeps prompts free of credentials, answers identical requests from a cache, and turns
every failure (timeout, error, invalid JSON, an answer off the schema) into `None`: the caller then
takes its offline path, and the user sees no failure.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
import re
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from bot.guard import Guard
from bot.llm.budget import TurnBudgets, Usage
from bot.llm.config import DATA_USES, LLMConfig, Use
from bot.llm.model import LanguageModel, ModelRequest, OfflineModel, estimate_tokens
from bot.llm.prompt import carries_secret, messages
from bot.settings import Settings
from bot.text import Words
from bot.turn import OutgoingMessage

log = logging.getLogger(__name__)

T = TypeVar("T", bound=BaseModel)
CACHE_SIZE = 256
MAX_SHOWN_CHARS = 1500
_UNSAFE = re.compile(r"https?://|www\.|[<>@]|`")


def strict_schema(output: type[BaseModel]) -> dict[str, Any]:
    """The JSON schema of `output` as structured outputs want it: closed objects, every field required."""
    schema = output.model_json_schema()

    def close(node: Any) -> None:
        if isinstance(node, dict):
            if node.get("type") == "object" and "properties" in node:
                node["additionalProperties"] = False
                node["required"] = list(node["properties"])
            node.pop("default", None)
            for value in node.values():
                close(value)
        elif isinstance(node, list):
            for value in node:
                close(value)

    close(schema)
    return schema


class ModelHelp:
    def __init__(self, model: LanguageModel, config: LLMConfig, *, secrets: Sequence[str] = (),
                 detect: Callable[[str], str | None] | None = None, internal_names: Sequence[str] = ()) -> None:
        self.model = model
        self.config = config
        self.usage = Usage()
        self._secrets = [s for s in secrets if s]
        if config.api_key is not None:
            self._secrets.append(config.api_key.get_secret_value())
        self._detect = detect
        self._guard = Guard(internal_names, self._secrets)
        self._budgets = TurnBudgets(config.max_calls_per_turn, config.max_tokens_per_turn)
        self._cache: OrderedDict[str, str] = OrderedDict()

    @classmethod
    def offline(cls) -> ModelHelp:
        return cls(OfflineModel(), LLMConfig())

    @classmethod
    def from_settings(cls, settings: Settings, *, secrets: Sequence[str] = (),
                      detect: Callable[[str], str | None] | None = None, internal_names: Sequence[str] = ()) -> ModelHelp:
        """The OpenAI-compatible model when OPENAI_API_KEY is set, else the offline one."""
        config = LLMConfig.from_settings(settings)
        if not config.configured:
            return cls(OfflineModel(), config, secrets=secrets, detect=detect, internal_names=internal_names)
        from bot.i18n import SUPPORTED_LANGUAGES
        from bot.llm.openai_model import OpenAIModel
        from bot.llm.written import WrittenLanguage

        assert config.api_key is not None
        detect = detect or WrittenLanguage.for_languages(SUPPORTED_LANGUAGES)
        model = OpenAIModel(api_key=config.api_key.get_secret_value(), model=config.model,
                            base_url=config.base_url, timeout=config.timeout_seconds)
        return cls(model, config, secrets=[*secrets, *settings.secrets()], detect=detect,
                   internal_names=internal_names)

    # ------------------------------------------------------------------ switches

    def can(self, use: Use) -> bool:
        """A model is configured and this use is switched on (a use that sends benchmark content
        also needs SEES_DATA)."""
        if not self.model.available or use not in self.config.uses:
            return False
        return use not in DATA_USES or self.config.sees_data

    @property
    def sees_data(self) -> bool:
        return self.config.sees_data

    def language_of(self, text: str) -> str | None:
        return self._detect(text) if self._detect is not None else None

    def fit_to_show(self, text: str, language: str) -> bool:
        """Whether text a model wrote may be shown as the bot's own words in `language`: short,
        in that language, no links, mentions or markup, and clean to the outgoing guard."""
        text = text.strip()
        if not text or len(text) > MAX_SHOWN_CHARS or _UNSAFE.search(text):
            return False
        if self._guard.problems(OutgoingMessage(lines=[[Words(text=text)]])):
            return False
        detected = self.language_of(text)
        return detected is None or detected == language

    @contextlib.contextmanager
    def turn(self) -> Iterator[None]:
        """One turn's budget of calls and tokens, for everything run inside."""
        token = self._budgets.open()
        try:
            yield
        finally:
            self._budgets.close(token)

    # ------------------------------------------------------------------ the call

    async def ask(self, use: Use, *, task: str, data: Mapping[str, Any], output: type[T],
                  schema: dict[str, Any] | None = None, max_tokens: int | None = None) -> T | None:
        """The model's answer to `task` about `data`, validated as `output`; None for the offline path."""
        if not self.can(use):
            return None
        chat = messages(task, data)
        if carries_secret(chat, self._secrets):
            log.warning("model call withheld: the prompt would carry a credential", extra={"purpose": use})
            self.usage.refused += 1
            return None
        request = ModelRequest(purpose=use, messages=chat, schema_name=f"benchgen_{use}",
                               json_schema=schema or strict_schema(output),
                               max_tokens=min(max_tokens or self.config.max_answer_tokens, self.config.max_answer_tokens))
        key = hashlib.sha256(request.model_dump_json().encode()).hexdigest()
        if (cached := self._cache.get(key)) is not None:
            self._cache.move_to_end(key)
            self.usage.cached += 1
            return _parse(cached, output)
        budget = self._budgets.current()
        estimate = sum(estimate_tokens(m.content) for m in chat) + request.max_tokens
        if not budget.allows(estimate):
            log.info("model call skipped: turn budget spent", extra={"purpose": use})
            self.usage.refused += 1
            return None
        started = time.monotonic()
        try:
            async with asyncio.timeout(self.config.timeout_seconds):
                reply = await self.model.complete(request)
        except Exception as error:
            budget.spend(0)
            self.usage.failed += 1
            log.warning("model call failed", extra={"purpose": use, "kind": type(error).__name__})
            return None
        budget.spend(reply.tokens)
        self.usage.calls += 1
        self.usage.tokens += reply.tokens
        self.usage.by_purpose[use] = self.usage.by_purpose.get(use, 0) + 1
        log.info("model call", extra={"purpose": use, "tokens": reply.tokens,
                                      "ms": round((time.monotonic() - started) * 1000)})
        parsed = _parse(reply.content, output)
        if parsed is None:
            self.usage.failed += 1
            log.warning("model answer off the schema", extra={"purpose": use})
            return None
        self._cache[key] = reply.content
        if len(self._cache) > CACHE_SIZE:
            self._cache.popitem(last=False)
        return parsed

    async def aclose(self) -> None:
        await self.model.aclose()


def _parse(content: str, output: type[T]) -> T | None:
    try:
        return output.model_validate(json.loads(content))
    except (ValueError, ValidationError):
        return None
