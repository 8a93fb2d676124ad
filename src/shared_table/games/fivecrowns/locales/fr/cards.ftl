## Les cartes de Five Crowns : valeurs, couleurs et noms des cartes. Une carte se dit « sept de cœur ».

fc-rank-3 = { $case ->
    [def] le trois
   *[other] trois
}
fc-rank-4 = { $case ->
    [def] le quatre
   *[other] quatre
}
fc-rank-5 = { $case ->
    [def] le cinq
   *[other] cinq
}
fc-rank-6 = { $case ->
    [def] le six
   *[other] six
}
fc-rank-7 = { $case ->
    [def] le sept
   *[other] sept
}
fc-rank-8 = { $case ->
    [def] le huit
   *[other] huit
}
fc-rank-9 = { $case ->
    [def] le neuf
   *[other] neuf
}
fc-rank-10 = { $case ->
    [def] le dix
   *[other] dix
}
fc-rank-11 = { $case ->
    [def] le valet
   *[other] valet
}
fc-rank-12 = { $case ->
    [def] la dame
   *[other] dame
}
fc-rank-13 = { $case ->
    [def] le roi
   *[other] roi
}

fc-ranks-3 = trois
fc-ranks-4 = quatre
fc-ranks-5 = cinq
fc-ranks-6 = six
fc-ranks-7 = sept
fc-ranks-8 = huit
fc-ranks-9 = neuf
fc-ranks-10 = dix
fc-ranks-11 = valets
fc-ranks-12 = dames
fc-ranks-13 = rois

fc-rank-words-3 = trois
fc-rank-words-4 = quatre
fc-rank-words-5 = cinq
fc-rank-words-6 = six
fc-rank-words-7 = sept
fc-rank-words-8 = huit
fc-rank-words-9 = neuf
fc-rank-words-10 = dix
fc-rank-words-11 = valet
fc-rank-words-12 = dame
fc-rank-words-13 = roi

fc-suit-stars = étoiles
fc-suit-hearts = cœurs
fc-suit-clubs = trèfles
fc-suit-spades = piques
fc-suit-diamonds = carreaux

fc-suit-words-stars = étoile, etoile
fc-suit-words-hearts = cœur, coeur, coeurs
fc-suit-words-clubs = trèfle
fc-suit-words-spades = pique
fc-suit-words-diamonds = carreau

fc-card-stars = { $rank } d'étoile
fc-card-hearts = { $rank } de cœur
fc-card-clubs = { $rank } de trèfle
fc-card-spades = { $rank } de pique
fc-card-diamonds = { $rank } de carreau

fc-joker = { $case ->
    [def] le joker
   *[other] joker
}
fc-joker-words = jokers

fc-count = { $n ->
    [0] aucun
    [1] un
    [2] deux
    [3] trois
    [4] quatre
    [5] cinq
    [6] six
    [7] sept
    [8] huit
    [9] neuf
    [10] dix
    [11] onze
    [12] douze
    [13] treize
   *[other] { $n }
}

fc-a-joker = un joker
fc-a-wild = le Bonus { $card }
fc-the-card = { $rank ->
    [12] la
   *[other] le
} { $card }
fc-the-wild = le Bonus { $card }
fc-jokers = { $n ->
    [1] un joker
   *[other] { $count } jokers
}
fc-wilds = { $n ->
    [1] { $rank ->
        [dame] une dame comme Bonus
       *[other] un { $rank } comme Bonus
    }
   *[other] { $count } { $ranks } comme Bonus
}

fc-wild-sentence = Les { $rank ->
    [3] 3
    [4] 4
    [5] 5
    [6] 6
    [7] 7
    [8] 8
    [9] 9
    [10] 10
    [11] valets
    [12] dames
   *[13] rois
} sont le Bonus.

fc-your-hand = Votre main
fc-holder-hand = votre main
fc-hand = { $header }, { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}. { $groups }
fc-hand-empty = { $header } : aucune carte.
fc-hand-group = { $group } : { $cards }.
fc-group-wild = Bonus et jokers
## What "You have no { $what }" says of the wild cards and jokers as a group.
fc-wild-cards = Bonus ou jokers
fc-group-by-rank = Par valeur
fc-numbered = { $card }, numéro { $number }
fc-or-choice = { $before } ; ou { $last }

fc-no-rank = pas de valeur « { $given } » : les valeurs sont 3 à 10, V, D, R ou J, Q, K
fc-no-card = pas de carte « { $given } » : tapez par exemple sept de cœur ou 7h ; les valeurs sont 3 à 10, V, D, R ou J, Q, K ; les couleurs sont st, h, c, sp, d
fc-no-card-given = aucune carte donnée : tapez par exemple 7st, Dsp ou sept d'étoile (les valeurs sont 3 à 10, V, D, R ou J, Q, K ; les couleurs sont st, h, c, sp, d)
fc-stars-or-spades = « { $given } » peut être { $rank }st (étoiles) ou { $rank }sp (piques)
fc-too-many-copies = { $card } : { $count } exemplaires, mais les cartes n'en ont que { $allowed } { $joker ->
    [yes] en tout pour les jokers
   *[no] de chaque carte
}{ $sets ->
    [1] {""}
   *[other] {" "}dans { $sets } jeux
}
fc-name-a-card = Nommez une carte : son numéro dans votre main, par exemple 3, ou son nom, par exemple 9h ou neuf de cœur.
fc-no-position = Pas de carte { $given } : { $holder } a les cartes 1 à { $count }. Tapez { $listing } pour les entendre.
fc-card-ambiguous = « { $given } » peut être { $choices }. Dites laquelle, par son numéro ou son nom complet.
fc-none-held = { $yours ->
    [yes] Vous n'en avez pas : { $what }. Tapez { $listing } pour entendre vos cartes.
   *[no] { $holder } n'en a pas : { $what }. Tapez { $listing } pour les entendre.
}
fc-did-you-mean = Pas de carte « { $given } » dans { $holder } : vouliez-vous dire { $choices } ?
fc-no-such-card = Pas de carte « { $given } » dans { $holder }. Nommez-la par son numéro, par exemple 3, ou son nom, par exemple 9h ou neuf de cœur.
fc-meant-none = Pas de carte « { $given } » : si vous vouliez dire { $card }, { $yours ->
    [yes] vous ne l'avez pas. Tapez { $listing } pour entendre vos cartes.
   *[no] { $holder } ne l'a pas. Tapez { $listing } pour les entendre.
}
fc-joker-plural = jokers

## Identical cards side by side in a list, said once with their count ("two sixes of stars",
## never "six of stars, six of stars"): fc-cards-SUIT is such cards' name in the plural, $ranks
## being fc-ranks-N; fc-alike puts the count ($count, fc-count) before it.
fc-cards-stars = { $ranks } d'étoile
fc-cards-hearts = { $ranks } de cœur
fc-cards-clubs = { $ranks } de trèfle
fc-cards-spades = { $ranks } de pique
fc-cards-diamonds = { $ranks } de carreau
# Also offered: $n (the count as a number) and $rank_number (3 to 13), for a count that agrees with its gender.
fc-alike = { $count } { $cards }
