"""The process's heap settled once the bot is up: what startup built is set aside from the cycle
collector, and young objects are collected less often.

Startup leaves a few hundred thousand long-lived objects (catalogs, routing tables, the intent
model, skills, the sandbox when embedded). Python's cycle collector walks all of them on every
full collection: ~150 ms each, which `bench/turns.py` measured at ~0.35 ms of CPU per turn and
which stalls every turn in flight while it runs. `gc.freeze()` moves them to a permanent
generation the collector no longer walks; garbage made later is collected as before.

With many turns in flight, most young objects are still in use (a turn's messages, requests and
replies) when the collector looks at them every 700 allocations (Python's default), so each look
walks them again and moves them on to the older generations to be walked there; reference
counting frees nearly all garbage anyway (cycles are rare). Looking every `YOUNG_ALLOCATIONS`
instead finds the same garbage, a little later, for less of a turn's CPU.
"""

from __future__ import annotations

import gc

YOUNG_ALLOCATIONS = 10_000  # allocations (less deallocations) between collections of the youngest generation


def settle() -> None:
    """Collect what startup left behind, freeze the rest, and collect young objects less often.
    Call once, when serving begins."""
    gc.collect()
    gc.freeze()
    _, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG_ALLOCATIONS, middle, old)
