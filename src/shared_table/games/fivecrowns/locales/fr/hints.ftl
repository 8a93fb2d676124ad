## Conseils : les raisons du joueur ordinateur difficile (bots/reasons.py, bots/hard.py).

fc-hint-card = { $kind ->
    [joker] le joker
    [wild] le Bonus { $card }
   *[card] { $rank ->
        [12] la
       *[other] le
    } { $card }
}
fc-hint-run = suite { INITIAL($suit) ->
    [vowel] d'{ $suit }
   *[other] de { $suit }
}
fc-hint-book = famille de { $ranks }
fc-hint-book-wilds = famille de jokers et de Bonus
fc-hint-empty-pile = piochez, car la défausse est vide.
fc-hint-take-forced = prenez { $card }, car la pioche est vide.
fc-hint-take-last = prenez { $card }{ $out ->
    [yes] {" "}: vous exposez ainsi à votre dernier tour
   *[no] , qui vous laisse { $points ->
        [one] { $points } point
       *[other] { $points } points
    } à votre dernier tour ; la pioche en laisserait { $mean } en moyenne
}.
fc-hint-take-wild = prenez { $card } : un joker ou un Bonus va dans toute combinaison.
fc-hint-take-meld = prenez { $card }, qui complète votre { $meld }.
fc-hint-take-keep = prenez { $card }, qui va avec des cartes que vous gardez.
fc-hint-draw-last-melds = piochez, car toute votre main forme déjà des combinaisons : vous posez sans points.
fc-hint-draw-melds = piochez, car toute votre main forme déjà des combinaisons : quoi que vous piochiez, vous pouvez exposer.
fc-hint-draw-last = piochez, car à votre dernier tour, la pioche laisse { $mean } points en moyenne ; { $card } en laisserait { $points }.
fc-hint-draw-no-lower = piochez, car { $card } ne baisserait pas vos { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
fc-hint-draw-not-enough = piochez, car { $card } vous ferait économiser trop peu de points pour montrer aux autres ce que vous collectionnez.
fc-hint-go-out = rejetez { $card } : le reste de votre main forme des combinaisons, vous exposez.
fc-hint-discard-last = rejetez { $card } : votre dernier tour vous laisse { $points ->
    [one] { $points } point
   *[other] { $points } points
}, le moins possible.
fc-hint-discard = rejetez { $card }{ $why ->
    [highest] , votre plus haute carte qui n'aide aucune combinaison
    [loose] , qui n'aide aucune combinaison
    [wild] {" "}: même un joker ou un Bonus ne forme aucune combinaison avec ces cartes
   *[least] , la carte qui aide le moins votre main
} ; il resterait { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
fc-hint-discard-keep = rejetez { $card } et gardez { $keep }, { $worth }.
fc-hint-keep-wild = car un joker ou un Bonus vaut la peine d'être gardé jusqu'à ce que quelqu'un expose
fc-hint-keep-neighbour = car { $name } ramasse des cartes qui vont avec
fc-hint-keep-outs = qui peut encore former une combinaison
fc-hint-keep-draw = qui donne plus de chances à votre prochaine pioche
