## Réponses aux questions (words/table_lines.py) : stock, main, piles, défausses, pièces, scores, et ce que
## demande un tour.

sb-hand-empty = Votre main est vide.
sb-hand = Votre main, { $count ->
    [1] une carte
    [one] { $count } carte
   *[other] { $count } cartes
} : { $cards }.
sb-pile-needs = La pile de construction { $place } demande { $needed }{ $top ->
    [coins] {" "}; des pièces remplacent { $value } au-dessus
    [wild] {" "}; une carte Skip-Bo remplace { $value } au-dessus
   *[card] {""}
}{ $coins ->
    [0] .
    [one] {" "}; une pièce à côté.
   *[other] {" "}; { $coins } pièces à côté.
}
sb-piles-none = Pas encore de pile de construction : une carte un ou une carte Skip-Bo en commence une.
sb-piles-empty = { $count ->
    [one] La pile de construction { $places } est vide.
   *[other] Les piles de construction { $places } sont vides.
}
sb-draw-pile = Pioche : { $cards ->
    [1] une carte
    [one] { $cards } carte
   *[other] { $cards } cartes
} ; { $aside ->
    [0] aucune mise
    [one] { $aside } mise
   *[other] { $aside } mises
} de côté.
sb-discards-all-empty = { $who ->
    [you] Vos piles de défausse
   *[other] Les piles de défausse { INITIAL($name) ->
        [vowel] d'{ $name }
       *[other] de { $name }
    }
} sont toutes vides.
sb-discards-heading = { $who ->
    [you] Vos piles de défausse
   *[other] Les piles de défausse { INITIAL($name) ->
        [vowel] d'{ $name }
       *[other] de { $name }
    }
}, carte du dessus d'abord.
sb-discards-pile = Pile { $pile } : { $cards }.
sb-discards-empty = { $count ->
    [one] La pile { $piles } est vide.
   *[other] Les piles { $piles } sont vides.
}
sb-coins-mine = Vous avez { $coins ->
    [0] zéro pièce
    [1] une pièce
    [one] { $coins } pièce
   *[other] { $coins } pièces
} ; { $others }.
sb-coins-beside = À côté de la pile de construction { $place } : { $coins ->
    [one] une pièce
   *[other] { $coins } pièces
}.
sb-coins-none-beside = Aucune pièce à côté des piles de construction.
sb-scores-stock = Cartes restant dans les stocks : { $ranked }.
sb-scores-match = Partie { $number } du match. Totaux, { $target } pour gagner : { $ranked }.
sb-scores-points = Points : { $ranked }.
sb-needed = Il faut { $parts }.
sb-needed-on = { $needed } sur { $count ->
    [one] la pile { $place }
   *[other] les piles { $place }
}
sb-needed-start = une carte un pour commencer la pile { $place }
sb-stock-fits = Depuis votre stock, { $card } va sur la pile de construction { $piles }.
sb-toll-line = Péage : payez { $coins ->
    [one] une pièce
   *[other] { $coins } pièces
} pour continuer, ou passez-le et terminez votre tour. { $enough ->
    [yes] Tapez { sb-say-pay-toll } ou { sb-say-skip-toll }.
   *[no] Vous avez { $have ->
        [0] zéro pièce
        [one] une pièce
       *[other] { $have } pièces
    } : tapez { sb-say-skip-toll }.
}
sb-must-play = Jouez maintenant { $needed } ou une carte Skip-Bo sur la pile de construction { $place }.
