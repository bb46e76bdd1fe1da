"""The store's own command path: the bytes redis-py would send, scripts loaded when the server
lacks them, and the client's encoding respected."""

from __future__ import annotations

import uuid

import pytest
from redis.asyncio import Redis
from redis.asyncio.connection import Connection
from redis.exceptions import ResponseError

from bot.store import redis_wire
from bot.store.redis_wire import Wire


def test_packed_in_c_byte_for_byte_as_redis_py_packs() -> None:
    pytest.importorskip("hiredis")
    connection = Connection()
    for args in [("GET", "benchgen:kv:lang:T"), ("EVALSHA", "ab12", 2, "k1", "k2", "", "é 学 ✓", 120_000, b"\x00z:"),
                 ("SET", "k", "v" * 7000, "NX", "PX", 1)]:
        assert redis_wire._packed_in_c(connection, args) == b"".join(connection.pack_command(*args))


async def test_calls_and_error_replies(redis_prefix: tuple[str, str]) -> None:
    url, prefix = redis_prefix
    client = Redis.from_url(url, decode_responses=True)
    wire = Wire(client)
    try:
        assert await wire.call("SET", f"{prefix}k", "é", "PX", 60_000) == "OK"
        assert await wire.call("GET", f"{prefix}k") == "é"
        with pytest.raises(ResponseError):
            await wire.call("HGET", f"{prefix}k", "field")  # a string, not a hash
        assert await wire.call("GET", f"{prefix}k") == "é"  # the connection is still in step
    finally:
        await client.aclose()


async def test_a_script_the_server_lacks_is_loaded_then_run_by_its_sha(redis_prefix: tuple[str, str]) -> None:
    url, prefix = redis_prefix
    client = Redis.from_url(url)  # replies as bytes: the loaded SHA1 comes back as bytes too
    script = Wire(client).script(f"-- {uuid.uuid4().hex}\nreturn {{KEYS[1], ARGV[1]}}")
    try:
        assert await script(keys=[f"{prefix}a"], args=[7]) == [f"{prefix}a".encode(), b"7"]
        assert await script(keys=[f"{prefix}b"], args=["x"]) == [f"{prefix}b".encode(), b"x"]
    finally:
        await client.aclose()


async def test_a_client_encoding_other_than_utf8_packs_with_its_own_encoder(redis_prefix: tuple[str, str]) -> None:
    url, prefix = redis_prefix
    client = Redis.from_url(url, encoding="latin-1", decode_responses=True)
    raw = Redis.from_url(url)
    try:
        await Wire(client).call("SET", f"{prefix}k", "é", "PX", 60_000)
        assert await raw.get(f"{prefix}k") == b"\xe9"
    finally:
        await client.aclose()
        await raw.aclose()
