## The table's own words: languages, commands and help (core/commands.py, i18n/languages.py).

language-unknown = Intet sprog "{ $given }": sprogene er { $codes }.

table-usage-optional = { $name }, eventuelt { $wanted }
table-usage-then = { $name }, derefter { $wanted }
table-question-mark = spørgsmålstegn
table-help-line = { $usage }: { $summary }.
table-help-also = Også: { $also }.
table-help-heading = Kommandoer i { $topic }, store og små bogstaver er ligegyldige:
table-help-more = Skriv hjælp og en kommando for at få mere at vide, for eksempel: { $example }.
table-help-choices = Valg: { $choices }.
table-help-examples = For eksempel: { $examples }.
table-command-ambiguous = "{ $given }" kan være { $choices }: skriv mere af det.
table-command-unknown-guess = Ingen kommando "{ $given }". Mente du { $guess }? Skriv hjælp for alle kommandoer.
table-command-unknown = Ingen kommando "{ $given }". Skriv hjælp for alle kommandoer.
table-command-elsewhere = I { $game } er { $word } { $command }.
table-usage-or = { $before }, eller { $choice }

table-semicolon = {"; "}
