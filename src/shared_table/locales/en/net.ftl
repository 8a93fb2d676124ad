# Playing together from your own devices: shared-table serve, play --server, join (net/, console/remote.py).

cli-server-help = the server's address, like http://192.168.1.20:8765 (the config file's server key gives a default)
cli-guests-help = seats held for people who join from their own devices (1 unless given); without --players, the table is you, your guests, and a computer player for each --bots level
cli-join-help = sit at a table on a server, from this terminal
cli-join-description = Take a free seat at a table someone opened with shared-table play --server. Joining the same table again from this account takes back the seat you held there.
cli-join-code-help = the table's code, as its opener read it out
cli-serve-help = host tables for people playing from their own devices
cli-serve-description = Serve tables over the network until Ctrl+C. The first line says where. Games are saved as on this computer, and a server started again brings its tables back.
cli-serve-host-help = the address to listen on (127.0.0.1 unless given: only this computer)
cli-serve-port-help = the port to listen on (8765; 0 picks a free one)
cli-serve-certfile-help = a TLS certificate, to serve https and wss (with --keyfile)
cli-serve-keyfile-help = the TLS certificate's private key
cli-serve-joins-help = tables opened or joined from one address in a minute, at most (20): codes cannot be found by guessing
cli-serve-seeds-help = for tests only: an open with a number for the deal uses it even at a table with guests, so its opener knows every hand (off)
cli-serve-database-help = keep tables, games and moves in this PostgreSQL database (postgresql://USER@HOST/NAME), shared with other serve processes, instead of the save file
cli-serve-lease-help = with --database: seconds a table stays with a process that stops answering before another takes it (10)

net-opened = Table { $code }. Others join with: shared-table join { $code } --server { $url }
net-opened-link = Or send this link, to play in a browser: { $link }
net-joined-table = You are at table { $code }.
net-lobby = At the table: { $joined }. { $waiting ->
    [0] Everyone is here.
    [one] Waiting for 1 more person. The opener can type start to begin now.
   *[other] Waiting for { $waiting } more people. The opener can type start to begin now.
}
net-lobby-waiting = The game has not started yet. The opener can type start to begin with computer players in the empty seats.
net-joined = { $name } joined the table.
net-back = { $name } is back.
net-dropped = { $name } lost the connection. The table waits for them; { $opener } can type hold { $name } to let a computer player keep the seat.
net-left = { $name } left the table. The table waits for them; { $opener } can type hold { $name } to let a computer player keep the seat.
net-held = A computer player keeps { $name }'s seat until they come back.
net-hold-done = A computer player keeps { $name }'s seat.
net-hold-who = No person called { $given } sits at this table.
net-hold-here = { $name } is still connected, or the game has not started.
net-only-opener-starts = Only { $name }, who opened the table, can start the game.
net-only-opener-holds = Only { $name }, who opened the table, can let a computer player keep a seat.
net-started-already = The game has started already.
net-not-started = The game has not started: { $waiting ->
    [one] 1 seat is still free.
   *[other] { $waiting } seats are still free.
}
net-seated-already = This connection has a seat already.
net-not-seated = Open a table or join one first.
net-too-many-joins = Too many tables tried from this address. Wait a minute, then try again.
net-seed-with-guests = A table with guests is dealt at random, so that nobody knows another's cards. A number for the deal is only for a game alone.
net-guessing-paused = Too many wrong table codes were tried on this server in the last minute, so joining by code waits. Try again in a minute. Coming back to your own seat still works.
net-replaced = Your seat was taken on another device. This connection is closed; play on there.
net-no-table = There is no table { $code } on this server. Check the code with the person who opened it.
net-table-full = Table { $code } has no free seat.
net-guests = { $given } guests is too many or too few: from 0 to { $most }.
net-bad-url = { $given } is not a server address: give one like http://192.168.1.20:8765.
net-cannot-connect = Cannot reach the server at { $url }: { $reason }.
net-no-server = Which server? Give --server URL, or set server in the config file.
net-reconnecting = The connection to the server was lost. Trying again.
net-reconnected = Connected again.
net-gone = The server at { $url } cannot be reached any more. The game is saved there; join again later to play on.

host-stale-move = That move answered an older state of the table: something happened first. Listen, then try again.

wire-bad-words = A sentence came from the server in a form this program cannot read.
wire-bad-update = A change at the table came from the server in a form this program cannot read.
wire-too-long = That message is too long: at most { $most } bytes.
wire-not-json = That message is not JSON.
wire-no-kind = That message is not a JSON object with a kind.
wire-unknown-kind = No message kind { $given }. The kinds are { $known }.
wire-missing-field = A { $kind } message needs { $field }.
wire-wrong-type = The { $field } of a { $kind } message has the wrong type.
wire-extra-field = A { $kind } message has no field { $field }.
wire-flood = Too many messages: at most { $most } a second. That one was not read.
net-problem = { $problem }
net-stopping = The game stays at table { $code } on the server: join it again with shared-table join { $code }.
net-stopping-page = The game stays at table { $code } on the server: open the link again to sit down.
net-no-answer = The server did not answer. Try again.
net-table-name = table { $code }
wire-not-understood = That message could not be understood, and changed nothing.
net-table-fault = Something went wrong at this table, and it was written in the server's log. Every move made so far is saved.
net-not-a-line-seat = This connection sends moves, not lines: join with join-lines to send what a person types.
net-help-hold = At a table on a server, the opener can also type hold and a name, to let a computer player keep the seat of someone who lost the connection.
# A reopened table whose saved move changed on the server's disk, as its people hear it: the server's paths are not theirs.
net-save-move-changed = The server's save of this game changed on its disk at move { $move }: the game goes on from the move before it.
net-table-moving = Table { $code } is moving to another server just now. Try again in a moment.
net-database-waiting = The server is waiting for its database. Your moves wait until it is back.
net-database-back = The database is back. Play goes on.

# The terminal client while the server cannot be reached, and how it ends (issue 41).
net-still-trying = Still trying to reach the server. Type { $quit } to stop.
net-move-waiting = Not connected to the server just now. Your move will be sent when it is back.
net-move-already-waiting = A move is already waiting to be sent. Try this one when the server is back.
net-not-connected = Not connected to the server just now. Try again when it is back.
net-stopping-join = The game stays at table { $code } on the server: join it again with shared-table join { $code } --server { $url }.
net-ended = This program has stopped.
net-ended-enter = This program has stopped. Press Enter to go back to the command line.
net-untrusted = The server at { $url } has a certificate this computer does not trust: { $reason }. If the server uses its own self-signed certificate, get that file from whoever runs it and add --cafile FILE.
net-cafile-unreadable = The certificate file { $file } cannot be used: { $reason }.
net-no-hot-seat = --humans is for people sharing one keyboard. At a server, each person joins from their own device: use --guests N instead.
cli-cafile-help = a certificate to trust for an https server, such as its own self-signed one

# Issue 41: nobody hears their own name in the third person; hold by any unambiguous beginning; help before the game.
net-dropped-you = { $name } lost the connection. The table waits for them; you can type hold { $name } to let a computer player keep the seat.
net-left-you = { $name } left the table. The table waits for them; you can type hold { $name } to let a computer player keep the seat.
net-hold-which = More than one name here begins with { $given }: { $names }. Type more of the name.
net-table-begun = The game at table { $code } has begun: no seat is free.
net-lobby-yours = At the table: { $joined }. { $waiting ->
    [0] Everyone is here.
    [one] Waiting for 1 more person. You can type start to begin now.
   *[other] Waiting for { $waiting } more people. You can type start to begin now.
}
net-lobby-waiting-yours = The game has not started yet. You can type start to begin with computer players in the empty seats.
net-lobby-help-yours = Before the game begins, you can type start to begin now, with computer players in the empty seats, or { $quit } to leave the table. Once it begins, { $help } lists the game's commands.
net-lobby-help = Before the game begins, you can type { $quit } to leave the table. The game begins when every seat is taken, or when the person who opened the table types start. Then { $help } lists the game's commands.
table-cmd-hold = hold
table-cmd-hold-summary = let a computer player keep the seat of someone who lost the connection, until they come back
table-cmd-hold-argument = a name, or its beginning
table-cmd-hold-examples = hold Bob
table-cmd-hold-typed = {""}
table-hold-whom = Whose seat? Type hold and a name, like hold Bob.
# A seat a computer player kept while its person was away: its moves told as its own (issue 41).
host-kept-seat = While you were away, a computer player kept your seat.
table-kept-name = the computer player
net-no-sound = There is no sound { $given } here.
