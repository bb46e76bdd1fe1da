"""Structured JSON logs with the id of the turn being handled, and no secrets.

The turn id travels in a context variable, so background work a turn starts (runs, training)
logs under the same id. Message bodies are logged only at DEBUG (as the ``body`` field); the
formatter drops that field at any other level. ``RedactFilter`` rewrites every record before it
is emitted, the libraries' records included (slack_sdk logs whole requests at DEBUG): configured
secrets, anything shaped like a credential, and what only a log must not keep (account-link
nonces, `Authorization` header values, passwords in URLs, Slack response URLs) become ``[redacted]``.
"""

from __future__ import annotations

import contextlib
import json
import logging
import re
import secrets
import sys
from collections.abc import Iterable, Iterator
from contextvars import ContextVar
from datetime import UTC, datetime
from typing import IO, Any

from bot.secrets_scan import looks_random, redact
from bot.text import HIDDEN_CHARACTERS

_turn_id: ContextVar[str | None] = ContextVar("turn_id", default=None)

# Attributes every LogRecord has; anything else on a record came from `extra=`.
_STANDARD = frozenset(vars(logging.makeLogRecord({}))) | {"message", "asctime", "taskName"}


# Shapes a reply may carry on purpose (the link a user must open) but a log never needs: the group
# before the secret part is kept, the secret part becomes [redacted].
_LOG_ONLY = [
    re.compile(r"(?i)((?:/|%2F)link(?:/|\\/|%2F))[A-Za-z0-9_-]{8,}"),  # account-link nonce, also escaped
    re.compile(r"(?i)(\bauthorization['\"]?\s*[:=]\s*['\"]?)(?:[a-z]+\s+)?[^\s'\",}]+"),  # header value
    re.compile(r"(?i)(\b(?:(?:access|refresh|id|bot|app)_)?(?:token|client_secret|secret|api_key|password)"
               r"['\"]?\s*[:=]\s*['\"]?)[^\s'\",}&]+"),  # a credential field's value (JSON, form, repr)
    re.compile(r"(?i)([a-z][a-z0-9+.-]*://[^\s:/@'\"]*:)[^\s@/'\"]+(?=@)"),  # password in a URL
    re.compile(r"(?i)(https://hooks\.slack\.com/)[^\s'\"]+"),  # response URLs post as the app
]
_RUN = re.compile(r"[A-Za-z0-9_-]{28,}")


def redact_log(text: str, secrets_: tuple[str, ...] = ()) -> str:
    """``text`` as a log may keep it: what ``redact`` removes from chat, plus the log-only shapes and
    random-looking runs inside URLs (chat keeps links readable; a log has no such need)."""
    text = redact(text, secrets_)
    for pattern in _LOG_ONLY:
        text = pattern.sub(lambda m: m.group(1) + "[redacted]", text)
    return _RUN.sub(lambda m: "[redacted]" if looks_random(m.group(0)) else m.group(0), text)


def current_turn() -> str | None:
    return _turn_id.get()


@contextlib.contextmanager
def turn_scope(turn_id: str | None = None) -> Iterator[str]:
    """Marks everything logged inside (and in tasks started inside) with one turn id."""
    value = turn_id or secrets.token_hex(6)
    token = _turn_id.set(value)
    try:
        yield value
    finally:
        _turn_id.reset(token)


def _extras(record: logging.LogRecord) -> dict[str, Any]:
    return {k: v for k, v in vars(record).items() if k not in _STANDARD and not k.startswith("_")}


class JsonFormatter(logging.Formatter):
    """One JSON object per line: time, level, logger, message, turn, and the record's extras."""

    def format(self, record: logging.LogRecord) -> str:
        data: dict[str, Any] = {
            "ts": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "msg": record.getMessage(),
            "turn": getattr(record, "turn", None) or current_turn(),
        }
        for key, value in _extras(record).items():
            if key == "turn":
                continue
            if key == "body" and record.levelno > logging.DEBUG:
                continue  # bodies only at debug level, whoever logged them
            data[key] = value
        if record.exc_info:
            data["exc"] = self.formatException(record.exc_info)
        return _escape_hidden(json.dumps(data, ensure_ascii=False, default=str))


# What JSON leaves raw with ensure_ascii=False but a terminal acts on or reorders (an 8-bit CSI, a
# bidi override, a lone surrogate no stream can encode) is written as a JSON escape: the operator
# sees exactly what was there, and the line still parses to the same value.
_HIDDEN = re.compile(f"[{HIDDEN_CHARACTERS}]")


def _escape_hidden(line: str) -> str:
    def escaped(match: re.Match[str]) -> str:
        code = ord(match.group(0))
        if code > 0xFFFF:
            code -= 0x10000
            return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"
        return f"\\u{code:04x}"

    return _HIDDEN.sub(escaped, line)


class RedactFilter(logging.Filter):
    """Removes secrets from a record's message, arguments, extras and exception text."""

    def __init__(self, secrets_: Iterable[str] = ()) -> None:
        super().__init__()
        self._secrets = tuple(s for s in secrets_ if s and len(s) >= 8)

    def add(self, *values: str) -> None:
        self._secrets += tuple(v for v in values if v and len(v) >= 8)

    def _clean(self, value: Any) -> Any:
        if isinstance(value, str):
            return redact_log(value, self._secrets)
        if isinstance(value, dict):
            return {k: self._clean(v) for k, v in value.items()}
        if isinstance(value, (list, tuple)):
            return type(value)(self._clean(v) for v in value)
        if isinstance(value, (int, float, bool)) or value is None:
            return value
        return redact_log(str(value), self._secrets)

    def filter(self, record: logging.LogRecord) -> bool:
        record.msg = self._clean(record.getMessage())
        record.args = None
        for key, value in _extras(record).items():
            setattr(record, key, self._clean(value))
        if record.exc_info:
            text = logging.Formatter().formatException(record.exc_info)
            record.exc_info = None
            record.exc_text = None
            record.error = self._clean(text)
        record.turn = current_turn()
        return True


def configure_logging(level: str, secrets_: Iterable[str] = (), stream: IO[str] | None = None) -> logging.Handler:
    """Installs one JSON handler on the root logger (entry points call this once)."""
    handler = logging.StreamHandler(stream or sys.stderr)
    handler.setFormatter(JsonFormatter())
    handler.addFilter(RedactFilter(secrets_))
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(level.upper())
    return handler
