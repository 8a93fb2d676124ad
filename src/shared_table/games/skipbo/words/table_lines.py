"""Skip-Bo's table in lines: what its questions answer (stock, hand, piles, discards, coins, scores),
what a turn needs, and a move as advice, in the words of the player's language
(locales/<code>/lines.ftl, hints.ftl).

Skip-Bo's cards are numbers, so a card is always said as a card ("a seven"), never as a digit;
digits are counts and positions, and a position follows its noun ("building pile 2"). No pronoun
stands for a player: the table knows no one's gender. Nothing here prints.
"""

from __future__ import annotations

from collections.abc import Sequence

from shared_table.core.message import Msg, msg
from shared_table.core.words import Words
from shared_table.games.skipbo.rules.actions import DISCARD, STOCK, Buy, Discard, EndTurn, PayFor, PayToll, Play, SkipBoAction, SkipToll
from shared_table.games.skipbo.rules.cards import Card, a_card, a_number, card_name, card_words, number_word
from shared_table.games.skipbo.rules.state import MATCH_POINTS, PILES
from shared_table.games.skipbo.rules.view import SkipBoView

SEPARATOR = ", "
"""Between the items of a spoken run that is no "and" list: a hand's cards, scores, coins."""


def hand_order(cards: Sequence[Card]) -> list[Card]:
    """Numbers up, Skip-Bo cards last: the order a hand is said in."""
    return sorted(cards, key=lambda card: (card.wild, card.number, card.toll))


def needed(view: SkipBoView, place: int) -> int:
    """The number building pile `place` takes next (1 for an empty place)."""
    pile = view.building[place - 1]
    return 1 if pile is None else pile.top + 1


class Voice:
    """Players as one seat hears them: who ("you" or "other") and name, for the catalogs' selectors."""

    def __init__(self, seat: int, names: Sequence[str]) -> None:
        self.seat, self.names = seat, tuple(names)

    @classmethod
    def of(cls, view: SkipBoView) -> Voice:
        return cls(view.seat, [player.name for player in view.players])

    def who(self, seat: int) -> str:
        return "you" if seat == self.seat else "other"

    def of_seat(self, seat: int) -> dict[str, str]:
        """The `who` and `name` values of a message about `seat`."""
        return {"who": self.who(seat), "name": self.names[seat]}

    def player(self, seat: int, start: bool = False, form: str = "subject") -> Msg:
        """"you" ("You" at a sentence's start) or the player's name; `form` "object" where a
        language says "you" otherwise after a verb (Danish "dig")."""
        return msg("sb-player", who=self.who(seat), name=self.names[seat], start="yes" if start else "no", form=form)

    def ranked(self, words: Words, seats: Sequence[int], values: Sequence[int], highest: bool) -> str:
        """"Ann 9, you 12, Bob 14": the best first, in seat order on ties."""
        order = sorted(seats, key=lambda seat: (-values[seat] if highest else values[seat], seat))
        return SEPARATOR.join(words("sb-ranked", player=self.player(seat), value=values[seat]) for seat in order)


# ---------------------------------------------------------------------- what the questions say


def stock_sentence(words: Words, view: SkipBoView, seat: int, voice: Voice) -> str:
    """"Your stock shows a nine; 15 cards left." or "Ann's stock is empty."."""
    player = view.players[seat]
    if player.stock_top is None:
        return words("sb-stock-empty", **voice.of_seat(seat))
    return words("sb-stock-shows", **voice.of_seat(seat), card=a_card(player.stock_top),
                 left=player.stock_left, brief="no")


def stock_lines(words: Words, view: SkipBoView) -> list[str]:
    """Every stock pile's top and size, yours first, then the others in turn order: a line each."""
    voice, seats = Voice.of(view), len(view.players)
    return [stock_sentence(words, view, (view.seat + step) % seats, voice) for step in range(seats)]


def hand_line(words: Words, view: SkipBoView) -> str:
    """"Your hand, 5 cards: two, seven, seven, nine with a toll of 2 coins, Skip-Bo."."""
    if not view.hand:
        return words("sb-hand-empty")
    cards = SEPARATOR.join(words.say(card_words(card)) for card in hand_order(view.hand))
    return words("sb-hand", count=len(view.hand), cards=cards)


def piles_lines(words: Words, view: SkipBoView) -> list[str]:
    """Each building pile: what it needs, what stands on top when it is not a plain card, and the
    coins beside it; then the empty places and the draw pile."""
    lines = []
    for place, pile in enumerate(view.building, start=1):
        if pile is not None:
            top = pile.cards[-1]
            kind = "coins" if top is None else "wild" if top.wild else "card"
            lines.append(words("sb-pile-needs", place=place, needed=a_number(pile.top + 1), top=kind,
                               value=a_number(pile.top), coins=pile.coins))
    empty = [str(place) for place, pile in enumerate(view.building, start=1) if pile is None]
    if len(empty) == PILES:
        lines.append(words("sb-piles-none"))
    elif empty:
        lines.append(words("sb-piles-empty", places=tuple(empty), count=len(empty)))
    lines.append(words("sb-draw-pile", cards=view.draw_left, aside=view.set_aside))
    return lines


