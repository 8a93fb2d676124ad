## Les outils de Five Crowns : `shared-table check` (tools/check.py) et `shared-table braille` (tools/braille.py).

## La vérification de main.
fct-check-fail = shared-table check : { $problem }
fct-no-cards = aucune carte donnée : nommez-les comme 7st 10h Qsp joker
fct-too-many-cards = { $cards } cartes données : une main à vérifier a de 1 à { $most } cartes
fct-no-wild = { $cards } cartes et pas de Bonus : dites avec --wild quelle valeur est le Bonus, de 3 à 10, V, D, R ou J, Q, K
fct-stdin-closed = l'entrée standard est fermée, aucune main ne peut donc y être lue : nommez les cartes après check, comme check 5c 6c 7c, ou envoyez-y des mains par un tube.
fct-prompt = Tapez une main sur une ligne, comme : 5c 6c 7c Qh Qd joker 8h. Une ligne vide termine.
fct-line-error = Ligne { $line } : { $problem }.
fct-cli-help = Cinq Couronnes : ce que vaut une main, comment la poser, et quoi rejeter
fct-cli-description = Vérifier une main. Sans cartes, les mains sont lues sur l'entrée standard, une par ligne.
fct-cli-wild = le Bonus : 3 à 10, V, D, R ou J, Q, K (par défaut : le nombre de cartes)
fct-cli-json = répondre avec un objet JSON par main
fct-cli-cards = des cartes comme 7st 10h Jd Qsp Kc joker, 7★, sept de cœur

## Les impressions en braille.
fct-braille-fail = shared-table braille : { $problem }
fct-braille-which-printout = shared-table braille : dites quelle impression : hand ou scores. Essayez : shared-table braille --help
fct-braille-players = --players { $given } : une partie se joue de { $least } à { $most }
fct-braille-unreadable = { $path } ne peut pas être lu ({ $reason })
fct-braille-too-big = { $path } dépasse { NUMBER($most, useGrouping: 0) } octets : une feuille de scores est bien plus petite
fct-braille-not-json = { $path } n'est pas du JSON ({ $reason })
fct-braille-no-players = { $path } n'a pas de "players" : donnez une liste de noms, comme { $example }
fct-braille-bad-rounds = { $path } : "rounds" doit être une liste de donnes, chacune une liste avec un score par joueur
fct-braille-not-five-crowns = la partie { $game } est une partie de { $title }, qui n'a pas de feuille de scores
fct-braille-which-game = dites quelle partie, d'une seule façon : --game PARTIE (une partie enregistrée), --from-json FICHIER, ou --seed S (une partie entre joueurs ordinateur)
fct-braille-no-braille-out = shared-table braille : la sortie standard ne peut pas afficher de caractères braille (son encodage est { $encoding }) : choisissez une locale UTF-8, utilisez --format brf, ou écrivez un fichier avec --out FICHIER.
fct-braille-exists = shared-table braille : { $path } existe déjà : donnez un autre nom, ou ajoutez --replace pour l'écraser.
fct-braille-link = shared-table braille : { $path } est un lien symbolique, qui n'est jamais suivi : donnez le nom du fichier lui-même.
fct-braille-cannot-write = shared-table braille : impossible d'écrire { $path } ({ $reason }).
fct-braille-written = { $format ->
        [brf] BRF pour une embosseuse
       *[unicode] Braille Unicode
    } écrit dans { $path }.
fct-cli-braille-help = Cinq Couronnes : une main ou la feuille de scores en braille : braille Unicode, ou BRF pour une embosseuse
fct-cli-braille-description = Impressions en braille par liblouis, marquées comme le jeu braille marque les cartes.
fct-cli-hand-help = une main par couleur, avec le Bonus et le meilleur arrangement
fct-cli-hand-description = Un résumé de main en braille : la main par couleur, le Bonus, les meilleures suites et familles, et ce qui reste.
fct-cli-scores-help = une feuille de scores : une ligne par donne, une colonne par joueur, les totaux
fct-cli-scores-description = La feuille de scores d'une partie enregistrée (--game, numérotée comme dans shared-table games), d'un fichier JSON {"{"}"players": [...], "rounds": [[...], ...]{"}"} avec un score par joueur à chaque donne, ou d'une partie entre joueurs ordinateur (--seed).
fct-cli-game = une partie enregistrée, finie ou non, par son numéro dans shared-table games
fct-cli-seed = jouer une partie entière entre joueurs ordinateur avec cette graine
fct-cli-players = avec --seed : combien de joueurs, de 2 à 14 (3 par défaut)
fct-cli-bots = avec --seed : easy, medium, hard ou expert (medium par défaut)
fct-cli-from-json = les joueurs et les donnes comptées jusqu'ici, d'un fichier JSON
fct-cli-format = unicode (braille pour un écran ou une plage braille) ou brf (pour une embosseuse) ; par défaut : celui de la configuration, sinon unicode
fct-cli-table = table braille : fr (français, par défaut), ueb ou ebae (anglais), da, sv, nb, fi, is, nl
fct-cli-out = écrire l'impression dans FICHIER, un nouveau fichier, au lieu de la sortie standard
fct-cli-replace = avec --out : écraser FICHIER s'il existe (jamais à travers un lien)
