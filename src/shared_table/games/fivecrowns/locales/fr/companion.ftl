## Le compagnon (games/fivecrowns/tools/companion/) : ce qu'il dit, ses erreurs et ses fichiers.
## $ranks est une valeur au pluriel comme les cartes la disent (« les 8 ») ; $wild est une phrase entière.

## Ce qu'un joueur tape : des mots séparés par « ; », l'anglais est toujours compris aussi.
fcc-typed-out = exposé ; expose ; a exposé ; a expose ; exposée ; exposee ; a exposée ; a exposee ; sorti ; sortie ; est sorti ; est sortie
fcc-typed-points = points ; point ; pts ; pt
fcc-typed-yes = oui ; o ; ok ; garder
fcc-typed-sure = oui ; o
fcc-typed-no = non ; n ; annuler ; garder
fcc-typed-cancel = annuler ; annule ; annulez ; arrêter ; arreter ; arrête ; arrete ; arrêtez ; arretez ; stop
fcc-typed-quit = quitter ; quittez ; quitte ; q
fcc-typed-help = aide ; ? ; aide-moi ; point d'interrogation
fcc-typed-back = retour ; revenir ; précédent ; precedent
fcc-typed-round = donne
fcc-typed-sheet = feuille
fcc-typed-wild = bonus
fcc-cmd-braille-choice-sheet = feuille
fcc-cmd-print-choice-sheet = feuille

## Le début et la session.
fcc-welcome = Compagnon de Shared Table : la feuille de scores de Cinq Couronnes avec de vraies cartes.
fcc-set-up = Tapez joueurs et les noms dans l'ordre des places, par exemple : joueurs Ann, Bob, Cy.
fcc-start-unfinished = La feuille { $number } n'est pas finie : { $names }, donne { $round } à suivre. Tapez reprendre pour la continuer.
fcc-start-help = Tapez aide pour toutes les commandes.
fcc-no-players = Pas encore de joueurs. Tapez joueurs et les noms dans l'ordre des places, par exemple : joueurs Ann, Bob, Cy.
fcc-save-failed = La feuille ne peut pas être enregistrée dans { $folder } ({ $reason }). Elle est gardée tant que le programme tourne.
fcc-not-saved = Cette feuille n'est pas enregistrée.
fcc-saved-in = La feuille { $number } est enregistrée dans { $path }.
fcc-no-store-open = Les feuilles ne sont pas enregistrées dans cette session, il n'y en a donc aucune à ouvrir.
fcc-left-as-it-is = { $problem }. Le fichier reste tel quel
fcc-stopped = Le compagnon s'est arrêté.
fcc-went-wrong = Désolé, quelque chose s'est mal passé. La feuille est comme avant.
fcc-went-wrong-logged = Désolé, quelque chose s'est mal passé. C'est écrit dans { $log }. La feuille est comme avant.
fcc-did-not-work = Cela n'a pas marché.
fcc-letter-changed = « { $word } » veut dire { $now } maintenant, comme dans les jeux. Pour { $command }, tapez { $alias }.
fcc-letter-gone = « { $word } » ne sert plus ici, pour qu'une lettre veuille dire la même chose dans tous les jeux. Pour { $command }, tapez { $alias }.
fcc-dealers-kept = Les donneurs restent les mêmes : { $name } a distribué la donne 1.
fcc-end-of-input = Fin de l'entrée.
fcc-end-not-scored = La donne { $round } n'est pas comptée : tous les scores n'ont pas été donnés.
fcc-goodbye = Au revoir.
fcc-goodbye-saved = { $saved } shared-table companion { $over ->
        [yes] --print { $number } l'imprime
       *[no] --resume { $number } la continue
    }. Au revoir.

