## Five Crowns Solitaire: the welcome (game.py). Command words the player types are written as
## this language's command names (commands.ftl); the table's own commands come in as variables.

sol-welcome = Five Crowns Solitaire: close all eleven piles before the stock runs out.
sol-welcome-piles = Type piles to hear them, and pile and a number for one pile.
sol-welcome-play = The turned-up card goes into a pile, and a card of that pile comes out.
sol-welcome-type = Type play, the pile, out, and that card, like: play 3 out { $card }.
sol-welcome-pass = Pass lets the turned-up card go; { $undo } takes back a move.
sol-welcome-help = Type { $help } for all commands.
sol-stage = card { $stage } of { $total }

## What a player types: the word before the card that comes out ("play 3 out 2"), and the word
## before a pile's number ("pile 3"). Several words may be given, separated by ";".

sol-word-out = out
sol-word-pile = pile
# Other ways to type them: "in place of" for out, the pile word as its sentences inflect it; apart by ";".
sol-typed-out = in place of; instead of
sol-typed-pile = {""}
# Words that may stand between the card turned and the pile word when play names both ("on", "the"), apart by ";".
sol-typed-before-pile = on; onto; to; into; in; the
# Words for the card turned before the pile ("put it on pile 3"), apart by ";".
sol-typed-the-card = it; the card; this card; the turned card
## $card: the card turned; $given: what was typed before the pile instead.
sol-only-the-turned = The card you play is the one turned, the { $card }, not "{ $given }".

## The piles (words/narration.py).

