"""lm-evaluation-harness: a `samples_<task>_<time>.jsonl` (one line per document and filter), with
the `results_<time>.json` beside it when present (the model's name, the metric's options, the score)."""

from __future__ import annotations

import hashlib
import json
import re
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..importer import ImportFailed, json_objects
from .model import LoggedRun, LoggedSample, verdict_of, what_failed
from .scorers import lm_eval_metric

_NAME = re.compile(r"samples_(?P<task>.+)_(?P<time>\d{4}-\d{2}-\d{2}T[\d\-.:]+)\.jsonl")


def read_samples(path: Path, lines: list[str]) -> LoggedRun:
    named = _NAME.fullmatch(path.name)
    task = named["task"] if named else path.stem.removeprefix("samples_")
    results = _results(path, named["time"]) if named else {}
    rows = _rows(lines)
    config = (results.get("configs") or {}).get(task) or {}
    metric, options = _metric(config, rows)
    following = lm_eval_metric(metric, options)
    filters = list(dict.fromkeys(str(row.get("filter", "none")) for _, row in rows))
    notes: list[str] = []
    if len(filters) > 1:
        notes.append(f"The log scores each answer through {len(filters)} filters ({', '.join(filters)}); "
                     f"the answers of the first one, {filters[0]}, were imported.")
    samples: list[LoggedSample] = []
    errors: list[str] = []
    for line, row in rows:
        if str(row.get("filter", "none")) != filters[0]:
            continue
        try:
            sample = _sample(row, metric)
        except (KeyError, TypeError, ValueError) as exc:
            where = f"sample {row['doc_id']}" if "doc_id" in row else f"line {line}"
            errors.append(f"{where}: {what_failed(exc)}")
            continue
        samples.append(sample)
    if errors:
        raise ImportFailed(errors)
    if not samples:
        raise ImportFailed([f"{path.name}: the log holds no samples"])
    notes.extend(_score_notes(results, task, metric, filters[0], len(samples)))
    return LoggedRun(
        format="lm-evaluation-harness", task=task, model=_model(results),
        run_key=hashlib.sha256("\n".join(lines).encode("utf-8")).hexdigest()[:20],
        created_at=_date(results.get("date")), scorer=metric, rule=following.rule, differs=following.differs,
        samples=samples, notes=notes,
    )


def _rows(lines: list[str]) -> list[tuple[int, dict[str, Any]]]:
    rows, errors = json_objects(lines, "doc_id")
    if errors:
        raise ImportFailed([error.text for error in errors])
    return rows


def _results(samples_path: Path, time: str) -> dict[str, Any]:
    path = samples_path.with_name(f"results_{time}.json")
    if not path.is_file():
        return {}
    try:
        results = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ImportFailed([f"{path.name}: not valid JSON ({exc})"]) from exc
    if not isinstance(results, dict):
        raise ImportFailed([f"{path.name}: expected a JSON object"])
    return results


def _metric(config: dict[str, Any], rows: list[tuple[int, dict[str, Any]]]) -> tuple[str, dict[str, Any]]:
    """The task's first metric (with its options) from the results file, else the one the rows name."""
    for entry in config.get("metric_list") or []:
        if isinstance(entry, dict) and isinstance(entry.get("metric"), str):
            return entry["metric"], {k: v for k, v in entry.items() if k not in ("metric", "aggregation", "higher_is_better")}
    named = rows[0][1].get("metrics") if rows else None
    if isinstance(named, list) and named and isinstance(named[0], str):
        return named[0], {}
    return "exact_match", {}


def _sample(row: dict[str, Any], metric: str) -> LoggedSample:
    doc_id = row["doc_id"]
    answer = _first_text(row["filtered_resps"])
    if answer is None:
        raise ValueError("the response is not text (a log-likelihood task); only generated answers can be imported")
    prompt = (row.get("arguments") or {}).get("gen_args_0", {}).get("arg_0")
    question = prompt if isinstance(prompt, str) else json.dumps(row.get("doc"), ensure_ascii=False)
    verdict, because = verdict_of(row.get(metric))
    return LoggedSample(
        id=str(doc_id), numeric_id=doc_id if isinstance(doc_id, int) and not isinstance(doc_id, bool) else None,
        question=question, targets=[str(row["target"]).strip()], answer=answer, verdict=verdict,
        unscored_because=because,
    )


def _first_text(responses: Any) -> str | None:
    while isinstance(responses, list) and responses:
        responses = responses[0]
    return responses if isinstance(responses, str) else None


def _model(results: dict[str, Any]) -> str | None:
    if isinstance(results.get("model_name"), str) and results["model_name"]:
        return results["model_name"]
    args = str((results.get("config") or {}).get("model_args") or "")
    found = re.search(r"(?:^|,)\s*pretrained=([^,]+)", args)
    return found[1] if found else None


def _date(value: Any) -> str | None:
    if isinstance(value, (int, float)):
        return datetime.fromtimestamp(value, UTC).isoformat()
    return None


def _score_notes(results: dict[str, Any], task: str, metric: str, filter_name: str, count: int) -> list[str]:
    """The results file's score covers every document evaluated; say so when this file holds fewer."""
    task_results = (results.get("results") or {}).get(task) or {}
    score = task_results.get(f"{metric},{filter_name}")
    effective = ((results.get("n-samples") or {}).get(task) or {}).get("effective")
    if isinstance(score, (int, float)) and isinstance(effective, int) and effective != count:
        return [f"The results file gives {metric} {score:g} over {effective} documents; this file holds {count} of them."]
    return []
