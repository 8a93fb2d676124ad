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

from shared_table.braille.brf import Block, Document, check_format, counted, name_words, render
from shared_table.braille.tables import check_table
from shared_table.games.skipbo.cards import Card
from shared_table.games.skipbo.view import PlayerView, SkipBoView

TITLE = "skip-bo table"


def label(card: Card) -> str:
    """A card as the printout writes it: its short name, "7", "7t2", "sb"."""
    return card.short


def _in_hand_order(cards: tuple[Card, ...]) -> list[str]:
    """Numbers in order, a toll after the same number without one; Skip-Bo cards last."""
    return [label(card) for card in sorted(cards, key=lambda card: (card.wild, card.number, card.toll))]


def _stock(player: PlayerView) -> Block:
    if player.stock_top is None:
        return ("stock", "empty")
    return ("stock", *counted(player.stock_left, "card"), "top", label(player.stock_top))


def _status(view: SkipBoView, names: list[tuple[str, ...]]) -> list[Block]:
    if view.is_over:
        winners = [word for seat in view.winners for word in ("and", *names[seat])][1:]
        return [("game", str(view.game_number), "over", *winners, "wins" if len(view.winners) == 1 else "win")]
    whose = ("your", "turn") if view.current == view.seat else ("turn", *names[view.current])
    blocks: list[Block] = [("game", str(view.game_number), *whose)]
    if view.toll_due:
        blocks.append(("toll", "due", *counted(view.toll_due, "coin"), "for", "building", str(view.toll_pile)))
    elif view.must_play:
        blocks.append(("play", "next", "on", "building", str(view.must_play)))
    return blocks


def table_document(view: SkipBoView) -> Document:
    """The table as `view`'s seat sees it, in print (a spectator's view has no "you" part)."""
    names = [name_words(player.name) for player in view.players]
    blocks = _status(view, names)
    if view.match:
        blocks.append(("points", *(word for seat, player in enumerate(view.players) for word in (*names[seat], str(player.total)))))
    blocks.append(("draw", *counted(view.draw_left, "card"), "set", "aside", *counted(view.set_aside, "card")))
    for place, pile in enumerate(view.building, start=1):
        if pile is None:
            blocks.append(("building", str(place), "empty"))
        else:
            coins = ("with", *counted(pile.coins, "coin")) if pile.coins else ()
            blocks.append(("building", str(place), "top", str(pile.top), *coins))
    seats = len(view.players)
    mine = 0 <= view.seat < seats
    if mine:
        me = view.me
        blocks += [("you", *names[view.seat], *counted(me.coins, "coin")), _stock(me)]
        blocks.append(("hand", *_in_hand_order(view.hand)) if view.hand else ("hand", "empty"))
        for number, cards in enumerate(me.discards, start=1):
            if not cards:
                blocks.append(("discard", str(number), "empty"))
            else:
                under = ("under", *(label(card) for card in reversed(cards[:-1]))) if len(cards) > 1 else ()
                blocks.append(("discard", str(number), "top", label(cards[-1]), *under))
    others = [(view.seat + n) % seats for n in range(1, seats)] if mine else list(range(seats))
    for seat in others:
        player = view.players[seat]
        blocks += [(*names[seat], *counted(player.coins, "coin"), "hand", *counted(player.hand_size, "card")), _stock(player)]
        blocks.append(("discard", "tops", *(label(cards[-1]) if cards else "empty" for cards in player.discards)))
    return Document(TITLE, tuple(blocks))


def table_printout(view: SkipBoView, table: str = "ueb", fmt: str = "unicode") -> str:
    """The table in braille: Unicode braille lines, or a BRF file's text for an embosser."""
    key = check_table(table)
    return render(table_document(view), key, check_format(fmt))
