"""The `Replier` for one Slack turn: posts in the turn's thread, privately when asked."""

from __future__ import annotations

import asyncio
import contextlib
import logging

from slack_sdk.errors import SlackApiError
from slack_sdk.http_retry.builtin_async_handlers import AsyncRateLimitErrorRetryHandler
from slack_sdk.web.async_client import AsyncWebClient
from slack_sdk.webhook.async_client import AsyncWebhookClient

from adapters.slack_render import SlackPayload, render, render_update
from bot.turn import OutgoingMessage

log = logging.getLogger(__name__)

WORKING_REACTION = "hourglass_flowing_sand"
RESPONSE_REF = "response"  # a message shown through a response_url (slash commands): replaced there


class SlackReplier:
    """Answers in `channel`, in the thread `thread_ts` (None: the DM itself).

    `private` messages go to `user` as ephemeral messages (in a DM, the DM is private already).
    With `response_url` and `private_only` (a slash command, or a click on its messages) every
    message is ephemeral through the response URL, and updates replace the original there.

    The working sign (a reaction on the message being answered) is added only once the turn has
    taken `working_delay` seconds: a turn answered sooner costs no Slack call besides its reply.
    """

    def __init__(self, client: AsyncWebClient, *, channel: str, thread_ts: str | None, user: str,
                 is_dm: bool, reaction_ts: str | None = None, response_url: str | None = None,
                 private_only: bool = False, working_delay: float = 0.0) -> None:
        self._client = client
        self._channel = channel
        self._thread_ts = thread_ts
        self._user = user
        self._is_dm = is_dm
        self._reaction_ts = reaction_ts
        self._response_url = response_url
        self._private_only = private_only and response_url is not None
        self._signed = False  # the working sign was shown in this turn (once per turn)
        self._reacted = False  # ... as the reaction, which is still there
        self._working_delay = working_delay
        self._sign_task: asyncio.Task[None] | None = None

    async def post(self, message: OutgoingMessage) -> str:
        payloads = render(message)
        if self._private_only:
            for payload in payloads:
                await self._respond(payload, replace=False)
            return RESPONSE_REF if message.buttons else ""
        if message.private and not self._is_dm:
            for payload in payloads:
                await self._client.chat_postEphemeral(
                    channel=self._channel, user=self._user, thread_ts=self._thread_ts,
                    text=payload.text, blocks=payload.blocks, link_names=False)
            return ""  # an ephemeral message cannot be updated by chat.update
        ts = ""
        for payload in payloads:
            response = await self._client.chat_postMessage(
                channel=self._channel, thread_ts=self._thread_ts, text=payload.text, blocks=payload.blocks,
                unfurl_links=False, unfurl_media=False, link_names=False, mrkdwn=True)
            ts = str(response.get("ts") or "")
        return ts

    async def update(self, ref: str, message: OutgoingMessage) -> None:
        payload = render_update(message)
        if ref == RESPONSE_REF:
            if self._response_url:
                await self._respond(payload, replace=True)
            return
        if not ref:
            return
        await self._client.chat_update(channel=self._channel, ts=ref, text=payload.text, blocks=payload.blocks,
                                       link_names=False)

    async def working(self) -> None:
        if not self._can_sign() or self._signed or self._sign_task is not None:
            return
        if self._working_delay <= 0:
            await self._show_sign()
        else:
            self._sign_task = asyncio.create_task(self._show_later())

    async def _show_later(self) -> None:
        await asyncio.sleep(self._working_delay)
        await self._show_sign()

    def _can_sign(self) -> bool:
        return self._reaction_ts is not None

    async def _show_sign(self) -> None:
        """The working sign: a reaction on the message being answered."""
        self._signed = True
        await self._react()

    async def _react(self) -> None:
        if self._reaction_ts is None:
            return
        self._reacted = True
        try:
            await self._client.reactions_add(channel=self._channel, timestamp=self._reaction_ts,
                                             name=WORKING_REACTION)
        except SlackApiError as error:
            log.info("working reaction not added: %s", error.response.get("error"))

    async def done(self) -> None:
        """Takes the working sign away once the turn is answered (or stops it being shown)."""
        if self._sign_task is not None:
            self._sign_task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._sign_task
            self._sign_task = None
        await self._hide_sign()

    async def _hide_sign(self) -> None:
        if not self._reacted or self._reaction_ts is None:
            return
        self._reacted = False
        try:
            await self._client.reactions_remove(channel=self._channel, timestamp=self._reaction_ts,
                                                name=WORKING_REACTION)
        except SlackApiError as error:
            log.info("working reaction not removed: %s", error.response.get("error"))

    async def _respond(self, payload: SlackPayload, *, replace: bool) -> None:
        assert self._response_url is not None
        webhook = AsyncWebhookClient(self._response_url, session=self._client.session,  # the Web API's pool
                                     retry_handlers=[AsyncRateLimitErrorRetryHandler(max_retry_count=2)])
        response = await webhook.send(text=payload.text, blocks=payload.blocks, response_type="ephemeral",
                                      replace_original=replace, unfurl_links=False, unfurl_media=False)
        if response.status_code >= 400:
            log.warning("response_url answered %s", response.status_code)


class ThreadStatusReplier(SlackReplier):
    """A turn answered in a thread whose working sign is the thread's status (`status`, e.g. "is
    working on it…", through `assistant.threads.setStatus`, which Slack takes in channel threads with
    `chat:write` and in assistant threads), shown once the turn has taken `working_delay` seconds.

    Slack clears a thread's status when the app posts in the thread, so the sign costs one call
    instead of a reaction's two (added, then removed): it is cleared by hand only when the turn ends
    without a message in the thread after it (only private ones, say). Where Slack refuses the
    status, the sign is the reaction on `reaction_ts` instead, added and removed as usual.
    """

    def __init__(self, client: AsyncWebClient, *, channel: str, thread_ts: str, user: str, is_dm: bool,
                 status: str, reaction_ts: str | None = None, working_delay: float = 0.0) -> None:
        super().__init__(client, channel=channel, thread_ts=thread_ts, user=user, is_dm=is_dm,
                         reaction_ts=reaction_ts, working_delay=working_delay)
        self._status_thread = thread_ts
        self._status = status
        self._status_shown = False  # set, and no message in the thread has cleared it since

    async def post(self, message: OutgoingMessage) -> str:
        shown_before = self._status_shown  # a status set while the message was on its way may come after it
        ref = await super().post(message)
        if shown_before and ref and ref != RESPONSE_REF:
            self._status_shown = False  # a message in the thread clears its status (Slack does it)
        return ref

    def _can_sign(self) -> bool:
        return True

    async def _show_sign(self) -> None:
        self._signed = True
        try:
            await self._client.assistant_threads_setStatus(channel_id=self._channel, thread_ts=self._status_thread,
                                                           status=self._status)
        except SlackApiError as error:
            log.info("thread status not set (%s): the reaction instead", error.response.get("error"))
            await self._react()
            return
        self._status_shown = True

    async def _hide_sign(self) -> None:
        if not self._status_shown:
            await super()._hide_sign()
            return
        self._status_shown = False
        try:
            await self._client.assistant_threads_setStatus(channel_id=self._channel, thread_ts=self._status_thread,
                                                           status="")
        except SlackApiError as error:
            log.info("thread status not cleared: %s", error.response.get("error"))
