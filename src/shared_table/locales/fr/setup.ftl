## Who sits where: seats, levels, names and the table's own refusals (table/, core/safe_text.py, console/play.py).

table-seats-range = de { $fewest } à { $most } joueurs
table-seats-exactly = { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}
table-setup-players = { $count } joueurs à une partie de { $game }, qui se joue avec { $seats }
table-setup-option = { $option } n'est pas une option de { $game }
table-no-level = pas de niveau d'ordinateur « { $given } » : les niveaux sont { $levels }
table-tournament-seats = --seats nomme { $count } places : { $game } se joue avec { $seats }, par exemple { $like }
table-no-seat = Il n'y a pas de place { $seat } à cette table de { $seats }.
table-not-their-turn = C'est au tour { INITIAL($name) ->
        [vowel] d'{ $name }
       *[other] de { $name }
    }, pas { INITIAL($other) ->
        [vowel] d'{ $other }
       *[other] de { $other }
    }.
table-no-taking-back = Dans { $game }, un coup ne peut pas être repris.
table-nothing-to-take-back = Rien à reprendre : aucun coup n'a encore été joué dans cette partie.
table-name-control = { $option } : un nom ne peut pas contenir de caractères de contrôle ; utilisez des lettres, des chiffres, des espaces et de la ponctuation
table-name-too-long = { $option } : un nom a au plus { $most } caractères et celui-ci en a { $length } ; utilisez un nom plus court
table-name-empty = un nom est vide : donnez des noms comme --name Sam, ou --humans Ann,Bob
table-bots-empty-level = --bots « { $given } » a un niveau vide : séparez les niveaux par des virgules, comme medium,medium
table-too-many-or-few = { $given } : { $game } se joue avec { $seats } en tout, vous compris
table-given-players = --players { $count }
table-given-humans-and-bots = { $count } joueurs d'après --humans et --bots
table-given-humans = --humans nomme { $count } personnes
table-given-bots = --bots nomme { $count } joueurs ordinateur
table-no-seat-for-people = --players { $count } ne laisse pas de place pour { $people } personnes
table-too-many-levels = --bots nomme { $levels } niveaux pour { $seats } joueurs ordinateur
table-games-count = --games { $count } : jouez de 1 à { $most } parties

## shared-table tournament (console/tournament_command.py).

table-tournament-heading = { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} de { $game }{ $rotating ->
    [yes] , les places tournent
   *[no] {""}
}. { $lower ->
    [yes] Moins de points, c'est mieux.
   *[no] Plus de points, c'est mieux.
}
table-tournament-seat = Place { $seat }, { $level } : moyenne { $mean } { $points }{ $spread ->
    [yes] , intervalle à 95 % plus ou moins { $interval }
   *[no] {""}
}, { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}.

# The host of a table (table/host.py): a device asking what it may not.
host-no-table = Il n'y a pas de table { $given } ici.
host-seat-not-free = La place { $seat } n'est pas une place libre pour une personne.
host-not-your-seat = Vous ne pouvez pas jouer pour { $name } : cette place n'est pas la vôtre.
host-move-not-saved = Ce coup n'a pas été joué, car il n'a pas pu être enregistré ({ $reason }). Personne n'en a été informé ; réessayez.
host-undo-heard = Il est trop tard pour annuler : { $name } l'a déjà entendu.
host-new-asked = { $name } demande une nouvelle partie. Demandez-en une aussi pour accepter, ou jouez votre prochain coup pour refuser.
host-new-waiting = Une nouvelle partie attend aussi l'accord de { $names }.
host-new-refused = { $name } a continué à jouer : pas de nouvelle partie.
host-new-dealt-away = Une nouvelle partie a été distribuée pendant votre absence, après la fin de la précédente.
host-seat-taken-elsewhere = Votre place a été prise sur un autre appareil : celui-ci ne joue plus pour elle.
