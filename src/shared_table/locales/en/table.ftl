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
table-command-ambiguous = Which do you mean by "{ $given }": { $choices }? Type it in full.
table-command-unknown-guess = No command "{ $given }". Did you mean { $guess }? Type help for all commands.
table-command-unknown = No command "{ $given }". Type help for all commands.
table-command-elsewhere = { $same ->
    [yes] That is a command of { $game }, not of this game.
   *[no] In { $game }, { $word } is { $command }.
}
table-usage-or = { $before }, or { $choice }

## Between items that have commas of their own (a hand's cards by suit, help's examples).
table-semicolon = {"; "}

## Files a person names for output (core/new_files.py: braille --out, speak --wav).
file-no-folder = There is no folder { $folder }, so { $path } cannot be written: make the folder first, or name a file in one that is there.
file-cannot-write = { $path } cannot be written: { $reason }.
file-is-link = { $path } is a symbolic link, which is never followed: give the name of the file itself.
file-is-folder = { $path } is a folder: give the name of a file, in that folder or another.
file-not-regular = { $path } is not a regular file (a device, a pipe or a socket): nothing was written to it. Give the name of a file.
file-exists = { $path } is there already: give another name, or add --replace to write over it.
