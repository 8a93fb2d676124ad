## Braille printouts (braille/printouts.py): a hand summary and a score sheet, in print before braille.
## Everything is said in lower case; the cards keep the braille deck's labels (7st, qsp).

fc-brl-hand-title = five crowns hand
fc-brl-scores-title = five crowns scores
fc-brl-round = round { $round } wild { $ranks }
fc-brl-hand = hand { $n } { $n ->
    [one] card
   *[other] cards
}
fc-brl-wild = wild
fc-brl-run = run
fc-brl-book = book
fc-brl-left = left
fc-brl-none = none
fc-brl-points = { $n } { $n ->
    [one] point
   *[other] points
}
fc-brl-final = final scores
fc-brl-scores-after = scores after round { $round }
fc-brl-no-rounds = no rounds scored yet
## The head of the first column, and of the last row.
fc-brl-round-column = round
fc-brl-total = total
fc-brl-by-player = by player: each round, then the total
## $names: the winners, $n how many, $points their total.
fc-brl-winners = { $names } { $n ->
    [one] wins
   *[other] win
} with { $points }

## Printouts that cannot be made.
fc-brl-no-wild-rank = no wild rank { $rank }: the wild rank is 3 to 13 (3 to 10, J, Q, K)
fc-brl-no-players = no players: a score sheet needs at least one
fc-brl-too-many-rounds = { $rounds } rounds: a game of Five Crowns has { $most }
fc-brl-scores-per-player = round { $round } has { $scores } { $scores ->
    [one] score
   *[other] scores
} for { $players } players: give one score per player
fc-brl-bad-score = round { $round } has the score { $score }: scores are whole numbers, 0 or more
