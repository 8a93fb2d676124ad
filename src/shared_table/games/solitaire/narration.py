"""Five Crowns Solitaire in sentences made for listening: the important words first, one short
sentence for each thing that happens, and a survey of eleven piles that is quick to hear.

    Card: the nine of diamonds. 26 cards in the stock.
    Nine of diamonds to pile 3; king of clubs discarded. Pile 3 closes! 5 of 11 closed.
    Pile 6: eights wild, 14 points.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from shared_table.core.errors import InvalidInput
from shared_table.core.game import Event
from shared_table.games.fivecrowns.card_words import arrangement_words, card_words, join_words
from shared_table.games.fivecrowns.cards import Card, rank_plural
from shared_table.games.fivecrowns.hand_listing import hand_words, ordered_hand
from shared_table.games.fivecrowns.solver import arrange
from shared_table.games.solitaire.state import (
    PILES,
    CardPlayed,
    CardTurned,
    GameLost,
    GameWon,
    PileClosed,
    PilesDealt,
    PileView,
    SolitaireEvent,
    SolitaireView,
    pile_points,
)


def _cards(count: int) -> str:
    return f"{count} card" if count == 1 else f"{count} cards"


def _piles(numbers: Sequence[int]) -> str:
    return ("pile " if len(numbers) == 1 else "piles ") + join_words([str(number) for number in numbers])


def pile_summary(pile: PileView) -> str:
    """"Pile 6: eights wild, 14 points." or "Pile 1: closed." (a colon, not a comma, after the
    pile's number: "pile 6, eights" is heard as six eights)."""
    if pile.closed:
        return f"Pile {pile.number}: closed."
    points = pile_points(pile.cards, pile.wild_rank)
    return f"Pile {pile.number}: {rank_plural(pile.wild_rank)} wild, {points} point{'s' if points != 1 else ''}."


def piles_lines(view: SolitaireView) -> list[str]:
    """Every open pile in one short line each, then which are closed."""
    lines = [f"{len(view.open_piles)} of {PILES} piles open."]
    lines += [pile_summary(pile) for pile in view.open_piles]
    closed = [pile.number for pile in view.piles if pile.closed]
    if closed:
        lines.append(f"Closed: {_piles(closed)}.")
    return lines


def pile_order(pile: PileView) -> list[Card]:
    """The pile's cards in listing order: the numbers `play N CARD` accepts."""
    return ordered_hand(pile.cards, pile.wild_rank)


def pile_lines(pile: PileView, turned: Card | None) -> list[str]:
    """A pile's cards, numbered as `play` takes them, and its best arrangement."""
    header = f"Pile {pile.number}: {rank_plural(pile.wild_rank)} wild" + (", closed" if pile.closed else "")
    lines = [hand_words(pile_order(pile), pile.wild_rank, header=header)]
    if pile.closed:
        return lines
    lines.append(" ".join(arrangement_words(arrange(pile.cards, pile.wild_rank), pile.wild_rank)))
    return lines


def turn_line(view: SolitaireView) -> str:
    """"Card: the nine of diamonds. 26 cards in the stock." (the card to play, and what is left)."""
    if view.turned is None:
        return "No card: the game is over. Type new for another game."
    if view.stock_left == 0:
        return f"Card: the {card_words(view.turned)}, the last card."
    return f"Card: the {card_words(view.turned)}. {_cards(view.stock_left)} in the stock."


def stock_line(view: SolitaireView) -> str:
    left = f"{_cards(view.stock_left)} in the stock" if view.stock_left else "The stock is empty"
    return f"{left}, and {len(view.discards)} discarded."


def event_lines(events: Iterable[SolitaireEvent]) -> list[str]:
    """What happened, in order, one short sentence each."""
    lines: list[str] = []
    for event in events:
        match event:
            case PilesDealt(stock_size=stock):
                lines.append(f"Eleven piles dealt, 3 to 13 cards; {stock} cards in the stock.")
            case PileClosed(pile=number, at_deal=True):
                lines.append(f"Pile {number} is out as dealt: closed.")
            case PileClosed(pile=number, closed=closed):
                lines.append(f"Pile {number} closes! {closed} of {PILES} closed.")
            case CardPlayed(pile=number, card=card, discard=discard) if card == discard:
                lines.append(f"You pass: the {card_words(card)} is discarded.")
            case CardPlayed(pile=number, card=card, discard=discard):
                lines.append(f"The {card_words(card)} goes into pile {number}; the {card_words(discard)} comes out, discarded.")
            case CardTurned():
                pass  # said by `turn_line`, with the stock, once the player is to play
            case GameWon(cards_used=used):
                lines.append(f"You win! All {PILES} piles closed, using {_cards(used)} of the stock.")
            case GameLost(closed=closed, open_piles=still_open):
                lines.append(f"The stock is out. Game over: {closed} of {PILES} piles closed; {_piles(still_open)} still open.")
    return lines


class SolitaireNarrator:
    """The solitaire's words for the table (core.game.Narrator). brief: what closes and how the
    game ends; normal: also where each card went; full: also the pile played into, after each move."""

    def __init__(self) -> None:
        self.verbosity = "normal"

    def set_verbosity(self, level: str) -> None:
        if level not in VERBOSITIES:
            raise InvalidInput(f'No verbosity "{level}": choose brief, normal or full.')
        self.verbosity = level

    def narrate(self, events: Sequence[Event], view: SolitaireView | None) -> list[str]:
        said = [event for event in events if isinstance(event, SolitaireEvent)]
        if self.verbosity == "brief":
            said = [event for event in said if not isinstance(event, CardPlayed) or event.card == event.discard]
        lines = event_lines(said)
        if self.verbosity == "full" and view is not None:
            played = [event.pile for event in said if isinstance(event, CardPlayed) and event.card != event.discard]
            lines += [pile_summary(view.pile(number)) for number in played]
        return lines

    def turn(self, view: SolitaireView) -> str:
        return turn_line(view) if view.turned is not None else _end_line(view)

    def your_turn(self, view: SolitaireView, just_said: Sequence[str] = ()) -> list[str]:
        return [turn_line(view)] if view.turned is not None else ["Type new for another game, or quit."]

    def resumed(self, view: SolitaireView, game_name: str) -> str:
        text = f"Resumed {game_name}: {view.closed_count} of {PILES} piles closed"
        if view.is_over:
            return f"{text}, and it is over."
        return f"{text}, {_cards(view.stock_left)} in the stock."

    def standing(self, view: SolitaireView) -> str:
        return f"{len(view.open_piles)} of {PILES} piles open: type piles to hear them."

    def taken_back(self, view: SolitaireView) -> str:
        assert view.turned is not None  # a move was taken back, so a card is turned again
        return f"Taken back: the {card_words(view.turned)} is the card turned again, and the piles are as they were."


VERBOSITIES = ("brief", "normal", "full")


def _end_line(view: SolitaireView) -> str:
    """How the game ended, for an empty line once it is over."""
    if view.won:
        return f"You won: all {PILES} piles closed."
    still = [pile.number for pile in view.open_piles]
    return f"Game over: {view.closed_count} of {PILES} piles closed; {_piles(still)} still open."
