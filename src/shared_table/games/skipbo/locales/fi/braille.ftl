## Pistekirjoitustuloste (braille/printouts.py): pienet kirjaimet, luvut numeroina, kortit lyhyillä nimillään.

sb-braille-title = skip-bo pöytä
sb-braille-and = ja
sb-braille-empty = tyhjä
sb-braille-over = peli { $number } päättyi { $count ->
    [one] voittaja
   *[other] voittajat
} { $winners }
sb-braille-your-turn = peli { $number } sinun vuorosi
sb-braille-turn-of = peli { $number } vuoro { $name }
sb-braille-toll = tulli { $coins } { $coins ->
    [one] kolikko
   *[other] kolikkoa
} kokoamispino { $place }
sb-braille-must = pelaa seuraava kokoamispinoon { $place }
sb-braille-points = pisteet { $scores }
sb-braille-draw = nostopakka { $cards } { $cards ->
    [one] kortti
   *[other] korttia
} sivussa { $aside } { $aside ->
    [one] kortti
   *[other] korttia
}
sb-braille-building-empty = kokoamispino { $place } tyhjä
sb-braille-building = kokoamispino { $place } päällä { $top }{ $coins ->
    [0] {""}
    [one] {" "}{ $coins } kolikko
   *[other] {" "}{ $coins } kolikkoa
}
sb-braille-you = sinä { $name } { $coins } { $coins ->
    [one] kolikko
   *[other] kolikkoa
}
sb-braille-stock-empty = pöytäpino tyhjä
sb-braille-stock = pöytäpino { $cards } { $cards ->
    [one] kortti
   *[other] korttia
} päällä { $top }
sb-braille-hand = käsi { $cards }
sb-braille-hand-empty = käsi tyhjä
sb-braille-discard-empty = poistopino { $pile } tyhjä
sb-braille-discard = poistopino { $pile } päällä { $top }{ $count ->
    [0] {""}
   *[other] {" "}alla { $under }
}
sb-braille-other = { $name } { $coins } { $coins ->
    [one] kolikko
   *[other] kolikkoa
} käsi { $cards } { $cards ->
    [one] kortti
   *[other] korttia
}
sb-braille-discard-tops = poistopinot päällä { $tops }
