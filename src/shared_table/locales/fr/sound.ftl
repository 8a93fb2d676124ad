## The sounds of the table (core/sounds.py): what each means, as `sounds` says it.

sound-your-turn = votre tour
sound-draw = vous piochez une carte
sound-draw-other = un autre joueur pioche
sound-take = vous prenez la carte du dessus de la défausse
sound-take-other = un autre joueur prend dans la défausse
sound-discard = une carte rejetée
sound-meld = des combinaisons posées
sound-go-out = un joueur expose
sound-last-turn = les derniers tours commencent
sound-round-end = la fin d'une donne
sound-game-end = la fin de la partie
sound-build = une carte sur une pile de construction
sound-pile-complete = une pile de construction complète
sound-coins-paid = des pièces payées
sound-coins-received = des pièces reçues
sound-toll = un péage à payer
sound-swap = une carte échangée dans une pile
sound-pile-closed = une pile fermée
sound-refused = une commande ou un coup refusé
sound-joined = quelqu'un a rejoint la table
sound-left = quelqu'un a quitté la table
sound-dropped = quelqu'un a perdu la connexion
sound-back = quelqu'un est de retour

## The `sounds` command.

table-sounds-each = Son { $number } sur { $count } : { $meaning }. Retapez { $sounds } pour le suivant.
table-sounds-state = Sons { $state ->
    [on] activés, au volume { $volume }
   *[off] désactivés
}. Choix : { $on }, { $off }, ou un volume de 0 à 100.
table-sounds-now-on = Sons activés, au volume { $volume }.
table-sounds-now-off = Sons désactivés.
table-sounds-volume = Sons au volume { $volume }.
table-sounds-bad = Pas de réglage de sons « { $given } » : choisissez { $on }, { $off }, ou un volume de 0 à 100.

## The device that plays them.

sound-no-device = Pas de sortie audio ici : la partie continue sans les sons.
sound-player-failed = Sons arrêtés : la lecture a échoué ({ $error }). La partie continue sans eux.
