## The hint (bots/players.py, words/table_lines.py): a move as advice to the seat, and why.

# $why: the reason (one of sb-why-*), or none.
sb-hint = Hint: { $action }{ $has-why ->
    [yes] : { $why }.
   *[no] .
}
sb-hint-none = No hint: it is not your turn.
# Whether the move after the colon of sb-hint begins with a capital letter: yes or no.
sb-hint-capital = yes

## Moves as advice. $card: sb-card-name; $wild "yes" when a Skip-Bo card stands for $as.

sb-do-play-stock = play your stock's { $card } onto building pile { $to }{ $wild ->
    [yes] , as { $as }
   *[no] {""}
}
sb-do-play-discard = play the { $card } from your discard pile { $pile } onto building pile { $to }{ $wild ->
    [yes] , as { $as }
   *[no] {""}
}
sb-do-play-hand = play the { $card } from your hand onto building pile { $to }{ $wild ->
    [yes] , as { $as }
   *[no] {""}
}
# $number: sb-number.
sb-do-pay = pay { $coins ->
    [one] one coin
   *[other] { $coins } coins
} in place of the { $number } on building pile { $to }
sb-do-buy-stock = buy the { $card } on { $owner ->
    [you] your
   *[other] { $name }'s
} stock for one coin, onto building pile { $to }{ $wild ->
    [yes] , as { $as }
   *[no] {""}
}
sb-do-buy-discard = buy the { $card } on { $owner ->
    [you] your
   *[other] { $name }'s
} discard pile { $pile } for one coin, onto building pile { $to }{ $wild ->
    [yes] , as { $as }
   *[no] {""}
}
sb-do-discard = discard the { $card } onto your discard pile { $pile }
sb-do-pay-toll = pay the toll of { $coins ->
    [one] one coin
   *[other] { $coins } coins
}
sb-do-skip-toll = skip the toll, which ends your turn
sb-do-end = end your turn: your hand is empty and there is nothing to draw

## Why. $stock: the number on your stock (sb-number), or the Skip-Bo card.

sb-why-last-stock = your last stock card wins the game
sb-why-stock-first = your stock comes first
sb-why-leads-to-stock = it leads to your stock's { $stock }
sb-why-blocks = then building pile { $to } no longer takes the { $number } on { $name }'s stock
sb-why-pay-toll = paying lets you play on
sb-why-skip-toll = playing on is not worth the coins
sb-why-refill = emptying your hand lets you draw five new cards
sb-why-completes = it completes the pile and makes room for a new one
sb-why-frees = it frees the card under it
sb-why-empties-discard = it empties your discard pile { $pile }
sb-why-closer = it brings building pile { $to } closer to your stock's { $stock }
sb-why-hand-refills = you draw a new card in its place next turn
sb-why-only-wilds = your hand holds only Skip-Bo cards
sb-why-keep-others = your other cards are worth more to keep
sb-why-new-discard = it starts a discard pile of its own
sb-why-in-order = that discard pile stays in order
sb-why-least-needed = it is the card you need least
