"""The outgoing guard: the bot's own words never name its internals or carry a secret.

Only `Words` are checked for internal names; quoted data is exempt (a benchmark may well be called
`math_v2`) and is never altered. Secrets are looked for everywhere.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable

from bot.text import Words
from bot.turn import OutgoingMessage

log = logging.getLogger(__name__)

_ENDPOINT = re.compile(r"(?<![\w.])/(?:v1|oauth|link|slack|api)/[\w/{}.-]*")
_SNAKE = re.compile(r"\b[a-z][a-z0-9]*_[a-z0-9_]+\b")
_TRACE = re.compile(r"Traceback \(most recent call last\)|File \"[^\"]+\", line \d+")
_TOKENISH = re.compile(r"\b(?:xox[abpr]-[\w-]{8,}|sk-[A-Za-z0-9]{16,}|bg[a-z]?_[A-Za-z0-9_-]{16,})\b")


class Guard:
    def __init__(self, internal_names: Iterable[str], secrets: Iterable[str] = ()) -> None:
        self._internal = sorted({n for n in internal_names if n}, key=len, reverse=True)
        self._secrets = [s for s in secrets if s and len(s) >= 8]
        self.violations: list[str] = []  # kept for the test suite's suite-wide check

    def problems(self, message: OutgoingMessage, extra_secrets: Iterable[str] = ()) -> list[str]:
        found: list[str] = []
        secrets = [*self._secrets, *(s for s in extra_secrets if s and len(s) >= 8)]
        texts = [seg.text for line in message.lines for seg in line]
        texts += [b.label for b in message.buttons]
        for text in texts:
            if any(secret in text for secret in secrets) or _TOKENISH.search(text):
                found.append("a secret or token")
        for line in message.lines:
            for seg in line:
                if isinstance(seg, Words):
                    found.extend(self._word_problems(seg.text))
        for button in message.buttons:
            found.extend(self._word_problems(button.label))
        return found

    def _word_problems(self, text: str) -> list[str]:
        found = [f"internal name {name!r}" for name in self._internal if name in text]
        if m := _ENDPOINT.search(text):
            found.append(f"endpoint {m.group(0)!r}")
        if m := _SNAKE.search(text):
            found.append(f"field name {m.group(0)!r}")
        if _TRACE.search(text):
            found.append("a stack trace")
        return found

    def check(self, message: OutgoingMessage, extra_secrets: Iterable[str] = ()) -> OutgoingMessage | None:
        """The message if clean; None (and a logged, recorded violation) if not."""
        problems = self.problems(message, extra_secrets)
        if not problems:
            return message
        self.violations.extend(problems)
        log.error("outgoing message blocked", extra={"problems": problems})
        return None
