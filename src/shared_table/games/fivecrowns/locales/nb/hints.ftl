## Tips: den vanskelige dataspillerens grunner (bots/reasons.py, bots/hard.py).

fc-hint-card = { $kind ->
    [joker] jokeren
    [wild] jokerkortet { $card }
   *[card] { $card }
}
fc-hint-run = serien i { $suit }
fc-hint-book = boken med { $ranks }
fc-hint-book-wilds = boken med bare jokerkort
fc-hint-empty-pile = Trekk fra trekkebunken: kastebunken er tom.
fc-hint-take-forced = Ta { $card }: trekkebunken er tom.
fc-hint-take-last = Ta { $card }: { $out ->
    [yes] med det går du ut på din siste tur
   *[no] da sitter du igjen med { $points } poeng etter den siste turen; fra trekkebunken blir det i snitt { $mean }
}.
fc-hint-take-wild = Ta { $card }: et jokerkort passer i alle bøker og serier.
fc-hint-take-meld = Ta { $card }: det fullfører { $meld }.
fc-hint-take-keep = Ta { $card }: det passer til kortene du beholder.
fc-hint-draw-last-melds = Trekk fra trekkebunken: hele hånden går opp i bøker og serier, så du legger ned uten poeng.
fc-hint-draw-melds = Trekk fra trekkebunken: hele hånden går opp i bøker og serier, så uansett hva du trekker, kan du gå ut.
fc-hint-draw-last = Trekk fra trekkebunken: da sitter du i snitt igjen med { $mean } poeng etter den siste turen; med { $card } blir det { $points }.
fc-hint-draw-no-lower = Trekk fra trekkebunken: { $card } senker ikke poengsummen din på { $points }.
fc-hint-draw-not-enough = Trekk fra trekkebunken: { $card } gir for lite til at det lønner seg å røpe hva du samler på.
fc-hint-go-out = Kast { $card }: resten av hånden går opp i bøker og serier, så du går ut.
fc-hint-discard-last = Kast { $card }: da sitter du igjen med { $points } poeng etter den siste turen, så få som mulig.
fc-hint-discard = Kast { $card }: { $why ->
    [highest] det er det høyeste kortet ditt som ikke hjelper noen bok eller serie
    [loose] det hjelper ingen bok eller serie
    [wild] selv et jokerkort gir ingen bok eller serie med disse kortene
   *[least] det er til minst nytte for hånden din
}; da har du { $points } poeng igjen.
fc-hint-discard-keep = Kast { $card } og behold { $keep }: { $worth }.
fc-hint-keep-wild = et jokerkort er verdt å beholde til noen går ut
fc-hint-keep-neighbour = { $name } har plukket opp kort som passer til det
fc-hint-keep-outs = det kan fortsatt inngå i en bok eller serie
fc-hint-keep-draw = det gir deg flere sjanser på neste trekk
