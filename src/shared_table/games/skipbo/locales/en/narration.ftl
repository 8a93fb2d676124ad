## What happens at the table (words/narration.py). $who is "you" for the seat that listens, else
## "other" with $name. A line's sentences are joined with a space.

sb-your-turn = Your turn.
sb-turn-of = { $name }'s turn.
sb-draws = { $name } draws { $count ->
    [one] one card
   *[other] { $count } cards
}.
sb-you-draw-count = You draw { $count ->
    [one] one card
   *[other] { $count } cards
}.
# $cards: a list of cards ("a seven and a Skip-Bo card").
sb-you-draw = You draw { $cards }.
sb-reshuffled = The draw pile ran out: the { $count } cards set aside are shuffled into a new one.
# $to: the player paid (sb-player).
sb-bought-card = { $who ->
    [you] You pay
   *[other] { $name } pays
} { $to } one coin for a card.

## A card played, from a hand, a stock or a discard pile. $whose: "mine" (the listener's pile),
## "own" (the player's own, or the one they bought from and just named), "other" ($owner's).
## $wild: "yes" when a Skip-Bo card stands for $as.

sb-played-hand = { $who ->
    [you] You play
   *[other] { $name } plays
} { $card } on building pile { $to }{ $wild ->
    [yes] , as { $as }
   *[no] {""}
}.
sb-played-stock = { $who ->
    [you] You play
   *[other] { $name } plays
} { $card } from { $whose ->
    [mine] your stock
    [own] stock
   *[other] { $owner }'s stock
} on building pile { $to }{ $wild ->
    [yes] , as { $as }
   *[no] {""}
}.
sb-played-discard = { $who ->
    [you] You play
   *[other] { $name } plays
} { $card } from { $whose ->
    [mine] your discard pile { $pile }
    [own] discard pile { $pile }
   *[other] { $owner }'s discard pile { $pile }
} on building pile { $to }{ $wild ->
    [yes] , as { $as }
   *[no] {""}
}.
# A bought card: $seller is the player paid (sb-player); $whose "mine" when it was the listener's.
sb-bought-stock = { $who ->
    [you] You pay
   *[other] { $name } pays
} { $seller } one coin for { $card } from { $whose ->
    [mine] your stock
   *[other] stock
}, onto building pile { $to }{ $wild ->
    [yes] , as { $as }
   *[no] {""}
}.
sb-bought-discard = { $who ->
    [you] You pay
   *[other] { $name } pays
} { $seller } one coin for { $card } from { $whose ->
    [mine] your discard pile { $pile }
   *[other] discard pile { $pile }
}, onto building pile { $to }{ $wild ->
    [yes] , as { $as }
   *[no] {""}
}.

## Stock piles.

sb-stock-empty = { $who ->
    [you] Your
   *[other] { $name }'s
} stock is empty.
# $brief "yes" leaves out how many cards are left.
sb-stock-shows = { $who ->
    [you] Your
   *[other] { $name }'s
} stock shows { $card }{ $brief ->
    [yes] {""}
   *[no] ; { $left ->
        [one] one card
       *[other] { $left } cards
    } left
}.

## Coins.

# $number: the number the coins stand for (sb-number); $brief "yes" leaves out where they lie.
sb-paid-for = { $who ->
    [you] You pay
   *[other] { $name } pays
} { $coins ->
    [one] one coin
   *[other] { $coins } coins
} in place of the { $number } on building pile { $to }{ $brief ->
    [yes] .
   *[no] { $coins ->
        [one] ; the coin lies beside it.
       *[other] ; they lie beside it.
    }
}
sb-toll-due = Toll: { $coins ->
    [one] one coin
   *[other] { $coins } coins
} to go on.
sb-toll-owed = { $name } owes a toll of { $coins ->
    [one] one coin
   *[other] { $coins } coins
} to go on.
sb-toll-paid = { $who ->
    [you] You pay
   *[other] { $name } pays
} the toll of { $coins ->
    [one] one coin
   *[other] { $coins } coins
}{ $brief ->
    [yes] .
   *[no] { $coins ->
        [one] ; the coin lies beside building pile { $to }.
       *[other] ; they lie beside building pile { $to }.
    }
}
sb-toll-skipped = { $who ->
    [you] You skip
   *[other] { $name } skips
} the toll of { $coins ->
    [one] one coin
   *[other] { $coins } coins
}: { $who ->
    [you] your
   *[other] { $name }'s
} turn ends, with no discard.
# $total coins are dealt out, one at a time from who completed the pile; one coin to $player, or several as $shares ("you 2, Ann 2, Bob 1").
sb-pile-completed = Building pile { $to } is complete and set aside{ $total ->
    [0] .
    [one] ; its one coin goes to { $player }.
   *[other] ; its { $total } coins are dealt out: { $shares }.
}

## The turn.

sb-hand-emptied = { $who ->
    [you] You have
   *[other] { $name } has
} played every card in hand.
sb-discarded = { $who ->
    [you] You discard { $card } on your discard pile { $pile }.
   *[other] { $name } discards { $card } on discard pile { $pile }.
}
# $why: "toll" (not paid) or "empty" (no card left to discard).
sb-turn-ended = { $who ->
    [you] Your
   *[other] { $name }'s
} turn ends: { $why ->
    [toll] the toll was not paid
   *[empty] no card is left to discard
}.

## A game begins.

sb-game-started = { $stock } stock cards and { $coins } coins each; { $who ->
    [you] you play
   *[other] { $name } plays
} first.
sb-match-game = Game { $number } of the match.
sb-match-first = Game 1 of a match to { $points } points.
# $tops: the stock tops, each sb-stock-top, joined by commas.
sb-stock-tops = Stock tops: { $tops }.
sb-stock-top = { $who ->
    [you] yours
   *[other] { $name }'s
} { $card }

## A game ends. $winners: a list of players; $subject: "you" (the listener alone), "one" (one
## other player) or "many". $points: each winner's points.

sb-game-over = Game over. { $subject ->
    [one] { $winners } wins
   *[other] { $winners } win
}, scoring { $points } points{ $subject ->
    [many] {" "}each
   *[other] {""}
}.
sb-game-stalled = Game over: no one can play on. { $subject ->
    [one] { $winners } wins
   *[other] { $winners } win
}, with the fewest stock cards left, scoring { $points } points{ $subject ->
    [many] {" "}each
   *[other] {""}
}.
sb-totals = Totals, { $target } to win: { $ranked }.
# $over: "match" as the match ends, "game" when asked later; $rest: the others' totals ($others of them).
sb-match-won = { $over ->
    [match] Match over.
   *[game] Game over.
} { $subject ->
    [one] { $winners } wins
   *[other] { $winners } win
} the match with { $points } points{ $others ->
    [0] .
   *[other] ; { $rest }.
}

## Said when asked, or as a turn comes.

sb-turn-then = Play, pay for or buy cards, then { $hand ->
    [yes] discard a card
   *[no] type { sb-cmd-end }
} to end your turn.
# $match: the game's number in a match, 0 when not a match; $whose: the player whose turn it is.
sb-resumed = Resumed { $game }{ $match ->
    [0] {""}
   *[other] , game { $match } of the match
}{ $over ->
    [yes] , and it is over.
   *[no] : { $who ->
        [you] your turn
       *[other] { $name }'s turn
    }; stock cards left: { $left }.
}
sb-taken-back = Taken back.
