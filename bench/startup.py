"""How long the bot takes to start: the router's build alone, and the terminal chat's first answer.

    python -m bench.startup [--runs N] [--only router|console]

Every timed run is a new process of this checkout's code (PYTHONPATH set to it), in three states of the
startup cache (bot/startup_cache.py): `off` (BENCHGEN_CACHE_DIR empty: everything built), `cold` (an
empty cache directory: built, then written) and `warm` (the directory a cold run just wrote: read).
The states alternate within each round, so a machine busy with other work weighs on all alike.

- router: `Router(all_skills(...))` in a process that imported everything first (wall and CPU seconds);
- console: `printf 'what is BenchGen for?\\n' | benchgen-bot` until its answer is printed (wall seconds
  from the process start, and the process's CPU seconds), on a sandbox database of its own.

Prints the median (and the range) of the runs per state.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
QUESTION = "what is BenchGen for?\n"
STATES = ("off", "cold", "warm")

ROUTER = """
import time
from bot.app.runtime import all_skills
from bot.routing import Router
from bot.settings import Settings
from bot.startup_cache import open_cache
skills, cache = all_skills(), open_cache(Settings().cache_dir)
wall, cpu = time.perf_counter(), time.process_time()
Router(skills, cache=cache)
print(time.perf_counter() - wall, time.process_time() - cpu)
"""


def environment(cache: str, database: Path) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT), "BENCHGEN_CACHE_DIR": cache,
            "BENCHGEN_SANDBOX_DB": str(database), "LOG_LEVEL": "WARNING"}


def time_router(env: dict[str, str]) -> tuple[float, float]:
    out = subprocess.run([sys.executable, "-c", ROUTER], env=env, capture_output=True, text=True, check=True)
    wall, cpu = out.stdout.split()
    return float(wall), float(cpu)


def time_console(env: dict[str, str]) -> tuple[float, float]:
    """Seconds from starting the process to the end of its answer, and the CPU seconds the process used."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    process = subprocess.Popen([sys.executable, "-m", "bot.app.cli"], env=env, stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write(QUESTION)
    process.stdin.close()
    answered = None
    for line in process.stdout:
        if line.startswith("bot>") and answered is None:
            answered = time.perf_counter() - start
    process.wait()
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if answered is None or process.returncode != 0:
        raise RuntimeError(f"the terminal chat did not answer (exit {process.returncode})")
    return answered, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def summary(values: list[float]) -> str:
    return f"{statistics.median(values):.2f} ({min(values):.2f}–{max(values):.2f})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="rounds (each times every state once)")
    parser.add_argument("--only", choices=("router", "console"), help="time only this")
    args = parser.parse_args()
    measures = {"router": time_router, "console": time_console}
    chosen = [args.only] if args.only else list(measures)
    with tempfile.TemporaryDirectory() as folder:
        database = Path(folder) / "sandbox.sqlite3"
        cache = Path(folder) / "cache"
        time_console(environment("", database))  # seeds the sandbox's database (not timed)
        timings: dict[tuple[str, str], list[tuple[float, float]]] = {}
        for _ in range(args.runs):
            for what in chosen:
                for state in STATES:
                    if state == "cold":
                        shutil.rmtree(cache, ignore_errors=True)
                    env = environment("" if state == "off" else str(cache), database)
                    timings.setdefault((what, state), []).append(measures[what](env))
    for (what, state), values in timings.items():
        print(f"{what:8} {state:5} wall s {summary([v[0] for v in values])}   CPU s {summary([v[1] for v in values])}")


if __name__ == "__main__":
    main()
