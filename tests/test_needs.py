"""tests/needs.py: a tool or module that `make test` installs, missing, fails a test when CI is set
and skips it otherwise; the `needs` mark (conftest.py) does that before the test's fixtures."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from needs import INSTALLS, MODULES, needed, require, require_module, require_tool

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def empty_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """PATH is one empty folder: no program is found on it."""
    folder = tmp_path / "bin"
    folder.mkdir()
    monkeypatch.setenv("PATH", str(folder))
    return folder


@pytest.mark.parametrize("tool", ["tmux", "chromium", "strace", "espeak-ng"])
def test_a_missing_tool_fails_under_ci_naming_it_and_its_install(tool: str, empty_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception) as failed:
        require_tool(tool)
    assert str(failed.value) == (f"{tool} (not found on PATH) is missing: `make test` installs it (apt-get install {tool}). "
                                 "CI is set, so this fails rather than skips: make test should have installed it")


@pytest.mark.parametrize("ci", [None, ""])
def test_a_missing_tool_is_a_skip_without_ci(ci: str | None, empty_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    if ci is None:
        monkeypatch.delenv("CI", raising=False)
    else:
        monkeypatch.setenv("CI", ci)  # set to nothing is not CI
    with pytest.raises(pytest.skip.Exception) as skipped:
        require_tool("tmux")
    assert str(skipped.value) == "tmux (not found on PATH) is missing: `make test` installs it (apt-get install tmux)"


def test_a_tool_on_path_is_its_path_under_ci_too(empty_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "1")
    tool = empty_path / "tmux"
    tool.write_text("#!/bin/sh\n")
    tool.chmod(0o755)
    assert require_tool("tmux") == str(tool)
    require(True, "anything", "nothing to install")  # present: neither a failure nor a skip


def test_a_missing_module_fails_under_ci_and_a_present_one_passes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "1")
    monkeypatch.setitem(MODULES, "no_such_module_here", "apt-get install python3-nothing")
    monkeypatch.setitem(MODULES, "json", "Python's own")
    with pytest.raises(pytest.fail.Exception, match=r"^the Python module no_such_module_here is missing: .*python3-nothing\)"):
        require_module("no_such_module_here")
    require_module("json")


def test_a_name_the_helper_does_not_know_is_an_error_not_a_skip(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CI", raising=False)
    with pytest.raises(ValueError, match=r"needs\('tmuxx'\): name it in tests/needs.py"):
        needed("tmuxx")
    assert set(INSTALLS).isdisjoint(MODULES)


@pytest.mark.parametrize(("ci", "outcome"), [("1", "1 error"), ("", "1 skipped")])
def test_the_mark_fails_a_real_test_under_ci_and_skips_it_without(ci: str, outcome: str, empty_path: Path) -> None:
    """tests/test_respelled.py needs espeak-ng (its mark): run by pytest with nothing on PATH."""
    env = {**os.environ, "CI": ci}
    result = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:xdist", "-o", "addopts=", "-q", "-rs",
                             "tests/test_respelled.py::test_joker_is_french_in_french"],
                            cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=False)
    assert outcome in result.stdout, result.stdout + result.stderr
    assert "espeak-ng (not found on PATH) is missing: `make test` installs it (apt-get install espeak-ng)" in result.stdout, result.stdout
    assert result.returncode == (1 if ci else 0), result.stdout
