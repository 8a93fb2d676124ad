## Solitaire Five Crowns : l'accueil (game.py). Les mots que tape le joueur sont les noms
## français des commandes (commands.ftl) ; celles de la table arrivent en variables.

sol-welcome = Solitaire Five Crowns : fermez les onze piles avant que la pioche soit épuisée.
sol-welcome-piles = Tapez piles pour les entendre, et pile suivi d'un numéro pour une seule pile.
sol-welcome-play = La carte retournée va dans une pile, et une carte de cette pile en sort.
sol-welcome-type = Tapez jouer, la pile, retire et cette carte, par exemple : jouer 3 retire { $card }.
sol-welcome-pass = Passer laisse partir la carte retournée ; { $undo } annule un coup.
sol-welcome-help = Tapez { $help } pour toutes les commandes.
sol-stage = carte { $stage } sur { $total }

## Ce que tape le joueur : le mot avant la carte qui sort, et le mot avant le numéro d'une pile.

sol-word-out = retire
sol-word-pile = pile
# Other ways to type them: "in place of" for out, the pile word as its sentences inflect it; apart by ";".
sol-typed-out = à la place de; à la place du; au lieu de; au lieu du
sol-typed-pile = {""}
# Words that may stand between the card turned and the pile word when play names both ("on", "the"), apart by ";".
sol-typed-before-pile = sur; dans; la; le; à; en
# Words for the card turned before the pile ("put it on pile 3"), apart by ";".
sol-typed-the-card = la carte; la; celle-ci; la carte retournée
## $card: the card turned; $given: what was typed before the pile instead.
sol-only-the-turned = Vous jouez la carte retournée, { $card }, pas « { $given } ».

## Les piles (words/narration.py).

