## Utskrifter i punktskrift (braille/printouts.py). Alt med små bokstaver; kortene slik punktskriftkortene skriver dem.

fc-brl-hand-title = five crowns hånd
fc-brl-scores-title = five crowns poeng
fc-brl-round = runde { $round } jokerkort { $ranks }
fc-brl-hand = hånd { $n } kort
fc-brl-wild = jokerkort
fc-brl-run = serie
fc-brl-book = bok
fc-brl-left = igjen
fc-brl-none = ingen
fc-brl-points = { $n } poeng
fc-brl-final = sluttstilling
fc-brl-scores-after = poeng etter runde { $round }
fc-brl-no-rounds = ingen runder telt opp ennå
fc-brl-round-column = runde
fc-brl-total = totalt
fc-brl-by-player = per spiller: hver runde, så totalt
fc-brl-winners = { $names } { $n ->
    [one] vinner
   *[other] deler seieren
} med { $points }

fc-brl-no-wild-rank = ingen jokerkortverdi { $rank }: jokerkortet er 3 til 13 (3 til 10, Kn, D, K eller J, Q, K)
fc-brl-no-players = ingen spillere: en protokoll trenger minst én
fc-brl-too-many-rounds = { $rounds } runder: et parti Five Crowns har { $most }
fc-brl-scores-per-player = runde { $round } har { $scores } { $scores ->
    [one] poengsum
   *[other] poengsummer
} for { $players } spillere: gi én poengsum per spiller
fc-brl-bad-score = runde { $round } har poengsummen { $score }: poeng er hele tall, 0 eller mer
