"""Public labelled answers (../shared/data/public, see its SOURCES.md) as benchmarks in the import format.

Each converter reads one source file as it was published and returns a `TruthSet`: the items with
the key the benchmark itself states, every system's answer as one model's run, and the people's (or
the benchmark grader's) label of each answer. The key is built only from the benchmark's reference,
never from the labels, so the analysis sees what it would see on a real platform.

- evouna (NQ, TQ): `golden_answer` split on "/" is the accepted list, matched `case_insensitive`
  (EVOUNA's own lexical-match baseline compares lower-cased text); `judge_*` is the label, `improper`
  marks questions people judged faulty; a null or "nan" judgement leaves the answer unlabelled.
- qwen-math: `gt` is the key, matched `exact` by default: that is how most math benchmarks store a
  key, and it leaves the analysis the job this measures, telling a right answer written differently
  from a wrong one; `math` would hand that job to the platform's math-verify. The harness's `score`
  of each of the 8 samples (models sample-0..7, answer `pred`) is the label.
- gsm8k: the final "A: N" (or "#### N") of `ground_truth` is the key, matched `numeric`; each of the
  four systems answers with its solution's final answer line; `is_correct` is the label.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

from pydantic import BaseModel

MAX_TEXT = 10_000  # the importer's limit on one text field

EVOUNA_SYSTEMS = ("fid", "gpt35", "chatgpt", "gpt4", "newbing")
GSM8K_SYSTEMS = ("6b_finetuning", "6b_verification", "175b_finetuning", "175b_verification")
QWEN_SAMPLES = 8
_FINAL = re.compile(r"^\s*(?:A:|####)\s*(.+?)\s*$")


class TruthItem(BaseModel):
    number: int
    source: str  # where the item is in the published file, e.g. "NQ.json[17]"
    question: str
    reference: str
    accepted: list[str]
    match: str
    improper: bool = False  # people judged the question itself faulty


class TruthAnswer(BaseModel):
    item: int
    model: str
    answer: str
    right: bool | None  # the label; None = unlabelled


class TruthSet(BaseModel):
    name: str  # the benchmark's name in the sandbox
    title: str
    key_rule: str
    source_items: int  # items in the published file
    items: list[TruthItem]
    models: list[str]
    answers: list[TruthAnswer]

    def import_records(self) -> list[dict[str, Any]]:
        """The set in the import format (docs/import-format.md): one benchmark, one run per model."""
        records: list[dict[str, Any]] = [{"type": "benchmark", "name": self.name, "description": self.title}]
        records += [{"type": "item", "benchmark": self.name, "number": i.number, "question": i.question,
                     "reference": i.reference, "accepted": i.accepted, "match": i.match} for i in self.items]
        for model in self.models:
            records.append({"type": "model", "name": model, "price_per_item": 0})
            records.append({"type": "run", "id": run_id(self.name, model), "benchmark": self.name, "model": model})
            records += [{"type": "answer", "run": run_id(self.name, model), "item": a.item, "answer": a.answer}
                        for a in self.answers if a.model == model]
        return records


def run_id(benchmark: str, model: str) -> str:
    return f"{benchmark}-{model}"


def sample(total: int, limit: int | None, seed: int) -> list[int]:
    """Which source records to take: all, or `limit` of them chosen by a seeded draw, in file order."""
    if limit is None or limit >= total:
        return list(range(total))
    return sorted(random.Random(seed).sample(range(total), limit))


def _text(value: object) -> str:
    text = "" if value is None else str(value)
    return text[:MAX_TEXT]


def _label(value: object) -> bool | None:
    return value if isinstance(value, bool) else None


def evouna(path: Path, *, limit: int | None = None, seed: int = 0) -> TruthSet:
    records = json.loads(path.read_text(encoding="utf-8"))
    name = f"evouna-{path.stem.lower()}"
    items: list[TruthItem] = []
    answers: list[TruthAnswer] = []
    for index in sample(len(records), limit, seed):
        record = records[index]
        golden = [g.strip() for g in str(record["golden_answer"]).split("/") if g.strip()]
        if not golden:
            continue
        number = len(items) + 1
        items.append(TruthItem(number=number, source=f"{path.name}[{index}]", question=_text(record["question"]),
                               reference=golden[0], accepted=list(dict.fromkeys(golden)),
                               match="case_insensitive", improper=bool(record.get("improper"))))
        answers += [TruthAnswer(item=number, model=system, answer=_text(record.get(f"answer_{system}")),
                                right=_label(record.get(f"judge_{system}"))) for system in EVOUNA_SYSTEMS]
    return TruthSet(name=name, title=f"EVOUNA {path.stem} (open-domain QA, human judgements)",
                    key_rule="golden answers split on '/', case_insensitive", source_items=len(records),
                    items=items, models=list(EVOUNA_SYSTEMS), answers=answers)


def qwen_math(path: Path, *, limit: int | None = None, seed: int = 0, rule: str = "exact") -> TruthSet:
    records = [json.loads(line) for line in path.read_text(encoding="utf-8").split("\n") if line.strip()]
    models = [f"sample-{n}" for n in range(QWEN_SAMPLES)]
    items: list[TruthItem] = []
    answers: list[TruthAnswer] = []
    for index in sample(len(records), limit, seed):
        record = records[index]
        number = len(items) + 1
        gt = _text(record["gt"])
        items.append(TruthItem(number=number, source=f"{path.name}[{index}]", question=_text(record["question"]),
                               reference=gt, accepted=[gt], match=rule))
        answers += [TruthAnswer(item=number, model=model, answer=_text(pred), right=_label(score))
                    for model, pred, score in zip(models, record["pred"], record["score"], strict=True)]
    return TruthSet(name="qwen-math", title="MATH, 8 Qwen2.5-Math samples (the harness's verdicts)",
                    key_rule=f"gt, {rule}", source_items=len(records), items=items, models=models,
                    answers=answers)


def final_answer_line(solution: str) -> str:
    """A GSM8K solution's answer: its final "A: N" / "#### N" line, else its last non-blank line."""
    lines = [line for line in solution.strip().split("\n") if line.strip()]
    for line in reversed(lines):
        if _FINAL.match(line):
            return line.strip()
    return lines[-1].strip() if lines else ""


