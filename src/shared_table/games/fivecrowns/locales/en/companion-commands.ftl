## Commands: name, summary, argument, details and examples (core/commands.py).

fcc-cmd-players = players
fcc-cmd-players-summary = who plays, in seating order, starting a sheet
fcc-cmd-players-argument = the names
fcc-cmd-players-details = Separate the names with commas or with spaces; with commas, a name may contain spaces. The first named deals first unless you say otherwise with dealer. The players can change until round 1 is scored.
fcc-cmd-players-examples = players Ann, Bob, Cy ; players Ann Bob Cy
fcc-cmd-players-typed = {""}

fcc-cmd-dealer = dealer
fcc-cmd-dealer-summary = who dealt round 1; every later dealer follows to the left
fcc-cmd-dealer-argument = a name
fcc-cmd-dealer-details = Once rounds are scored, a new first dealer rewrites who dealt them, so you are asked first; only yes changes it.
fcc-cmd-dealer-examples = dealer Bob
fcc-cmd-dealer-typed = {""}

fcc-cmd-round = round
fcc-cmd-round-summary = the round being played: who deals, how many cards, what is wild, who starts
fcc-cmd-round-details = Pressing Enter on an empty line says the same, shorter.
fcc-cmd-round-examples = round
fcc-cmd-round-typed = {""}

fcc-cmd-check = check
fcc-cmd-check-summary = check a hand privately: best melds, points left, whether it can go out
fcc-cmd-check-argument = the cards
fcc-cmd-check-details = The wild rank is the round's, unless you end with wild and a rank. The answer is the same as shared-table check.
fcc-cmd-check-examples = check 5c 6c 7c Qh Qd joker 8h ; check seven of stars, 7♥, joker ; check 5c 6c 7c wild 8
fcc-cmd-check-typed = {""}

fcc-cmd-score = score
fcc-cmd-score-summary = score the round just played, player by player
fcc-cmd-score-details = For each player, type the points, like 12; out, for the player who went out; or the cards left in hand, like 7c Qh joker. Cards are counted with the round's wild rank and said back: press Enter to keep them. Back goes back one player; cancel stops without scoring.
fcc-cmd-score-examples = score
fcc-cmd-score-typed = score round

fcc-cmd-edit = edit
fcc-cmd-edit-summary = correct a player's score in any round scored
fcc-cmd-edit-argument = a round, a name and a score
fcc-cmd-edit-details = The round may be left out: then it is the last round scored. The totals are said again.
fcc-cmd-edit-examples = edit 3 Bob 12 ; edit 3 Bob out ; edit 3 Bob 7c Qh ; edit Bob 15
fcc-cmd-edit-typed = correct, change, fix

fcc-cmd-undo = undo
fcc-cmd-undo-summary = take back the last change: a round scored, an edit, or the dealer
fcc-cmd-undo-details = Changes can be undone one by one back to when the sheet was opened.
fcc-cmd-undo-examples = undo
fcc-cmd-undo-typed = {""}

fcc-cmd-sheet = sheet
fcc-cmd-sheet-summary = the score sheet, line by line; or one round in full
fcc-cmd-sheet-argument = a round number
fcc-cmd-sheet-examples = sheet ; sheet 3
fcc-cmd-sheet-typed = score sheet

fcc-cmd-totals = totals
fcc-cmd-totals-summary = each player's total, who leads, and how far the others are behind
fcc-cmd-totals-examples = totals
fcc-cmd-totals-typed = total, standings, points

fcc-cmd-braille = braille
fcc-cmd-braille-summary = the score sheet in Unicode braille
fcc-cmd-braille-examples = braille sheet
fcc-cmd-braille-typed = {""}

fcc-cmd-print = print
fcc-cmd-print-summary = write the score sheet to files for a printer and a braille embosser
fcc-cmd-print-examples = print sheet
fcc-cmd-print-typed = {""}

fcc-cmd-sheets = sheets
fcc-cmd-sheets-summary = the saved sheets
fcc-cmd-sheets-examples = sheets
fcc-cmd-sheets-typed = {""}

fcc-cmd-resume = resume
fcc-cmd-resume-summary = open a saved sheet: the last unfinished one, or the one numbered
fcc-cmd-resume-argument = a sheet number
fcc-cmd-resume-examples = resume ; resume 3
fcc-cmd-resume-typed = continue

fcc-cmd-new = new
fcc-cmd-new-summary = start a new sheet; this one stays saved
fcc-cmd-new-examples = new
fcc-cmd-new-typed = new sheet

fcc-cmd-last = last
fcc-cmd-last-summary = say the last answer again
fcc-cmd-last-examples = last ; repeat
fcc-cmd-last-typed = again, say again

fcc-cmd-help = help
fcc-cmd-help-summary = the commands, or more about one
fcc-cmd-help-argument = a command
fcc-cmd-help-examples = help ; help score
fcc-cmd-help-typed = commands

fcc-cmd-quit = quit
fcc-cmd-quit-summary = stop; the sheet is saved already
fcc-cmd-quit-examples = quit
fcc-cmd-quit-typed = stop, leave
fcc-title = Companion
