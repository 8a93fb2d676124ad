## The config file: what each key allows, its problems, and `shared-table config` (config.py).

config-allowed-one-of = l'une des valeurs { $choices }
config-allowed-whole = un nombre entier de { $low } à { $high }
config-allowed-text = du texte entre guillemets
config-allowed-name = un nom entre guillemets, d'au plus { $most } caractères, sans caractère de contrôle
config-allowed-levels = des niveaux séparés par des virgules, comme "hard,medium" (easy, medium, hard)
config-allowed-true-false = true ou false

config-too-big = Configuration { $path } : non lue (elle dépasse { $limit } octets, alors qu'un fichier de configuration est bien plus petit) ; les valeurs par défaut sont utilisées.
config-not-read = Configuration { $path } : non lue ({ $reason }) ; les valeurs par défaut sont utilisées.
config-too-deep = Configuration { $path } : non lue (ses listes ou ses tables sont imbriquées trop profondément) ; les valeurs par défaut sont utilisées.
config-not-a-file = Configuration { $path } : non lue (ce n'est pas un fichier ordinaire mais un dossier, un périphérique ou un tube) ; les valeurs par défaut sont utilisées.
config-number-too-long = Configuration { $path } : non lue (un nombre y a des milliers de chiffres) ; les valeurs par défaut sont utilisées.
config-unknown-key = Configuration { $path } : clé inconnue { $given } ; les clés sont { $keys }.
config-bad-value = Configuration { $path } : { $key } = { $given } n'est pas permis : utilisez { $allowed }. La valeur par défaut est utilisée.

config-file = Fichier de configuration : { $path }{ $there ->
    [yes] {""}
   *[no] {" "}(pas encore là : créez-le pour changer les valeurs par défaut)
}.
config-setting = { $key } = { $value } ({ $source ->
    [file] du fichier
   *[default] par défaut
}) ; permis : { $allowed }.
config-set-aside = Configuration { $path } : { $key } = { $given } ne convient pas à { $game } ({ $seats }) ; ce réglage est mis de côté pour cette partie.
