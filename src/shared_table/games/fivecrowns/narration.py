"""The Five Crowns narrator: engine events and one seat's view, as short sentences.

Each event becomes at most one line, important words first ("Bob discards the nine of
hearts."). The seat the narrator speaks to is "you". Nothing here prints: the console,
speech and braille take these lines and present them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import cast

from shared_table.core.errors import InvalidInput
from shared_table.core.game import Event
from shared_table.games.fivecrowns import events as ev
from shared_table.games.fivecrowns.card_words import count_words, join_words, meld_words
from shared_table.games.fivecrowns.cards import Card, full_deck
from shared_table.games.fivecrowns.hand_listing import HandOrder, hand_words, ordered_hand, spoken_card, wild_sentence
from shared_table.games.fivecrowns.melds import Meld
from shared_table.games.fivecrowns.state import MAX_PLAYERS_ONE_SET, ROUNDS
from shared_table.games.fivecrowns.view import SeatView


class Verbosity(StrEnum):
    """brief: what others discard and take, and your turn. normal: also their draws and melds.
    full: also your hand on every turn and the stock size."""

    BRIEF = "brief"
    NORMAL = "normal"
    FULL = "full"


def _points(n: int) -> str:
    return f"{n} point" if n == 1 else f"{n} points"


@dataclass
class Narrator:
    """Speaks to `seat` at a table of `names`. `wild_rank` follows the rounds as they start."""

    seat: int
    names: tuple[str, ...]
    verbosity: Verbosity = Verbosity.NORMAL
    order: HandOrder = HandOrder.SUIT
    wild_rank: int = 3
    left_over: dict[int, tuple[Card, ...]] = field(default_factory=dict, repr=False)
    """The cards each seat was left with when it laid down this round, for `round`."""
    stock: int | None = None
    """Cards in the stock, followed from the events (None before a round is seen to start)."""

    def set_verbosity(self, level: str) -> None:
        """brief, normal or full; InvalidInput naming them for anything else."""
        try:
            self.verbosity = Verbosity(level)
        except ValueError:
            raise InvalidInput(f'No verbosity "{level}": choose brief, normal or full.') from None

    def standing(self, view: SeatView) -> str:
        """What a person coming to this seat hears first: their hand as it is now."""
        return self.hand(view)

    def taken_back(self, view: SeatView) -> str:
        """Five Crowns takes no move back (other players have seen it); said for completeness."""
        return "Taken back."

    # ------------------------------------------------------------------ words for people

    def name(self, seat: int, start: bool = False) -> str:
        """A player's name, or "you" for the seat spoken to."""
        if seat == self.seat:
            return "You" if start else "you"
        return self.names[seat]

    def _verb(self, seat: int, verb: str) -> str:
        """"You draw" / "Bob draws"."""
        if seat == self.seat:
            return f"You {verb}"
        ending = "es" if verb.endswith(("s", "sh", "ch", "x", "o")) else "s"
        return f"{self.names[seat]} {verb}{ending}"

    def _list_scores(self, scores: Sequence[int]) -> str:
        """"Ann 12, you 15, Bob 20": lowest (leading) first, seat order on ties."""
        seats = sorted(range(len(scores)), key=lambda seat: (scores[seat], seat))
        return ", ".join(f"{self.name(seat)} {scores[seat]}" for seat in seats)

    def _melds(self, melds: Iterable[Meld]) -> str:
        return " ".join(meld_words(meld, self.wild_rank) for meld in melds)

    # ------------------------------------------------------------------ events

    def narrate(self, events: Iterable[Event], view: SeatView | None = None) -> list[str]:
        """One line per event worth saying at this verbosity; `view` is the seat's view after them."""
        lines = []
        for event in events:
            line = self.event_line(cast(ev.FiveCrownsEvent, event.seen_by(self.seat)), view)
            if line:
                lines.append(line)
        return lines

    def event_line(self, event: ev.FiveCrownsEvent, view: SeatView | None = None) -> str:
        """The sentence for one event as this seat knows it ("" when this verbosity skips it)."""
        brief = self.verbosity is Verbosity.BRIEF
        if isinstance(event, ev.DrewFromStock) and self.stock is not None:
            self.stock -= 1
        match event:
            case ev.RoundStarted():
                self.wild_rank = event.wild_rank
                self.left_over = {}
                sets = 1 if len(self.names) <= MAX_PLAYERS_ONE_SET else 2
                self.stock = len(full_deck(sets)) - len(self.names) * event.cards_dealt - 1
                # The number of cards is a count ("Eleven cards each"), never the rank ("Jack cards each").
                text = f"Round {event.round_number}. {count_words(event.cards_dealt).capitalize()} cards each. "
                text += f"{wild_sentence(event.wild_rank)} {self._verb(event.dealer, 'deal')}."
                if self.verbosity is Verbosity.FULL:
                    text += f" Jokers are wild too. {self.name(event.first_player, start=True)} first."
                return text
            case ev.Dealt() if event.seat == self.seat:
                return hand_words(event.cards, self.wild_rank, self.order)
            case ev.Dealt():
                return ""
            case ev.DiscardTurnedUp():
                return f"Top of the discard pile: {spoken_card(event.card, self.wild_rank)}."
            case ev.StockReshuffled():
                self.stock = event.stock_size
                return f"The stock ran out: the discards were shuffled into a new stock of {event.stock_size} cards."
            case ev.DrewFromStock() if event.card is not None:
                return f"You draw {spoken_card(event.card, self.wild_rank)}{self._position(event.card, view)}."
            case ev.DrewFromStock():
                return "" if brief else f"{self._verb(event.seat, 'draw')} from the stock."
            case ev.TookDiscard():
                position = self._position(event.card, view) if event.seat == self.seat else ""
                text = f"{self._verb(event.seat, 'take')} {spoken_card(event.card, self.wild_rank)}{position}"
                if self.stock == 0 and event.seat != self.seat and self.verbosity is Verbosity.FULL:
                    # Why a player may take a card and throw it straight back: it was the only card to take.
                    return f"{text}: the stock is empty, so the top discard is the only card to take."
                return f"{text}."
            case ev.Discarded():
                return f"{self._verb(event.seat, 'discard')} {spoken_card(event.card, self.wild_rank)}."
            case ev.WentOut():
                text = f"{self._verb(event.seat, 'go')} out, discarding {spoken_card(event.card, self.wild_rank)}."
                return text if brief else f"{text} {self._melds(event.melds)}"
            case ev.LastTurnsBegin():
                order = [self.name(seat) for seat in event.order]
                have = "have" if event.order[0] == self.seat else "has"
                who = "Everyone else has" if len(order) > 1 else f"{self.name(event.order[0], start=True)} {have}"
                return f"{who} one last turn: {join_words(order)}." if len(order) > 1 else f"{who} one last turn."
            case ev.LaidDown():
                return self._laid_down(event)
            case ev.RoundScored():
                text = f"Round {event.round_number} scores: {self._list_scores(event.points)}."
                return text if event.round_number == 1 else f"{text} Totals: {self._list_scores(event.totals)}."
            case ev.GameOver():
                return self.game_over(event.winners, event.totals)
        return ""

    def _position(self, card: Card, view: SeatView | None) -> str:
        """", number 7": where a card just drawn now sits in the hand listing."""
        if view is None or view.seat != self.seat or card not in view.hand:
            return ""
        return f", number {ordered_hand(view.hand, self.wild_rank, self.order).index(card) + 1}"

    def _laid_down(self, event: ev.LaidDown) -> str:
        self.left_over[event.seat] = event.unmelded
        who = self.name(event.seat, start=True)
        verb = "are" if event.seat == self.seat else "is"
        text = f"{who} {verb} left with {_points(event.points)}."
        if self.verbosity is Verbosity.BRIEF:
            return text
        if event.melds:
            text += f" {self._verb(event.seat, 'lay')} down: {self._melds(event.melds)}"
        if event.unmelded:
            text += f" Left over: {join_words([card.long for card in event.unmelded])}."
        return text

    def game_over(self, winners: Sequence[int], totals: Sequence[int]) -> str:
        """"Game over. Ann wins with 98 points. You 120, Bob 130." (the game's last line)."""
        names = join_words([self.name(seat) for seat in winners])
        names = names[0].upper() + names[1:]
        if len(winners) == 1:
            verb = "win" if winners[0] == self.seat else "wins"
            text = f"Game over. {names} {verb} with {_points(totals[winners[0]])}."
        else:
            text = f"Game over. {names} win with {_points(totals[winners[0]])} each."
        others = [seat for seat in sorted(range(len(totals)), key=lambda s: (totals[s], s)) if seat not in winners]
        if others:
            text += " " + ", ".join(f"{self.name(seat)} {totals[seat]}" for seat in others) + "."
            text = text.replace(". you ", ". You ", 1)
        return text

    # ------------------------------------------------------------------ state, on request

    def hand(self, view: SeatView) -> str:
        return hand_words(view.hand, view.wild_rank, self.order)

    def top(self, view: SeatView) -> str:
        stock = f"Stock: {view.stock_size} cards."
        if view.discard_top is None:
            return f"The discard pile is empty. {stock}"
        return f"Top of the discard pile: {spoken_card(view.discard_top, view.wild_rank)}. {stock}"

    def wild(self, view: SeatView) -> str:
        return f"{wild_sentence(view.wild_rank)} Jokers are always wild. Round {view.round_number} of {ROUNDS}."

    def scores(self, view: SeatView) -> str:
        rounds = len(view.round_points[0]) if view.round_points else 0
        if rounds == 0:
            text = "No round scored yet: everyone has 0."
        else:
            last = [points[-1] for points in view.round_points]
            text = f"Totals after {rounds} of {ROUNDS} rounds: {self._list_scores(view.totals)}. "
            text += f"Round {rounds}: {self._list_scores(last)}."
        laid = [(seat, points) for seat, points in enumerate(view.this_round) if points is not None]
        if laid and not view.is_over:
            text += " This round so far: " + ", ".join(f"{self.name(seat)} {points}" for seat, points in laid) + "."
        return text

    def round(self, view: SeatView) -> str:
        """The round, its dealer, who went out, what each seat laid down and was left with, and
        how many cards the others still hold (a seat that has laid down holds none, but is not done
        with nothing: its left-over cards are said instead)."""
        text = f"Round {view.round_number} of {ROUNDS}. {count_words(view.wild_rank).capitalize()} cards each. "
        text += f"{wild_sentence(view.wild_rank)} {self._verb(view.dealer, 'deal').replace('deals', 'dealt')}."
        text = text.replace("You deal.", "You dealt.")
        if view.went_out is not None:
            text += f" {self.name(view.went_out, start=True)} went out."
            laid = [seat for seat, points in enumerate(view.this_round) if points is not None and seat != view.went_out]
            text += "".join(" " + self._left_with(view, seat) for seat in laid)
            if view.last_turns:
                text += f" Last turns to play: {join_words([self.name(seat) for seat in view.last_turns])}."
        held = [
            f"{self.name(seat)} {size}" for seat, size in enumerate(view.hand_sizes)
            if seat != self.seat and view.this_round[seat] is None and seat != view.went_out
        ]
        return text + (f" Cards held: {', '.join(held)}." if held else "")

    def _left_with(self, view: SeatView, seat: int) -> str:
        """"Bob laid down 2 melds and is left with 25 points: king of clubs and queen of hearts."."""
        melds = sum(1 for owner, _ in view.table if owner == seat)
        points = view.this_round[seat] or 0
        verb = "are" if seat == self.seat else "is"
        laid = "nothing" if melds == 0 else ("one meld" if melds == 1 else f"{melds} melds")
        text = f"{self.name(seat, start=True)} laid down {laid} and {verb} left with {_points(points) if points else 'no points'}"
        cards = self.left_over.get(seat)
        return text + (f": {join_words([card.long for card in cards])}." if cards else ".")

    def resumed(self, view: SeatView, game_name: str) -> str:
        """"Resumed game 3: round 7 of 11, your turn, you have drawn."."""
        text = f"Resumed {game_name}: round {view.round_number} of {ROUNDS}"
        if view.is_over:
            return f"{text}, and it is over."
        if view.my_turn:
            last = "your last turn" if view.went_out is not None else "your turn"
            return f"{text}, {last}, you have {'drawn' if view.has_drawn else 'not drawn yet'}."
        return f"{text}, {self.names[view.current]}'s turn."

    def turn(self, view: SeatView) -> str:
        """Whose turn it is and what is expected now."""
        if view.is_over:
            return self.game_over(view.winners, view.totals)
        if not view.my_turn:
            return f"{self.names[view.current]}'s turn."
        last = "Your last turn" if view.went_out is not None else "Your turn"
        if view.has_drawn:
            return f"{last}: discard a card. Type discard and a card's number or name."
        if view.discard_top is None:
            return f"{last}: draw from the stock. Type draw."
        top = spoken_card(view.discard_top, view.wild_rank)
        if view.stock_size == 0:
            return f"{last}: the stock is empty, take {top}. Type take."
        return f"{last}: draw from the stock, or take {top}. Type draw or take."

    def your_turn(self, view: SeatView, just_said: Sequence[str] = ()) -> list[str]:
        """What is said when the turn comes back to the player (full verbosity adds the hand).
        The top discard is not said twice when `just_said` ends with it."""
        if not view.my_turn:
            return []
        last = "Your last turn" if view.went_out is not None else "Your turn"
        lines = []
        top = f"Top of the discard pile: {spoken_card(view.discard_top, view.wild_rank)}." if view.discard_top else ""
        if view.has_drawn:
            lines.append("Now discard a card.")
        elif top and just_said and just_said[-1] == top:
            lines.append(f"{last}.")
        elif top:
            lines.append(f"{last}. {top}")
        else:
            lines.append(f"{last}. The discard pile is empty.")
        # Full says the hand every turn, but not again right after the deal has just said it.
        if self.verbosity is Verbosity.FULL and self.hand(view) not in just_said[-2:]:
            lines.append(self.hand(view))
        return lines

    def melds(self, view: SeatView) -> str:
        if not view.table:
            return "Nothing laid down yet this round."
        by_seat: dict[int, list[Meld]] = {}
        for seat, meld in view.table:
            by_seat.setdefault(seat, []).append(meld)
        parts = [f"{self.name(seat, start=True)}: {self._melds(melds)}" for seat, melds in by_seat.items()]
        return "Laid down this round. " + " ".join(parts)
