# The table as the web page draws it (games/skipbo/braille/drawing.py).
sb-web-title = Skip-Bo, spel { $game }
sb-web-mine = Din grundhög
sb-web-stock = Översta kortet
sb-web-stock-left = { $n ->
    [one] { $n } kort i din grundhög
   *[other] { $n } kort i din grundhög
}
sb-web-stock-count = { $n ->
    [one] { $n } kort i grundhögen
   *[other] { $n } kort i grundhögen
}
sb-web-coins = { $coins ->
    [0] Du har inga mynt.
    [one] Du har ett mynt.
   *[other] Du har { $coins } mynt.
}
sb-web-hand = Din hand
sb-web-discards = Dina kasthögar
sb-web-discard-pile = Kasthög { $n }
sb-web-empty = Tom
sb-web-building = Bygghögar
sb-web-building-pile = Bygghög { $n }
sb-web-building-note = { $top ->
    [0] Tom
   *[other] Upp till { $top }
}, { $coins ->
    [0] inga mynt bredvid
    [one] ett mynt bredvid
   *[other] { $coins } mynt bredvid
}
sb-web-draw-pile = { $n ->
    [one] { $n } kort kvar att dra
   *[other] { $n } kort kvar att dra
}
sb-web-play-here = Lägg det valda kortet på bygghög { $n }
sb-web-discard-here = Kasta det valda kortet på kasthög { $n }
sb-web-pay-here = Betala mynt för bygghög { $n }
sb-web-their-stock = Översta kortet
sb-web-player = { $hand ->
    [one] { $hand } kort på handen
   *[other] { $hand } kort på handen
}, { $coins ->
    [one] { $coins } mynt
   *[other] { $coins } mynt
}
sb-web-toll-pay = Betala avgiften
sb-web-toll-skip = Hoppa över avgiften
sb-web-end = Avsluta din tur
sb-web-pick = Välj ett kort först: från handen, grundhögen eller en kasthög.
sb-web-player-column = Spelare
sb-web-points = Poäng
