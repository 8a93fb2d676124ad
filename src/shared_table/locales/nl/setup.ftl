## Who sits where: seats, levels, names and the table's own refusals (table/, core/safe_text.py, console/play.py).

table-seats-range = { $fewest } tot en met { $most } spelers
table-seats-exactly = { $count ->
    [one] { $count } speler
   *[other] { $count } spelers
}
table-setup-players = { $count } spelers: { $game } is voor { $seats }
table-setup-option = { $option } is geen optie van { $game }
table-no-level = geen computerniveau "{ $given }": de niveaus zijn { $levels }
table-tournament-seats = --seats noemt { $count } plaatsen: { $game } is voor { $seats }, zoals { $like }
table-no-seat = Er is geen plaats { $seat } aan deze tafel van { $seats }.
table-not-their-turn = { $name } is aan de beurt, niet { $other }.
table-no-taking-back = In { $game } kan een zet niet worden teruggenomen.
table-nothing-to-take-back = Niets terug te nemen: er is in dit spel nog geen zet gedaan.
table-name-control = { $option }: een naam mag geen stuurtekens bevatten; gebruik letters, cijfers, spaties en leestekens
table-name-too-long = { $option }: een naam heeft hoogstens { $most } tekens en deze heeft er { $length }; gebruik een kortere naam
table-name-empty = een naam is leeg: geef namen zoals --name Sam, of --humans Ann,Bob
table-bots-empty-level = --bots "{ $given }" heeft een leeg niveau: noem de niveaus met komma's, zoals medium,medium
table-too-many-or-few = { $given }: { $game } speel je met { $seats }, jijzelf meegeteld
table-given-players = --players { $count }
table-given-humans-and-bots = { $count } spelers uit --humans en --bots
table-given-humans = --humans noemt { $count } mensen
table-given-bots = --bots noemt { $count } computerspelers
table-no-seat-for-people = --players { $count } laat geen plaats voor { $people } mensen
table-too-many-levels = --bots noemt { $levels } niveaus voor { $seats } computerspelers
table-games-count = --games { $count }: speel 1 tot en met { $most } spellen

## shared-table tournament (console/tournament_command.py).

table-tournament-heading = { $games ->
    [one] { $games } spel
   *[other] { $games } spellen
} { $game }{ $rotating ->
    [yes] , plaatsen wisselend
   *[no] {""}
}. { $lower ->
    [yes] Minder punten is beter.
   *[no] Meer punten is beter.
}
table-tournament-seat = Plaats { $seat }, { $level }: gemiddeld { $mean } { $points }{ $spread ->
    [yes] , 95%-interval plus of min { $interval }
   *[no] {""}
}, { $wins ->
    [one] { $wins } overwinning
   *[other] { $wins } overwinningen
}.

# The host of a table (table/host.py): a device asking what it may not.
host-no-table = Er is hier geen tafel { $given }.
host-seat-not-free = Plaats { $seat } is geen vrije plaats voor een persoon.
host-not-your-seat = Je kunt niet voor { $name } spelen: die plaats is niet van jou.
host-move-not-saved = Die zet is niet gedaan, want hij kon niet worden opgeslagen ({ $reason }). Niemand heeft ervan gehoord; probeer het opnieuw.
host-undo-heard = Het is te laat om dat terug te nemen: { $name } heeft het al gehoord.
host-new-asked = { $name } wil een nieuw spel. Vraag zelf ook een nieuw spel om ja te zeggen, of doe je volgende zet om nee te zeggen.
host-new-waiting = Voor een nieuw spel is ook een ja nodig van { $names }.
host-new-refused = { $name } speelde verder: geen nieuw spel.
host-new-dealt-away = Er is een nieuw spel gedeeld terwijl je weg was, nadat het vorige was afgelopen.
host-seat-taken-elsewhere = Je plaats is op een ander apparaat ingenomen: dit apparaat speelt er niet meer voor.
