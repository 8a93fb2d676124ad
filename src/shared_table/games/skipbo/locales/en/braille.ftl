## The braille printout (braille/printouts.py): lower case words, numbers as digits, each card as its short
## name ("7", "7t2", "sb"), a count before its noun. Each message is one line of the printout.

sb-braille-title = skip-bo table
sb-braille-and = and
sb-braille-empty = empty
# $winners: the winners' names joined by sb-braille-and; $count of them.
sb-braille-over = game { $number } over { $winners } { $count ->
    [one] wins
   *[other] win
}
sb-braille-your-turn = game { $number } your turn
sb-braille-turn-of = game { $number } turn { $name }
sb-braille-toll = toll due { $coins } { $coins ->
    [one] coin
   *[other] coins
} for building { $place }
sb-braille-must = play next on building { $place }
# $scores: each name and total.
sb-braille-points = points { $scores }
sb-braille-draw = draw { $cards } { $cards ->
    [one] card
   *[other] cards
} set aside { $aside } { $aside ->
    [one] card
   *[other] cards
}
sb-braille-building-empty = building { $place } empty
sb-braille-building = building { $place } top { $top }{ $coins ->
    [0] {""}
    [one] {" "}with { $coins } coin
   *[other] {" "}with { $coins } coins
}
sb-braille-you = you { $name } { $coins } { $coins ->
    [one] coin
   *[other] coins
}
sb-braille-stock-empty = stock empty
sb-braille-stock = stock { $cards } { $cards ->
    [one] card
   *[other] cards
} top { $top }
sb-braille-hand = hand { $cards }
sb-braille-hand-empty = hand empty
sb-braille-discard-empty = discard { $pile } empty
# $under: the cards under the top, from the top down ($count of them).
sb-braille-discard = discard { $pile } top { $top }{ $count ->
    [0] {""}
   *[other] {" "}under { $under }
}
sb-braille-other = { $name } { $coins } { $coins ->
    [one] coin
   *[other] coins
} hand { $cards } { $cards ->
    [one] card
   *[other] cards
}
sb-braille-discard-tops = discard tops { $tops }
