## Who sits where: seats, levels, names and the table's own refusals (table/, core/safe_text.py, console/play.py).

table-seats-range = { $fewest } til { $most } spillere
table-seats-exactly = { $count ->
    [one] { $count } spiller
   *[other] { $count } spillere
}
table-setup-players = { $count } spillere i et spil { $game }, som er for { $seats }
table-setup-option = { $option } er ikke en mulighed i { $game }
table-no-level = intet computerniveau "{ $given }": niveauerne er { $levels }
table-tournament-seats = --seats angiver { $count } pladser: { $game } er for { $seats }, for eksempel { $like }
table-no-seat = Der er ingen plads { $seat } ved dette bord med { $seats }.
table-not-their-turn = Det er { $name }, der har tur, ikke { $other }.
table-no-taking-back = I { $game } kan et træk ikke tages tilbage.
table-nothing-to-take-back = Intet at tage tilbage: der er ikke lavet noget træk i dette spil endnu.
table-name-control = { $option }: et navn må ikke indeholde kontroltegn; brug bogstaver, tal, mellemrum og tegnsætning
table-name-too-long = { $option }: et navn har højst { $most } tegn, og dette har { $length }; brug et kortere navn
table-name-empty = et navn er tomt: angiv navne som --name Sam eller --humans Ann,Bob
table-bots-empty-level = --bots "{ $given }" har et tomt niveau: skriv niveauerne med kommaer, som medium,medium
table-too-many-or-few = { $given }: { $game } spilles af { $seats } i alt, dig selv medregnet
table-given-players = --players { $count }
table-given-humans-and-bots = { $count } spillere fra --humans og --bots
table-given-humans = --humans angiver { $count } personer
table-given-bots = --bots angiver { $count } computerspillere
table-no-seat-for-people = --players { $count } giver ingen plads til { $people } personer
table-too-many-levels = --bots angiver { $levels } niveauer til { $seats } computerspillere
table-games-count = --games { $count }: spil 1 til { $most } spil

## shared-table tournament (console/tournament_command.py).

table-tournament-heading = { $games } spil { $game }{ $rotating ->
    [yes] , pladserne skifter
   *[no] {""}
}. { $lower ->
    [yes] Færrest point er bedst.
   *[no] Flest point er bedst.
}
table-tournament-seat = Plads { $seat }, { $level }: gennemsnit { $mean } { $points }{ $spread ->
    [yes] , 95 % interval plus minus { $interval }
   *[no] {""}
}, { $wins ->
    [one] { $wins } sejr
   *[other] { $wins } sejre
}.

# The host of a table (table/host.py): a device asking what it may not.
host-no-table = Der er intet bord { $given } her.
host-seat-not-free = Plads { $seat } er ikke en ledig plads til en person.
host-not-your-seat = Du kan ikke spille for { $name }: den plads er ikke din.
host-move-not-saved = Trækket blev ikke lavet, for det kunne ikke gemmes ({ $reason }). Ingen har hørt om det; prøv igen.
host-undo-heard = Det er for sent at fortryde: { $name } har allerede hørt det.
host-new-asked = { $name } vil gerne have et nyt spil. Bed selv om et nyt spil for at sige ja, eller spil dit næste træk for at sige nej.
host-new-waiting = Et nyt spil kræver også et ja fra { $names }.
host-new-refused = { $name } spillede videre: intet nyt spil.
host-new-dealt-away = Der blev givet et nyt spil, mens du var væk, efter at det sidste var slut.
host-seat-taken-elsewhere = Din plads er taget på en anden enhed: denne spiller ikke længere for den.