sol-piles = { $count ->
    [one] pile { $numbers }
   *[other] piles { $numbers }
}
sol-pile-closed = Pile { $pile }: closed.
sol-pile-summary = Pile { $pile }: { $wild } wild, { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
sol-piles-open = { $open } of { $total } piles open.
sol-piles-closed-list = Closed: { $piles }.
sol-pile-header = Pile { $pile }: { $wild } wild
sol-pile-header-closed = Pile { $pile }: { $wild } wild, closed

## The turned-up card and the stock.

sol-card = Card: the { $card }. { $left ->
    [one] { $left } card
   *[other] { $left } cards
} in the stock.
sol-card-last = Card: the { $card }, the last card.
sol-no-card = No card: the game is over. Type { $new } for another game.
sol-stock = { $left ->
    [one] { $left } card
   *[other] { $left } cards
} in the stock, and { $discarded ->
    [0] none
   *[other] { $discarded }
} discarded.
sol-stock-empty = The stock is empty, and { $discarded } discarded.
sol-discards-none = No discards yet.
sol-discards = { $count } discarded, last first: { $cards }.

## What happens.

sol-dealt = Eleven piles dealt, 3 to 13 cards; { $stock } cards in the stock.
sol-out-as-dealt = Pile { $pile } is out as dealt: closed.
sol-closes = Pile { $pile } closes. { $closed } of { $total } closed.
sol-passed = You pass: the { $card } is discarded.
sol-played = The { $card } goes into pile { $pile }; the { $discard } comes out, discarded.
sol-won = You win! All { $total } piles closed, using { $used ->
    [one] { $used } card
   *[other] { $used } cards
} of the stock.
sol-lost = The stock is out. Game over: { $closed } of { $total } piles closed; { $open }.
sol-end-won = You won: all { $total } piles closed.
sol-end-lost = Game over: { $closed } of { $total } piles closed; { $open }.
sol-still-open = { $count ->
    [one] pile { $numbers } still open
   *[other] piles { $numbers } still open
}
sol-after = Type { $new } for another game, or { $quit }.
sol-resumed-over = Resumed { $game }: { $closed } of { $total } piles closed, and it is over.
sol-resumed = Resumed { $game }: { $closed } of { $total } piles closed, { $left ->
    [one] { $left } card
   *[other] { $left } cards
} in the stock.
sol-standing = { $open } of { $total } piles open: type piles to hear them.
sol-taken-back = Taken back: the { $card } is the turned-up card again, and the piles are as they were.
sol-verbosity-unknown = No verbosity "{ $given }": choose { $choices }.

## Refused: the rules (rules/state.py) and the commands (words/commands.py).

sol-over = The game is over: start a new one to play again.
sol-no-such-pile = No pile { $pile }: the piles are 1 to { $total }.
sol-pile-is-closed = Pile { $pile } is closed: play into an open pile.
sol-not-in-pile = Pile { $pile } has no { $card } to discard.
sol-layout-sizes = piles of { $sizes } cards: a layout is { $total } piles of 3, 4, ..., 13 cards
sol-layout-no-stock = an empty stock: a layout needs at least one card to turn
sol-game-over = The game is over. Type { $new } for another game, or { $quit }.
sol-takes-nothing = { $name } takes nothing after it: just type "{ $name }".
sol-pile-unknown = No pile "{ $given }": the piles are numbered 1 to { $total }. Type piles to hear the open ones.
sol-which-pile = Which pile? Type pile and its number, 1 to { $total }, like: pile 3.
sol-into-which = Into which pile? The { $card } goes into a pile and one of its cards comes out: type play, the pile's number, out, and that card, like: play 3 out { $example }.
sol-closed-choose = Pile { $pile } is closed. Type piles to hear the open ones.
sol-which-out = Which card comes out of pile { $pile }? The { $card } goes in, and one card leaves: type play { $pile } out and that card's number or name; type pile { $pile } to hear its cards.
sol-straight-out = The { $card } would go into pile { $pile } and straight out again: that is a pass. Type pass to let it go, or name a card of pile { $pile } to take out.
sol-in-pile = pile { $pile }

## Hints (bots/planner.py): the planner's move and why, in one short sentence.

sol-hint = Hint: { $reason }
sol-hint-closes = Pile { $pile }: the { $card } closes it, discarding the { $discard }.
sol-hint-then = Pile { $pile }: the { $card } in place of the { $discard }; then { $needs } { $size ->
    [one] closes
   *[other] close
} it.
## The move of a hint said alone ("Pile 7: the six of spades in place of the king of stars"),
## which a person may type back without having asked for the hint (Game.said_moves).
sol-said-move = Pile { $pile }: the { $card } in place of the { $discard }
sol-hint-more = Pile { $pile }: the { $card } in place of the { $discard }; { $size } more cards from the stock close it.
sol-hint-helps = Pile { $pile }: the { $card } in place of the { $discard }, from { $before } to { $after } points; the stock cannot close it.
sol-hint-pass = Pass: no pile needs the { $card }. Type pass.
sol-need-card = the { $card }
# A card the sentence has named already (the one played, or one needed twice): the same card again, from the other deck. Also offered: $rank_number (3 to 13), for a word that agrees with its gender.
sol-need-another = another { $card }
sol-need-wilds = { $count ->
    [one] a wild card
   *[other] { $count } wild cards
}

## The layout in braille (braille/printouts.py, game.py): words of the printout, one line each.

sol-braille-intro = The layout in braille, pile by pile:
sol-braille-embosser = Braille piles written for an embosser:
sol-braille-title = five crowns solitaire
sol-braille-stock = stock { $count } { $count ->
    [one] card
   *[other] cards
}
sol-braille-card = card { $card }
sol-braille-pile = pile { $pile } { $wild } wild
sol-braille-pile-closed = pile { $pile } { $wild } wild closed
sol-braille-wild = wild

## Saved moves (rules/codec.py).

sol-save-card = a card is written like 7st or joker, not { $given }
sol-save-move = not a saved move: wants do, seat, pile and card, given { $given }
sol-save-numbers = not a saved move: seat and pile are numbers, given { $given }
sol-save-bad-card = not a saved move: { $problem }, given { $given }

## Replay a part at a time, seven cards each (game.py replay_parts).

sol-replay-unit = part
sol-replay-unit-count = { $count ->
    [1] one part
   *[other] { $count } parts
}
sol-replay-heading = { $cards ->
    [0] Part { $number }: the deal.
    [1] Part { $number }: card { $first } of the stock.
   *[other] Part { $number }: cards { $first } to { $last } of the stock.
}