def discards_lines(words: Words, view: SkipBoView, seat: int) -> list[str]:
    """One player's discard piles, each top card first (the card that can be played): the
    heading, then a line for each pile with cards, then the empty ones."""
    piles, whose = view.players[seat].discards, Voice.of(view).of_seat(seat)
    if not any(piles):
        return [words("sb-discards-all-empty", **whose)]
    parts = [words("sb-discards-heading", **whose)]
    parts += [words("sb-discards-pile", pile=number, cards=SEPARATOR.join(words.say(card_words(card)) for card in reversed(pile)))
              for number, pile in enumerate(piles, 1) if pile]
    empty = [str(number) for number, pile in enumerate(piles, 1) if not pile]
    if empty:
        parts.append(words("sb-discards-empty", piles=tuple(empty), count=len(empty)))
    return parts


def coins_lines(words: Words, view: SkipBoView) -> list[str]:
    """"You have 12 coins; Ann 10, Bob 14." and the coins beside each building pile."""
    voice = Voice.of(view)
    others = SEPARATOR.join(words("sb-ranked", player=voice.player(seat), value=player.coins)
                            for seat, player in enumerate(view.players) if seat != view.seat)
    beside = [words("sb-coins-beside", place=place, coins=pile.coins) for place, pile in enumerate(view.building, 1)
              if pile is not None and pile.coins]
    return [words("sb-coins-mine", coins=view.me.coins, others=others), " ".join(beside) or words("sb-coins-none-beside")]


def scores_lines(words: Words, view: SkipBoView) -> list[str]:
    """Stock cards left, fewest first; in a match, or once the game is over, the points too."""
    voice, seats = Voice.of(view), range(len(view.players))
    totals = [player.total for player in view.players]
    left = voice.ranked(words, seats, [player.stock_left for player in view.players], highest=False)
    lines = [words("sb-scores-stock", ranked=left)]
    if view.match:
        ranked = voice.ranked(words, seats, totals, True)
        lines.insert(0, words("sb-scores-match", number=view.game_number, target=MATCH_POINTS, ranked=ranked))
    elif view.is_over:
        lines.append(words("sb-scores-points", ranked=voice.ranked(words, seats, totals, highest=True)))
    return lines


def needs_line(words: Words, view: SkipBoView) -> str:
    """"Needed: a three on pile 1, a one to start pile 2." ("a two on piles 3 and 4" when two need
    the same) and where your stock's card fits."""
    # Piles that need the same number are said together: "a two on piles 1, 2 and 3".
    by_number: dict[int, list[str]] = {}
    for place, pile in enumerate(view.building, 1):
        if pile is not None:
            by_number.setdefault(pile.top + 1, []).append(str(place))
    parts = [words("sb-needed-on", needed=a_number(number), place=words.list(places), count=len(places))
             for number, places in by_number.items()]
    empty = [place for place, pile in enumerate(view.building, 1) if pile is None]
    parts += [words("sb-needed-start", place=place) for place in empty[:1]]
    text = words("sb-needed", parts=words.apart(parts))  # "piles 1, 3 and 4" has commas: then semicolons
    fits = sorted({str(action.to) for action in view.legal_actions if isinstance(action, Play) and action.source == STOCK})
    if fits and view.me.stock_top is not None:
        text += " " + words("sb-stock-fits", card=card_name(view.me.stock_top), piles=words.list(fits, "or"))
    return text


def toll_line(words: Words, view: SkipBoView) -> str:
    """"Toll: 2 coins to go on. Type toll pay or toll skip." (only skip when the coins are short)."""
    enough = "yes" if view.me.coins >= view.toll_due else "no"
    return words("sb-toll-line", coins=view.toll_due, have=view.me.coins, enough=enough)


def must_line(words: Words, view: SkipBoView) -> str:
    """After coins stood in for a card, the next card must go on that pile."""
    return words("sb-must-play", needed=a_number(needed(view, view.must_play)), place=view.must_play)


def action_words(words: Words, view: SkipBoView, action: SkipBoAction) -> str:
    """A move as advice to the seat, for the hint: "play your stock's seven onto building pile 2"."""
    match action:
        case Play(source=source, to=to, card=card, pile=pile):
            if source == STOCK and view.me.stock_top is not None:
                top, kind = view.me.stock_top, "stock"
            elif source == DISCARD:
                top, kind = view.me.discards[pile - 1][-1], "discard"
            else:
                assert card is not None
                top, kind = card, "hand"
            return words(f"sb-do-play-{kind}", card=card_name(top), pile=pile, to=to, **_as(view, top, to))
        case PayFor(to=to):
            return words("sb-do-pay", coins=needed(view, to), number=number_word(needed(view, to)), to=to)
        case Buy(owner=owner, source=source, to=to, pile=pile):
            them = view.players[owner]
            if source == STOCK and them.stock_top is not None:
                top, kind = them.stock_top, "stock"
            else:
                top, kind = them.discards[pile - 1][-1], "discard"
            return words(f"sb-do-buy-{kind}", owner=Voice.of(view).who(owner), name=them.name, card=card_name(top),
                         pile=pile, to=to, **_as(view, top, to))
        case Discard(card=card, pile=pile):
            return words("sb-do-discard", card=card_name(card), pile=pile)
        case PayToll():
            return words("sb-do-pay-toll", coins=view.toll_due)
        case SkipToll():
            return words("sb-do-skip-toll")
        case EndTurn():
            return words("sb-do-end")
    raise ValueError(f"not a Skip-Bo move: {action!r}")


def _as(view: SkipBoView, top: Card, to: int) -> dict[str, str | Msg]:
    """The `wild` and `as` values of a move: what a Skip-Bo card stands for where it goes."""
    return {"wild": "yes" if top.wild else "no", "as": a_number(needed(view, to))}
