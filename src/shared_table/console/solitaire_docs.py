"""docs/solitaire-commands.md, generated from the solitaire registry:
`python -m shared_table.console.solitaire_docs > docs/solitaire-commands.md`."""

from __future__ import annotations

import sys

from shared_table.console.solitaire_commands import SOLITAIRE

INTRO = (
    "Generated from the solitaire's command registry (`src/shared_table/console/solitaire_commands.py`) by",
    "`python -m shared_table.console.solitaire_docs > docs/solitaire-commands.md`; a test checks it is current.",
    "The game, its computer players and how often it is won are in [solitaire.md](solitaire.md);",
    "the rules as played, in [rules.md](rules.md).",
    "",
    "Start it with `make solitaire` (or `shared-table solitaire`), type a command and press Enter.",
    "Case does not matter, and any unique beginning of a command's name works too (`pil 3`).",
    "An empty line says the card turned again.",
)


def solitaire_markdown() -> str:
    return SOLITAIRE.markdown("Commands of `shared-table solitaire`", INTRO)


if __name__ == "__main__":  # pragma: no cover
    sys.stdout.write(solitaire_markdown())