sol-piles = { $count ->
    [one] pile { $numbers }
   *[other] piles { $numbers }
}
sol-pile-closed = Pile { $pile } : fermée.
sol-pile-summary = Pile { $pile } : les { $wild } sont le Bonus, { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
sol-piles-open = Piles ouvertes : { $open } sur { $total }.
sol-piles-closed-list = Fermées : { $piles }.
sol-pile-header = Pile { $pile } : les { $wild } sont le Bonus
sol-pile-header-closed = Pile { $pile } : les { $wild } sont le Bonus, fermée

## La carte retournée et la pioche.

sol-card = Carte : { $card }. { $left ->
    [one] { $left } carte
   *[other] { $left } cartes
} dans la pioche.
sol-card-last = Carte : { $card }, la dernière carte.
sol-no-card = Pas de carte : la partie est finie. Tapez { $new } pour une nouvelle partie.
sol-stock = { $left ->
    [one] { $left } carte
   *[other] { $left } cartes
} dans la pioche ; { $discarded ->
    [0] aucune défaussée
    [one] { $discarded } défaussée
   *[other] { $discarded } défaussées
}.
sol-stock-empty = La pioche est vide ; { $discarded ->
    [0] aucune carte défaussée
    [one] { $discarded } carte défaussée
   *[other] { $discarded } cartes défaussées
}.
sol-discards-none = Aucune carte défaussée pour l'instant.
sol-discards = { $count ->
    [one] { $count } carte défaussée
   *[other] { $count } cartes défaussées
}, la dernière d'abord : { $cards }.

## Ce qui se passe.

sol-dealt = Onze piles distribuées, de 3 à 13 cartes ; { $stock } cartes dans la pioche.
sol-out-as-dealt = La pile { $pile } s'expose telle qu'elle a été distribuée : fermée.
sol-closes = La pile { $pile } est fermée. { $closed ->
    [one] { $closed } pile fermée
   *[other] { $closed } piles fermées
} sur { $total }.
sol-passed = Vous passez, et { $card } part à la défausse.
    .card-case = def
sol-played = Pile { $pile } : { $card } entre, { $discard } sort à la défausse.
    .card-case = def
    .discard-case = def
sol-won = Vous avez gagné ! Les { $total } piles sont fermées, avec { $used ->
    [one] { $used } carte
   *[other] { $used } cartes
} de la pioche.
sol-lost = La pioche est épuisée. Partie finie : { $closed ->
    [0] aucune pile fermée
    [one] { $closed } pile fermée sur { $total }
   *[other] { $closed } piles fermées sur { $total }
} ; { $open }.
sol-end-won = Vous avez gagné : les { $total } piles sont fermées.
sol-end-lost = Partie finie : { $closed ->
    [0] aucune pile fermée
    [one] { $closed } pile fermée sur { $total }
   *[other] { $closed } piles fermées sur { $total }
} ; { $open }.
sol-still-open = { $count ->
    [one] la pile { $numbers } est encore ouverte
    [11] les onze piles sont encore ouvertes
   *[other] les piles { $numbers } sont encore ouvertes
}
sol-after = Tapez { $new } pour une nouvelle partie, ou { $quit }.
sol-resumed-over = Reprise de { $game } : { $closed } piles fermées sur { $total }, et la partie est finie.
sol-resumed = Reprise de { $game } : { $closed } piles fermées sur { $total }, { $left ->
    [one] { $left } carte
   *[other] { $left } cartes
} dans la pioche.
sol-standing = Piles ouvertes : { $open } sur { $total }. Tapez piles pour les entendre.
sol-taken-back = Coup annulé : { $card } est de nouveau la carte retournée, et les piles sont comme avant.
    .card-case = def
sol-verbosity-unknown = Pas de niveau de détail « { $given } » : choisissez { $choices }.

## Refusé : les règles (rules/state.py) et les commandes (words/commands.py).

sol-over = La partie est finie : commencez-en une nouvelle pour rejouer.
sol-no-such-pile = Pas de pile { $pile } : les piles vont de 1 à { $total }.
sol-pile-is-closed = La pile { $pile } est fermée : jouez dans une pile ouverte.
sol-not-in-pile = La pile { $pile } n'a pas de { $card } à défausser.
sol-layout-sizes = des piles de { $sizes } cartes : une disposition compte { $total } piles de 3, 4, ..., 13 cartes
sol-layout-no-stock = une pioche vide : une disposition demande au moins une carte à retourner
sol-game-over = La partie est finie. Tapez { $new } pour une nouvelle partie, ou { $quit }.
sol-takes-nothing = La commande { $name } se tape seule, sans rien après : tapez juste « { $name } ».
sol-pile-unknown = Pas de pile « { $given } » : les piles sont numérotées de 1 à { $total }. Tapez piles pour entendre les piles ouvertes.
sol-which-pile = Quelle pile ? Tapez pile et son numéro, de 1 à { $total }, par exemple : pile 3.
sol-into-which = Dans quelle pile ? La carte retournée, { $card }, va dans une pile et une de ses cartes en sort : tapez jouer, le numéro de la pile, retire et cette carte, par exemple : jouer 3 retire { $example }.
sol-closed-choose = La pile { $pile } est fermée. Tapez piles pour entendre les piles ouvertes.
sol-which-out = Quelle carte sort de la pile { $pile } ? La carte { $card } entre, et une carte sort : tapez jouer { $pile } retire et le numéro ou le nom de cette carte ; tapez pile { $pile } pour entendre ses cartes.
sol-straight-out = La carte { $card } entrerait dans la pile { $pile } et en ressortirait aussitôt : c'est passer. Tapez passer pour la laisser partir, ou nommez une carte de la pile { $pile } à retirer.
sol-in-pile = pile { $pile }

## Conseils (bots/planner.py) : le coup du planificateur et pourquoi, en une phrase courte.

sol-hint = Conseil : { $reason }
sol-hint-closes = pile { $pile } : { $card } la ferme, en défaussant { $discard }.
    .card-case = def
    .discard-case = def
sol-hint-then = pile { $pile } : { $card } remplace { $discard } ; { $size ->
    [one] il manque ensuite { $size } carte
   *[other] il manque ensuite { $size } cartes
} : { $needs }.
    .card-case = def
    .discard-case = def
## The move of a hint said alone ("Pile 7: the six of spades in place of the king of stars"),
## which a person may type back without having asked for the hint (Game.said_moves).
sol-said-move = pile { $pile } : { $card } remplace { $discard }
    .card-case = def
    .discard-case = def
sol-hint-more = pile { $pile } : { $card } remplace { $discard } ; encore { $size } cartes de la pioche la ferment.
    .card-case = def
    .discard-case = def
sol-hint-helps = pile { $pile } : { $card } remplace { $discard }, de { $before } à { $after } points ; la pioche ne peut pas la fermer.
    .card-case = def
    .discard-case = def
sol-hint-pass = passer : { $card } n'aide aucune pile. Tapez passer.
    .card-case = def
sol-need-card = { $card }
# A card the sentence has named already (the one played, or one needed twice): the same card again, from the other deck. Also offered: $rank_number (3 to 13), for a word that agrees with its gender.
sol-need-another = { $rank_number ->
    [12] une autre
   *[other] un autre
} { $card }
sol-need-wilds = { $count ->
    [one] un Bonus
   *[other] { $count } Bonus
}

## La disposition en braille (braille/printouts.py, game.py) : les mots de l'impression, une ligne chacun.

sol-braille-intro = La disposition en braille, pile par pile :
sol-braille-embosser = Les piles en braille, écrites pour une embosseuse :
sol-braille-title = solitaire five crowns
sol-braille-stock = pioche { $count } { $count ->
    [one] carte
   *[other] cartes
}
sol-braille-card = carte { $card }
sol-braille-pile = pile { $pile } bonus { $wild }
sol-braille-pile-closed = pile { $pile } bonus { $wild } fermée
sol-braille-wild = bonus

## Coups enregistrés (rules/codec.py).

sol-save-card = une carte s'écrit comme 7st ou joker, pas { $given }
sol-save-move = pas un coup enregistré : il faut do, seat, pile et card, reçu { $given }
sol-save-numbers = pas un coup enregistré : seat et pile sont des nombres, reçu { $given }
sol-save-bad-card = pas un coup enregistré : { $problem }, reçu { $given }

## Replay a part at a time, seven cards each (game.py replay_parts).

sol-replay-unit = étape
sol-replay-unit-count = { $count ->
    [1] une étape
   *[other] { $count } étapes
}
sol-replay-heading = { $cards ->
    [0] Étape { $number } : la donne.
    [1] Étape { $number } : carte { $first } de la pioche.
   *[other] Étape { $number } : cartes { $first } à { $last } de la pioche.
}
