## Le conseil (bots/players.py, words/table_lines.py) : un coup proposé au joueur, et pourquoi.

sb-hint = Conseil : { $action }{ $has-why ->
    [yes] {" "}: { $why }.
   *[no] .
}
sb-hint-none = Pas de conseil : ce n'est pas votre tour.
# Whether the move after the colon of sb-hint begins with a capital letter: yes or no.
sb-hint-capital = no

## Coups proposés. $card : sb-card-name ; $wild "yes" quand une carte Skip-Bo remplace $as.

sb-do-play-stock = jouez { $card } de votre stock sur la pile de construction { $to }{ $wild ->
    [yes] , comme { $as }
   *[no] {""}
}
sb-do-play-discard = jouez { $card } de votre pile de défausse { $pile } sur la pile de construction { $to }{ $wild ->
    [yes] , comme { $as }
   *[no] {""}
}
sb-do-play-hand = jouez { $card } de votre main sur la pile de construction { $to }{ $wild ->
    [yes] , comme { $as }
   *[no] {""}
}
sb-do-pay = payez { $coins ->
    [one] une pièce
   *[other] { $coins } pièces
} à la place { $number ->
    [un] de la carte un
   *[other] du { $number }
} de la pile de construction { $to }
sb-do-buy-stock = achetez { $card } { $owner ->
    [you] de votre stock
   *[other] du stock { INITIAL($name) ->
        [vowel] d'{ $name }
       *[other] de { $name }
    }
} pour une pièce, sur la pile de construction { $to }{ $wild ->
    [yes] , comme { $as }
   *[no] {""}
}
sb-do-buy-discard = achetez { $card } { $owner ->
    [you] de votre pile de défausse { $pile }
   *[other] de la pile de défausse { $pile } { INITIAL($name) ->
        [vowel] d'{ $name }
       *[other] de { $name }
    }
} pour une pièce, sur la pile de construction { $to }{ $wild ->
    [yes] , comme { $as }
   *[no] {""}
}
sb-do-discard = rejetez { $card } sur votre pile de défausse { $pile }
sb-do-pay-toll = payez le péage { $coins ->
    [one] d'une pièce
   *[other] de { $coins } pièces
}
sb-do-skip-toll = ne payez pas le péage, ce qui termine votre tour
sb-do-end = finissez votre tour : votre main est vide et il n'y a rien à piocher

## Pourquoi. $stock : le nombre sur votre stock (sb-number), ou la carte Skip-Bo.

sb-why-last-stock = la dernière carte de votre stock gagne la partie
sb-why-stock-first = votre stock passe en premier
sb-why-leads-to-stock = cela mène à la carte de votre stock, { $stock }
sb-why-blocks = ensuite la pile de construction { $to } ne prend plus { $number ->
    [un] la carte un
   *[other] le { $number }
} du stock { INITIAL($name) ->
        [vowel] d'{ $name }
       *[other] de { $name }
    }
sb-why-pay-toll = en payant, vous continuez à jouer
sb-why-skip-toll = continuer ne vaut pas les pièces
sb-why-refill = vider votre main fait piocher cinq nouvelles cartes
sb-why-completes = cela complète la pile et libère sa place
sb-why-frees = cela libère la carte du dessous
sb-why-empties-discard = cela vide votre pile de défausse { $pile }
sb-why-closer = cela rapproche la pile de construction { $to } de la carte de votre stock, { $stock }
sb-why-hand-refills = vous piochez une nouvelle carte à sa place au prochain tour
sb-why-only-wilds = votre main n'a que des cartes Skip-Bo
sb-why-keep-others = vos autres cartes valent plus à garder
sb-why-new-discard = cela commence une pile de défausse à part
sb-why-in-order = cette pile de défausse reste dans l'ordre
sb-why-least-needed = c'est la carte dont vous avez le moins besoin
