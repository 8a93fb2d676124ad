## Who sits where: seats, levels, names and the table's own refusals (table/, core/safe_text.py, console/play.py).

table-seats-range = vähintään { $fewest } ja enintään { $most } pelaajaa
table-seats-exactly = { $count ->
    [one] { $count } pelaaja
   *[other] { $count } pelaajaa
}
table-setup-players = Pelaajia { $count }, mutta peliin { $game } tarvitaan { $seats }
table-setup-option = { $option } ei ole pelin { $game } valinta
table-no-level = tietokonetasoa "{ $given }" ei ole: tasot ovat { $levels }
table-tournament-seats = --seats antaa paikkoja { $count }: peliin { $game } tarvitaan { $seats }, esimerkiksi { $like }
table-no-seat = Paikkaa { $seat } ei ole tässä pöydässä, jossa on { $seats } paikkaa.
table-not-their-turn = Nyt on vuorossa { $name }, ei { $other }.
table-no-taking-back = Pelissä { $game } siirtoa ei voi perua.
table-nothing-to-take-back = Ei mitään peruttavaa: tässä pelissä ei ole vielä tehty siirtoa.
table-name-control = { $option }: nimessä ei saa olla ohjausmerkkejä; käytä kirjaimia, numeroita, välilyöntejä ja välimerkkejä
table-name-too-long = { $option }: nimessä saa olla enintään { $most } merkkiä ja tässä on { $length }; käytä lyhyempää nimeä
table-name-empty = nimi on tyhjä: anna nimet näin: --name Sam tai --humans Ann,Bob
table-bots-empty-level = --bots "{ $given }" sisältää tyhjän tason: luettele tasot pilkuilla, kuten medium,medium
table-too-many-or-few = { $given }: peliin { $game } tarvitaan { $seats }, sinä mukaan lukien
table-given-players = --players { $count }
table-given-humans-and-bots = pelaajia { $count } valinnoista --humans ja --bots
table-given-humans = --humans antaa ihmisiä { $count }
table-given-bots = --bots antaa tietokonepelaajia { $count }
table-no-seat-for-people = --players { $count } ei jätä paikkaa ihmisille, joita on { $people }
table-too-many-levels = --bots antaa tasoja { $levels }, mutta tietokonepelaajia on { $seats }
table-games-count = --games { $count }: pelaa enintään { $most } peliä

## shared-table tournament (console/tournament_command.py).

table-tournament-heading = Pelejä { $games }: { $game }{ $rotating ->
    [yes] , paikat vaihtuvat
   *[no] {""}
}. { $lower ->
    [yes] Pienemmät pisteet ovat parempia.
   *[no] Suuremmat pisteet ovat parempia.
}
table-tournament-seat = Paikka { $seat }, { $level }: keskiarvo { $mean }, { $points }{ $spread ->
    [yes] , 95 prosentin luottamusväli plus miinus { $interval }
   *[no] {""}
}, voittoja { $wins }.

# The host of a table (table/host.py): a device asking what it may not.
host-no-table = Täällä ei ole pöytää { $given }.
host-seat-not-free = Paikka { $seat } ei ole vapaa paikka pelaajalle.
host-not-your-seat = Se paikka ei ole sinun: siinä pelaa { $name }.
host-move-not-saved = Siirtoa ei tehty, koska sitä ei voitu tallentaa ({ $reason }). Kukaan ei kuullut siitä; yritä uudelleen.
host-undo-heard = On liian myöhäistä perua: { $name } on jo kuullut sen.
host-new-asked = { $name } haluaa uuden pelin. Pyydä sinäkin uutta peliä, niin vastaat kyllä, tai tee seuraava siirtosi, niin vastaat ei.
host-new-waiting = Uusi peli tarvitsee suostumuksen vielä näiltäkin: { $names }.
host-new-refused = { $name } pelasi jatkoa: ei uutta peliä.
host-new-dealt-away = Uusi peli jaettiin poissa ollessasi, kun edellinen oli päättynyt.
host-seat-taken-elsewhere = Paikkasi otettiin toisella laitteella: tämä laite ei enää pelaa sen puolesta.
