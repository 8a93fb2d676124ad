"""docs/companion-commands.md, generated from the companion's registry:
`python -m shared_table.games.fivecrowns.tools.companion.docs > docs/companion-commands.md`."""

from __future__ import annotations

import sys

from shared_table.games.fivecrowns.tools.companion.commands import COMPANION

INTRO = (
    "Generated from the companion's command registry (`src/shared_table/games/fivecrowns/tools/companion/commands.py`) by",
    "`python -m shared_table.games.fivecrowns.tools.companion.docs > docs/companion-commands.md`; a test checks it is current.",
    "How the companion works, and why, is in [companion.md](companion.md).",
    "",
    "Type a command and press Enter. Case does not matter, and any unique beginning of a command's",
    "name works too (`tot`), unless it is a word of the games (`re` is replay there, so it is not",
    "resume here). An empty line says the round being played. While a round is being scored, each",
    "line is the next player's score instead: the points (`12`), `out`, or the cards left in hand",
    "(`7c Qh joker`); `back` goes back one player, `cancel` stops.",
    "",
    "A letter means here what it means in the games (`p` print, `s` the scores, `r` the round, `b`",
    "braille, `u` undo, `l` last, `q` quit); the companion's own commands have letters no game uses.",
    "Four letters changed for that: `p` was players (now `py`), `s` was score (now `sr`), `t` was",
    "totals (now `s`; `t` is take in Five Crowns), `c` was check (now `ch`; `c` is card in the",
    "solitaire). Until version 0.3, `p` and `s` say so the first time they are typed, and `t` and `c`",
    "say where their command went ([companion.md](companion.md#letters)).",
)


def companion_markdown() -> str:
    return COMPANION.markdown("Commands of `shared-table companion`", INTRO)


if __name__ == "__main__":  # pragma: no cover
    sys.stdout.write(companion_markdown())
