"""Redis store: production, shared by every bot process.

Keys (all under ``prefix``): ``proposal:<id>`` (hash; its ``data`` is the proposal's JSON, deflated
by ``pack``), ``waiting:<thread>`` (hash: requester -> id of their pending proposal in the thread)
``kv:<key>`` (generic values) and ``map:<key>`` (hashes: generic maps whose fields are set and
removed one at a time, atomically). Keys hold ids and chat
coordinates, never secrets. Every proposal key carries a TTL (its lifetime plus ``PROPOSAL_GRACE``)
as a backstop, and so does each thread's pointer hash (the longest of its proposals'); expiry itself
is decided against the caller's ``now``.
"""

from __future__ import annotations

import asyncio
import base64
import zlib
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from datetime import datetime, timedelta
from typing import Any

from redis._parsers.hiredis import NOT_ENOUGH_DATA, _AsyncHiredisParser
from redis.asyncio import ConnectionPool, Redis
from redis.asyncio.connection import AbstractConnection
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import ReadOnlyError
from redis.exceptions import TimeoutError as RedisTimeoutError

from bot.store import redis_scripts
from bot.store.base import (
    DuplicateProposal,
    Once,
    StoreUnavailable,
    ThreadRead,
    ValueWrite,
    positive,
    require_aware,
    retention,
    to_micros,
)
from bot.store.models import ClaimResult, ClaimStatus, Proposal
from bot.store.redis_wire import Wire

# ReadOnlyError: a failed-over client writing to a replica; treat like an outage (fail closed).
_UNAVAILABLE = (RedisConnectionError, RedisTimeoutError, ReadOnlyError, OSError)


@asynccontextmanager
async def _fail_closed(seconds: float | None = None) -> AsyncIterator[None]:
    """One call to Redis: at most `seconds` (None: no limit here), and an outage (a timeout
    included) as StoreUnavailable."""
    try:
        async with asyncio.timeout(seconds):
            yield
    except _UNAVAILABLE as exc:  # the timeout's TimeoutError is an OSError
        raise StoreUnavailable(f"redis unavailable: {type(exc).__name__}") from exc


def _ms(delta: timedelta) -> int:
    return max(1, int(delta.total_seconds() * 1000))


def _text(value: str | bytes | None) -> str | None:
    """Accept clients with or without ``decode_responses``."""
    return value.decode() if isinstance(value, bytes) else value


_PACKED = "z:"  # a proposal's JSON, deflated and in base64 (the client reads text)


def pack(proposal_json: str) -> str:
    """A proposal's JSON as stored: deflated, about a third of the size (its preview repeats
    itself), which keeps a pending proposal well under 2 KB of Redis."""
    return _PACKED + base64.b64encode(zlib.compress(proposal_json.encode())).decode("ascii")


def unpack(stored: str | bytes) -> str:
    """The proposal JSON back from `pack` (a record stored as plain JSON reads as it is)."""
    text = _text(stored) or ""
    if not text.startswith(_PACKED):
        return text
    return zlib.decompress(base64.b64decode(text[len(_PACKED):])).decode()


_PARSED_KEPT = 256  # proposals kept parsed, by their stored data


def _load(data: str | bytes, message_ref: str | bytes | None,
          parsed: dict[str | bytes, Proposal] | None = None) -> Proposal:
    """The proposal a record holds. `parsed`: proposals already read, by their stored data (a turn
    reads its pending proposal with the thread, then again when claiming it): a record is parsed,
    and its action hash checked, once per distinct stored data, so an altered record never matches."""
    proposal = parsed.get(data) if parsed is not None else None
    if proposal is None:
        proposal = Proposal.model_validate_json(unpack(data))
        if parsed is not None:
            _remember(parsed, data, proposal)
    ref = _text(message_ref)
    return proposal.model_copy(update={"message_ref": ref}) if ref else proposal


def _remember(parsed: dict[str | bytes, Proposal], data: str | bytes, proposal: Proposal) -> None:
    if len(parsed) >= _PARSED_KEPT:
        parsed.clear()
    parsed[data] = proposal


