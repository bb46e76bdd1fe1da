"""The BenchGen workspace of an identity's account, remembered between its sessions for the life of
the credential that read it (`bot.accounts`): asked once, not on every turn; never across a new link."""

from __future__ import annotations

import httpx

from bot.accounts import Accounts
from bot.store import MemoryStore, StoreUnavailable
from bot.thread_state import ThreadStates
from tests.benchgen.scripted import GRANT, ME, Script, Sleeps, platform

ANA = "slack:T1:U1"
READS = frozenset({"account:read", "runs:read"})


def serve(workspace: list[str]) -> Script:
    """Grants carry the scopes asked for; `/v1/me` answers the workspace in `workspace[0]`."""

    def reply(request: httpx.Request) -> httpx.Response:
        path = request.url.path
        if path == "/oauth/token":
            scopes = dict(x.split("=", 1) for x in request.content.decode().split("&"))["scope"]
            return httpx.Response(200, json={**GRANT, "scope": scopes.replace("%3A", ":").replace("+", " ")})
        if path == "/v1/me":
            return httpx.Response(200, json={**ME, "workspace": workspace[0]})
        if path == "/v1/links":
            return httpx.Response(201, json={"link_id": "l1", "url": "https://benchgen.test/link/n1",
                                             "expires_at": "2025-01-01T00:10:00Z"})
        return httpx.Response(204)

    return Script([reply])


def asked(script: Script) -> int:
    return sum(r.url.path == "/v1/me" for r in script.requests)


async def workspace_of(accounts: Accounts, scopes: frozenset[str] = READS) -> str | None:
    async with await accounts.open(ANA, scopes) as session:
        return await session.workspace()


async def test_asked_once_then_remembered_across_sessions_and_processes() -> None:
    script, store = serve(["acme"]), MemoryStore()
    accounts = Accounts(platform(script, Sleeps()), ThreadStates(store))
    assert await workspace_of(accounts) == "acme"
    assert await workspace_of(accounts) == "acme"
    assert asked(script) == 1
    another_process = Accounts(platform(script, Sleeps()), ThreadStates(store))  # the store is shared
    assert await workspace_of(another_process) == "acme"
    assert asked(script) == 1


async def test_a_new_link_is_never_answered_with_the_old_binding_s_workspace() -> None:
    workspace = ["acme"]
    script = serve(workspace)
    accounts = Accounts(platform(script, Sleeps()), ThreadStates(MemoryStore()))
    assert await workspace_of(accounts) == "acme"
    await accounts.start_link(ANA)
    assert await workspace_of(accounts) == "acme"  # still the old binding: asked, and not remembered
    workspace[0] = "globex"  # the link approved by an account of another workspace
    assert await workspace_of(accounts) == "globex"
    assert asked(script) == 3


async def test_unlinking_forgets_it() -> None:
    workspace = ["acme"]
    script = serve(workspace)
    accounts = Accounts(platform(script, Sleeps()), ThreadStates(MemoryStore()))
    assert await workspace_of(accounts) == "acme"
    await accounts.unlink(ANA)
    workspace[0] = "globex"
    assert await workspace_of(accounts) == "globex"
    assert asked(script) == 2


async def test_a_session_that_may_not_read_the_account_recalls_nothing() -> None:
    script = serve(["acme"])
    accounts = Accounts(platform(script, Sleeps()), ThreadStates(MemoryStore()))
    assert await workspace_of(accounts) == "acme"
    assert await workspace_of(accounts, frozenset({"runs:read"})) is None
    assert asked(script) == 1


async def test_with_the_store_down_it_is_asked_as_before() -> None:
    store = MemoryStore()
    script = serve(["acme"])
    accounts = Accounts(platform(script, Sleeps()), ThreadStates(store))

    async def down(*args: object, **kwargs: object) -> None:
        raise StoreUnavailable("down")

    store.get_value = down  # type: ignore[method-assign, assignment]
    store.set_value = down  # type: ignore[method-assign, assignment]
    assert await workspace_of(accounts) == "acme"
    assert await workspace_of(accounts) == "acme"
    assert asked(script) == 2
