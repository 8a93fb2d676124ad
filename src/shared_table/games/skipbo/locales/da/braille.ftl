## Punktskriftsudskriften (braille/printouts.py): små bogstaver, tal som cifre, hvert kort ved sit korte navn.

sb-braille-title = skip-bo bord
sb-braille-and = og
sb-braille-empty = tom
sb-braille-over = spil { $number } slut { $winners } { $count ->
    [one] vinder
   *[other] vinder
}
sb-braille-your-turn = spil { $number } din tur
sb-braille-turn-of = spil { $number } tur { $name }
sb-braille-toll = afgift { $coins } { $coins ->
    [one] mønt
   *[other] mønter
} for bygge { $place }
sb-braille-must = spil næste på bygge { $place }
sb-braille-points = point { $scores }
sb-braille-draw = lukket { $cards } { $cards ->
    [one] kort
   *[other] kort
} til side { $aside } { $aside ->
    [one] kort
   *[other] kort
}
sb-braille-building-empty = bygge { $place } tom
sb-braille-building = bygge { $place } top { $top }{ $coins ->
    [0] {""}
    [one] {" "}med { $coins } mønt
   *[other] {" "}med { $coins } mønter
}
sb-braille-you = du { $name } { $coins } { $coins ->
    [one] mønt
   *[other] mønter
}
sb-braille-stock-empty = egen tom
sb-braille-stock = egen { $cards } { $cards ->
    [one] kort
   *[other] kort
} top { $top }
sb-braille-hand = hånd { $cards }
sb-braille-hand-empty = hånd tom
sb-braille-discard-empty = afkastbunke { $pile } tom
sb-braille-discard = afkastbunke { $pile } top { $top }{ $count ->
    [0] {""}
   *[other] {" "}under { $under }
}
sb-braille-other = { $name } { $coins } { $coins ->
    [one] mønt
   *[other] mønter
} hånd { $cards } { $cards ->
    [one] kort
   *[other] kort
}
sb-braille-discard-tops = afkastbunker toppe { $tops }
