## Les refus des règles (rules/state.py).

fc-player-count = { $count } joueurs : Five Crowns se joue de { $min } à { $max } (à partir de 8, avec deux jeux)
fc-player-no-name = chaque joueur a besoin d'un nom
fc-player-same-name = deux joueurs ont le même nom : donnez à chacun le sien
fc-no-seat = pas de place { $seat } : les places vont de 0 à { $last }
fc-not-a-move = { $action } n'est pas un coup de Five Crowns : piocher, prendre la défausse, rejeter ou exposer
fc-has-drawn = { $name } a déjà pioché : rejetez maintenant une carte, ou exposez
fc-must-draw = piochez d'abord, ou prenez la carte du dessus de la défausse
fc-over = la partie est terminée
fc-not-their-turn = c'est au tour { INITIAL($current) ->
        [vowel] d'{ $current }
       *[other] de { $current }
    }, pas { INITIAL($name) ->
        [vowel] d'{ $name }
       *[other] de { $name }
    }
fc-pile-empty = la défausse est vide : piochez
fc-stock-empty = la pioche est vide et la défausse n'a que sa carte du dessus : prenez-la
fc-not-held = { $name } n'a pas { $card }
    .card-case = def
fc-cannot-go-out = impossible d'exposer en rejetant { $card } : il resterait { $points } points
    .card-case = def
fc-no-bot-level = pas de niveau « { $given } » : les niveaux sont { $levels }

## Une partie enregistrée illisible (rules/codec.py).
fc-save-not-a-move = pas un coup enregistré : { $value }
fc-save-keys = un coup enregistré { $move } a les clés { $keys }, pas { $value }
fc-save-no-card = un coup enregistré { $move } sans carte : { $value }
fc-save-card = une carte s'écrit comme 7st ou joker, pas { $value }
fc-save-suit = une couleur est l'une de { $suits }, pas { $value }
