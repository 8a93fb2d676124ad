"""Skip-Bo with coins in sentences made for listening: the important words first, one short line
for each thing that happens, and every coin said with who paid whom and how many.

    Ann plays a seven from stock on building pile 2. Ann's stock shows a nine; 12 cards left.
    You pay 4 coins as the four of building pile 1; they lie beside it.
    Bob pays Ann one coin for a seven from stock, onto building pile 3.
    Building pile 3 is complete and set aside; its 5 coins go back: you 2, Ann 2, Bob 1.
    Toll: 2 coins to go on. Type toll pay or toll skip.

Skip-Bo's cards are numbers, so a card is always said in words with its article ("a seven", "an
eight", "a Skip-Bo card"); digits are counts and positions, and a position follows its noun
("building pile 2"), so no digit is heard right before a card. Nor is a count said in words before
a card ("two sevens" is two cards or the two): a card held twice is said twice. No pronoun stands
for a player ("Ann plays a seven from stock", not "her stock"): the table knows no one's gender.
Another player's hand cards are never said. Nothing here prints.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from typing import cast

from shared_table.core.errors import InvalidInput
from shared_table.core.game import Event
from shared_table.games.skipbo import events as ev
from shared_table.games.skipbo.actions import DISCARD, STOCK, Buy, Discard, EndTurn, PayFor, PayToll, Play, SkipBoAction, SkipToll
from shared_table.games.skipbo.cards import NUMBER_WORDS, Card, coins_words
from shared_table.games.skipbo.state import MATCH_POINTS, PILES
from shared_table.games.skipbo.view import SkipBoView


class Verbosity(StrEnum):
    """brief: the moves, and your turn with your stock and hand. normal: also whose turn it is, where
    coins lie and what the building piles need. full: also others' draws, and the coins each turn."""

    BRIEF = "brief"
    NORMAL = "normal"
    FULL = "full"


# ---------------------------------------------------------------------- words


def a_number(number: int) -> str:
    """"a seven", "an eight", "an eleven"."""
    word = NUMBER_WORDS[number]
    return f"an {word}" if word[0] in "ae" else f"a {word}"


def a_card(card: Card) -> str:
    """"a seven", "an eight with a toll of one coin", "a Skip-Bo card"."""
    return "a Skip-Bo card" if card.wild else f"{'an' if card.words[0] in 'ae' else 'a'} {card.words}"


def card_name(card: Card) -> str:
    """"seven", "Skip-Bo card": what follows "the" or "your stock's"."""
    return "Skip-Bo card" if card.wild else card.words


def and_words(items: Sequence[str], last: str = "and") -> str:
    """"a", "a and b", "a, b and c" (or "a, b or c")."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + f" {last} " + items[-1]


def cards_said(count: int) -> str:
    return "one card" if count == 1 else f"{count} cards"


def lie_beside(coins: int, where: str) -> str:
    """"; they lie beside it." / "; the coin lies beside building pile 2."."""
    return f"; {'the coin lies' if coins == 1 else 'they lie'} beside {where}."


def hand_order(cards: Sequence[Card]) -> list[Card]:
    """Numbers up, Skip-Bo cards last: the order a hand is said in."""
    return sorted(cards, key=lambda card: (card.wild, card.number, card.toll))


def needed(view: SkipBoView, place: int) -> int:
    """The number building pile `place` takes next (1 for an empty place)."""
    pile = view.building[place - 1]
    return 1 if pile is None else pile.top + 1


class Voice:
    """Players as one seat hears them: "you" or "Ann"; "You play" or "Ann plays"; "your" or "Ann's"."""

    def __init__(self, seat: int, names: Sequence[str]) -> None:
        self.seat, self.names = seat, tuple(names)

    @classmethod
    def of(cls, view: SkipBoView) -> Voice:
        return cls(view.seat, [player.name for player in view.players])

    def name(self, seat: int, start: bool = False) -> str:
        return ("You" if start else "you") if seat == self.seat else self.names[seat]

    def verb(self, seat: int, verb: str) -> str:
        if seat == self.seat:
            return f"You {verb}"
        return f"{self.names[seat]} {'has' if verb == 'have' else verb + 's'}"

    def owner(self, seat: int, start: bool = False) -> str:
        return ("Your" if start else "your") if seat == self.seat else f"{self.names[seat]}'s"

    def ranked(self, seats: Sequence[int], values: Sequence[int], highest: bool) -> str:
        """"Ann 9, you 12, Bob 14": the best first, in seat order on ties."""
        order = sorted(seats, key=lambda seat: (-values[seat] if highest else values[seat], seat))
        return ", ".join(f"{self.name(seat)} {values[seat]}" for seat in order)


# ---------------------------------------------------------------------- what the commands say


def stock_sentence(view: SkipBoView, seat: int, voice: Voice) -> str:
    """"Your stock shows a nine; 15 cards left." or "Ann's stock is empty."."""
    player, owner = view.players[seat], voice.owner(seat, start=True)
    if player.stock_top is None:
        return f"{owner} stock is empty."
    return f"{owner} stock shows {a_card(player.stock_top)}; {cards_said(player.stock_left)} left."


def stock_line(view: SkipBoView) -> str:
    """Every stock pile's top and size, yours first, then the others in turn order."""
    voice, seats = Voice.of(view), len(view.players)
    return " ".join(stock_sentence(view, (view.seat + step) % seats, voice) for step in range(seats))


