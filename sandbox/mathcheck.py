"""Mathematical equivalence, run inside a worker process.

math-verify's own timeouts use `signal.alarm`, which only works on a main thread, so the
sandbox calls these with timeouts disabled in a process pool and bounds them from asyncio.
"""

from __future__ import annotations


def warm_up() -> bool:
    import math_verify  # noqa: F401  (imports sympy once per worker)

    return True


def equivalent(answer: str, accepted: list[str]) -> bool:
    from math_verify import parse, verify

    target = parse(answer, parsing_timeout=None)
    if not target:
        return False
    for gold_text in accepted:
        gold = parse(gold_text, parsing_timeout=None)
        if gold and verify(gold, target, timeout_seconds=None):
            return True
    return False


def serve(conn) -> None:
    """A worker process: warm up, say "ready", then answer `(answer, accepted)` requests until the
    parent closes the pipe. The parent measures each request's time and kills a stuck worker."""
    import logging

    logging.disable(logging.WARNING)  # math-verify warns on every call with timeouts disabled
    warm_up()
    conn.send("ready")
    while True:
        try:
            answer, accepted = conn.recv()
        except (EOFError, OSError):
            return
        try:
            result = equivalent(answer, accepted)
        except Exception:
            result = False
        conn.send(bool(result))
