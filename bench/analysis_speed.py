"""How long one model's analysis takes, end to end (the entry point of `benchgen-bot analyze --json`).

    python -m bench.analysis_speed                 # both scenarios, median of 3 runs each
    python -m bench.analysis_speed --runs 5 --json
    python -m bench.analysis_speed --only hard-math DATA_DIR

Scenarios (target <= 5 s each):
- mixed-5000: 5,000 synthetic items (numeric, text, multiple choice, math; seeded) with 14 models'
  runs; one model's run is analysed against the other 13 (bench/synthetic_runs.py).
- hard-math-250: 250 MATH items with 2 models, from the public qwen-math answers: the 100 problems,
  then asked again as new items with other samples' answers restyled (`\boxed{}`, `$…$`,
  `\\(\\dfrac…\\)`, "The answer is $…$.") to reach 250; key `gt`, `exact`.

Each timed run covers reading the runs from the in-process sandbox, the analysis and the preview of
the proposed key changes. Two figures per scenario: `cli` uses a fresh equivalence judge per run, as
each `analyze --json` invocation does (its math worker starts inside the timing); `chat` uses a
judge whose math worker was started beforehand, as in a running chat process (its cache is empty).
Loading the data (the import) is not timed.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from bench.analysis_sandbox import ModelAnalysis, jsonl, loaded_sandbox, warm
from bench.synthetic_runs import synthetic_records
from bench.truth_sets import qwen_math, run_id
from skills.analysis.equivalence import EquivalenceJudge

DEFAULT_DATA = Path(__file__).resolve().parents[1] / ".." / "shared" / "data" / "public"
QWEN_FILE = Path("qwen-math") / "math_cot_100.jsonl"
TARGET_SECONDS = 5.0


class Timing(BaseModel):
    scenario: str
    items: int
    models: int
    answers: int
    analysed_model: str
    import_seconds: float
    cli_seconds: list[float]
    chat_seconds: list[float]
    misses: int
    classes: dict[str, int]
    error: str | None = None

    @property
    def cli_median(self) -> float:
        return statistics.median(self.cli_seconds)

    @property
    def chat_median(self) -> float:
        return statistics.median(self.chat_seconds)


def mixed_records(items: int = 5000, models: int = 14, seed: int = 7) -> tuple[list[dict[str, Any]], list[str]]:
    return synthetic_records(benchmark="mixed-5000", items=items, models=models, seed=seed)


def hard_math_records(data: Path, items: int = 250) -> tuple[list[dict[str, Any]], list[str]]:
    """250 items from qwen-math's 100 problems: round r asks each problem again, answered by samples 2r, 2r+1."""
    source = qwen_math(data / QWEN_FILE)
    name = "hard-math-250"
    models = ["math-a", "math-b"]
    records: list[dict[str, Any]] = [{"type": "benchmark", "name": name, "description": "qwen-math, repeated"}]
    answers: dict[str, list[dict[str, Any]]] = {m: [] for m in models}
    by_item = {(a.item, a.model): a.answer for a in source.answers}
    for number in range(1, items + 1):
        round_, index = divmod(number - 1, len(source.items))
        problem = source.items[index]
        question = problem.question if round_ == 0 else f"{problem.question} (asked again, {round_ + 1})"
        records.append({"type": "item", "benchmark": name, "number": number, "question": question,
                        "reference": problem.reference, "accepted": problem.accepted, "match": problem.match})
        for offset, model in enumerate(models):
            sample = source.models[(2 * round_ + offset) % len(source.models)]
            answers[model].append({"type": "answer", "run": run_id(name, model), "item": number,
                                   "answer": restyle(by_item[(problem.number, sample)], round_, offset)})
    for model in models:
        records += [{"type": "model", "name": model, "price_per_item": 0},
                    {"type": "run", "id": run_id(name, model), "benchmark": name, "model": model}, *answers[model]]
    return records, models


