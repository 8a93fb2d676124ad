## Five Crowns' tools: `shared-table check` (tools/check.py) and `shared-table braille` (tools/braille.py).

## The hand checker.
fct-check-fail = shared-table check: { $problem }
fct-no-cards = no cards given: name them like 7st 10h Qsp joker
fct-too-many-cards = { $cards } cards given: a hand to check has 1 to { $most } cards
fct-no-wild = { $cards } cards and no wild rank: say which rank is wild with --wild, one of 3 to 10, J, Q, K
fct-stdin-closed = standard input is closed, so no hands can be read from it: name the cards after check, like check 5c 6c 7c, or pipe hands into it.
fct-prompt = Type a hand on one line, like: 5c 6c 7c Qh Qd joker 8h. An empty line ends.
fct-line-error = Line { $line }: { $problem }.
fct-cli-help = Five Crowns: what a hand is worth, how to lay it down, and what to discard
fct-cli-description = Check a hand. With no cards, read hands from standard input, one per line.
fct-cli-wild = the wild rank: 3 to 10, J, Q, K (default: the number of cards)
fct-cli-json = answer with one JSON object per hand
fct-cli-cards = cards like 7st 10h Jd Qsp Kc joker, 7★, seven of stars

## The braille printouts.
fct-braille-fail = shared-table braille: { $problem }
fct-braille-which-printout = shared-table braille: say which printout: hand or scores. Try: shared-table braille --help
fct-braille-players = --players { $given }: a game takes { $least } to { $most }
fct-braille-unreadable = { $path } cannot be read ({ $reason })
fct-braille-too-big = { $path } is over { NUMBER($most, useGrouping: 0) } bytes: a score sheet is far smaller
fct-braille-not-json = { $path } is not JSON ({ $reason })
fct-braille-no-players = { $path } has no "players": give a list of names, like { $example }
fct-braille-bad-rounds = { $path }: "rounds" must be a list of rounds, each a list with one score per player
fct-braille-not-five-crowns = game { $game } is a game of { $title }, which has no score sheet
fct-braille-which-game = say which game, one way: --game GAME (a saved game), --from-json FILE, or --seed S (a game of computer players)
fct-braille-no-braille-out = shared-table braille: standard output cannot show braille characters (its encoding is { $encoding }): set a UTF-8 locale, or use --format brf, or write a file with --out FILE.
fct-braille-exists = shared-table braille: { $path } is there already: give another name, or add --replace to write over it.
fct-braille-link = shared-table braille: { $path } is a symbolic link, which is never followed: give the name of the file itself.
fct-braille-cannot-write = shared-table braille: cannot write { $path } ({ $reason }).
fct-braille-written = { $format ->
        [brf] BRF for an embosser
       *[unicode] Unicode braille
    } written to { $path }.
fct-cli-braille-help = Five Crowns: a hand or the score sheet in grade-1 braille: Unicode braille, or BRF for an embosser
fct-cli-braille-description = Grade-1 braille printouts through liblouis, labelled as the braille deck labels the cards.
fct-cli-hand-help = a hand by suit, with the wild rank and the best arrangement
fct-cli-hand-description = A hand summary in braille: the hand by suit, the wild rank, the best runs and books, what is left.
fct-cli-scores-help = a score sheet: a line per round, a column per player, the totals
fct-cli-scores-description = The score sheet of a saved game (--game, numbered as in shared-table games), of a JSON file {"{"}"players": [...], "rounds": [[...], ...]{"}"} with one score per player in each round, or of a game played by computer players (--seed).
fct-cli-game = a saved game, finished or not, by its number in shared-table games
fct-cli-seed = play a whole game between computer players with this seed
fct-cli-players = with --seed: how many players, 2 to 14 (default 3)
fct-cli-bots = with --seed: easy, medium, hard or expert (default medium)
fct-cli-from-json = the players and the rounds scored so far, from a JSON file
fct-cli-format = unicode (braille for a screen or display) or brf (for an embosser); default: the config's, else unicode
fct-cli-table = ueb (Unified English Braille grade 1) or ebae (US grade 1); default: the config's, else ueb
fct-cli-out = write the printout to FILE, a new file, instead of standard output
fct-cli-replace = with --out: write over FILE if it is there (never through a link)
