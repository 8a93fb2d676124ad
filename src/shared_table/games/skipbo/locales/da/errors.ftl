## Afvisninger: reglerne (rules/state.py), det skrevne (words/commands.py, words/reading_typed.py, rules/cards.py), gemte spil (rules/codec.py).

sb-error-players = Skip-Bo er for { $min } til { $max } spillere, ikke { $given }
sb-error-over = Spillet er slut.
sb-error-no-seat = Ingen sidder på plads { $seat }: det er { GENITIVE($name, sibilant: "'") } tur.
sb-error-not-your-turn = Det er { GENITIVE($name, sibilant: "'") } tur, ikke { GENITIVE($other, sibilant: "'") }.
sb-error-toll-first = Betal først afgiften på { $coins ->
    [one] én mønt
   *[other] { $coins } mønter
}, eller slut din tur: skriv { sb-say-pay-toll } eller { sb-say-skip-toll }.
sb-error-must-play = Du har betalt mønter på byggebunke { $place }: spil nu det næste kort på den.
sb-error-end-with-discard = Din tur slutter med, at du kasserer: læg et kort fra hånden i en afkastbunke.
sb-error-not-a-move = ikke et træk i Skip-Bo: { $action }
sb-error-no-building-pile = Der er ingen byggebunke { $given }: de er 1 til { $count }.
sb-error-wont-fit = Byggebunke { $place } { $empty ->
    [yes] er tom: den starter med en ener
   *[no] skal bruge { $needed }
} eller et Skip-Bo-kort, ikke { $card }.
sb-error-top-card = Fra { $source ->
    [discard] en afkastbunke
   *[stock] en egen bunke
} spilles altid det øverste kort: nævn ikke noget kort.
sb-error-pile-number = Kun en afkastbunke nævnes med sit nummer.
sb-error-stock-empty = Den egne bunke er tom.
sb-error-discard-no-card = Afkastbunke { $pile } har intet kort at spille.
sb-error-not-in-hand = Det kort har du ikke på hånden.
sb-error-buy-whom = Køb af en anden spiller ved dette bord.
sb-error-buy-top = Køb det øverste kort i spillerens egen bunke eller i en af spillerens afkastbunker.
sb-error-no-coins = Du har ingen mønter tilbage at købe for.
sb-error-pay-twelve = Byggebunke { $place } skal bruge en tolver, det sidste kort: mønter kan ikke stå for den.
sb-error-pay-short = Byggebunke { $place } skal bruge { $needed }: det koster { $cost ->
    [one] én mønt
   *[other] { $cost } mønter
}, og du har { $have ->
    [one] én mønt
   *[other] { $have } mønter
}.
sb-error-pay-no-follow = Når du har betalt for { $paid }, skal du spille { $next } eller et Skip-Bo-kort på den, og du har { $none ->
    [neither] ingen af delene
   *[none] ingen
} at spille.
sb-error-no-toll = Der er ingen afgift at betale nu.
sb-error-toll-short = Afgiften er { $due ->
    [one] én mønt
   *[other] { $due } mønter
}, og du har { $have ->
    [one] én mønt
   *[other] { $have } mønter
}: skriv { sb-say-skip-toll }.
sb-error-no-such-card = Du har { $number ->
    [0] ikke noget
   *[other] ingen
} { $card } på hånden.
sb-error-no-discard-pile = Der er ingen afkastbunke { $given }: dine er 1 til { $count }.
sb-error-no-such-card-toll = intet Skip-Bo-kort { $number } med en afgift på { $toll }
sb-error-no-card = intet kort "{ $given }": nævn et tal fra 1 til 12, fx 7 eller syv, eller sb for et Skip-Bo-kort
sb-error-bot-level = intet computerniveau "{ $given }": niveauerne er { $levels }
sb-error-saved-card = et Skip-Bo-kort skrives som 7, 7t2 eller sb, ikke { $given }
sb-error-verbosity = Intet detaljeniveau "{ $given }": vælg { $choices }.

sb-error-layout-stocks = giv { $seats } egne bunker af samme størrelse, mindst ét kort i hver
sb-error-layout-building = byggebunkerne er { $count } pladser, hver bygget i rækkefølge fra 1 til højst 11
sb-error-layout-discards = hver spiller har { $count } afkastbunker, ikke { $given }
sb-error-layout-coins = giv hver af de { $seats } spillere 0 eller flere mønter, højst { $box } i alt

