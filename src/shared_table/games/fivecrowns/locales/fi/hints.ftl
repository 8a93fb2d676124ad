## Vihjeet: vaikean tietokonepelaajan perustelut (bots/reasons.py, bots/hard.py).

fc-hint-card = { $kind ->
    [joker] jokeri
    [wild] villi kortti { $card }
   *[card] { $card }
}
fc-hint-run = värisuora, { $suit }
fc-hint-book = suora, { $ranks }
fc-hint-book-wilds = suora villeistä korteista
fc-hint-empty-pile = Nosta nostopakasta: poistopino on tyhjä.
fc-hint-with-it-out = Sen avulla voit näyttää korttisi.
fc-hint-with-it = Sen avulla parhaan poiston jälkeen jää { $points ->
    [one] { $points } piste
   *[other] { $points } pistettä
}, { $change ->
    [same] sama kuin nyt
    [down] vähemmän kuin nyt, { $now }
   *[up] enemmän kuin nyt, { $now }
}.
fc-hint-take-forced = Ota { $card }: nostopakka on tyhjä.
fc-hint-take-last = Ota { $card }: viimeisellä vuorollasi { $out ->
    [yes] voit sen avulla näyttää korttisi
   *[no] sen avulla jää parhaan poiston jälkeen { $points ->
        [one] { $points } piste
       *[other] { $points } pistettä
    }
}; nostopakan kortti jättäisi keskimäärin { $mean }.
fc-hint-take-wild = Ota { $card }: villi kortti sopii mihin tahansa suoraan tai värisuoraan.
fc-hint-take-meld = Ota { $card }: se täydentää: { $meld }.
fc-hint-take-keep = Ota { $card }: se sopii kortteihin, jotka pidät.
fc-hint-draw-last-melds = Nosta nostopakasta: viimeisellä vuorollasi koko kätesi on suorissa ja värisuorissa, joten nostitpa mitä tahansa, lasket pöytään ilman pisteitä.
fc-hint-draw-melds = Nosta nostopakasta: koko kätesi on suorissa ja värisuorissa, joten nostitpa mitä tahansa, voit näyttää korttisi.
fc-hint-draw-last = Nosta nostopakasta: viimeisellä vuorollasi nostopakan kortti jättää parhaan poiston jälkeen keskimäärin { $mean } pistettä; { $card } jättäisi { $points }.
fc-hint-draw-no-lower = Nosta nostopakasta: { $card } ei vähennä pisteitäsi, nyt { $points ->
    [one] { $points } piste
   *[other] { $points } pistettä
}.
fc-hint-draw-not-enough = Nosta nostopakasta: { $card } jättäisi parhaan poiston jälkeen { $points ->
    [one] { $points } piste
   *[other] { $points } pistettä
}, nyt { $now }; se ei riitä, kun muut näkisivät, mitä keräät.
fc-hint-go-out = Luovu kortista { $card }: loput kädestäsi ovat suorissa ja värisuorissa, joten näytät korttisi.
fc-hint-discard-last = Luovu kortista { $card }: viimeinen vuorosi jättää sinulle { $points ->
    [one] { $points } pisteen
   *[other] { $points } pistettä
}, vähiten mahdollista.
fc-hint-discard = Luovu kortista { $card }: { $why ->
    [highest] se on korkein korttisi, joka ei auta mitään suoraa tai värisuoraa
    [loose] se ei auta mitään suoraa tai värisuoraa
   *[least] se auttaa kättäsi vähiten
}; jäljelle jäisi { $points ->
    [one] { $points } piste
   *[other] { $points } pistettä
}.
fc-hint-instead = Jos luovut kortista { $card }, jää { $points } pistettä, mutta { $worth }.
fc-hint-keep-wild = villi kortti kannattaa pitää, kunnes joku näyttää korttinsa
fc-hint-keep-neighbour = { $name } on kerännyt siihen sopivia kortteja
fc-hint-keep-outs = siitä voi vielä tulla suora tai värisuora: sen voi vielä täydentää { $outs ->
    [one] { $outs } kortti
   *[other] { $outs } eri korttia
}
fc-hint-keep-draw = pitämällä sen annat seuraavalle nostollesi enemmän mahdollisuuksia
fc-hint-collecting = { $name } on { $times } kertaa ottanut saman maan kortin: { $suit }.
