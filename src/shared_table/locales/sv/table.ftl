## The table's own words: languages, commands and help (core/commands.py, i18n/languages.py).

language-unknown = Okänt språk "{ $given }": språken är { $codes }.

table-usage-optional = { $name }, eventuellt { $wanted }
table-usage-then = { $name }, sedan { $wanted }
table-question-mark = frågetecken
table-help-line = { $usage }: { $summary }.
table-help-also = Även: { $also }.
table-help-heading = Kommandon i { $topic }, stora och små bokstäver spelar ingen roll:
table-help-more = Skriv hjälp och ett kommando för mer, till exempel: { $example }.
table-help-choices = Val: { $choices }.
table-help-examples = Till exempel: { $examples }.
table-command-ambiguous = "{ $given }" kan vara { $choices }: skriv fler bokstäver.
table-command-unknown-guess = Okänt kommando "{ $given }". Menade du { $guess }? Skriv hjälp för alla kommandon.
table-command-unknown = Okänt kommando "{ $given }". Skriv hjälp för alla kommandon.
table-command-elsewhere = { $same ->
    [yes] Det är ett kommando i { $game }, inte i det här spelet.
   *[no] I { $game } betyder { $word } { $command }.
}
table-usage-or = { $before }, eller { $choice }

table-semicolon = {"; "}

## Filer som en person anger för utdata (core/new_files.py: braille --out, speak --wav).
file-no-folder = Mappen { $folder } finns inte, så { $path } kan inte skrivas: skapa mappen först, eller ange en fil i en mapp som finns.
file-cannot-write = { $path } kan inte skrivas: { $reason }.
file-is-link = { $path } är en symbolisk länk, som aldrig följs: ange namnet på själva filen.
file-is-folder = { $path } är en mapp: ange namnet på en fil, i den mappen eller en annan.
file-not-regular = { $path } är ingen vanlig fil (en enhet, ett rör eller en socket): inget skrevs till den. Ange namnet på en fil.
file-exists = { $path } finns redan: ange ett annat namn, eller lägg till --replace för att skriva över den.
