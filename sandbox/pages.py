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


def sign_in(identity: str, error: str | None = None) -> str:
    message = f"<p class=\"error\">{escape(error)}</p>" if error else ""
    return _page(
        "Link your chat account to BenchGen",
        f"<p>Sign in to let the BenchGen bot act as you for the chat identity <code>{escape(identity)}</code>.</p>"
        f"{message}<form method=\"post\">"
        "<label for=\"username\">Username</label><input id=\"username\" name=\"username\" autocomplete=\"username\" required>"
        "<label for=\"password\">Password</label>"
        "<input id=\"password\" name=\"password\" type=\"password\" autocomplete=\"current-password\" required>"
        "<input type=\"hidden\" name=\"approve\" value=\"yes\">"
        "<button type=\"submit\">Approve</button></form>",
    )


def approved(identity: str, account: str) -> str:
    return _page(
        "Linked",
        f"<p>The chat identity <code>{escape(identity)}</code> now acts as <strong>{escape(account)}</strong>. "
        "You can close this page and go back to the chat.</p>",
    )


def failed(reason: str) -> str:
    return _page("This link cannot be used", f"<p class=\"error\">{escape(reason)}</p>")
