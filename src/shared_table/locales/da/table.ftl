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
table-command-ambiguous = "{ $given }" kan være flere kommandoer: { $choices }. Skriv den, du mener.
table-command-unknown-guess = Ingen kommando "{ $given }". Mente du { $guess }? Skriv hjælp for alle kommandoer.
table-command-unknown = Ingen kommando "{ $given }". Skriv hjælp for alle kommandoer.
table-command-elsewhere = { $same ->
    [yes] Det er en kommando i { $game }, ikke i dette spil.
   *[no] I { $game } er { $word } { $command }.
}
table-usage-or = { $before }, eller { $choice }

table-semicolon = {"; "}

## Filer, en person angiver til uddata (core/new_files.py: braille --out, speak --wav).
file-no-folder = Mappen { $folder } findes ikke, så { $path } kan ikke skrives: opret mappen først, eller angiv en fil i en mappe, der findes.
file-cannot-write = { $path } kan ikke skrives: { $reason }.
file-is-link = { $path } er et symbolsk link, som aldrig følges: angiv navnet på selve filen.
file-is-folder = { $path } er en mappe: angiv navnet på en fil i den eller en anden mappe.
file-not-regular = { $path } er ikke en almindelig fil (en enhed, en pipe eller en socket): der blev ikke skrevet noget til den. Angiv navnet på en fil.
file-exists = { $path } findes allerede: angiv et andet navn, eller tilføj --replace for at skrive over den.
