## The table companion (games/fivecrowns/tools/companion/): what it says, its errors, its files.
## $ranks is a rank in the plural as the cards say it ("eights"); $wild is a whole sentence ("Eights are wild.").

## What a player types: words separated by ";", English always understood too.
fcc-typed-out = out ; went out
fcc-typed-points = points ; point ; pts ; pt
fcc-typed-yes = yes ; y ; ok ; keep
fcc-typed-sure = yes ; y
fcc-typed-no = no ; n ; cancel ; keep
fcc-typed-cancel = cancel ; stop
fcc-typed-quit = quit ; q
fcc-typed-help = help ; ?
fcc-typed-back = back
fcc-typed-round = round
fcc-typed-sheet = sheet
fcc-typed-wild = wild
fcc-cmd-braille-choice-sheet = sheet
fcc-cmd-print-choice-sheet = sheet

## Starting and the session.
fcc-welcome = Shared Table companion: the score keeper for Five Crowns with real cards.
fcc-set-up = Type players and the names in seating order, for example: players Ann, Bob, Cy.
fcc-start-unfinished = Sheet { $number } is not finished: { $names }, round { $round } next. Type resume to go on with it.
fcc-start-help = Type help for all commands.
fcc-no-players = No players yet. Type players and the names in seating order, for example: players Ann, Bob, Cy.
fcc-save-failed = The sheet cannot be saved in { $folder } ({ $reason }). It is kept while this program runs.
fcc-not-saved = This sheet is not saved.
fcc-saved-in = Sheet { $number } is saved in { $path }.
fcc-no-store-open = Sheets are not saved in this session, so there is none to open.
fcc-left-as-it-is = { $problem }. It is left as it is
fcc-stopped = The companion has stopped.
fcc-went-wrong = Sorry, something went wrong with that. The sheet is unchanged.
fcc-went-wrong-logged = Sorry, something went wrong with that. It was written to { $log }. The sheet is unchanged.
fcc-did-not-work = That did not work.
fcc-letter-changed = "{ $word }" is { $now } now, as in the games. For { $command }, type { $alias }.
fcc-letter-gone = "{ $word }" is no longer used here, so that a letter means the same in every game. For { $command }, type { $alias }.
fcc-dealers-kept = The dealers stay as they were: { $name } dealt round 1.
fcc-end-of-input = End of input.
fcc-end-not-scored = Round { $round } is not scored: its scores were not all given.
fcc-goodbye = Goodbye.
fcc-goodbye-saved = { $saved } shared-table companion { $over ->
        [yes] --print { $number } prints it
       *[no] --resume { $number } goes on with it
    }. Goodbye.

## Scoring a round, player by player.
fcc-scoring-over = The game is over: all { $rounds } rounds are scored. To correct one, type edit, for example: edit 11 Ann 12.
fcc-scoring-start = Scoring round { $round }, { $wild }. For each player, type the points, out, or the cards left in hand. Type back to go back one player, cancel to stop.
fcc-ask = { $name }?
fcc-scoring-stopped = Scoring stopped: round { $round } is not scored. Type score to start it again.
fcc-scoring-help = Scoring round { $round }. Type { $name }'s points like 12, out if { $name } went out, or the cards left in hand like 7c Qh joker. Back goes back one player; cancel stops.
fcc-scoring-first = { $name } is the first: there is nobody to go back to.
fcc-scoring-confirm = Press Enter to keep it, or type { $name }'s score again.

