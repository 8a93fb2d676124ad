"""The fixtures of the tests at the web page and against a server: one Debian Chromium per test
module (launched by Playwright; a module's tests share it), and a server on 127.0.0.1 of the
test's own. A module that needs its server started otherwise defines its own `server`."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from needs import require_tool
from server_helpers import Server

if TYPE_CHECKING:
    from playwright.sync_api import Browser


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    """Debian's Chromium: `make test` installs it, `make play` does not."""
    from playwright.sync_api import sync_playwright  # only where a browser is wanted

    from web_helpers import FLAGS

    chromium = require_tool("chromium")
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=chromium, args=FLAGS)
        yield launched
        launched.close()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    running = Server(tmp_path)
    yield running
    running.stop()
