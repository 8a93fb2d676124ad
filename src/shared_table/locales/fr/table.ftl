## The table's own words: languages, commands and help (core/commands.py, i18n/languages.py).

language-unknown = Pas de langue « { $given } » : les langues sont { $codes }.

table-usage-optional = { $name }, éventuellement { $wanted }
table-usage-then = { $name }, puis { $wanted }
table-question-mark = point d'interrogation
table-help-line = { $usage } : { $summary }.
table-help-also = Aussi : { $also }.
table-help-heading = Commandes de { $topic }, majuscules et minuscules indifférentes :
table-help-more = Tapez aide et une commande pour en savoir plus, par exemple : { $example }.
table-help-choices = Choix : { $choices }.
table-help-examples = Par exemple : { $examples }.
table-command-ambiguous = « { $given } » peut être { $choices } : tapez-en davantage.
table-command-unknown-guess = Pas de commande « { $given } ». Vouliez-vous dire { $guess } ? Tapez aide pour toutes les commandes.
table-command-unknown = Pas de commande « { $given } ». Tapez aide pour toutes les commandes.
table-command-elsewhere = Dans { $game }, { $word } veut dire { $command }.
table-usage-or = { $before }, ou { $choice }

table-semicolon = {" ; "}