sb-error-no-argument = Der skal ikke stå noget efter { $name }: skriv kun "{ $name }".
sb-error-over-new = Spillet er slut. Skriv { $new } for et nyt spil, eller { $quit }.
sb-error-turn-of = Det er { GENITIVE($name, sibilant: "'") } tur.
sb-error-not-yet = Ikke endnu. { $toll }
sb-error-no-pile = Ingen { $what ->
    [discard] afkastbunke
   *[building] byggebunke
} "{ $given }": de har numrene 1 til { $count }.
sb-error-which-card = Hvilken { $number }? Skriv { $options }.
sb-which-option = { $short } for { $card }
sb-error-which-discard-pile = Hvilken afkastbunke? Nævn dens nummer, fx: { sb-cmd-play } afkastbunke 2 til 1.
sb-error-your-stock-empty = Din egen bunke er tom.
sb-error-not-on-top = Det øverste kort der er { $card }, ikke det.
sb-error-your-discard-empty = Din afkastbunke { $pile } er tom.
sb-error-no-source = Intet kort "{ $given }": nævn egen, et kort på hånden som 7, syv, 7t2 eller sb, eller afkastbunke og et bunkenummer.
sb-error-no-player = Ingen spiller "{ $given }" { $what ->
    [buy] at købe af
   *[table] ved dette bord
}: nævn { $others }.

sb-said-stock = { $start ->
    [yes] { $card } fra din egen bunke
   *[no] { $card } fra din egen bunke
}
sb-said-discard = { $start ->
    [yes] { $card } i din afkastbunke { $pile }
   *[no] { $card } i din afkastbunke { $pile }
}
sb-said-hand = { $start ->
    [yes] { $card } fra hånden
   *[no] { $card } fra hånden
}
sb-said-buy-stock = { $card } fra { GENITIVE($name, sibilant: "'") } egen bunke
sb-said-buy-discard = { $start ->
    [yes] { $card } i { GENITIVE($name, sibilant: "'") } afkastbunke { $pile }
   *[no] { $card } i { GENITIVE($name, sibilant: "'") } afkastbunke { $pile }
}
sb-error-fits-none = Der er ingen byggebunke, som { $said } passer på nu. { $needs }
sb-error-which-building = På hvilken byggebunke? På bunke { $piles } passer { $said }: skriv den, fx: { $example } til { $first }.
sb-error-paid-elsewhere = Du har betalt mønter på byggebunke { $must }: spil nu { $needed } eller et Skip-Bo-kort på den.
sb-error-no-fit = Byggebunke { $place } { $empty ->
    [yes] er tom: start den med en ener eller et Skip-Bo-kort
   *[no] skal bruge { $needed }, ikke { $card }: spil { $needed } eller et Skip-Bo-kort
}{ $else ->
    [pay] , eller betal { $cost ->
        [one] én mønt
       *[other] { $cost } mønter
    }
    [buy] , eller køb et for én mønt
   *[none] {""}
}.
sb-error-fits-other = På byggebunke { $piles } passer { $said }.

sb-error-play-what = Hvad vil du spille? Skriv spil, hvor kortet kommer fra, og en byggebunke, fx: spil egen til 2, spil 7 til 1 eller spil afkastbunke 3 til 2.
sb-error-pay-none = Du kan ikke betale på nogen byggebunke nu: du skal have lige så mange mønter som det tal, bunken skal bruge, og det næste kort at spille på den.
sb-error-pay-which = Hvilken byggebunke vil du betale for? Du kan betale { $choices }. Skriv fx { sb-cmd-pay } for { $first }.
sb-pay-choice = { $coins ->
    [one] én mønt
   *[other] { $coins } mønter
} for bunke { $place }
sb-error-buy-what = Hvad vil du købe? Skriv køb, en spiller, egen eller afkastbunke og et bunkenummer, og så byggebunken, fx: køb Ann egen til 3.
sb-error-buy-own = Dine egne kort spilles, de købes ikke: skriv { sb-cmd-play }.
sb-error-their-stock-empty = { GENITIVE($name, sibilant: "'") } egen bunke er tom.
sb-error-their-discard-empty = { GENITIVE($name, sibilant: "'") } afkastbunke { $pile } er tom.
sb-error-buy-source = "{ $given }" kan ikke købes. Køb det øverste kort i en egen bunke eller en afkastbunke, fx: { sb-cmd-buy } { $name } egen til 3, eller { sb-cmd-buy } { $name } afkastbunke 2 til 1.
sb-error-toll-choice = { $typed ->
    [no] Skriv { sb-say-pay-toll } eller { sb-say-skip-toll }.
   *[other] Intet "{ $given }" for afgiften: skriv { sb-say-pay-toll } eller { sb-say-skip-toll }.
}
sb-error-discard-what = Hvilket kort, i hvilken afkastbunke? Skriv kassér, et kort og en bunke, fx: kassér 9 til 2.
sb-error-discard-which = I hvilken af dine afkastbunker, 1 til { $count }? Skriv { sb-cmd-discards } for at høre dem, og så fx: { sb-cmd-discard } { $short } til 1.
sb-error-end-discard = Din tur slutter med, at du kasserer: skriv kassér, et kort og en bunke, fx: kassér 9 til 2.
sb-error-not-held = Du har { $number ->
    [0] ikke noget
   *[other] ingen
} { $card } på hånden. { $hand }
## A card put on "pile N", which could be either kind; $building and $discard are the piles' words.
sb-error-pile-kind = Hvilken bunke { $pile }: { $building } { $pile } eller { $discard } { $pile }? Sig hvilken.
