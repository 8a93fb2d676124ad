"""Fuzzing the console: many random and malformed command lines (10,000 per run by default,
FUZZ_LINES for more), random card text among them. No traceback, every line answered with
sentences, and a rejected command leaves the game exactly as it was."""

from __future__ import annotations

import random
import string
import time

import pytest

from language import english_words
from shared_table.console.play import hosted, new_session
from shared_table.core.game import Game
from shared_table.games import all_games
from shared_table.games.fivecrowns.game import GAME as FIVE_CROWNS
from shared_table.games.fivecrowns.rules.cards import full_deck
from shared_table.sessions.common_commands import registry_for
from sizes import size

COMMANDS = registry_for(FIVE_CROWNS, english_words(FIVE_CROWNS))

LINES = size("FUZZ_LINES", 10000, 100000)
SORRY = "Sorry, something went wrong"


def _line(rng: random.Random) -> str:
    """A command, a command with junk, card text of every spelling, or plain noise."""
    cards = full_deck()
    card = rng.choice(cards)
    pieces = [
        rng.choice(COMMANDS.words_list()),
        rng.choice(["discard", "x", "d", "t", "sort", "verbosity", "hints", "history", "help", "quit", "no", "yes"]),
        rng.choice([card.short, card.long, card.symbol, card.short.upper(), card.long[: rng.randint(1, len(card.long))]]),
        str(rng.randint(-5, 20)),
        "".join(rng.choice(string.printable) for _ in range(rng.randint(0, 12))),
        "".join(chr(rng.randint(0x20, 0x2FFF)) for _ in range(rng.randint(1, 6))),
    ]
    return " ".join(rng.sample(pieces, rng.randint(1, 3)))


def test_random_lines_are_answered_and_rejections_change_nothing() -> None:
    rng = random.Random(1123)
    session = new_session(seed=17, bots="hard,easy")
    session.start()
    for _ in range(LINES):
        if session.done:
            session = new_session(seed=rng.randrange(10**6), bots="easy")
            session.start()
        line = _line(rng)
        before_log, before_view = len(hosted(session).state.log), session.view()
        said = session.handle(line)
        assert said and all(isinstance(text, str) and text.strip() for text in said), line
        assert not any(SORRY in text for text in said), (line, said)
        if len(hosted(session).state.log) == before_log:  # nothing happened: then nothing changed
            assert session.view() == before_view, line


HOSTILE_LINES = size("HOSTILE_LINES", 3000, 100000)
SUPERSCRIPTS = "⁰¹²³⁴⁵⁶⁷⁸⁹₀₁₂₃₄₅₆₇₈₉①②③٠١٢٣４５６"


def _hostile(rng: random.Random, words: list[str]) -> str:
    """A command word with numbers as people and attackers type them: Unicode digits, numbers of
    hundreds of digits, and now and then a line too long to use."""
    number = rng.choice([
        "".join(rng.choice(SUPERSCRIPTS) for _ in range(rng.randint(1, 3))),
        "9" * rng.randint(19, 900),
        str(rng.randint(-3, 30)),
        "".join(chr(rng.randint(0x20, 0x2FFF)) for _ in range(rng.randint(1, 4))),
    ])
    line = " ".join([rng.choice(words), *rng.sample([number, rng.choice(words), "to", "pile", number], rng.randint(1, 3))])
    return line if rng.random() > 0.01 else line * (1 + 1100 // max(len(line), 1))


@pytest.mark.parametrize("game", all_games(), ids=lambda game: game.name)
def test_numbers_and_long_lines_in_every_game_are_answered_in_sentences(game: Game) -> None:
    rng = random.Random(2611)
    words = registry_for(game, english_words(game)).words_list()
    session = new_session(seed=5, game=game, players=game.players[0])
    session.start()
    for _ in range(HOSTILE_LINES // len(all_games())):
        if session.done or hosted(session).state.is_over:
            session = new_session(seed=rng.randrange(10**6), game=game, players=game.players[0])
            session.start()
        line = _hostile(rng, words)
        start = time.perf_counter()
        said = session.handle(line)
        assert time.perf_counter() - start < 1, line[:60]
        assert said and all(isinstance(text, str) and text.strip() for text in said), line[:60]
        joined = " ".join(said)
        assert SORRY not in joined and "{???}" not in joined and len(joined) < 3000, (line[:60], joined[:300])
