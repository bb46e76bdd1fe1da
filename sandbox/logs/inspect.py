"""Inspect AI logs: an `.eval` archive (header.json, samples/<id>_epoch_<n>.json) or a `.json` log
(the same header with a top-level `samples` list). Only the fields docs/import-format.md names are read."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path
from typing import Any

from ..importer import ImportFailed
from .model import LoggedRun, LoggedSample, verdict_of, what_failed
from .scorers import inspect_scorer

MAX_MEMBER_BYTES = 256 * 1024 * 1024  # an archive member larger than this is refused, not inflated


def read_eval(path: Path) -> LoggedRun:
    try:
        with zipfile.ZipFile(path) as archive:
            names = set(archive.namelist())
            header_name = "header.json" if "header.json" in names else "_journal/start.json"
            if header_name not in names:
                raise ImportFailed([f"{path.name}: the archive has no header.json: not an Inspect AI log"])
            header = _member(archive, header_name)
            samples = [_member(archive, n) for n in sorted(names) if n.startswith("samples/") and n.endswith(".json")]
    except (zipfile.BadZipFile, OSError, EOFError) as exc:
        raise ImportFailed([f"{path.name}: not a readable .eval archive ({exc})"]) from exc
    return _read(header, samples, path)


def read_json(path: Path, log: dict[str, Any]) -> LoggedRun:
    samples = log.get("samples")
    if not isinstance(samples, list):
        raise ImportFailed([f"{path.name}: the log holds no samples (was it written with log_samples off?)"])
    return _read(log, samples, path)


def _member(archive: zipfile.ZipFile, name: str) -> Any:
    info = archive.getinfo(name)
    if info.file_size > MAX_MEMBER_BYTES:
        raise ImportFailed([f"{name}: larger than {MAX_MEMBER_BYTES} bytes"])
    try:
        return json.loads(archive.read(name).decode("utf-8"))
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise ImportFailed([f"{name}: not valid JSON ({exc})"]) from exc
    except (zipfile.BadZipFile, OSError, EOFError) as exc:  # a damaged member (bad CRC, cut short)
        raise ImportFailed([f"{name}: cannot be read from the archive ({exc})"]) from exc


def _read(header: Any, raw_samples: list[Any], path: Path) -> LoggedRun:
    spec = header.get("eval") if isinstance(header, dict) else None
    if not isinstance(spec, dict) or not isinstance(spec.get("task"), str):
        raise ImportFailed([f"{path.name}: no eval.task in the log's header: not an Inspect AI log"])
    samples = _samples(raw_samples)
    if not samples:
        raise ImportFailed([f"{path.name}: the log holds no samples"])
    notes: list[str] = []
    kept = _first_epoch(samples, notes)
    scorer = _scorer(spec, [scores for _, scores in kept])
    if scorer is not None and len({*[n for _, scores in kept for n in scores]}) > 1:
        notes.append(f"The log has several scorers; the run follows {scorer}.")
    numeric_targets = all(_is_number(t) for s, _ in kept for t in s.targets)
    following = inspect_scorer(scorer or "", numeric_targets)
    final = [_scored(sample, scores, scorer) for sample, scores in kept]
    model = spec.get("model")
    return LoggedRun(
        format="Inspect AI", task=spec["task"], model=model if isinstance(model, str) else None,
        run_key=str(spec.get("run_id") or spec.get("eval_id") or spec.get("task_id") or path.stem),
        created_at=spec.get("created") if isinstance(spec.get("created"), str) else None,
        scorer=scorer, rule=following.rule, differs=following.differs, samples=final, notes=notes,
    )


def _samples(raw_samples: list[Any]) -> list[tuple[int, LoggedSample, dict[str, Any]]]:
    """Each sample with its epoch and scores; every sample that cannot be read is named at once."""
    errors: list[str] = []
    samples: list[tuple[int, LoggedSample, dict[str, Any]]] = []
    for raw in raw_samples:
        where = f"sample {raw.get('id')}" if isinstance(raw, dict) and "id" in raw else "a sample"
        try:
            samples.append((int(raw.get("epoch", 1)), *_sample(raw)))
        except (KeyError, TypeError, ValueError, AttributeError) as exc:  # ValidationError is a ValueError
            errors.append(f"{where}: {what_failed(exc)}")
    if errors:
        raise ImportFailed(errors)
    return samples


def _first_epoch(
    samples: list[tuple[int, LoggedSample, dict[str, Any]]], notes: list[str]
) -> list[tuple[LoggedSample, dict[str, Any]]]:
    """The samples of the first epoch (with a note when the log has several)."""
    first = min(epoch for epoch, *_ in samples)
    epochs = sorted({epoch for epoch, *_ in samples})
    if len(epochs) > 1:
        notes.append(f"The log has {len(epochs)} epochs; the first one (epoch {first}) was imported.")
    return [(s, scores) for epoch, s, scores in samples if epoch == first]


def _scored(sample: LoggedSample, scores: dict[str, Any], scorer: str | None) -> LoggedSample:
    """The sample with the verdict of the scorer the run follows."""
    short = (scorer or "").rsplit("/", 1)[-1]  # the header may say inspect_ai/match, the samples match
    score = scores.get(scorer, scores.get(short)) if scorer else None
    if short == "choice":
        # The letters the scorer read ("C"; "A, C" when several are right), against the target's;
        # an unscored sample keeps its completion.
        if isinstance(score, dict) and score.get("answer"):
            sample.answer = str(score["answer"])
        sample.targets = [", ".join(sorted(sample.targets))]
    if isinstance(score, dict):
        sample.verdict, sample.unscored_because = verdict_of(score.get("value"))
    else:
        sample.verdict, sample.unscored_because = None, "it has no score"
    return sample


def _scorer(spec: dict[str, Any], scores: list[dict[str, Any]]) -> str | None:
    """The first scorer the header names (else the first a sample has): the one the run follows."""
    named = [s.get("name") for s in spec.get("scorers") or [] if isinstance(s, dict)]
    for name in named:
        if isinstance(name, str):
            return name
    return next((name for sample_scores in scores for name in sample_scores), None)


def _sample(raw: dict[str, Any]) -> tuple[LoggedSample, dict[str, Any]]:
    attachments = raw.get("attachments") or {}
    sample_id = raw["id"]
    target = raw["target"]
    targets = [target] if isinstance(target, str) else [str(t) for t in target]
    choices = raw.get("choices") or []
    if not isinstance(choices, list) or not all(isinstance(c, str) for c in choices):
        raise TypeError("choices must be a list of strings")
    scores = raw.get("scores") or {}
    if not isinstance(scores, dict):
        raise TypeError("scores must be an object")
    sample = LoggedSample(
        id=str(sample_id), numeric_id=sample_id if isinstance(sample_id, int) and not isinstance(sample_id, bool) else None,
        question=_text(raw["input"], attachments), targets=[t.strip() for t in targets],
        choices=[_resolve(c, attachments) for c in choices], answer=_completion(raw.get("output") or {}, attachments),
        verdict=None,
    )
    return sample, scores


def _completion(output: dict[str, Any], attachments: dict[str, str]) -> str:
    if isinstance(output.get("completion"), str):
        return _resolve(output["completion"], attachments)
    choices = output.get("choices") or []
    if not choices:
        return ""
    return _text(choices[0]["message"]["content"], attachments)


def _text(content: Any, attachments: dict[str, str]) -> str:
    """A string, a list of chat messages, or a list of content parts, as plain text."""
    if isinstance(content, str):
        return _resolve(content, attachments)
    parts: list[str] = []
    for part in content:
        if isinstance(part, str):
            parts.append(_resolve(part, attachments))
        elif part.get("role") in ("user", None) and "content" in part:
            parts.append(_text(part["content"], attachments))
        elif part.get("type") == "text":
            parts.append(_resolve(part["text"], attachments))
    return "\n\n".join(p for p in parts if p)


def _resolve(text: str, attachments: dict[str, str]) -> str:
    """Inspect stores long texts once, as `attachment://<hash>` with the text under `attachments`."""
    if text.startswith("attachment://"):
        return attachments.get(text.removeprefix("attachment://"), text)
    return text


def _is_number(text: str) -> bool:
    try:
        float(text.replace(",", ""))
    except ValueError:
        return False
    return True
