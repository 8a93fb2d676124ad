## The sounds of the table (core/sounds.py): what each means, as `sounds` says it.

sound-your-turn = your turn
sound-draw = you draw a card from the stock
sound-draw-other = someone else draws from the stock
sound-take = you take the top card of the discard pile
sound-take-other = someone else takes from the discard pile
sound-discard = a card discarded
sound-meld = melds laid down
sound-go-out = someone goes out
sound-last-turn = the last turns begin
sound-round-end = the end of a round
sound-game-end = the end of the game
sound-build = a card onto a building pile
sound-pile-complete = a building pile completed
sound-coins-paid = coins paid
sound-coins-received = coins received
sound-toll = a toll to pay
sound-swap = a card swapped into a pile
sound-pile-closed = a pile closed
sound-refused = a command or a move refused
sound-joined = someone joined the table
sound-left = someone left the table
sound-dropped = someone lost the connection
sound-back = someone is back

## The `sounds` command.

table-sounds-each = Sound { $number } of { $count }: { $meaning }. Type { $sounds } again for the next.
table-sounds-state = Sounds are { $state ->
    [on] on, at volume { $volume }
   *[off] off
}. Choices: { $on }, { $off }, or a volume from 0 to 100.
table-sounds-now-on = Sounds on, at volume { $volume }.
table-sounds-now-off = Sounds off.
table-sounds-volume = Sounds at volume { $volume }.
table-sounds-bad = No sounds setting "{ $given }": choose { $on }, { $off }, or a volume from 0 to 100.

## The device that plays them.

sound-no-device = No sound device here: the game goes on without sounds.
sound-player-failed = Sounds stopped: the player failed ({ $error }). The game goes on without them.
