## The config file: what each key allows, its problems, and `shared-table config` (config.py).

config-allowed-one-of = one of { $choices }
config-allowed-whole = a whole number { $low } to { $high }
config-allowed-text = some text in quotes
config-allowed-name = a name in quotes, at most { $most } characters, with no control characters
config-allowed-levels = levels separated by commas, like "hard,medium" (easy, medium, hard; in Five Crowns also expert)
config-allowed-true-false = true or false

config-too-big = Config { $path }: not read (it is over { $limit } bytes, and a config file is far smaller); the defaults are used.
config-not-read = Config { $path }: not read ({ $reason }); the defaults are used.
config-too-deep = Config { $path }: not read (its lists or tables nest too deeply); the defaults are used.
config-not-a-file = Config { $path }: not read (it is not a regular file, but a folder, a device or a pipe); the defaults are used.
config-number-too-long = Config { $path }: not read (a number in it has thousands of digits); the defaults are used.
## Why a config file could not be read: where ($line 0: at its end) and what, in words (not the parser's).
config-toml-error = { $line ->
    [0] at its end
   *[other] line { $line }, column { $column }
}: { $what ->
    [quote] a quotation mark is not closed on its line
    [value] a value TOML cannot read: text goes in quotation marks, true, false and numbers do not
    [equals] a setting needs = between its name and its value
    [twice] a setting is written twice
   *[other] it is not written as TOML writes it
}
config-not-utf8 = it is not UTF-8 text
config-unknown-key = Config { $path }: unknown key { $given }; the keys are { $keys }.
config-bad-value = Config { $path }: { $key } = { $given } is not allowed: use { $allowed }. The default is used.

config-file = Config file: { $path }{ $there ->
    [yes] {""}
   *[no] {" "}(not there yet: create it to change the defaults)
}.
config-how = To change a setting, write its line in the file without the hash sign in front.
config-note = { $source ->
    [file] from the file
   *[default] the default
}; allowed: { $allowed }.
config-unset = { $key } is not set, so { $key ->
    [players] the game chooses how many play
    [bots] the computer players play at the game's usual level
    [voice] the language's own voice is used
    [rate] the voice speaks at its own speed
    [language] your locale chooses
    [server] no server is used unless you name one
   *[other] nothing is used
}; allowed: { $allowed }.
config-python-true-false = Config { $path }, line { $line }: { $key } = { $given } is not how TOML writes it; write { $key } = { $toml }, in small letters. The default is used.
config-python-none = Config { $path }, line { $line }: { $key } = { $given } is not TOML, which has no empty value; to keep the default, leave the line out. The default is used.
config-set-aside = Config { $path }: { $key } = { $given } does not fit { $game } ({ $seats }); it is set aside for this game.