def hand_line(view: SkipBoView) -> str:
    """"Your hand, 5 cards: two, seven, seven, nine with a toll of 2 coins, Skip-Bo."."""
    if not view.hand:
        return "Your hand is empty."
    return f"Your hand, {cards_said(len(view.hand))}: {', '.join(card.words for card in hand_order(view.hand))}."


def piles_lines(view: SkipBoView) -> list[str]:
    """Each building pile: what it needs, what stands on top when it is not a plain card, and the
    coins beside it; then the empty places and the draw pile."""
    lines = []
    for place, pile in enumerate(view.building, start=1):
        if pile is not None:
            text, top = f"Building pile {place} needs {a_number(pile.top + 1)}", pile.cards[-1]
            if top is None or top.wild:
                text += f"; {'coins stand' if top is None else 'a Skip-Bo card stands'} for {a_number(pile.top)} on top"
            lines.append(text + (f"; {coins_words(pile.coins)} beside it." if pile.coins else "."))
    empty = [str(place) for place, pile in enumerate(view.building, start=1) if pile is None]
    if len(empty) == PILES:
        lines.append("No building pile yet: a one or a Skip-Bo card starts one.")
    elif empty:
        lines.append(f"Building pile {empty[0]} is empty." if len(empty) == 1 else f"Building piles {and_words(empty)} are empty.")
    lines.append(f"Draw pile: {cards_said(view.draw_left)}; {view.set_aside or 'none'} set aside.")
    return lines


def discards_line(view: SkipBoView, seat: int) -> str:
    """One player's discard piles, each top card first: the card that can be played."""
    piles, owner = view.players[seat].discards, Voice.of(view).owner(seat, start=True)
    if not any(piles):
        return f"{owner} discard piles are all empty."
    parts = [f"{owner} discard piles, top card first."]
    parts += [f"Pile {number}: {', '.join(card.words for card in reversed(pile))}." for number, pile in enumerate(piles, 1) if pile]
    empty = [str(number) for number, pile in enumerate(piles, 1) if not pile]
    if empty:
        parts.append(f"Pile {empty[0]} is empty." if len(empty) == 1 else f"Piles {and_words(empty)} are empty.")
    return " ".join(parts)


def coins_lines(view: SkipBoView) -> list[str]:
    """"You have 12 coins; Ann 10, Bob 14." and the coins beside each building pile."""
    voice = Voice.of(view)
    others = ", ".join(f"{voice.name(seat)} {player.coins}" for seat, player in enumerate(view.players) if seat != view.seat)
    beside = [f"Beside building pile {place}: {coins_words(pile.coins)}." for place, pile in enumerate(view.building, 1)
              if pile is not None and pile.coins]
    return [f"You have {coins_words(view.me.coins)}; {others}.", " ".join(beside) or "No coins beside the building piles."]


