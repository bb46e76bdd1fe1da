"""What start-up computes from data and code alone, kept on disk so that the next process reads it.

Building the router costs seconds of CPU, most of it spent on work whose answer depends only on the
data (the skills' examples, the packs' patterns) and on the code that reads them: the classifier's
arrays (bot/intent_model.py) and the literals each pattern requires (bot/literals.py). Every bot
process, and every test that starts one, did that work again.

An entry is a file named by its kind and its key, a hash of everything its content depends on: the
inputs and the bytes of the source files of the code that computes it (`fingerprint`), so an edit of
either makes a new key and the old entry is never read again. Only data is stored (numpy arrays read
with `allow_pickle=False`, JSON): a file another process or person wrote can make a lookup miss, never
run code. A missing, unreadable or corrupt entry is a miss: the caller builds and writes it again.
A write goes to a temporary file in the same directory, then `os.replace`s the entry, so a reader sees
the old file or the new one, never a part (several bot processes and pytest-xdist workers share the
directory). Of each kind only the `KEPT` entries last read or written stay (each edit of the code or data
makes a new one).

Where it lives is a setting (`BENCHGEN_CACHE_DIR`, bot/settings.py); with none, nothing is read or
written.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import logging
import os
import re
import sys
import tempfile
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

log = logging.getLogger(__name__)

# Bumped when the layout of what is stored changes in a way the source files' bytes would not show.
FORMAT = 1
# Of a kind, the entries last read or written (several checkouts or branches may share the directory);
# older ones go when another is written, and so does one no process has read or written for `STALE_AFTER`.
KEPT = 4
STALE_AFTER = 7 * 24 * 3600.0
# A temporary file left by a writer that died.
ABANDONED_AFTER = 3600.0

_NAME = re.compile(r"[a-z][a-z0-9_]*")


def fingerprint(*parts: str | bytes, files: Iterable[Path] = ()) -> str:
    """A key for what `parts` (the inputs) and `files` (the source of the code that computes from them)
    determine, with the interpreter's version (what `re` and `unicodedata` answer depends on it), numpy's
    and this module's source (how entries are stored)."""
    digest = hashlib.sha256()

    def add(data: bytes) -> None:
        digest.update(len(data).to_bytes(8, "little"))
        digest.update(data)

    add(f"{FORMAT} {sys.version} {np.__version__}".encode())
    for part in parts:
        add(part.encode("utf-8", "surrogatepass") if isinstance(part, str) else part)
    for path in (Path(__file__), *files):
        add(path.name.encode())
        add(path.read_bytes())
    return digest.hexdigest()[:32]


@dataclass(frozen=True)
class StartupCache:
    """A directory of start-up's results, by kind and key."""

    directory: Path

    def read_arrays(self, kind: str, key: str) -> dict[str, np.ndarray] | None:
        """The arrays stored under (kind, key), or None (missing, unreadable, or not a plain npz)."""
        path = self._path(kind, key, ".npz")
        try:
            with np.load(path, allow_pickle=False) as stored:
                arrays = {name: stored[name] for name in stored.files}
        except FileNotFoundError:
            return None
        except Exception as error:  # a truncated or foreign file: a miss, rebuilt and rewritten
            log.debug("startup cache: unreadable %s entry: %s", kind, error)
            return None
        _used(path)
        return arrays

    def write_arrays(self, kind: str, key: str, arrays: Mapping[str, np.ndarray]) -> None:
        buffer = io.BytesIO()
        np.savez(buffer, **arrays)  # type: ignore[arg-type]  # numpy's stubs name `allow_pickle` among the kwargs
        self._write(kind, key, ".npz", buffer.getvalue())

    def read_json(self, kind: str, key: str) -> Any | None:
        """The JSON value stored under (kind, key), or None."""
        path = self._path(kind, key, ".json")
        try:
            value = json.loads(path.read_bytes())
        except FileNotFoundError:
            return None
        except (OSError, ValueError) as error:
            log.debug("startup cache: unreadable %s entry: %s", kind, error)
            return None
        _used(path)
        return value

    def write_json(self, kind: str, key: str, value: Any) -> None:
        self._write(kind, key, ".json", json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode())

    def _path(self, kind: str, key: str, suffix: str) -> Path:
        if not _NAME.fullmatch(kind) or not re.fullmatch(r"[0-9a-f]+", key):
            raise ValueError(f"not a cache entry's name: {kind!r} {key!r}")
        return self.directory / f"{kind}-{key}{suffix}"

    def _write(self, kind: str, key: str, suffix: str, data: bytes) -> None:
        """Writes the entry whole or not at all; a directory that cannot be written leaves it unwritten
        (start-up then builds again next time, which is all a cache miss costs)."""
        path = self._path(kind, key, suffix)
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            fd, temporary = tempfile.mkstemp(dir=self.directory, prefix=f".{kind}-", suffix=".tmp")
            try:
                with os.fdopen(fd, "wb") as out:
                    out.write(data)
                os.replace(temporary, path)
            except BaseException:
                with contextlib.suppress(OSError):
                    os.unlink(temporary)
                raise
        except OSError as error:
            log.debug("startup cache: cannot write %s: %s", path, error)
            return
        self._prune(kind, keep=path)

    def _prune(self, kind: str, keep: Path) -> None:
        """Removes the kind's entries beyond the `KEPT` last read or written (each edit of the code or the
        data makes a new one, and a classifier's is ~30 MB) and those no process read for `STALE_AFTER`,
        and abandoned temporary files."""
        now = time.time()
        try:
            found = list(self.directory.iterdir())
        except OSError:
            return
        entries = [(_mtime(entry), entry) for entry in found if entry.name.startswith(f"{kind}-") and entry != keep]
        entries.sort(reverse=True)
        stale = [entry for i, (when, entry) in enumerate(entries) if i >= KEPT - 1 or now - when > STALE_AFTER]
        stale += [entry for entry in found if entry.name.startswith(f".{kind}-") and entry.name.endswith(".tmp")
                  and now - _mtime(entry) > ABANDONED_AFTER]
        for entry in stale:
            with contextlib.suppress(OSError):
                entry.unlink()


def _used(path: Path) -> None:
    """Marks an entry as read now: an entry some process still reads is not stale."""
    with contextlib.suppress(OSError):
        os.utime(path)


def _mtime(path: Path) -> float:
    """When the entry was last read or written (`_used`); now when it is gone already."""
    try:
        return path.stat().st_mtime
    except OSError:
        return time.time()


def open_cache(directory: Path | None) -> StartupCache | None:
    """The cache in `directory`; None (no cache) when there is none."""
    return StartupCache(directory) if directory is not None else None
