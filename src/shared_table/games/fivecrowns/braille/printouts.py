"""What Five Crowns' braille printouts say: the hand summary and the score sheet, in print, then in braille.

Everything is lower case: the braille deck's labels are (7st, qsp), and a capital sign before
every name and label would only lengthen the lines. Cards are written as the deck labels them,
so the printout and the cards in the hand read the same.

    round 5 wild sevens          the round, and its wild rank in words (7s is one letter from 7st)
    hand 8 cards
    9st jst                      one line per suit, as the hand is held: suit by suit, rank by rank
    8h qh
    5c 6c 7c
    wild 7h joker                wild cards and jokers last, as the console lists them
    run 5c 6c 7c                 the best arrangement: runs, books,
    book qh qd joker
    left 8h 9st jst              the cards left over
    37 points                    and what they cost
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from shared_table.braille.brf import WIDTH, Block, Document, Table, check_format, name_words, render, table_width
from shared_table.braille.tables import BrailleError, check_table
from shared_table.core.message import Arg, msg
from shared_table.core.words import Words
from shared_table.games.fivecrowns.rules.cards import HIGHEST_RANK, LOWEST_RANK, Card, ranks_msg
from shared_table.games.fivecrowns.rules.solver import arrange
from shared_table.games.fivecrowns.rules.view import SeatView
from shared_table.games.fivecrowns.words.hand_listing import ordered_hand

if TYPE_CHECKING:
    from shared_table.games.fivecrowns.rules.state import FiveCrownsState

ROUNDS = HIGHEST_RANK - LOWEST_RANK + 1  # 11: threes wild in round 1 up to kings in round 11


def _label(card: Card) -> str:
    return card.short.lower()


def _said(words: Words, message_id: str, **args: Arg) -> tuple[str, ...]:
    """A message as printout words: lower case, one word apart from the next."""
    return tuple(words(message_id, **args).lower().split())


def hand_document(cards: Sequence[Card], wild_rank: int, *, words: Words) -> Document:
    """The hand summary in print: round and wild rank, the hand by suit, the best arrangement."""
    if not LOWEST_RANK <= wild_rank <= HIGHEST_RANK:
        raise BrailleError(msg("fc-brl-no-wild-rank", rank=str(wild_rank)))
    round_number = wild_rank - LOWEST_RANK + 1
    blocks: list[Block] = [
        _said(words, "fc-brl-round", round=str(round_number), ranks=ranks_msg(wild_rank)),
        _said(words, "fc-brl-hand", n=len(cards)),
    ]
    wild = _said(words, "fc-brl-wild")
    groups: dict[str, list[str]] = {}
    for card in ordered_hand(cards, wild_rank):
        key = "wild" if card.is_wild(wild_rank) or card.suit is None else card.suit.short
        groups.setdefault(key, []).append(_label(card))
    blocks.extend((*wild, *labels) if key == "wild" else tuple(labels) for key, labels in groups.items())
    arrangement = arrange(cards, wild_rank)
    blocks.extend((*_said(words, f"fc-brl-{meld.kind.value}"), *map(_label, meld.cards)) for meld in arrangement.melds)
    left = _said(words, "fc-brl-left")
    blocks.append((*left, *map(_label, arrangement.unmelded)) if arrangement.unmelded else (*left, *_said(words, "fc-brl-none")))
    blocks.append(_said(words, "fc-brl-points", n=arrangement.points))
    return Document(" ".join(_said(words, "fc-brl-hand-title")), tuple(blocks))


def _checked_rounds(players: Sequence[str], round_points: Sequence[Sequence[int]]) -> list[tuple[int, ...]]:
    if not players:
        raise BrailleError(msg("fc-brl-no-players"))
    if len(round_points) > ROUNDS:
        raise BrailleError(msg("fc-brl-too-many-rounds", rounds=len(round_points), most=ROUNDS))
    rounds = []
    for number, points in enumerate(round_points, start=1):
        row = tuple(points)
        if len(row) != len(players):
            raise BrailleError(msg("fc-brl-scores-per-player", round=number, scores=len(row), players=len(players)))
        for score in row:
            if isinstance(score, bool) or not isinstance(score, int) or score < 0:
                raise BrailleError(msg("fc-brl-bad-score", round=number, score=repr(score)))
        rounds.append(row)
    return rounds


def _winner_line(names: Sequence[tuple[str, ...]], totals: Sequence[int], words: Words) -> tuple[str, ...]:
    best = min(totals)
    winners = [" ".join(names[seat]) for seat, total in enumerate(totals) if total == best]
    return _said(words, "fc-brl-winners", names=words.list(winners), n=len(winners), points=str(best))


def score_document(
    players: Sequence[str], round_points: Sequence[Sequence[int]], table: str = "ueb", width: int = WIDTH, *, words: Words
) -> Document:
    """The score sheet in print: a row per round and a column per player when that fits the
    line, otherwise a line per player; totals either way, and the winner once the game is over.

    `round_points[r][p]` is player p's points in round r + 1 (rounds scored so far, in order)."""
    names = [name_words(name) for name in players]
    rounds = _checked_rounds(players, round_points)
    totals = [sum(row[seat] for row in rounds) for seat in range(len(players))]
    over = len(rounds) == ROUNDS
    if over:
        blocks: list[Block] = [_said(words, "fc-brl-final")]
    elif rounds:
        blocks = [_said(words, "fc-brl-scores-after", round=str(len(rounds)))]
    else:
        blocks = [_said(words, "fc-brl-no-rounds")]
    total = " ".join(_said(words, "fc-brl-total"))
    grid = Table((
        (" ".join(_said(words, "fc-brl-round-column")), *(str(seat) for seat in range(1, len(players) + 1))),
        *((str(number), *map(str, row)) for number, row in enumerate(rounds, start=1)),
        (total, *map(str, totals)),
    ))
    if table_width(grid.rows, check_table(table)) <= width:
        # The key first: the columns are headed by the players' numbers, names being too wide.
        blocks.extend((f"{seat}:", *name) for seat, name in enumerate(names, start=1))
        blocks.append(grid)
    else:
        blocks.append(_said(words, "fc-brl-by-player"))
        for name, seat in zip(names, range(len(players)), strict=True):
            blocks.append((*name[:-1], name[-1] + ":", *(str(row[seat]) for row in rounds), *total.split(), str(totals[seat])))
    if over:
        blocks.append(_winner_line(names, totals, words))
    return Document(" ".join(_said(words, "fc-brl-scores-title")), tuple(blocks))


