## The table's own words: languages, commands and help (core/commands.py, i18n/languages.py).

language-unknown = Inget språk "{ $given }": språken är { $codes }.

table-usage-optional = { $name }, eventuellt { $wanted }
table-usage-then = { $name }, sedan { $wanted }
table-question-mark = frågetecken
table-help-line = { $usage }: { $summary }.
table-help-also = Även: { $also }.
table-help-heading = Kommandon i { $topic }, stora och små bokstäver spelar ingen roll:
table-help-more = Skriv hjälp och ett kommando för mer, till exempel: { $example }.
table-help-choices = Val: { $choices }.
table-help-examples = Till exempel: { $examples }.
table-command-ambiguous = "{ $given }" kan vara { $choices }: skriv mer av det.
table-command-unknown-guess = Inget kommando "{ $given }". Menade du { $guess }? Skriv hjälp för alla kommandon.
table-command-unknown = Inget kommando "{ $given }". Skriv hjälp för alla kommandon.
table-command-elsewhere = I { $game } betyder { $word } { $command }.
table-usage-or = { $before }, eller { $choice }

table-semicolon = {"; "}
