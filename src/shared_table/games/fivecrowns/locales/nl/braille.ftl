## Afdrukken in braille (braille/printouts.py). Alles in kleine letters; de kaarten zoals de braillekaarten ze schrijven.

fc-brl-hand-title = five crowns hand
fc-brl-scores-title = five crowns punten
fc-brl-round = ronde { $round } joker { $ranks }
fc-brl-hand = hand { $n ->
    [one] { $n } kaart
   *[other] { $n } kaarten
}
fc-brl-wild = joker
fc-brl-run = straat
fc-brl-book = gelijk
fc-brl-left = over
fc-brl-none = geen
fc-brl-points = { $n ->
    [one] { $n } punt
   *[other] { $n } punten
}
fc-brl-final = eindstand
fc-brl-scores-after = punten na ronde { $round }
fc-brl-no-rounds = nog geen rondes geteld
fc-brl-round-column = ronde
fc-brl-total = totaal
fc-brl-by-player = per speler: elke ronde, dan het totaal
fc-brl-winners = { $names } { $n ->
    [one] wint
   *[other] winnen
} met { $points }

fc-brl-no-wild-rank = geen jokerwaarde { $rank }: de jokerwaarde is 3 tot en met 13 (3 tot en met 10, B, V, H of J, Q, K)
fc-brl-no-players = geen spelers: een scoreblad heeft er minstens één nodig
fc-brl-too-many-rounds = { $rounds } rondes: een spel Five Crowns heeft er { $most }
fc-brl-scores-per-player = ronde { $round } heeft { $scores } scores voor { $players } spelers: geef één score per speler
fc-brl-bad-score = ronde { $round } heeft de score { $score }: scores zijn hele getallen, 0 of meer
