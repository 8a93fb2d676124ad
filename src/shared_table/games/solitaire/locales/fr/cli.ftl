## `shared-table solitaire` (tools/solitaire.py) : l'aide, les erreurs et le rapport de --auto.

sol-cli-help = Solitaire Five Crowns : fermer onze piles à partir d'une seule pioche ; ou les statistiques d'un joueur ordinateur
sol-cli-description = Le solitaire Five Crowns dans le même mode ligne que play : tapez-y help pour ses commandes. Avec --auto, un joueur ordinateur joue de nombreuses parties et son taux de victoire est indiqué.
sol-cli-seed = un nombre qui rend les donnes identiques à chaque fois
sol-cli-hints = dire un conseil à chaque carte retournée
sol-cli-plain = des lignes simples en entrée et en sortie, sans édition de l'invite ni séquences d'échappement
sol-cli-speech = dire aussi chaque réponse : auto, screenreader, tts ou off (par défaut : celui de la configuration, sinon off)
sol-cli-voice = la voix de notre propre synthèse : un identifiant ou un nom donné par shared-table voices
sol-cli-rate = la vitesse de notre propre synthèse en mots par minute (50 à 500)
sol-cli-verbosity = combien est dit (par défaut normal)
sol-cli-resume = reprendre le dernier solitaire inachevé, ou la partie GAME
sol-cli-no-save = ne pas enregistrer cette partie
sol-cli-statistics = statistiques (--auto)
sol-cli-auto = faire jouer --games parties à un joueur ordinateur et dire comment il s'en est sorti
sol-cli-games = avec --auto : combien de parties (par défaut 100)
sol-cli-player = avec --auto : planner (par défaut), greedy (la référence) ou both, côte à côte sur les mêmes donnes
sol-cli-json = avec --auto : les chiffres en JSON
sol-cli-usage-error = { $prog } : { $problem }. Essayez : { $prog } --help
sol-cli-problem = { $prog } : { $problem }.
sol-cli-games-range = --games { $games } : donnez 1 à { $most }
sol-cli-no-player = pas de joueur « { $given } » : choisissez planner, greedy ou both
sol-cli-auto-only = --games, --player et --json vont avec --auto
sol-cli-stats = { $player } : { NUMBER($wins, useGrouping: 0) } victoires en { NUMBER($games, useGrouping: 0) } parties, { NUMBER($rate, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) } (intervalle à 95 % de { NUMBER($low, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) } à { NUMBER($high, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }) ; { NUMBER($mean, minimumFractionDigits: 2, maximumFractionDigits: 2) } piles fermées en moyenne.
