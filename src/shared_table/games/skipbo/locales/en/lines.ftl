## Answers to the questions (words/table_lines.py): stock, hand, piles, discards, coins, scores, and what a
## turn needs.

sb-hand-empty = Your hand is empty.
# $cards: the cards, each sb-card-words, joined by commas.
sb-hand = Your hand, { $count ->
    [one] one card
   *[other] { $count } cards
}: { $cards }.
# $top: "card", "coins" (coins stand for its number) or "wild"; $value: the number on top (sb-a-number).
sb-pile-needs = Building pile { $place } needs { $needed }{ $top ->
    [coins] ; coins stand for { $value } on top
    [wild] ; a Skip-Bo card stands for { $value } on top
   *[card] {""}
}{ $coins ->
    [0] .
    [one] ; one coin beside it.
   *[other] ; { $coins } coins beside it.
}
sb-piles-none = No building pile yet: a one or a Skip-Bo card starts one.
# $places: a list of pile numbers, $count of them.
sb-piles-empty = { $count ->
    [one] Building pile { $places } is empty.
   *[other] Building piles { $places } are empty.
}
sb-draw-pile = Draw pile: { $cards ->
    [one] one card
   *[other] { $cards } cards
}; { $aside ->
    [0] none
   *[other] { $aside }
} set aside.
sb-discards-all-empty = { $who ->
    [you] Your
   *[other] { $name }'s
} discard piles are all empty.
sb-discards-heading = { $who ->
    [you] Your
   *[other] { $name }'s
} discard piles, top card first.
# $cards: the pile's cards from the top down, joined by commas.
sb-discards-pile = Pile { $pile }: { $cards }.
sb-discards-empty = { $count ->
    [one] Pile { $piles } is empty.
   *[other] Piles { $piles } are empty.
}
# $others: the other players' coins, each sb-ranked, joined by commas.
sb-coins-mine = You have { $coins ->
    [one] one coin
   *[other] { $coins } coins
}; { $others }.
sb-coins-beside = Beside building pile { $place }: { $coins ->
    [one] one coin
   *[other] { $coins } coins
}.
sb-coins-none-beside = No coins beside the building piles.
# $ranked: players and numbers, the best first ("Ann 9, you 12").
sb-scores-stock = Stock cards left: { $ranked }.
sb-scores-match = Game { $number } of the match. Totals, { $target } to win: { $ranked }.
sb-scores-points = Points: { $ranked }.
# $parts: what each pile needs (sb-needed-on, sb-needed-start), joined by commas.
sb-needed = Needed: { $parts }.
# $place: the piles that need it, as a list ("1, 2 and 3"); $count how many.
sb-needed-on = { $needed } on { $count ->
    [one] pile { $place }
   *[other] piles { $place }
}
sb-needed-start = a one to start pile { $place }
# $piles: the piles it fits, joined by "or".
sb-stock-fits = Your stock's { $card } fits building pile { $piles }.
# $enough: "yes" when the player has the coins ($have) to pay.
sb-toll-line = Toll: pay { $coins ->
    [one] one coin
   *[other] { $coins } coins
} to go on, or skip it and end your turn. { $enough ->
    [yes] Type { sb-say-pay-toll } or { sb-say-skip-toll }.
   *[no] You have { $have ->
        [one] one coin
       *[other] { $have } coins
    }: type { sb-say-skip-toll }.
}
sb-must-play = Now play { $needed } or a Skip-Bo card on building pile { $place }.
