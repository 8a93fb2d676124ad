## Ce qui se passe à la table (words/narration.py). $who vaut "you" pour qui écoute, sinon "other"
## avec $name. Les phrases d'une ligne sont séparées par une espace.

sb-your-turn = Votre tour.
sb-turn-of = À { $name } de jouer.
sb-draws = { $name } pioche { $count ->
    [1] une carte
    [one] { $count } carte
   *[other] { $count } cartes
}.
sb-you-draw-count = Vous piochez { $count ->
    [1] une carte
    [one] { $count } carte
   *[other] { $count } cartes
}.
sb-you-draw = Vous piochez { $cards }.
sb-reshuffled = La pioche est épuisée : les { $count } cartes mises de côté sont mélangées en une nouvelle pioche.
# $to : le joueur payé (sb-player), après « chez ».
sb-bought-card = { $who ->
    [you] Vous achetez
   *[other] { $name } achète
} une carte chez { $to } pour une pièce.

## Une carte jouée, de la main, d'un stock ou d'une pile de défausse. $whose : "mine" (la pile de
## qui écoute), "own" (celle du joueur lui-même), "other" (celle de $owner).

sb-played-hand = { $who ->
    [you] Vous jouez
   *[other] { $name } joue
} { $card } sur la pile de construction { $to }{ $wild ->
    [yes] , comme { $as }
   *[no] {""}
}.
sb-played-stock = { $who ->
    [you] Vous jouez
   *[other] { $name } joue
} { $card } { $whose ->
    [mine] de votre stock
    [own] de son stock
   *[other] du stock { INITIAL($owner) ->
        [vowel] d'{ $owner }
       *[other] de { $owner }
    }
} sur la pile de construction { $to }{ $wild ->
    [yes] , comme { $as }
   *[no] {""}
}.
sb-played-discard = { $who ->
    [you] Vous jouez
   *[other] { $name } joue
} { $card } { $whose ->
    [mine] de votre pile de défausse { $pile }
    [own] de sa pile de défausse { $pile }
   *[other] de la pile de défausse { $pile } { INITIAL($owner) ->
        [vowel] d'{ $owner }
       *[other] de { $owner }
    }
} sur la pile de construction { $to }{ $wild ->
    [yes] , comme { $as }
   *[no] {""}
}.
# Une carte achetée : $seller est le joueur payé (sb-player), après « chez ».
sb-bought-stock = { $who ->
    [you] Vous achetez
   *[other] { $name } achète
} { $card } chez { $seller } pour une pièce, { $whose ->
    [mine] de votre stock
   *[other] de son stock
}, sur la pile de construction { $to }{ $wild ->
    [yes] , comme { $as }
   *[no] {""}
}.
sb-bought-discard = { $who ->
    [you] Vous achetez
   *[other] { $name } achète
} { $card } chez { $seller } pour une pièce, { $whose ->
    [mine] de votre pile de défausse { $pile }
   *[other] de sa pile de défausse { $pile }
}, sur la pile de construction { $to }{ $wild ->
    [yes] , comme { $as }
   *[no] {""}
}.

## Les stocks.

sb-stock-empty = { $who ->
    [you] Votre stock
   *[other] Le stock { INITIAL($name) ->
        [vowel] d'{ $name }
       *[other] de { $name }
    }
} est vide.
sb-stock-shows = { $who ->
    [you] Votre stock
   *[other] Le stock { INITIAL($name) ->
        [vowel] d'{ $name }
       *[other] de { $name }
    }
} montre { $card }{ $brief ->
    [yes] {""}
   *[no] {" "}; il reste { $left ->
        [1] une carte
        [one] { $left } carte
       *[other] { $left } cartes
    }
}.

## Les pièces.

