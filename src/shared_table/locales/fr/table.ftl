## The table's own words: languages, commands and help (core/commands.py, i18n/languages.py).

language-unknown = Pas de langue « { $given } » : les langues sont { $codes }.

table-usage-optional = { $name }, éventuellement { $wanted }
table-usage-then = { $name }, puis { $wanted }
table-question-mark = point d'interrogation
table-help-line = { $usage } : { $summary }.
table-help-also = Aussi : { $also }.
table-help-heading = { $topic ->
    [Compagnon] Commandes du compagnon
   *[other] Commandes de { $topic }
}, majuscules et minuscules indifférentes :
table-help-more = Tapez aide et une commande pour en savoir plus, par exemple : { $example }.
table-help-choices = Choix : { $choices }.
table-help-examples = Par exemple : { $examples }.
table-command-ambiguous = « { $given } » peut être { $choices } : tapez-en davantage.
table-command-unknown-guess = Pas de commande « { $given } ». Vouliez-vous dire { $guess } ? Tapez aide pour toutes les commandes.
table-command-unknown = Pas de commande « { $given } ». Tapez aide pour toutes les commandes.
table-command-elsewhere = { $same ->
    [yes] C'est une commande de { $game }, pas de ce jeu.
   *[no] Dans { $game }, { $word } veut dire { $command }.
}
table-usage-or = { $before }, ou { $choice }

table-semicolon = {" ; "}

## Fichiers qu'une personne nomme pour une sortie (core/new_files.py : braille --out, speak --wav).
file-no-folder = Le dossier { $folder } n'existe pas, donc { $path } ne peut pas être écrit : créez d'abord le dossier, ou nommez un fichier dans un dossier qui existe.
file-cannot-write = { $path } ne peut pas être écrit : { $reason }.
file-is-link = { $path } est un lien symbolique, qui n'est jamais suivi : donnez le nom du fichier lui-même.
file-is-folder = { $path } est un dossier : donnez le nom d'un fichier, dans ce dossier ou un autre.
file-not-regular = { $path } n'est pas un fichier ordinaire (un périphérique, un tube ou une socket) : rien n'y a été écrit. Donnez le nom d'un fichier.
file-exists = { $path } existe déjà : donnez un autre nom, ou ajoutez --replace pour l'écraser.
