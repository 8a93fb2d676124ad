## Five Crownsin omien komentojen vastaukset (words/commands.py) ja game.py.

fc-no-argument = Komennon { $name } perään ei tule mitään: kirjoita pelkkä "{ $name }".
fc-drawn-already = Olet jo nostanut: luovu nyt kortista. Kirjoita poista ja kortin numero tai nimi.
fc-stock-empty-take = Nostopakka on tyhjä: ota poistopinon päällimmäinen kortti. Kirjoita ota.
fc-discard-pile-empty-draw = Poistopino on tyhjä: nosta nostopakasta. Kirjoita nosta.
fc-draw-first = Nosta ensin: kirjoita nosta tai ota.
fc-discard-which = Mistä kortista luovut? Kirjoita poista ja kortin numero tai nimi, esimerkiksi poista 3 tai poista 9h.
fc-sorted-by-now = Kätesi järjestys: { $order }. Vaihtoehdot: { $suit }, { $rank }.
fc-no-sort = Ei järjestystä "{ $given }": valitse { $suit } tai { $rank }.
fc-sorted = Järjestys: { $order }.

fc-no-hint = Ei vihjettä: nyt ei ole sinun vuorosi.
fc-hint = Vihje: { $reason }
fc-braille-hand-title = Kätesi pistekirjoituksella, maittain:
fc-braille-scores-title = Pistetaulukko pistekirjoituksella:
fc-printout-no-hand = Peli on päättynyt, joten tulostettavaa kättä ei ole: kirjoita { $command }, niin saat pistetaulukon.
fc-printout-title = { $what ->
    [hand] Käsi pistekirjoituksella on kirjoitettu pistetulostimelle:
   *[scores] Pistetaulukko pistekirjoituksella on kirjoitettu pistetulostimelle:
}
fc-stage = kierros { $round }

## Replay a round at a time (game.py replay_parts): the word typed before a round's number, and a count of rounds.

fc-replay-unit = kierros
fc-replay-unit-count = { $count ->
    [1] yksi kierros
   *[other] { $count } kierrosta
}
