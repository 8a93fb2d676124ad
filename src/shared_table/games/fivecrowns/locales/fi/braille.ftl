## Pistekirjoitustulosteet (braille/printouts.py). Kaikki pienillä kirjaimilla; kortit kuten pistekortit ne kirjoittavat.

fc-brl-hand-title = five crowns käsi
fc-brl-scores-title = five crowns pisteet
fc-brl-round = kierros { $round } villit { $ranks }
fc-brl-hand = käsi { $n ->
    [one] { $n } kortti
   *[other] { $n } korttia
}
fc-brl-wild = villit
fc-brl-run = värisuora
fc-brl-book = suora
fc-brl-left = jäljellä
fc-brl-none = ei mitään
fc-brl-points = { $n ->
    [one] { $n } piste
   *[other] { $n } pistettä
}
fc-brl-final = lopputulos
fc-brl-scores-after = pisteet kierroksen { $round } jälkeen
fc-brl-no-rounds = kierroksia ei vielä laskettu
fc-brl-round-column = kierros
fc-brl-total = yhteensä
fc-brl-by-player = pelaajittain: jokainen kierros, sitten yhteensä
fc-brl-winners = { $n ->
    [one] voittaja
   *[other] voittajat
} { $names }, { $points }

fc-brl-no-wild-rank = ei villiä arvoa { $rank }: villi arvo on kolmesta kolmeentoista: numero kolmesta kymmeneen tai J, Q tai K
fc-brl-no-players = ei pelaajia: pistetaulukkoon tarvitaan ainakin yksi
fc-brl-too-many-rounds = { $rounds } kierrosta: Five Crownsissa on { $most }
fc-brl-scores-per-player = kierroksella { $round } on { $scores } tulosta { $players } pelaajalle: anna yksi tulos pelaajaa kohden
fc-brl-bad-score = kierroksella { $round } on tulos { $score }: tulokset ovat kokonaislukuja, 0 tai enemmän
