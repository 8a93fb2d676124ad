## Who sits where: seats, levels, names and the table's own refusals (table/, core/safe_text.py, console/play.py).

table-seats-range = { $fewest } til { $most } spillere
table-seats-exactly = { $count ->
    [one] { $count } spiller
   *[other] { $count } spillere
}
table-setup-players = { $count } spillere i et spill { $game }, som er for { $seats }
table-setup-option = { $option } er ikke et valg i { $game }
table-no-level = ukjent nivå "{ $given }" for dataspillere: nivåene er { $levels }
table-tournament-seats = --seats oppgir { $count } plasser: { $game } er for { $seats }, for eksempel { $like }
table-no-seat = Det finnes ingen plass { $seat } ved dette bordet med { $seats }.
table-not-their-turn = Det er { $name } som har turen, ikke { $other }.
table-no-taking-back = I { $game } kan et trekk ikke tas tilbake.
table-nothing-to-take-back = Ingenting å ta tilbake: det er ikke gjort noe trekk i dette spillet ennå.
table-name-control = { $option }: et navn kan ikke inneholde kontrolltegn; bruk bokstaver, sifre, mellomrom og tegnsetting
table-name-too-long = { $option }: et navn har høyst { $most } tegn, og dette har { $length }; bruk et kortere navn
table-name-empty = et navn er tomt: oppgi navn som --name Sam eller --humans Ann,Bob
table-bots-empty-level = --bots "{ $given }" har et tomt nivå: skriv nivåene med komma, som medium,medium
table-too-many-or-few = { $given }: { $game } spilles av { $seats } i alt, deg selv medregnet
table-given-players = --players { $count }
table-given-humans-and-bots = { $count } spillere fra --humans og --bots
table-given-humans = --humans oppgir { $count } personer
table-given-bots = --bots oppgir { $count } dataspillere
table-no-seat-for-people = --players { $count } gir ingen plass til { $people } personer
table-too-many-levels = --bots oppgir { $levels } nivåer for { $seats } dataspillere
table-games-count = --games { $count }: spill 1 til { $most } spill

## shared-table tournament (console/tournament_command.py).

table-tournament-heading = { $games } spill { $game }{ $rotating ->
    [yes] , plassene roterer
   *[no] {""}
}. { $lower ->
    [yes] Færrest poeng er best.
   *[no] Flest poeng er best.
}
table-tournament-seat = Plass { $seat }, { $level }: snitt { $mean } { $points }{ $spread ->
    [yes] , 95 % intervall pluss minus { $interval }
   *[no] {""}
}, { $wins ->
    [one] { $wins } seier
   *[other] { $wins } seirer
}.

# The host of a table (table/host.py): a device asking what it may not.
host-no-table = Det finnes ikke noe bord { $given } her.
host-seat-not-free = Plass { $seat } er ikke en ledig plass for en person.
host-not-your-seat = Du kan ikke spille for { $name }: den plassen er ikke din.
host-move-not-saved = Trekket ble ikke gjort, for det kunne ikke lagres ({ $reason }). Ingen har hørt om det; prøv igjen.
host-undo-heard = Det er for sent å angre: { $name } har allerede hørt det.
host-new-asked = { $name } vil ha et nytt spill. Be selv om et nytt spill for å si ja, eller spill ditt neste trekk for å si nei.
host-new-waiting = Et nytt spill trenger også et ja fra { $names }.
host-new-refused = { $name } spilte videre: ikke noe nytt spill.
host-new-dealt-away = Et nytt spill ble delt ut mens du var borte, etter at det forrige var slutt.
host-seat-taken-elsewhere = Plassen din er tatt på en annen enhet: denne spiller ikke lenger for den.
