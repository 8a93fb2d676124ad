## The command line: argparse's help and errors, and the sub-commands' own words (cli.py).

cli-description = An accessibility-first card table: { $titles }.
cli-usage = usage:
cli-positionals = positional arguments
cli-options = options
cli-help-help = show this help message and exit
cli-version-help = show program's version number and exit
cli-language-help = the language of everything said: { $codes } (default: the config file's language, else your locale's, else English)
cli-usage-error = { $prog }: { $problem }. Try: { $prog } --help
cli-stopped = Stopped.
cli-stdout-closed = shared-table: standard output is closed, so nothing can be shown: leave it open, to a terminal, a file or a pipe.

## argparse's own errors, said again in the language.

cli-argparse-argument = argument { $option }: { $problem }
cli-argparse-invalid-choice = invalid choice: { $given } (choose from { $choices })
cli-argparse-required = the following arguments are required: { $names }
cli-argparse-unrecognized = unrecognized arguments: { $given }
cli-argparse-one-argument = expected one argument
cli-argparse-invalid-number = not a whole number: { $given }

## Sub-commands and their options.

cli-play-help = play a game against the computer or at one keyboard, made for screen readers
cli-play-description = Play a game against computer players, or hot seat. The games: { $games }. Type help in the game for its commands.
cli-play-game-listing = { $name } ({ $title }, { $seats })
cli-game-help = which game: { $names } (default { $default })
cli-option-help = { $title }: { $help }
cli-players-help = players at the table, you included (default 3, or what the game takes; with --humans or --guests, one seat for each person and each --bots level)
cli-bots-help = the computer players' levels, one per seat: easy, medium, hard; in Five Crowns also expert (default medium)
## The name a player has at the table when they give none (--name, or the config's name).
cli-default-name = Player
cli-name-help = your name at the table (default { cli-default-name })
cli-humans-help = hot seat: several people sharing this keyboard, in seat order
cli-seed-help = a number that makes the deal the same every time
cli-verbosity-help = how much is said (default normal)
cli-hints-help = start each of your turns with a hint (hints on)
cli-sounds-help = a short sound for each thing that happens at the table (default on)
cli-volume-help = how loud the sounds are, from 0 to 100 (default 60)
cli-volume-bad = no volume { $given }: give a whole number from 0 to 100, like --volume 40
cli-sounds-wav-help = write the game's sounds to this WAV file instead of playing them
cli-resume-help = go on with the last unfinished game, or game GAME
cli-no-save-help = do not save this game
cli-plain-help = plain lines in and out, no prompt editing or escape sequences
cli-speech-help = speak through your screen reader, our own voice (tts), the first that works (auto), or not (default { $default ->
    [off] off
   *[other] { $default }
})
cli-voice-help = which voice our own voice (tts) speaks with: an id or name from shared-table voices
cli-rate-help = our own voice's speed in words a minute (50 to 500)
cli-speak-help = say some text with a speech backend, to try voices and rates
cli-speak-description = Say TEXT through the chosen speech backend, or write our own voice's audio to a WAV file.
cli-wav-help = write the audio of our own voice to FILE instead of playing it
cli-replace-help = write over a FILE that is there already (only a regular file)
cli-text-help = what to say
cli-voices-help = list the voices of our own voice (for --voice)
cli-config-help = where the config file is, and what it sets
cli-languages-help = the languages there are, each with its voice and braille table
cli-games-help = list saved games of every kind, or delete one
cli-games-description = List the saved games.
cli-delete-help = delete saved game GAME
cli-replay-help = narrate a saved game from one seat's point of view
cli-replay-description = Narrate a finished or unfinished saved game as one seat knew it.
cli-replay-game-help = the game's number, from shared-table games
cli-replay-round-help = say only round N, or part N in a game without rounds
cli-seat-help = whose point of view (default: the player's)
cli-tournament-help = play whole games between computer players and compare their levels
cli-tournament-description = Play N games between bots, rotating seats, and report each seat's mean score, its 95% interval and wins.
cli-games-count-help = how many games (default 100)
cli-seats-help = one level per seat: { $levels }
cli-seats-levels = { $name }: { $levels }
cli-tournament-seed-help = a number that makes the tournament the same every time
cli-json-help = one JSON object: {"{"}"games": N, "seats": [...]{"}"}

## shared-table languages

cli-language-line = { $code }: { $name }, { $english }; voice { $voice }; braille table { $braille }.
cli-problem = { $prog }: { $problem }.
cli-output-failed = { $stream ->
    [error] standard error
   *[output] standard output
} cannot be written ({ $reason }): { $fix ->
    [space] free some space on its disk, or send the output somewhere else
    [limit] raise the file-size limit (ulimit -f), or send the output somewhere else
   *[other] send the output somewhere else
}.