def _left_unread(connection: AbstractConnection) -> bool | None:
    """Whether a connection taken from the pool has bytes no command asked for (a reply left
    unread, or the server's goodbye: the end of the stream), in what the event loop has already
    handed its stream; None where its parser is not hiredis's, whose buffers this reads."""
    parser = getattr(connection, "_parser", None)
    if not isinstance(parser, _AsyncHiredisParser) or parser._reader is None or parser._stream is None:
        return None
    stream = parser._stream
    return parser._reader.gets() is not NOT_ENOUGH_DATA or bool(stream._buffer) or stream.at_eof()


class _Pool(ConnectionPool):
    """redis-py's pool, handing out connections as later redis-py versions do: its lock is held
    only while a connection is taken, not while it is checked. redis-py 5.3 holds it across the
    check too, which waits on the socket (a trip round the event loop) on every call, so with many
    turns at once their calls queued behind each other's checks (redis/redis-py#3692).

    The check itself looks at what the loop has already read for the connection, without waiting:
    redis-py's waits on the socket with a timeout of 0, a trip round the event loop and a
    cancelled read on every call (a GET 100 -> 31 µs of CPU one after another). A connection
    with anything unread, or whose server closed it, is reconnected, as redis-py does; a reply
    to a cancelled command cannot be left behind: redis-py disconnects a connection whose read
    was interrupted."""

    async def get_connection(self, command_name: Any = None, *keys: Any, **options: Any) -> AbstractConnection:
        async with self._lock:
            connection = self.get_available_connection()
        try:
            await self.ensure_connection(connection)
        except BaseException:
            await self.release(connection)
            raise
        return connection

    async def ensure_connection(self, connection: AbstractConnection) -> None:
        await connection.connect()
        unread = _left_unread(connection)
        if unread is None:  # a parser this does not know: redis-py's own check
            await super().ensure_connection(connection)
        elif unread:
            await connection.disconnect()
            await connection.connect()


