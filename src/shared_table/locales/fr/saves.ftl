## Saved games: the save file's problems, saving as the game goes, listing and replaying (saves/, console/saved_games.py).

save-setup-not-a-table = pas une table enregistrée : { $value }
save-setup-players = les joueurs enregistrés ne sont pas une liste de noms : { $value }
save-setup-levels = les niveaux d'ordinateur enregistrés ne correspondent pas aux joueurs : { $value }
save-setup-seat-or-seed = la place { $seat } ou la graine { $seed } enregistrée n'est pas valable
save-setup-seat-is-a-bot = la place enregistrée { $seat } est celle d'un joueur ordinateur, pas d'une personne
save-setup-options = les options enregistrées ne sont pas une liste de noms : { $value }

## The save file on disk (saves/store.py, saves/files.py).

save-read-only-place = { $place } est en lecture seule
save-cannot-keep = les parties enregistrées ne peuvent pas être gardées dans { $path } : { $reason }
save-set-aside = Parties enregistrées : { $refusal }. Il est conservé sous { $kept }, inchangé ; les parties sont enregistrées dans { $path } comme avant.
save-cannot-read-path = { $path } ne peut pas être lu ({ $reason })
save-in-use = la partie { $id } est jouée dans une autre fenêtre en ce moment : continuez-la là-bas, ou quittez-la d'abord là-bas
save-deleted-elsewhere = la partie { $id } n'est plus dans { $path } : elle a été supprimée
save-already-saved = le coup { $move } de la partie { $id } a déjà été enregistré par une autre fenêtre
save-changed-elsewhere = la partie { $id } a été modifiée par une autre fenêtre
save-missing-move = il manque le coup { $move } à la partie { $id } dans { $path }
save-move-unreadable = le coup { $move } de la partie { $id } dans { $path } n'est pas lisible
save-reason-read-only = il est en lecture seule
save-reason-disk-full = le disque est plein
save-reason-disk-error = une erreur de disque : le disque est peut-être plein ou défaillant
save-damaged = { $path } est endommagé ({ $detail })
save-no-answer = pas de réponse
save-not-ours = { $path } est une base de données, mais pas de parties enregistrées de Shared Table
save-unreadable = { $path } ne peut pas être lu comme des parties enregistrées ({ $error })
save-not-now = { $path } ne peut pas être lu pour le moment ({ $error })
save-database-unreachable = impossible d'utiliser la base { $path } : { $error }. Vérifiez que PostgreSQL y tourne et que l'adresse après --database est juste
save-lease-lost = un autre serveur accueille cette table maintenant, donc celui-ci n'en enregistre plus rien
save-reason-no-database = la base de données ne répond pas
save-no-version = { $path } n'a pas de version de schéma : il a peut-être été modifié à la main
save-newer = { $path } a été écrit par une version plus récente de Shared Table (format { $version } ; celle-ci lit jusqu'au format { $newest })
save-not-a-saved = { $what ->
    [action] pas un coup enregistré
    [event] pas un événement enregistré
   *[view] pas une vue enregistrée
} : { $problem }

## Saving as the game goes (console/saved_games.py).

save-off = L'enregistrement est désactivé : { $problem }. La partie continue sans être enregistrée.
save-stopped = L'enregistrement s'est arrêté : { $problem }. Cette partie continue sans être enregistrée ; ses { $saved } premiers coups restent enregistrés.
save-stopped-unsaved = L'enregistrement s'est arrêté : { $problem }. Cette partie continue sans être enregistrée.
save-failed = L'enregistrement a échoué : { $path } n'a pas pu être écrit ({ $reason }). La partie continue, et ses coups seront enregistrés dès que le fichier pourra être écrit.
save-works-again = L'enregistrement marche de nouveau : tous les coups jusqu'ici sont enregistrés.
save-take-back-failed = L'enregistrement s'est arrêté : le coup repris n'a pas pu être retiré de { $path } ({ $reason }). Cette partie continue sans être enregistrée.
save-stopping-partial = Ses { $saved } premiers coups sont enregistrés comme partie { $id } ; le reste ne l'a pas été.
save-stopping-pending = Ses { $pending } derniers coups n'ont pas pu être enregistrés ({ $reason }) ; les coups d'avant le sont : shared-table play --resume { $id }.
save-stopping-saved = Elle est enregistrée : continuez avec shared-table play --resume { $id }.
save-new-table-off = L'enregistrement est désactivé pour cette partie : { $reason }. Elle continue sans être enregistrée.
save-new-table = Elle est enregistrée comme partie { $id }.
save-game-number = la partie { $id }

## Finding, resuming, listing and replaying saved games.

save-unknown-kind = la partie { $id } est une partie de { $kind }, que cette version n'a pas
save-nothing-to-resume = il n'y a pas de partie inachevée à reprendre : commencez-en une avec shared-table play
save-nothing-of-game-to-resume = il n'y a pas de partie inachevée de { $game } à reprendre : commencez-en une avec shared-table play
save-no-such-game = pas de partie enregistrée « { $given } » : les parties enregistrées sont { $known } (voir shared-table games)
save-no-games-yet = pas de partie enregistrée « { $given } » : il n'y a encore aucune partie enregistrée (shared-table play en commence une)
save-other-game = la partie { $id } est une partie de { $kind }, pas de { $game } : reprenez-la avec shared-table play --resume { $id }
save-cannot-read-game = la partie { $id } dans { $path } ne peut pas être lue ({ $problem })
save-does-not-replay = la partie { $id } dans { $path } ne se rejoue pas selon les règles ({ $problem })
save-cannot-open = les parties enregistrées ne peuvent pas être ouvertes ({ $problem }), donc il n'y a rien à reprendre
save-deleted = Partie { $id } supprimée.
save-none = Pas encore de partie enregistrée dans { $path }.
save-listed-unknown = Partie { $id } : une partie de { $kind }, que cette version n'a pas.
save-unknown-players = joueurs inconnus
save-listed = Partie { $id }, { $game } : { $players } ; { $finished ->
    [yes] finie
   *[no] { $stage }, inachevée
} ; { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
} ; jouée pour la dernière fois le { $when }.
# A Babel (CLDR) date pattern: day, month's name, year, hours and minutes.
save-when-format = d MMMM y, HH:mm
save-replay-header = Partie { $id }, { $game }, telle { INITIAL($name) ->
        [vowel] qu'{ $name }
       *[other] que { $name }
    } l'a vécue.
save-replay-unfinished = La partie s'arrête ici, inachevée : reprenez-la avec shared-table play --resume { $id }.
save-replay-no-such = { $over ->
        [yes] la partie { $id } compte { $parts }
       *[no] la partie { $id } compte jusqu'ici { $parts }
    } : donnez --round { $count ->
        [1] 1
       *[other] 1 à { $count }
    }
save-no-player = pas de joueur « { $given } » dans cette partie : les joueurs sont { $names }

# A log (-wal) that changed on the disk: read as far as it can be, the files copied aside first.
save-wal-damaged = son journal { $wal } a changé sur le disque à l'écriture { $frame }, donc { $dropped ->
        [one] l'écriture à partir de là n'a pas pu être lue
       *[other] les { $dropped } écritures à partir de là n'ont pas pu être lues
    }
