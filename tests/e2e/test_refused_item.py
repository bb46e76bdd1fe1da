"""Issue 13, item 3, in the chat: one item the platform refuses in the proposed key change is left out,
said with the platform's reason, and everything else is still proven and proposed."""

from __future__ import annotations

from pathlib import Path

from bot.i18n.catalog import Catalog
from tests.driver import ChatDriver, joined
from tests.e2e.helpers import as_user

CATALOG = Catalog()
REFUSED = Path(__file__).parent.parent / "data" / "refused_widening.jsonl"


async def test_a_refused_item_is_left_out_and_the_rest_is_proposed(chat: ChatDriver, runtime) -> None:
    # Item 2's reference `x^2+1` is one the platform's math rule cannot read: a `math` widening of its
    # key would no longer accept it, so the platform refuses the whole change set as it stands.
    await runtime.sandbox.import_jsonl(REFUSED.read_text(encoding="utf-8").splitlines())
    replies = await chat.push("ana", "why did frac-model score so low on fractions?")
    text = joined(replies)
    reason = "The key for item 2 does not accept its own reference answer 'x^2+1'."
    assert CATALOG.text("en", "analyze.left_out", item=2, reason=reason).strip() in text
    proposal = replies[-1]
    assert proposal.buttons and "item 1" in proposal.text and "item 2" not in proposal.text

    replies = await chat.push("ana", "yes")
    assert "fractions is now version 2" in joined(replies)
    async with await as_user(runtime, "ana") as api:
        version = await api.get_version("fractions")
        one, two = version.item(1), version.item(2)
        assert one is not None and one.match == "numeric"
        assert two is not None and two.match == "exact" and two.accepted == ["x^2+1"]