def hand_printout(cards: Sequence[Card], wild_rank: int, table: str = "ueb", fmt: str = "unicode", *, words: Words) -> str:
    """The hand summary in braille: Unicode braille lines, or a BRF file's text for an embosser."""
    key = check_table(table)
    return render(hand_document(cards, wild_rank, words=words), key, check_format(fmt))


def score_sheet(
    players: Sequence[str], round_points: Sequence[Sequence[int]], table: str = "ueb", fmt: str = "unicode", *, words: Words
) -> str:
    """The score sheet in braille, for a finished game or one in progress (fewer rounds).

    `players` in seating order; `round_points[r][p]` is player p's points in round r + 1."""
    key = check_table(table)
    return render(score_document(players, round_points, key, words=words), key, check_format(fmt))


def round_points_of(game: FiveCrownsState | SeatView) -> list[list[int]]:
    """The engine keeps points seat by seat; the sheet wants them round by round."""
    by_seat = game.round_points
    rounds = len(by_seat[0]) if by_seat else 0
    return [[seat_points[r] for seat_points in by_seat] for r in range(rounds)]


def score_sheet_of(game: FiveCrownsState | SeatView, table: str = "ueb", fmt: str = "unicode", *, words: Words) -> str:
    """The score sheet of a game being played or over, from the engine's state or a seat's view."""
    players = game.players if isinstance(game, SeatView) else game.settings.players
    return score_sheet(players, round_points_of(game), table, fmt, words=words)


def hand_printout_of(view: SeatView, table: str = "ueb", fmt: str = "unicode", *, words: Words) -> str:
    """A seat's hand in braille, with the round's wild rank."""
    return hand_printout(view.hand, view.wild_rank, table, fmt, words=words)