def scores_lines(view: SkipBoView) -> list[str]:
    """Stock cards left, fewest first; in a match, or once the game is over, the points too."""
    voice, seats = Voice.of(view), range(len(view.players))
    totals = [player.total for player in view.players]
    lines = [f"Stock cards left: {voice.ranked(seats, [player.stock_left for player in view.players], highest=False)}."]
    if view.match:
        lines.insert(0, f"Game {view.game_number} of the match. Totals, {MATCH_POINTS} to win: {voice.ranked(seats, totals, True)}.")
    elif view.is_over:
        lines.append(f"Points: {voice.ranked(seats, totals, highest=True)}.")
    return lines


def needs_line(view: SkipBoView) -> str:
    """"Needed: a three on pile 1, a one to start pile 2." and where your stock's card fits."""
    parts = [f"{a_number(pile.top + 1)} on pile {place}" for place, pile in enumerate(view.building, 1) if pile is not None]
    empty = [place for place, pile in enumerate(view.building, 1) if pile is None]
    text = "Needed: " + ", ".join(parts + [f"a one to start pile {place}" for place in empty[:1]]) + "."
    fits = sorted({str(action.to) for action in view.legal_actions if isinstance(action, Play) and action.source == STOCK})
    if fits and view.me.stock_top is not None:
        text += f" Your stock's {card_name(view.me.stock_top)} fits building pile {and_words(fits, 'or')}."
    return text


def toll_line(view: SkipBoView) -> str:
    """"Toll: 2 coins to go on. Type toll pay or toll skip." (only skip when the coins are short)."""
    text = f"Toll: {coins_words(view.toll_due)} to go on."
    if view.me.coins >= view.toll_due:
        return f"{text} Type toll pay or toll skip."
    return f"{text} You have {coins_words(view.me.coins)}: type toll skip."


def must_line(view: SkipBoView) -> str:
    """After coins stood in for a card, the next card must go on that pile."""
    return f"Now play {a_number(needed(view, view.must_play))} or a Skip-Bo card on building pile {view.must_play}."


def action_words(view: SkipBoView, action: SkipBoAction) -> str:
    """A move as advice to the seat, for the hint: "play your stock's seven onto building pile 2"."""
    match action:
        case Play(source=source, to=to, card=card, pile=pile):
            if source == STOCK and view.me.stock_top is not None:
                top, text = view.me.stock_top, f"play your stock's {card_name(view.me.stock_top)}"
            elif source == DISCARD:
                top = view.me.discards[pile - 1][-1]
                text = f"play the {card_name(top)} from your discard pile {pile}"
            else:
                assert card is not None
                top, text = card, f"play the {card_name(card)} from your hand"
            return f"{text} onto building pile {to}" + (f", as {a_number(needed(view, to))}" if top.wild else "")
        case PayFor(to=to):
            return f"pay {coins_words(needed(view, to))} as the {NUMBER_WORDS[needed(view, to)]} of building pile {to}"
        case Buy(owner=owner, source=source, to=to, pile=pile):
            them, owner_s = view.players[owner], Voice.of(view).owner(owner)
            if source == STOCK and them.stock_top is not None:
                top, text = them.stock_top, f"buy {owner_s} stock {card_name(them.stock_top)}"
            else:
                top = them.discards[pile - 1][-1]
                text = f"buy the {card_name(top)} on {owner_s} discard pile {pile}"
            return f"{text} for one coin, onto building pile {to}" + (f", as {a_number(needed(view, to))}" if top.wild else "")
        case Discard(card=card, pile=pile):
            return f"discard the {card_name(card)} onto your discard pile {pile}"
        case PayToll():
            return f"pay the toll of {coins_words(view.toll_due)}"
        case SkipToll():
            return "skip the toll, which ends your turn"
        case EndTurn():
            return "end your turn: your hand is empty and there is nothing to draw"
    raise ValueError(f"not a Skip-Bo move: {action!r}")


# ---------------------------------------------------------------------- the narrator


