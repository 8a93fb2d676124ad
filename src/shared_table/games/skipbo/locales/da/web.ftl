# The table as the web page draws it (games/skipbo/braille/drawing.py).
sb-web-title = Skip-Bo, spil { $game }
sb-web-mine = Din egen bunke
sb-web-stock = Øverste kort
sb-web-stock-left = { $n ->
    [one] { $n } kort i din egen bunke
   *[other] { $n } kort i din egen bunke
}
sb-web-stock-count = { $n ->
    [one] { $n } kort i egen bunke
   *[other] { $n } kort i egen bunke
}
sb-web-coins = { $coins ->
    [0] Du har ingen mønter.
    [one] Du har én mønt.
   *[other] Du har { $coins } mønter.
}
sb-web-hand = Din hånd
sb-web-discards = Dine afkastbunker
sb-web-discard-pile = Afkastbunke { $n }
sb-web-empty = Tom
sb-web-building = Byggebunker
sb-web-building-pile = Byggebunke { $n }
sb-web-building-note = { $top ->
    [0] Tom
   *[other] Op til { $top }
}, { $coins ->
    [0] ingen mønter ved siden af
    [one] én mønt ved siden af
   *[other] { $coins } mønter ved siden af
}
sb-web-draw-pile = { $n ->
    [one] { $n } kort tilbage at trække
   *[other] { $n } kort tilbage at trække
}
sb-web-play-here = Spil det valgte kort på byggebunke { $n }
sb-web-discard-here = Læg det valgte kort på afkastbunke { $n }
sb-web-pay-here = Betal mønter for byggebunke { $n }
sb-web-their-stock = Øverste kort
sb-web-player = { $hand ->
    [one] { $hand } kort på hånden
   *[other] { $hand } kort på hånden
}, { $coins ->
    [one] { $coins } mønt
   *[other] { $coins } mønter
}
sb-web-toll-pay = Betal afgiften
sb-web-toll-skip = Spring afgiften over
sb-web-end = Slut din tur
sb-web-pick = Vælg først et kort: fra hånden, din egen bunke eller en afkastbunke.
sb-web-player-column = Spiller
sb-web-points = Point