def restyle(answer: str, round_: int, offset: int) -> str:
    """Items asked again get answers written as models also write them, so that right answers in
    another form (the slow part: they need the math judge) are common, as in the issue's run."""
    if round_ == 0 or not answer:
        return answer
    if round_ == 1:
        return f"\\boxed{{{answer}}}" if offset == 0 else f"${answer}$"
    dfrac = answer.replace("\\frac", "\\dfrac")
    return f"\\({dfrac}\\)" if offset == 0 else f"The answer is ${answer}$."


async def time_scenario(scenario: str, records: list[dict[str, Any]], models: list[str], runs: int) -> Timing:
    benchmark = records[0]["name"]
    target = models[0]
    cli: list[float] = []
    chat: list[float] = []
    last: ModelAnalysis | None = None
    async with loaded_sandbox(jsonl(records)) as loaded:
        for _ in range(runs):
            last = await loaded.analyse(benchmark, target)
            cli.append(last.seconds)
            judge = EquivalenceJudge()
            try:
                await warm(judge)
                chat.append((await loaded.analyse(benchmark, target, judge)).seconds)
            finally:
                await judge.aclose()
    assert last is not None
    classes: dict[str, int] = {}
    for miss in last.misses:
        classes[miss["class"]] = classes.get(miss["class"], 0) + 1
    return Timing(scenario=scenario, items=sum(r["type"] == "item" for r in records), models=len(models),
                  answers=sum(r["type"] == "answer" for r in records), analysed_model=target,
                  import_seconds=round(loaded.import_seconds, 2), cli_seconds=[round(s, 3) for s in cli],
                  chat_seconds=[round(s, 3) for s in chat], misses=len(last.misses), classes=classes,
                  error=last.error)


def render(t: Timing) -> str:
    verdict = "met" if max(t.cli_median, t.chat_median) <= TARGET_SECONDS else "NOT met"
    lines = [
        f"== {t.scenario}: {t.items} items, {t.models} models ({t.answers} answers); analysing {t.analysed_model}",
        f"   cli  (fresh judge): median {t.cli_median:.2f} s  runs {t.cli_seconds}",
        f"   chat (warm judge):  median {t.chat_median:.2f} s  runs {t.chat_seconds}",
        f"   target <= {TARGET_SECONDS:.0f} s: {verdict}; misses {t.misses} {t.classes}; "
        f"import (not timed) {t.import_seconds:.1f} s",
    ]
    if t.error:
        lines.append(f"   ANALYSIS FAILED: {t.error[:200]}")
    return "\n".join(lines)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("data", nargs="?", type=Path, default=DEFAULT_DATA, help="the public data folder (qwen-math)")
    parser.add_argument("--runs", type=int, default=3, help="timed runs per scenario (the median is reported)")
    parser.add_argument("--only", choices=("mixed", "hard-math"), help="one scenario")
    parser.add_argument("--items", type=int, default=5000, help="items of the mixed scenario")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object at the end")
    return parser


async def run(args: argparse.Namespace) -> list[Timing]:
    timings = []
    if args.only in (None, "mixed"):
        records, models = mixed_records(items=args.items)
        timings.append(await time_scenario(f"mixed-{args.items}", records, models, args.runs))
        print(render(timings[-1]), flush=True)
    if args.only in (None, "hard-math"):
        records, models = hard_math_records(args.data)
        timings.append(await time_scenario("hard-math-250", records, models, args.runs))
        print(render(timings[-1]), flush=True)
    return timings


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.only != "mixed" and not (args.data / QWEN_FILE).is_file():
        print(f"analysis_speed: no {QWEN_FILE} under {args.data.resolve()} (pass the public data folder, "
              "or --only mixed)", file=sys.stderr)
        return 2
    print(f"load average before the runs: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores "
          "(other work on the machine inflates every figure)", flush=True)
    timings = asyncio.run(run(args))
    if args.json:
        print(json.dumps({"target_seconds": TARGET_SECONDS, "scenarios": [
            {**t.model_dump(mode="json"), "cli_median": t.cli_median, "chat_median": t.chat_median}
            for t in timings]}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
