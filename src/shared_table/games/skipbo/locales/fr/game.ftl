## La partie telle que la table la montre (game.py).

sb-welcome = Skip-Bo avec pièces : soyez le premier à vider votre stock. Tapez { $help } pour les commandes.
sb-stage = tour { $turn }
sb-braille-heading = La table en braille, telle que votre place la voit :
sb-printout-heading = Table en braille écrite pour une embosseuse :

## Replay a part at a time, ten turns each (game.py replay_parts).

sb-replay-unit = étape
sb-replay-unit-count = { $count ->
    [1] une étape
   *[other] { $count } étapes
}
sb-replay-heading = { $turns ->
    [0] Étape { $number } : la donne.
    [1] Étape { $number } : tour { $first }.
   *[other] Étape { $number } : tours { $first } à { $last }.
}
