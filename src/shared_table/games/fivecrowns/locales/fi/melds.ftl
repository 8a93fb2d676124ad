## Suorat ja värisuorat sanoina (words/saying_cards.py). Arkin mukaan värisuora on samaa maata peräkkäin,
## suora samaa arvoa.

fc-run = Värisuora, { $suit }{ $span ->
    [yes] , alin { $low }, ylin { $high }
   *[no] {""}
}: { $cards }.
fc-stands-in = { $wild } korvaa { $place }
    .place-case = gen
fc-place-rank = { $rank }
fc-place-card = { $card }
fc-book-wilds = Suora villeistä korteista: { $wilds }.
fc-book = Suora: { $naturals }.
fc-book-with = Suora: { $naturals } sekä { $wilds }.
fc-book-naturals = { $n ->
    [1] yksi { $rank }
   *[other] { $count } { $ranks }
}
    .ranks-case = part
fc-no-points-left = Ei pisteitä jäljellä: kaikki kortit ovat suorissa tai värisuorissa.
fc-points-left = { $points ->
    [one] { $points } piste
   *[other] { $points } pistettä
} jäljellä.
fc-left-over = Jäljelle jäävät kortit: { $cards }.
fc-can-go-out = Voit näyttää korttisi, kun luovut { $card }.
    .card-case = ela
fc-best-discard = Paras poistettava: { $card }, jolloin jää { $points ->
    [one] { $points } piste
   *[other] { $points } pistettä
}.
