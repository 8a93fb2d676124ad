## The session: hot seat, resuming, questions, the end of the game (sessions/play.py).

table-hot-seat = Chacun son tour au clavier : { $names } partagent ce clavier.
table-since-you-heard = Ce qui s'est passé depuis la dernière fois :
table-new-game = Nouvelle partie.
table-turn-over = Le tour { INITIAL($name) ->
        [vowel] d'{ $name }
       *[other] de { $name }
    } est fini.
table-cards-hidden = Les cartes { INITIAL($name) ->
        [vowel] d'{ $name }
       *[other] de { $name }
    } sont cachées.
table-pass-to = Passez le clavier à { $name }. { $name }, appuyez sur Entrée pour commencer.
table-at-keyboard = { $name } au clavier.
# Any line but Enter alone while the keyboard is handed over: nothing private is said.
table-hand-over-waits = En attente : { $name } doit appuyer sur Entrée. Rien d'autre n'a de réponse d'ici là, pour que personne n'entende les cartes d'un autre.
table-end-of-input-after = Fin de l'entrée. Au revoir.
table-end-of-input = Fin de l'entrée : la partie s'arrête ici.
table-ask-new = Abandonner cette partie et en distribuer une nouvelle ? Tapez oui pour une nouvelle partie, autre chose pour continuer.
table-ask-quit = Quitter cette partie ? Tapez oui pour quitter, autre chose pour continuer.
# What a player may type for yes, besides the English yes and y, separated by " ; ".
table-yes-words = oui ; o
# What a player may type for no, besides the English no and n, separated by " ; ".
table-no-words = non ; n
table-closed = La partie est fermée.
table-not-quitting = On ne quitte pas : la partie continue.
table-no-new-game = Pas de nouvelle partie : celle-ci continue.
table-game-stopped = Partie arrêtée.
table-goodbye = Au revoir.
table-sorry = Désolé, quelque chose n'a pas marché avec cette commande. La partie continue.
table-sorry-logged = Désolé, quelque chose n'a pas marché avec cette commande. C'est noté dans { $log }. La partie continue.
table-after-the-game = La partie est finie. Tapez { $new } pour une nouvelle partie, ou { $quit } pour partir.
table-still-ask = Vous pouvez encore demander { $still }.
table-did-not-work = Cela n'a pas marché.
table-interrupted = Pour arrêter la partie, tapez { $quit }.

## The commands every game has: their answers and errors (sessions/common_commands.py).

table-no-argument = La commande { $name } se tape seule, sans rien après : tapez juste « { $name } ».
table-nothing-announced = Rien n'a encore été annoncé.
table-history-not-a-number = « { $given } » n'est pas un nombre d'événements : tapez { $history }, ou { $history } 20.
table-nothing-happened = Il ne s'est encore rien passé.
table-verbosity-is = Détail : { $level }. Choix : { $choices }.
table-verbosity-set = Détail { $level }.
table-hints-are = Conseils au début de chaque tour : { $state }. Choix : { $choices }.
table-hints-bad = Pas de réglage de conseils « { $given } » : choisissez { $on } ou { $off }.
table-hints-on = Conseils activés : chaque tour commence par un conseil.
table-hints-off = Conseils désactivés. Tapez { $hint } quand vous en voulez un.
table-braille-sent = Envoyé aussi à votre afficheur braille.
table-print-what = Imprimer quoi ? Tapez { $choices }.
table-print-what-not = Imprimer quoi ? Tapez { $choices }, pas « { $given } ».
table-print-failed = Le fichier braille n'a pas pu être écrit dans { $folder } ({ $reason }).
table-printed = { $heading } { $path }.
table-replay-whole = Toute la partie, telle que vous l'avez vécue :
table-replay-so-far = La partie jusqu'ici, telle que vous l'avez vécue :
table-replay-index = { $over ->
        [yes] La partie entière compte { $parts }.
       *[no] La partie compte jusqu'ici { $parts }.
    } Tapez { $replay } { $unit } { $count ->
        [1] 1 pour l'entendre
       *[other] suivi d'un numéro de 1 à { $count }
    }{ $following ->
        [0] {""}
       *[other] , { $replay } { $next } pour le numéro { $following }
    } ou { $replay } { $all } pour tout en une fois.
table-replay-no-such = Il n'y a pas de numéro { $given } : { $over ->
        [yes] la partie entière compte { $parts }.
       *[no] la partie compte jusqu'ici { $parts }.
    } Tapez { $replay } { $unit } { $count ->
        [1] 1.
       *[other] suivi d'un numéro de 1 à { $count }.
    }
table-replay-which = Quel numéro ? Tapez { $replay } { $unit } { $count ->
        [1] 1.
       *[other] suivi d'un numéro de 1 à { $count }.
    }
table-replay-not-a-number = « { $given } » n'est pas un numéro. Tapez { $replay } { $unit } { $count ->
        [1] 1
       *[other] suivi d'un numéro de 1 à { $count }
    }, { $replay } { $next } ou { $replay } { $all }.
table-replay-no-more = { $over ->
        [yes] C'était la fin de la partie.
       *[no] La partie n'est pas allée plus loin.
    } Tapez { $replay } { $unit } 1 pour recommencer.
table-no-braille = Votre terminal ne peut pas afficher les caractères braille (son encodage est { $encoding }) : choisissez une locale UTF-8, ou utilisez la commande imprimer pour un fichier BRF.
table-input-closed = l'entrée standard est fermée, donc rien ne peut être tapé : lancez-le dans un terminal, ou envoyez-lui les commandes par un tube

table-game-unknown = aucun jeu ne s'appelle « { $given } » : les jeux sont { $games }

# What a person typed, quoted by its start and its length when it is long.
table-typed-long = { $start }… ({ $count } caractères)
table-line-too-long = Cette ligne a { $count } caractères ; une ligne en a au plus { $most }. Rien n'a été fait.
table-new-waiting = Vous avez demandé une nouvelle partie. Elle commence dès que tout le monde à la table a dit oui.
table-print-nowhere = Cet appareil ne peut pas garder d'impression.
table-not-your-turn = C'est au tour { INITIAL($name) ->
        [vowel] d'{ $name }
       *[other] de { $name }
    }, pas au vôtre.
