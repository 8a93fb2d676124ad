"""Who sits where, who plays them, and the seed: everything needed to deal the same game again.

The same value starts a game, is saved as the game's first row, and (next) is sent to the other
devices at a table. It is JSON, and anything that does not decode is refused with a message
naming what was wrong.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from shared_table.core.errors import InvalidInput
from shared_table.core.game import Game


@dataclass(frozen=True, slots=True)
class GameSetup:
    """The players' names by seat; the seat at the keyboard first; each seat's computer level
    ("" for a person); the seed every card and every computer player's choice comes from."""

    players: tuple[str, ...]
    human_seat: int
    levels: tuple[str, ...]  # by seat; "" for a person
    seed: int
    options: tuple[str, ...] = ()  # the game's options turned on, like "short" (Game.options)

    @property
    def people(self) -> tuple[int, ...]:
        """The seats taken by people, in seat order."""
        return tuple(seat for seat, level in enumerate(self.levels) if not level)

    def encode(self) -> dict[str, Any]:
        value = {"players": list(self.players), "human_seat": self.human_seat, "levels": list(self.levels), "seed": self.seed}
        return {**value, "options": list(self.options)} if self.options else value

    def with_seed(self, seed: int) -> GameSetup:
        """The same table, dealt from another seed (the next game of an evening)."""
        return GameSetup(self.players, self.human_seat, self.levels, seed, self.options)

    @classmethod
    def decode(cls, value: object) -> GameSetup:
        if not isinstance(value, Mapping):
            raise InvalidInput(f"not a saved table: {value!r}")
        players, seat, levels, seed = value.get("players"), value.get("human_seat"), value.get("levels"), value.get("seed")
        if not (isinstance(players, list) and players and all(isinstance(name, str) for name in players)):
            raise InvalidInput(f"saved players are not a list of names: {players!r}")
        if not (isinstance(levels, list) and len(levels) == len(players) and all(isinstance(level, str) for level in levels)):
            raise InvalidInput(f"saved bot levels do not match the players: {levels!r}")
        if not (_whole(seat) and _whole(seed)) or not (isinstance(seat, int) and 0 <= seat < len(players)):
            raise InvalidInput(f"saved seat {seat!r} or seed {seed!r} is not valid")
        if levels[seat] != "" or not isinstance(seed, int):
            raise InvalidInput(f"saved seat {seat!r} is a computer player's, not a person's")
        options = value.get("options", [])
        if not (isinstance(options, list) and all(isinstance(option, str) for option in options)):
            raise InvalidInput(f"saved options are not a list of names: {options!r}")
        return cls(tuple(players), seat, tuple(levels), seed, tuple(options))

    def check_for(self, game: Game) -> GameSetup:
        """This setup, if `game` can seat it: its number of players, and each computer level one of its own."""
        fewest, most = game.players
        if not fewest <= len(self.players) <= most:
            raise InvalidInput(f"{len(self.players)} players at a game of {game.title}, which takes {seats_words(game)}")
        for level in self.levels:
            if level:
                check_level(game, level)
        known = {option.name for option in game.options}
        for option in self.options:
            if option not in known:
                raise InvalidInput(f"--{option} is not an option of {game.title}")
        return self


def check_level(game: Game, level: str) -> str:
    """A computer player's level of this game, by name (case does not matter); else an error naming the levels."""
    key = level.strip().lower()
    if key not in game.bot_levels:
        raise InvalidInput(f'no bot level "{level}": levels are {", ".join(game.bot_levels)}')
    return key


def seats_words(game: Game) -> str:
    """"2 to 14 players", "1 player"."""
    fewest, most = game.players
    return f"{fewest} to {most} players" if fewest < most else f"{fewest} player" + ("s" if fewest > 1 else "")


def _whole(value: object) -> bool:
    """A whole number, and not a bool (which Python counts as one)."""
    return isinstance(value, int) and not isinstance(value, bool)
