"""Who sits where at a new table, from what a person asked for (--players, --bots, --humans,
--name): the people first (seat 0 deals first), computer players after, with names of their own."""

from __future__ import annotations

import random
from collections.abc import Sequence

from shared_table.core.errors import InvalidInput
from shared_table.core.game import Game
from shared_table.core.message import msg
from shared_table.core.safe_text import check_name, check_name_among
from shared_table.games import default_game
from shared_table.table.setup import GameSetup, check_level, seats_msg

BOT_NAMES = ("Ann", "Bob", "Cleo", "Dev", "Eve", "Finn", "Gus", "Hana", "Ivo", "Jade", "Kai", "Lea", "Max", "Nia")
DEFAULT_PLAYERS = 3


def seat_levels(players: int | None, bots: str | None, people: int = 1, game: Game | None = None) -> list[str]:
    """The bot level of each computer seat, from --players and --bots (`people` seats are taken)."""
    game = game or default_game()
    fewest, most = game.players
    levels = [level.strip().lower() for level in bots.split(",")] if bots else []
    if any(not level for level in levels):
        raise InvalidInput(msg("table-bots-empty-level", given=str(bots)))
    default = max(fewest, min(DEFAULT_PLAYERS, most), people)
    count = players if players is not None else (len(levels) + people if levels else default)
    if not fewest <= count <= most:
        given = msg("table-given-players", count=count) if players is not None else (
            msg("table-given-humans-and-bots", count=count) if levels else msg("table-given-humans", count=count))
        if players is None and levels and people == 1:
            given = msg("table-given-bots", count=len(levels))
        raise InvalidInput(msg("table-too-many-or-few", given=given, game=msg(f"{game.name}-title"), seats=seats_msg(game)))
    if count < people:
        raise InvalidInput(msg("table-no-seat-for-people", count=count, people=people))
    if len(levels) > count - people:
        raise InvalidInput(msg("table-too-many-levels", levels=len(levels), seats=count - people))
    if count > people and not levels:
        levels = [game.default_level]
    levels += [levels[-1]] * (count - people - len(levels)) if levels else []
    return [check_level(game, level) for level in levels]


def make_setup(
    players: int | None = None, bots: str | None = None, name: str = "Player", seed: int | None = None,
    humans: str | None = None, game: Game | None = None, options: Sequence[str] = (),
) -> GameSetup:
    """Who sits where and who plays them: the people first (seat 0 deals first), bots after.
    Without a seed, one is drawn, so that the game can be saved and dealt again."""
    people: list[str] = []
    for person in humans.split(",") if humans else []:  # each unlike the ones before: the table must tell them apart
        people.append(check_name_among(person, people, "--humans"))
    people = people or [check_name(name, "--name")]
    if any(not person for person in people):
        raise InvalidInput(msg("table-name-empty"))
    if players is None and humans and len(people) > 1:
        players = len(people) + (len(bots.split(",")) if bots else 0)
    levels = seat_levels(players, bots, len(people), game)
    taken = {person.lower() for person in people}
    others = [bot for bot in BOT_NAMES if bot.lower() not in taken][: len(levels)]
    seed = seed if seed is not None else random.SystemRandom().randrange(2**63)
    chosen = game or default_game()
    return GameSetup((*people, *others), 0, ("",) * len(people) + tuple(levels), seed, tuple(options)).check_for(chosen)
