"""Skip-Bo with coins in sentences made for listening: the important words first, one short line
for each thing that happens, and every coin said with who paid whom and how many.

    Ann plays a seven from stock on building pile 2. Ann's stock shows a nine; 12 cards left.
    You pay 4 coins as the four of building pile 1; they lie beside it.
    Bob pays Ann one coin for a seven from stock, onto building pile 3.
    Building pile 3 is complete and set aside; its 5 coins are dealt out: you 2, Ann 2, Bob 1.
    Toll: 2 coins to go on. Type toll pay or toll skip.

Every sentence is a message of the player's catalog (locales/<code>/narration.ftl); a move and
what follows from it (the stock's next card, the coin that bought it) are one line, its sentences
joined by a space. A card held twice is said twice, never as "two sevens". Another player's hand
cards are never said. Nothing here prints.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping, Sequence
from enum import StrEnum
from typing import cast

from shared_table.core.errors import InvalidInput
from shared_table.core.game import Event
from shared_table.core.message import Arg, msg
from shared_table.core.words import Words
from shared_table.games.skipbo.rules import events as ev
from shared_table.games.skipbo.rules.actions import DISCARD, STOCK
from shared_table.games.skipbo.rules.cards import a_card, a_number, number_word
from shared_table.games.skipbo.rules.state import MATCH_POINTS
from shared_table.games.skipbo.rules.view import SkipBoView
from shared_table.games.skipbo.words.table_lines import (
    SEPARATOR,
    Voice,
    coins_lines,
    hand_line,
    must_line,
    needs_line,
    stock_sentence,
    toll_line,
)


class Verbosity(StrEnum):
    """brief: the moves, and your turn with your stock and hand. normal: also whose turn it is, where
    coins lie and what the building piles need. full: also others' draws, and the coins each turn."""

    BRIEF = "brief"
    NORMAL = "normal"
    FULL = "full"


