## The table's own words: languages, commands and help (core/commands.py, i18n/languages.py).

language-unknown = Ukjent språk "{ $given }": språkene er { $codes }.

table-usage-optional = { $name }, eventuelt { $wanted }
table-usage-then = { $name }, deretter { $wanted }
table-question-mark = spørsmålstegn
table-help-line = { $usage }: { $summary }.
table-help-also = Også: { $also }.
table-help-heading = Kommandoer i { $topic }, store og små bokstaver spiller ingen rolle:
table-help-more = Skriv hjelp og en kommando for mer, for eksempel: { $example }.
table-help-choices = Valg: { $choices }.
table-help-examples = For eksempel: { $examples }.
table-command-ambiguous = "{ $given }" kan være flere kommandoer: { $choices }. Skriv den du mener.
table-command-unknown-guess = Ukjent kommando "{ $given }". Mente du { $guess }? Skriv hjelp for alle kommandoer.
table-command-unknown = Ukjent kommando "{ $given }". Skriv hjelp for alle kommandoer.
table-command-elsewhere = { $same ->
    [yes] Det er en kommando i { $game }, ikke i dette spillet.
   *[no] I { $game } betyr { $word } { $command }.
}
table-usage-or = { $before }, eller { $choice }

table-semicolon = {"; "}

## Filer en person oppgir for utdata (core/new_files.py: braille --out, speak --wav).
file-no-folder = Mappen { $folder } finnes ikke, så { $path } kan ikke skrives: lag mappen først, eller oppgi en fil i en mappe som finnes.
file-cannot-write = { $path } kan ikke skrives: { $reason }.
file-is-link = { $path } er en symbolsk lenke, som aldri følges: oppgi navnet på selve filen.
file-is-folder = { $path } er en mappe: oppgi navnet på en fil, i den mappen eller en annen.
file-not-regular = { $path } er ikke en vanlig fil (en enhet, et rør eller en socket): ingenting ble skrevet til den. Oppgi navnet på en fil.
file-exists = { $path } finnes allerede: oppgi et annet navn, eller legg til --replace for å skrive over den.
