## Commands: name, summary, argument, details and examples (core/commands.py).

table-cmd-turn = tour
table-cmd-turn-summary = à qui c'est le tour, et ce que vous pouvez faire maintenant
table-cmd-turn-details = Appuyer sur Entrée sans rien taper dit la même chose.
table-cmd-turn-examples = tour
table-cmd-turn-typed = à qui, c'est à qui, mon tour

table-cmd-last = répéter
table-cmd-last-summary = redire la dernière annonce
table-cmd-last-examples = répéter ; last
table-cmd-last-typed = répète, répétez, redis, redites, redire

table-cmd-history = historique
table-cmd-history-summary = les derniers événements, 10 sauf si vous donnez un nombre
table-cmd-history-argument = un nombre
table-cmd-history-examples = historique ; historique 30
table-cmd-history-typed = historiques, derniers coups

table-cmd-verbosity = détail
table-cmd-verbosity-summary = combien de choses sont dites
table-cmd-verbosity-examples = détail bref ; v complet

table-cmd-hint = conseil
table-cmd-hint-summary = ce qu'un bon joueur ferait maintenant, et pourquoi
table-cmd-hint-examples = conseil
table-cmd-hint-typed = indice, astuce, que faire, quoi faire, un conseil

table-cmd-hints = conseils
table-cmd-hints-summary = un conseil au début de chacun de vos tours, ou plus du tout
table-cmd-hints-examples = conseils oui ; conseils non

table-cmd-braille = braille
table-cmd-braille-summary = la table telle que votre place la voit, en braille Unicode, étiquetée comme le jeu de cartes en braille
table-cmd-braille-examples = braille
table-cmd-braille-typed = {""}

table-cmd-print = imprimer
table-cmd-print-summary = écrire un fichier braille BRF pour une embosseuse

table-cmd-replay = revoir
table-cmd-replay-summary = la partie à nouveau, telle que vous l'avez vécue, une donne ou une étape à la fois
table-cmd-replay-argument = un numéro, suivant ou tout
table-cmd-replay-details = Revoir seul dit combien il y a de donnes, ou d'étapes dans un jeu sans donnes, et comment en demander une. Revoir donne 3, ou revoir 3, dit la donne 3 telle que vous l'avez entendue ; revoir suivant dit celle qui suit la dernière revue ; revoir tout dit toute la partie en une fois. Une fois la partie finie, historique, braille, imprimer et revoir répondent encore, avec les questions propres au jeu, jusqu'à ce que vous quittiez ou commenciez une nouvelle partie.
table-cmd-replay-examples = revoir ; revoir 3 ; revoir suivant ; revoir tout

table-cmd-new = nouvelle
table-cmd-new-summary = distribuer une nouvelle partie avec les mêmes joueurs, après avoir demandé si celle-ci n'est pas finie
table-cmd-new-examples = nouvelle
table-cmd-new-typed = nouvelle partie, recommencer, recommence, rejouer

table-cmd-help = aide
table-cmd-help-summary = les commandes, ou plus sur l'une d'elles
table-cmd-help-argument = une commande
table-cmd-help-examples = aide ; aide conseil
table-cmd-help-typed = aide-moi, aidez-moi, au secours, commandes

table-cmd-quit = quitter
table-cmd-quit-summary = arrêter la partie, après avoir demandé
table-cmd-quit-examples = quitter
table-cmd-quit-typed = quittez, arrêter, arrête, arrêtez, sortir, au revoir

table-cmd-sounds = sons
table-cmd-sounds-summary = entendre chaque son de la table avec son nom, activer ou couper les sons, ou régler leur volume de 0 à 100
table-cmd-sounds-examples = sons ; sons non ; sons 40
table-cmd-sounds-typed = son

table-cmd-undo = annuler
table-cmd-undo-summary = reprendre votre dernier coup, aussi souvent que vous voulez
table-cmd-undo-examples = annuler
table-cmd-undo-typed = annule, annulez, défaire, défais, défaites, reprendre le coup, annule le dernier coup

## The words of the common commands' choices (verbosity, hints, print, replay).

table-cmd-verbosity-choice-brief = bref
table-cmd-verbosity-choice-normal = normal
table-cmd-verbosity-choice-full = complet
table-cmd-verbosity-typed = détails, verbosité, niveau de détail
table-cmd-hints-choice-on = oui
table-cmd-hints-choice-off = non
table-cmd-hints-typed = indices
table-cmd-sounds-choice-on = oui
table-cmd-sounds-choice-off = non
table-cmd-print-choice-hand = main
table-cmd-print-choice-scores = scores
table-cmd-print-choice-table = table
table-cmd-print-choice-piles = piles
table-cmd-print-typed = imprime, imprimez
table-cmd-replay-choice-next = suivant
table-cmd-replay-choice-all = tout
table-cmd-replay-typed = revois, revoyez, réécouter
