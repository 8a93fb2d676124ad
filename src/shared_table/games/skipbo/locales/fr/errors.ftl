## Refus : les règles (rules/state.py), ce qui a été tapé (words/commands.py, words/reading_typed.py, rules/cards.py), les sauvegardes (rules/codec.py).

sb-error-players = Skip-Bo se joue de { $min } à { $max } joueurs, pas { $given }
sb-error-over = La partie est terminée.
sb-error-no-seat = Personne n'est assis à la place { $seat } : c'est le tour { INITIAL($name) ->
        [vowel] d'{ $name }
       *[other] de { $name }
    }.
sb-error-not-your-turn = C'est le tour { INITIAL($name) ->
        [vowel] d'{ $name }
       *[other] de { $name }
    }, pas celui { INITIAL($other) ->
        [vowel] d'{ $other }
       *[other] de { $other }
    }.
sb-error-toll-first = Payez d'abord le péage { $coins ->
    [one] d'une pièce
   *[other] de { $coins } pièces
}, ou finissez votre tour : tapez { sb-say-pay-toll } ou { sb-say-skip-toll }.
sb-error-must-play = Vous avez payé des pièces sur la pile de construction { $place } : jouez-y maintenant la carte suivante.
sb-error-end-with-discard = Votre tour se termine par une défausse : posez une carte de votre main sur une pile de défausse.
sb-error-not-a-move = pas un coup de Skip-Bo : { $action }
sb-error-no-building-pile = Il n'y a pas de pile de construction { $given } : elles vont de 1 à { $count }.
sb-error-wont-fit = La pile de construction { $place } { $empty ->
    [yes] est vide : elle commence par une carte un
   *[no] demande { $needed }
} ou une carte Skip-Bo, pas { $card }.
sb-error-top-card = Une carte { $source ->
    [discard] d'une pile de défausse
   *[stock] d'un stock
} est sa carte du dessus : ne nommez pas de carte.
sb-error-pile-number = Seule une pile de défausse se nomme par son numéro.
sb-error-stock-empty = Ce stock est vide.
sb-error-discard-no-card = La pile de défausse { $pile } n'a pas de carte à jouer.
sb-error-not-in-hand = Cette carte n'est pas dans votre main.
sb-error-buy-whom = Achetez à un autre joueur de cette table.
sb-error-buy-top = Achetez la carte du dessus de son stock ou d'une de ses piles de défausse.
sb-error-no-coins = Il ne vous reste plus de pièces pour acheter.
sb-error-pay-twelve = La pile de construction { $place } demande un douze, la dernière carte : des pièces ne peuvent pas le remplacer.
sb-error-pay-short = La pile de construction { $place } demande { $needed } : cela coûte { $cost ->
    [one] une pièce
   *[other] { $cost } pièces
}, et vous avez { $have ->
    [0] zéro pièce
    [one] une pièce
   *[other] { $have } pièces
}.
sb-error-pay-no-follow = Après avoir payé pour { $paid }, vous devez jouer { $next } ou une carte Skip-Bo dessus, et vous n'avez { $none ->
    [neither] ni l'un ni l'autre
   *[none] aucune carte
} à jouer.
sb-error-no-toll = Il n'y a pas de péage à payer maintenant.
sb-error-toll-short = Le péage est { $due ->
    [one] d'une pièce
   *[other] de { $due } pièces
} et vous avez { $have ->
    [0] zéro pièce
    [one] une pièce
   *[other] { $have } pièces
} : tapez { sb-say-skip-toll }.
sb-error-no-such-card = Vous n'avez pas de { $number ->
    [0] carte Skip-Bo
    [1] carte un
   *[other] { $card }
} dans votre main.
sb-error-no-discard-pile = Il n'y a pas de pile de défausse { $given } : les vôtres vont de 1 à { $count }.
sb-error-no-such-card-toll = pas de carte { $number } avec un péage de { $toll } : seules les cartes deux à onze en ont un, d'une ou de deux pièces
sb-error-no-card = pas de carte « { $given } » : nommez un nombre de 1 à 12, comme 7 ou sept, ou sb pour une carte Skip-Bo
sb-error-bot-level = pas de niveau d'ordinateur « { $given } » : les niveaux sont { $levels }
sb-error-saved-card = une carte Skip-Bo s'écrit 7, 7t2 ou sb, pas { $given }
sb-error-verbosity = Pas de niveau de détail « { $given } » : choisissez { $choices }.

## Une partie disposée à la main, pour les tests (SkipBoState.from_layout).

sb-error-layout-stocks = donnez { $seats } stocks de même taille, d'au moins une carte chacun
sb-error-layout-building = les piles de construction sont { $count } places, chacune montée dans l'ordre de 1 à 11 au plus
sb-error-layout-discards = chaque joueur a { $count } piles de défausse, pas { $given }
sb-error-layout-coins = donnez à chacun des { $seats } joueurs 0 pièce ou plus, { $box } au plus en tout

## Ce qui a été tapé (words/commands.py).

sb-error-no-argument = La commande { $name } se tape seule, sans rien après : tapez juste « { $name } ».
sb-error-over-new = La partie est terminée. Tapez { $new } pour une nouvelle partie, ou { $quit }.
sb-error-turn-of = C'est le tour { INITIAL($name) ->
        [vowel] d'{ $name }
       *[other] de { $name }
    }.
