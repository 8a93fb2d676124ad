## Who sits where: seats, levels, names and the table's own refusals (table/, core/safe_text.py, console/play.py).

table-seats-range = { $fewest } to { $most } players
table-seats-exactly = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
table-setup-players = { $count } players at a game of { $game }, which takes { $seats }
table-setup-option = { $option } is not an option of { $game }
table-no-level = no bot level "{ $given }": levels are { $levels }
table-tournament-seats = --seats names { $count } seats: { $game } takes { $seats }, like { $like }
table-no-seat = There is no seat { $seat } at this table of { $seats }.
table-not-their-turn = It is { $name }'s turn, not { $other }'s.
table-no-taking-back = In { $game } a move cannot be taken back.
table-nothing-to-take-back = Nothing to take back: no move has been made in this game yet.
table-name-control = { $option }: a name cannot contain control characters; use letters, digits, spaces and punctuation
table-name-too-long = { $option }: a name has at most { $most } characters and this one has { $length }; use a shorter name
table-name-empty = a name is empty: give names like --name Sam, or --humans Ann,Bob
table-bots-empty-level = --bots "{ $given }" has an empty level: list levels with commas, like medium,medium
table-too-many-or-few = { $given }: { $game } is played by { $seats } in all, you included
table-given-players = --players { $count }
table-given-humans-and-bots = { $count } players from --humans and --bots
table-given-humans = --humans names { $count } people
table-given-bots = --bots names { $count } computer players
table-no-seat-for-people = --players { $count } leaves no seat for { $people } people
table-too-many-levels = --bots names { $levels } levels for { $seats } computer players
table-games-count = --games { $count }: play 1 to { $most } games

## shared-table tournament (console/tournament_command.py).

table-tournament-heading = { $games ->
    [one] { $games } game
   *[other] { $games } games
} of { $game }{ $rotating ->
    [yes] , seats rotating
   *[no] {""}
}. { $lower ->
    [yes] Lower scores are better.
   *[no] Higher scores are better.
}
table-tournament-seat = Seat { $seat }, { $level }: mean { $mean } { $points }{ $spread ->
    [yes] , 95% interval plus or minus { $interval }
   *[no] {""}
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}.

# The host of a table (table/host.py): a device asking what it may not.
host-no-table = There is no table { $given } here.
host-seat-not-free = Seat { $seat } is not a free seat for a person.
host-not-your-seat = You cannot play for { $name }: that seat is not yours.
host-move-not-saved = That move was not made: it could not be saved ({ $reason }). Nobody heard of it; try again.
host-undo-heard = It is too late to take that back: { $name } has already heard it.
host-new-asked = { $name } asks for a new game. Ask for one too to say yes, or play your next move to say no.
host-new-waiting = A new game needs a yes from { $names } too.
host-new-refused = { $name } played on: no new game.
host-new-dealt-away = A new game was dealt while you were away, after the last one ended.
host-seat-taken-elsewhere = Your seat was taken on another device: this one no longer plays for it.
