# The table as the web page draws it (games/skipbo/braille/drawing.py).
sb-web-title = Skip-Bo, spil { $game }
sb-web-mine = Eigin bunki
sb-web-stock = Efsta spilið
sb-web-stock-left = { $n ->
    [one] { $n ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $n }
    } spil í eigin bunka
   *[other] { $n ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $n }
    } spil í eigin bunka
}
sb-web-stock-count = { $n ->
    [one] { $n ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $n }
    } spil í eigin bunka
   *[other] { $n ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $n }
    } spil í eigin bunka
}
sb-web-coins = { $coins ->
    [0] Þú átt enga peninga.
    [1] Þú átt einn pening.
    [2] Þú átt tvo peninga.
    [3] Þú átt þrjá peninga.
    [4] Þú átt fjóra peninga.
    [one] Þú átt { $coins } pening.
   *[other] Þú átt { $coins } peninga.
}
sb-web-hand = Höndin þín
sb-web-discards = Kastbunkarnir þínir
sb-web-discard-pile = Kastbunki { $n }
sb-web-empty = Tómur
sb-web-building = Byggingarbunkar
sb-web-building-pile = Byggingarbunki { $n }
sb-web-building-note = { $top ->
    [0] Tómur
   *[other] Kominn upp í { $top }
}, { $coins ->
    [0] engir peningar við hann
    [1] einn peningur við hann
    [2] tveir peningar við hann
    [3] þrír peningar við hann
    [4] fjórir peningar við hann
    [one] { $coins } peningur við hann
   *[other] { $coins } peningar við hann
}
sb-web-draw-pile = { $n ->
    [one] { $n ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $n }
    } spil eftir í stokknum
   *[other] { $n ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $n }
    } spil eftir í stokknum
}
sb-web-play-here = Spila valda spilinu á byggingarbunka { $n }
sb-web-discard-here = Setja valda spilið á kastbunka { $n }
sb-web-pay-here = Borga peninga fyrir byggingarbunka { $n }
sb-web-their-stock = Efsta spilið
sb-web-player = { $hand ->
    [one] { $hand ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $hand }
    } spil á hendi
   *[other] { $hand ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $hand }
    } spil á hendi
}, { $coins ->
    [1] einn peningur
    [2] tveir peningar
    [3] þrír peningar
    [4] fjórir peningar
    [one] { $coins } peningur
   *[other] { $coins } peningar
}
sb-web-toll-pay = Borga tollinn
sb-web-toll-skip = Sleppa tollinum
sb-web-end = Ljúka umferðinni
sb-web-pick = Veldu fyrst spil: af hendi, úr eigin bunka eða af kastbunka.
sb-web-player-column = Leikmaður
sb-web-points = Stig
