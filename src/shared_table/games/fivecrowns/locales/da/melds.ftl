## Sæt og serier i ord (words/saying_cards.py): "Serie i hjerter: dronning, konge; en joker som bonden."

fc-run = Serie i { $suit }{ $span ->
    [yes] , { $low } til { $high }
   *[no] {""}
}: { $cards }.
fc-stands-in = { $wild } som { $place }
## $rank er fc-rank-N: et tal ("7") står uden endelse, "en joker som 9" (ikke "9'eren", som
## læses bogstav for bogstav); et billedkort i bestemt form, "en joker som bonden".
fc-place-rank = { $rank ->
    [bonde] bonden
    [dronning] dronningen
    [konge] kongen
   *[other] { $rank }
}
fc-place-card = { $card }
fc-book-wilds = Sæt af trumfer: { $wilds }.
fc-book = Sæt: { $naturals }.
fc-book-with = Sæt: { $naturals } med { $wilds }.
fc-book-naturals = { $n ->
    [1] { $rank ->
        [bonde] en bonde
        [dronning] en dronning
        [konge] en konge
       *[other] { $ranks ->
            [treere] en treer
            [firere] en firer
            [femmere] en femmer
            [seksere] en sekser
            [syvere] en syver
            [ottere] en otter
            [niere] en nier
            [tiere] en tier
           *[other] en { $rank }
        }
    }
   *[other] { $count } { $ranks }
}
fc-no-points-left = Ingen point tilbage: alle kort indgår i sæt eller serier.
fc-points-left = { $points } point tilbage.
fc-left-over = Til overs: { $cards }.
fc-can-go-out = Du kan afslutte ved at kassere { $card }.
fc-best-discard = Bedst at kassere: { $card }, så har du { $points } point tilbage.