save-copied-aside = Parties enregistrées : { $damage }. Il peut manquer leurs derniers coups aux parties qui y sont enregistrées. Les fichiers tels qu'ils étaient sont conservés intacts sous { $kept }, avec leurs -wal et -shm ; les parties sont enregistrées dans { $path } comme avant.

# A saved move whose own check fails: changed on the disk since it was saved.
save-move-changed = le coup { $move } de la partie { $id } dans { $path } a changé sur le disque depuis son enregistrement (son contrôle ne correspond pas)
save-move-changed-told = Le coup { $move } de la partie { $id } dans { $path } a changé sur le disque depuis son enregistrement : la partie est racontée jusqu'au coup d'avant.
save-move-changed-cut = Le coup { $move } de la partie { $id } a changé sur le disque depuis son enregistrement : la partie reprend au coup d'avant. Les fichiers tels qu'ils étaient sont conservés intacts sous { $kept } ; les parties sont enregistrées dans { $path } comme avant.
save-cut-short = { $path } est tronqué ({ $size } octets, aucune table) alors que son journal à côté contient des écritures
save-delete-read-only = la partie { $id } ne peut pas être supprimée : { $path } est ici en lecture seule, rien n'y peut changer
save-delete-failed = la partie { $id } n'a pas pu être supprimée de { $path } ({ $reason }) ; elle y est toujours

# The disk was full at the start: saving starts once it has room.
save-off-for-now = L'enregistrement est coupé pour l'instant : { $problem }. La partie continue et sera enregistrée depuis son premier coup dès qu'il y aura de la place.
save-started-late = L'enregistrement fonctionne maintenant : la partie est enregistrée comme partie { $id }, avec ses { $moves } coups jusqu'ici.
save-stopping-unsaved = Elle n'a pas été enregistrée : le disque n'a jamais eu de place.
save-header-changed = son en-tête indique un format de fichier qu'aucun SQLite n'écrit
save-move-changed-not-kept = le coup { $move } de la partie { $id } a changé sur le disque depuis son enregistrement, et les fichiers n'ont pas pu être copiés à part ({ $reason }), donc la partie reste telle quelle dans { $path }
save-no-room-yet = le disque n'a pas encore de place
save-table-unreadable = La table { $code } ne peut pas être rouverte : le fichier de sauvegarde du serveur est abîmé là où sa partie est enregistrée.
save-salvaged = Parties enregistrées : { $refusal }. Il est conservé sous { $kept }, inchangé. Ce qui pouvait encore en être lu est enregistré dans { $path } : { $games } parties, dont { $cut } jusqu'au dommage, et { $tables } tables d'un serveur.
save-moves-lost = Le fichier de sauvegarde a été abîmé : la partie { $id } compte { $moves } coups, mais { $heard } avaient été annoncés. La partie reprend au coup { $moves }.
