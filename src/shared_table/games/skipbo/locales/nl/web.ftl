# The table as the web page draws it (games/skipbo/braille/drawing.py).
sb-web-title = Skip-Bo, spel { $game }
sb-web-mine = Je voorraadstapel
sb-web-stock = Bovenste kaart
sb-web-stock-left = { $n ->
    [one] { $n } kaart op je voorraadstapel
   *[other] { $n } kaarten op je voorraadstapel
}
sb-web-stock-count = { $n ->
    [one] { $n } kaart op de voorraadstapel
   *[other] { $n } kaarten op de voorraadstapel
}
sb-web-coins = { $coins ->
    [0] Je hebt geen munten.
    [one] Je hebt één munt.
   *[other] Je hebt { $coins } munten.
}
sb-web-hand = Je hand
sb-web-discards = Je aflegstapels
sb-web-discard-pile = Aflegstapel { $n }
sb-web-empty = Leeg
sb-web-building = Bouwstapels
sb-web-building-pile = Bouwstapel { $n }
sb-web-building-note = { $top ->
    [0] Leeg
   *[other] Tot en met { $top }
}, { $coins ->
    [0] geen munten ernaast
    [one] één munt ernaast
   *[other] { $coins } munten ernaast
}
sb-web-draw-pile = { $n ->
    [one] Nog { $n } kaart om te trekken
   *[other] Nog { $n } kaarten om te trekken
}
sb-web-play-here = Gekozen kaart op bouwstapel { $n } spelen
sb-web-discard-here = Gekozen kaart op aflegstapel { $n } afleggen
sb-web-pay-here = Munten betalen voor bouwstapel { $n }
sb-web-their-stock = Bovenste kaart
sb-web-player = { $hand ->
    [one] { $hand } kaart in de hand
   *[other] { $hand } kaarten in de hand
}, { $coins ->
    [one] { $coins } munt
   *[other] { $coins } munten
}
sb-web-toll-pay = Tol betalen
sb-web-toll-skip = Tol overslaan
sb-web-end = Beurt beëindigen
sb-web-pick = Kies eerst een kaart: uit je hand, je voorraadstapel of een aflegstapel.
sb-web-player-column = Speler
sb-web-points = Punten
