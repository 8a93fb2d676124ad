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
fc-hint-with-it-out = Med det kortet kan du gå ut.
fc-hint-with-it = Med det kortet gir det beste kastet ditt { $points } poeng igjen, { $change ->
    [same] det samme som nå
    [down] ned fra { $now } nå
   *[up] opp fra { $now } nå
}.
fc-hint-take-forced = Ta { $card }: trekkebunken er tom.
fc-hint-take-last = Ta { $card }: på din siste tur { $out ->
    [yes] kan du gå ut med det
   *[no] gir det { $points } poeng igjen etter det beste kastet ditt
}; et kort fra trekkebunken ville i snitt gi { $mean }.
fc-hint-take-wild = Ta { $card }: et jokerkort passer i alle bøker og serier.
fc-hint-take-meld = Ta { $card }: det fullfører { $meld }.
fc-hint-take-keep = Ta { $card }: det passer med kort du beholder.
fc-hint-draw-last-melds = Trekk fra trekkebunken: på din siste tur går hele hånden opp i bøker og serier, så uansett hva du trekker, legger du ned uten poeng.
fc-hint-draw-melds = Trekk fra trekkebunken: hele hånden går opp i bøker og serier, så uansett hva du trekker, kan du gå ut.
fc-hint-draw-last = Trekk fra trekkebunken: på din siste tur gir et kort fra trekkebunken i snitt { $mean } poeng igjen etter det beste kastet ditt; { $card } ville gi { $points }.
fc-hint-draw-no-lower = Trekk fra trekkebunken: { $card } senker ikke de { $points } poengene dine.
fc-hint-draw-not-enough = Trekk fra trekkebunken: med { $card } ville det beste kastet ditt gi { $points } poeng igjen, ned fra { $now } nå, ikke nok til å vise bordet hva du samler på.
fc-hint-go-out = Kast { $card }: resten av hånden går opp i bøker og serier, så du går ut.
fc-hint-discard-last = Kast { $card }: den siste turen din gir deg { $points } poeng, så få som mulig.
fc-hint-discard = Kast { $card }: { $why ->
    [highest] det er det høyeste kortet ditt som ikke hjelper noen bok eller serie
    [loose] det hjelper ingen bok eller serie
   *[least] det hjelper hånden minst
}; { $points } poeng ville bli igjen.
fc-hint-instead = Kaster du { $card }, blir { $points } igjen, men { $worth }.
fc-hint-keep-wild = et jokerkort er verdt å beholde til noen går ut
fc-hint-keep-neighbour = { $name } har plukket opp kort som passer med det
fc-hint-keep-outs = det kan fortsatt bli en bok eller serie: { $outs } kort som ville fullføre den, kan fortsatt komme
fc-hint-keep-draw = beholder du det, gir neste trekk flere sjanser
fc-hint-collecting = { $name } har plukket opp { $suit } { $times } ganger.
