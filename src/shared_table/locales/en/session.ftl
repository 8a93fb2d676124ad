## The session: hot seat, resuming, questions, the end of the game (sessions/play.py).

table-hot-seat = Hot seat: { $names } share this keyboard.
table-since-you-heard = What happened since you last heard:
table-new-game = New game.
table-turn-over = { $name }'s turn is over.
table-cards-hidden = { $name }'s cards are out of sight.
table-pass-to = Pass to { $name }. { $name }, press Enter when ready.
table-at-keyboard = { $name } at the keyboard.
# Any line but Enter alone while the keyboard is handed over: nothing private is said.
table-hand-over-waits = Waiting for { $name } to press Enter. Nothing else is answered until then, so no one hears the wrong cards.
table-end-of-input-after = End of input. Goodbye.
table-end-of-input = End of input: the game stops here.
table-ask-new = Give up this game and deal a new one? Type yes for a new game, anything else to go on.
table-ask-quit = Quit this game? Type yes to quit, anything else to go on.
# What a player may type for yes, besides the English yes and y, separated by " ; ".
table-yes-words = yes ; y
# What a player may type for no, besides the English no and n, separated by " ; ".
table-no-words = no ; n
table-closed = The game is closed.
table-not-quitting = Not quitting: the game goes on.
table-no-new-game = No new game: this one goes on.
table-game-stopped = Game stopped.
table-goodbye = Goodbye.
table-sorry = Sorry, something went wrong with that command. The game goes on.
table-sorry-logged = Sorry, something went wrong with that command. It was written to { $log }. The game goes on.
table-after-the-game = The game is over. Type { $new } for another game, or { $quit } to leave.
table-still-ask = You can still ask for { $still }.
table-did-not-work = That did not work.
table-interrupted = To stop the game, type { $quit }.

## The commands every game has: their answers and errors (sessions/common_commands.py).

table-no-argument = { $name } takes nothing after it: just type "{ $name }".
table-nothing-announced = Nothing has been announced yet.
table-history-not-a-number = "{ $given }" is not a number of events: type { $history }, or { $history } 20.
table-nothing-happened = Nothing has happened yet.
table-verbosity-is = Verbosity is { $level }. Choices: { $choices }.
table-verbosity-set = Verbosity { $level }.
table-hints-are = Hints at the start of each turn are { $state }. Choices: { $choices }.
table-hints-bad = No hints setting "{ $given }": choose { $on } or { $off }.
table-hints-on = Hints on: each turn starts with a hint.
table-hints-off = Hints off. Type { $hint } when you want one.
table-braille-sent = Sent to your braille display too.
table-print-what = Print what? Type { $choices }.
table-print-what-not = Print what? Type { $choices }, not "{ $given }".
table-print-failed = The braille file could not be written in { $folder } ({ $reason }).
table-printed = { $heading } { $path }.
table-replay-whole = The whole game, as you knew it:
table-replay-so-far = The game so far, as you knew it:
table-replay-index = { $over ->
        [yes] The whole game has { $parts }.
       *[no] The game so far has { $parts }.
    } Type { $replay } { $unit } { $count ->
        [1] 1 to hear it
       *[other] 1 to { $count } for one of them
    }{ $following ->
        [0] {""}
       *[other] , { $replay } { $next } for number { $following }
    }, or { $replay } { $all } for everything at once.
table-replay-no-such = There is no number { $given }: { $over ->
        [yes] the whole game has { $parts }.
       *[no] the game so far has { $parts }.
    } Type { $replay } { $unit } { $count ->
        [1] 1.
       *[other] 1 to { $count }.
    }
table-replay-which = Which number? Type { $replay } { $unit } { $count ->
        [1] 1.
       *[other] 1 to { $count }.
    }
table-replay-not-a-number = "{ $given }" is not a number. Type { $replay } { $unit } { $count ->
        [1] 1
       *[other] 1 to { $count }
    }, { $replay } { $next }, or { $replay } { $all }.
table-replay-no-more = { $over ->
        [yes] That was the end of the game.
       *[no] That is as far as the game has gone.
    } Type { $replay } { $unit } 1 to start again.
table-no-braille = Your terminal cannot show braille characters (its encoding is { $encoding }): set a UTF-8 locale, or use the print command for a BRF file.
table-input-closed = standard input is closed, so nothing can be typed: run it in a terminal, or pipe the commands into it

## --game or a save naming a game this table does not have.
table-game-unknown = no game "{ $given }": the games are { $games }

# What a person typed, quoted by its start and its length when it is long.
table-typed-long = { $start }… ({ $count } characters)
table-line-too-long = That line has { $count } characters; a line can have at most { $most }. Nothing was done.
table-new-waiting = You asked for a new game. It starts once everyone at the table says yes.
table-print-nowhere = This device cannot keep a printout.
table-not-your-turn = It is { $name }'s turn, not yours.
