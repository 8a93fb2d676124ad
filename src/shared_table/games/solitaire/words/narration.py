"""Five Crowns Solitaire in sentences made for listening: the important words first, one short
sentence for each thing that happens, and a survey of eleven piles that is quick to hear. Every
sentence is a catalog message (locales/<code>/solitaire.ftl), rendered with the player's `Words`;
cards and wild ranks are said in Five Crowns' own words.

    Card: the nine of diamonds. 26 cards in the stock.
    Nine of diamonds to pile 3; king of clubs discarded. Pile 3 closes. 5 of 11 closed.
    Pile 6: eights wild, 14 points.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from shared_table.core.errors import InvalidInput
from shared_table.core.game import Event
from shared_table.core.message import Msg, msg
from shared_table.core.words import Words
from shared_table.games.fivecrowns.rules.cards import Card, card_msg, ranks_msg
from shared_table.games.fivecrowns.rules.solver import arrange
from shared_table.games.fivecrowns.words.hand_listing import hand_lines, ordered_hand
from shared_table.games.fivecrowns.words.saying_cards import arrangement_words, card_words
from shared_table.games.solitaire.rules.state import (
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

VERBOSITIES = ("brief", "normal", "full")


def card_said(card: Card, words: Words) -> str:
    """A card's name in Five Crowns' words: "eight of hearts", "joker"."""
    return card_words(card, words)


def wild_said(wild_rank: int, words: Words) -> str:
    """A wild rank as a plural in Five Crowns' words: "eights"."""
    return words.say(ranks_msg(wild_rank))


def piles_msg(numbers: Sequence[int]) -> Msg:
    """"pile 3", "piles 1, 4 and 9"."""
    return msg("sol-piles", count=len(numbers), numbers=tuple(str(number) for number in numbers))


def still_open_msg(numbers: Sequence[int]) -> Msg:
    """"pile 3 still open", "piles 3 and 5 still open"."""
    return msg("sol-still-open", count=len(numbers), numbers=tuple(str(number) for number in numbers))


def pile_summary(pile: PileView, words: Words) -> str:
    """"Pile 6: eights wild, 14 points." or "Pile 1: closed." (a colon, not a comma, after the
    pile's number: "pile 6, eights" is heard as six eights)."""
    if pile.closed:
        return words("sol-pile-closed", pile=pile.number)
    points = pile_points(pile.cards, pile.wild_rank)
    return words("sol-pile-summary", pile=pile.number, wild=wild_said(pile.wild_rank, words), points=points)


def piles_lines(view: SolitaireView, words: Words) -> list[str]:
    """Every open pile in one short line each, then which are closed."""
    lines = [words("sol-piles-open", open=len(view.open_piles), total=PILES)]
    lines += [pile_summary(pile, words) for pile in view.open_piles]
    closed = [pile.number for pile in view.piles if pile.closed]
    if closed:
        lines.append(words("sol-piles-closed-list", piles=piles_msg(closed)))
    return lines


def pile_order(pile: PileView) -> list[Card]:
    """The pile's cards in listing order: the numbers `play N CARD` accepts."""
    return ordered_hand(pile.cards, pile.wild_rank)


def pile_lines(pile: PileView, turned: Card | None, words: Words) -> list[str]:
    """A pile's cards, numbered as `play` takes them, and its best arrangement."""
    header = words("sol-pile-header-closed" if pile.closed else "sol-pile-header", pile=pile.number,
                   wild=wild_said(pile.wild_rank, words))
    lines = hand_lines(pile_order(pile), pile.wild_rank, header=header, words=words)  # a group a line when long
    if pile.closed:
        return lines
    return lines + arrangement_words(arrange(pile.cards, pile.wild_rank), pile.wild_rank, words)  # a meld a line


def turn_line(view: SolitaireView, words: Words) -> str:
    """"Card: the nine of diamonds. 26 cards in the stock." (the card to play, and what is left)."""
    if view.turned is None:
        return words("sol-no-card", new=words("table-cmd-new"))
    if view.stock_left == 0:
        return words("sol-card-last", card=card_said(view.turned, words))
    return words("sol-card", card=card_said(view.turned, words), left=view.stock_left)


def stock_line(view: SolitaireView, words: Words) -> str:
    if view.stock_left:
        return words("sol-stock", left=view.stock_left, discarded=len(view.discards))
    return words("sol-stock-empty", discarded=len(view.discards))


