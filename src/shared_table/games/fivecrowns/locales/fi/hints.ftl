## Vihjeet: vaikean tietokonepelaajan perustelut (bots/reasons.py, bots/hard.py).

fc-hint-card = { $kind ->
    [joker] { $case ->
        [gen] jokerin
        [part] jokeria
        [ela] jokerista
       *[other] jokeri
    }
    [wild] { $case ->
        [gen] villin
        [part] villiä
        [ela] villistä
       *[other] villi
    } { $card }
   *[card] { $card }
}
fc-hint-run = { $suit } värisuora
    .suit-case = gen
fc-hint-book = suora, { $ranks }
fc-hint-book-wilds = suora villeistä korteista
fc-hint-empty-pile = Nosta nostopakasta: poistopino on tyhjä.
fc-hint-take-forced = Ota { $card }: nostopakka on tyhjä.
fc-hint-take-last = Ota { $card }: { $out ->
    [yes] sen avulla näytät korttisi viimeisellä vuorollasi
   *[no] viimeisellä vuorollasi se jättää { $points ->
        [one] { $points } pisteen
       *[other] { $points } pistettä
    }; nostopakka jättäisi keskimäärin { $mean }
}.
fc-hint-take-wild = Ota { $card }: villi kortti sopii mihin tahansa suoraan tai värisuoraan.
fc-hint-take-meld = Ota { $card }: sen myötä valmistuu { $meld }.
fc-hint-take-keep = Ota { $card }: se sopii kortteihin, jotka pidät.
fc-hint-draw-last-melds = Nosta nostopakasta: koko kätesi on suorissa ja värisuorissa, joten lasket pöytään ilman pisteitä.
fc-hint-draw-melds = Nosta nostopakasta: koko kätesi on suorissa ja värisuorissa, joten nostitpa mitä tahansa, voit näyttää korttisi.
fc-hint-draw-last = Nosta nostopakasta: viimeisellä vuorollasi se jättää keskimäärin { $mean } pistettä; { $card } jättäisi { $points }.
fc-hint-draw-no-lower = Nosta nostopakasta: { $card } ei vähentäisi pisteitäsi, joita on nyt { $points }.
fc-hint-draw-not-enough = Nosta nostopakasta: { $card } ei säästä tarpeeksi pisteitä, jotta kannattaisi näyttää muille, mitä keräät.
fc-hint-go-out = Luovu { $card }: loput kädestäsi ovat suorissa ja värisuorissa, joten näytät korttisi.
    .card-case = ela
fc-hint-discard-last = Luovu { $card }: viimeinen vuorosi jättää sinulle { $points ->
    [one] { $points } pisteen
   *[other] { $points } pistettä
}, vähiten mahdollista.
    .card-case = ela
fc-hint-discard = Luovu { $card }: { $why ->
    [highest] se on korkein korttisi, joka ei auta mitään suoraa tai värisuoraa
    [loose] se ei auta mitään suoraa tai värisuoraa
    [wild] edes villi kortti ei tee näistä korteista suoraa tai värisuoraa
   *[least] se auttaa kättäsi vähiten
}; jäljelle jäisi { $points ->
    [one] { $points } piste
   *[other] { $points } pistettä
}.
    .card-case = ela
fc-hint-discard-keep = Luovu { $card } ja pidä { $keep }: { $worth }.
    .card-case = ela
fc-hint-keep-wild = villi kortti kannattaa pitää, kunnes joku näyttää korttinsa
fc-hint-keep-neighbour = { $name } on kerännyt siihen sopivia kortteja
fc-hint-keep-outs = siitä voi vielä tulla suora tai värisuora
fc-hint-keep-draw = se antaa seuraavalle nostollesi enemmän mahdollisuuksia
