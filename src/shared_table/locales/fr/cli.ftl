## The command line: argparse's help and errors, and the sub-commands' own words (cli.py).

cli-description = Une table de cartes pensée d'abord pour l'accessibilité : { $titles }.
cli-usage = usage :
cli-positionals = arguments positionnels
cli-options = options
cli-help-help = afficher cette aide et quitter
cli-version-help = afficher le numéro de version du programme et quitter
cli-language-help = la langue de tout ce qui est dit : { $codes } (par défaut : la langue du fichier de configuration, sinon celle de votre locale, sinon l'anglais)
cli-usage-error = { $prog } : { $problem }. Essayez : { $prog } --help
cli-stopped = Arrêté.
cli-stdout-closed = shared-table : la sortie standard est fermée, donc rien ne peut être affiché : laissez-la ouverte, vers un terminal, un fichier ou un tube.

## argparse's own errors, said again in the language.

cli-argparse-argument = argument { $option } : { $problem }
cli-argparse-invalid-choice = choix non valable : { $given } (choisissez parmi { $choices })
cli-argparse-required = ces arguments sont obligatoires : { $names }
cli-argparse-unrecognized = arguments inconnus : { $given }
cli-argparse-one-argument = un argument attendu
cli-argparse-invalid-number = nombre entier non valable : { $given }

## Sub-commands and their options.

cli-play-help = jouer contre l'ordinateur ou à plusieurs sur un clavier, fait pour les lecteurs d'écran
cli-play-description = Jouez contre des joueurs ordinateur, ou chacun son tour au clavier. Les jeux : { $games }. Tapez aide dans le jeu pour ses commandes.
cli-play-game-listing = { $name } ({ $title }, { $seats })
cli-game-help = quel jeu : { $names } (par défaut { $default })
cli-option-help = { $title } : { $help }
cli-players-help = joueurs à la table, vous compris (par défaut 3, ou ce que le jeu demande ; avec --humans ou --guests, une place par personne et par niveau de --bots)
cli-bots-help = les niveaux des joueurs ordinateur, un par place : easy, medium, hard ; au Five Crowns aussi expert (par défaut medium)
## The name a player has at the table when they give none (--name, or the config's name).
cli-default-name = Joueur
cli-name-help = votre nom à la table (par défaut { cli-default-name })
cli-humans-help = chacun son tour : plusieurs personnes partageant ce clavier, dans l'ordre des places
cli-seed-help = un nombre qui rend la donne identique à chaque fois
cli-verbosity-help = combien de choses sont dites (par défaut normal)
cli-hints-help = commencer chacun de vos tours par un conseil (conseils oui)
cli-sounds-help = un son court pour chaque chose qui se passe à la table (par défaut on)
cli-volume-help = le volume des sons, de 0 à 100 (par défaut 60)
cli-volume-bad = pas de volume { $given } : donnez un nombre entier de 0 à 100, comme --volume 40
cli-sounds-wav-help = écrire les sons de la partie dans ce fichier WAV au lieu de les jouer
cli-resume-help = reprendre la dernière partie inachevée, ou la partie GAME
cli-no-save-help = ne pas enregistrer cette partie
cli-plain-help = des lignes simples en entrée et en sortie, sans édition de l'invite ni séquences d'échappement
cli-speech-help = parler par votre lecteur d'écran, par notre propre voix (tts), par la première qui marche (auto), ou pas du tout (par défaut { $default ->
    [off] off
   *[other] { $default }
})
cli-voice-help = la voix de notre propre voix : un identifiant ou un nom de shared-table voices
cli-rate-help = la vitesse de notre propre voix en mots par minute (50 à 500)
cli-speak-help = dire un texte avec un moteur de synthèse, pour essayer voix et vitesses
cli-speak-description = Dire TEXT avec le moteur de synthèse choisi, ou écrire le son de notre propre voix dans un fichier WAV.
cli-wav-help = écrire le son de notre propre voix dans FILE au lieu de le jouer
cli-replace-help = écraser un FILE qui existe déjà (seulement un fichier ordinaire)
cli-text-help = ce qu'il faut dire
cli-voices-help = lister les voix de notre propre voix (pour --voice)
cli-config-help = où est le fichier de configuration, et ce qu'il règle
cli-languages-help = les langues disponibles, chacune avec sa voix et sa table braille
cli-games-help = lister les parties enregistrées de tous les jeux, ou en supprimer une
cli-games-description = Lister les parties enregistrées.
cli-delete-help = supprimer la partie enregistrée GAME
cli-replay-help = raconter une partie enregistrée du point de vue d'une place
cli-replay-description = Raconter une partie enregistrée, finie ou non, telle qu'une place l'a vécue.
cli-replay-game-help = le numéro de la partie, d'après shared-table games
cli-replay-round-help = ne dire que la donne N, ou l'étape N dans un jeu sans donnes
cli-seat-help = du point de vue de qui (par défaut : le joueur)
cli-tournament-help = jouer des parties entières entre joueurs ordinateur et comparer leurs niveaux
cli-tournament-description = Jouer N parties entre joueurs ordinateur, en faisant tourner les places, et donner pour chaque place la moyenne, son intervalle à 95 % et ses victoires.
cli-games-count-help = combien de parties (par défaut 100)
cli-seats-help = un niveau par place : { $levels }
cli-seats-levels = { $name } : { $levels }
cli-tournament-seed-help = un nombre qui rend le tournoi identique à chaque fois
cli-json-help = un objet JSON : {"{"}"games": N, "seats": [...]{"}"}

## shared-table languages

cli-language-line = { $code } : { $name }, { $english } ; voix { $voice } ; table braille { $braille }.
cli-problem = { $prog } : { $problem }.
cli-output-failed = { $stream ->
    [error] la sortie d’erreur
   *[output] la sortie standard
} ne peut pas être écrite ({ $reason }) : { $fix ->
    [space] libérez de la place sur son disque, ou envoyez la sortie ailleurs
    [limit] relevez la limite de taille de fichier (ulimit -f), ou envoyez la sortie ailleurs
   *[other] envoyez la sortie ailleurs
}.
