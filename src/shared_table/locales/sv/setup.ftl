## Who sits where: seats, levels, names and the table's own refusals (table/, core/safe_text.py, console/play.py).

table-seats-range = { $fewest } till { $most } spelare
table-seats-exactly = { $count } spelare
table-setup-players = { $count } spelare i ett spel { $game }, som är för { $seats }
table-setup-option = { $option } är inget alternativ i { $game }
table-no-level = ingen datornivå "{ $given }": nivåerna är { $levels }
table-tournament-seats = --seats anger { $count } platser: { $game } är för { $seats }, till exempel { $like }
table-no-seat = Det finns ingen plats { $seat } vid det här bordet med { $seats }.
table-not-their-turn = Det är { GENITIVE($name, sibilant: "") } tur, inte { GENITIVE($other, sibilant: "") }.
table-no-taking-back = I { $game } kan ett drag inte tas tillbaka.
table-nothing-to-take-back = Inget att ta tillbaka: inget drag har gjorts i det här spelet än.
table-name-control = { $option }: ett namn får inte innehålla styrtecken; använd bokstäver, siffror, mellanslag och skiljetecken
table-name-too-long = { $option }: ett namn har högst { $most } tecken och det här har { $length }; använd ett kortare namn
table-name-empty = ett namn är tomt: ange namn som --name Sam eller --humans Ann,Bob
table-bots-empty-level = --bots "{ $given }" har en tom nivå: skriv nivåerna med kommatecken, som medium,medium
table-too-many-or-few = { $given }: { $game } spelas av { $seats } totalt, dig inräknad
table-given-players = --players { $count }
table-given-humans-and-bots = { $count } spelare från --humans och --bots
table-given-humans = --humans anger { $count } personer
table-given-bots = --bots anger { $count } datorspelare
table-no-seat-for-people = --players { $count } lämnar ingen plats för { $people } personer
table-too-many-levels = --bots anger { $levels } nivåer för { $seats } datorspelare
table-games-count = --games { $count }: spela 1 till { $most } spel

## shared-table tournament (console/tournament_command.py).

table-tournament-heading = { $games } spel { $game }{ $rotating ->
    [yes] , platserna roterar
   *[no] {""}
}. { $lower ->
    [yes] Lägst poäng är bäst.
   *[no] Högst poäng är bäst.
}
table-tournament-seat = Plats { $seat }, { $level }: medel { $mean } { $points }{ $spread ->
    [yes] , 95 % intervall plus minus { $interval }
   *[no] {""}
}, { $wins ->
    [one] { $wins } vinst
   *[other] { $wins } vinster
}.

# The host of a table (table/host.py): a device asking what it may not.
host-no-table = Det finns inget bord { $given } här.
host-seat-not-free = Plats { $seat } är inte en ledig plats för en person.
host-not-your-seat = Du kan inte spela för { $name }: den platsen är inte din.
host-move-not-saved = Draget gjordes inte, eftersom det inte kunde sparas ({ $reason }). Ingen har hört om det; försök igen.
host-undo-heard = Det är för sent att ångra: { $name } har redan hört det.
host-new-asked = { $name } vill ha ett nytt spel. Be själv om ett nytt spel för att säga ja, eller gör ditt nästa drag för att säga nej.
host-new-waiting = Ett nytt spel behöver ett ja från { $names } också.
host-new-refused = { $name } spelade vidare: inget nytt spel.
host-new-dealt-away = Ett nytt spel delades ut medan du var borta, efter att det förra tog slut.
host-seat-taken-elsewhere = Din plats togs på en annan enhet: den här spelar inte längre för den.
