"""Slack's assistant surface (the split view of an AI app): its thread context, greeting and status.

bolt's `AsyncAssistant` routes the surface's events; this module holds what they need. The thread
context (the channel the user has in view) is kept in the bot's store, so every bot process sees
it; its presence also marks a DM thread as an assistant thread. There the turn's "working" is the
thread's status (`ThreadStatusReplier`: one call, the answer clears it) instead of a reaction, and a
long answer gives the thread a title.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Awaitable, Callable
from datetime import timedelta
from typing import Any

from slack_bolt import BoltResponse
from slack_bolt.async_app import AsyncAssistant, AsyncBoltRequest
from slack_bolt.context.assistant.thread_context import AssistantThreadContext
from slack_bolt.context.assistant.thread_context_store.async_store import AsyncAssistantThreadContextStore
from slack_bolt.request.payload_utils import is_assistant_event, is_other_message_sub_event_in_assistant_thread
from slack_sdk.errors import SlackApiError
from slack_sdk.web.async_client import AsyncWebClient

from adapters.slack_render import render
from adapters.slack_replier import SlackReplier, ThreadStatusReplier
from bot.i18n.catalog import Catalog
from bot.store.base import Store
from bot.turn import OutgoingMessage

log = logging.getLogger(__name__)


class Assistant(AsyncAssistant):
    """bolt's assistant middleware, stepped past at once by a request it never takes: it runs on
    every request and tries each of its listeners' matchers (kwargs built for each by inspecting
    its signature), where only an assistant thread's own events concern it (bolt's `is_assistant_event`,
    and the other message events in such a thread it acknowledges). A mention, a click or the
    slash command go straight to their listeners."""

    async def async_process(self, *, req: AsyncBoltRequest, resp: BoltResponse,
                            next: Callable[[], Awaitable[BoltResponse]]) -> BoltResponse | None:
        if is_assistant_event(req.body) or is_other_message_sub_event_in_assistant_thread(req.body):
            return await super().async_process(req=req, resp=resp, next=next)
        await next()
        return None

PROMPTS = ("slack.assistant.prompt.why", "slack.assistant.prompt.compare", "slack.assistant.prompt.credits",
           "slack.assistant.prompt.help")
LONG_ANSWER_CHARS = 500  # an answer this long titles its thread
TITLE_CHARS = 80


class ThreadContexts(AsyncAssistantThreadContextStore):
    """Each assistant thread's context in the store (bolt's default re-reads the thread from Slack)."""

    def __init__(self, store: Store, ttl: timedelta = timedelta(days=30)) -> None:
        self._store = store
        self._ttl = ttl

    @staticmethod
    def _key(channel_id: str, thread_ts: str) -> str:
        return f"slack:assistant:{channel_id}:{thread_ts}"

    async def save(self, *, channel_id: str, thread_ts: str, context: dict[str, str]) -> None:
        await self._store.set_value(self._key(channel_id, thread_ts), json.dumps(context or {}), self._ttl)

    async def find(self, *, channel_id: str, thread_ts: str) -> AssistantThreadContext | None:
        raw = await self._store.get_value(self._key(channel_id, thread_ts))
        context = json.loads(raw) if raw else {}
        return AssistantThreadContext(context) if context.get("channel_id") else None

    async def known(self, *, channel_id: str, thread_ts: str) -> bool:
        """An assistant thread (opened from the DM itself, its context names no channel)."""
        return await self._store.get_value(self._key(channel_id, thread_ts)) is not None


def prompts(catalog: Catalog, language: str) -> list[dict[str, str]]:
    """The suggested prompts: the everyday questions and the improvement loop, in `language`."""
    return [{"title": text, "message": text} for text in (catalog.template(language, key) for key in PROMPTS)]


async def greet(client: AsyncWebClient, catalog: Catalog, language: str, *, channel: str, thread_ts: str,
                user: str) -> None:
    """The first message of a new assistant thread, with its suggested prompts."""
    replier = SlackReplier(client, channel=channel, thread_ts=thread_ts, user=user, is_dm=True)
    await replier.post(OutgoingMessage(lines=[catalog.line(language, "slack.assistant.greeting")]))
    try:
        await client.assistant_threads_setSuggestedPrompts(channel_id=channel, thread_ts=thread_ts,
                                                           prompts=prompts(catalog, language))
    except SlackApiError as error:
        log.info("suggested prompts not set: %s", error.response.get("error"))


class AssistantReplier(ThreadStatusReplier):
    """A turn in an assistant thread: the thread's status while working (from the start), a title
    for a long answer."""

    def __init__(self, client: AsyncWebClient, *, channel: str, thread_ts: str, user: str, status: str,
                 title: str) -> None:
        super().__init__(client, channel=channel, thread_ts=thread_ts, user=user, is_dm=True, status=status)
        self._assistant_thread = thread_ts
        self._title = title[:TITLE_CHARS].strip()
        self._titled = False

    async def post(self, message: OutgoingMessage) -> str:
        ref = await super().post(message)
        if not self._titled and self._title and sum(len(p.text) for p in render(message)) >= LONG_ANSWER_CHARS:
            self._titled = True
            await self._call("title", self._client.assistant_threads_setTitle(
                channel_id=self._channel, thread_ts=self._assistant_thread, title=self._title))
        return ref

    @staticmethod
    async def _call(what: str, call: Awaitable[Any]) -> None:
        try:
            await call
        except SlackApiError as error:
            log.info("assistant thread %s not set: %s", what, error.response.get("error"))
