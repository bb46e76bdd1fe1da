"""A skill added by its own module alone: its declarations (id, scopes, triggers per language, help,
texts) and its handler. Nothing in the dispatcher, the router, the guard or the catalogs names it,
yet it is routed to, offered in help, asked about in a clarify question and kept out of the chat
as an internal name. (A skill of the product goes into the one registry list, `all_skills`.)"""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import ClassVar

import pytest

from bot.app.runtime import Runtime, open_runtime
from bot.settings import Settings
from bot.skill import Outcome, Request, Skill, SkillContext, Trigger
from bot.text import Words
from bot.turn import OutgoingMessage
from sandbox.config import SandboxConfig
from tests.conftest import TestClock
from tests.driver import ChatDriver, joined


class CoinSkill(Skill):
    """Flips a coin (deterministically: by the length of the message)."""

    id: ClassVar[str] = "coin-flip"
    help: ClassVar[str] = "coin.help"
    scopes: ClassVar[frozenset[str]] = frozenset()
    needs_account: ClassVar[bool] = False
    triggers: ClassVar[dict[str, tuple[Trigger, ...]]] = {
        "en": (Trigger.of(r"\b(flip|toss) a coin\b", 1.5, "flip"),),
        "de": (Trigger.of(r"\bm(u|ue|ü)nze\b", 1.5, "flip"),),  # the router folds umlauts
    }
    texts: ClassVar[dict[str, dict[str, str]]] = {
        "en": {"coin.help": "• Flip a coin for you.", "coin.landed": "It landed on {side}.",
               "coin.heads": "heads", "coin.tails": "tails",
               "choice.coin-flip": "Flip a coin", "clarify.option.coin-flip": "flip a coin"},
        "de": {"coin.help": "• Für dich eine Münze werfen.", "coin.landed": "Sie zeigt {side}.",
               "coin.heads": "Kopf", "coin.tails": "Zahl",
               "choice.coin-flip": "Münze werfen", "clarify.option.coin-flip": "eine Münze werfen"},
    }

    async def handle(self, ctx: SkillContext, request: Request) -> list[Outcome]:
        side = ctx.text("coin.heads" if len(request.text) % 2 else "coin.tails")
        return [ctx.reply(ctx.t("coin.landed", side=side))]


@pytest.fixture
async def coin_runtime(redis_prefix: str, sandbox_config: SandboxConfig, clock: TestClock,
                       ) -> AsyncIterator[Runtime]:
    settings = Settings(_env_file=None)  # type: ignore[call-arg]
    async with open_runtime(settings, sandbox_config=sandbox_config, clock=clock, store_prefix=redis_prefix,
                            more_skills=[CoinSkill()]) as runtime:
        yield runtime


async def test_the_new_skill_is_routed_to_and_answers_in_its_words(coin_runtime: Runtime) -> None:
    chat = ChatDriver(coin_runtime.dispatcher)
    assert "It landed on tails." in joined(await chat.push("ana", "please flip a coin"))
    assert "Sie zeigt" in joined(await chat.push("ana", "wirf bitte eine Münze für mich", thread="de"))
    assert not coin_runtime.dispatcher.guard.violations


async def test_help_offers_it_and_its_id_never_reaches_the_chat(coin_runtime: Runtime) -> None:
    chat = ChatDriver(coin_runtime.dispatcher)
    assert "Flip a coin for you." in joined(await chat.push("ana", "help"))
    said = OutgoingMessage(lines=[[Words(text="handled by coin-flip")]])
    assert coin_runtime.dispatcher.guard.problems(said) == ["internal name 'coin-flip'"]


def test_its_texts_may_not_replace_the_catalogs() -> None:
    from bot.i18n import Catalog

    with pytest.raises(ValueError, match="help.intro"):
        Catalog(extra=[{"en": {"help.intro": "mine now"}}])
