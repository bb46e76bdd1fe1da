"""A chat identity's BenchGen sessions and link, with the BenchGen workspace of its account
remembered between its turns.

A turn that reads BenchGen needs the workspace its session sees (what the workspace's names and
the thread's context are kept under), and asking `/v1/me` for it was one request in three of an
everyday read. It is remembered in the store, where every process sees it, for what is left of
the life of the credential that read it (BenchGen's access tokens live at most ten minutes); the
requester's is read with the thread's state, in the same round trip. Only linking the identity
again can move it to another account: starting a link marks the identity as linking (nothing is
remembered until that link has expired, so a turn of the old binding is never taken for the new
one), and unlinking forgets it.
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime, timedelta

from bot.benchgen.client import BenchGenPlatform, BenchGenSession
from bot.benchgen.models import LinkStart
from bot.store.base import StoreUnavailable
from bot.thread_state import ThreadStates

log = logging.getLogger(__name__)

LINKING = ""  # stored while a link may still be approved: the identity's workspace is not remembered
LINK_MARK_MIN = timedelta(minutes=10)  # at least as long as BenchGen's links live, whatever their clock says
LINK_MARK_MAX = timedelta(days=1)


class Accounts:
    """Opens sessions for identities (`bot.skill.Sessions`), starts and removes links; the
    `WorkspaceMemory` of the sessions it opens."""

    def __init__(self, platform: BenchGenPlatform, threads: ThreadStates) -> None:
        self._platform = platform
        self._threads = threads

    async def open(self, identity: str, scopes: frozenset[str]) -> BenchGenSession:
        return await self._platform.session(identity, scopes, workspaces=self)

    async def start_link(self, identity: str) -> LinkStart:
        """A browser link binding `identity` to the account that approves it (see the platform's)."""
        start = await self._platform.start_link(identity)
        left = start.expires_at - datetime.now(UTC)
        await self._mark(identity, LINKING, min(max(left, LINK_MARK_MIN), LINK_MARK_MAX))
        return start

    async def unlink(self, identity: str) -> None:
        await self._platform.unlink(identity)
        await self._mark(identity, None, LINK_MARK_MIN)

    async def recall(self, identity: str) -> str | None:
        try:
            return await self._threads.workspace(identity) or None
        except StoreUnavailable:
            return None

    async def keep(self, identity: str, workspace: str, kept: timedelta) -> None:
        try:
            if kept > timedelta(0) and await self._threads.workspace(identity) != LINKING:
                await self._threads.set_workspace(identity, workspace, kept)
        except StoreUnavailable:
            pass  # asked again next time

    async def _mark(self, identity: str, value: str | None, ttl: timedelta) -> None:
        try:
            await self._threads.set_workspace(identity, value, ttl)
        except StoreUnavailable:  # the link goes on; what is remembered lapses with its credential's life
            log.warning("account workspace not forgotten: store unavailable")
