"""Is the analysis right? Measured on public answers that people (or the benchmarks' graders) labelled.

    python -m bench.analysis_truth                       # default data folder, default subsample
    python -m bench.analysis_truth DATA_DIR --limit 100  # 100 items per data set
    python -m bench.analysis_truth --full --json         # every item; JSON figures after the table

DATA_DIR defaults to ../shared/data/public (relative to the repository root). Each data set becomes a
benchmark with one run per system in a fresh in-process sandbox (the real importer), and every
model's run is analysed by the entry point of `benchgen-bot analyze --json`. Each miss is then
joined to the label of its answer. Per data set it prints:

- blamed: of the answers judged wrong, the share the analysis blames on the benchmark: classed
  `format`, or `wrong_reference` that is proven (a `wrong_reference` without a certainty counts as
  proven: the chat then calls the reference wrong). Target <= 0.5%. Suspected references are shown
  apart: they are said as worth a person's check, not as the benchmark's fault.
- found: of the answers judged right that the key rejects, the share classed `format`.
- the wall time (import, analysis).

Answers on items people judged faulty (EVOUNA's `improper`) and unlabelled answers are left out of
both shares. A few examples of each error kind are printed to guide development.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from bench.analysis_sandbox import ModelAnalysis, jsonl, loaded_sandbox
from bench.truth_sets import TruthItem, TruthSet, load_all
from skills.analysis.equivalence import EquivalenceJudge

DEFAULT_DATA = Path(__file__).resolve().parents[1] / ".." / "shared" / "data" / "public"
DEFAULT_LIMIT = 400  # items per data set; --full for all (EVOUNA NQ alone is 3,610 items x 5 models)
TARGET_BLAME = 0.005
EXAMPLES = 4


class Outcome(BaseModel):
    """One labelled answer, what the key said of it and what the analysis concluded."""

    item: int
    model: str
    answer: str
    right: bool
    improper: bool
    scored: bool | None  # the key accepts it; None = the run has no such answer
    cls: str | None = None  # the miss's class; None = no miss, or the model's analysis failed
    certainty: str | None = None
    rule: str | None = None
    analysed: bool = True

    @property
    def blamed(self) -> bool:
        """The analysis says the benchmark is at fault (format, or a reference it calls wrong)."""
        return self.cls == "format" or (self.cls == "wrong_reference" and self.certainty in (None, "proven"))

    @property
    def suspected(self) -> bool:
        return self.cls == "wrong_reference" and self.certainty == "suspected"


class Figures(BaseModel):
    name: str
    title: str
    key_rule: str
    items: int
    source_items: int
    models: int
    answers: int  # labelled answers on items not judged faulty
    judged_wrong: int
    wrong_scored_wrong: int  # judged wrong and rejected by the key: the misses that must not be blamed
    blamed_format: int
    blamed_proven: int
    suspected: int
    blamed_share: float
    target_met: bool
    right_missed: int  # judged right, rejected by the key
    found: int  # ... classed format
    found_share: float
    right_missed_as_reference: int  # ... classed wrong_reference (any certainty)
    not_analysed: int  # answers of models whose analysis failed
    failures: dict[str, str] = Field(default_factory=dict)  # model -> the error the CLI would print
    improper_blamed: int  # blamed answers on items people judged faulty (left out of the shares)
    import_seconds: float
    analysis_seconds: float
    seconds_per_model: dict[str, float]


def join(truth: TruthSet, scored: dict[str, dict[int, bool]], analyses: list[ModelAnalysis]) -> list[Outcome]:
    """Each labelled answer with the key's verdict and the analysis' finding on it."""
    improper = {i.number for i in truth.items if i.improper}
    by_model = {a.model: a for a in analyses}
    outcomes = []
    for answer in truth.answers:
        if answer.right is None:
            continue
        analysis = by_model.get(answer.model)
        miss = next((m for m in analysis.misses if m.get("item") == answer.item), None) if analysis else None
        outcomes.append(Outcome(
            item=answer.item, model=answer.model, answer=answer.answer, right=answer.right,
            improper=answer.item in improper, scored=scored.get(answer.model, {}).get(answer.item),
            cls=miss.get("class") if miss else None, certainty=miss.get("certainty") if miss else None,
            rule=miss.get("rule") if miss else None, analysed=analysis is not None and analysis.report is not None,
        ))
    return outcomes


def figures(truth: TruthSet, outcomes: list[Outcome], analyses: list[ModelAnalysis],
            import_seconds: float, analysis_seconds: float) -> Figures:
    counted = [o for o in outcomes if not o.improper]
    wrong = [o for o in counted if not o.right]
    missed_right = [o for o in counted if o.right and o.scored is False]
    blamed_format = sum(o.cls == "format" for o in wrong)
    blamed_proven = sum(o.blamed and o.cls == "wrong_reference" for o in wrong)
    found = sum(o.cls == "format" for o in missed_right)
    failed = {a.model for a in analyses if a.report is None}
    return Figures(
        name=truth.name, title=truth.title, key_rule=truth.key_rule, items=len(truth.items),
        source_items=truth.source_items, models=len(truth.models), answers=len(counted),
        judged_wrong=len(wrong), wrong_scored_wrong=sum(o.scored is False for o in wrong),
        blamed_format=blamed_format, blamed_proven=blamed_proven, suspected=sum(o.suspected for o in wrong),
        blamed_share=_share(blamed_format + blamed_proven, len(wrong)),
        target_met=_share(blamed_format + blamed_proven, len(wrong)) <= TARGET_BLAME,
        right_missed=len(missed_right), found=found, found_share=_share(found, len(missed_right)),
        right_missed_as_reference=sum(o.cls == "wrong_reference" for o in missed_right),
        not_analysed=sum(o.model in failed for o in counted),
        failures={a.model: a.error or "" for a in analyses if a.report is None},
        improper_blamed=sum(o.blamed for o in outcomes if o.improper and not o.right),
        import_seconds=round(import_seconds, 2), analysis_seconds=round(analysis_seconds, 2),
        seconds_per_model={a.model: round(a.seconds, 2) for a in analyses},
    )


def _share(part: int, whole: int) -> float:
    return part / whole if whole else 0.0


class Example(BaseModel):
    kind: str
    source: str
    model: str
    question: str
    key: list[str]
    answer: str
    cls: str | None
    certainty: str | None
    rule: str | None


def examples(truth: TruthSet, outcomes: list[Outcome], per_kind: int = EXAMPLES) -> list[Example]:
    """A few answers of each error kind, spread over items: the development to-do list."""
    items = {i.number: i for i in truth.items}
    kinds = {
        "wrong answer blamed on the benchmark": lambda o: not o.right and o.blamed,
        "wrong answer, reference suspected": lambda o: not o.right and o.suspected,
        "right answer the key misses, not found": lambda o: o.right and o.scored is False and o.analysed
        and o.cls != "format",
    }
    chosen: list[Example] = []
    for kind, wanted in kinds.items():
        seen: set[int] = set()
        for o in outcomes:
            if o.improper or o.item in seen or not wanted(o):
                continue
            seen.add(o.item)
            item: TruthItem = items[o.item]
            chosen.append(Example(kind=kind, source=item.source, model=o.model, question=_clip(item.question, 160),
                                  key=item.accepted[:4], answer=_clip(o.answer, 160), cls=o.cls,
                                  certainty=o.certainty, rule=o.rule))
            if len(seen) >= per_kind:
                break
    return chosen


def _clip(text: str, limit: int) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


class SetResult(BaseModel):
    figures: Figures
    examples: list[Example]


async def measure(truth: TruthSet, judge: EquivalenceJudge) -> SetResult:
    async with loaded_sandbox(jsonl(truth.import_records())) as loaded:
        scored = await loaded.scored(truth.name)
        started = time.perf_counter()
        analyses = [await loaded.analyse(truth.name, model, judge) for model in truth.models]
        analysis_seconds = time.perf_counter() - started
    outcomes = join(truth, scored.correct, analyses)
    return SetResult(figures=figures(truth, outcomes, analyses, loaded.import_seconds, analysis_seconds),
                     examples=examples(truth, outcomes))


def _pct(value: float) -> str:
    return f"{100 * value:.1f}%"


def render(result: SetResult) -> str:
    f = result.figures
    subsample = f" (a seeded subsample of {f.source_items})" if f.items < f.source_items else ""
    lines = [
        f"== {f.name}: {f.title}",
        f"   {f.items} items{subsample}, {f.models} models, key: {f.key_rule}",
        f"   labelled answers: {f.answers}; judged wrong: {f.judged_wrong} (rejected by the key: "
        f"{f.wrong_scored_wrong})",
        f"   blamed on the benchmark: {f.blamed_format + f.blamed_proven} = {_pct(f.blamed_share)} "
        f"(format {f.blamed_format}, proven wrong reference {f.blamed_proven}); target <= "
        f"{_pct(TARGET_BLAME)}: {'met' if f.target_met else 'NOT met'}",
        f"   suspected references (worth a check, not blame): {f.suspected}",
        f"   right answers the key misses: {f.right_missed}; found (format): {f.found} = {_pct(f.found_share)}; "
        f"classed wrong_reference: {f.right_missed_as_reference}",
    ]
    if f.improper_blamed:
        lines.append(f"   (blamed answers on items people judged faulty, not counted: {f.improper_blamed})")
    if f.failures:
        lines.append(f"   ANALYSIS FAILED for {len(f.failures)} model(s), {f.not_analysed} answers not analysed:")
        lines += [f"     {model}: {_clip(error, 200)}" for model, error in f.failures.items()]
    lines.append(f"   time: import {f.import_seconds:.1f} s, analysis {f.analysis_seconds:.1f} s "
                 f"({', '.join(f'{m} {s:.1f}' for m, s in f.seconds_per_model.items())})")
    for example in result.examples:
        finding = example.cls or "no finding"
        if example.certainty:
            finding += f"/{example.certainty}"
        if example.rule:
            finding += f" ({example.rule})"
        lines.append(f"   - {example.kind}: {example.source} {example.model}: {example.answer!r} for key "
                     f"{example.key!r} -> {finding}")
    return "\n".join(lines)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("data", nargs="?", type=Path, default=DEFAULT_DATA, help="the public data folder")
    size = parser.add_mutually_exclusive_group()
    size.add_argument("--limit", type=int, default=DEFAULT_LIMIT, help=f"items per data set (default {DEFAULT_LIMIT})")
    size.add_argument("--full", action="store_true", help="every item of every data set")
    parser.add_argument("--seed", type=int, default=0, help="the subsample's seed")
    parser.add_argument("--only", action="append", help="a data set to run (repeatable): evouna-nq, evouna-tq, "
                        "qwen-math, gsm8k")
    parser.add_argument("--qwen-rule", choices=("exact", "math"), default="exact", help="qwen-math's match rule")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object at the end")
    return parser


async def run(args: argparse.Namespace) -> list[SetResult]:
    folder: Path = args.data
    limit = None if args.full else args.limit
    sets = load_all(folder, limit=limit, seed=args.seed, qwen_rule=args.qwen_rule,
                    only=set(args.only) if args.only else None)
    results = []
    judge = EquivalenceJudge()  # one for the whole run, as a chat process keeps one
    try:
        for truth in sets:
            result = await measure(truth, judge)
            print(render(result), flush=True)
            results.append(result)
    finally:
        await judge.aclose()
    return results


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    folder: Path = args.data
    if not folder.is_dir():
        print(f"analysis_truth: no data folder at {folder.resolve()} (pass the public data folder: "
              "python -m bench.analysis_truth DATA_DIR)", file=sys.stderr)
        return 2
    started = time.perf_counter()
    results = asyncio.run(run(args))
    if not results:
        print(f"analysis_truth: no known data set under {folder.resolve()} (see SOURCES.md)", file=sys.stderr)
        return 2
    total = time.perf_counter() - started
    print(f"total: {len(results)} data sets in {total:.1f} s, load average {os.getloadavg()[0]:.1f} on "
          f"{os.cpu_count()} cores"
          + ("" if args.full else f" (at most {args.limit} items each; --full for all)"))
    if args.json:
        payload: dict[str, Any] = {"limit": None if args.full else args.limit, "seed": args.seed,
                                   "seconds": round(total, 2), "target_blame": TARGET_BLAME,
                                   "sets": [r.model_dump(mode="json") for r in results]}
        print(json.dumps(payload, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())

