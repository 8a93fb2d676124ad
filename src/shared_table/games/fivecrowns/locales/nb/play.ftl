## Svar og avslag fra Five Crowns' egne kommandoer (words/commands.py) og fra game.py.

fc-no-argument = Etter { $name } skal det ikke stå noe: skriv bare "{ $name }".
fc-drawn-already = Du har allerede trukket: kast nå et kort. Skriv kast og kortets nummer eller navn.
fc-stock-empty-take = Trekkebunken er tom: ta det øverste kortet på kastebunken. Skriv ta.
fc-discard-pile-empty-draw = Kastebunken er tom: trekk fra trekkebunken. Skriv trekk.
fc-draw-first = Du må trekke først: skriv trekk eller ta.
fc-discard-which = Hvilket kort vil du kaste? Skriv kast og kortets nummer eller navn, for eksempel kast 3 eller kast 9h.
fc-sorted-by-now = Hånden er sortert etter { $order }. Valg: { $suit }, { $rank }.
fc-no-sort = Ukjent sortering "{ $given }": velg { $suit } eller { $rank }.
fc-sorted = Sortert etter { $order }.

fc-no-hint = Ingen tips: det er ikke din tur.
fc-hint = Tips: { $reason }
fc-braille-hand-title = Hånden din i punktskrift, etter sort:
fc-braille-scores-title = Protokollen i punktskrift:
fc-printout-no-hand = Spillet er over, så det er ingen hånd å skrive ut: skriv { $command } for protokollen.
fc-printout-title = { $what ->
    [hand] Hånden i punktskrift er skrevet for en punktskriver:
   *[scores] Protokollen i punktskrift er skrevet for en punktskriver:
}
fc-stage = runde { $round }

## Replay a round at a time (game.py replay_parts): the word typed before a round's number, and a count of rounds.

fc-replay-unit = runde
fc-replay-unit-count = { $count ->
    [1] én runde
   *[other] { $count } runder
}
