"""The process's heap settled once the bot is up: what startup built is set aside from the cycle
collector.

Startup leaves a few hundred thousand long-lived objects (catalogs, routing tables, the intent
model, skills, the sandbox when embedded). Python's cycle collector walks all of them on every
full collection: ~150 ms each, which `bench/turns.py` measured at ~0.35 ms of CPU per turn and
which stalls every turn in flight while it runs. `gc.freeze()` moves them to a permanent
generation the collector no longer walks; garbage made later is collected as before.
"""

from __future__ import annotations

import gc


def settle() -> None:
    """Collect what startup left behind, then freeze the rest. Call once, when serving begins."""
    gc.collect()
    gc.freeze()
