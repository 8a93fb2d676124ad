"""The set-up the README promises: the virtualenv sees Debian's liblouis binding and the tools."""

import shutil
import sys
from pathlib import Path

import pytest


def test_liblouis_binding_is_debians_real_one() -> None:
    import louis  # Debian's python3-louis, seen through --system-site-packages

    assert louis.version().startswith("3.")
    # The real binding translates; the unrelated PyPI stub of the same name has no translateString.
    assert louis.translateString(["en-ueb-g1.ctb"], "st") != ""


@pytest.mark.parametrize("tool", ["espeak-ng", "sox", "tmux", "lou_translate"])
def test_system_tools_are_installed(tool: str) -> None:
    assert shutil.which(tool), f"{tool} should have been installed by make"


def test_console_script_is_installed() -> None:
    assert (Path(sys.executable).parent / "shared-table").exists() or shutil.which("shared-table")
