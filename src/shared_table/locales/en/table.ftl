## The table's own words: languages, commands and help (core/commands.py, i18n/languages.py).

language-unknown = No language "{ $given }": the languages are { $codes }.

table-usage-optional = { $name }, optionally { $wanted }
table-usage-then = { $name }, then { $wanted }
table-question-mark = question mark
table-help-line = { $usage }: { $summary }.
table-help-also = Also: { $also }.
table-help-heading = { $topic } commands, case does not matter:
table-help-more = Type help and a command for more, for example: { $example }.
table-help-choices = Choices: { $choices }.
table-help-examples = For example: { $examples }.
table-command-ambiguous = "{ $given }" could be { $choices }: type more of it.
table-command-unknown-guess = No command "{ $given }". Did you mean { $guess }? Type help for all commands.
table-command-unknown = No command "{ $given }". Type help for all commands.
table-command-elsewhere = In { $game }, { $word } is { $command }.
table-usage-or = { $before }, or { $choice }

## Between items that have commas of their own (a hand's cards by suit, help's examples).
table-semicolon = {"; "}
