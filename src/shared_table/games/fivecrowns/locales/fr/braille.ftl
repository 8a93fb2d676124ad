## Impressions en braille (braille/printouts.py). Tout en minuscules ; les cartes comme les cartes braille les écrivent.

fc-brl-hand-title = five crowns main
fc-brl-scores-title = five crowns scores
fc-brl-round = donne { $round } bonus { $ranks }
fc-brl-hand = main { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}
fc-brl-wild = bonus
fc-brl-run = suite
fc-brl-book = famille
fc-brl-left = restent
fc-brl-none = aucune
fc-brl-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
fc-brl-final = scores finaux
fc-brl-scores-after = scores après la donne { $round }
fc-brl-no-rounds = aucune donne comptée
fc-brl-round-column = donne
fc-brl-total = total
fc-brl-by-player = par joueur : chaque donne, puis le total
fc-brl-winners = { $names } { $n ->
    [one] gagne
   *[other] gagnent
} avec { $points }

fc-brl-no-wild-rank = pas de Bonus { $rank } : le Bonus va de 3 à 13 (3 à 10, V, D, R ou J, Q, K)
fc-brl-no-players = aucun joueur : une feuille de scores en demande au moins un
fc-brl-too-many-rounds = { $rounds } donnes : une partie de Five Crowns en a { $most }
fc-brl-scores-per-player = la donne { $round } a { $scores } scores pour { $players } joueurs : donnez un score par joueur
fc-brl-bad-score = la donne { $round } a le score { $score } : les scores sont des nombres entiers, 0 ou plus
