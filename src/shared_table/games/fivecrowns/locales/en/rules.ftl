## The rules' refusals (rules/state.py): said when a move or a table is not allowed.

fc-player-count = { $count } players: Five Crowns takes { $min } to { $max } (8 or more use two sets)
fc-player-no-name = every player needs a name
fc-player-same-name = two players have the same name: give each a different one
fc-no-seat = no seat { $seat }: seats are 0 to { $last }
## $action is the program's own name for what was given, not words.
fc-not-a-move = { $action } is not a Five Crowns move: draw, take the discard, discard or go out
fc-has-drawn = { $name } has drawn already: now discard a card, or go out
fc-must-draw = draw first: from the stock, or take the top discard
fc-over = the game is over
fc-not-their-turn = it is { $current }'s turn, not { $name }'s
fc-pile-empty = the discard pile is empty: draw from the stock
fc-stock-empty = the stock is empty and the discard pile holds only its top card: take the top discard
fc-not-held = { $name } has no { $card }
fc-cannot-go-out = cannot go out by discarding the { $card }: { $points } points would be left
## A bot level that is not one of ours (bots/levels.py); $levels lists them.
fc-no-bot-level = no bot level "{ $given }": levels are { $levels }

## A saved game that does not read back (rules/codec.py). $value is what the file holds, as written;
## $move is the saved move's own word (draw, take, discard, out).
fc-save-not-a-move = not a saved move: { $value }
fc-save-keys = a saved { $move } has the keys { $keys }, not { $value }
fc-save-no-card = a saved { $move } without a card: { $value }
fc-save-card = a card is written like 7st or joker, not { $value }
fc-save-suit = a suit is one of { $suits }, not { $value }
