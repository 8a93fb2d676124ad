"""Skip-Bo's braille printout: the table as one seat sees it, in print, then in braille.

The same labels style as Five Crowns' printouts: lower case words, numbers as digits, and each
card written as its short name, one word a card, so counting words counts cards and the printout
reads as the commands are typed: "7" a seven, "7t2" a seven with a toll of two coins, "sb" a
Skip-Bo card. Counts come before their noun ("9 cards", "12 coins"), as in Five Crowns' "hand 8
cards"; a building pile or discard pile is named by its number first, then what lies on it.

    game 1 your turn                      whose turn; "toll due 2 coins" or "play next on building 3"
    draw 120 cards set aside 0 cards
    building 1 top 5 with 3 coins         each place: the number on top, the coins beside it
    building 2 empty
    you ann 12 coins                      your coins
    stock 15 cards top 7t2                your stock: how many cards, the face-up top
    hand 3 5 7t2 12 sb                    numbers in order, Skip-Bo cards last
    discard 1 top 9 under 5 3             every card of your discard piles (they lie fanned)
    discard 2 empty
    bob 10 coins hand 5 cards             each other player, in turn order after you:
    stock 12 cards top 4                  their stock,
    discard tops 9 empty sb empty         and the top of each of their four discard piles
"""

from __future__ import annotations

from shared_table.braille.brf import Block, Document, Heading, check_format, name_words, render
from shared_table.braille.tables import check_table
from shared_table.core.message import Arg
from shared_table.core.words import Words
from shared_table.games.skipbo.rules.cards import Card
from shared_table.games.skipbo.rules.view import PlayerView, SkipBoView


def label(card: Card) -> str:
    """A card as the printout writes it: its short name, "7", "7t2", "sb"."""
    return card.short


def _line(words: Words, message_id: str, **args: Arg) -> tuple[str, ...]:
    """One printout line: the catalog's words for it, one word a block item."""
    return tuple(words(message_id, **args).split())


def _in_hand_order(cards: tuple[Card, ...]) -> list[str]:
    """Numbers in order, a toll after the same number without one; Skip-Bo cards last."""
    return [label(card) for card in sorted(cards, key=lambda card: (card.wild, card.number, card.toll))]


def _stock(words: Words, player: PlayerView) -> Block:
    if player.stock_top is None:
        return _line(words, "sb-braille-stock-empty")
    return _line(words, "sb-braille-stock", cards=player.stock_left, top=label(player.stock_top))


def _status(words: Words, view: SkipBoView, names: list[str]) -> list[Block]:
    if view.is_over:
        winners = f" {words('sb-braille-and')} ".join(names[seat] for seat in view.winners)
        return [_line(words, "sb-braille-over", number=view.game_number, winners=winners, count=len(view.winners))]
    blocks: list[Block]
    if view.current == view.seat:
        blocks = [_line(words, "sb-braille-your-turn", number=view.game_number)]
    else:
        blocks = [_line(words, "sb-braille-turn-of", number=view.game_number, name=names[view.current])]
    if view.toll_due:
        blocks.append(_line(words, "sb-braille-toll", coins=view.toll_due, place=view.toll_pile))
    elif view.must_play:
        blocks.append(_line(words, "sb-braille-must", place=view.must_play))
    return blocks


def table_document(view: SkipBoView, words: Words) -> Document:
    """The table as `view`'s seat sees it, in print (a spectator's view has no "you" part)."""
    names = [" ".join(name_words(player.name)) for player in view.players]
    blocks = _status(words, view, names)
    if view.match:
        scores = " ".join(f"{names[seat]} {player.total}" for seat, player in enumerate(view.players))
        blocks.append(_line(words, "sb-braille-points", scores=scores))
    blocks.append(_line(words, "sb-braille-draw", cards=view.draw_left, aside=view.set_aside))
    for place, pile in enumerate(view.building, start=1):
        if pile is None:
            blocks.append(_line(words, "sb-braille-building-empty", place=place))
        else:
            blocks.append(_line(words, "sb-braille-building", place=place, top=str(pile.top), coins=pile.coins))
    seats = len(view.players)
    mine = 0 <= view.seat < seats
    if mine:
        me = view.me
        blocks += [Heading(_line(words, "sb-braille-you", name=names[view.seat], coins=me.coins)), _stock(words, me)]
        hand = _line(words, "sb-braille-hand", cards=" ".join(_in_hand_order(view.hand))) if view.hand else \
            _line(words, "sb-braille-hand-empty")
        blocks.append(hand)
        for number, cards in enumerate(me.discards, start=1):
            if not cards:
                blocks.append(_line(words, "sb-braille-discard-empty", pile=number))
            else:
                under = " ".join(label(card) for card in reversed(cards[:-1]))
                blocks.append(_line(words, "sb-braille-discard", pile=number, top=label(cards[-1]), under=under,
                                    count=len(cards) - 1))
    others = [(view.seat + n) % seats for n in range(1, seats)] if mine else list(range(seats))
    empty = words("sb-braille-empty")
    for seat in others:
        player = view.players[seat]
        blocks += [Heading(_line(words, "sb-braille-other", name=names[seat], coins=player.coins, cards=player.hand_size)),
                   _stock(words, player)]
        tops = " ".join(label(cards[-1]) if cards else empty for cards in player.discards)
        blocks.append(_line(words, "sb-braille-discard-tops", tops=tops))
    return Document(words("sb-braille-title"), tuple(blocks))


def table_printout(view: SkipBoView, words: Words, table: str = "ueb", fmt: str = "unicode") -> str:
    """The table in braille: Unicode braille lines, or a BRF file's text for an embosser."""
    key = check_table(table)
    return render(table_document(view, words), key, check_format(fmt))
