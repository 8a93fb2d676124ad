"""The layers point one way (docs/architecture.md, "Who imports whom"), read from the source's own
imports, every one of them: at module top, inside functions, and for type checking only. Each
top-level package names what it may import, so a new edge fails until it is added here on purpose;
a failure names the module, the line and the import."""

from __future__ import annotations

import ast
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent / "src" / "shared_table"

MAY_IMPORT: dict[str, frozenset[str]] = {
    "core": frozenset(),  # the bottom: nothing else of ours
    "i18n": frozenset({"core"}),
    "braille": frozenset({"core"}),
    "speech": frozenset({"core", "i18n"}),
    # the table's sounds, made and played: speech for the machine's audio player and its device check
    "sound": frozenset({"core", "speech"}),
    "config": frozenset({"core", "i18n"}),
    # i18n only for the type of its words (store.py), where core.words.Words would do
    "saves": frozenset({"core", "i18n"}),
    # a game's shared helpers: braille for its printouts and drawing; config, speech, saves and
    # i18n for its tools (the companion's sheets, `shared-table solitaire`) and its typed words
    "games": frozenset({"core", "i18n", "braille", "config", "saves", "speech"}),
    # i18n only for the type of its words (setup.py), where core.words.Words would do
    "table": frozenset({"core", "i18n", "saves", "games"}),
    # braille: the `braille` command lays a printout out as one line for a braille display (common_commands.py)
    "sessions": frozenset({"core", "i18n", "braille", "table", "games"}),
    # no device's I/O; sessions for the web page's line seat, whose session runs on the server
    # sound: the page fetches the sounds the server makes (server.py's /sounds/NAME)
    "net": frozenset({"core", "i18n", "saves", "table", "sessions", "games", "sound"}),
    "console": frozenset({"core", "i18n", "braille", "config", "speech", "sound", "saves", "games", "table", "sessions", "net"}),
    # "__init__": the package's own `__version__`
    "command_line": frozenset({"__init__", "core", "i18n", "speech", "table", "games"}),
    "cli": frozenset({"__init__", "core", "i18n", "config", "speech", "games", "table", "console", "net", "command_line"}),
    "start": frozenset({"cli"}),
    "__main__": frozenset({"start"}),
    "__init__": frozenset(),
}
"""Top-level package (or module: `cli`) -> the other top-level packages it may import."""

RULES_MAY_IMPORT = "core, the rules of any game, and its own game's info"
"""A game's rules (games/<game>/rules/) are pure: core, rule modules, and the game's info.py for
the seats it takes (info.py imports only core, so the rules still rest on core alone). Rules of
another game count: solitaire's rules are built on Five Crowns' cards and solver."""


@dataclass(frozen=True)
class Import:
    """One import statement's target, as a module of ours, where it was written and how."""

    source: str  # the importing module: shared_table.games.skipbo.rules.state
    line: int
    target: str  # the module imported; a name imported from a package that is a module of its own counts as it
    type_only: bool  # under `if TYPE_CHECKING:`: read by mypy, never run

    def __str__(self) -> str:
        return f"{self.source} (line {self.line}) imports {self.target}"


def module_name(path: Path) -> str:
    """src/shared_table/games/skipbo/rules/state.py -> shared_table.games.skipbo.rules.state."""
    parts = ("shared_table", *path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in ROOT.rglob("*.py")}


def _type_checking_nodes(tree: ast.Module) -> set[int]:
    """The ids of every node under an `if TYPE_CHECKING:`."""
    inside: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            inside |= {id(child) for statement in node.body for child in ast.walk(statement)}
    return inside