## Compter une donne, joueur par joueur.
fcc-scoring-over = La partie est finie : les { $rounds } donnes sont comptées. Pour en corriger une, tapez corriger, par exemple : corriger 11 Ann 12.
fcc-scoring-start = On compte la donne { $round }, { $wild }. Pour chaque joueur, tapez les points, exposé, ou les cartes restées en main. Tapez retour pour revenir d'un joueur, annuler pour arrêter.
fcc-ask = { $name } ?
fcc-scoring-stopped = Comptage arrêté : la donne { $round } n'est pas comptée. Tapez compter pour recommencer.
fcc-scoring-help = On compte la donne { $round }. Tapez les points { INITIAL($name) ->
        [vowel] d'{ $name }
       *[other] de { $name }
    }, comme 12, exposé si { $name } a exposé, ou les cartes restées en main, comme 7c Qh joker. Tapez retour pour revenir d'un joueur, annuler pour arrêter.
fcc-scoring-first = { $name } vient en premier : il n'y a personne avant.
fcc-scoring-confirm = Appuyez sur Entrée pour garder, ou tapez de nouveau le score { INITIAL($name) ->
        [vowel] d'{ $name }
       *[other] de { $name }
    }.

## Réponses et erreurs des commandes.
fcc-no-argument = La commande { $name } se tape seule, sans rien après : tapez juste « { $name } ».
fcc-players-who = Qui joue ? Tapez joueurs et les noms dans l'ordre des places, par exemple : joueurs Ann, Bob, Cy.
fcc-players-fixed = La feuille { $number } a déjà des scores, ses joueurs restent donc. Tapez nouvelle pour commencer une nouvelle feuille avec d'autres joueurs.
fcc-players-set = Joueurs, dans l'ordre des places : { $names }. { $first } distribue en premier ; pour changer, tapez donneur et un nom.
fcc-dealer-is = { $name } a distribué la donne 1. { $opening }
fcc-dealer-already = { $name } a déjà distribué la donne 1. { $opening }
fcc-check-which = Vérifier quelles cartes ? Tapez vérifier et les cartes, par exemple : vérifier 7c 8c 9c Qh joker.
fcc-check-too-many = { $cards } cartes données : une main à vérifier a de 1 à { $most } cartes
fcc-check-size-note = Remarque : à la donne { $round }, une main a { $size } cartes, { $drawn } après avoir pioché ; vous en avez donné { $cards }.
fcc-check-no-wild = { $cards } cartes et aucune donne en cours : dites quelle valeur est le Bonus, par exemple : vérifier 7c 8c 9c bonus 8
fcc-check-wild-from-count = Les { $ranks } sont le Bonus, d'après le nombre de cartes.
fcc-edit-nothing = Aucune donne n'est encore comptée, il n'y a donc rien à corriger. Tapez compter quand la donne 1 est finie.
fcc-edit-no-round = pas de donne { $given } : les donnes vont de 1 à { $rounds }
fcc-edit-what = Corriger le score de qui, et en quoi ? Donnez la donne, le joueur et le score, par exemple : corriger 3 Bob 12, corriger 3 Bob exposé, ou corriger 3 Bob 7c Qh.
fcc-edit-to-what = Corriger le score { INITIAL($name) ->
        [vowel] d'{ $name }
       *[other] de { $name }
    } en quoi ? Donnez les points, exposé, ou les cartes, par exemple : corriger 3 Bob 12, corriger 3 Bob exposé, ou corriger 3 Bob 7c Qh.
fcc-sheet-no-round = pas de donne comptée « { $given } » : tapez feuille pour toute la feuille, ou feuille et un numéro de donne ({ $scored ->
        [0] aucune donne pour l'instant
       *[other] donnes 1 à { $scored }
    })
