## Réponses et refus des commandes de Five Crowns (words/commands.py) et de game.py.

fc-no-argument = La commande { $name } se tape seule, sans rien après : tapez juste « { $name } ».
fc-drawn-already = Vous avez déjà pioché : rejetez maintenant une carte. Tapez rejeter et le numéro ou le nom de la carte.
fc-stock-empty-take = La pioche est vide : prenez la carte du dessus de la défausse. Tapez prendre.
fc-discard-pile-empty-draw = La défausse est vide : piochez. Tapez piocher.
fc-draw-first = Vous devez d'abord piocher : tapez piocher ou prendre.
fc-discard-which = Quelle carte rejeter ? Tapez rejeter et son numéro ou son nom, par exemple rejeter 3 ou rejeter 9h.
fc-sorted-by-now = Votre main est triée par { $order }. Choix : { $suit }, { $rank }.
fc-no-sort = Pas de tri « { $given } » : choisissez { $suit } ou { $rank }.
fc-sorted = Main triée par { $order }.

fc-no-hint = Pas de conseil : ce n'est pas votre tour.
fc-hint = Conseil : { $reason }
fc-braille-hand-title = Votre main en braille, par couleur :
fc-braille-scores-title = La feuille de scores en braille :
fc-printout-no-hand = La partie est terminée, il n'y a donc pas de main à imprimer : tapez { $command } pour la feuille de scores.
fc-printout-title = { $what ->
    [hand] La main en braille est écrite pour une embosseuse :
   *[scores] La feuille de scores en braille est écrite pour une embosseuse :
}
fc-stage = donne { $round }

## Replay a round at a time (game.py replay_parts): the word typed before a round's number, and a count of rounds.

fc-replay-unit = donne
fc-replay-unit-count = { $count ->
    [1] une donne
   *[other] { $count } donnes
}
