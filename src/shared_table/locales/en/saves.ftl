## Saved games: the save file's problems, saving as the game goes, listing and replaying (saves/, console/saved_games.py).

save-setup-not-a-table = not a saved table: { $value }
save-setup-players = saved players are not a list of names: { $value }
save-setup-levels = saved bot levels do not match the players: { $value }
save-setup-seat-or-seed = saved seat { $seat } or seed { $seed } is not valid
save-setup-seat-is-a-bot = saved seat { $seat } is a computer player's, not a person's
save-setup-options = saved options are not a list of names: { $value }

## The save file on disk (saves/store.py, saves/files.py).

save-read-only-place = { $place } is read-only
save-cannot-keep = saved games cannot be kept in { $path }: { $reason }
save-set-aside = Saved games: { $refusal }. It is kept as { $kept }, unchanged; games are saved in { $path } as before.
save-cannot-read-path = { $path } cannot be read ({ $reason })
save-in-use = game { $id } is being played in another window right now: go on there, or quit it there first
save-deleted-elsewhere = game { $id } is no longer in { $path }: it was deleted
save-already-saved = move { $move } of game { $id } was already saved by another window
save-changed-elsewhere = game { $id } was changed by another window
save-missing-move = game { $id } in { $path } is missing move { $move }
save-move-unreadable = move { $move } of game { $id } in { $path } is not readable
save-reason-read-only = it is read-only
save-reason-disk-full = the disk is full
save-reason-disk-error = a disk error: the disk may be full or failing
save-damaged = { $path } is damaged ({ $detail })
save-no-answer = no answer
save-not-ours = { $path } is a database, but not of Shared Table's saved games
save-unreadable = { $path } cannot be read as saved games ({ $error })
save-not-now = { $path } cannot be read just now ({ $error })
save-database-unreachable = cannot use the database { $path }: { $error }. Check that PostgreSQL runs there and that the address after --database is right
save-lease-lost = another server hosts this table now, so this one saves no more of it
save-reason-no-database = the database does not answer
save-no-version = { $path } has no schema version: it may have been edited by hand
save-newer = { $path } was written by a newer Shared Table (save format { $version }; this one reads up to { $newest })
save-not-a-saved = not a saved { $what ->
    [action] action
    [event] event
   *[view] view
}: { $problem }

## Saving as the game goes (console/saved_games.py).

save-off = Saving is off: { $problem }. The game goes on, unsaved.
save-stopped = Saving stopped: { $problem }. This game goes on unsaved; its first { $saved } moves stay saved.
save-stopped-unsaved = Saving stopped: { $problem }. This game goes on unsaved.
save-failed = Saving failed: { $path } could not be written ({ $reason }). The game goes on, and its moves are saved as soon as the file can be written.
save-works-again = Saving works again: every move so far is saved.
save-take-back-failed = Saving stopped: the move taken back could not be removed from { $path } ({ $reason }). This game goes on unsaved.
save-stopping-partial = Its first { $saved } moves are saved as game { $id }; the rest was not saved.
save-stopping-pending = Its last { $pending } moves could not be saved ({ $reason }); the moves before are: shared-table play --resume { $id }.
save-stopping-saved = It is saved: go on with shared-table play --resume { $id }.
save-new-table-off = Saving is off for this game: { $reason }. It goes on, unsaved.
save-new-table = It is saved as game { $id }.
save-game-number = game { $id }

## Finding, resuming, listing and replaying saved games.

save-unknown-kind = game { $id } is a game of { $kind }, which this version does not have
save-nothing-to-resume = there is no unfinished game to resume: start one with shared-table play
save-nothing-of-game-to-resume = there is no unfinished game of { $game } to resume: start one with shared-table play
save-no-such-game = no saved game "{ $given }": the saved games are { $known } (see shared-table games)
save-no-games-yet = no saved game "{ $given }": there are no saved games yet (shared-table play starts one)
save-other-game = game { $id } is a game of { $kind }, not { $game }: resume it with shared-table play --resume { $id }
save-cannot-read-game = game { $id } in { $path } cannot be read ({ $problem })
save-does-not-replay = game { $id } in { $path } does not replay by the rules ({ $problem })
save-cannot-open = saved games cannot be opened ({ $problem }), so there is nothing to resume
save-deleted = Deleted game { $id }.
save-none = No saved games yet in { $path }.
save-listed-unknown = Game { $id }: a game of { $kind }, which this version does not have.
save-unknown-players = unknown players
save-listed = Game { $id }, { $game }: { $players }; { $finished ->
    [yes] finished
   *[no] { $stage }, unfinished
}; { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}; last played { $when }.
# A Babel (CLDR) date pattern: day, month's name, year, hours and minutes.
save-when-format = d MMMM y, HH:mm
save-replay-header = Game { $id }, { $game }, as { $name } knew it.
save-replay-unfinished = The game stops here, unfinished: resume it with shared-table play --resume { $id }.
save-replay-no-such = { $over ->
        [yes] game { $id } has { $parts }
       *[no] game { $id } has { $parts } so far
    }: give --round { $count ->
        [1] 1
       *[other] 1 to { $count }
    }
save-no-player = no player "{ $given }" in this game: the players are { $names }

# A log (-wal) that changed on the disk: read as far as it can be, the files copied aside first.
save-wal-damaged = its log { $wal } has changed on the disk at write { $frame }, so { $dropped ->
        [one] the write from there
       *[other] the { $dropped } writes from there
    } could not be read
save-copied-aside = Saved games: { $damage }. The games saved there may lack their last moves. The files as they were are kept as { $kept }, with its -wal and -shm, unchanged; games are saved in { $path } as before.

# A saved move whose own check fails: changed on the disk since it was saved.
save-move-changed = move { $move } of game { $id } in { $path } has changed on the disk since it was saved (its check does not match)
save-move-changed-told = Move { $move } of game { $id } in { $path } has changed on the disk since it was saved: the game is told up to the move before it.
save-move-changed-cut = Move { $move } of game { $id } has changed on the disk since it was saved: the game goes on from the move before it. The files as they were are kept as { $kept }, unchanged; games are saved in { $path } as before.
save-cut-short = { $path } is cut short ({ $size } bytes, no tables) while its log beside it holds writes
save-delete-read-only = game { $id } cannot be deleted: { $path } is read-only here, so nothing in it can change
save-delete-failed = game { $id } could not be deleted from { $path } ({ $reason }); it is still there

# The disk was full at the start: saving starts once it has room.
save-off-for-now = Saving is off for now: { $problem }. The game goes on, and is saved from its first move once there is room.
save-started-late = Saving works now: the game is saved as game { $id }, with its { $moves } moves so far.
save-stopping-unsaved = It was not saved: the disk never had room.
save-header-changed = its header names a file format no SQLite writes
save-move-changed-not-kept = move { $move } of game { $id } has changed on the disk since it was saved, and the files could not be copied aside ({ $reason }), so the game is left as it is in { $path }
save-no-room-yet = the disk has no room yet
save-table-unreadable = Table { $code } cannot be reopened: the server's save file is damaged where its game is kept.
save-salvaged = Saved games: { $refusal }. It is kept as { $kept }, unchanged. What could still be read of it is saved in { $path }: { $games } games, { $cut } of them up to the damage, and { $tables } tables of a server.
save-moves-lost = The save file was damaged: game { $id } holds { $moves } moves, but { $heard } had been told. The game goes on from move { $moves }.
