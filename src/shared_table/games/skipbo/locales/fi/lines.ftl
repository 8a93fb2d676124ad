## Vastaukset kysymyksiin (words/table_lines.py): pöytäpino, käsi, pinot, poistopinot, kolikot, pisteet, ja
## mitä vuoro vaatii.

sb-hand-empty = Kätesi on tyhjä.
sb-hand = Kätesi, { $count ->
    [one] yksi kortti
   *[other] { $count } korttia
}: { $cards }.
# $top: "card", "coins" (kolikot korvaavat numeron) tai "wild"; $value: päällimmäinen numero (sb-a-number).
sb-pile-needs = Kokoamispinoon { $place } tarvitaan { $needed }{ $top ->
    [coins] ; päällä kolikot, arvoltaan { $value }
    [wild] ; päällä Skip-Bo-kortti, arvoltaan { $value }
   *[card] {""}
}{ $coins ->
    [0] .
    [one] ; vieressä yksi kolikko.
   *[other] ; vieressä { $coins } kolikkoa.
}
sb-piles-none = Ei vielä kokoamispinoja: ykkönen tai Skip-Bo-kortti aloittaa pinon.
sb-piles-empty = { $count ->
    [one] Kokoamispino { $places } on tyhjä.
   *[other] Kokoamispinot { $places } ovat tyhjiä.
}
sb-draw-pile = Nostopakka: { $cards ->
    [one] yksi kortti
   *[other] { $cards } korttia
}; sivussa { $aside ->
    [0] ei yhtään
   *[other] { $aside }
}.
sb-discards-all-empty = { $who ->
    [you] Poistopinosi ovat kaikki tyhjiä.
   *[other] { $name }: poistopinot ovat kaikki tyhjiä.
}
sb-discards-heading = { $who ->
    [you] Poistopinosi, päällimmäinen kortti ensin.
   *[other] { $name }: poistopinot, päällimmäinen kortti ensin.
}
sb-discards-pile = Pino { $pile }: { $cards }.
sb-discards-empty = { $count ->
    [one] Pino { $piles } on tyhjä.
   *[other] Pinot { $piles } ovat tyhjiä.
}
sb-coins-mine = Sinulla on { $coins ->
    [one] yksi kolikko
   *[other] { $coins } kolikkoa
}; { $others }.
sb-coins-beside = Kokoamispinon { $place } vieressä: { $coins ->
    [one] yksi kolikko
   *[other] { $coins } kolikkoa
}.
sb-coins-none-beside = Kokoamispinojen vieressä ei ole kolikoita.
sb-scores-stock = Pöytäpinoissa jäljellä: { $ranked }.
sb-scores-match = Ottelun peli { $number }. Yhteispisteet, voittoon { $target }: { $ranked }.
sb-scores-points = Pisteet: { $ranked }.
sb-needed = Tarvitaan: { $parts }.
sb-needed-on = { $needed } { $count ->
    [one] pinoon { $place }
   *[other] pinoihin { $place }
}
sb-needed-start = ykkönen aloittamaan pinon { $place }
sb-stock-fits = Pöytäpinosi { $card } käy kokoamispinoon { $piles }.
    .card-case = def
sb-toll-line = Tulli on { $coins ->
    [one] yksi kolikko
   *[other] { $coins } kolikkoa
}: maksamalla voit jatkaa, maksamatta vuorosi päättyy. { $enough ->
    [yes] Kirjoita { sb-say-pay-toll } tai { sb-say-skip-toll }.
   *[no] Sinulla on { $have ->
        [one] yksi kolikko
       *[other] { $have } kolikkoa
    }: kirjoita { sb-say-skip-toll }.
}
sb-must-play = Pelaa nyt kokoamispinoon { $place } { $needed } tai Skip-Bo-kortti.
