## Böcker och serier i ord (words/saying_cards.py): "Serie i hjärter: dam, kung; en joker som knekt."

fc-run = Serie i { $suit }{ $span ->
    [yes] , { $low } till { $high }
   *[no] {""}
}: { $cards }.
fc-stands-in = { $wild } som { $place }
## $rank är fc-rank-N: ett tal ("7") står utan ändelse, "en joker som 9" (inte "9:an", som
## läses bokstav för bokstav); ett klätt kort likaså utan artikel, "en joker som knekt", som man säger det.
fc-place-rank = { $rank ->
    [knekt] knekt
    [dam] dam
    [kung] kung
   *[other] { $rank }
}
fc-place-card = { $card }
fc-book-wilds = Bok med vilda kort: { $wilds }.
fc-book = Bok: { $naturals }.
fc-book-with = Bok: { $naturals } med { $wilds }.
fc-book-naturals = { $n ->
    [1] { $rank ->
        [knekt] en knekt
        [dam] en dam
        [kung] en kung
       *[other] { $ranks ->
            [treor] en trea
            [fyror] en fyra
            [femmor] en femma
            [sexor] en sexa
            [sjuor] en sjua
            [nior] en nia
            [tior] en tia
           *[other] en åtta
        }
    }
   *[other] { $count } { $ranks }
}
fc-no-points-left = Inga poäng kvar: alla kort ingår i böcker eller serier.
fc-points-left = { $points } poäng kvar.
fc-left-over = Överblivna kort: { $cards }.
fc-can-go-out = Du kan gå ut genom att kasta { $card }.
fc-best-discard = Bäst att kasta: { $card }, då har du { $points } poäng kvar.
