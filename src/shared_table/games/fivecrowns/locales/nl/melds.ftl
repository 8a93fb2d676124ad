## Setjes in woorden (words/saying_cards.py): een straat, of gelijke waarden.

fc-run = Straat in { $suit }{ $span ->
    [yes] , { $low } tot en met { $high }
   *[no] {""}
}: { $cards }.
fc-stands-in = { $wild } als { $place }
fc-place-rank = de { $rank }
fc-place-card = { $card }
fc-book-wilds = Gelijke waarden van wisselende jokers: { $wilds }.
fc-book = Gelijke waarden: { $naturals }.
fc-book-with = Gelijke waarden: { $naturals } met { $wilds }.
fc-book-naturals = { $n ->
    [1] een { $rank }
   *[other] { $count } { $ranks }
}
fc-no-points-left = Geen punten over: elke kaart past in een setje.
fc-points-left = { $points ->
    [one] { $points } punt
   *[other] { $points } punten
} over.
fc-left-over = Overgebleven: { $cards }.
fc-can-go-out = Je kunt uitgaan door { $card } af te leggen.
fc-best-discard = Beste kaart om af te leggen: { $card }, dan houd je { $points ->
    [one] { $points } punt
   *[other] { $points } punten
} over.