class SkipBoNarrator:
    """Speaks to `seat` at a table of `names`: events as lines, and the turn as it comes."""

    def __init__(self, seat: int, names: Sequence[str], verbosity: str = "normal") -> None:
        self.seat, self.names, self.voice = seat, tuple(names), Voice(seat, names)
        self.verbosity = Verbosity.NORMAL
        self.set_verbosity(verbosity)

    def set_verbosity(self, level: str) -> None:
        """brief, normal or full; InvalidInput naming them for anything else."""
        try:
            self.verbosity = Verbosity(level)
        except ValueError:
            raise InvalidInput(f'No verbosity "{level}": choose brief, normal or full.') from None

    def narrate(self, events: Sequence[Event], view: SkipBoView | None = None) -> list[str]:
        """One line per event worth saying; a move and what follows from it (the stock's next card,
        the coin that bought it) are one line. `view` is None when the game is retold."""
        seen = [cast(ev.SkipBoEvent, event.seen_by(self.seat)) for event in events]
        lines, at = [], 0
        while at < len(seen):
            line, used = self._line(seen, at, view)
            lines += [line] if line else []
            at += used
        return lines

    def _line(self, events: list[ev.SkipBoEvent], at: int, view: SkipBoView | None) -> tuple[str, int]:
        """The line for the event at `at` ("" for none), and how many events it says."""
        event, voice, brief = events[at], self.voice, self.verbosity is Verbosity.BRIEF
        after = events[at + 1] if at + 1 < len(events) else None
        then = events[at + 2] if at + 2 < len(events) else None
        match event:
            case ev.GameStarted():
                return self._started(event, view), 1
            case ev.TurnBegan() if isinstance(after, ev.Drew) and after.seat == event.seat:
                if event.seat == self.seat:
                    return f"Your turn. {self._drew(after, view)}", 2
                full = self.verbosity is Verbosity.FULL
                return ("" if brief else f"{self.names[event.seat]}'s turn." + (f" {self._drew(after, view)}" if full else "")), 2
            case ev.TurnBegan():
                return ("Your turn." if event.seat == self.seat else "" if brief else f"{self.names[event.seat]}'s turn."), 1
            case ev.Drew():
                return ("" if event.seat != self.seat and self.verbosity is not Verbosity.FULL else self._drew(event, view)), 1
            case ev.Reshuffled():
                return f"The draw pile ran out: the {event.count} cards set aside are shuffled into a new one.", 1
            case ev.Bought() if isinstance(after, ev.Played) and after.seat == event.seat:
                if after.source == STOCK and isinstance(then, ev.StockTurned) and then.seat == after.owner:
                    return f"{self._bought(event, after)} {self._turned(then)}", 3
                return self._bought(event, after), 2
            case ev.Bought():
                return f"{voice.verb(event.seat, 'pay')} {voice.name(event.owner)} one coin for a card.", 1
            case ev.Played() if event.source == STOCK and isinstance(after, ev.StockTurned) and after.seat == event.owner:
                return f"{self._played(event)} {self._turned(after)}", 2
            case ev.Played():
                return self._played(event), 1
            case ev.StockTurned():
                return self._turned(event), 1
            case ev.PaidFor():
                text = f"{voice.verb(event.seat, 'pay')} {coins_words(event.coins)} as the {NUMBER_WORDS[event.value]}"
                return f"{text} of building pile {event.to}" + ("." if brief else lie_beside(event.coins, "it")), 1
            case ev.TollDue() if isinstance(after, ev.TollPaid | ev.TollSkipped):
                return "", 1  # the next line says the toll, and what became of it
            case ev.TollDue() if event.seat == self.seat:
                live = view is not None and view.my_turn and view.toll_due == event.coins
                return (toll_line(view) if view is not None and live else f"Toll: {coins_words(event.coins)} to go on."), 1
            case ev.TollDue():
                return f"{voice.name(event.seat)} owes a toll of {coins_words(event.coins)} to go on.", 1
            case ev.TollPaid():
                text = f"{voice.verb(event.seat, 'pay')} the toll of {coins_words(event.coins)}"
                return text + ("." if brief else lie_beside(event.coins, f"building pile {event.to}")), 1
            case ev.TollSkipped():
                text = f"{voice.verb(event.seat, 'skip')} the toll of {coins_words(event.coins)}: {voice.owner(event.seat)} turn ends"
                return f"{text}, with no discard.", 2 if isinstance(after, ev.TurnEnded) and after.seat == event.seat else 1
            case ev.PileCompleted():
                return self._completed(event), 1
            case ev.HandEmptied() if isinstance(after, ev.Drew) and after.seat == event.seat:
                return f"{voice.verb(event.seat, 'have')} played every card in hand. {self._drew(after, view)}", 2
            case ev.HandEmptied():
                return f"{voice.verb(event.seat, 'have')} played every card in hand.", 1
            case ev.Discarded():
                mine = "your " if event.seat == self.seat else ""
                return f"{voice.verb(event.seat, 'discard')} {a_card(event.card)} on {mine}discard pile {event.pile}.", 1
            case ev.TurnEnded():
                why = "the toll was not paid" if event.why == "toll" else "no card is left to discard"
                return f"{voice.owner(event.seat, start=True)} turn ends: {why}.", 1
            case ev.GameWon():
                return self._game_won(event, match=isinstance(after, ev.MatchWon | ev.GameStarted)), 1
            case ev.MatchWon():
                return self._match_won(event.winners, event.totals), 1
        return "", 1

    def _started(self, event: ev.GameStarted, view: SkipBoView | None) -> str:
        first = "you play" if event.first == self.seat else f"{self.names[event.first]} plays"
        text = f"{event.stock} stock cards and {event.coins} coins each; {first} first."
        if event.number > 1:
            text = f"Game {event.number} of the match. {text}"
        elif view is not None and view.match:
            text = f"Game 1 of a match to {MATCH_POINTS} points. {text}"
        if self.verbosity is Verbosity.BRIEF:
            return text
        tops = [f"{'yours' if seat == self.seat else self.voice.owner(seat)} {a_card(card)}" for seat, card in enumerate(event.tops)]
        return f"{text} Stock tops: {', '.join(tops)}."

    def _drew(self, event: ev.Drew, view: SkipBoView | None) -> str:
        if event.seat != self.seat:
            return f"{self.names[event.seat]} draws {cards_said(event.count)}."
        if view is not None and view.my_turn and event.count > 1 and sorted(event.cards) == sorted(view.hand):
            return f"You draw {cards_said(event.count)}."  # the whole hand, said next in order with the stock
        return f"You draw {and_words([a_card(card) for card in event.cards])}."

    def _source(self, event: ev.Played, bought: bool = False) -> str:
        """" from your stock", " from discard pile 3" or "" (a hand card). A bought card's owner is
        named as the one paid, so their pile needs no name again."""
        if event.source not in (STOCK, DISCARD):
            return ""
        pile = "stock" if event.source == STOCK else f"discard pile {event.pile}"
        if event.owner == self.seat:
            return f" from your {pile}"
        return f" from {pile}" if event.owner == event.seat or bought else f" from {self.names[event.owner]}'s {pile}"

    def _played(self, event: ev.Played) -> str:
        as_value = f", as {a_number(event.value)}" if event.card.wild else ""
        return f"{self.voice.verb(event.seat, 'play')} {a_card(event.card)}{self._source(event)} on building pile {event.to}{as_value}."

    def _bought(self, bought: ev.Bought, played: ev.Played) -> str:
        as_value = f", as {a_number(played.value)}" if played.card.wild else ""
        return (f"{self.voice.verb(bought.seat, 'pay')} {self.voice.name(bought.owner)} one coin for {a_card(played.card)}"
                f"{self._source(played, bought=True)}, onto building pile {played.to}{as_value}.")

    def _turned(self, event: ev.StockTurned) -> str:
        owner = self.voice.owner(event.seat, start=True)
        if event.card is None:
            return f"{owner} stock is empty."
        left = "" if self.verbosity is Verbosity.BRIEF else f"; {cards_said(event.left)} left"
        return f"{owner} stock shows {a_card(event.card)}{left}."

    def _completed(self, event: ev.PileCompleted) -> str:
        """Its coins go back one at a time from the player who completed it, so they are said in that order."""
        text, seats = f"Building pile {event.to} is complete and set aside", len(event.coins_back)
        order = [(event.seat + step) % seats for step in range(seats)]
        given = [(seat, event.coins_back[seat]) for seat in order if event.coins_back[seat]]
        total = sum(coins for _, coins in given)
        if total <= 1:
            return f"{text}; its one coin goes back to {self.voice.name(given[0][0])}." if total else f"{text}."
        return f"{text}; its {total} coins go back: " + ", ".join(f"{self.voice.name(seat)} {coins}" for seat, coins in given) + "."

    def _winners(self, winners: Sequence[int]) -> str:
        """"You win", "Ann wins", "Ann and you win"."""
        names = and_words([self.voice.name(seat) for seat in winners])
        alone = len(winners) == 1 and winners[0] != self.seat
        return f"{names[0].upper()}{names[1:]} {'wins' if alone else 'win'}"

    def _game_won(self, event: ev.GameWon, match: bool) -> str:
        score = f"scoring {event.points[event.winners[0]]} points{' each' if len(event.winners) > 1 else ''}"
        if event.stalled:
            text = f"Game over: no one can play on. {self._winners(event.winners)}, with the fewest stock cards left, {score}."
        else:
            text = f"Game over. {self._winners(event.winners)}, {score}."
        if match:
            text += f" Totals, {MATCH_POINTS} to win: {self.voice.ranked(range(len(event.totals)), event.totals, highest=True)}."
        return text

    def _match_won(self, winners: Sequence[int], totals: Sequence[int]) -> str:
        text = f"Match over. {self._winners(winners)} the match with {totals[winners[0]]} points"
        rest = self.voice.ranked([seat for seat in range(len(totals)) if seat not in winners], totals, highest=True)
        return f"{text}; {rest}." if rest else f"{text}."

    # ------------------------------------------------------------------ the turn

    def standing(self, view: SkipBoView) -> str:
        """Your stock's top and your hand: what a person sitting down needs first."""
        return f"{stock_sentence(view, view.seat, self.voice)} {hand_line(view)}"

    def turn(self, view: SkipBoView) -> str:
        """Whose turn it is and what you can do now; once the game is over, how it ended."""
        if view.is_over:
            totals = [player.total for player in view.players]
            if view.match:
                return "Game over. " + self._match_won(view.winners, totals).removeprefix("Match over. ")
            each = " each" if len(view.winners) > 1 else ""
            return f"Game over. {self._winners(view.winners)}, scoring {totals[view.winners[0]]} points{each}."
        if not view.my_turn:
            return f"{self.names[view.current]}'s turn."
        if view.toll_due or view.must_play:
            return toll_line(view) if view.toll_due else must_line(view)
        ends = "discard a card" if view.hand else "type end"
        return f"Your turn. {needs_line(view)} Play, pay for or buy cards, then {ends} to end your turn."

    def your_turn(self, view: SkipBoView, just_said: Sequence[str] = ()) -> list[str]:
        """As the turn comes: "Your turn." (unless just said), your stock and hand, what the piles
        need; within the turn only what must come next (a toll, a card after coins), and your hand
        again once it was refilled."""
        if not view.my_turn:
            return []
        if view.toll_due or view.must_play:
            line = toll_line(view) if view.toll_due else must_line(view)
            return [] if line in just_said else [line]
        began = not just_said or any(line == "Your turn." or line.startswith("Your turn. ") for line in just_said)
        refilled = any("You draw " in line for line in just_said)
        lines = [] if just_said else ["Your turn."]
        if (began or refilled) and self.standing(view) not in just_said:
            lines.append(self.standing(view))
        if began and self.verbosity is not Verbosity.BRIEF:
            lines.append(needs_line(view))
        if began and self.verbosity is Verbosity.FULL:
            coins = coins_lines(view)
            lines.append(coins[0] if coins[1].startswith("No coins") else " ".join(coins))
        return lines

    def resumed(self, view: SkipBoView, game_name: str) -> str:
        """"Resumed Skip-Bo: your turn; stock cards left: you 9, Ann 12."."""
        game = f", game {view.game_number} of the match" if view.match else ""
        if view.is_over:
            return f"Resumed {game_name}{game}, and it is over."
        whose = "your turn" if view.my_turn else f"{self.names[view.current]}'s turn"
        left = self.voice.ranked(range(len(view.players)), [player.stock_left for player in view.players], highest=False)
        return f"Resumed {game_name}{game}: {whose}; stock cards left: {left}."

    def taken_back(self, view: SkipBoView) -> str:
        """Skip-Bo takes no move back (others have seen it); said for completeness."""
        return "Taken back."
