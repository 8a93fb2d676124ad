## De brailleafdruk (braille/printouts.py): kleine letters, getallen als cijfers, elke kaart met haar korte naam.

sb-braille-title = skip-bo tafel
sb-braille-and = en
sb-braille-empty = leeg
sb-braille-over = spel { $number } voorbij { $winners } { $count ->
    [one] wint
   *[other] winnen
}
sb-braille-your-turn = spel { $number } jouw beurt
sb-braille-turn-of = spel { $number } beurt { $name }
sb-braille-toll = tol { $coins } { $coins ->
    [one] munt
   *[other] munten
} voor bouw { $place }
sb-braille-must = speel volgende op bouw { $place }
sb-braille-points = punten { $scores }
sb-braille-draw = trekstapel { $cards } { $cards ->
    [one] kaart
   *[other] kaarten
} apart { $aside } { $aside ->
    [one] kaart
   *[other] kaarten
}
sb-braille-building-empty = bouw { $place } leeg
sb-braille-building = bouw { $place } boven { $top }{ $coins ->
    [0] {""}
    [one] {" "}met { $coins } munt
   *[other] {" "}met { $coins } munten
}
sb-braille-you = jij { $name } { $coins } { $coins ->
    [one] munt
   *[other] munten
}
sb-braille-stock-empty = voorraad leeg
sb-braille-stock = voorraad { $cards } { $cards ->
    [one] kaart
   *[other] kaarten
} boven { $top }
sb-braille-hand = hand { $cards }
sb-braille-hand-empty = hand leeg
sb-braille-discard-empty = afleg { $pile } leeg
sb-braille-discard = afleg { $pile } boven { $top }{ $count ->
    [0] {""}
   *[other] {" "}onder { $under }
}
sb-braille-other = { $name } { $coins } { $coins ->
    [one] munt
   *[other] munten
} hand { $cards } { $cards ->
    [one] kaart
   *[other] kaarten
}
sb-braille-discard-tops = afleg boven { $tops }
