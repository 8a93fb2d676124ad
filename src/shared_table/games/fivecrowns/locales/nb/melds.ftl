## Bøker og serier i ord (words/saying_cards.py): "Serie i hjerter: dame, konge; en joker som knekten."

fc-run = Serie i { $suit }{ $span ->
    [yes] , { $low } til { $high }
   *[no] {""}
}: { $cards }.
fc-stands-in = { $wild } som { $place }
## $rank er fc-rank-N: et tall ("7") står uten endelse, "en joker som 9" (ikke "9-eren", som
## leses bokstav for bokstav); et billedkort i bestemt form, "en joker som knekten".
fc-place-rank = { $rank ->
    [knekt] knekten
    [dame] damen
    [konge] kongen
   *[other] { $rank }
}
fc-place-card = { $card }
fc-book-wilds = Bok med bare jokerkort: { $wilds }.
fc-book = Bok: { $naturals }.
fc-book-with = Bok: { $naturals } med { $wilds }.
fc-book-naturals = { $n ->
    [1] { $rank ->
        [knekt] en knekt
        [dame] en dame
        [konge] en konge
       *[other] { $ranks ->
            [treere] en treer
            [firere] en firer
            [femmere] en femmer
            [seksere] en sekser
            [sjuere] en sjuer
            [niere] en nier
            [tiere] en tier
           *[other] en åtter
        }
    }
   *[other] { $count } { $ranks }
}
fc-no-points-left = Ingen poeng igjen: alle kortene går opp i bøker eller serier.
fc-points-left = { $points } poeng igjen.
fc-left-over = Til overs: { $cards }.
fc-can-go-out = Du kan gå ut ved å kaste { $card }.
fc-best-discard = Best å kaste: { $card }, da har du { $points } poeng igjen.
