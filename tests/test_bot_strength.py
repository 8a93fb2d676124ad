"""Measured, not assumed: over 200 seeded games (`make stress`; 80 in `make test`), hard scores
lower than medium and medium lower than easy, with 95% confidence intervals that do not overlap
(docs/bots.md quotes the table). Seeded, so it is a fixed measurement, not a flaky one."""

from __future__ import annotations

from shared_table.games.fivecrowns.game import GAME
from shared_table.table.tournament import tournament
from sizes import size

GAMES = size("STRENGTH_GAMES", 80, 200)


def test_the_levels_are_ordered_with_separate_confidence_intervals() -> None:
    hard, medium, easy = tournament(GAME, GAMES, ["hard", "medium", "easy"], seed=2026)
    assert hard.mean_score + hard.ci95 < medium.mean_score - medium.ci95, (hard.as_json(), medium.as_json())
    assert medium.mean_score + medium.ci95 < easy.mean_score - easy.ci95, (medium.as_json(), easy.as_json())
