## The table's own words: languages, commands and help (core/commands.py, i18n/languages.py).

language-unknown = Geen taal "{ $given }": de talen zijn { $codes }.

table-usage-optional = { $name }, eventueel { $wanted }
table-usage-then = { $name }, dan { $wanted }
table-question-mark = vraagteken
table-help-line = { $usage }: { $summary }.
table-help-also = Ook: { $also }.
table-help-heading = Opdrachten voor { $topic }, hoofdletters maken niet uit:
table-help-more = Typ help en een opdracht voor meer, bijvoorbeeld: { $example }.
table-help-choices = Keuzes: { $choices }.
table-help-examples = Bijvoorbeeld: { $examples }.
table-command-ambiguous = "{ $given }" kan { $choices } zijn: typ er meer van.
table-command-unknown-guess = Geen opdracht "{ $given }". Bedoelde je { $guess }? Typ help voor alle opdrachten.
table-command-unknown = Geen opdracht "{ $given }". Typ help voor alle opdrachten.
table-command-elsewhere = In { $game } betekent { $word } { $command }.
table-usage-or = { $before }, of { $choice }

table-semicolon = {"; "}
