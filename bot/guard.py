"""The outgoing guard: the bot's own words never name its internals or carry a secret.

Only `Words` are checked for internal names; quoted data is exempt (a benchmark may well be called
`math_v2`). Secrets are looked for everywhere: a configured secret or a token issued to the bot
(exact match) blocks the message wherever it is, and so does anything token-shaped in the bot's
own words. Token-shaped text inside quoted data (a saved answer, an item) is hidden in place, so
one odd answer does not blank a whole analysis; the token itself is never echoed.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Collection, Iterable

from bot.secrets_scan import replace_spans
from bot.text import Line, Quote, Words
from bot.token_shapes import token_spans
from bot.turn import OutgoingMessage

log = logging.getLogger(__name__)

HIDDEN = "[hidden]"  # what stands in a quote for a token-shaped string
_ENDPOINT = re.compile(r"(?<![\w.])/(?:v1|oauth|link|slack|api)/[\w/{}.-]*")
_SNAKE = re.compile(r"\b[a-z][a-z0-9]*_[a-z0-9_]+\b")
_TRACE = re.compile(r"Traceback \(most recent call last\)|File \"[^\"]+\", line \d+")
# A text the scans found clean is remembered as clean for the next message showing it (the catalog's
# words, names and numbers recur in every reply): at most this many texts, each at most this long.
# A text with a token shape or an internal name is never kept: it is scanned again each time.
_KEPT_TEXTS, _KEPT_CHARS = 4096, 1000


class Guard:
    def __init__(self, internal_names: Iterable[str], secrets: Iterable[str] = ()) -> None:
        self._internal = sorted({n for n in internal_names if n}, key=len, reverse=True)
        self._secrets = [s for s in secrets if s and len(s) >= 8]
        self.violations: list[str] = []  # kept for the test suite's suite-wide check
        self._clean_of_tokens: set[str] = set()  # texts `token_spans` found no token shape in
        self._clean_words: set[str] = set()  # texts `_word_problems` found nothing in

    def problems(self, message: OutgoingMessage, extra_secrets: Iterable[str] = (), *,
                 token_free: Collection[str] = ()) -> list[str]:
        """Everything wrong with ``message`` as it stands (a token in a quote included).
        `token_free`: texts already scanned and found to hold no token shape (not scanned again)."""
        return self._problems(message, _present(self._with(extra_secrets), message), token_free)

    def _with(self, extra_secrets: Iterable[str]) -> list[str]:
        """The configured secrets and the turn's own (each at least 8 characters)."""
        return [*self._secrets, *(s for s in extra_secrets if s and len(s) >= 8)]

    def _problems(self, message: OutgoingMessage, secrets: list[str], token_free: Collection[str]) -> list[str]:
        """`problems`, in one pass over the segments and buttons: a secret or token shape in any text
        (segments, then buttons, in order), then the internal names in the bot's own words (same order).
        A text found clean before is looked up, not scanned (`token_spans`, `_word_problems`)."""
        tokens: list[str] = []
        words: list[str] = []
        clean_of_tokens, clean_words = self._clean_of_tokens, self._clean_words
        for line in message.lines:
            for seg in line:
                text = seg.text
                if (secrets and any(secret in text for secret in secrets)) or (
                        text not in token_free and text not in clean_of_tokens and self.token_spans(text)):
                    tokens.append("a secret or token")
                if isinstance(seg, Words) and text not in clean_words:
                    words.extend(self._word_problems(text))
        for button in message.buttons:
            label = button.label
            if (secrets and any(secret in label for secret in secrets)) or (
                    label not in token_free and label not in clean_of_tokens and self.token_spans(label)):
                tokens.append("a secret or token")
            if label not in clean_words:
                words.extend(self._word_problems(label))
        return tokens + words

    def token_spans(self, text: str) -> list[tuple[int, int]]:
        """`token_spans(text)`; a text found to hold none is remembered (the answer is the text's alone)."""
        if text in self._clean_of_tokens:
            return []
        spans = token_spans(text)
        if not spans:
            _keep(self._clean_of_tokens, text)
        return spans

    def _word_problems(self, text: str) -> list[str]:
        if text in self._clean_words:
            return []
        found = self._scan_words(text)
        if not found:
            _keep(self._clean_words, text)
        return found

    def _scan_words(self, text: str) -> list[str]:
        found = [f"internal name {name!r}" for name in self._internal if name in text]
        if m := _ENDPOINT.search(text):
            found.append(f"endpoint {m.group(0)!r}")
        if m := _SNAKE.search(text):
            found.append(f"field name {m.group(0)!r}")
        if _TRACE.search(text):
            found.append("a stack trace")
        return found

    def check(self, message: OutgoingMessage, extra_secrets: Iterable[str] = ()) -> OutgoingMessage | None:
        """The message if clean, with token-shaped text in quotes hidden; None (and a logged,
        recorded violation) if not."""
        secrets = self._with(extra_secrets)
        present = _present(secrets, message)
        hidden, token_free = _hide_quoted_tokens(message, present, self.token_spans)
        if hidden is not message:  # a text changed: look again
            message, present = hidden, _present(secrets, hidden)
        problems = self._problems(message, present, token_free)
        if not problems:
            return message
        self.violations.extend(problems)
        log.error("outgoing message blocked", extra={"problems": problems})
        return None


def _present(secrets: list[str], message: OutgoingMessage) -> list[str]:
    """The secrets that may be in the message's texts (segments and button labels): each found in
    them all joined, so one search a secret rather than one a text. A secret in no text is in none
    of them (exact); one found only across a join is then looked for text by text, and not found."""
    if not secrets:
        return []
    joined = "\x00".join([*(seg.text for line in message.lines for seg in line),
                          *(button.label for button in message.buttons)])
    return [secret for secret in secrets if secret in joined]


def _keep(clean: set[str], text: str) -> None:
    if len(text) <= _KEPT_CHARS:
        if len(clean) >= _KEPT_TEXTS:
            clean.clear()
        clean.add(text)


def _hide_quoted_tokens(message: OutgoingMessage, secrets: list[str], spans_of: Callable[[str], list[tuple[int, int]]],
                        ) -> tuple[OutgoingMessage, set[str]]:
    """Token shapes in `Quote` segments replaced by ``HIDDEN``, and the quotes' texts found to hold
    none (so the scan for problems need not look at them again). A quote holding an exact secret is
    left as it is, so the message is blocked: that is no data mishap but a leak in the making."""
    token_free: set[str] = set()
    lines: list[Line] | None = None  # the lines so far, once a quote has changed (else the message's own)
    for i, line in enumerate(message.lines):
        new_line: Line | None = None
        for j, seg in enumerate(line):
            if (isinstance(seg, Quote) and seg.text not in token_free
                    and not (secrets and any(s in seg.text for s in secrets))):
                spans = spans_of(seg.text)
                if spans:
                    if new_line is None:
                        new_line = line[:j]
                    new_line.append(Quote(text=replace_spans(seg.text, spans, HIDDEN)))
                    continue
                token_free.add(seg.text)
            if new_line is not None:
                new_line.append(seg)
        if new_line is not None and lines is None:
            lines = [list(kept) for kept in message.lines[:i]]
        if lines is not None:
            lines.append(new_line if new_line is not None else list(line))
    return (message.model_copy(update={"lines": lines}) if lines is not None else message), token_free
