"""The Redis store's commands on the wire: packed in C, sent on a connection of the client's pool.

redis-py's own path for a command (`Redis.execute_command`: the retry wrapper, its lambdas, the
Python packer encoding every argument, the response callbacks) cost ~40 µs of CPU a call, more
than the round trip's own socket work, and a turn makes several. Here a command is packed by
hiredis's `pack_command` (C; redis-py's Python packer where hiredis is not installed or the client
encodes other than as UTF-8), written on a connection taken from the client's pool and its reply
read by that connection's parser, so replies are decoded as the client's (`decode_responses`). A
failure is handled as redis-py's path handles it with its default of no retries: the connection
drops itself on a socket error, a timeout or a cancellation (never left with a reply unread), and
goes back to the pool either way; an error reply raises its `ResponseError`.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from typing import Any

from redis.asyncio import Redis
from redis.asyncio.connection import AbstractConnection
from redis.exceptions import NoScriptError

try:
    from hiredis import pack_command as _c_pack
except ImportError:  # hiredis is optional for redis-py
    _c_pack = None  # type: ignore[assignment]

Arg = str | bytes | int

# What packs a command for a connection: the bytes to write.
_Packer = Callable[[AbstractConnection, tuple[Arg, ...]], bytes | list[bytes]]


def _packed_in_c(_connection: AbstractConnection, args: tuple[Arg, ...]) -> bytes:
    return _c_pack(args)  # type: ignore[arg-type]  # hiredis's stub has a 1-tuple for "a tuple"


def _packed_by_connection(connection: AbstractConnection, args: tuple[Arg, ...]) -> list[bytes]:
    return connection.pack_command(*args)


class Wire:
    """Sends commands on `client`'s pool (see the module's docstring)."""

    def __init__(self, client: Redis) -> None:
        self._pool = client.connection_pool
        utf8 = self._pool.get_encoder().encoding.replace("-", "").lower() == "utf8"
        self._pack: _Packer = _packed_in_c if _c_pack is not None and utf8 else _packed_by_connection

    async def call(self, *args: Arg) -> Any:
        """The reply to one command, e.g. `call("GET", key)`."""
        pool = self._pool
        connection = await pool.get_connection()
        try:
            await connection.send_packed_command(self._pack(connection, args))
            return await connection.read_response()
        finally:
            await pool.release(connection)

    def script(self, source: str) -> Script:
        return Script(self, source)


class Script:
    """A Lua script run by its SHA1 (`EVALSHA`), loaded into the server the first time it is not
    there (a new or restarted Redis)."""

    def __init__(self, wire: Wire, source: str) -> None:
        self._wire = wire
        self._source = source
        self._sha: str | bytes = hashlib.sha1(source.encode()).hexdigest()

    async def __call__(self, keys: Sequence[str], args: Sequence[Arg] = ()) -> Any:
        try:
            return await self._wire.call("EVALSHA", self._sha, len(keys), *keys, *args)
        except NoScriptError:  # the server's SHA1 is of the bytes the client sent: the one to use from now on
            self._sha = await self._wire.call("SCRIPT", "LOAD", self._source)
            return await self._wire.call("EVALSHA", self._sha, len(keys), *keys, *args)
