"""What only the Redis store has: key layout and TTL backstops, and failing closed when unreachable."""

from __future__ import annotations

import asyncio
import socket
from collections.abc import AsyncIterator
from datetime import timedelta

import pytest
from pydantic import ValidationError
from redis.asyncio import Redis

from bot.store import PROPOSAL_GRACE, MemoryStore, Proposal, RedisStore, StoreUnavailable, open_store
from bot.store.models import ClaimStatus
from bot.store.redis_store import pack, unpack
from tests.store.test_contract import ALICE, NOW, THREAD, make


@pytest.fixture
async def raw(redis_prefix: tuple[str, str]) -> AsyncIterator[Redis]:
    client = Redis.from_url(redis_prefix[0], decode_responses=True)
    yield client
    await client.aclose()


@pytest.fixture
async def store(redis_prefix: tuple[str, str]) -> AsyncIterator[RedisStore]:
    url, prefix = redis_prefix
    s = RedisStore.from_url(url, prefix=prefix)
    yield s
    await s.aclose()


async def _keys(raw: Redis, prefix: str) -> list[str]:
    return sorted([key async for key in raw.scan_iter(match=f"{prefix}*")])


async def test_every_key_is_prefixed_and_expires(
    store: RedisStore, raw: Redis, redis_prefix: tuple[str, str]
) -> None:
    _, prefix = redis_prefix
    first, second = make(), make(answer="43")
    await store.put_proposal(first)
    await store.put_proposal(second)
    await store.claim(second.id, ALICE, NOW)
    await store.add_once("event:E1", timedelta(minutes=5))
    await store.incr_window("rate:U1", timedelta(minutes=1))
    await store.set_value("lang:T", "fr", ttl=timedelta(hours=1))

    keys = await _keys(raw, prefix)
    assert keys == sorted(
        [
            f"{prefix}proposal:{first.id}",
            f"{prefix}proposal:{second.id}",
            f"{prefix}kv:event:E1",
            f"{prefix}kv:rate:U1",
            f"{prefix}kv:lang:T",
        ]
    )  # the thread pointer went away with the claim
    for key in keys:
        assert await raw.pttl(key) > 0, key
    lifetime = (first.expires_at - first.created_at) + PROPOSAL_GRACE
    ttl_ms = await raw.pttl(f"{prefix}proposal:{first.id}")
    assert lifetime - timedelta(seconds=5) < timedelta(milliseconds=ttl_ms) <= lifetime


async def test_pending_pointer_expires_with_its_record(
    store: RedisStore, raw: Redis, redis_prefix: tuple[str, str]
) -> None:
    _, prefix = redis_prefix
    proposal = make()
    await store.put_proposal(proposal)
    pointer = f"{prefix}waiting:{THREAD}"
    assert await raw.hget(pointer, ALICE) == proposal.id
    assert 0 < await raw.pttl(pointer) <= await raw.pttl(f"{prefix}proposal:{proposal.id}") + 50


async def test_a_tampered_action_does_not_load(
    store: RedisStore, raw: Redis, redis_prefix: tuple[str, str]
) -> None:
    _, prefix = redis_prefix
    proposal = make()
    await store.put_proposal(proposal)
    key = f"{prefix}proposal:{proposal.id}"
    data = await raw.hget(key, "data")
    assert isinstance(data, str)
    await raw.hset(key, "data", pack(unpack(data).replace('"answer":"42"', '"answer":"41"')))
    with pytest.raises(ValidationError):
        await store.claim(proposal.id, ALICE, NOW)
    with pytest.raises(ValidationError):
        await store.get_proposal(proposal.id)


async def test_shared_between_clients(redis_prefix: tuple[str, str]) -> None:
    url, prefix = redis_prefix
    one, two = RedisStore.from_url(url, prefix=prefix), RedisStore.from_url(url, prefix=prefix)
    try:
        proposal = make()
        await one.put_proposal(proposal)
        assert await two.pending_for(THREAD, ALICE, NOW) == proposal
        assert (await two.claim(proposal.id, ALICE, NOW)).status is ClaimStatus.CLAIMED
        assert (await one.claim(proposal.id, ALICE, NOW)).status is ClaimStatus.USED
    finally:
        await one.aclose()
        await two.aclose()


async def test_a_proposal_kept_parsed_reads_as_a_fresh_parse(redis_prefix: tuple[str, str]) -> None:
    """The store that wrote a record (or read it once) answers from the proposal it keeps for that
    data: the same as another store parsing the record, message reference included."""
    url, prefix = redis_prefix
    writer, reader = RedisStore.from_url(url, prefix=prefix), RedisStore.from_url(url, prefix=prefix)
    try:
        proposal = make().model_copy(update={"message_ref": "m1"})
        await writer.put_proposal(proposal)
        await writer.set_message_ref(proposal.id, "m2")
        for _ in range(2):  # the second read from the parsed proposal kept
            kept, fresh = await writer.get_proposal(proposal.id), await reader.get_proposal(proposal.id)
            assert kept is not None and fresh is not None
            assert kept == fresh and kept.model_dump() == fresh.model_dump() and kept.message_ref == "m2"
            assert (await writer.pending_for(THREAD, ALICE, NOW)) == (await reader.pending_for(THREAD, ALICE, NOW)) == fresh
    finally:
        await writer.aclose()
        await reader.aclose()