class RedisStore:
    """``Store`` on Redis. ``from_url`` builds the client; tests and callers may pass their own."""

    def __init__(self, client: Redis, *, prefix: str = "benchgen:", timeout: float | None = None) -> None:
        """`timeout`: seconds each call may take, all its socket reads and writes together (None:
        only the client's own socket timeouts apply)."""
        self._redis = client
        self._prefix = prefix
        self._timeout = timeout
        wire = self._wire = Wire(client)  # the calls a turn makes skip redis-py's per-command path
        self._put = wire.script(redis_scripts.PUT)
        self._decide = wire.script(redis_scripts.DECIDE)
        self._set_aside = wire.script(redis_scripts.SET_ASIDE)
        self._set_ref = wire.script(redis_scripts.SET_MESSAGE_REF)
        self._pending = wire.script(redis_scripts.PENDING)
        self._incr_window = wire.script(redis_scripts.INCR_WINDOW)
        self._count_within = wire.script(redis_scripts.COUNT_WITHIN)
        self._add_once_unless = wire.script(redis_scripts.ADD_ONCE_UNLESS)
        self._read_thread = wire.script(redis_scripts.READ_THREAD)
        self._write_values = wire.script(redis_scripts.WRITE_VALUES)
        self._map_put = wire.script(redis_scripts.MAP_PUT)
        self._parsed: dict[str | bytes, Proposal] = {}  # `_load`'s: proposals are immutable

    @classmethod
    def from_url(
        cls,
        url: str,
        *,
        prefix: str = "benchgen:",
        connect_timeout: float = 2.0,
        socket_timeout: float = 2.0,
    ) -> RedisStore:
        """Build the client lazily (no connection is made until the first call).

        `socket_timeout` bounds each call as a whole, here (`_fail_closed`), rather than in the
        client: redis-py bounds each socket write with `asyncio.wait_for`, a task per command
        (~10 µs of CPU, a fifth of a command's)."""
        pool = _Pool.from_url(url, decode_responses=True, socket_connect_timeout=connect_timeout)
        return cls(Redis.from_pool(pool), prefix=prefix, timeout=socket_timeout)

    def _proposal_key(self, proposal_id: str) -> str:
        return f"{self._prefix}proposal:{proposal_id}"

    def _pending_key(self, thread: str) -> str:
        return f"{self._prefix}waiting:{thread}"

    def _value_key(self, key: str) -> str:
        return f"{self._prefix}kv:{key}"

    def _map_key(self, key: str) -> str:
        return f"{self._prefix}map:{key}"

    async def put_proposal(self, proposal: Proposal, writes: Sequence[ValueWrite] = ()) -> None:
        data = pack(proposal.model_dump_json())
        keys, values = self._writes(writes)
        async with _fail_closed(self._timeout):
            stored = await self._put(
                keys=[self._proposal_key(proposal.id), self._pending_key(proposal.thread), *keys],
                args=[
                    self._proposal_key(""),
                    proposal.id,
                    data,
                    proposal.requester,
                    proposal.thread,
                    to_micros(proposal.expires_at),
                    to_micros(proposal.created_at),
                    _ms(retention(proposal)),
                    *values,
                ],
            )
        if not stored:
            raise DuplicateProposal(proposal.id)
        _remember(self._parsed, data, proposal)  # what reading `data` back gives: no need to parse it

    async def pending_for(self, thread: str, requester: str, now: datetime) -> Proposal | None:
        found = await self._pending_in(thread, requester, now)
        return found[0] if found else None

    async def all_pending(self, thread: str, now: datetime) -> list[Proposal]:
        return sorted(await self._pending_in(thread, "", now), key=lambda p: p.created_at)

    async def _pending_in(self, thread: str, requester: str, now: datetime) -> list[Proposal]:
        """The thread's pending, unexpired proposals (of `requester`, or everyone's for ""), read
        in one round trip."""
        require_aware(now)
        async with _fail_closed(self._timeout):
            reply: Sequence[Any] = await self._pending(
                keys=[self._pending_key(thread)], args=[self._proposal_key(""), requester])
        found = [_load(reply[i], reply[i + 1], self._parsed) for i in range(0, len(reply), 2)]
        return [p for p in found if to_micros(now) < to_micros(p.expires_at)]

    async def get_proposal(self, proposal_id: str) -> Proposal | None:
        async with _fail_closed(self._timeout):
            data, ref = await self._wire.call("HMGET", self._proposal_key(proposal_id), "data", "message_ref")
        return None if data is None else _load(data, ref, self._parsed)

    async def set_message_ref(self, proposal_id: str, message_ref: str) -> bool:
        async with _fail_closed(self._timeout):
            done = await self._set_ref(keys=[self._proposal_key(proposal_id)], args=[message_ref])
        return bool(done)

    async def claim(self, proposal_id: str, requester: str, now: datetime) -> ClaimResult:
        return await self._run_decide(proposal_id, requester, now, "used", ClaimStatus.CLAIMED)

    async def cancel(self, proposal_id: str, requester: str, now: datetime) -> ClaimResult:
        return await self._run_decide(proposal_id, requester, now, "cancelled", ClaimStatus.CANCELLED)

    async def _run_decide(
        self, proposal_id: str, requester: str, now: datetime, to: str, success: ClaimStatus
    ) -> ClaimResult:
        async with _fail_closed(self._timeout):
            reply: Sequence[Any] = await self._decide(
                keys=[self._proposal_key(proposal_id)],
                args=[requester, to_micros(now), to, self._pending_key(""), proposal_id],
            )
        if not reply:
            return ClaimResult(status=ClaimStatus.NOT_FOUND)
        outcome, data, ref = reply
        proposal = _load(data, ref, self._parsed)
        if outcome in ("applied", b"applied"):
            return ClaimResult(status=success, proposal=proposal, applied=True)
        return ClaimResult(status=ClaimStatus(_text(outcome) or ""), proposal=proposal)

    async def set_aside(self, thread: str, requester: str, now: datetime) -> Proposal | None:
        async with _fail_closed(self._timeout):
            reply: Sequence[Any] = await self._set_aside(
                keys=[self._pending_key(thread)], args=[self._proposal_key(""), requester, to_micros(now)]
            )
        return _load(reply[0], reply[1], self._parsed) if reply else None

    async def read_thread(self, thread: str, keys: Sequence[str], once: Once | None = None) -> ThreadRead:
        script_keys = [self._pending_key(thread), *(self._value_key(k) for k in keys)]
        if once is not None:
            script_keys.append(self._value_key(once.key))
        ttl = "" if once is None else _ms(positive(once.ttl))
        async with _fail_closed(self._timeout):
            reply: Sequence[Any] = await self._read_thread(keys=script_keys, args=[self._proposal_key(""), ttl])
        if not int(reply[0]):
            return ThreadRead(values={}, pending=[], first=False)
        values = {key: _text(reply[i + 1]) for i, key in enumerate(keys)}
        rest = reply[len(keys) + 1:]
        return ThreadRead(values=values, pending=[_load(rest[i], rest[i + 1], self._parsed) for i in range(0, len(rest), 2)])

    async def write_values(self, writes: Sequence[ValueWrite]) -> None:
        if not writes:
            return
        keys, values = self._writes(writes)
        async with _fail_closed(self._timeout):
            await self._write_values(keys=keys, args=values)

    def _writes(self, writes: Sequence[ValueWrite]) -> tuple[list[str], list[str | int]]:
        """The keys of `writes` and, for each, its value and TTL, as the scripts' `write_values` reads them."""
        values: list[str | int] = []
        for write in writes:
            if write.value is None:
                values += ["", "delete"]
            else:
                values += [write.value, "" if write.ttl is None else _ms(positive(write.ttl))]
        return [self._value_key(w.key) for w in writes], values

    async def get_value(self, key: str) -> str | None:
        async with _fail_closed(self._timeout):
            value = await self._wire.call("GET", self._value_key(key))
        return _text(value)

    async def set_value(self, key: str, value: str, ttl: timedelta | None = None) -> None:
        expiry = () if ttl is None else ("PX", _ms(positive(ttl)))
        async with _fail_closed(self._timeout):
            await self._wire.call("SET", self._value_key(key), value, *expiry)

    async def delete_value(self, key: str) -> None:
        async with _fail_closed(self._timeout):
            await self._wire.call("DEL", self._value_key(key))

    async def add_once(self, key: str, ttl: timedelta) -> bool:
        px = _ms(positive(ttl))
        async with _fail_closed(self._timeout):
            added = await self._wire.call("SET", self._value_key(key), "1", "NX", "PX", px)
        return added is not None  # "OK", or nil when the key was there

    async def add_once_unless(self, key: str, ttl: timedelta, unless: str) -> bool | None:
        px = _ms(positive(ttl))
        async with _fail_closed(self._timeout):
            added = await self._add_once_unless(keys=[self._value_key(key), self._value_key(unless)], args=[px])
        return None if int(added) < 0 else bool(added)

    async def incr_window(self, key: str, window: timedelta, amount: int = 1) -> int:
        px = _ms(positive(window))
        async with _fail_closed(self._timeout):
            count = await self._incr_window(keys=[self._value_key(key)], args=[px, amount])
        return int(count)

    async def count_within(self, limits: Sequence[tuple[str, int]], window: timedelta) -> int | None:
        px = _ms(positive(window))
        async with _fail_closed(self._timeout):
            over = await self._count_within(keys=[self._value_key(key) for key, _ in limits],
                                            args=[px, *(limit for _, limit in limits)])
        return None if int(over) < 0 else int(over)

    async def map_put(self, key: str, field: str, value: str, ttl: timedelta) -> None:
        px = _ms(positive(ttl))
        async with _fail_closed(self._timeout):
            await self._map_put(keys=[self._map_key(key)], args=[field, value, px])

    async def map_remove(self, key: str, field: str) -> None:
        async with _fail_closed(self._timeout):
            await self._wire.call("HDEL", self._map_key(key), field)  # Redis drops a hash left empty

    async def map_values(self, key: str) -> dict[str, str]:
        async with _fail_closed(self._timeout):
            fields = await self._redis.hgetall(self._map_key(key))
        return {_text(k) or "": _text(v) or "" for k, v in fields.items()}

    async def ping(self) -> bool:
        try:
            async with _fail_closed(self._timeout):
                return bool(await self._redis.ping())
        except StoreUnavailable:
            return False

    async def aclose(self) -> None:
        await self._redis.aclose()
