## The table's own words: languages, commands and help (core/commands.py, i18n/languages.py).

language-unknown = Ikke noe språk "{ $given }": språkene er { $codes }.

table-usage-optional = { $name }, eventuelt { $wanted }
table-usage-then = { $name }, deretter { $wanted }
table-question-mark = spørsmålstegn
table-help-line = { $usage }: { $summary }.
table-help-also = Også: { $also }.
table-help-heading = Kommandoer i { $topic }, store og små bokstaver spiller ingen rolle:
table-help-more = Skriv hjelp og en kommando for mer, for eksempel: { $example }.
table-help-choices = Valg: { $choices }.
table-help-examples = For eksempel: { $examples }.
table-command-ambiguous = "{ $given }" kan være { $choices }: skriv mer av det.
table-command-unknown-guess = Ingen kommando "{ $given }". Mente du { $guess }? Skriv hjelp for alle kommandoer.
table-command-unknown = Ingen kommando "{ $given }". Skriv hjelp for alle kommandoer.
table-command-elsewhere = I { $game } betyr { $word } { $command }.
table-usage-or = { $before }, eller { $choice }

table-semicolon = {"; "}
