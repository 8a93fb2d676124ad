## Commandes : nom, résumé, argument, détails et exemples (core/commands.py).

fc-cmd-draw = piocher
fc-cmd-draw-summary = piocher la carte du dessus de la pioche
fc-cmd-draw-examples = piocher
fc-cmd-draw-typed = pioche, piochez, piocher une carte, pioche une carte, piochez une carte, tirer, tire, tirez, tirer une carte, tire une carte, tirez une carte

fc-cmd-take = prendre
fc-cmd-take-summary = prendre la carte du dessus de la défausse
fc-cmd-take-examples = prendre
fc-cmd-take-typed = prends, prenez, prend, ramasser, ramasse, ramassez, prendre la défausse, prends la défausse, prenez la défausse, prends la carte, prenez la carte, prendre la carte

fc-cmd-discard = rejeter
fc-cmd-discard-summary = rejeter une carte ; si le reste de votre main forme des combinaisons, vous exposez
fc-cmd-discard-argument = une carte
fc-cmd-discard-details = Nommez la carte par son numéro dans votre main, par son nom court comme 9h, 10st, Qsp ou joker, par son nom comme neuf de cœur, ou par une abréviation qui ne désigne qu'une carte. Une couleur, comme pique ou sp, désigne vos cartes de cette couleur : la carte, si vous n'en avez qu'une, sinon les choix.
fc-cmd-discard-examples = rejeter 3 ; rejeter 9h ; rejeter neuf de cœur ; x jo ; x pique
fc-cmd-discard-typed = défausse, défausser, défaussez, rejette, rejetez, jette, jeter, jetez, me défausse de

fc-cmd-hand = main
fc-cmd-hand-summary = vos cartes par couleur, les Bonus et les jokers à la fin, chacune avec son numéro
fc-cmd-hand-examples = main
fc-cmd-hand-typed = ma main, mes cartes, mon jeu, cartes

fc-cmd-top = dessus
fc-cmd-top-summary = la carte du dessus de la défausse et la taille de la pioche
fc-cmd-top-examples = dessus
fc-cmd-top-typed = carte du dessus, dessus de pile

fc-cmd-wild = bonus
fc-cmd-wild-summary = quelle valeur est le Bonus de cette donne
fc-cmd-wild-examples = bonus
fc-cmd-wild-typed = atout, quel bonus

fc-cmd-scores = scores
fc-cmd-scores-summary = le total de chacun et les points de la dernière donne
fc-cmd-scores-examples = scores
fc-cmd-scores-typed = score, points, total, totaux

fc-cmd-round = donne
fc-cmd-round-summary = la donne, le donneur, qui a exposé et combien de cartes chacun a
fc-cmd-round-examples = donne
fc-cmd-round-typed = manche

fc-cmd-melds = combinaisons
fc-cmd-melds-summary = ce qui a été posé pendant cette donne
fc-cmd-melds-examples = combinaisons
fc-cmd-melds-typed = combinaison, combis, posées

fc-cmd-picks = prises
fc-cmd-picks-summary = ce que chaque joueur a pris dans la défausse pendant cette donne, dans l'ordre
fc-cmd-picks-argument = le nom d'un joueur
fc-cmd-picks-examples = prises ; prises Ann
fc-cmd-picks-typed = prise

fc-cmd-sort = trier
fc-cmd-sort-summary = lire votre main par couleur ou par valeur
fc-cmd-sort-examples = trier valeur ; trier couleur

fivecrowns-title = Five Crowns
fc-points = points
fc-cmd-sort-choice-suit = couleur
fc-cmd-sort-choice-rank = valeur
fc-cmd-sort-typed = trie, triez, trier par, trie par, triez par, tri, tri par, ranger, range, rangez, ranger par, range par, rangez par
fc-cmd-sort-choice-suit-typed = {""}
fc-cmd-sort-choice-rank-typed = {""}
