## Braille (braille/): an unknown table or format, a table liblouis cannot load, text it cannot
## braille, and a printout that cannot be made. They follow "shared-table braille: " or stand alone.

braille-unknown-table = no braille table "{ $given }": the tables are { $tables }
braille-unknown-format = no braille format "{ $given }": the formats are { $formats }
# $table is a table's file name (is.ctb).
braille-no-brf = the braille table { $table } needs 8-dot cells, which BRF cannot hold: use the unicode format
braille-table-missing = the braille table { $file } is not in { $folder }: set { $env } to the braille_tables folder
braille-no-binding = liblouis's Python binding is missing: install python3-louis (make test does)
# $error is liblouis's own message, in English.
braille-cannot-load = liblouis cannot load the { $table } table { $path }: { $error }
# $reason is braille-no-braille-for or braille-no-braille-for-it.
braille-cannot-braille = "{ $word }" cannot be brailled with the { $table } table: { $reason }
# $chars is a list of braille-character.
braille-no-braille-for = liblouis has no braille for { $chars }
braille-no-braille-for-it = liblouis has no braille for it
braille-character = { $char } (U+{ $code })
braille-table-too-wide = a table { $cells } cells wide does not fit in { $width }
braille-name-control = a player's name cannot contain control characters; use letters, digits, spaces and punctuation
braille-no-name = a player has no name: give every player one
