"""What a test needs from the machine that `make test` installs, checked in one place (issue 38).

CI runs `make test` (`.ci/run`, with the variable CI set), which installs every tool and module
named here: there, one that is missing is a broken set-up, and the test FAILS, saying what is
missing and how to install it; a CI run never passes by skipping. Without CI (pytest run by
hand on a machine `make play` set up, which has no Chromium) the test is skipped with the same
sentence.

    pytestmark = pytest.mark.needs("tmux")      # every test of a module (conftest.py reads the mark)
    @pytest.mark.needs("strace")                 # one test
    path = require_tool("chromium")              # in a fixture or a test: the tool's path
    require(AXE.exists(), f"axe-core ({AXE})", "make test-deps")  # anything else make test makes
"""

from __future__ import annotations

import importlib.util
import os
import shutil

import pytest

# How each is installed (what `make test` runs for it): the failure and the skip say it.
INSTALLS = {
    "tmux": "apt-get install tmux",
    "strace": "apt-get install strace",
    "espeak-ng": "apt-get install espeak-ng",
    "sox": "apt-get install sox",
    "chromium": "apt-get install chromium",
    "pulseaudio": "apt-get install pulseaudio",
    "parec": "apt-get install pulseaudio-utils",
    "pactl": "apt-get install pulseaudio-utils",
    "speech-dispatcher": "apt-get install speech-dispatcher speech-dispatcher-espeak-ng",
}
# Python modules, found by import rather than on PATH.
MODULES = {
    "speechd": "apt-get install python3-speechd",  # Speech Dispatcher's own client, Debian's
    "accessible_output2": "pip install -e '.[dev]'",
    "psycopg": "apt-get install python3-psycopg",  # PostgreSQL's driver, Debian's (serve --database)
    "psycopg_pool": "apt-get install python3-psycopg-pool",
}


def in_ci() -> bool:
    """CI is set (to anything but nothing), as CI services and `CI=true bash .ci/run` set it."""
    return bool(os.environ.get("CI"))


def require(present: bool, what: str, install: str) -> None:
    """Nothing when `present`; otherwise the test fails under CI and is skipped elsewhere."""
    if present:
        return
    message = f"{what} is missing: `make test` installs it ({install})"
    if in_ci():
        pytest.fail(f"{message}. CI is set, so this fails rather than skips: make test should have installed it", pytrace=False)
    pytest.skip(message)


def require_tool(name: str) -> str:
    """The path of the program `name` on PATH (a failure under CI, a skip elsewhere, without it)."""
    path = shutil.which(name)
    require(path is not None, f"{name} (not found on PATH)", INSTALLS[name])
    assert path is not None  # require returned, so it is there
    return path


def require_module(name: str) -> None:
    """The Python module `name` can be imported (a failure under CI, a skip elsewhere, without it)."""
    require(importlib.util.find_spec(name) is not None, f"the Python module {name}", MODULES[name])


def needed(name: str) -> None:
    """One name of a `needs` mark: a Python module of MODULES or a program of INSTALLS."""
    if name in MODULES:
        require_module(name)
    elif name in INSTALLS:
        require_tool(name)
    else:
        raise ValueError(f"needs({name!r}): name it in tests/needs.py's INSTALLS or MODULES, with how make test installs it")
