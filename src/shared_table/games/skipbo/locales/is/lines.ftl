## Svör við spurningunum (words/table_lines.py): eigin bunki, hönd, bunkar, kastbunkar, peningar, stig, og
## það sem leikur krefst.

sb-hand-empty = Höndin þín er tóm.
sb-hand = Höndin þín, { $count ->
    [1] eitt spil
   *[other] { $count ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $count }
    } spil
}: { $cards }.
# $top: "card", "coins" (peningar gilda sem talan) eða "wild"; $value: talan efst (sb-a-number).
sb-pile-needs = Á byggingarbunka { $place } kemur næst { $needed }{ $top ->
    [coins] ; efst eru peningar sem gilda sem { $value }
    [wild] ; efst er Skip-Bo-spil sem gildir sem { $value }
   *[card] {""}
}{ $coins ->
    [0] .
    [1] ; við hann liggur einn peningur.
    [2] ; við hann liggja tveir peningar.
    [3] ; við hann liggja þrír peningar.
    [4] ; við hann liggja fjórir peningar.
    [one] ; við hann liggur { $coins } peningur.
   *[other] ; við hann liggja { $coins } peningar.
}
sb-piles-none = Enginn byggingarbunki enn: ás eða Skip-Bo-spil byrjar bunka.
sb-piles-empty = { $count ->
    [one] Byggingarbunki { $places } er tómur.
   *[other] Byggingarbunkar { $places } eru tómir.
}
sb-draw-pile = Stokkurinn: { $cards ->
    [1] eitt spil
   *[other] { $cards ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $cards }
    } spil
}; til hliðar: { $aside ->
    [0] ekkert
   *[other] { $aside }
}.
sb-discards-all-empty = { $who ->
    [you] Kastbunkarnir þínir
   *[other] Kastbunkarnir hjá { $name }
} eru allir tómir.
sb-discards-heading = { $who ->
    [you] Kastbunkarnir þínir
   *[other] Kastbunkarnir hjá { $name }
}, efsta spil fyrst.
sb-discards-pile = Bunki { $pile }: { $cards }.
sb-discards-empty = { $count ->
    [one] Bunki { $piles } er tómur.
   *[other] Bunkar { $piles } eru tómir.
}
sb-coins-mine = Þú átt { $coins ->
    [1] einn pening
    [2] tvo peninga
    [3] þrjá peninga
    [4] fjóra peninga
    [one] { $coins } pening
   *[other] { $coins } peninga
}; { $others }.
sb-coins-beside = Við byggingarbunka { $place }: { $coins ->
    [1] einn peningur
    [2] tveir peningar
    [3] þrír peningar
    [4] fjórir peningar
    [one] { $coins } peningur
   *[other] { $coins } peningar
}.
sb-coins-none-beside = Engir peningar við byggingarbunkana.
sb-scores-stock = Spil eftir í eigin bunkum: { $ranked }.
sb-scores-match = Spil { $number } í keppninni. Samtals, { $target } til sigurs: { $ranked }.
sb-scores-points = Stig: { $ranked }.
sb-needed = Næst: { $parts }.
sb-needed-on = { $needed } á { $count ->
    [one] bunka { $place }
   *[other] bunka { $place }
}
sb-needed-start = ás til að byrja bunka { $place }
sb-stock-fits = Á byggingarbunka { $piles } passar { $card } úr eigin bunka þínum.
sb-toll-line = Tollur: borgaðu { $coins ->
    [1] einn pening
    [2] tvo peninga
    [3] þrjá peninga
    [4] fjóra peninga
    [one] { $coins } pening
   *[other] { $coins } peninga
} til að halda áfram, eða slepptu honum og ljúktu umferðinni. { $enough ->
    [yes] Skrifaðu { sb-say-pay-toll } eða { sb-say-skip-toll }.
   *[no] Þú átt { $have ->
        [1] einn pening
        [2] tvo peninga
        [3] þrjá peninga
        [4] fjóra peninga
        [one] { $have } pening
       *[other] { $have } peninga
    }: skrifaðu { sb-say-skip-toll }.
}
sb-must-play = Spilaðu nú { $needed } eða Skip-Bo-spili á byggingarbunka { $place }.
    .needed-case = dat
