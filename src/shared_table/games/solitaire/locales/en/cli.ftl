## `shared-table solitaire` (tools/solitaire.py): its help, its errors and the --auto report.

sol-cli-help = Five Crowns Solitaire: close eleven piles from one stock; or statistics of a computer player
sol-cli-description = Five Crowns Solitaire in the same line mode as play: type help in it for its commands. With --auto, a computer player plays many games and the win rate is reported.
sol-cli-seed = a number that makes the deals the same every time
sol-cli-hints = say a hint with every card turned up
sol-cli-plain = plain lines in and out, no prompt editing or escape sequences
sol-cli-speech = speak every answer too: auto, screenreader, tts, or off (default: the config's, else off)
sol-cli-voice = which voice our own voice (tts) speaks with: an id or name from shared-table voices
sol-cli-rate = our own voice's speed in words a minute (50 to 500)
sol-cli-verbosity = how much is said (default normal)
sol-cli-resume = go on with the last unfinished solitaire, or game GAME
sol-cli-no-save = do not save this game
sol-cli-statistics = statistics (--auto)
sol-cli-auto = let a computer player play --games games and report how it did
sol-cli-games = with --auto: how many games (default 100)
sol-cli-player = with --auto: planner (the default), greedy (the baseline), or both, side by side on the same deals
sol-cli-json = with --auto: the figures as JSON
sol-cli-usage-error = { $prog }: { $problem }. Try: { $prog } --help
sol-cli-problem = { $prog }: { $problem }.
sol-cli-games-range = --games { $games }: give 1 to { $most }
sol-cli-no-player = no player "{ $given }": choose planner, greedy or both
sol-cli-auto-only = --games, --player and --json go with --auto
sol-cli-stats = { $player }: { NUMBER($wins, useGrouping: 0) } wins in { NUMBER($games, useGrouping: 0) } games, { NUMBER($rate, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) } (95% interval { NUMBER($low, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) } to { NUMBER($high, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }); { NUMBER($mean, minimumFractionDigits: 2, maximumFractionDigits: 2) } piles closed on average.
