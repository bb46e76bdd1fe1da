"""Rich text: the bot's own words kept apart from quoted data.

Every outgoing message is a list of lines, each a list of segments. `Words` are the bot's own
text (written from a catalog, checked by the outgoing guard); `Quote` is data the bot did not
write (an answer, an item's text, a name): adapters escape it so it can never ping or unfurl, and
the guard never rewrites it.

Every segment's text is made safe to show when the segment is built (`shown`), so no adapter can
forget it: a character that would act on the reader's screen instead of being read (a terminal
escape, a bidi override, a zero-width character, a lone surrogate) becomes U+FFFD.
"""

from __future__ import annotations

import re
from typing import Annotated, Literal, Union

from pydantic import AfterValidator, BaseModel

REPLACEMENT = "\ufffd"

# Characters that act on a reader's screen instead of being read (the body of a regex class).
HIDDEN_CHARACTERS = (
    "\x00-\x08\x0b-\x1f\x7f-\x9f"  # C0 controls but tab and newline (a lone CR overwrites a line), DEL, C1
    "\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"  # bidi marks, embeddings, overrides and isolates
    "\u180e\u200b-\u200d\u2060-\u2064\ufeff"  # zero-width and invisible characters
    "\U000e0000-\U000e007f"  # tag characters (invisible ASCII look-alikes)
    "\ud800-\udfff"  # lone surrogates (no encoder accepts them)
)
_HIDDEN = re.compile(f"\r\n|[{HIDDEN_CHARACTERS}]")  # a Windows line end is a line end
_SURROGATE = re.compile("[\ud800-\udfff]")


def shown(text: str) -> str:
    """Text made safe to show: a character that acts instead of being read becomes U+FFFD.

    Replaced rather than dropped so the reader sees that the data holds something hidden: an
    answer `42` followed by a zero-width space shows as `42` and U+FFFD, which is why it was
    not accepted as `42` (analysis compares such answers exactly; see skills/analysis/README.md).
    """
    if _HIDDEN.search(text) is None:
        return text
    return _HIDDEN.sub(lambda m: "\n" if m.group(0) == "\r\n" else REPLACEMENT, text)


def without_surrogates(text: str) -> str:
    """Text any encoder accepts: a lone surrogate (from undecodable bytes) becomes U+FFFD."""
    return _SURROGATE.sub(REPLACEMENT, text)


ShownText = Annotated[str, AfterValidator(shown)]


class Words(BaseModel):
    kind: Literal["words"] = "words"
    text: ShownText


class Quote(BaseModel):
    kind: Literal["quote"] = "quote"
    text: ShownText


_new = object.__new__
_set = object.__setattr__


def shown_words(text: str) -> Words:
    """`Words(text=text)` for a text already `shown` (its characters are all safe: `shown(text) == text`),
    built without validating it again. The catalog builds a line's runs of its own words from pieces
    each shown when parsed or formatted, and a run of shown texts is shown (none holds a character
    `shown` replaces, nor a lone CR that a join could pair with a LF); validation would run `shown`
    over it once more, and cost twice what the line's other work does (~1.7 of ~2.5 µs a run). The
    model is the one validation gives: the same fields, the same fields set (a test compares them)."""
    words = _new(Words)
    _set(words, "__dict__", {"kind": "words", "text": text})
    _set(words, "__pydantic_fields_set__", {"text"})
    _set(words, "__pydantic_extra__", None)
    _set(words, "__pydantic_private__", None)
    return words


def quote(text: str) -> Quote:
    """Data shown as it was written (an answer, an item's text, a name)."""
    return Quote(text=text)


class Link(BaseModel):
    """A link the bot means the user to open (e.g. the account-link page). Rendered clickable."""

    kind: Literal["link"] = "link"
    text: ShownText  # the label
    url: str


Segment = Union[Words, Quote, Link]
Line = list[Segment]


def plain(line: Line) -> str:
    """The line as plain text, quotes unescaped (for logs and the terminal)."""
    return "".join(seg.text for seg in line)