## Commands' answers and errors.
fcc-no-argument = { $name } takes nothing after it: just type "{ $name }".
fcc-players-who = Who is playing? Type players and the names in seating order, for example: players Ann, Bob, Cy.
fcc-players-fixed = Sheet { $number } has scores already, so its players stay. Type new to start a new sheet with other players.
fcc-players-set = Players, in seating order: { $names }. { $first } deals first; to change that, type dealer and a name.
fcc-dealer-is = { $name } dealt round 1. { $opening }
fcc-dealer-already = { $name } dealt round 1 already. { $opening }
fcc-check-which = Check which cards? Type check and the cards, for example: check 7c 8c 9c Qh joker.
fcc-check-too-many = { $cards } cards given: a hand to check has 1 to { $most } cards
fcc-check-size-note = Note: in round { $round } a hand holds { $size } cards, { $drawn } after drawing; you gave { $cards }.
fcc-check-no-wild = { $cards } cards and no round being played: say which rank is wild, for example: check 7c 8c 9c wild 8
fcc-check-wild-from-count = { $ranks } wild, from the number of cards.
fcc-edit-nothing = No round is scored yet, so there is nothing to edit. Type score when round 1 is over.
fcc-edit-no-round = no round { $given }: rounds are 1 to { $rounds }
fcc-edit-what = Edit whose score, and to what? Name the round, the player and the score, for example: edit 3 Bob 12, edit 3 Bob out, or edit 3 Bob 7c Qh.
fcc-edit-to-what = Edit { $name }'s score to what? Give the points, out, or the cards, for example: edit 3 Bob 12, edit 3 Bob out, or edit 3 Bob 7c Qh.
fcc-sheet-no-round = no scored round "{ $given }": type sheet for the whole sheet, or sheet and a round number ({ $scored ->
        [0] no round yet
       *[other] rounds 1 to { $scored }
    })
fcc-just-sheet = { $name } what? Type { $name } { $sheet }.
fcc-braille-missing = No braille sheet: { $problem }. Type sheet to hear the sheet, or print sheet for a print copy
fcc-print-not-saved = This sheet is not saved, so there is no folder to print it to. Type sheet to hear it.
fcc-print-failed = The printout cannot be written in { $folder } ({ $reason })
fcc-print-written = Print copy written to { $path }.
fcc-print-brf-written = Braille (BRF) for an embosser written to { $path }.
fcc-print-no-braille = No braille copy: { $problem }.
fcc-sheets-not-saved = Sheets are not saved in this session.
fcc-sheets-none = No saved sheets yet in { $folder }.
fcc-sheets-broken = Sheet { $number }: { $problem }. It is left as it is.
# The heading said before `braille sheet`'s lines of cells (a sheet not saved has no number: fc-braille-scores-title).
fcc-braille-heading = Sheet { $number } in braille:
fcc-resume-not-saved = Sheets are not saved in this session, so there is none to resume.
fcc-resume-bad = no sheet "{ $given }": type resume and a sheet number, or sheets for the list
fcc-resume-none = There is no unfinished sheet. Type sheets for the list, or players to start one.
fcc-resume-opened = Sheet { $number } opened: { $names }.
fcc-new-sheet = New sheet. { $kept }
fcc-new-sheet-unsaved = New sheet.
fcc-last-nothing = Nothing has been said yet.

