"""docs/companion-commands.md, generated from the companion's registry:
`python -m shared_table.games.fivecrowns.companion.docs > docs/companion-commands.md`."""

from __future__ import annotations

import sys

from shared_table.games.fivecrowns.companion.commands import COMPANION

INTRO = (
    "Generated from the companion's command registry (`src/shared_table/games/fivecrowns/companion/commands.py`) by",
    "`python -m shared_table.games.fivecrowns.companion.docs > docs/companion-commands.md`; a test checks it is current.",
    "How the companion works, and why, is in [companion.md](companion.md).",
    "",
    "Type a command and press Enter. Case does not matter, and any unique beginning of a command's",
    "name works too (`tot`). An empty line says the round being played. While a round is being",
    "scored, each line is the next player's score instead: the points (`12`), `out`, or the cards",
    "left in hand (`7c Qh joker`); `back` goes back one player, `cancel` stops.",
)


def companion_markdown() -> str:
    return COMPANION.markdown("Commands of `shared-table companion`", INTRO)


if __name__ == "__main__":  # pragma: no cover
    sys.stdout.write(companion_markdown())
