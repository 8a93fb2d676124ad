## Raðir í orðum (card_words.py). Röð í sömu sort er samfelld; röð í mismunandi sort er sama gildi.

fc-run = Röð í sömu sort, { $suit }{ $span ->
    [yes] , lægst { $low }, hæst { $high }
   *[no] {""}
}: { $cards }.
fc-stands-in = { $wild } sem { $place }
fc-place-rank = { $rank }
fc-place-card = { $card }
fc-book-wilds = Röð í mismunandi sort úr spilum sem gilda allt: { $wilds }.
fc-book = Röð í mismunandi sort: { $naturals }.
fc-book-with = Röð í mismunandi sort: { $naturals } og { $wilds }.
fc-book-naturals = { $n ->
    [1] { $rank }
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
fc-can-go-out = Þú getur lokað ef þú hendir þessu spili: { $card }.
fc-best-discard = Best að henda: { $card }, þá eru { $points ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $points }
    } stig eftir.
