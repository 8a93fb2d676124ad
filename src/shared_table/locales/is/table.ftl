## The table's own words: languages, commands and help (core/commands.py, i18n/languages.py).

language-unknown = Ekkert tungumál "{ $given }": tungumálin eru { $codes }.

table-usage-optional = { $name }, ef vill { $wanted }
table-usage-then = { $name }, síðan { $wanted }
table-question-mark = spurningarmerki
table-help-line = { $usage }: { $summary }.
table-help-also = Einnig: { $also }.
table-help-heading = { $topic }: skipanir, hástafir og lágstafir skipta ekki máli:
table-help-more = Skrifaðu hjálp og skipun til að heyra meira, til dæmis: { $example }.
table-help-choices = Val: { $choices }.
table-help-examples = Til dæmis: { $examples }.
table-command-ambiguous = "{ $given }" gæti verið { $choices }: skrifaðu meira af því.
table-command-unknown-guess = Engin skipun "{ $given }". Áttirðu við { $guess }? Skrifaðu hjálp til að heyra allar skipanir.
table-command-unknown = Engin skipun "{ $given }". Skrifaðu hjálp til að heyra allar skipanir.
table-command-elsewhere = Í { $game } þýðir { $word } skipunina { $command }.
table-usage-or = { $before }, eða { $choice }

table-semicolon = {"; "}
