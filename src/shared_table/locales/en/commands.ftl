## Commands: name, summary, argument, details and examples (core/commands.py).

table-cmd-turn = turn
table-cmd-turn-summary = whose turn it is and what you can do now
table-cmd-turn-details = Pressing Enter on an empty line says the same.
table-cmd-turn-examples = turn
table-cmd-turn-typed = whose turn, my turn, whose turn is it

table-cmd-last = last
table-cmd-last-summary = say the last announcement again
table-cmd-last-examples = last ; repeat
table-cmd-last-typed = again, say again, say that again

table-cmd-history = history
table-cmd-history-summary = the last things that happened, 10 unless you give a number
table-cmd-history-argument = a number
table-cmd-history-examples = history ; history 30
table-cmd-history-typed = log

table-cmd-verbosity = verbosity
table-cmd-verbosity-summary = how much is said
table-cmd-verbosity-examples = verbosity brief ; v full

table-cmd-hint = hint
table-cmd-hint-summary = what a strong player would do now, and why
table-cmd-hint-examples = hint
table-cmd-hint-typed = tip, advice, suggest

table-cmd-hints = hints
table-cmd-hints-summary = say a hint at the start of each of your turns, or stop
table-cmd-hints-examples = hints on ; hints off

table-cmd-braille = braille
table-cmd-braille-summary = the table as your seat sees it, in Unicode braille, labelled as the braille deck is
table-cmd-braille-examples = braille
table-cmd-braille-typed = {""}

table-cmd-print = print
table-cmd-print-summary = write a BRF braille file for an embosser

table-cmd-replay = replay
table-cmd-replay-summary = the game again as you knew it, a round or part at a time
table-cmd-replay-argument = a number, next or all
table-cmd-replay-details = Replay alone says how many rounds there are, or parts in a game without rounds, and how to ask for one. Replay round 3, or replay 3, says round 3 as you heard it; replay next says the one after the last you had replayed; replay all says the whole game at once. After the game is over, history, braille, print and replay still answer, with the game's own questions, until you quit or start a new game.
table-cmd-replay-examples = replay ; replay 3 ; replay next ; replay all

table-cmd-new = new
table-cmd-new-summary = deal a new game with the same players, after asking if this one is not over
table-cmd-new-examples = new
table-cmd-new-typed = new game, start over, play again

table-cmd-help = help
table-cmd-help-summary = the commands, or more about one
table-cmd-help-argument = a command
table-cmd-help-examples = help ; help hint
table-cmd-help-typed = commands, help me

table-cmd-quit = quit
table-cmd-quit-summary = stop the game, after asking
table-cmd-quit-examples = quit
table-cmd-quit-typed = leave, stop, end game

table-cmd-sounds = sounds
table-cmd-sounds-summary = hear each sound of the table with its name, turn sounds on or off, or set their volume from 0 to 100
table-cmd-sounds-examples = sounds ; sounds off ; sounds 40
table-cmd-sounds-typed = sound

table-cmd-undo = undo
table-cmd-undo-summary = take back your last move, as often as you like
table-cmd-undo-examples = undo
table-cmd-undo-typed = take back, undo move

## The words of the common commands' choices (verbosity, hints, print, replay).

table-cmd-verbosity-choice-brief = brief
table-cmd-verbosity-choice-normal = normal
table-cmd-verbosity-choice-full = full
table-cmd-verbosity-typed = detail, details
table-cmd-hints-choice-on = on
table-cmd-hints-choice-off = off
table-cmd-hints-typed = {""}
table-cmd-sounds-choice-on = on
table-cmd-sounds-choice-off = off
table-cmd-print-choice-hand = hand
table-cmd-print-choice-scores = scores
table-cmd-print-choice-table = table
table-cmd-print-choice-piles = piles
table-cmd-print-typed = emboss
table-cmd-replay-choice-next = next
table-cmd-replay-choice-all = all
table-cmd-replay-typed = {""}