class SkipBoNarrator:
    """Speaks to `seat` at a table of `names` in `words`: events as lines, and the turn as it comes."""

    def __init__(self, seat: int, names: Sequence[str], words: Words, verbosity: str = "normal") -> None:
        self.seat, self.names, self.voice, self.words = seat, tuple(names), Voice(seat, names), words
        self.verbosity = Verbosity.NORMAL
        self.set_verbosity(verbosity)
        # Lines said that began this seat's turn, or told its draw: `your_turn` knows them when they come back.
        self._began: set[str] = {words("sb-your-turn")}
        self._draw_lines: set[str] = set()

    def set_verbosity(self, level: str) -> None:
        """brief, normal or full; InvalidInput naming them for anything else."""
        try:
            self.verbosity = Verbosity(level)
        except ValueError:
            said = [self._choice(choice) for choice in Verbosity]
            raise InvalidInput(msg("sb-error-verbosity", given=level, choices=self.words.list(said, "or"))) from None

    def settings(self) -> dict[str, str]:
        """The verbosity, kept for the next game and saved with this one."""
        return {"verbosity": str(self.verbosity)}

    def restore(self, settings: Mapping[str, str]) -> None:
        """Take back the verbosity `settings` says; one not known is left alone."""
        with contextlib.suppress(ValueError):
            self.verbosity = Verbosity(settings.get("verbosity", self.verbosity))

    def _choice(self, choice: str) -> str:
        key = f"table-cmd-verbosity-choice-{choice}"
        return self.words(key) if self.words.has(key) else choice

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
        event, voice, words, brief = events[at], self.voice, self.words, self.verbosity is Verbosity.BRIEF
        after = events[at + 1] if at + 1 < len(events) else None
        then = events[at + 2] if at + 2 < len(events) else None
        yes_brief = "yes" if brief else "no"
        match event:
            case ev.GameStarted():
                return self._started(event, view), 1
            case ev.TurnBegan() if isinstance(after, ev.Drew) and after.seat == event.seat:
                if event.seat == self.seat:
                    line = f"{words('sb-your-turn')} {self._drew(after, view)}"
                    self._began.add(line)
                    return line, 2
                full = self.verbosity is Verbosity.FULL
                turn = words("sb-turn-of", name=self.names[event.seat])
                return ("" if brief else turn + (f" {self._drew(after, view)}" if full else "")), 2
            case ev.TurnBegan():
                if event.seat == self.seat:
                    return words("sb-your-turn"), 1
                return ("" if brief else words("sb-turn-of", name=self.names[event.seat])), 1
            case ev.Drew():
                return ("" if event.seat != self.seat and self.verbosity is not Verbosity.FULL else self._drew(event, view)), 1
            case ev.Reshuffled():
                return words("sb-reshuffled", count=event.count), 1
            case ev.Bought() if isinstance(after, ev.Played) and after.seat == event.seat:
                if after.source == STOCK and isinstance(then, ev.StockTurned) and then.seat == after.owner:
                    return f"{self._bought(event, after)} {self._turned(then)}", 3
                return self._bought(event, after), 2
            case ev.Bought():
                return words("sb-bought-card", **voice.of_seat(event.seat), to=voice.player(event.owner, form="object")), 1
            case ev.Played() if event.source == STOCK and isinstance(after, ev.StockTurned) and after.seat == event.owner:
                return f"{self._played(event)} {self._turned(after)}", 2
            case ev.Played():
                return self._played(event), 1
            case ev.StockTurned():
                return self._turned(event), 1
            case ev.PaidFor():
                return words("sb-paid-for", **voice.of_seat(event.seat), coins=event.coins, number=number_word(event.value),
                             to=event.to, brief=yes_brief), 1
            case ev.TollDue() if isinstance(after, ev.TollPaid | ev.TollSkipped):
                return "", 1  # the next line says the toll, and what became of it
            case ev.TollDue() if event.seat == self.seat:
                live = view is not None and view.my_turn and view.toll_due == event.coins
                return (toll_line(words, view) if view is not None and live else words("sb-toll-due", coins=event.coins)), 1
            case ev.TollDue():
                return words("sb-toll-owed", name=self.names[event.seat], coins=event.coins), 1
            case ev.TollPaid():
                return words("sb-toll-paid", **voice.of_seat(event.seat), coins=event.coins, to=event.to, brief=yes_brief), 1
            case ev.TollSkipped():
                used = 2 if isinstance(after, ev.TurnEnded) and after.seat == event.seat else 1
                return words("sb-toll-skipped", **voice.of_seat(event.seat), coins=event.coins), used
            case ev.PileCompleted():
                return self._completed(event), 1
            case ev.HandEmptied() if isinstance(after, ev.Drew) and after.seat == event.seat:
                return f"{words('sb-hand-emptied', **voice.of_seat(event.seat))} {self._drew(after, view)}", 2
            case ev.HandEmptied():
                return words("sb-hand-emptied", **voice.of_seat(event.seat)), 1
            case ev.Discarded():
                return words("sb-discarded", **voice.of_seat(event.seat), card=a_card(event.card), pile=event.pile), 1
            case ev.TurnEnded():
                return words("sb-turn-ended", **voice.of_seat(event.seat), why=event.why), 1
            case ev.GameWon():
                return self._game_won(event, match=isinstance(after, ev.MatchWon | ev.GameStarted)), 1
            case ev.MatchWon():
                return self._match_won(event.winners, event.totals, "match"), 1
        return "", 1

    def _started(self, event: ev.GameStarted, view: SkipBoView | None) -> str:
        words = self.words
        parts = [words("sb-game-started", stock=event.stock, coins=event.coins, **self.voice.of_seat(event.first))]
        if event.number > 1:
            parts.insert(0, words("sb-match-game", number=event.number))
        elif view is not None and view.match:
            parts.insert(0, words("sb-match-first", points=MATCH_POINTS))
        if self.verbosity is not Verbosity.BRIEF:
            tops = SEPARATOR.join(words("sb-stock-top", **self.voice.of_seat(seat), card=a_card(card))
                                  for seat, card in enumerate(event.tops))
            parts.append(words("sb-stock-tops", tops=tops))
        return " ".join(parts)

    def _drew(self, event: ev.Drew, view: SkipBoView | None) -> str:
        if event.seat != self.seat:
            return self.words("sb-draws", name=self.names[event.seat], count=event.count)
        if not event.cards or (view is not None and view.my_turn and event.count > 1 and sorted(event.cards) == sorted(view.hand)):
            # No cards given (a replay told without them) or the whole hand: its count, never "You draw ."
            line = self.words("sb-you-draw-count", count=event.count)  # a whole hand is said next, in order with the stock
        else:
            line = self.words("sb-you-draw", cards=tuple(a_card(card) for card in event.cards))
        self._draw_lines.add(line)
        return line

    def _played(self, event: ev.Played) -> str:
        """A card played; its pile is "your", the player's own (no name again), or the owner's."""
        whose = "mine" if event.owner == self.seat else "own" if event.owner == event.seat else "other"
        return self.words(f"sb-played-{self._kind(event)}", **self.voice.of_seat(event.seat), card=a_card(event.card),
                          whose=whose, owner=self.names[event.owner], pile=event.pile, to=event.to,
                          wild="yes" if event.card.wild else "no", **{"as": a_number(event.value)})

    @staticmethod
    def _kind(event: ev.Played) -> str:
        return event.source if event.source in (STOCK, DISCARD) else "hand"

    def _bought(self, bought: ev.Bought, played: ev.Played) -> str:
        """A bought card's owner is named as the one paid, so their pile needs no name again."""
        kind = "discard" if played.source == DISCARD else "stock"
        return self.words(f"sb-bought-{kind}", **self.voice.of_seat(bought.seat), seller=self.voice.player(bought.owner, form="object"),
                          card=a_card(played.card), whose="mine" if played.owner == self.seat else "other", pile=played.pile,
                          to=played.to, wild="yes" if played.card.wild else "no", **{"as": a_number(played.value)})

    def _turned(self, event: ev.StockTurned) -> str:
        if event.card is None:
            return self.words("sb-stock-empty", **self.voice.of_seat(event.seat))
        brief = "yes" if self.verbosity is Verbosity.BRIEF else "no"
        return self.words("sb-stock-shows", **self.voice.of_seat(event.seat), card=a_card(event.card), left=event.left, brief=brief)

    def _completed(self, event: ev.PileCompleted) -> str:
        """Its coins are dealt out one at a time from the player who completed it, so they are said in that order."""
        seats = len(event.coins_back)
        order = [(event.seat + step) % seats for step in range(seats)]
        given = [(seat, event.coins_back[seat]) for seat in order if event.coins_back[seat]]
        total = sum(coins for _, coins in given)
        shares = SEPARATOR.join(self.words("sb-ranked", player=self.voice.player(seat), value=coins) for seat, coins in given)
        player = self.voice.player(given[0][0], form="object") if given else ""
        return self.words("sb-pile-completed", to=event.to, total=total, player=player, shares=shares)

    def _winners(self, winners: Sequence[int]) -> dict[str, Arg]:
        """The `winners` ("You and Ann") and `subject` ("you", "one" or "many") of a message."""
        names = tuple(self.voice.player(seat, start=n == 0) for n, seat in enumerate(winners))
        subject = "many" if len(winners) > 1 else "you" if winners[0] == self.seat else "one"
        return {"winners": names, "subject": subject}

    def _game_won(self, event: ev.GameWon, match: bool) -> str:
        points = event.points[event.winners[0]]
        text = self.words("sb-game-stalled" if event.stalled else "sb-game-over", **self._winners(event.winners), points=points)
        if match:
            ranked = self.voice.ranked(self.words, range(len(event.totals)), event.totals, highest=True)
            text += " " + self.words("sb-totals", target=MATCH_POINTS, ranked=ranked)
        return text

    def _match_won(self, winners: Sequence[int], totals: Sequence[int], over: str) -> str:
        others = [seat for seat in range(len(totals)) if seat not in winners]
        rest = self.voice.ranked(self.words, others, totals, highest=True)
        return self.words("sb-match-won", over=over, **self._winners(winners), points=totals[winners[0]], others=len(others),
                          rest=rest)

    # ------------------------------------------------------------------ the turn

    def standing(self, view: SkipBoView) -> list[str]:
        """Your stock's top and your hand, a line each: what a person sitting down needs first."""
        return [stock_sentence(self.words, view, view.seat, self.voice), hand_line(self.words, view)]

    def turn(self, view: SkipBoView) -> list[str]:
        """Whose turn it is and what you can do now (what the piles need, then what you may do: a
        line each); once the game is over, how it ended."""
        words = self.words
        if view.is_over:
            totals = [player.total for player in view.players]
            if view.match:
                return [self._match_won(view.winners, totals, "game")]
            return [words("sb-game-over", **self._winners(view.winners), points=totals[view.winners[0]])]
        if not view.my_turn:
            return [words("sb-turn-of", name=self.names[view.current])]
        if view.toll_due or view.must_play:
            return [toll_line(words, view) if view.toll_due else must_line(words, view)]
        then = words("sb-turn-then", hand="yes" if view.hand else "no")
        return [f"{words('sb-your-turn')} {needs_line(words, view)}", then]

    def your_turn(self, view: SkipBoView, just_said: Sequence[str] = ()) -> list[str]:
        """As the turn comes: "Your turn." (unless just said), your stock and hand, what the piles
        need; within the turn only what must come next (a toll, a card after coins), and your hand
        again once it was refilled."""
        if not view.my_turn:
            return []
        words = self.words
        if view.toll_due or view.must_play:
            line = toll_line(words, view) if view.toll_due else must_line(words, view)
            return [] if line in just_said else [line]
        began = not just_said or any(line in self._began for line in just_said)
        refilled = any(line in self._draw_lines or any(drew in line for drew in self._draw_lines) for line in just_said)
        lines = [] if just_said else [words("sb-your-turn")]
        standing = self.standing(view)
        if (began or refilled) and standing[-1] not in just_said:
            lines += standing
        if began and self.verbosity is not Verbosity.BRIEF:
            lines.append(needs_line(words, view))
        if began and self.verbosity is Verbosity.FULL:
            coins = coins_lines(words, view)
            lines.append(coins[0] if coins[1] == words("sb-coins-none-beside") else " ".join(coins))
        return lines

    def resumed(self, view: SkipBoView, game_name: str) -> str:
        """"Resumed Skip-Bo: your turn; stock cards left: you 9, Ann 12."."""
        left = self.voice.ranked(self.words, range(len(view.players)), [player.stock_left for player in view.players], highest=False)
        return self.words("sb-resumed", game=game_name, match=view.game_number if view.match else 0,
                          over="yes" if view.is_over else "no", **self.voice.of_seat(view.current), left=left)

    def taken_back(self, view: SkipBoView) -> str:
        """Skip-Bo takes no move back (others have seen it); said for completeness."""
        return self.words("sb-taken-back")
