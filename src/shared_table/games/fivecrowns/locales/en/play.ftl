## Answers and refusals of Five Crowns' own commands (words/commands.py) and of the table's hooks (game.py).

fc-no-argument = { $name } takes nothing after it: just type "{ $name }".
fc-drawn-already = You have drawn already: now discard a card. Type discard and a card's number or name.
fc-stock-empty-take = The stock is empty: take the top discard. Type take.
fc-discard-pile-empty-draw = The discard pile is empty: draw from the stock. Type draw.
fc-draw-first = You must draw first: type draw or take.
fc-discard-which = Discard which card? Type discard and its number or name, for example: discard 3, or discard 9h.
## $order, $suit and $rank are the sort command's choices, in words (fc-cmd-sort-choice-*).
fc-sorted-by-now = Your hand is sorted by { $order }. Choices: { $suit }, { $rank }.
fc-no-sort = Sort by { $suit } or { $rank }, not "{ $given }".
fc-sorted = Sorted by { $order }.

## Hints, printouts, and the list of saved games (game.py).
fc-no-hint = No hint: it is not your turn.
fc-hint = Hint: { $reason }
fc-braille-hand-title = Your hand in braille, by suit:
fc-braille-scores-title = The score sheet in braille:
## $command: the print command for the score sheet, in the player's words.
fc-printout-no-hand = The game is over, so there is no hand to print: type { $command } for the score sheet.
fc-printout-title = { $what ->
    [hand] Braille hand written for an embosser:
   *[scores] Braille scores written for an embosser:
}
fc-stage = round { $round }

## Replay a round at a time (game.py replay_parts): the word typed before a round's number, and a count of rounds.

fc-replay-unit = round
fc-replay-unit-count = { $count ->
    [1] one round
   *[other] { $count } rounds
}
