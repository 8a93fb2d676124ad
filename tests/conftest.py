"""Shared test set-up: Hypothesis profiles (CI runs the default, deeper runs set HYPOTHESIS_PROFILE=deep)."""

import os

import pytest
from hypothesis import HealthCheck, settings

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
