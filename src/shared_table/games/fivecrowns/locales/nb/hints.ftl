## Tips: den vanskelige dataspillerens grunner (bots/reasons.py, bots/hard.py).

fc-hint-card = { $kind ->
    [joker] jokeren
    [wild] jokerkortet { $card }
   *[card] { $card }
}
fc-hint-run = serien i { $suit }
fc-hint-book = boken av { $ranks }
fc-hint-book-wilds = boken av jokerkort
fc-hint-empty-pile = Trekk fra trekkebunken: kastebunken er tom.
fc-hint-take-forced = Ta { $card }: trekkebunken er tom.
fc-hint-take-last = Ta { $card }: { $out ->
    [yes] med det går du ut på din siste tur
   *[no] på din siste tur gir det { $points } poeng igjen; trekkebunken ville i snitt gi { $mean }
}.
fc-hint-take-wild = Ta { $card }: et jokerkort passer i alle bøker og serier.
fc-hint-take-meld = Ta { $card }: det fullfører { $meld }.
fc-hint-take-keep = Ta { $card }: det passer med kort du beholder.
fc-hint-draw-last-melds = Trekk fra trekkebunken: hele hånden går opp i bøker og serier, så du legger ned uten poeng.
fc-hint-draw-melds = Trekk fra trekkebunken: hele hånden går opp i bøker og serier, så uansett hva du trekker, kan du gå ut.
fc-hint-draw-last = Trekk fra trekkebunken: på din siste tur gir den i snitt { $mean } poeng igjen; { $card } ville gi { $points }.
fc-hint-draw-no-lower = Trekk fra trekkebunken: { $card } senker ikke de { $points } poengene dine.
fc-hint-draw-not-enough = Trekk fra trekkebunken: { $card } sparer for få poeng til å vise de andre hva du samler på.
fc-hint-go-out = Kast { $card }: resten av hånden går opp i bøker og serier, så du går ut.
fc-hint-discard-last = Kast { $card }: den siste turen din gir deg { $points } poeng, så få som mulig.
fc-hint-discard = Kast { $card }: { $why ->
    [highest] det er det høyeste kortet ditt som ikke hjelper noen bok eller serie
    [loose] det hjelper ingen bok eller serie
    [wild] selv et jokerkort gir ingen bok eller serie med disse kortene
   *[least] det hjelper hånden minst
}; { $points } poeng ville bli igjen.
fc-hint-discard-keep = Kast { $card } og behold { $keep }: { $worth }.
fc-hint-keep-wild = et jokerkort er verdt å beholde til noen går ut
fc-hint-keep-neighbour = { $name } har plukket opp kort som passer med det
fc-hint-keep-outs = det kan fortsatt bli en bok eller serie
fc-hint-keep-draw = det gir neste trekk flere sjanser