async def test_prefixes_isolate_stores(redis_prefix: tuple[str, str]) -> None:
    url, prefix = redis_prefix
    mine, theirs = RedisStore.from_url(url, prefix=prefix + "a:"), RedisStore.from_url(url, prefix=prefix + "b:")
    try:
        await mine.set_value("k", "mine")
        assert await theirs.get_value("k") is None
    finally:
        await mine.aclose()
        await theirs.aclose()


async def test_open_store_picks_the_backend(redis_prefix: tuple[str, str]) -> None:
    assert isinstance(open_store(None), MemoryStore)
    assert isinstance(open_store(""), MemoryStore)
    url, prefix = redis_prefix
    store = open_store(url, prefix=prefix)
    try:
        assert isinstance(store, RedisStore)
        await store.set_value("k", "v")
        assert await store.get_value("k") == "v"
    finally:
        await store.aclose()


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
    return port


async def _every_call(store: RedisStore, proposal: Proposal) -> None:
    calls = [
        store.put_proposal(proposal),
        store.pending_for(THREAD, ALICE, NOW),
        store.all_pending(THREAD, NOW),
        store.get_proposal(proposal.id),
        store.set_message_ref(proposal.id, "m"),
        store.claim(proposal.id, ALICE, NOW),
        store.cancel(proposal.id, ALICE, NOW),
        store.set_aside(THREAD, ALICE, NOW),
        store.get_value("k"),
        store.set_value("k", "v"),
        store.delete_value("k"),
        store.add_once("k", timedelta(seconds=1)),
        store.incr_window("k", timedelta(seconds=1)),
    ]
    for call in calls:
        with pytest.raises(StoreUnavailable):
            await call


async def test_unreachable_redis_fails_closed() -> None:
    store = RedisStore.from_url(f"redis://127.0.0.1:{_closed_port()}/0", connect_timeout=0.2, socket_timeout=0.2)
    try:
        await _every_call(store, make())
        assert await store.ping() is False
    finally:
        await store.aclose()


async def test_silent_redis_times_out_and_fails_closed() -> None:
    """A server that accepts connections and never answers (a hung or partitioned Redis)."""
    held: list[asyncio.StreamWriter] = []

    async def swallow(_reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        held.append(writer)

    server = await asyncio.start_server(swallow, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    store = RedisStore.from_url(f"redis://127.0.0.1:{port}/0", connect_timeout=0.2, socket_timeout=0.2)
    try:
        proposal = make()
        with pytest.raises(StoreUnavailable):
            await store.claim(proposal.id, ALICE, NOW)
        assert await store.ping() is False
    finally:
        await store.aclose()
        for writer in held:
            writer.close()
        server.close()
        await server.wait_closed()


async def test_works_with_a_client_that_returns_bytes(redis_prefix: tuple[str, str]) -> None:
    url, prefix = redis_prefix
    store = RedisStore(Redis.from_url(url), prefix=prefix)  # no decode_responses
    try:
        proposal = make()
        await store.put_proposal(proposal)
        assert await store.set_message_ref(proposal.id, "m1") is True
        expected = proposal.model_copy(update={"message_ref": "m1"})
        assert await store.pending_for(THREAD, ALICE, NOW) == expected
        assert await store.get_proposal(proposal.id) == expected
        claimed = await store.claim(proposal.id, ALICE, NOW)
        assert (claimed.status, claimed.proposal) == (ClaimStatus.CLAIMED, expected)
        assert (await store.claim(proposal.id, ALICE, NOW)).status is ClaimStatus.USED
        await store.set_value("k", "é")
        assert await store.get_value("k") == "é"
    finally:
        await store.aclose()


async def test_a_record_stored_as_plain_json_still_loads(
    store: RedisStore, raw: Redis, redis_prefix: tuple[str, str]
) -> None:
    """Proposals stored before records were deflated stay readable through a deploy."""
    _, prefix = redis_prefix
    proposal = make()
    await store.put_proposal(proposal)
    key = f"{prefix}proposal:{proposal.id}"
    packed = await raw.hget(key, "data")
    assert isinstance(packed, str) and not packed.startswith("{")
    await raw.hset(key, "data", unpack(packed))
    assert await store.pending_for(THREAD, ALICE, NOW) == proposal
    assert (await store.claim(proposal.id, ALICE, NOW)).status == ClaimStatus.CLAIMED


async def test_a_pooled_connection_closed_or_left_with_a_reply_is_reconnected(
    store: RedisStore, raw: Redis
) -> None:
    """The pool checks a connection it hands out by what the event loop has already read for it,
    without waiting on the socket: one the server closed, or one holding a reply no command read,
    is reconnected, and the next call gets its own answer."""
    await store.set_value("k", "v")
    pool = store._redis.connection_pool
    connection = await pool.get_connection("CLIENT")
    await connection.send_command("CLIENT", "ID")
    client_id = await connection.read_response()
    await pool.release(connection)
    await raw.client_kill_filter(_id=client_id)
    await asyncio.sleep(0.05)  # the loop reads the end of the stream
    assert await store.get_value("k") == "v"

    connection = await pool.get_connection("PING")
    await connection.send_command("PING")  # its "PONG" never read
    await pool.release(connection)
    await asyncio.sleep(0.05)
    assert await store.get_value("k") == "v"
