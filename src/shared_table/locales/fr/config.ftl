## The config file: what each key allows, its problems, and `shared-table config` (config.py).

config-allowed-one-of = l'une des valeurs { $choices }
config-allowed-whole = un nombre entier de { $low } à { $high }
config-allowed-text = du texte entre guillemets
config-allowed-name = un nom entre guillemets, d'au plus { $most } caractères, sans caractère de contrôle
config-allowed-levels = des niveaux séparés par des virgules, comme "hard,medium" (easy, medium, hard ; au Five Crowns aussi expert)
config-allowed-true-false = true ou false

config-too-big = Configuration { $path } : non lue (elle dépasse { $limit } octets, alors qu'un fichier de configuration est bien plus petit) ; les valeurs par défaut sont utilisées.
config-not-read = Configuration { $path } : non lue ({ $reason }) ; les valeurs par défaut sont utilisées.
config-too-deep = Configuration { $path } : non lue (ses listes ou ses tables sont imbriquées trop profondément) ; les valeurs par défaut sont utilisées.
config-not-a-file = Configuration { $path } : non lue (ce n'est pas un fichier ordinaire mais un dossier, un périphérique ou un tube) ; les valeurs par défaut sont utilisées.
config-number-too-long = Configuration { $path } : non lue (un nombre y a des milliers de chiffres) ; les valeurs par défaut sont utilisées.
## Why a config file could not be read: where ($line 0: at its end) and what, in words (not the parser's).
config-toml-error = { $line ->
    [0] à la fin
   *[other] ligne { $line }, colonne { $column }
} : { $what ->
    [quote] un guillemet n'est pas fermé sur sa ligne
    [value] une valeur que TOML ne sait pas lire : le texte va entre guillemets, pas true, false ni les nombres
    [equals] un réglage demande = entre son nom et sa valeur
    [twice] un réglage est écrit deux fois
   *[other] ce n'est pas écrit comme TOML l'écrit
}
config-not-utf8 = ce n'est pas du texte UTF-8
config-unknown-key = Configuration { $path } : clé inconnue { $given } ; les clés sont { $keys }.
config-bad-value = Configuration { $path } : { $key } = { $given } n'est pas permis : utilisez { $allowed }. La valeur par défaut est utilisée.

config-file = Fichier de configuration : { $path }{ $there ->
    [yes] {""}
   *[no] {" "}(pas encore là : créez-le pour changer les valeurs par défaut)
}.
config-how = Pour changer un réglage, écrivez sa ligne dans le fichier sans le croisillon devant.
config-note = { $source ->
    [file] du fichier
   *[default] par défaut
} ; permis : { $allowed }.
config-unset = { $key } n'est pas réglé, donc { $key ->
    [players] le jeu choisit le nombre de joueurs
    [bots] les joueurs ordinateur jouent au niveau habituel du jeu
    [voice] la voix propre à la langue est utilisée
    [rate] la voix parle à sa propre vitesse
    [language] votre locale choisit
    [server] aucun serveur n'est utilisé, sauf si vous en nommez un
   *[other] rien n'est utilisé
} ; permis : { $allowed }.
config-python-true-false = Configuration { $path }, ligne { $line } : { $key } = { $given } n'est pas écrit comme le fait TOML ; écrivez { $key } = { $toml }, en minuscules. La valeur par défaut est utilisée.
config-python-none = Configuration { $path }, ligne { $line } : { $key } = { $given } n'est pas du TOML, qui n'a pas de valeur vide ; pour garder la valeur par défaut, enlevez la ligne. La valeur par défaut est utilisée.
config-set-aside = Configuration { $path } : { $key } = { $given } ne convient pas à { $game } ({ $seats }) ; ce réglage est mis de côté pour cette partie.
