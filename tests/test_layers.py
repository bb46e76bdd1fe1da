"""Dependencies run one way (DESIGN.md section 9): adapters and skills -> core, app -> everything.

Every import statement is read with `ast`, at any depth (inside functions and `TYPE_CHECKING`
blocks too), so a cycle cannot be dodged by importing late.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# package (a folder of the repository) -> the top-level names it must never import
FORBIDDEN: dict[str, tuple[str, ...]] = {
    "bot": ("skills", "adapters", "sandbox", "bot.app"),  # the core; bot/app is checked apart
    "skills": ("adapters", "sandbox", "bot.app"),
    "adapters": ("skills", "sandbox", "bot.app"),
    "sandbox": ("bot", "skills", "adapters"),
    "mathbounds": ("bot", "skills", "adapters", "sandbox"),
}


def imported_modules(source: str, package: str) -> list[tuple[int, str]]:
    """(line, absolute module name) of every import in `source`, a module of `package`; relative
    imports resolved."""
    tree = ast.parse(source)
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join([*base, node.module] if node.module else base)
            else:
                module = node.module or ""
            found.append((node.lineno, module))
            found.extend((node.lineno, f"{module}.{alias.name}") for alias in node.names)
    return found


def within(module: str, prefix: str) -> bool:
    return module == prefix or module.startswith(prefix + ".")


def crossings(package: str) -> list[str]:
    bad: list[str] = []
    for path in sorted((ROOT / package).rglob("*.py")):
        relative = path.relative_to(ROOT)
        if package == "bot" and relative.parts[:2] == ("bot", "app"):
            continue
        for line, module in imported_modules(path.read_text(encoding="utf-8"), ".".join(relative.parts[:-1])):
            if any(within(module, forbidden) for forbidden in FORBIDDEN[package]):
                bad.append(f"{relative}:{line} imports {module}")
    return bad


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_imports_run_one_way(package: str) -> None:
    assert crossings(package) == []


def test_the_reader_sees_late_guarded_and_relative_imports() -> None:
    source = """
from typing import TYPE_CHECKING
if TYPE_CHECKING:
    from skills.analysis import EquivalenceJudge
def run():
    import adapters.console
from ..app import cli
from . import turn
"""
    modules = {module for _, module in imported_modules(source, "bot.store")}
    assert {"skills.analysis", "adapters.console", "bot.app.cli", "bot.store.turn"} <= modules


def test_the_composition_root_is_where_layers_meet() -> None:
    """bot/app imports skills and adapters: it is the one place that wires them."""
    modules = {m for path in (ROOT / "bot" / "app").rglob("*.py")
               for _, m in imported_modules(path.read_text(encoding="utf-8"), "bot.app")}
    assert any(within(m, "skills") for m in modules)
    assert any(within(m, "adapters") for m in modules)