sb-error-not-yet = Pas encore. { $toll }
sb-error-no-pile = Pas de { $what ->
    [discard] pile de défausse
   *[building] pile de construction
} « { $given } » : elles sont numérotées de 1 à { $count }.
sb-error-which-card = Quel { $number } ? Tapez { $options }.
sb-which-option = { $short } pour { $card }
sb-error-which-discard-pile = Quelle pile de défausse ? Donnez son numéro, par exemple : { sb-cmd-play } défausse 2 sur 1.
sb-error-your-stock-empty = Votre stock est vide.
sb-error-not-on-top = La carte du dessus est { $card }, pas celle-là.
sb-error-your-discard-empty = Votre pile de défausse { $pile } est vide.
sb-error-no-source = Pas de carte « { $given } » : nommez stock, une carte de la main comme 7, sept, 7t2 ou sb, ou défausse et un numéro de pile.
sb-error-no-player = Pas de joueur « { $given } » { $what ->
    [buy] à qui acheter
   *[table] à cette table
} : nommez { $others }.

## Une carte qui ne va nulle part. $said : la carte comme sb-said-* la dit.

sb-said-stock = { $start ->
    [yes] { $card } de votre stock
   *[no] { $card } de votre stock
}
sb-said-discard = { $start ->
    [yes] { $card } de votre pile de défausse { $pile }
   *[no] { $card } de votre pile de défausse { $pile }
}
sb-said-hand = { $start ->
    [yes] { $card } de votre main
   *[no] { $card } de votre main
}
sb-said-buy-stock = { $card } du stock { INITIAL($name) ->
        [vowel] d'{ $name }
       *[other] de { $name }
    }
sb-said-buy-discard = { $start ->
    [yes] { $card } de la pile de défausse { $pile } { INITIAL($name) ->
        [vowel] d'{ $name }
       *[other] de { $name }
    }
   *[no] { $card } de la pile de défausse { $pile } { INITIAL($name) ->
        [vowel] d'{ $name }
       *[other] de { $name }
    }
}
sb-error-fits-none = Aucune pile de construction ne prend { $said } pour l'instant. { $needs }
sb-error-which-building = Sur quelle pile de construction ? Les piles { $piles } prennent { $said } : tapez-en une, par exemple : { $example } sur { $first }.
sb-error-paid-elsewhere = Vous avez payé des pièces sur la pile de construction { $must } : jouez-y maintenant { $needed } ou une carte Skip-Bo.
sb-error-no-fit = La pile de construction { $place } { $empty ->
    [yes] est vide : commencez-la par une carte un ou une carte Skip-Bo
   *[no] demande { $needed }, pas { $card } : jouez { $needed } ou une carte Skip-Bo
}{ $else ->
    [pay] , ou payez { $cost ->
        [one] une pièce
       *[other] { $cost } pièces
    }
    [buy] , ou achetez-en une pour une pièce
   *[none] {""}
}.
sb-error-fits-other = La pile de construction { $piles } prend { $said }.

## Les refus propres à chaque commande.

sb-error-play-what = Jouer quoi ? Tapez jouer, d'où vient la carte et une pile de construction, par exemple : jouer stock sur 2, jouer 7 sur 1 ou jouer défausse 3 sur 2.
sb-error-pay-none = Aucune pile de construction ne peut être payée maintenant : il faut autant de pièces que le nombre qu'elle demande, et la carte suivante à jouer dessus.
sb-error-pay-which = Payer pour quelle pile de construction ? Vous pouvez payer { $choices }. Tapez par exemple { sb-cmd-pay } pour { $first }.
sb-pay-choice = { $coins ->
    [one] une pièce
   *[other] { $coins } pièces
} pour la pile { $place }
sb-error-buy-what = Acheter quoi ? Tapez acheter, un joueur, stock ou défausse et un numéro de pile, puis la pile de construction, par exemple : acheter Ann stock sur 3.
sb-error-buy-own = Vos propres cartes se jouent, elles ne s'achètent pas : tapez { sb-cmd-play }.
sb-error-their-stock-empty = Le stock { INITIAL($name) ->
        [vowel] d'{ $name }
       *[other] de { $name }
    } est vide.
sb-error-their-discard-empty = La pile de défausse { $pile } { INITIAL($name) ->
        [vowel] d'{ $name }
       *[other] de { $name }
    } est vide.
sb-error-buy-source = Acheter « { $given } » ? Achetez la carte du dessus d'un stock ou d'une pile de défausse, par exemple : { sb-cmd-buy } { $name } stock sur 3, ou { sb-cmd-buy } { $name } défausse 2 sur 1.
sb-error-toll-choice = { $typed ->
    [no] Tapez { sb-say-pay-toll } ou { sb-say-skip-toll }.
   *[other] Pas de « { $given } » pour le péage : tapez { sb-say-pay-toll } ou { sb-say-skip-toll }.
}
sb-error-discard-what = Quelle carte, sur quelle pile de défausse ? Tapez rejeter, une carte et une pile, par exemple : rejeter 9 sur 2.
sb-error-discard-which = Sur laquelle de vos piles de défausse, de 1 à { $count } ? Tapez { sb-cmd-discards } pour les entendre, puis par exemple : { sb-cmd-discard } { $short } sur 1.
sb-error-end-discard = Votre tour se termine par une défausse : tapez rejeter, une carte et une pile, par exemple : rejeter 9 sur 2.
sb-error-not-held = Vous n'avez pas de { $number ->
    [0] carte Skip-Bo
    [1] carte un
   *[other] { $card }
} dans votre main. { $hand }
## A card put on "pile N", which could be either kind; $building and $discard are the piles' words.
sb-error-pile-kind = Quelle pile { $pile } : { $building } { $pile } ou { $discard } { $pile } ? Dites laquelle.