def imports_in(source: str, text: str) -> Iterator[Import]:
    """Every import of a `shared_table` module in `text`, wherever it is written."""
    tree = ast.parse(text)
    type_only = _type_checking_nodes(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "shared_table":
            for alias in node.names:
                named = f"{node.module}.{alias.name}"
                yield Import(source, node.lineno, named if named in MODULES else node.module, id(node) in type_only)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == "shared_table":
                    yield Import(source, node.lineno, alias.name, id(node) in type_only)


def every_import() -> list[Import]:
    return [found for name, path in MODULES.items() for found in imports_in(name, path.read_text(encoding="utf-8"))]


def package_of(module: str) -> str:
    """`shared_table.table.host` -> `table`; a top-level module (`cli`) is its own package."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def _part(module: str) -> tuple[str, str]:
    """`shared_table.games.skipbo.rules.state` -> ("skipbo", "rules"); ("", "") outside a game."""
    parts = module.split(".")
    if len(parts) < 4 or parts[1] != "games":
        return "", ""
    return parts[2], parts[3]


def wrong_imports(imports: list[Import]) -> list[str]:
    """What breaks the allow-lists, one line each, naming the module, the line and the import."""
    wrong = []
    for found in imports:
        source, target = package_of(found.source), package_of(found.target)
        if source not in MAY_IMPORT:
            wrong.append(f"{found}: {source} is not in MAY_IMPORT; say what it may import")
        elif target != source and target not in MAY_IMPORT[source]:
            allowed = f"only {', '.join(sorted(MAY_IMPORT[source]))}" if MAY_IMPORT[source] else "nothing else of ours"
            wrong.append(f"{found}: {source} may import {allowed}")
        game, part = _part(found.source)
        to_game, to_part = _part(found.target)
        if part == "rules" and target != "core" and to_part != "rules" and (to_game, to_part) != (game, "info"):
            wrong.append(f"{found}: a game's rules may import only {RULES_MAY_IMPORT}")
        if (part == "info" or found.source == "shared_table.games") and target != "core":
            wrong.append(f"{found}: {found.source} may import only core (the command line loads it before any rules)")
    return wrong


def test_each_package_imports_only_what_it_may() -> None:
    wrong = wrong_imports(every_import())
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize(
    ("module", "line", "why"),
    [
        ("shared_table.table.table", "from shared_table.speech.speaker import Speaker", "table may import only"),
        ("shared_table.games.skipbo.rules.state", "from shared_table.config import load_settings", "a game's rules may import only"),
        ("shared_table.saves.wal", "from shared_table.braille import display_line", "saves may import only"),
        ("shared_table.games.fivecrowns.rules.cards", "from shared_table.games.fivecrowns.words import narration", "rules may"),
        ("shared_table.games.skipbo.rules.cards", "from shared_table.i18n.words import words_for", "rules may"),
        ("shared_table.games.solitaire.info", "from shared_table.games.fivecrowns.rules.cards import Card", "may import only core"),
        ("shared_table.core.words", "if TYPE_CHECKING:\n    from shared_table.i18n.words import Words", "core may import nothing"),
        ("shared_table.table.host", "def f() -> None:\n    from shared_table.console.play import converse", "table may import only"),
    ],
)
def test_an_import_against_the_lists_is_named(module: str, line: str, why: str) -> None:
    """The lists refuse what they must, at module top, in a function or for type checking only."""
    [complaint] = wrong_imports(list(imports_in(module, line)))
    where = line.count("\n") + 1
    assert complaint.startswith(f"{module} (line {where}) imports shared_table.") and why in complaint, complaint


def test_no_package_is_on_a_circle_of_imports() -> None:
    found: dict[str, set[str]] = defaultdict(set)
    for each in every_import():
        source, target = package_of(each.source), package_of(each.target)
        if target != source:
            found[source].add(target)
    on_a_circle = sorted(package for package in found if package in _reached(found, package))
    assert not on_a_circle, f"packages on a circle of imports: {', '.join(on_a_circle)}"
    assert {"games", "table", "sessions", "console"} <= set(found), "the walk found the packages"


def test_no_module_of_a_game_is_on_a_circle_of_imports() -> None:
    """Imports that run (at module top or inside a function) make no circle among the games'
    modules, so none is hidden by a function-level import; an import for type checking only
    never runs (the companion's commands are typed against the session that holds them)."""
    found: dict[str, set[str]] = defaultdict(set)
    for each in every_import():
        if not each.type_only and each.source.startswith("shared_table.games") and each.target.startswith("shared_table.games"):
            found[each.source].add(each.target)
    on_a_circle = sorted(module for module in found if module in _reached(found, module))
    assert not on_a_circle, f"modules on a circle of imports (one may be inside a function): {', '.join(on_a_circle)}"
    assert "shared_table.games.fivecrowns.bots.hard" in found, "the walk found the modules"


def test_no_module_of_a_game_imports_another_modules_private_names() -> None:
    """A name with a leading underscore is its module's own: a module that needs it gets it made
    public, or moved where both can import it (as the hard bot's weighing was, for its reasons)."""
    private = [
        f"{module} (line {node.lineno}) imports {alias.name} from {node.module}"
        for module, path in MODULES.items() if module.startswith("shared_table.games")
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("shared_table")
        for alias in node.names if alias.name.startswith("_") and not alias.name.startswith("__")
    ]
    assert not private, "\n".join(private)


def _reached(edges: dict[str, set[str]], start: str) -> set[str]:
    seen: set[str] = set()
    stack = [start]
    while stack:
        for target in edges.get(stack.pop(), ()):
            if target not in seen:
                seen.add(target)
                stack.append(target)
    return seen
