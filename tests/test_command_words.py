"""One command word per meaning in each language, across all games (issue 31): a player who has
learnt Five Crowns' word for scores types it in Skip-Bo too. A few English names are shared by
commands that ask about different things (a solitaire's piles are not Skip-Bo's building piles);
those may differ, and are listed here with why."""

from __future__ import annotations

import pytest

from shared_table.games import all_games
from shared_table.i18n.languages import LANGUAGES
from shared_table.i18n.words import words_for
from shared_table.sessions.common_commands import registry_for

DIFFERENT_THINGS = {
    "piles": "the solitaire's eleven piles, Skip-Bo's building piles",
    "stock": "the solitaire's draw pile, a Skip-Bo player's own stock pile",
    "discards": "the solitaire's dead cards, a Skip-Bo player's four discard piles",
}


@pytest.mark.parametrize("code", [language.code for language in LANGUAGES])
def test_a_command_has_one_word_in_every_game(code: str) -> None:
    names: dict[str, dict[str, str]] = {}
    for game in all_games():
        registry = registry_for(game, words_for(code, game.catalogs))
        for command in registry:
            names.setdefault(command.name, {})[game.name] = registry.name_of(command)
    differing = {name: by_game for name, by_game in names.items() if len(set(by_game.values())) > 1 and name not in DIFFERENT_THINGS}
    assert not differing, f"{code}: a meaning with more than one word: {differing}"
