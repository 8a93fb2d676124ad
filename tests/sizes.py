"""How big the statistical tests are: `make test` samples them, `make stress` (STRESS=1) runs them
in full. A test's own variable (FAULT_POINTS=40, PLAYOUT_GAMES=3000 ...) sets its size either way.

Each sample is a fixed, seeded measurement like the full one, sized so that its assertion holds
with the same margin of confidence (docs/testing.md lists each size)."""

from __future__ import annotations

import os


def size(name: str, sample: int, full: int) -> int:
    """The size named `name`: its variable when set, else `full` under `make stress`, else `sample`."""
    given = os.environ.get(name, "").strip()
    if given:
        return int(given)
    return full if os.environ.get("STRESS", "0").strip() not in ("", "0") else sample
