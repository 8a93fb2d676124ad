"""docs/commands.md, generated from every registered game's commands, one section per game:
`python -m shared_table.console.command_docs > docs/commands.md`."""

from __future__ import annotations

import sys

from shared_table.games import all_games
from shared_table.i18n.languages import ENGLISH
from shared_table.i18n.words import words_for
from shared_table.sessions.common_commands import registry_for

INTRO = (
    "Generated from the command registries (each game's own commands in `src/shared_table/games/*/words/commands.py`,",
    "the ones every game has in `src/shared_table/sessions/common_commands.py`) by",
    "`python -m shared_table.console.command_docs > docs/commands.md`; a test checks it is current.",
    "",
    "Type a command and press Enter. Case does not matter, and any unique beginning of a",
    "command's name works too (`dis 3`). An empty line says whose turn it is and what you can do.",
    "A word or letter means the same in every game: `h` is always hand, `hn` always hint, `p` always",
    "print, `q` always quit. After a game is over, its questions, history, braille, print and replay",
    "still answer; `new` deals the next game with the same players.",
    "",
    "Help says each command in words, for listening: \"print hand, or print scores\",",
    "\"history, optionally a number\", and its other names after \"Also\".",
)


def commands_markdown() -> str:
    parts = ["# Commands of `shared-table play`", "", *INTRO, ""]
    for game in all_games():
        title = f"{game.title}: `shared-table play --game {game.name}`"
        parts.append(registry_for(game, words_for(ENGLISH.code, game.catalogs)).markdown(title, depth=2))
    return "\n".join(parts)


if __name__ == "__main__":  # pragma: no cover
    sys.stdout.write(commands_markdown())
