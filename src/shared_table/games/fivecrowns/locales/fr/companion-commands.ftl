## Commandes : nom, résumé, argument, détails et exemples (core/commands.py).

fcc-cmd-players = joueurs
fcc-cmd-players-summary = qui joue, dans l'ordre des places, pour commencer une feuille
fcc-cmd-players-argument = les noms
fcc-cmd-players-details = Séparez les noms par des virgules, un nom peut alors contenir des espaces, ou par des espaces. Le premier nommé distribue en premier, sauf si vous dites autre chose avec donneur. Les joueurs peuvent changer jusqu'à ce que la donne 1 soit comptée.
fcc-cmd-players-examples = joueurs Ann, Bob, Cy ; joueurs Ann Bob Cy
fcc-cmd-players-typed = joueur

fcc-cmd-dealer = donneur
fcc-cmd-dealer-summary = qui a distribué la donne 1 ; chaque donneur suivant est à gauche
fcc-cmd-dealer-argument = un nom
fcc-cmd-dealer-details = Une fois des donnes comptées, un nouveau premier donneur est d'abord demandé : il change qui les a distribuées, et seul oui le change.
fcc-cmd-dealer-examples = donneur Bob
fcc-cmd-dealer-typed = distributeur, qui distribue

fcc-cmd-round = donne
fcc-cmd-round-summary = la donne en cours : qui distribue, combien de cartes, quel est le Bonus, qui commence
fcc-cmd-round-details = Appuyer sur Entrée sans rien taper dit la même chose, en plus court.
fcc-cmd-round-examples = donne
fcc-cmd-round-typed = manche

fcc-cmd-check = vérifier
fcc-cmd-check-summary = vérifier une main en privé : meilleures suites et familles, points restants, si elle peut exposer
fcc-cmd-check-argument = les cartes
fcc-cmd-check-details = Le Bonus est celui de la donne, sauf si vous finissez par bonus et une valeur. La réponse est la même que shared-table check.
fcc-cmd-check-examples = vérifier 5c 6c 7c Qh Qd joker 8h ; vérifier sept d'étoile, sept de cœur, joker ; vérifier 5c 6c 7c bonus 8
fcc-cmd-check-typed = vérifie, vérifiez

fcc-cmd-score = compter
fcc-cmd-score-summary = compter la donne qui vient d'être jouée, joueur par joueur
fcc-cmd-score-details = Pour chaque joueur, tapez les points, comme 12, exposé pour le joueur qui a exposé, ou les cartes restées en main, comme 7c Qh joker, comptées avec le Bonus de la donne et relues : appuyez sur Entrée pour les garder. Tapez retour pour revenir d'un joueur, annuler pour arrêter sans compter.
fcc-cmd-score-examples = compter
fcc-cmd-score-typed = compte, comptez, marquer, marque, marquez, compter la donne

fcc-cmd-edit = corriger
fcc-cmd-edit-summary = corriger le score d'un joueur dans une donne comptée
fcc-cmd-edit-argument = une donne, un nom et un score
fcc-cmd-edit-details = La donne peut être omise : c'est alors la dernière donne comptée. Les totaux sont redits.
fcc-cmd-edit-examples = corriger 3 Bob 12 ; corriger 3 Bob exposé ; corriger 3 Bob 7c Qh ; corriger Bob 15
fcc-cmd-edit-typed = corrige, corrigez, modifier, modifie, modifiez

fcc-cmd-undo = défaire
fcc-cmd-undo-summary = reprendre le dernier changement : une donne comptée, une correction ou le donneur
fcc-cmd-undo-details = Les changements se défont un par un, jusqu'à l'ouverture de la feuille.
fcc-cmd-undo-examples = défaire
fcc-cmd-undo-typed = défais, défaites, annule, annuler, annulez

fcc-cmd-sheet = feuille
fcc-cmd-sheet-summary = la feuille de scores, ligne par ligne ; ou une donne en entier
fcc-cmd-sheet-argument = un numéro de donne
fcc-cmd-sheet-examples = feuille ; feuille 3
fcc-cmd-sheet-typed = feuille de scores, feuille de score

fcc-cmd-totals = totaux
fcc-cmd-totals-summary = le total de chaque joueur, qui mène, et de combien les autres sont derrière
fcc-cmd-totals-examples = totaux
fcc-cmd-totals-typed = total, points

fcc-cmd-braille = braille
fcc-cmd-braille-summary = la feuille de scores en braille Unicode
fcc-cmd-braille-examples = braille feuille
fcc-cmd-braille-typed = {""}

fcc-cmd-print = imprimer
fcc-cmd-print-summary = écrire la feuille de scores dans des fichiers pour une imprimante et une embosseuse braille
fcc-cmd-print-examples = imprimer feuille
fcc-cmd-print-typed = imprime, imprimez

fcc-cmd-sheets = feuilles
fcc-cmd-sheets-summary = les feuilles enregistrées
fcc-cmd-sheets-examples = feuilles
fcc-cmd-sheets-typed = {""}

fcc-cmd-resume = reprendre
fcc-cmd-resume-summary = ouvrir une feuille enregistrée : la dernière inachevée, ou celle du numéro
fcc-cmd-resume-argument = un numéro de feuille
fcc-cmd-resume-examples = reprendre ; reprendre 3
fcc-cmd-resume-typed = reprends, reprenez, ouvrir, ouvre, ouvrez

fcc-cmd-new = nouvelle
fcc-cmd-new-summary = commencer une nouvelle feuille ; celle-ci reste enregistrée
fcc-cmd-new-examples = nouvelle
fcc-cmd-new-typed = nouvelle feuille

fcc-cmd-last = répéter
fcc-cmd-last-summary = redire la dernière réponse
fcc-cmd-last-examples = répéter ; last
fcc-cmd-last-typed = répète, répétez, redis, redites, redire

fcc-cmd-help = aide
fcc-cmd-help-summary = les commandes, ou plus sur l'une d'elles
fcc-cmd-help-argument = une commande
fcc-cmd-help-examples = aide ; aide compter
fcc-cmd-help-typed = aide-moi, aidez-moi, au secours, commandes

fcc-cmd-quit = quitter
fcc-cmd-quit-summary = arrêter ; la feuille est déjà enregistrée
fcc-cmd-quit-examples = quitter
fcc-cmd-quit-typed = quitte, quittez, arrêter, arrête, arrêtez, sortir, au revoir
fcc-title = Compagnon
