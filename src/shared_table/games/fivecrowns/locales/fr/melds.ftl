## Suites et familles en mots (words/saying_cards.py) : « Suite de cœurs, du neuf au roi : neuf, dix ; un joker comme valet ; dame, roi. »

fc-run = Suite { INITIAL($suit) ->
    [vowel] d'{ $suit }
   *[other] de { $suit }
}{ $span ->
    [yes] , { $low ->
        [dame] de la dame
       *[other] du { $low }
    } { $high ->
        [dame] à la dame
       *[other] au { $high }
    }
   *[no] {""}
} : { $cards }.
fc-stands-in = { $wild } comme { $place }
fc-place-rank = { $rank }
fc-place-card = { $card }
fc-book-wilds = Famille : { $wilds }.
fc-book = Famille : { $naturals }.
fc-book-with = Famille : { $naturals } avec { $wilds }.
fc-book-naturals = { $n ->
    [1] { $rank ->
        [dame] une dame
       *[other] un { $rank }
    }
   *[other] { $count } { $ranks }
}
fc-no-points-left = Plus aucun point : toutes les cartes forment des combinaisons.
fc-points-left = Il reste { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
fc-left-over = Cartes restantes : { $cards }.
fc-can-go-out = Vous pouvez exposer en rejetant { $card }.
    .card-case = def
fc-best-discard = Le mieux : rejeter { $card }, il resterait { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
    .card-case = def
