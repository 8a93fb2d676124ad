## Raðir í orðum (words/saying_cards.py). Röð í sömu sort er samfelld; röð í mismunandi sort er sama gildi.

fc-run = Röð í sömu sort, { $suit }{ $span ->
    [yes] , frá { $low } upp í { $high }
   *[no] {""}
}: { $cards }.
    .low-case = dat
    .high-case = acc
fc-stands-in = { $wild } í stað { $place }
    .place-case = gen
fc-place-rank = { $rank }
fc-place-card = { $card }
fc-book-wilds = Röð í mismunandi sort úr spilum sem gilda allt: { $wilds }.
fc-book = Röð í mismunandi sort: { $naturals }.
fc-book-with = Röð í mismunandi sort: { $naturals } og { $wilds }.
fc-book-naturals = { $n ->
    [1] { $rank }
    [2] { $rank_number ->
        [3] tveir
        [4] tveir
        [11] tveir
        [13] tveir
       *[other] tvær
    } { $ranks }
    [3] { $rank_number ->
        [3] þrír
        [4] þrír
        [11] þrír
        [13] þrír
       *[other] þrjár
    } { $ranks }
    [4] { $rank_number ->
        [3] fjórir
        [4] fjórir
        [11] fjórir
        [13] fjórir
       *[other] fjórar
    } { $ranks }
   *[other] { $count } { $ranks }
}
fc-no-points-left = Engin stig eftir: öll spilin eru í röðum.
fc-points-left = { $points ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $points }
    } stig eftir.
fc-left-over = Afgangs: { $cards }.
fc-can-go-out = Þú getur lokað ef þú hendir { $card }.
    .card-case = dat
fc-best-discard = Best er að henda { $card }; þá { $points ->
        [one] er
       *[other] eru
    } { $points ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $points }
    } stig eftir.
    .card-case = dat
