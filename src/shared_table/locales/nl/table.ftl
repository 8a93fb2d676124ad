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
table-command-ambiguous = Wat bedoel je met "{ $given }": { $choices }? Typ de opdracht voluit.
table-command-unknown-guess = Geen opdracht "{ $given }". Bedoelde je { $guess }? Typ help voor alle opdrachten.
table-command-unknown = Geen opdracht "{ $given }". Typ help voor alle opdrachten.
table-command-elsewhere = { $same ->
    [yes] Dat is een opdracht van { $game }, niet van dit spel.
   *[no] In { $game } betekent { $word } { $command }.
}
table-usage-or = { $before }, of { $choice }

table-semicolon = {"; "}

## Bestanden die iemand voor uitvoer noemt (core/new_files.py: braille --out, speak --wav).
file-no-folder = De map { $folder } bestaat niet, dus { $path } kan niet worden geschreven: maak de map eerst, of noem een bestand in een map die er is.
file-cannot-write = { $path } kan niet worden geschreven: { $reason }.
file-is-link = { $path } is een symbolische koppeling, die nooit wordt gevolgd: geef de naam van het bestand zelf.
file-is-folder = { $path } is een map: geef de naam van een bestand, in die map of een andere.
file-not-regular = { $path } is geen gewoon bestand (een apparaat, een pijp of een socket): er is niets naartoe geschreven. Geef de naam van een bestand.
file-exists = { $path } bestaat al: geef een andere naam, of voeg --replace toe om het te overschrijven.
