"""Names that become one URL path segment (benchmarks, runs, models, training sets, identities).

A client puts a name into a path; `.` and `..` are dot-segments that URL normalisation removes
(`/v1/benchmarks/..` is `/v1/`), a `/` splits the name in two, and control characters do not
survive logs and terminals. Such names are refused wherever one is created.
"""

from __future__ import annotations

import unicodedata

MAX_NAME_LENGTH = 200


def name_problem(name: str) -> str | None:
    """Why `name` cannot be a name, or None when it can."""
    if not name or not name.strip():
        return "a name must not be empty"
    if len(name) > MAX_NAME_LENGTH:
        return f"a name must be at most {MAX_NAME_LENGTH} characters"
    if name in (".", ".."):
        return "a name must not be '.' or '..'"
    if "/" in name or "\\" in name:
        return "a name must not contain '/' or '\\'"
    if name != name.strip():
        return "a name must not start or end with a space"
    if any(unicodedata.category(char) in ("Cc", "Cf", "Cs", "Zl", "Zp") for char in name):
        return "a name must not contain control or invisible formatting characters"
    return None


def checked_name(name: str) -> str:
    """A pydantic validator: the name, or ValueError saying why it cannot be one."""
    problem = name_problem(name)
    if problem is not None:
        raise ValueError(problem)
    return name