fcc-just-sheet = { $name } quoi ? Tapez { $name } { $sheet }.
fcc-braille-missing = Pas de feuille en braille : { $problem }. Tapez feuille pour entendre la feuille, ou imprimer feuille pour une copie papier
fcc-print-not-saved = Cette feuille n'est pas enregistrée, il n'y a donc pas de dossier où l'imprimer. Tapez feuille pour l'entendre.
fcc-print-failed = L'impression ne peut pas être écrite dans { $folder } ({ $reason })
fcc-print-written = Copie papier écrite dans { $path }.
fcc-print-brf-written = Braille (BRF) pour une embosseuse écrit dans { $path }.
fcc-print-no-braille = Pas de copie en braille : { $problem }.
fcc-sheets-not-saved = Les feuilles ne sont pas enregistrées dans cette session.
fcc-sheets-none = Pas encore de feuille enregistrée dans { $folder }.
fcc-sheets-broken = Feuille { $number } : { $problem }. Le fichier reste tel quel.
# The heading said before `braille sheet`'s lines of cells (a sheet not saved has no number: fc-braille-scores-title).
fcc-braille-heading = Feuille { $number } en braille :
fcc-resume-not-saved = Les feuilles ne sont pas enregistrées dans cette session, il n'y en a donc aucune à reprendre.
fcc-resume-bad = pas de feuille « { $given } » : tapez reprendre et un numéro de feuille, ou feuilles pour la liste
fcc-resume-none = Il n'y a pas de feuille inachevée. Tapez feuilles pour la liste, ou joueurs pour en commencer une.
fcc-resume-opened = Feuille { $number } ouverte : { $names }.
fcc-new-sheet = Nouvelle feuille. { $kept }
fcc-new-sheet-unsaved = Nouvelle feuille.
fcc-last-nothing = Rien n'a encore été dit.

