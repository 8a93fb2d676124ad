"""Words for tests: a game's English catalogs, as a player with an English locale gets them."""

from shared_table.core.game import Game
from shared_table.i18n.words import Words, words_for


def english_words(game: Game) -> Words:
    return words_for("en", game.catalogs)
