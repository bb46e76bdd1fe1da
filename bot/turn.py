"""The platform-neutral turn and the messages the bot sends back.

An adapter turns a platform event into a `Turn`; the dispatcher answers through the turn's
`Replier`. Nothing here knows Slack or Discord.
"""

from __future__ import annotations

import re
from typing import Annotated, Literal, Protocol

from pydantic import AfterValidator, BaseModel, Field

from bot.text import Line, without_surrogates

# Text as a chat platform delivered it: a lone surrogate (undecodable bytes that came through)
# would make every later step that encodes the text (language detection, the store, the
# reply) fail, so it becomes U+FFFD here, at the boundary.
Typed = Annotated[str, AfterValidator(without_surrogates)]


class Identity(BaseModel, frozen=True):
    platform: Typed
    workspace: Typed
    user: Typed

    @property
    def key(self) -> str:
        return f"{self.platform}:{self.workspace}:{self.user}"


class Place(BaseModel, frozen=True):
    """Where the conversation happens: a channel and a thread in it (a DM is a channel too)."""

    channel: Typed
    thread: Typed
    is_dm: bool = False


ButtonAction = Literal["confirm", "cancel", "choose"]

# The one grammar of a button's value, `action:proposal-id[:choice]`, which every platform carries
# back on a click (Slack's `value`; Discord's `custom_id` after the adapter's prefix). Its bounds keep
# the longest value within the tightest platform limit (Discord: 100 characters a `custom_id`).
MAX_PROPOSAL_ID = 64
MAX_CHOICE = 16
_PROPOSAL_ID = rf"[A-Za-z0-9_-]{{1,{MAX_PROPOSAL_ID}}}"
_CHOICE = rf"[A-Za-z0-9_-]{{1,{MAX_CHOICE}}}"
BUTTON_VALUE_PATTERN = rf"(?:confirm|cancel|choose):{_PROPOSAL_ID}(?::{_CHOICE})?"


class Click(BaseModel, frozen=True):
    """A button press: `action` is confirm, cancel or choose; `value` names the proposal."""

    action: ButtonAction
    proposal_id: str
    choice: str | None = None
    message_ref: str | None = None


class Turn(BaseModel, frozen=True):
    identity: Identity
    place: Place
    text: Typed = ""
    click: Click | None = None
    locale: Typed | None = None  # the platform's language hint, e.g. "de-DE"
    display_name: Typed | None = None
    # The platform's id of this message's delivery, which its retries repeat (e.g. "slack:event:Ev…"):
    # a delivery seen before is dropped, in the turn's first store round trip.
    delivery: Typed | None = None

    @property
    def thread_key(self) -> str:
        i = self.identity
        return f"{i.platform}:{i.workspace}:{self.place.channel}:{self.place.thread}"


class Button(BaseModel, frozen=True):
    """A button whose `value` always fits the grammar above (built ones are checked here)."""

    label: str
    action: ButtonAction
    proposal_id: Annotated[str, Field(pattern=f"^{_PROPOSAL_ID}$")]
    choice: Annotated[str, Field(pattern=f"^{_CHOICE}$")] | None = None
    primary: bool = False

    @property
    def value(self) -> str:
        """The opaque value a platform carries back on click."""
        suffix = f":{self.choice}" if self.choice else ""
        return f"{self.action}:{self.proposal_id}{suffix}"


class OutgoingMessage(BaseModel):
    lines: list[Line] = Field(default_factory=list)
    buttons: list[Button] = Field(default_factory=list)
    private: bool = False  # only the turn's user sees it (ephemeral, or a DM)
    kind: Literal["reply", "proposal", "progress", "result", "link", "error"] = "reply"


class Replier(Protocol):
    """How the dispatcher answers in the turn's place. Implemented by each adapter."""

    async def post(self, message: OutgoingMessage) -> str:
        """Posts a message in the turn's thread (or privately); returns a reference for updates."""

    async def update(self, ref: str, message: OutgoingMessage) -> None:
        """Replaces an earlier message (e.g. progress, or a proposal whose buttons are gone)."""

    async def working(self) -> None:
        """Shows that the bot is working on the turn."""


def parse_button_value(value: str) -> Click | None:
    """The inverse of `Button.value`; None for anything malformed or forged."""
    if re.fullmatch(BUTTON_VALUE_PATTERN, value) is None:
        return None
    action, proposal_id, *choice = value.split(":")
    return Click.model_validate({"action": action, "proposal_id": proposal_id, "choice": choice[0] if choice else None})