## Donnes, points et totaux (tools/companion/narration.py).
fcc-points = { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
fcc-with-wild = avec les { $ranks } comme Bonus
fcc-round-opening = Donne { $round }. { $dealer } distribue { $cards } cartes. { $wild } { $first } commence.
fcc-round-words = Donne { $round } sur { $rounds }. { $dealer } distribue { $cards } cartes. { $wild } Les jokers remplacent toujours n'importe quelle carte. { $first } commence.
fcc-round-all-scored = Les { $rounds } donnes sont comptées. { $over }
fcc-dealer-question = { $scored ->
        [1] La donne 1 est comptée, distribuée par { $old }. Faire { INITIAL($new) ->
        [vowel] d'{ $new }
       *[other] de { $new }
    } le donneur de la donne 1 change cela sur la feuille
       *[other] { $all ->
            [yes] Les { $scored } donnes
           *[no] Les donnes 1 à { $scored }
        } sont comptées, avec { $old } comme donneur de la donne 1. Faire { INITIAL($new) ->
        [vowel] d'{ $new }
       *[other] de { $new }
    } le donneur de la donne 1 change sur la feuille qui a distribué chacune d'elles
    }{ $next ->
        [0] {""}
       *[other] , et { $after } distribuera la donne { $next }, pas { $current }
    }. Les scores restent les mêmes. Changer les donneurs ? Tapez oui ou non.
fcc-card-counts = { $kind ->
        [joker] { $points } pour un joker
        [wild] { $points } pour le Bonus { $card }
       *[card] { $points } pour la carte { $card }
    }
fcc-entry = { $out ->
        [yes] { $name } a exposé
       *[no] { $name } { $points }
    }
fcc-said-out = { $name } a exposé.
fcc-said-cards = { $name }, { $points } : { $counts }.
fcc-said-points = { $name }, { $points }.
fcc-meld-note = Ces cartes pourraient être posées : posées, il resterait { $left }. La feuille compte les cartes tapées ; pour marquer { $fewest }, tapez { $fewest }.
fcc-round-line = { $title } : { $scores }.
fcc-round-title = Donne { $round }, { $dealer } a distribué, avec les { $ranks } comme Bonus
fcc-round-heading = { $title }.
fcc-totals-none = Aucune donne n'est encore comptée : tout le monde a 0.
fcc-totals-tied = Totaux après la donne { $round } : tout le monde a { $total }.
fcc-totals-lead = { $count ->
        [one] { $names } mène avec { $total }
       *[other] { $names } mènent avec { $total }
    }
fcc-totals-behind = { $name } { $total }, { $behind } derrière
fcc-totals = Totaux après la donne { $round } : { $lead } ; { $others }.
fcc-game-over = La partie est finie. { $count ->
        [one] { $names } gagne avec { $points }.
       *[other] { $names } gagnent avec { $points } chacun.
    }
fcc-name-total = { $name } { $total }
fcc-game-over-rest = { $over } { $rest }.
fcc-change-scored = Donne { $round } comptée : { $scores }.
fcc-change-edited = Donne { $round } corrigée : { $now }, au lieu de { $was }.
fcc-change-counted = Compté : { $counts }.
fcc-change-dealer = { $name } a distribué la donne 1.
fcc-undone-scored = Annulé : la donne { $round } n'est plus comptée.
fcc-undone-edited = Annulé : à la donne { $round }, de nouveau { $score }.
fcc-undone-dealer = Annulé : { $name } a de nouveau distribué la donne 1.
fcc-score-now = { $out ->
        [yes] { $name } a exposé
       *[no] { $name } { $points }
    }
fcc-score-was = { $out ->
        [yes] exposé
       *[no] { $points }
    }
fcc-sheet-heading = { $number ->
        [none] Feuille de scores
       *[other] Feuille de scores { $number }
    } : { $names }, dans l'ordre des places. { $first } a distribué en premier.
fcc-sheet-next = Donne { $round } à suivre : { $dealer } distribue, { $wild }.
fcc-summary = Feuille { $number } : { $names }. { $state }
fcc-summary-finished = Finie ; { $names } a gagné avec { $total }.
fcc-summary-playing = Donne { $round } à suivre ; { $count ->
        [one] { $names } mène
       *[other] { $names } mènent
    } avec { $total }.
fcc-summary-new = Donne 1 à suivre.
fcc-summary-changed = { $summary } Modifiée le { $date } à { $time }.

## Les scores tapés et les donnes qu'ils forment (tools/companion/sheet.py).
fcc-entry-empty = rien de donné : tapez les points, comme 12, exposé, ou les cartes restantes, comme 7c Qh joker
fcc-entry-negative = { $given } n'est pas un score : les points vont de 0 à plus, comme 12
fcc-entry-ambiguous-card = { $problem } : tapez de nouveau la carte avec st ou sp
fcc-entry-not-understood = { $problem }. Tapez les points, comme 12, exposé, ou les cartes restantes, comme 7c Qh joker
fcc-entry-too-many-cards = { $cards } cartes données, mais une main à la donne { $round } en a au plus { $most }
fcc-entry-points-not-cards = { $points } points ne correspondent pas aux cartes données
fcc-entry-out-scores-zero = un joueur qui a exposé marque 0
fcc-entry-too-many-points = { $points } points, c'est plus qu'une main de { $cards } cartes ne peut en avoir : à la donne { $round }, un joueur marque de 0 à { $most }
fcc-name-not-a-letter = « { $name } » ne peut pas être un nom : un nom commence par une lettre, pour ne jamais être pris pour un nombre
fcc-either = { $names } ou { $last }
fcc-player-ambiguous = « { $given } » peut être { $names } : tapez plus du nom
fcc-player-unknown = pas de joueur « { $given } » : les joueurs sont { $players }
fcc-player-problem = { $name } : { $problem }
fcc-round-scores-count = { $scores } scores pour { $players } joueurs : donnez-en un par joueur
fcc-round-nobody-out = personne n'a 0 point à la donne { $round }, mais une donne se termine quand quelqu'un expose : tapez exposé pour le joueur qui a exposé
fcc-round-two-out = { $names } sont marqués comme ayant exposé à la donne { $round }, mais seul le premier à exposer a exposé : tapez 0 pour un joueur qui a posé toutes ses cartes à son dernier tour
fcc-round-copies = { $problem }, ces mains ne peuvent donc pas toutes venir de la donne { $round }
fcc-game-over-edit = la partie est finie : les { $rounds } donnes sont comptées. Pour en corriger une, tapez corriger
fcc-no-seat = pas de place { $seat }
fcc-nothing-to-undo = rien à défaire depuis l'ouverture de cette feuille. Pour corriger une donne, tapez corriger
fcc-no-round-scored = aucune donne n'est encore comptée : tapez compter quand la donne 1 est finie
fcc-round-not-scored = la donne { $round } n'est pas comptée : { $scored ->
        [1] seule la donne 1 l'est
       *[other] les donnes 1 à { $scored } le sont
    }