sb-paid-for = { $who ->
    [you] Vous payez
   *[other] { $name } paie
} { $coins ->
    [one] une pièce
   *[other] { $coins } pièces
} à la place { $number ->
    [un] de la carte un
   *[other] du { $number }
} de la pile de construction { $to }{ $brief ->
    [yes] .
   *[no] { $coins ->
        [one] {" "}; la pièce reste à côté.
       *[other] {" "}; elles restent à côté.
    }
}
sb-toll-due = Péage : { $coins ->
    [one] une pièce
   *[other] { $coins } pièces
} pour continuer.
sb-toll-owed = { $name } doit un péage { $coins ->
    [one] d'une pièce
   *[other] de { $coins } pièces
} pour continuer.
sb-toll-paid = { $who ->
    [you] Vous payez
   *[other] { $name } paie
} le péage { $coins ->
    [one] d'une pièce
   *[other] de { $coins } pièces
}{ $brief ->
    [yes] .
   *[no] { $coins ->
        [one] {" "}; la pièce reste à côté de la pile de construction { $to }.
       *[other] {" "}; elles restent à côté de la pile de construction { $to }.
    }
}
sb-toll-skipped = { $who ->
    [you] Vous ne payez pas
   *[other] { $name } ne paie pas
} le péage { $coins ->
    [one] d'une pièce
   *[other] de { $coins } pièces
} : { $who ->
    [you] votre tour
   *[other] le tour { INITIAL($name) ->
        [vowel] d'{ $name }
       *[other] de { $name }
    }
} se termine sans défausse.
# $total pièces sont rendues ; une seule pour $player, ou plusieurs comme $shares (« vous 2, Ann 2, Bob 1 »).
sb-pile-completed = La pile de construction { $to } est complète et mise de côté{ $total ->
    [0] .
    [one] {" "}; sa pièce est pour { $player }.
   *[other] {" "}; ses { $total } pièces sont redistribuées : { $shares }.
}

## Le tour.

sb-hand-emptied = { $who ->
    [you] Vous avez joué toutes vos cartes en main.
   *[other] { $name } a joué toutes ses cartes en main.
}
sb-discarded = { $who ->
    [you] Vous rejetez { $card } sur votre pile de défausse { $pile }.
   *[other] { $name } rejette { $card } sur sa pile de défausse { $pile }.
}
sb-turn-ended = { $who ->
    [you] Votre tour
   *[other] Le tour { INITIAL($name) ->
        [vowel] d'{ $name }
       *[other] de { $name }
    }
} se termine : { $why ->
    [toll] le péage n'a pas été payé
   *[empty] il ne reste aucune carte à rejeter
}.

## Une partie commence.

sb-game-started = { $stock } cartes de stock et { $coins } pièces chacun ; { $who ->
    [you] vous commencez
   *[other] { $name } commence
}.
sb-match-game = Partie { $number } du match.
sb-match-first = Partie 1 d'un match en { $points } points.
sb-stock-tops = Dessus des stocks : { $tops }.
sb-stock-top = { $who ->
    [you] chez vous
   *[other] chez { $name }
} { $card }

## Une partie se termine. $winners : une liste de joueurs ; $subject : "you", "one" ou "many".

sb-game-over = Partie terminée. { $subject ->
    [you] Vous gagnez avec
    [one] { $winners } gagne avec
   *[many] { $winners } : victoire partagée avec
} { $points } points{ $subject ->
    [many] {" "}chacun
   *[other] {""}
}.
sb-game-stalled = Partie terminée : plus personne ne peut jouer. { $subject ->
    [you] Vous gagnez
    [one] { $winners } gagne
   *[many] { $winners } : victoire partagée
} avec le moins de cartes restant au stock, et { $points } points{ $subject ->
    [many] {" "}chacun
   *[other] {""}
}.
sb-totals = Totaux, { $target } pour gagner : { $ranked }.
sb-match-won = { $over ->
    [match] Match terminé.
   *[game] Partie terminée.
} { $subject ->
    [you] Vous gagnez le match
    [one] { $winners } gagne le match
   *[many] { $winners } : match partagé
} avec { $points } points{ $others ->
    [0] .
   *[other] {" "}; { $rest }.
}

## Dit sur demande, ou quand vient un tour.

sb-turn-then = Jouez, payez ou achetez des cartes, puis { $hand ->
    [yes] rejetez une carte
   *[no] tapez { sb-cmd-end }
} pour finir votre tour.
sb-resumed = { $game } reprend{ $match ->
    [0] {""}
   *[other] , partie { $match } du match
}{ $over ->
    [yes] , et la partie est terminée.
   *[no] {" "}: { $who ->
        [you] votre tour
       *[other] à { $name } de jouer
    } ; cartes restant dans les stocks : { $left }.
}
sb-taken-back = Annulé.
