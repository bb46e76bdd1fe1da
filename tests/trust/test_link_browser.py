"""Account linking in a real browser (issue 7, first bullet): the bot's private link, sign-in,
the approval of the named chat identity with a signed state, single use, expiry, replacement,
forwarding, an account linked elsewhere, decline, unlink and re-link."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import timedelta

import pytest
from pydantic import SecretStr

from bot.app.runtime import Runtime
from sandbox.config import SandboxConfig
from tests.conftest import DEMO_SECRET, TestClock
from tests.driver import ChatDriver, Sent
from tests.trust.browser import chromium, free_port, require_chromium, serve

PORT = free_port()


@pytest.fixture
def sandbox_config() -> SandboxConfig:
    """The link URLs point at the real HTTP server this module starts."""
    return SandboxConfig(db_path=":memory:", item_seconds=0.002, training_seconds=0.05,
                         public_url=f"http://127.0.0.1:{PORT}", client_secret=SecretStr(DEMO_SECRET))


@pytest.fixture
async def browser(runtime: Runtime) -> AsyncIterator[object]:
    require_chromium()
    assert runtime.sandbox is not None
    async with serve(runtime.sandbox.app, PORT), chromium() as b:
        yield b


def link_of(replies: list[Sent]) -> str:
    links = [s for s in replies if s.message.kind == "link"]
    assert len(links) == 1, [s.text for s in replies]
    assert links[0].message.private, "a link is only ever sent privately"
    url = next(seg.url for line in links[0].message.lines for seg in line if getattr(seg, "url", None))
    assert url.startswith(f"http://127.0.0.1:{PORT}/link/")
    return url


async def account_of(runtime: Runtime, identity: str) -> str | None:
    return (await runtime.platform.identity_status(identity)).account


async def sign_in(page, url: str, user: str, password: str) -> None:
    await page.goto(url)
    await page.fill("#username", user)
    await page.fill("#password", password)
    await page.click("#sign-in")


async def test_link_in_the_browser_then_the_same_request_works(chat: ChatDriver, runtime: Runtime,
                                                               browser, clock: TestClock) -> None:
    dora = "console:local:dora"
    replies = await chat.push("dora", "what did tiny-2 score on capitals?")
    first = link_of(replies)
    assert "75%" not in "\n".join(s.text for s in replies)
    second = link_of(await chat.push("dora", "link my benchgen account"))
    assert second != first

    context = await browser.new_context()
    page = await context.new_page()
    # One new link invalidates the previous one.
    await page.goto(first)
    assert "replaced by a newer one" in await page.content()

    # The page names the identity that asked, and signs in first.
    await page.goto(second)
    assert await page.inner_text("#user") == "dora" and await page.inner_text("#workspace") == "local"
    await sign_in(page, second, "ana", "wrong-password")
    assert "Wrong username or password" in await page.content()
    assert await account_of(runtime, dora) is None

    # Signed in: nothing is bound until the approval; the state is signed, a forged one is refused.
    await sign_in(page, second, "ana", "ana-demo")
    assert await page.inner_text("#account") == "ana" and await page.inner_text("#user") == "dora"
    assert await account_of(runtime, dora) is None
    state = await page.get_attribute("input[name=state]", "value")
    assert state
    payload, mac = state.split(".")
    forged_payload = "Y2FyYQo5OTk5OTk5OTk5"  # base64 of "cara\n9999999999", with ana's signature
    await page.evaluate("s => document.querySelector('input[name=state]').value = s", f"{forged_payload}.{mac}")
    await page.click("#approve")
    assert "not valid" in await page.content()
    assert await account_of(runtime, dora) is None

    # A field naming another identity is ignored: the nonce's own identity is the one bound.
    await sign_in(page, second, "ana", "ana-demo")
    await page.evaluate("""() => { const i = document.createElement('input'); i.type = 'hidden';
        i.name = 'identity'; i.value = 'console:local:eve'; document.querySelector('form').appendChild(i); }""")
    await page.click("#approve")
    assert "now acts as" in await page.content()
    assert await account_of(runtime, dora) == "ana"
    assert await account_of(runtime, "console:local:eve") is None
    # ana was already linked elsewhere (the terminal): that link is untouched.
    assert await account_of(runtime, "console:local:ana") == "ana"

    # Single use.
    await page.goto(second)
    assert "already used" in await page.content()

    # The request that needed the account now works.
    assert "75% (15/20)" in "\n".join(s.text for s in await chat.push("dora", "what did tiny-2 score on capitals?"))

    # Unlink, then re-link to another account (ben), which the platform now uses.
    replies = await chat.push("dora", "unlink my account")
    assert replies[0].message.private
    assert await account_of(runtime, dora) is None
    third = link_of(await chat.push("dora", "how many credits do we have left?"))
    await sign_in(page, third, "ben", "ben-demo")
    await page.click("#approve")
    assert await account_of(runtime, dora) == "ben"
    replies = await chat.push("dora", "widen item 7 of gsm-mini to accept 4.0")
    assert not any(s.buttons for s in replies), "ben's role cannot edit"

    # Expiry: a link unused for more than 10 minutes is dead.
    late = link_of(await chat.push("fred", "link my benchgen account"))
    clock.advance(timedelta(seconds=601))
    await page.goto(late)
    assert "expired" in await page.content()
    await context.close()


async def test_forwarded_link_and_decline(chat: ChatDriver, runtime: Runtime, browser) -> None:
    """erin forwards her link to ben: the page tells ben whose chat account it is; declining binds
    nothing; approving can only ever bind erin's identity, never ben's own chat identity."""
    erin, ben = "console:local:erin", "console:local:ben"
    url = link_of(await chat.push("erin", "link my benchgen account"))
    context = await browser.new_context()
    page = await context.new_page()
    await sign_in(page, url, "ben", "ben-demo")
    assert await page.inner_text("#user") == "erin"
    assert "this chat identity only" in await page.content()
    await page.click("#decline")
    assert "Nothing was linked" in await page.content()
    assert await account_of(runtime, erin) is None
    assert await account_of(runtime, ben) == "ben"

    # A stale approval form (signed for this link) cannot be replayed after the link is replaced.
    await sign_in(page, url, "ben", "ben-demo")
    fresh = link_of(await chat.push("erin", "link my benchgen account"))
    await page.click("#approve")
    assert "replaced by a newer one" in await page.content()
    assert await account_of(runtime, erin) is None

    # A state signed for one link does not work on another link.
    await sign_in(page, fresh, "ben", "ben-demo")
    state = await page.get_attribute("input[name=state]", "value")
    other = link_of(await chat.push("gus", "link my benchgen account"))
    response = await context.request.post(other, form={"state": state or "", "approve": "yes"})
    assert response.status == 400
    assert await account_of(runtime, "console:local:gus") is None
    await context.close()
