# The table as the web page draws it (games/skipbo/braille/drawing.py).
sb-web-title = Skip-Bo, peli { $game }
sb-web-mine = Pöytäpinosi
sb-web-stock = Päällimmäinen kortti
sb-web-stock-left = { $n ->
    [one] { $n } kortti pöytäpinossasi
   *[other] { $n } korttia pöytäpinossasi
}
sb-web-stock-count = { $n ->
    [one] { $n } kortti pöytäpinossa
   *[other] { $n } korttia pöytäpinossa
}
sb-web-coins = { $coins ->
    [0] Sinulla ei ole kolikoita.
    [one] Sinulla on yksi kolikko.
   *[other] Sinulla on { $coins } kolikkoa.
}
sb-web-hand = Kätesi
sb-web-discards = Poistopinosi
sb-web-discard-pile = Poistopino { $n }
sb-web-empty = Tyhjä
sb-web-building = Kokoamispinot
sb-web-building-pile = Kokoamispino { $n }
sb-web-building-note = { $top ->
    [0] Tyhjä
   *[other] Numeroon { $top } asti
}, { $coins ->
    [0] ei kolikoita vieressä
    [one] yksi kolikko vieressä
   *[other] { $coins } kolikkoa vieressä
}
sb-web-draw-pile = { $n ->
    [one] { $n } kortti nostettavana
   *[other] { $n } korttia nostettavana
}
sb-web-play-here = Pelaa valittu kortti kokoamispinoon { $n }
sb-web-discard-here = Siirrä valittu kortti poistopinoon { $n }
sb-web-pay-here = Maksa kolikoilla kokoamispinoon { $n }
sb-web-their-stock = Päällimmäinen kortti
sb-web-player = { $hand ->
    [one] { $hand } kortti kädessä
   *[other] { $hand } korttia kädessä
}, { $coins ->
    [one] { $coins } kolikko
   *[other] { $coins } kolikkoa
}
sb-web-toll-pay = Maksa tulli
sb-web-toll-skip = Jätä tulli maksamatta
sb-web-end = Päätä vuorosi
sb-web-pick = Valitse ensin kortti: kädestä, pöytäpinosta tai poistopinosta.
sb-web-player-column = Pelaaja
sb-web-points = Pisteet
