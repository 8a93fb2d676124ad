"""The layers point one way (docs/architecture.md): read from the source's own imports, every
one of them, at run time or for type checking only."""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "src" / "shared_table"

NEVER = {
    "core": {"*"},  # the bottom: nothing else of ours
    "games": {"console", "sessions", "table", "cli", "command_line", "start"},
    "table": {"console", "sessions", "cli", "command_line"},
    "sessions": {"console", "cli", "command_line", "speech"},  # a device speaks
    "saves": {"console", "sessions", "table", "games", "cli"},
    "i18n": {"games", "console", "sessions", "table", "saves"},
    "net": {"console", "speech", "cli", "command_line"},  # no device's I/O (a line seat's session runs on the server)
}
"""Top-level package -> the packages it must never import ("*": any but itself)."""


def package_of(module: str) -> str:
    """`shared_table.table.host` -> `table`; a top-level module (`cli`) is its own package."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "<root>"


def imports() -> dict[str, set[str]]:
    """Top-level package -> the other top-level packages its modules import."""
    found: dict[str, set[str]] = defaultdict(set)
    for path in ROOT.rglob("*.py"):
        relative = path.relative_to(ROOT)
        source = relative.parts[0].removesuffix(".py")
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("shared_table."):
                names = [node.module]
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names if alias.name.startswith("shared_table.")]
            else:
                continue
            for name in names:
                target = package_of(name)
                if target != source:
                    found[source].add(target)
    return found


def test_each_layer_imports_only_what_is_below_it() -> None:
    found = imports()
    for package, never in NEVER.items():
        wrong = found[package] if "*" in never else found[package] & never
        assert not wrong, f"{package} imports {sorted(wrong)}"


def test_no_package_is_on_a_circle_of_imports() -> None:
    found = imports()

    def reached(start: str) -> set[str]:
        seen: set[str] = set()
        stack = [start]
        while stack:
            for target in found.get(stack.pop(), ()):
                if target not in seen:
                    seen.add(target)
                    stack.append(target)
        return seen

    assert sorted(package for package in found if package in reached(package)) == []
    assert {"core", "games", "table", "sessions", "console"} <= set(found) | {"core"}, "the walk found the packages"
