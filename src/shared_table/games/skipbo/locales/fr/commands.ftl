## Commandes : nom, résumé, argument, détails et exemples (core/commands.py).

sb-cmd-play = jouer
sb-cmd-play-summary = jouer une carte sur une pile de construction, depuis votre stock, votre main ou une de vos piles de défausse
sb-cmd-play-argument = d'où vient la carte, sur, et une pile de construction
sb-cmd-play-details = La carte vient du stock, de la main, ou d'une défausse avec le numéro d'une de vos piles de défausse. Nommez une carte de la main par son nombre ou son nom : 7 ou sept ; 7t2 ou sept péage 2 pour un sept avec un péage de deux pièces ; sb pour une carte Skip-Bo. Le mot « sur » peut être omis, et la pile de construction aussi quand la carte ne va que sur une seule.
sb-cmd-play-examples = jouer stock sur 2 ; jouer 7 sur 1 ; jouer sept sur pile 3 ; jouer défausse 2 sur 1 ; pl sb 4
sb-cmd-play-typed = joue, jouez, poser, pose, posez, mettre, mets, mettez, placer, place, placez

sb-cmd-pay = payer
sb-cmd-pay-summary = payer en pièces à la place de la carte qu'il faut à une pile de construction, autant que son nombre ; puis jouer la carte suivante dessus
sb-cmd-pay-argument = pour, et une pile de construction
sb-cmd-pay-details = 4 pièces remplacent un quatre. Les pièces restent à côté de la pile jusqu'à ce qu'elle soit complète ; elles sont alors redistribuées une à une, en commençant par le joueur qui l'a complétée, dans l'ordre du jeu.
sb-cmd-pay-examples = payer pour 2
sb-cmd-pay-typed = paie, paye, payez

sb-cmd-buy = acheter
sb-cmd-buy-summary = payer une pièce à un autre joueur pour jouer aussitôt la carte du dessus de son stock ou d'une de ses piles de défausse sur une pile de construction
sb-cmd-buy-argument = un joueur, stock ou une pile de défausse, sur, et une pile de construction
sb-cmd-buy-examples = acheter Ann stock sur 3 ; acheter Bob défausse 2 sur 1
sb-cmd-buy-typed = achète, achetez

sb-cmd-toll = péage
sb-cmd-toll-summary = payer le péage de la carte que vous venez de jouer et continuer, ou ne pas le payer et finir votre tour
sb-cmd-toll-examples = péage payer ; péage passer
sb-cmd-toll-choice-pay = payer
sb-cmd-toll-choice-skip = passer
sb-cmd-toll-typed = {""}
sb-cmd-toll-choice-pay-typed = payer le péage, paye le péage, paie le péage, payez le péage
sb-cmd-toll-choice-skip-typed = passer le péage, passe le péage, passez le péage, passe-le, passez-le

sb-cmd-discard = rejeter
sb-cmd-discard-summary = poser une carte de votre main sur une de vos piles de défausse, ce qui termine votre tour
sb-cmd-discard-argument = une carte, sur, et une pile de défausse
sb-cmd-discard-details = Nommez une carte de la main par son nombre ou son nom : 7 ou sept ; 7t2 ou sept péage 2 pour un sept avec un péage de deux pièces ; sb pour une carte Skip-Bo. Vos piles de défausse sont numérotées de 1 à 4.
sb-cmd-discard-examples = rejeter 9 sur 2 ; x sb sur 4 ; rejeter neuf sur 1
sb-cmd-discard-typed = rejette, rejetez, défausse, défausser, défaussez, jette, jeter, jetez

sb-cmd-end = finir
sb-cmd-end-summary = finir votre tour quand votre main est vide et qu'il n'y a plus rien à piocher
sb-cmd-end-examples = finir
sb-cmd-end-typed = fini, finis, finissez, terminer, termine, terminez, ai fini, ai terminé, fin du tour, finir le tour, finir mon tour

sb-cmd-stock = stock
sb-cmd-stock-summary = la carte du dessus de chaque stock, et le nombre de cartes qui restent dans chacun
sb-cmd-stock-examples = stock
sb-cmd-stock-typed = mon stock, les stocks

sb-cmd-hand = main
sb-cmd-hand-summary = vos cartes, par nombre croissant, les cartes Skip-Bo à la fin
sb-cmd-hand-examples = main
sb-cmd-hand-typed = ma main, mes cartes, mon jeu, cartes

sb-cmd-piles = piles
sb-cmd-piles-summary = ce qu'il faut maintenant à chaque pile de construction, et les pièces à côté
sb-cmd-piles-examples = piles
sb-cmd-piles-typed = piles de construction

sb-cmd-discards = défausses
sb-cmd-discards-summary = vos piles de défausse, ou celles d'un autre joueur, carte du dessus d'abord
sb-cmd-discards-argument = le nom d'un joueur
sb-cmd-discards-examples = défausses ; défausses Ann
sb-cmd-discards-typed = mes défausses, piles de défausse

sb-cmd-coins = pièces
sb-cmd-coins-summary = vos pièces, celles de chacun, et celles à côté de chaque pile de construction
sb-cmd-coins-examples = pièces
sb-cmd-coins-typed = pièce, mes pièces, argent, monnaie

sb-cmd-scores = scores
sb-cmd-scores-summary = les cartes qui restent dans les stocks, du plus petit nombre au plus grand, et dans un match les points de chacun
sb-cmd-scores-examples = scores
sb-cmd-scores-typed = score, points

skipbo-title = Skip-Bo
sb-points = points
sb-option-short = des stocks de 10 cartes au lieu de 15
sb-option-match = jouer des parties jusqu'à ce que quelqu'un ait 500 points : 25 pour une victoire et 5 pour chaque carte qui reste dans les stocks des autres

## What the toll's prompts and errors tell a person to type: the everyday forms, each one understood
## at a toll (tests/test_skipbo_languages.py).
sb-say-pay-toll = payer le péage
sb-say-skip-toll = passer le péage