def event_lines(events: Iterable[SolitaireEvent], words: Words) -> list[str]:
    """What happened, in order, one short sentence each."""
    lines: list[str] = []
    for event in events:
        match event:
            case PilesDealt(stock_size=stock):
                lines.append(words("sol-dealt", stock=stock))
            case PileClosed(pile=number, at_deal=True):
                lines.append(words("sol-out-as-dealt", pile=number))
            case PileClosed(pile=number, closed=closed):
                lines.append(words("sol-closes", pile=number, closed=closed, total=PILES))
            case CardPlayed(pile=number, card=card, discard=discard) if card == discard:
                # The card as its parts, not words said already: a sentence may decline it ("le six de pique").
                lines.append(words("sol-passed", card=card_msg(card)))
            case CardPlayed(pile=number, card=card, discard=discard):
                lines.append(words("sol-played", card=card_msg(card), pile=number, discard=card_msg(discard)))
            case CardTurned():
                pass  # said by `turn_line`, with the stock, once the player is to play
            case GameWon(cards_used=used):
                lines.append(words("sol-won", total=PILES, used=used))
            case GameLost(closed=closed, open_piles=still_open):
                lines.append(words("sol-lost", closed=closed, total=PILES, open=still_open_msg(still_open)))
    return lines


class SolitaireNarrator:
    """The solitaire's words for the table (core.game.Narrator). brief: what closes and how the
    game ends; normal: also where each card went; full: also the pile played into, after each move."""

    def __init__(self, words: Words) -> None:
        self.words = words
        self.verbosity = "normal"

    def set_verbosity(self, level: str) -> None:
        if level not in VERBOSITIES:
            choices = [self.words(key) if self.words.has(key := f"table-cmd-verbosity-choice-{choice}") else choice
                       for choice in VERBOSITIES]
            raise InvalidInput(msg("sol-verbosity-unknown", given=level, choices=self.words.list(choices, "or")))
        self.verbosity = level

    def settings(self) -> dict[str, str]:
        """The verbosity, kept for the next game and saved with this one."""
        return {"verbosity": self.verbosity}

    def restore(self, settings: Mapping[str, str]) -> None:
        """Take back the verbosity `settings` says; one not known is left alone."""
        if settings.get("verbosity") in VERBOSITIES:
            self.verbosity = settings["verbosity"]

    def narrate(self, events: Sequence[Event], view: SolitaireView | None) -> list[str]:
        said = [event for event in events if isinstance(event, SolitaireEvent)]
        if self.verbosity == "brief":
            said = [event for event in said if not isinstance(event, CardPlayed) or event.card == event.discard]
        lines = event_lines(said, self.words)
        if self.verbosity == "full" and view is not None:
            played = [event.pile for event in said if isinstance(event, CardPlayed) and event.card != event.discard]
            lines += [pile_summary(view.pile(number), self.words) for number in played]
        return lines

    def turn(self, view: SolitaireView) -> list[str]:
        return [turn_line(view, self.words) if view.turned is not None else _end_line(view, self.words)]

    def your_turn(self, view: SolitaireView, just_said: Sequence[str] = ()) -> list[str]:
        if view.turned is not None:
            return [turn_line(view, self.words)]
        return [self.words("sol-after", new=self.words("table-cmd-new"), quit=self.words("table-cmd-quit"))]

    def resumed(self, view: SolitaireView, game_name: str) -> str:
        if view.is_over:
            return self.words("sol-resumed-over", game=game_name, closed=view.closed_count, total=PILES)
        return self.words("sol-resumed", game=game_name, closed=view.closed_count, total=PILES, left=view.stock_left)

    def standing(self, view: SolitaireView) -> list[str]:
        return [self.words("sol-standing", open=len(view.open_piles), total=PILES)]

    def taken_back(self, view: SolitaireView) -> str:
        assert view.turned is not None  # a move was taken back, so a card is turned again
        return self.words("sol-taken-back", card=card_msg(view.turned))


def _end_line(view: SolitaireView, words: Words) -> str:
    """How the game ended, for an empty line once it is over."""
    if view.won:
        return words("sol-end-won", total=PILES)
    still = [pile.number for pile in view.open_piles]
    return words("sol-end-lost", closed=view.closed_count, total=PILES, open=still_open_msg(still))
