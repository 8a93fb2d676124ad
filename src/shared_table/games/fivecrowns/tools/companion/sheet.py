"""The score sheet of a game played with real cards: the pure model behind `shared-table companion`.

The sheet holds the players in seating order, who dealt first, and each scored round's entries.
Everything else is derived: the round being played, its dealer, who starts, the wild rank, the
totals, the leaders and how far each player is behind. Each operation returns what changed, so
the words said back come from the change itself; bad input raises `InvalidInput` with a
sentence saying what was wrong and what works. No I/O here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from shared_table.core.errors import AmbiguousInput, InvalidInput
from shared_table.core.message import Msg, msg
from shared_table.core.numbers import whole_number
from shared_table.core.typed_names import after_name_word, named_seats
from shared_table.core.words import Words
from shared_table.games.fivecrowns.rules.cards import JOKER_POINTS, Card, check_copies
from shared_table.games.fivecrowns.rules.solver import min_points
from shared_table.games.fivecrowns.rules.state import ROUNDS, TableSettings, wild_rank_of
from shared_table.games.fivecrowns.tools.language import english_words, typed_words
from shared_table.games.fivecrowns.words.reading_typed_cards import parse_named_cards


@dataclass(frozen=True, slots=True)
class Entry:
    """One player's score in one round: the points, whether they went out, and the cards left
    when the score was given as cards (kept so the sheet can say what was counted)."""

    points: int
    out: bool = False
    cards: tuple[Card, ...] | None = None

    @classmethod
    def went_out(cls) -> Entry:
        return cls(0, out=True)

    @classmethod
    def from_cards(cls, cards: Sequence[Card], round_number: int) -> Entry:
        """The cards left in hand, counted with the round's wild rank: face, J 11, Q 12, K 13,
        a wild card 20, a joker 50 (docs/rules.md, "Companion")."""
        wild = wild_rank_of(round_number)
        return cls(sum(card.points(wild) for card in cards), cards=tuple(cards))


def hand_size(round_number: int) -> int:
    """Cards dealt in a round, which is also the most a player can hold when it is scored."""
    return wild_rank_of(round_number)


def most_points(round_number: int) -> int:
    """A generous ceiling for one player's points in a round: every card a joker."""
    return hand_size(round_number) * JOKER_POINTS


def parse_entry(text: str, round_number: int, sets: int = 1, words: Words | None = None) -> Entry:
    """"12" or "12 points", "out", or the cards left in hand in any notation the game knows, in
    the language of `words` (English when not given) or in English."""
    words = words or english_words()
    key = " ".join(text.lower().split())
    if not key:
        raise InvalidInput(msg("fcc-entry-empty"))
    if key in typed_words(words, "fcc-typed-out"):
        return Entry.went_out()
    first, _, rest = key.partition(" ")
    points = whole_number(first, signed=True)  # "12", "٣", "²", "00012", "12 points"
    if points is not None and (not rest or rest.strip() in typed_words(words, "fcc-typed-points")):
        if points < 0:
            raise InvalidInput(msg("fcc-entry-negative", given=text.strip()))
        entry = Entry(points)
    else:
        try:
            cards = parse_named_cards([text], words)
        except AmbiguousInput as error:
            raise AmbiguousInput(msg("fcc-entry-ambiguous-card", problem=error.message)) from None
        except InvalidInput as error:
            raise InvalidInput(msg("fcc-entry-not-understood", problem=error.message)) from None
        entry = Entry.from_cards(cards, round_number)
    check_entry(entry, round_number, sets)
    return entry


def check_entry(entry: Entry, round_number: int, sets: int = 1) -> None:
    """Refuse an entry no hand of this round could give."""
    if entry.cards is not None:
        if len(entry.cards) > hand_size(round_number):
            raise InvalidInput(msg("fcc-entry-too-many-cards", cards=len(entry.cards), round=round_number,
                                   most=hand_size(round_number)))
        check_copies(entry.cards, sets)
        if entry.points != Entry.from_cards(entry.cards, round_number).points:
            raise InvalidInput(msg("fcc-entry-points-not-cards", points=entry.points))
    if entry.out and entry.points:
        raise InvalidInput(msg("fcc-entry-out-scores-zero"))
    if not 0 <= entry.points <= most_points(round_number):
        # The points as typed ("1234"), so a string: an int would be grouped by the locale.
        raise InvalidInput(msg("fcc-entry-too-many-points", points=str(entry.points), cards=hand_size(round_number),
                               round=round_number, most=most_points(round_number)))