## Rounds, scores and totals (tools/companion/narration.py).
fcc-points = { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
fcc-with-wild = with { $ranks } wild
fcc-round-opening = Round { $round }. { $dealer } deals { $cards } cards. { $wild } { $first } starts.
fcc-round-words = Round { $round } of { $rounds }. { $dealer } deals { $cards } cards. { $wild } Jokers are always wild. { $first } starts.
fcc-round-all-scored = All { $rounds } rounds are scored. { $over }
fcc-dealer-question = { $scored ->
        [1] Round 1 is scored, dealt by { $old }. Making { $new } the dealer of round 1 rewrites that on the sheet
       *[other] { $all ->
            [yes] All { $scored } rounds
           *[no] Rounds 1 to { $scored }
        } are scored, with { $old } dealing round 1. Making { $new } the dealer of round 1 rewrites who dealt each of those rounds on the sheet
    }{ $next ->
        [0] {""}
       *[other] , and { $after } will deal round { $next }, not { $current }
    }. The scores stay as they are. Change the dealers? Type yes or no.
# What one card counts when a score is given as cards; $kind is joker, wild or card.
fcc-card-counts = { $kind ->
        [joker] { $points } for a joker
        [wild] { $points } for the wild { $card }
       *[card] { $points } for the { $card }
    }
fcc-entry = { $out ->
        [yes] { $name } out
       *[no] { $name } { $points }
    }
fcc-said-out = { $name } went out.
fcc-said-cards = { $name }, { $points }: { $counts }.
fcc-said-points = { $name }, { $points }.
fcc-meld-note = These cards could meld: laid down they leave { $left }. The sheet counts the cards you typed; to score { $fewest }, type { $fewest }.
fcc-round-line = { $title }: { $scores }.
fcc-round-title = Round { $round }, { $dealer } dealt, { $ranks } wild
fcc-round-heading = { $title }.
fcc-totals-none = No round is scored yet: everyone has 0.
fcc-totals-tied = Totals after round { $round }: everyone has { $total }.
fcc-totals-lead = { $count ->
        [one] { $names } leads with { $total }
       *[other] { $names } lead with { $total }
    }
fcc-totals-behind = { $name } { $total }, { $behind } behind
fcc-totals = Totals after round { $round }: { $lead }; { $others }.
fcc-game-over = Game over. { $count ->
        [one] { $names } wins with { $points }.
       *[other] { $names } win with { $points } each.
    }
fcc-name-total = { $name } { $total }
fcc-game-over-rest = { $over } { $rest }.
fcc-change-scored = Round { $round } scored: { $scores }.
fcc-change-edited = Round { $round } corrected: { $now }, was { $was }.
fcc-change-counted = Counted: { $counts }.
fcc-change-dealer = { $name } dealt round 1.
fcc-undone-scored = Undone: round { $round } is not scored any more.
fcc-undone-edited = Undone: in round { $round }, { $score } again.
fcc-undone-dealer = Undone: { $name } dealt round 1 again.
fcc-score-now = { $out ->
        [yes] { $name } went out
       *[no] { $name } { $points }
    }
fcc-score-was = { $out ->
        [yes] out
       *[no] { $points }
    }
fcc-sheet-heading = { $number ->
        [none] Score sheet
       *[other] Score sheet { $number }
    }: { $names }, in seating order. { $first } dealt first.
fcc-sheet-next = Round { $round } is next: { $dealer } deals, { $wild }.
fcc-summary = Sheet { $number }: { $names }. { $state }
fcc-summary-finished = Finished; { $names } won with { $total }.
fcc-summary-playing = Round { $round } next; { $count ->
        [one] { $names } leads
       *[other] { $names } lead
    } with { $total }.
fcc-summary-new = Round 1 next.
fcc-summary-changed = { $summary } Changed { $date } at { $time }.

## The sheet's scores as typed, and the rounds they make (tools/companion/sheet.py).
fcc-entry-empty = nothing given: type the points like 12, out, or the cards left like 7c Qh joker
fcc-entry-negative = { $given } is not a score: points are 0 or more, like 12
fcc-entry-ambiguous-card = { $problem }: type the card again with st or sp
fcc-entry-not-understood = { $problem }. Type the points like 12, out, or the cards left like 7c Qh joker
fcc-entry-too-many-cards = { $cards } cards given, but a hand in round { $round } holds at most { $most }
fcc-entry-points-not-cards = { $points } points do not match the cards given
fcc-entry-out-scores-zero = a player who went out scores 0
fcc-entry-too-many-points = { $points } points is more than a hand of { $cards } cards can hold: in round { $round } a player scores 0 to { $most }
fcc-name-not-a-letter = "{ $name }" cannot be a name: a name starts with a letter, so it is never taken for a number
fcc-either = { $names } or { $last }
fcc-player-ambiguous = "{ $given }" could be { $names }: type more of the name
fcc-player-unknown = no player "{ $given }": the players are { $players }
fcc-player-problem = { $name }: { $problem }
fcc-round-scores-count = { $scores } scores for { $players } players: give one for each player
fcc-round-nobody-out = nobody has 0 points in round { $round }, but a round ends when someone goes out: type out for the player who went out
fcc-round-two-out = { $names } are marked out in round { $round }, but only the first to go out is out: type 0 for a player who laid down every card on the last turn
fcc-round-copies = { $problem }, so these hands cannot all be from round { $round }
fcc-game-over-edit = the game is over: all { $rounds } rounds are scored. To correct one, type edit
fcc-no-seat = no seat { $seat }
fcc-nothing-to-undo = nothing to undo since this sheet was opened. To correct a round, type edit
fcc-no-round-scored = no round is scored yet: type score when round 1 is over
fcc-round-not-scored = round { $round } is not scored: { $scored ->
        [1] round 1 is
       *[other] rounds 1 to { $scored } are
    }

## Saved sheets (tools/companion/store.py): why a file cannot be used.
fcc-file-not-a-sheet = it is not a score sheet
fcc-file-no-format = it has no format number
fcc-file-newer = it was written by a newer Shared Table (sheet format { $version }; this one reads up to { $reads })
fcc-file-players = its players are not a list of names
fcc-file-dealer-rounds = it has no first dealer or no rounds
fcc-file-round = a round is not a list of scores
fcc-file-points = a score has no points
fcc-file-cards = a score's cards are not a list of card names
fcc-file-open-elsewhere = sheet { $number } is open in another window right now: go on there, or quit it there first
fcc-file-missing = there is no sheet { $number } ({ $path } does not exist)
fcc-file-unreadable = { $path } cannot be read as a score sheet ({ $reason })
fcc-file-refused = { $path } cannot be used: { $problem }

## The sheet on paper (tools/companion/printouts.py).
fcc-print-title = { $number ->
        [none] Five Crowns score sheet
       *[other] Five Crowns score sheet { $number }
    }
fcc-print-round = Round
fcc-print-wild = Wild
fcc-print-dealer = Dealer
fcc-print-total = Total
fcc-print-out = out
fcc-braille-not-loaded = the braille printouts cannot be loaded ({ $reason })
fcc-braille-none = this build of Shared Table has no braille printouts yet
fcc-braille-no-sheet = the braille printouts of this build have no score sheet yet

## `shared-table companion` (tools/companion/cli.py).
fcc-cli-fail = shared-table companion: { $problem }.{ $usage ->
        [yes] {" "}Try: shared-table companion --help
       *[no] {""}
    }
fcc-cli-print-which = no sheet "{ $given }": give its number, from shared-table companion --sheets
fcc-cli-no-braille-out = standard output cannot show braille characters (its encoding is { $encoding }): set a UTF-8 locale, or use --format brf
fcc-cli-resume-players = --resume goes on with a saved sheet, whose players are set: leave out --players and --dealer
fcc-cli-dealer-needs-players = --dealer needs --players
fcc-cli-unreadable = the sheets in { $folder } cannot be read ({ $reason })
fcc-cli-help = Five Crowns with real cards: keep the score, check hands, print the sheet
fcc-cli-description = The table companion for Five Crowns played with real cards: it leads the rounds, checks hands, keeps the score sheet (saved as it changes) and prints it. Type help in it for its commands.
fcc-cli-players = start a sheet with these players, in seating order
fcc-cli-dealer = who deals round 1 (default: the first player)
fcc-cli-resume = go on with the last unfinished sheet, or sheet N
fcc-cli-sheets = list the saved sheets
fcc-cli-print = write sheet N to standard output
fcc-cli-format = with --print: words (line by line, the default), table, unicode braille or brf
fcc-cli-braille-table = braille code: ueb or ebae (default: the config's, else ueb)
fcc-cli-no-save = keep this sheet only while the program runs
fcc-cli-speech = speak every answer too: auto, screenreader, tts, or off (default: the config's, else off)
fcc-cli-voice = which voice our own voice (tts) speaks with: an id or name from shared-table voices
fcc-cli-rate = our own voice's speed in words a minute (50 to 500)
fcc-cli-plain = plain lines in and out, no prompt editing or escape sequences
# The wild rank in the print copy's column: a digit or the letter on the card.
fcc-print-rank = { $rank ->
        [11] J
        [12] Q
        [13] K
       *[other] { $rank }
    }
# Names typed before any player is named: $given the first word, $command the players command, $names what was typed.
fcc-names-first = No command "{ $given }". To seat the players, type { $command } { $names }.
