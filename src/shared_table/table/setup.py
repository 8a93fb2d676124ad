"""Who sits where, who plays them, and the seed: everything needed to deal the same game again.

The same value starts a game, is saved as the game's first row, and (next) is sent to the other
devices at a table. It is JSON, and anything that does not decode is refused with a message
naming what was wrong.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from shared_table.core.errors import InvalidInput
from shared_table.core.game import Game, GameInfo
from shared_table.core.message import Msg, msg

if TYPE_CHECKING:
    from shared_table.i18n.words import Words


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
            raise InvalidInput(msg("save-setup-not-a-table", value=repr(value)))
        players, seat, levels, seed = value.get("players"), value.get("human_seat"), value.get("levels"), value.get("seed")
        if not (isinstance(players, list) and players and all(isinstance(name, str) for name in players)):
            raise InvalidInput(msg("save-setup-players", value=repr(players)))
        if not (isinstance(levels, list) and len(levels) == len(players) and all(isinstance(level, str) for level in levels)):
            raise InvalidInput(msg("save-setup-levels", value=repr(levels)))
        if not (_whole(seat) and _whole(seed)) or not (isinstance(seat, int) and 0 <= seat < len(players)):
            raise InvalidInput(msg("save-setup-seat-or-seed", seat=repr(seat), seed=repr(seed)))
        if levels[seat] != "" or not isinstance(seed, int):
            raise InvalidInput(msg("save-setup-seat-is-a-bot", seat=repr(seat)))
        options = value.get("options", [])
        if not (isinstance(options, list) and all(isinstance(option, str) for option in options)):
            raise InvalidInput(msg("save-setup-options", value=repr(options)))
        return cls(tuple(players), seat, tuple(levels), seed, tuple(options))

    def check_for(self, game: Game) -> GameSetup:
        """This setup, if `game` can seat it: its number of players, and each computer level one of its own."""
        fewest, most = game.players
        if not fewest <= len(self.players) <= most:
            raise InvalidInput(msg("table-setup-players", count=len(self.players), game=msg(f"{game.name}-title"), seats=seats_msg(game)))
        for level in self.levels:
            if level:
                check_level(game, level)
        known = {option.name for option in game.options}
        for option in self.options:
            if option not in known:
                raise InvalidInput(msg("table-setup-option", option=f"--{option}", game=msg(f"{game.name}-title")))
        return self


def check_level(game: Game, level: str) -> str:
    """A computer player's level of this game, by name (case does not matter); else an error naming the levels."""
    key = level.strip().lower()
    if key not in game.bot_levels:
        raise InvalidInput(msg("table-no-level", given=level, levels=", ".join(game.bot_levels)))
    return key


def seats_msg(game: Game | GameInfo) -> Msg:
    """How many players the game seats: "2 to 14 players", "1 player"."""
    fewest, most = game.players
    return msg("table-seats-range", fewest=fewest, most=most) if fewest < most else msg("table-seats-exactly", count=fewest)


def seats_words(game: Game | GameInfo, words: Words | None = None) -> str:
    """`seats_msg` in words (English by default)."""
    if words is None:
        from shared_table.i18n.words import english

        words = english()
    return words.say(seats_msg(game))


def _whole(value: object) -> bool:
    """A whole number, and not a bool (which Python counts as one)."""
    return isinstance(value, int) and not isinstance(value, bool)
