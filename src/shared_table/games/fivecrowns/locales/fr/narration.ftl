## Le narrateur (words/narration.py). $who vaut "you" pour le joueur lui-même, sinon "other" avec $name.

fc-you = vous
fc-score = { $name } { $points }
fc-taken-back = Annulé.
fc-no-verbosity = Pas de niveau de détail « { $given } » : choisissez { $choices }.

fc-cards-each = { $n ->
    [3] Trois
    [4] Quatre
    [5] Cinq
    [6] Six
    [7] Sept
    [8] Huit
    [9] Neuf
    [10] Dix
    [11] Onze
    [12] Douze
    [13] Treize
   *[other] { $n }
} cartes chacun.
fc-round-started = Donne { $round }. { $cards } { $wild } { $who ->
    [you] Vous distribuez.
   *[other] Donneur : { $name }.
}
fc-at-the-table = À la table : { $names }.
fc-welcome = Five Crowns : onze donnes, et le score le plus bas gagne. Tapez { $help } pour les commandes.
fc-round-started-full = Les jokers remplacent toujours n'importe quelle carte. { $who ->
    [you] Vous commencez.
   *[other] { $name } commence.
}
fc-top-discard = Dessus de la défausse : { $card }.
fc-stock-reshuffled = La pioche est épuisée : la défausse a été mélangée en une nouvelle pioche de { $n } cartes.

fc-you-draw = Vous piochez { $card }{ $position ->
    [0] {""}
   *[other] , numéro { $position }
}.
fc-draws = { $who ->
    [you] Vous piochez
   *[other] { $name } pioche
}.
fc-takes = { $who ->
    [you] Vous prenez
   *[other] { $name } prend
} { $card }{ $position ->
    [0] {""}
   *[other] , numéro { $position }
}.
fc-takes-only-card = { $name } prend { $card }. La pioche est vide, c'était la seule carte à prendre.
fc-discards = { $who ->
    [you] Vous rejetez
   *[other] { $name } rejette
} { $card }.
fc-goes-out = { $who ->
    [you] Vous exposez en rejetant
   *[other] { $name } expose en rejetant
} { $card }.
fc-last-turns = Encore un tour pour { $names }.
# Said to the player who plays first of the last turns: their own is said next ("Your last turn.").
## $count: how many play after you (the sentence is the same for one).
fc-last-turns-after-you = { $count ->
   *[other] Après vous, encore un tour pour { $names }.
}
fc-last-turn = { $who ->
    [you] Vous jouez
   *[other] { $name } joue
} encore un tour.
fc-left-with = { $who ->
    [you] Il vous reste
   *[other] Il reste à { $name }
} { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
fc-lays-down = { $melds ->
    [0] { $who ->
        [you] Vous ne posez rien
       *[other] { $name } ne pose rien
    }
   *[other] { $who ->
        [you] Vous posez
       *[other] { $name } pose
    } { $melds ->
        [1] une combinaison
       *[other] { $melds } combinaisons
    }
} ; { $points ->
    [0] plus aucun point
    [one] { $points } point restant
   *[other] { $points } points restants
}.

fc-round-scores = Points de la donne { $round } : { $scores }.
fc-round-totals = Totaux : { $totals }.
fc-game-over = Partie terminée. { $who ->
    [you] Vous gagnez
   *[other] { $name } gagne
} avec { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
fc-game-over-tie = Partie terminée. { $names } gagnent avec { $points ->
    [one] { $points } point
   *[other] { $points } points
} chacun.
fc-game-over-others = { $scores }.

fc-stock = Pioche : { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}.
fc-discard-empty = La défausse est vide.
fc-wild-info = { $wild } Les jokers remplacent toujours n'importe quelle carte. Donne { $round } sur { $rounds }.
fc-no-scores = Aucune donne comptée : tout le monde a 0.
fc-totals-after = Totaux après { $rounds ->
    [one] { $rounds } donne
   *[other] { $rounds } donnes
} sur { $all } : { $scores }.
fc-round-points = Donne { $round } : { $scores }.
fc-so-far = Cette donne jusqu'ici : { $scores }.
fc-round-of = Donne { $round } sur { $rounds }.
fc-dealt = { $who ->
    [you] Vous avez distribué.
   *[other] Donneur : { $name }.
}
fc-went-out = { $who ->
    [you] Vous avez exposé.
   *[other] { $name } a exposé.
}
fc-laid-and-left = { $melds ->
    [0] { $who ->
        [you] Vous n'avez rien posé
       *[other] { $name } n'a rien posé
    }
   *[other] { $who ->
        [you] Vous avez posé
       *[other] { $name } a posé
    } { $melds ->
        [1] une combinaison
       *[other] { $melds } combinaisons
    }
} ; { $points ->
    [0] plus aucun point
    [one] { $points } point restant
   *[other] { $points } points restants
}.
fc-last-to-play = Derniers tours à jouer : { $names }.
fc-cards-held = Cartes en main : { $held }.
fc-resumed-over = Reprise de { $game } : donne { $round } sur { $rounds }, et la partie est terminée.
fc-resumed-mine = Reprise de { $game } : donne { $round } sur { $rounds }, { $last ->
    [yes] votre dernier tour
   *[no] votre tour
}, vous { $drawn ->
    [yes] avez pioché
   *[no] n'avez pas encore pioché
}.
fc-resumed-other = Reprise de { $game } : donne { $round } sur { $rounds }, au tour { INITIAL($name) ->
        [vowel] d'{ $name }
       *[other] de { $name }
    }.
fc-their-turn = Au tour { INITIAL($name) ->
        [vowel] d'{ $name }
       *[other] de { $name }
    }.
fc-your-turn = { $last ->
    [yes] Votre dernier tour
   *[no] Votre tour
}.
fc-now-discard = Rejetez maintenant une carte.
fc-turn-discard = { $last ->
    [yes] Votre dernier tour
   *[no] Votre tour
} : rejetez une carte. Tapez rejeter et le numéro ou le nom de la carte.
fc-turn-draw = { $last ->
    [yes] Votre dernier tour
   *[no] Votre tour
} : piochez. Tapez piocher.
fc-turn-take = { $last ->
    [yes] Votre dernier tour
   *[no] Votre tour
} : la pioche est vide, prenez { $card }. Tapez prendre.
fc-turn-draw-or-take = { $last ->
    [yes] Votre dernier tour
   *[no] Votre tour
} : piochez, ou prenez { $card }. Tapez piocher ou prendre.
fc-no-melds = Rien n'a encore été posé pendant cette donne.
fc-seat-melds = { $who ->
    [you] Vous avez posé
   *[other] { $name } a posé
} { $melds ->
    [1] une combinaison
   *[other] { $melds } combinaisons
} :
fc-laid-this-round = Posé pendant cette donne :
## picks: what a player took from the discard pile this round; $cards is a list of cards.
fc-picks = { $who ->
    [you] Vous avez pris
   *[other] { $name } a pris
} dans la défausse : { $cards }.
fc-picks-nothing = { $who ->
    [you] Vous n'avez rien pris
   *[other] { $name } n'a rien pris
} dans la défausse pendant cette donne.
fc-picks-none = Personne n'a pris dans la défausse pendant cette donne.
fc-no-player = Pas de joueur « { $given } » : les joueurs sont { $names }.