def fewest_points(entry: Entry, round_number: int) -> int | None:
    """When the score was given as cards: the fewest points they leave if laid down as well as
    they can be (the solver's answer), to point out cards that could still have melded."""
    if not entry.cards:
        return None
    return min_points(entry.cards, wild_rank_of(round_number))


# ---------------------------------------------------------------------- changes


@dataclass(frozen=True, slots=True)
class Scored:
    round_number: int
    entries: tuple[Entry, ...]


@dataclass(frozen=True, slots=True)
class Edited:
    round_number: int
    seat: int
    before: Entry
    after: Entry


@dataclass(frozen=True, slots=True)
class DealerSet:
    seat: int
    previous: int


Change = Scored | Edited | DealerSet


@dataclass(frozen=True, slots=True)
class Undone:
    change: Change


# ---------------------------------------------------------------------- the sheet


class Sheet:
    """Players in seating order, who dealt round 1, and the rounds scored so far."""

    def __init__(self, players: Sequence[str], first_dealer: int = 0) -> None:
        names = tuple(" ".join(name.split()) for name in players)
        for name in names:
            if name and not name[0].isalpha():
                raise InvalidInput(msg("fcc-name-not-a-letter", name=name))
        self.table = TableSettings(names, first_dealer)
        self.rounds: list[tuple[Entry, ...]] = []
        self._undo: list[tuple[int, tuple[tuple[Entry, ...], ...], Change]] = []

    @classmethod
    def restore(cls, players: Sequence[str], first_dealer: int, rounds: Sequence[Sequence[Entry]]) -> Sheet:
        """A saved sheet, every round checked again as it is scored; nothing to undo yet."""
        sheet = cls(players, first_dealer)
        for entries in rounds:
            sheet.score_round(entries)
        sheet._undo.clear()
        return sheet

    @property
    def players(self) -> tuple[str, ...]:
        return self.table.players

    @property
    def first_dealer(self) -> int:
        return self.table.first_dealer

    @property
    def sets(self) -> int:
        return self.table.sets

    # -------------------------------------------------------------- derived

    @property
    def rounds_scored(self) -> int:
        return len(self.rounds)

    @property
    def is_over(self) -> bool:
        return len(self.rounds) == ROUNDS

    @property
    def next_round(self) -> int | None:
        """The round being played now, the next to score; None when all 11 are scored."""
        return None if self.is_over else len(self.rounds) + 1

    def dealer(self, round_number: int) -> int:
        """The deal passes to the left (the next seat) each round."""
        return (self.first_dealer + round_number - 1) % len(self.players)

    def first_player(self, round_number: int) -> int:
        """The player to the dealer's left starts."""
        return (self.dealer(round_number) + 1) % len(self.players)

    def totals(self, through: int | None = None) -> list[int]:
        """Each player's total after round `through` (all rounds scored, when not given)."""
        rounds = self.rounds if through is None else self.rounds[:through]
        return [sum(entries[seat].points for entries in rounds) for seat in range(len(self.players))]

    def leaders(self, through: int | None = None) -> list[int]:
        """The seats with the lowest total: the winners, once the game is over."""
        totals = self.totals(through)
        return [seat for seat, total in enumerate(totals) if total == min(totals)]

    def behind(self, through: int | None = None) -> list[int]:
        """How many points each player is behind the leader (0 for the leaders)."""
        totals = self.totals(through)
        return [total - min(totals) for total in totals]

    @property
    def winners(self) -> list[int]:
        return self.leaders() if self.is_over else []

    # -------------------------------------------------------------- finding players

    def find_player(self, text: str, words: Words | None = None) -> tuple[int, str]:
        """The player whose name `text` begins with, and the rest of `text`. A whole name wins
        (longest first, so "Mary Ann 12" finds Mary Ann, not Mary); else a unique beginning;
        else the name as `words`' language writes it in a sentence ("fra Bob", "Bobilta")."""
        try:
            return self._find_player(text)
        except AmbiguousInput:
            raise
        except InvalidInput:
            typed = after_name_word(text.split(), words) if words is not None else []
            found = named_seats(typed[0], self.players, words) if typed else []
            if len(found) != 1:
                raise
            return found[0], " ".join(typed[1:])

    def _find_player(self, text: str) -> tuple[int, str]:
        key = " ".join(text.split())
        lowered = key.lower()
        for seat in sorted(range(len(self.players)), key=lambda s: -len(self.players[s])):
            name = self.players[seat].lower()
            if lowered == name or lowered.startswith(name + " "):
                return seat, key[len(name):].strip()
        word, _, rest = key.partition(" ")
        begun = [seat for seat, name in enumerate(self.players) if word and name.lower().startswith(word.lower())]
        if len(begun) == 1:
            return begun[0], rest.strip()
        if begun:
            raise AmbiguousInput(msg("fcc-player-ambiguous", given=word, names=either([self.players[s] for s in begun])))
        raise InvalidInput(msg("fcc-player-unknown", given=word, players=self.players))

    def seat_of(self, name: str, words: Words | None = None) -> int:
        seat, rest = self.find_player(name, words)
        if rest:
            raise InvalidInput(msg("fcc-player-unknown", given=" ".join(name.split()), players=self.players))
        return seat

    # -------------------------------------------------------------- operations

    def check_round(self, round_number: int, entries: Sequence[Entry]) -> None:
        """Refuse a round that cannot have happened; the message names the players concerned."""
        if len(entries) != len(self.players):
            raise InvalidInput(msg("fcc-round-scores-count", scores=len(entries), players=len(self.players)))
        self.check_partial(round_number, entries)
        if all(entry.points for entry in entries):
            raise InvalidInput(msg("fcc-round-nobody-out", round=round_number))

    def check_partial(self, round_number: int, entries: Sequence[Entry]) -> None:
        """The checks that already hold for the first players' entries of a round."""
        for seat, entry in enumerate(entries):
            try:
                check_entry(entry, round_number, self.sets)
            except InvalidInput as error:
                raise InvalidInput(msg("fcc-player-problem", name=self.players[seat], problem=error.message)) from None
        out = [self.players[seat] for seat, entry in enumerate(entries) if entry.out]
        if len(out) > 1:
            raise InvalidInput(msg("fcc-round-two-out", names=tuple(out), round=round_number))
        try:
            check_copies([card for entry in entries for card in entry.cards or ()], self.sets)
        except InvalidInput as error:
            raise InvalidInput(msg("fcc-round-copies", problem=error.message, round=round_number)) from None

    def score_round(self, entries: Sequence[Entry]) -> Scored:
        """Score the round being played, one entry per player in seating order."""
        round_number = self.next_round
        if round_number is None:
            raise InvalidInput(msg("fcc-game-over-edit", rounds=ROUNDS))
        self.check_round(round_number, entries)
        change = Scored(round_number, tuple(entries))
        self._remember(change)
        self.rounds.append(tuple(entries))
        return change

    def edit(self, round_number: int, seat: int, entry: Entry) -> Edited:
        """Change one player's score in a round already scored."""
        self._check_scored(round_number)
        if not 0 <= seat < len(self.players):
            raise InvalidInput(msg("fcc-no-seat", seat=seat))
        entries = list(self.rounds[round_number - 1])
        before, entries[seat] = entries[seat], entry
        self.check_round(round_number, entries)
        change = Edited(round_number, seat, before, entry)
        self._remember(change)
        self.rounds[round_number - 1] = tuple(entries)
        return change

    def set_first_dealer(self, seat: int) -> DealerSet:
        """Who dealt round 1; every round's dealer follows from it."""
        if not 0 <= seat < len(self.players):
            raise InvalidInput(msg("fcc-no-seat", seat=seat))
        change = DealerSet(seat, self.first_dealer)
        self._remember(change)
        self.table = TableSettings(self.players, seat)
        return change

    def undo(self) -> Undone:
        """Take back the last change made since the sheet was opened."""
        if not self._undo:
            raise InvalidInput(msg("fcc-nothing-to-undo"))
        first_dealer, rounds, change = self._undo.pop()
        self.table = TableSettings(self.players, first_dealer)
        self.rounds = list(rounds)
        return Undone(change)

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    def _remember(self, change: Change) -> None:
        self._undo.append((self.first_dealer, tuple(self.rounds), change))

    def _check_scored(self, round_number: int) -> None:
        if 1 <= round_number <= len(self.rounds):
            return
        if not self.rounds:
            raise InvalidInput(msg("fcc-no-round-scored"))
        raise InvalidInput(msg("fcc-round-not-scored", round=round_number, scored=len(self.rounds)))


def either(names: Sequence[str]) -> Msg | str:
    """"Mary or Mary Ann", "A, B or C": names of which one is meant, as a message."""
    if len(names) <= 1:
        return "".join(names)
    return msg("fcc-either", names=", ".join(names[:-1]), last=names[-1])
