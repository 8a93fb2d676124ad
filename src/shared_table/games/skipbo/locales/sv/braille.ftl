## Punktskriftsutskriften (braille/printouts.py): små bokstäver, tal som siffror, varje kort med sitt korta namn.

sb-braille-title = skip-bo bord
sb-braille-and = och
sb-braille-empty = tom
sb-braille-over = spel { $number } slut { $winners } { $count ->
    [one] vinner
   *[other] vinner
}
sb-braille-your-turn = spel { $number } din tur
sb-braille-turn-of = spel { $number } tur { $name }
sb-braille-toll = avgift { $coins } mynt för bygg { $place }{ $coins ->
   *[other] {""}
}
sb-braille-must = lägg nästa på bygg { $place }
sb-braille-points = poäng { $scores }
sb-braille-draw = drag { $cards } kort åt sidan { $aside } kort{ $aside ->
   *[other] {""}
}
sb-braille-building-empty = bygg { $place } tom
sb-braille-building = bygg { $place } topp { $top }{ $coins ->
    [0] {""}
   *[other] {" "}med { $coins } mynt
}
sb-braille-you = du { $name } { $coins } mynt
sb-braille-stock-empty = grund tom
sb-braille-stock = grund { $cards } kort topp { $top }
sb-braille-hand = hand { $cards }
sb-braille-hand-empty = hand tom
sb-braille-discard-empty = kast { $pile } tom
sb-braille-discard = kast { $pile } topp { $top }{ $count ->
    [0] {""}
   *[other] {" "}under { $under }
}
sb-braille-other = { $name } { $coins } mynt hand { $cards } kort
sb-braille-discard-tops = kast toppar { $tops }
