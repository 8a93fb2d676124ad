## Commands: name, summary, argument, details and examples (core/commands.py).

sol-cmd-piles = piles
sol-cmd-piles-summary = chaque pile ouverte sur sa propre ligne : son numéro, son Bonus et ses points
sol-cmd-piles-examples = piles
sol-cmd-piles-typed = toutes les piles

sol-cmd-pile = pile
sol-cmd-pile-summary = les cartes d'une pile, numérotées, et la meilleure façon de les poser
sol-cmd-pile-argument = un numéro de pile
sol-cmd-pile-details = Ces numéros sont ceux que jouer prend pour nommer la carte qui sort.
sol-cmd-pile-examples = pile 3
sol-cmd-pile-typed = {""}

sol-cmd-card = carte
sol-cmd-card-summary = la carte retournée, que vous devez jouer, et ce qui reste dans la pioche
sol-cmd-card-examples = carte
sol-cmd-card-typed = carte retournée, la carte retournée

sol-cmd-stock = pioche
sol-cmd-stock-summary = combien de cartes restent dans la pioche, et combien sont défaussées
sol-cmd-stock-examples = pioche
sol-cmd-stock-typed = {""}

sol-cmd-play = jouer
sol-cmd-play-summary = la carte retournée va dans une pile, et une carte que vous nommez en sort, défaussée
sol-cmd-play-argument = un numéro de pile, retire et une carte
sol-cmd-play-details = Nommez la carte qui sort par son numéro dans la liste de la pile ou par son nom ; retire peut être omis. Une pile dont toutes les cartes se posent est fermée. Pour laisser partir la carte retournée, tapez passer.
sol-cmd-play-examples = jouer 3 retire roi de trèfle ; jouer 3 retire 2 ; jouer 6 retire jd
sol-cmd-play-typed = joue, jouez, poser, pose, posez, mettre, mets, mettez, placer, place, placez

sol-cmd-pass = passer
sol-cmd-pass-summary = laisser partir la carte retournée, défaussée, sans changer aucune pile
sol-cmd-pass-examples = passer
sol-cmd-pass-typed = passe, passez, laisser, laisse, laissez

sol-cmd-discards = défausse
sol-cmd-discards-summary = les cartes mortes, la dernière d'abord
sol-cmd-discards-examples = défausse
sol-cmd-discards-typed = défausses, cartes mortes, cartes défaussées

solitaire-title = Solitaire Five Crowns
sol-points = piles fermées