def gsm8k_reference(ground_truth: str) -> str:
    found = _FINAL.match(final_answer_line(ground_truth))
    if found is None:
        raise ValueError(f"no final answer in {ground_truth[-80:]!r}")
    return found.group(1)


def gsm8k(path: Path, *, limit: int | None = None, seed: int = 0) -> TruthSet:
    records = [json.loads(line) for line in path.read_text(encoding="utf-8").split("\n") if line.strip()]
    items: list[TruthItem] = []
    answers: list[TruthAnswer] = []
    for index in sample(len(records), limit, seed):
        record = records[index]
        number = len(items) + 1
        reference = gsm8k_reference(record["ground_truth"])
        items.append(TruthItem(number=number, source=f"{path.name}[{index}]", question=_text(record["question"]),
                               reference=reference, accepted=[reference], match="numeric"))
        answers += [TruthAnswer(item=number, model=system, answer=_text(final_answer_line(record[system]["solution"])),
                                right=_label(record[system]["is_correct"])) for system in GSM8K_SYSTEMS]
    return TruthSet(name="gsm8k", title="GSM8K test, four GPT-3 systems (the graders' verdicts)",
                    key_rule="final 'A: N', numeric", source_items=len(records), items=items,
                    models=list(GSM8K_SYSTEMS), answers=answers)


def load_all(folder: Path, *, limit: int | None, seed: int, qwen_rule: str = "exact",
             only: set[str] | None = None) -> list[TruthSet]:
    """Every data set found under `folder` (a missing one is skipped), optionally only those named."""
    loaders = {
        "evouna-nq": lambda: evouna(folder / "evouna" / "NQ.json", limit=limit, seed=seed),
        "evouna-tq": lambda: evouna(folder / "evouna" / "TQ.json", limit=limit, seed=seed),
        "qwen-math": lambda: qwen_math(folder / "qwen-math" / "math_cot_100.jsonl", limit=limit, seed=seed,
                                       rule=qwen_rule),
        "gsm8k": lambda: gsm8k(folder / "gsm8k" / "example_model_solutions.jsonl", limit=limit, seed=seed),
    }
    files = {"evouna-nq": "evouna/NQ.json", "evouna-tq": "evouna/TQ.json",
             "qwen-math": "qwen-math/math_cot_100.jsonl", "gsm8k": "gsm8k/example_model_solutions.jsonl"}
    return [load() for name, load in loaders.items()
            if (only is None or name in only) and (folder / files[name]).is_file()]
