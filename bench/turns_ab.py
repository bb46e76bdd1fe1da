"""Before and after in one process: bench/turns.py's stand-in, alternating checkouts run by run.

On a machine shared with other work, separate invocations of `bench/turns.py --repo` swing by tens
of percent with the load, more than most changes move a turn. Here each checkout's bot (its `bot`,
`skills`, `sandbox`, `adapters` and `mathbounds` packages) is imported once and kept apart, and the
runs alternate between the checkouts (each round in a rotated order), so every pair of runs sees
the same machine; what compares is the median over the rounds of each run's ratio to the first
checkout's run in the same round.

Run: `.venv/bin/python bench/turns_ab.py BEFORE AFTER [MORE...] [--rounds 12] [--concurrency 10 100]
[--loop bot|asyncio ...]` (checkout paths, e.g. a `git worktree` of `main` and this one; needs Redis on
REDIS_URL, default redis://127.0.0.1:6379/9). Each checkout's own `bot.app.heap.settle` runs before
its runs, and the cycle collector's thresholds are put back to Python's defaults before each run.
Each run has an event loop of its own: the one the checkout's `benchgen-bot` runs on (uvloop where
installed and the checkout picks it; asyncio's in a checkout from before `bot/app/event_loop.py`),
or asyncio's with `--loop asyncio` (the code alone compared); one `--loop` per checkout compares
loops: `turns_ab.py HERE HERE --loop asyncio bot`.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import importlib.util
import os
import statistics
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

BENCH = Path(__file__).resolve().parent / "turns.py"
PACKAGES = ("bot", "skills", "sandbox", "adapters", "mathbounds")
DEFAULT_GC = gc.get_threshold()


def _ours(name: str) -> bool:
    return name.split(".")[0] in PACKAGES


class Checkout:
    """One checkout's bench module and the modules it imported, put back in `sys.modules` for its runs."""

    def __init__(self, repo: Path) -> None:
        self.label = repo.name
        self._clear()
        sys.argv = [str(BENCH), "--repo", str(repo)]  # bench/turns.py reads `--repo` before its imports
        spec = importlib.util.spec_from_file_location(f"turns_{len(sys.modules)}", BENCH)
        assert spec is not None and spec.loader is not None
        self.bench: ModuleType = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(self.bench)
        if self.bench.REPO != repo.resolve():
            raise SystemExit(f"{repo}: imported {self.bench.REPO} instead")
        self._modules = {name: module for name, module in sys.modules.items() if _ours(name)}

    @staticmethod
    def _clear() -> None:
        for name in [name for name in sys.modules if _ours(name)]:
            del sys.modules[name]

    def use(self) -> None:
        self._clear()
        sys.modules.update(self._modules)  # imports made during a run find this checkout's modules
        gc.set_threshold(*DEFAULT_GC)

    def run(self, loop: str, *args: Any) -> Any:
        """The checkout's `measure(*args)` on a loop of its own (`loop`: "bot" or "asyncio")."""
        self.use()
        factory = self.bench.event_loop(loop) if hasattr(self.bench, "event_loop") else None
        with asyncio.Runner(loop_factory=factory) as runner:
            return runner.run(self.bench.measure(*args))


def parse_args() -> tuple[argparse.Namespace, list[str]]:
    """The arguments, and each checkout's loop."""
    parser = argparse.ArgumentParser()
    parser.add_argument("repos", type=Path, nargs="+", help="checkouts; the first is what the others compare with")
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--concurrency", type=int, nargs="+", default=[10, 100])
    parser.add_argument("--loop", choices=("bot", "asyncio"), nargs="+", default=["bot"],
                        help="the checkout's own event loop (uvloop where it picks it) or asyncio's: one for all, or one each")
    args = parser.parse_args()
    if len(args.loop) not in (1, len(args.repos)):
        parser.error("--loop: one for every checkout, or one each")
    loops = args.loop * len(args.repos) if len(args.loop) == 1 else args.loop
    return args, loops


def main() -> None:
    args, loops = parse_args()
    checkouts = [Checkout(repo) for repo in args.repos]
    if len(args.loop) > 1:
        for checkout, loop in zip(checkouts, loops, strict=True):
            checkout.label += f"/{loop}"
    redis_url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/9")
    recorded: dict[tuple[int, int], Any] = {}
    for k, checkout in enumerate(checkouts):
        for n in args.concurrency:
            recorded[(k, n)] = checkout.run(loops[k], n, "sandbox", redis_url)[4]
    figures: dict[tuple[int, int], list[dict[str, float]]] = {key: [] for key in recorded}
    for r in range(args.rounds):
        order = [*range(r % len(checkouts), len(checkouts)), *range(r % len(checkouts))]
        for n in args.concurrency:
            for k in order:
                tps, _, p99, cpu, _, _ = checkouts[k].run(loops[k], n, "stand-in", redis_url, recorded[(k, n)])
                figures[(k, n)].append({"CPU ms/turn": cpu * 1000, "turns/s": tps, "p99 ms": p99 * 1000})
    report(checkouts, figures, args.rounds, args.concurrency)


def report(checkouts: list[Checkout], figures: dict[tuple[int, int], list[dict[str, float]]], rounds: int,
           concurrency: list[int]) -> None:
    """Each checkout's medians, and the others' per-round ratios to the first's."""
    print(f"{rounds} rounds, median (min) of each checkout's runs; after/before: median of per-round ratios [range]")
    for n in concurrency:
        for figure in ("CPU ms/turn", "turns/s", "p99 ms"):
            first = [f[figure] for f in figures[(0, n)]]
            line = f"{n:>3} threads {figure:>11}: {checkouts[0].label} {statistics.median(first):.2f} ({min(first):.2f})"
            for k in range(1, len(checkouts)):
                own = [f[figure] for f in figures[(k, n)]]
                ratios = [b[figure] / a[figure] for a, b in zip(figures[(0, n)], figures[(k, n)], strict=True)]
                line += (f" | {checkouts[k].label} {statistics.median(own):.2f} ({min(own):.2f}),"
                         f" x{statistics.median(ratios):.3f} [{min(ratios):.2f}-{max(ratios):.2f}]")
            print(line, flush=True)


if __name__ == "__main__":
    main()
