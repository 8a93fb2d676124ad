"""Shared test set-up: Hypothesis profiles (CI runs the default, deeper runs set HYPOTHESIS_PROFILE=deep)."""

import os

import pytest
from hypothesis import HealthCheck, settings

from shared_table.i18n import words

words.STRICT = True  # a missing message or variable fails the test instead of falling back to English

QUIET = [HealthCheck.too_slow, HealthCheck.function_scoped_fixture]  # the fixture below only points at folders
settings.register_profile("default", deadline=None, suppress_health_check=QUIET)
settings.register_profile("deep", deadline=None, max_examples=5000, suppress_health_check=QUIET)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


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
