"""Rich text: the bot's own words kept apart from quoted data.

Every outgoing message is a list of lines, each a list of segments. `Words` are the bot's own
text (written from a catalog, checked by the outgoing guard); `Quote` is data the bot did not
write (an answer, an item's text, a name): adapters escape it so it can never ping or unfurl, and
the guard never rewrites it.
"""

from __future__ import annotations

from typing import Literal, Union

from pydantic import BaseModel


class Words(BaseModel):
    kind: Literal["words"] = "words"
    text: str


class Quote(BaseModel):
    kind: Literal["quote"] = "quote"
    text: str


class Link(BaseModel):
    """A link the bot means the user to open (e.g. the account-link page). Rendered clickable."""

    kind: Literal["link"] = "link"
    text: str  # the label
    url: str


Segment = Union[Words, Quote, Link]
Line = list[Segment]


def plain(line: Line) -> str:
    """The line as plain text, quotes unescaped (for logs and the terminal)."""
    return "".join(seg.text for seg in line)
