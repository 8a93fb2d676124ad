"""Shared test set-up: Hypothesis profiles (CI runs the default, deeper runs set HYPOTHESIS_PROFILE=deep),
a folder of its own for each test, and the `needs` mark (tests/needs.py)."""

import logging
import os
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, settings

from needs import needed
from shared_table.core.error_log import _NAMED
from shared_table.i18n import words

# A real PostgreSQL, and the lists of served tables and the games in each store (issue 40); a
# browser and a server for the tests at the web page.
pytest_plugins = ["postgres_server", "served_listings", "game_stores", "web_fixtures"]

words.STRICT = True  # a missing message or variable fails the test instead of falling back to English

QUIET = [HealthCheck.too_slow, HealthCheck.function_scoped_fixture]  # the fixture below only points at folders
settings.register_profile("default", deadline=None, suppress_health_check=QUIET)
settings.register_profile("deep", deadline=None, max_examples=5000, suppress_health_check=QUIET)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "needs(*names): programs or Python modules that make test installs (tests/needs.py): "
                                       "without one the test fails when CI is set, and is skipped otherwise")


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    """A test's `needs` marks, checked before any of its fixtures is made (as skipif marks are)."""
    for mark in item.iter_markers("needs"):
        for name in mark.args:
            needed(name)


@pytest.fixture(autouse=True)
def _private_folders(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Saves, logs and config of every test (and of the programs it starts) go to a folder of its
    own, never to the user's."""
    home = tmp_path_factory.mktemp("xdg")
    for name in ("XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CONFIG_HOME"):
        monkeypatch.setenv(name, str(home / name.lower()))
    # The player's language follows the locale: tests (and the programs they start) are English
    # unless a test says otherwise, whatever the machine's locale is.
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")


@pytest.fixture(autouse=True)
def _error_log_of_its_own() -> Iterator[None]:
    """A test that runs the program in-process opens the error log (`error_log`), which stops the
    program's logger from passing records on: put back after it, or a later test on the same
    worker that reads the log through pytest's `caplog` would see nothing, depending on which
    tests the worker happened to run first."""
    yield
    logger = logging.getLogger("shared_table")
    for handler in [handler for handler in logger.handlers if isinstance(handler, logging.FileHandler | logging.NullHandler)]:
        logger.removeHandler(handler)
        handler.close()
    logger.propagate = True
    _NAMED.clear()
