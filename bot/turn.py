"""The platform-neutral turn and the messages the bot sends back.

An adapter turns a platform event into a `Turn`; the dispatcher answers through the turn's
`Replier`. Nothing here knows Slack or Discord.
"""

from __future__ import annotations

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


class Click(BaseModel, frozen=True):
    """A button press: `action` is confirm, cancel or choose; `value` names the proposal."""

    action: Literal["confirm", "cancel", "choose"]
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

    @property
    def thread_key(self) -> str:
        i = self.identity
        return f"{i.platform}:{i.workspace}:{self.place.channel}:{self.place.thread}"


class Button(BaseModel, frozen=True):
    label: str
    action: Literal["confirm", "cancel", "choose"]
    proposal_id: str
    choice: str | None = None
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
    parts = value.split(":")
    if len(parts) not in (2, 3) or parts[0] not in ("confirm", "cancel", "choose"):
        return None
    if not parts[1] or len(parts[1]) > 64 or not all(c.isalnum() or c in "-_" for c in parts[1]):
        return None
    choice = parts[2] if len(parts) == 3 else None
    if choice is not None and (not choice or len(choice) > 64):
        return None
    return Click(action=parts[0], proposal_id=parts[1], choice=choice)
