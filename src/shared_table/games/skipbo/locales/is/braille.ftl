## Útprentun á punktaletri (braille/printouts.py): lágstafir, tölur sem tölustafir, hvert spil með stuttu heiti.

sb-braille-title = skip-bo borð
sb-braille-and = og
sb-braille-empty = tómur
sb-braille-over = spil { $number } lokið { $count ->
    [one] sigurvegari
   *[other] sigurvegarar
} { $winners }
sb-braille-your-turn = spil { $number } þú átt leik
sb-braille-turn-of = spil { $number } á leik { $name }
sb-braille-toll = tollur { $coins } { $coins ->
    [one] peningur
   *[other] peningar
} byggingarbunki { $place }
sb-braille-must = spila næst á byggingarbunka { $place }
sb-braille-points = stig { $scores }
sb-braille-draw = stokkur { $cards ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $cards }
    } spil til hliðar { $aside ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $aside }
    } spil
sb-braille-building-empty = byggingarbunki { $place } tómur
sb-braille-building = byggingarbunki { $place } efst { $top }{ $coins ->
    [0] {""}
    [one] {" "}með { $coins } peningi
   *[other] {" "}með { $coins } peningum
}
sb-braille-you = þú { $name } { $coins } { $coins ->
    [one] peningur
   *[other] peningar
}
sb-braille-stock-empty = eigin bunki tómur
sb-braille-stock = eigin bunki { $cards ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $cards }
    } spil efst { $top }
sb-braille-hand = hönd { $cards }
sb-braille-hand-empty = hönd tóm
sb-braille-discard-empty = kastbunki { $pile } tómur
sb-braille-discard = kastbunki { $pile } efst { $top }{ $count ->
    [0] {""}
   *[other] {" "}undir { $under }
}
sb-braille-other = { $name } { $coins } { $coins ->
    [one] peningur
   *[other] peningar
} hönd { $cards ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $cards }
    } spil
sb-braille-discard-tops = kastbunkar efst { $tops }
