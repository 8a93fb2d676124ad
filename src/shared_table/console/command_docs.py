"""docs/commands.md, generated from the command registry: `python -m shared_table.console.command_docs`."""

from __future__ import annotations

import sys

from shared_table.console.commands import COMMANDS

INTRO = (
    "Generated from the command registry (`src/shared_table/console/commands.py`) by",
    "`python -m shared_table.console.command_docs > docs/commands.md`; a test checks it is current.",
    "",
    "Type a command and press Enter. Case does not matter, and any unique beginning of a",
    "command's name works too (`dis 3`). An empty line says whose turn it is and what you can do.",
    "A card is named by its number in your hand listing (`3`), its short name (`9h`, `10st`,",
    "`Qsp`, `joker`), its long name (`nine of hearts`), or any shortening that fits one card only.",
    "A suit (`sp`, `hearts`) names the cards of that suit you hold: the one card, or the choices,",
    "each said before its number (\"ten of spades, number 3; or king of spades, number 4\").",
    "A misspelt name (`nien of spades`) is answered with the card it was probably meant to be.",
    "",
    "Help says each command in words, for listening: \"print hand, or print scores\",",
    "\"history, optionally a number\", and its other names after \"Also\".",
)


def commands_markdown() -> str:
    return COMMANDS.markdown("Commands of `shared-table play`", INTRO)


if __name__ == "__main__":  # pragma: no cover
    sys.stdout.write(commands_markdown())
