"""The Five Crowns narrator: engine events and one seat's view, as short sentences.

Each event becomes at most one line, important words first ("Bob discards the nine of
hearts."). The seat the narrator speaks to is "you". Nothing here prints: the console,
speech and braille take these lines and present them.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import cast

from shared_table.core.errors import InvalidInput
from shared_table.core.game import Event
from shared_table.core.message import Arg, Msg, msg
from shared_table.core.words import Words
from shared_table.games.fivecrowns.rules import events as ev
from shared_table.games.fivecrowns.rules.cards import Card, full_deck
from shared_table.games.fivecrowns.rules.melds import Meld
from shared_table.games.fivecrowns.rules.state import MAX_PLAYERS_ONE_SET, ROUNDS
from shared_table.games.fivecrowns.rules.view import SeatView
from shared_table.games.fivecrowns.words.hand_listing import HandOrder, hand_lines, ordered_hand, spoken_card_msg, wild_sentence
from shared_table.games.fivecrowns.words.saying_cards import capital, left_over_lines, meld_words


class Verbosity(StrEnum):
    """brief: what others discard and take, and your turn. normal: also their draws and melds.
    full: also your hand on every turn and the stock size."""

    BRIEF = "brief"
    NORMAL = "normal"
    FULL = "full"


@dataclass
class Narrator:
    """Speaks to `seat` at a table of `names`, in `words`. `wild_rank` follows the rounds as they start."""

    seat: int
    names: tuple[str, ...]
    words: Words
    verbosity: Verbosity = Verbosity.NORMAL
    order: HandOrder = HandOrder.SUIT
    wild_rank: int = 3
    left_over: dict[int, tuple[Card, ...]] = field(default_factory=dict, repr=False)
    """The cards each seat was left with when it laid down this round, for `round`."""
    stock: int | None = None
    """Cards in the stock, followed from the events (None before a round is seen to start)."""
    picked: dict[int, list[Card]] = field(default_factory=dict, repr=False)
    """What each seat has taken from the discard pile this round, in order, for `picks`: a sighted
    player sees who collects what; a listener asks."""

    def set_verbosity(self, level: str) -> None:
        """brief, normal or full; InvalidInput naming them for anything else."""
        try:
            self.verbosity = Verbosity(level)
        except ValueError:
            choices = [self._verbosity_word(choice) for choice in Verbosity]
            raise InvalidInput(msg("fc-no-verbosity", given=level, choices=self.words.list(choices, "or"))) from None

    def settings(self) -> dict[str, str]:
        """The verbosity and the hand's order, kept for the next game and saved with this one."""
        return {"verbosity": str(self.verbosity), "sort": str(self.order)}

    def restore(self, settings: Mapping[str, str]) -> None:
        """Take back what `settings` says of verbosity and order; anything not known is left alone."""
        with contextlib.suppress(ValueError):
            self.verbosity = Verbosity(settings.get("verbosity", self.verbosity))
        with contextlib.suppress(ValueError):
            self.order = HandOrder(settings.get("sort", self.order))

    def _verbosity_word(self, level: str) -> str:
        key = f"table-cmd-verbosity-choice-{level}"
        return self.words(key) if self.words.has(key) else level

    def standing(self, view: SeatView) -> list[str]:
        """What a person coming to this seat hears first: their hand as it is now."""
        return self.hand(view)

    def taken_back(self, view: SeatView) -> str:
        """Five Crowns takes no move back (other players have seen it); said for completeness."""
        return self.words("fc-taken-back")

    # ------------------------------------------------------------------ words for people

    def _say(self, message_id: str, seat: int | None = None, **args: Arg) -> str:
        """A message, with `who` ("you" or "other") and `name` for `seat` when one is given."""
        if seat is not None:
            args |= {"who": "you" if seat == self.seat else "other", "name": self.names[seat]}
        return self.words(message_id, **args)

    def name(self, seat: int, start: bool = False) -> str:
        """A player's name, or "you" for the seat spoken to."""
        if seat == self.seat:
            return capital(self.words("fc-you")) if start else self.words("fc-you")
        return self.names[seat]

    def _card(self, card: Card) -> Msg:
        return spoken_card_msg(card, self.wild_rank)

    def _list_scores(self, scores: Sequence[int], seats: Iterable[int] | None = None) -> str:
        """"Ann 12, you 15, Bob 20": lowest (leading) first, seat order on ties."""
        if seats is None:
            seats = sorted(range(len(scores)), key=lambda seat: (scores[seat], seat))
        return ", ".join(self.words("fc-score", name=self.name(seat), points=scores[seat]) for seat in seats)

    def _melds(self, melds: Iterable[Meld]) -> list[str]:
        """Each meld a line of its own: a line of several melds is too long to follow by ear."""
        return [meld_words(meld, self.wild_rank, self.words) for meld in melds]

    # ------------------------------------------------------------------ events

    def narrate(self, events: Iterable[Event], view: SeatView | None = None) -> list[str]:
        """One line per event worth saying at this verbosity; `view` is the seat's view after them."""
        lines = []
        for event in events:
            lines += self.event_lines(cast(ev.FiveCrownsEvent, event.seen_by(self.seat)), view)
        return lines

    def event_line(self, event: ev.FiveCrownsEvent, view: SeatView | None = None) -> str:
        """The lines of one event as one ("" when this verbosity skips it)."""
        return " ".join(self.event_lines(event, view))

    def event_lines(self, event: ev.FiveCrownsEvent, view: SeatView | None = None) -> list[str]:
        """The lines for one event as this seat knows it (none when this verbosity skips it): one
        sentence, or a few short ones (a round's end: who is left with what, then each meld)."""
        match event:
            case ev.Dealt() if event.seat == self.seat:
                return hand_lines(event.cards, self.wild_rank, self.order, words=self.words)
            case ev.RoundStarted() if event.round_number == 1:
                names = self.words.list([self.name(seat) for seat in range(len(self.names))])
                return [self.words("fc-at-the-table", names=names), self._event_sentence(event, view)]
            case ev.WentOut() if self.verbosity is not Verbosity.BRIEF:
                return [self._say("fc-goes-out", event.seat, card=self._card(event.card)), *self._melds(event.melds)]
            case ev.LaidDown():
                return self._laid_down(event)
            case ev.RoundScored() if event.round_number > 1:
                scores = self.words("fc-round-scores", round=event.round_number, scores=self._list_scores(event.points))
                return [scores, self.words("fc-round-totals", totals=self._list_scores(event.totals))]
        line = self._event_sentence(event, view)
        return [line] if line else []

    def _event_sentence(self, event: ev.FiveCrownsEvent, view: SeatView | None) -> str:
        """The one sentence of an event ("" when this verbosity skips it)."""
        brief = self.verbosity is Verbosity.BRIEF
        if isinstance(event, ev.DrewFromStock) and self.stock is not None:
            self.stock -= 1
        match event:
            case ev.RoundStarted():
                self.wild_rank = event.wild_rank
                self.left_over, self.picked = {}, {}
                sets = 1 if len(self.names) <= MAX_PLAYERS_ONE_SET else 2
                self.stock = len(full_deck(sets)) - len(self.names) * event.cards_dealt - 1
                # The number of cards is a count ("Eleven cards each"), never the rank ("Jack cards each").
                cards = self.words("fc-cards-each", n=event.cards_dealt)
                text = self._say("fc-round-started", event.dealer, round=event.round_number, cards=cards, wild=self._wild())
                if self.verbosity is Verbosity.FULL:
                    text += " " + self._say("fc-round-started-full", event.first_player)
                return text
            case ev.Dealt():
                return ""  # another seat's deal is not said; this seat's is, a group a line (event_lines)
            case ev.DiscardTurnedUp():
                return self.words("fc-top-discard", card=self._card(event.card))
            case ev.StockReshuffled():
                self.stock = event.stock_size
                return self.words("fc-stock-reshuffled", n=event.stock_size)
            case ev.DrewFromStock() if event.card is not None:
                return self.words("fc-you-draw", card=self._card(event.card), position=self._position(event.card, view))
            case ev.DrewFromStock():
                return "" if brief else self._say("fc-draws", event.seat)
            case ev.TookDiscard():
                self.picked.setdefault(event.seat, []).append(event.card)
                if self.stock == 0 and event.seat != self.seat and self.verbosity is Verbosity.FULL:
                    # Why a player may take a card and throw it straight back: it was the only card to take.
                    return self._say("fc-takes-only-card", event.seat, card=self._card(event.card))
                position = self._position(event.card, view) if event.seat == self.seat else 0
                return self._say("fc-takes", event.seat, card=self._card(event.card), position=position)
            case ev.Discarded():
                return self._say("fc-discards", event.seat, card=self._card(event.card))
            case ev.WentOut():
                return self._say("fc-goes-out", event.seat, card=self._card(event.card))
            case ev.LastTurnsBegin() if view is not None and view.my_turn and event.order[0] == self.seat:
                # "Your last turn." follows at once: said once, with only who plays after.
                others = tuple(self.name(seat) for seat in event.order[1:])
                return self.words("fc-last-turns-after-you", names=others, count=len(others)) if others else ""
            case ev.LastTurnsBegin():
                if len(event.order) > 1:
                    return self.words("fc-last-turns", names=tuple(self.name(seat) for seat in event.order))
                return self._say("fc-last-turn", event.order[0])
            case ev.RoundScored():
                return self.words("fc-round-scores", round=event.round_number, scores=self._list_scores(event.points))
            case ev.GameOver():
                return self.game_over(event.winners, event.totals)
        return ""

    def _wild(self, wild_rank: int | None = None) -> str:
        return wild_sentence(self.wild_rank if wild_rank is None else wild_rank, self.words)

    def _position(self, card: Card, view: SeatView | None) -> int:
        """Where a card just drawn now sits in the hand listing (", number 7"); 0 when not known."""
        if view is None or view.seat != self.seat or card not in view.hand:
            return 0
        return ordered_hand(view.hand, self.wild_rank, self.order).index(card) + 1

    def _laid_down(self, event: ev.LaidDown) -> list[str]:
        """"Ann lays down 2 melds, and is left with 12 points.", each meld, what is left over."""
        self.left_over[event.seat] = event.unmelded
        if self.verbosity is Verbosity.BRIEF:
            return [self._say("fc-left-with", event.seat, points=event.points)]
        lines = [self._say("fc-lays-down", event.seat, melds=len(event.melds), points=event.points), *self._melds(event.melds)]
        if event.unmelded:
            lines += left_over_lines(event.unmelded, self.words)
        return lines

    def game_over(self, winners: Sequence[int], totals: Sequence[int]) -> str:
        """"Game over. Ann wins with 98 points. You 120, Bob 130." (the game's last line)."""
        points = totals[winners[0]]
        if len(winners) == 1:
            who = "you" if winners[0] == self.seat else "other"
            text = self.words("fc-game-over", who=who, name=capital(self.names[winners[0]]), points=points)
        else:
            names = capital(self.words.list([self.name(seat) for seat in winners]))
            text = self.words("fc-game-over-tie", names=names, points=points)
        others = [seat for seat in sorted(range(len(totals)), key=lambda s: (totals[s], s)) if seat not in winners]
        if others:
            scores = self._list_scores(totals, others)
            text += " " + self.words("fc-game-over-others", scores=capital(scores) if others[0] == self.seat else scores)
        return text

    # ------------------------------------------------------------------ state, on request

    def hand(self, view: SeatView) -> list[str]:
        """The hand: one line, or a group a line when it is long (`hand_lines`)."""
        return hand_lines(view.hand, view.wild_rank, self.order, words=self.words)

    def top(self, view: SeatView) -> str:
        stock = self.words("fc-stock", n=view.stock_size)
        if view.discard_top is None:
            return f"{self.words('fc-discard-empty')} {stock}"
        return f"{self.words('fc-top-discard', card=spoken_card_msg(view.discard_top, view.wild_rank))} {stock}"

    def wild(self, view: SeatView) -> str:
        return self.words("fc-wild-info", wild=self._wild(view.wild_rank), round=view.round_number, rounds=ROUNDS)

    def scores(self, view: SeatView) -> list[str]:
        """The totals, the last round's points (after round 1 they are the totals: not said twice)
        and this round's so far: a line each, short at a table of many."""
        rounds = len(view.round_points[0]) if view.round_points else 0
        if rounds == 0:
            lines = [self.words("fc-no-scores")]
        else:
            last = [points[-1] for points in view.round_points]
            lines = [self.words("fc-totals-after", rounds=rounds, all=ROUNDS, scores=self._list_scores(view.totals))]
            if rounds > 1:
                lines.append(self.words("fc-round-points", round=rounds, scores=self._list_scores(last)))
        laid = [(seat, points) for seat, points in enumerate(view.this_round) if points is not None]
        if laid and not view.is_over:
            so_far = ", ".join(self.words("fc-score", name=self.name(seat), points=points) for seat, points in laid)
            lines.append(self.words("fc-so-far", scores=so_far))
        return lines

    def round(self, view: SeatView) -> list[str]:
        """The round, its dealer, who went out, what each seat laid down and was left with, and
        how many cards the others still hold (a seat that has laid down holds none, but is not done
        with nothing: its left-over cards are said instead). A line each, short to hear."""
        opening = [
            self.words("fc-round-of", round=view.round_number, rounds=ROUNDS),
            self.words("fc-cards-each", n=view.wild_rank),
            self._wild(view.wild_rank),
            self._say("fc-dealt", view.dealer),
        ]
        lines = [" ".join(opening)]
        if view.went_out is not None:
            lines.append(self._say("fc-went-out", view.went_out))
            laid = [seat for seat, points in enumerate(view.this_round) if points is not None and seat != view.went_out]
            lines += [line for seat in laid for line in self._left_with(view, seat)]
            if view.last_turns:
                lines.append(self.words("fc-last-to-play", names=tuple(self.name(seat) for seat in view.last_turns)))
        held = [
            self.words("fc-score", name=self.name(seat), points=size) for seat, size in enumerate(view.hand_sizes)
            if seat != self.seat and view.this_round[seat] is None and seat != view.went_out
        ]
        if held:
            lines.append(self.words("fc-cards-held", held=", ".join(held)))
        return lines

    def _left_with(self, view: SeatView, seat: int) -> list[str]:
        """"Bob laid down 2 melds and is left with 25 points.", then "Left over: king of clubs and
        queen of hearts." on a line of its own."""
        melds = sum(1 for owner, _ in view.table if owner == seat)
        cards = self.left_over.get(seat, ())
        line = self._say("fc-laid-and-left", seat, melds=melds, points=view.this_round[seat] or 0)
        return [line, *left_over_lines(cards, self.words)]

    def resumed(self, view: SeatView, game_name: str) -> str:
        """"Resumed game 3: round 7 of 11, your turn, you have drawn."."""
        where: dict[str, Arg] = {"game": game_name, "round": view.round_number, "rounds": ROUNDS}
        if view.is_over:
            return self.words("fc-resumed-over", **where)
        wild = self._wild(view.wild_rank)  # a listener coming back needs the round's wild rank before anything else
        if view.my_turn:
            return f'{self.words("fc-resumed-mine", **where, last=self._last(view), drawn="yes" if view.has_drawn else "no")} {wild}'
        return f'{self.words("fc-resumed-other", **where, name=self.names[view.current])} {wild}'

    @staticmethod
    def _last(view: SeatView) -> str:
        return "yes" if view.went_out is not None else "no"

    def turn(self, view: SeatView) -> list[str]:
        """Whose turn it is and what is expected now."""
        return [self._turn(view)]

    def _turn(self, view: SeatView) -> str:
        if view.is_over:
            return self.game_over(view.winners, view.totals)
        if not view.my_turn:
            return self.words("fc-their-turn", name=self.names[view.current])
        last = self._last(view)
        if view.has_drawn:
            return self.words("fc-turn-discard", last=last)
        if view.discard_top is None:
            return self.words("fc-turn-draw", last=last)
        top = spoken_card_msg(view.discard_top, view.wild_rank)
        if view.stock_size == 0:
            return self.words("fc-turn-take", last=last, card=top)
        return self.words("fc-turn-draw-or-take", last=last, card=top)

    def your_turn(self, view: SeatView, just_said: Sequence[str] = ()) -> list[str]:
        """What is said when the turn comes back to the player (full verbosity adds the hand).
        The top discard is not said twice when `just_said` ends with it."""
        if not view.my_turn:
            return []
        last = self.words("fc-your-turn", last=self._last(view))
        lines = []
        top = self.words("fc-top-discard", card=spoken_card_msg(view.discard_top, view.wild_rank)) if view.discard_top else ""
        if view.has_drawn:
            lines.append(self.words("fc-now-discard"))
        elif top and just_said and just_said[-1] == top:
            lines.append(last)
        elif top:
            lines.append(f"{last} {top}")
        else:
            lines.append(f"{last} {self.words('fc-discard-empty')}")
        # Full says the hand every turn, but not again right after the deal has just said it.
        hand = self.hand(view)
        if self.verbosity is Verbosity.FULL and hand[-1] not in just_said[-2:]:
            lines += hand
        return lines

    def picks(self, seat: int | None = None) -> list[str]:
        """What each player (or only `seat`) has taken from the discard pile this round, in order."""
        seats = range(len(self.names)) if seat is None else [seat]
        lines = [
            self._say("fc-picks", each, cards=tuple(self._card(card) for card in self.picked[each]))
            for each in seats if self.picked.get(each)
        ]
        if lines:
            return lines
        return [self.words("fc-picks-none") if seat is None else self._say("fc-picks-nothing", seat)]

    def melds(self, view: SeatView) -> list[str]:
        """What each seat has laid down this round: whose, then each meld a line."""
        if not view.table:
            return [self.words("fc-no-melds")]
        by_seat: dict[int, list[Meld]] = {}
        for seat, meld in view.table:
            by_seat.setdefault(seat, []).append(meld)
        lines = [self.words("fc-laid-this-round")]
        for seat, melds in by_seat.items():
            lines += [self._say("fc-seat-melds", seat, melds=len(melds)), *self._melds(melds)]
        return lines