## Feuilles enregistrées (tools/companion/store.py) : pourquoi un fichier n'est pas utilisable.
fcc-file-not-a-sheet = ce n'est pas une feuille de scores
fcc-file-no-format = il n'a pas de numéro de format
fcc-file-newer = il a été écrit par un Shared Table plus récent (format de feuille { $version } ; celui-ci lit jusqu'au { $reads })
fcc-file-players = ses joueurs ne sont pas une liste de noms
fcc-file-dealer-rounds = il n'a pas de premier donneur ou pas de donnes
fcc-file-round = une donne n'est pas une liste de scores
fcc-file-points = un score n'a pas de points
fcc-file-cards = les cartes d'un score ne sont pas une liste de noms de cartes
fcc-file-open-elsewhere = la feuille { $number } est ouverte dans une autre fenêtre en ce moment : continuez là-bas, ou quittez-la d'abord là-bas
fcc-file-missing = il n'y a pas de feuille { $number } ({ $path } n'existe pas)
fcc-file-unreadable = { $path } ne peut pas être lu comme une feuille de scores ({ $reason })
fcc-file-refused = { $path } n'est pas utilisable : { $problem }

## La feuille sur papier (tools/companion/printouts.py).
fcc-print-title = { $number ->
        [none] Feuille de scores Cinq Couronnes
       *[other] Feuille de scores Cinq Couronnes { $number }
    }
fcc-print-round = Donne
fcc-print-wild = Bonus
fcc-print-dealer = Donneur
fcc-print-total = Total
fcc-print-out = exposé
fcc-print-rank = { $rank ->
        [11] J
        [12] Q
        [13] K
       *[other] { $rank }
    }
fcc-braille-not-loaded = les impressions en braille ne peuvent pas être chargées ({ $reason })
fcc-braille-none = cette version de Shared Table n'a pas encore d'impressions en braille
fcc-braille-no-sheet = les impressions en braille de cette version n'ont pas encore de feuille de scores

## `shared-table companion` (tools/companion/cli.py).
fcc-cli-fail = shared-table companion : { $problem }.{ $usage ->
        [yes] {" "}Essayez : shared-table companion --help
       *[no] {""}
    }
fcc-cli-print-which = pas de feuille « { $given } » : donnez son numéro, d'après shared-table companion --sheets
fcc-cli-no-braille-out = la sortie standard ne peut pas afficher de caractères braille (son encodage est { $encoding }) : choisissez une locale UTF-8, ou utilisez --format brf
fcc-cli-resume-players = --resume continue une feuille enregistrée, dont les joueurs sont fixés : enlevez --players et --dealer
fcc-cli-dealer-needs-players = --dealer demande --players
fcc-cli-unreadable = les feuilles de { $folder } ne peuvent pas être lues ({ $reason })
fcc-cli-help = Cinq Couronnes avec de vraies cartes : tenir les scores, vérifier des mains, imprimer la feuille
fcc-cli-description = Le compagnon de Cinq Couronnes joué avec de vraies cartes : il mène les donnes, vérifie les mains, tient la feuille de scores (enregistrée à chaque changement) et l'imprime. Tapez aide dedans pour ses commandes.
fcc-cli-players = commencer une feuille avec ces joueurs, dans l'ordre des places
fcc-cli-dealer = qui distribue la donne 1 (par défaut : le premier joueur)
fcc-cli-resume = continuer la dernière feuille inachevée, ou la feuille N
fcc-cli-sheets = lister les feuilles enregistrées
fcc-cli-print = écrire la feuille N sur la sortie standard
fcc-cli-format = avec --print : words (ligne par ligne, par défaut), table, unicode (braille) ou brf
fcc-cli-braille-table = code braille : ueb ou ebae (par défaut : le braille français)
fcc-cli-no-save = garder cette feuille seulement pendant que le programme tourne
fcc-cli-speech = dire aussi chaque réponse : auto, screenreader, tts ou off (par défaut : celui de la configuration, sinon off)
fcc-cli-voice = la voix de notre propre synthèse : un identifiant ou un nom de shared-table voices
fcc-cli-rate = la vitesse de notre propre synthèse en mots par minute (50 à 500)
fcc-cli-plain = des lignes simples en entrée et en sortie, sans édition de l'invite ni séquences d'échappement
fcc-names-first = Pas de commande « { $given } ». Pour inscrire les joueurs, tapez { $command } { $names }.
