"""The browser pages that approve a chat-identity link."""

from __future__ import annotations

from html import escape

_STYLE = (
    "body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1d2230}"
    "label{display:block;margin:.8rem 0 .2rem}input{width:100%;padding:.4rem;font-size:1rem}"
    "button{margin-top:1rem;padding:.5rem 1.2rem;font-size:1rem}.error{color:#a4161a}code{background:#eef}"
)


def _page(title: str, body: str) -> str:
    return (
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">"
        f"<meta name=\"viewport\" content=\"width=device-width\"><title>{escape(title)}</title>"
        f"<style>{_STYLE}</style></head><body><h1>{escape(title)}</h1>{body}</body></html>"
    )


def _identity(identity: str) -> str:
    platform, _, rest = identity.partition(":")
    workspace, _, user = rest.partition(":")
    return (f"<dl><dt>Chat</dt><dd id=\"platform\">{escape(platform)}</dd><dt>Workspace</dt>"
            f"<dd id=\"workspace\">{escape(workspace)}</dd><dt>User</dt><dd id=\"user\">{escape(user)}</dd></dl>")


def sign_in(identity: str, error: str | None = None) -> str:
    message = f"<p class=\"error\">{escape(error)}</p>" if error else ""
    return _page(
        "Link your chat account to BenchGen",
        f"<p>Sign in to let the BenchGen bot act as you for the chat identity <code>{escape(identity)}</code>:</p>"
        f"{_identity(identity)}"
        "<p>Only continue if this is <em>your</em> chat account. If someone sent you this link, close this page.</p>"
        f"{message}<form method=\"post\">"
        "<label for=\"username\">Username</label><input id=\"username\" name=\"username\" autocomplete=\"username\" required>"
        "<label for=\"password\">Password</label>"
        "<input id=\"password\" name=\"password\" type=\"password\" autocomplete=\"current-password\" required>"
        "<button type=\"submit\" id=\"sign-in\">Sign in</button></form>",
    )


def approve(identity: str, account: str, state: str) -> str:
    """The second step: the signed-in person approves (or declines) exactly this chat identity."""
    return _page(
        "Approve this chat account?",
        f"<p>You are signed in as <strong id=\"account\">{escape(account)}</strong>. Approve to let the BenchGen "
        f"bot act as you, with your role and credits, for this chat identity only:</p>{_identity(identity)}"
        "<form method=\"post\">"
        f"<input type=\"hidden\" name=\"state\" value=\"{escape(state)}\">"
        "<button type=\"submit\" name=\"approve\" value=\"yes\" id=\"approve\">Approve</button> "
        "<button type=\"submit\" name=\"approve\" value=\"no\" id=\"decline\">Decline</button></form>",
    )


def declined(identity: str) -> str:
    return _page("Not linked", f"<p>Nothing was linked. The chat identity <code>{escape(identity)}</code> "
                               "still cannot act as you. You can close this page.</p>")


def approved(identity: str, account: str) -> str:
    return _page(
        "Linked",
        f"<p>The chat identity <code>{escape(identity)}</code> now acts as <strong>{escape(account)}</strong>. "
        "You can close this page and go back to the chat.</p>",
    )


def failed(reason: str) -> str:
    return _page("This link cannot be used", f"<p class=\"error\">{escape(reason)}</p>")
