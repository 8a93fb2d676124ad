## Punktskriftutskriften (braille/printouts.py): små bokstaver, tall som sifre, hvert kort med sitt korte navn.

sb-braille-title = skip-bo bord
sb-braille-and = og
sb-braille-empty = tom
sb-braille-over = spill { $number } slutt { $winners } { $count ->
    [one] vinner
   *[other] vinner
}
sb-braille-your-turn = spill { $number } din tur
sb-braille-turn-of = spill { $number } tur { $name }
sb-braille-toll = avgift { $coins } { $coins ->
    [one] mynt
   *[other] mynter
} for spille { $place }
sb-braille-must = spill neste på spille { $place }
sb-braille-points = poeng { $scores }
sb-braille-draw = trekkebunke { $cards } kort til side { $aside } kort
sb-braille-building-empty = spille { $place } tom
sb-braille-building = spille { $place } topp { $top }{ $coins ->
    [0] {""}
    [one] {" "}med { $coins } mynt
   *[other] {" "}med { $coins } mynter
}
sb-braille-you = du { $name } { $coins } { $coins ->
    [one] mynt
   *[other] mynter
}
sb-braille-stock-empty = hoved tom
sb-braille-stock = hoved { $cards } kort topp { $top }
sb-braille-hand = hånd { $cards }
sb-braille-hand-empty = hånd tom
sb-braille-discard-empty = kaste { $pile } tom
sb-braille-discard = kaste { $pile } topp { $top }{ $count ->
    [0] {""}
   *[other] {" "}under { $under }
}
sb-braille-other = { $name } { $coins } { $coins ->
    [one] mynt
   *[other] mynter
} hånd { $cards } kort
sb-braille-discard-tops = kaste topper { $tops }
