## The table's own words: languages, commands and help (core/commands.py, i18n/languages.py).

language-unknown = Óþekkt tungumál "{ $given }": tungumálin eru { $codes }.

table-usage-optional = { $name }, ef vill { $wanted }
table-usage-then = { $name }, síðan { $wanted }
table-question-mark = spurningarmerki
table-help-line = { $usage }: { $summary }.
table-help-also = Einnig: { $also }.
table-help-heading = { $topic }: skipanir (hástafir og lágstafir skipta ekki máli):
table-help-more = Skrifaðu hjálp og skipun til að heyra meira, til dæmis: { $example }.
table-help-choices = Valkostir: { $choices }.
table-help-examples = Til dæmis: { $examples }.
table-command-ambiguous = "{ $given }" gæti verið { $choices }: skrifaðu meira af því.
table-command-unknown-guess = Óþekkt skipun "{ $given }". Áttirðu við skipunina { $guess }? Skrifaðu hjálp til að heyra allar skipanir.
table-command-unknown = Óþekkt skipun "{ $given }". Skrifaðu hjálp til að heyra allar skipanir.
table-command-elsewhere = { $same ->
    [yes] Það er skipun í { $game }, ekki í þessu spili.
   *[no] Í { $game } þýðir { $word } skipunina { $command }.
}
table-usage-or = { $before }, eða { $choice }

table-semicolon = {"; "}

## Skrár sem manneskja nefnir fyrir úttak (core/new_files.py: braille --out, speak --wav).
file-no-folder = Mappan { $folder } er ekki til, svo ekki er hægt að skrifa { $path }: búðu mappuna fyrst til, eða nefndu skrá í möppu sem er til.
file-cannot-write = Ekki er hægt að skrifa { $path }: { $reason }.
file-is-link = { $path } er táknrænn tengill, sem er aldrei fylgt: gefðu upp nafn skrárinnar sjálfrar.
file-is-folder = { $path } er mappa: gefðu upp nafn skráar, í þeirri möppu eða annarri.
file-not-regular = { $path } er ekki venjuleg skrá (tæki, pípa eða sökkull): ekkert var skrifað í hana. Gefðu upp nafn skráar.
file-exists = { $path } er þegar til: gefðu upp annað nafn, eða bættu við --replace til að skrifa yfir hana.
