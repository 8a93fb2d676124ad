"""What a start loads: only what the command asked for needs (docs/architecture.md, "Start-up").

Timings are benchmarks (benchmarks/bench_start.py), not tests; what a start imports is the same
on every machine, so it is tested here, in a real process of the program.
"""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from shared_table.cli import name_the_local_time_zone
from shared_table.command_line import build_parser, command_asked

SOURCE = Path(__file__).resolve().parents[1] / "src" / "shared_table"


def _modules_after(*argv: str) -> set[str]:
    """The modules loaded once `shared-table ARGV` has answered, in a process of its own."""
    probe = (
        "import io, json, sys\n"
        "from shared_table.cli import main\n"
        "sys.stdout = io.StringIO()\n"
        f"main({list(argv)!r})\n"
        "sys.__stdout__.write(json.dumps(sorted(sys.modules)))\n"
    )
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=os.environ, timeout=60, check=True)
    return set(json.loads(result.stdout))


def test_check_loads_five_crowns_tools_and_no_other_game_console_saves_speech_or_logging() -> None:
    loaded = _modules_after("check", "Kc", "9h", "4d")
    assert "shared_table.games.fivecrowns.tools.check" in loaded
    unwanted = [name for name in loaded if not name.endswith(".info") and name.startswith((
        "shared_table.games.skipbo.", "shared_table.games.solitaire.", "shared_table.games.fivecrowns.rules.state",
        "shared_table.games.fivecrowns.tools.companion", "shared_table.sessions.play", "shared_table.saves",
        "shared_table.speech", "shared_table.table.table", "logging", "sqlite3", "tomllib", "urllib.request",
    ))]
    assert unwanted == []


def test_play_of_one_game_loads_no_other_game() -> None:
    loaded = _modules_after("play", "--seed", "1", "--no-save", "--plain")
    assert "shared_table.games.fivecrowns.rules.state" in loaded
    others = [name for name in loaded if name.startswith(("shared_table.games.skipbo.", "shared_table.games.solitaire."))]
    assert sorted(others) == ["shared_table.games.skipbo.info", "shared_table.games.solitaire.info"], "their infos only"


def test_version_reads_no_catalog_at_all() -> None:
    loaded = _modules_after("--version")
    assert not [name for name in loaded if name.startswith(("fluent", "babel", "shared_table.i18n.words", "shared_table.games.fivecrowns"))]


def test_nothing_of_ours_unpickles() -> None:
    """Parsed catalogs are not kept on disk, so nothing is ever unpickled (a pickle runs the code put in it)."""
    for path in SOURCE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [alias.name for alias in node.names] if isinstance(node, ast.Import) else (
                [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            assert not {"pickle", "marshal", "shelve", "dill"} & {name.split(".")[0] for name in names}, path


def test_only_the_command_asked_for_is_built() -> None:
    check = build_parser(command="check")._subparsers._group_actions[0].choices  # type: ignore[union-attr]
    assert list(check) == ["check"]
    every = build_parser()._subparsers._group_actions[0].choices  # type: ignore[union-attr]
    assert {"play", "check", "companion", "solitaire", "games", "tournament"} <= set(every)
    unknown = build_parser(command="chek")._subparsers._group_actions[0].choices  # type: ignore[union-attr]
    assert set(unknown) == set(every), "a wrong command is told every right one"


@pytest.mark.parametrize(("argv", "command"), [
    (["check", "Kc"], "check"), (["--language", "da", "play"], "play"), (["--language=da", "games"], "games"),
    (["--help", "check"], None), (["--version"], None), ([], None), (["--", "play"], "play"),
    (["--lang", "fr", "play"], "play"), (["--la=fr", "games"], "games"), (["--he", "play"], None),
])
def test_the_command_is_read_before_the_parser_is_built(argv: list[str], command: str | None) -> None:
    assert command_asked(argv) == command


def test_the_local_time_zone_is_named_only_when_none_is_set() -> None:
    unset: dict[str, str] = {}
    name_the_local_time_zone(unset)
    assert unset == ({"TZ": ":/etc/localtime"} if os.path.exists("/etc/localtime") else {})
    given = {"TZ": "Europe/Copenhagen"}
    name_the_local_time_zone(given)
    assert given == {"TZ": "Europe/Copenhagen"}


def test_an_abbreviated_language_option_is_read_as_argparse_reads_it() -> None:
    from shared_table.command_line import given_language

    assert given_language(["--lang", "fr", "play"]) == "fr" and given_language(["play", "--langu=da"]) == "da"
    result = subprocess.run([sys.executable, "-m", "shared_table", "--lang", "fr", "play", "--seed", "1", "--no-save", "--plain"],
                            input="quit\noui\n", capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode == 0 and result.stdout.startswith("Five Crowns : onze donnes"), result.stdout[:200] + result.stderr[-300:]
