"""How long importing an evaluation log takes (`benchgen-sandbox import LOG`, without the process start).

    python -m bench.log_import [DATA_DIR] [--runs N] [--samples N]

Each timed run opens a fresh in-memory sandbox (not timed) and imports one log: reading and detecting
the file, checking every record, scoring every answer with the key, writing. Two kinds of figures:
each real log under DATA_DIR/logs (the shared public data), and a large Inspect AI `.json` log made
from the real popularity log by repeating its samples under new ids (`--samples`, default 5,000).
Prints the median of the runs in milliseconds.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import tempfile
import time
from pathlib import Path

from sandbox.config import SandboxConfig
from sandbox.server import Sandbox

DEFAULT_DATA = Path(__file__).resolve().parent.parent.parent / "shared" / "data" / "public"
POPULARITY = "logs/inspect/2025-05-12T20-28-13-04-00_popularity.json"


async def time_import(path: Path, runs: int) -> float:
    """The median milliseconds of `runs` imports of `path`, each into a fresh in-memory sandbox."""
    timings = []
    for _ in range(runs):
        sandbox = await Sandbox.open(SandboxConfig(db_path=":memory:"))
        try:
            start = time.perf_counter()
            imported = await sandbox.import_log(path)
            timings.append((time.perf_counter() - start) * 1000)
            assert imported is not None
        finally:
            await sandbox.aclose()
    return statistics.median(timings)


def large_log(source: Path, samples: int, folder: Path) -> Path:
    log = json.loads(source.read_text(encoding="utf-8"))
    real = log["samples"]
    log["samples"] = [{**real[i % len(real)], "id": i + 1} for i in range(samples)]
    path = folder / f"popularity-{samples}.json"
    path.write_text(json.dumps(log), encoding="utf-8")
    return path


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("data", nargs="?", type=Path, default=DEFAULT_DATA, help="the public data folder")
    parser.add_argument("--runs", type=int, default=5, help="timed runs per log (the median is printed)")
    parser.add_argument("--samples", type=int, default=5000, help="samples of the large made-up log")
    args = parser.parse_args()
    logs = sorted(p for p in (args.data / "logs").glob("*/*") if not p.name.startswith("results_"))
    with tempfile.TemporaryDirectory() as folder:
        logs.append(large_log(args.data / POPULARITY, args.samples, Path(folder)))
        for path in logs:
            print(f"{await time_import(path, args.runs):10.1f} ms  {path.name}", flush=True)


if __name__ == "__main__":
    asyncio.run(main())
