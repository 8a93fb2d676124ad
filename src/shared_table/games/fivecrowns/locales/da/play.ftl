## Svar og afvisninger fra Five Crowns' egne kommandoer (words/commands.py) og fra game.py.

fc-no-argument = Efter { $name } skal der ikke stå noget: skriv bare "{ $name }".
fc-drawn-already = Du har allerede trukket: kassér nu et kort. Skriv kassér og kortets nummer eller navn.
fc-stock-empty-take = Bunken er tom: tag det øverste kasserede kort. Skriv tag.
fc-discard-pile-empty-draw = Afkastbunken er tom: træk fra bunken. Skriv træk.
fc-draw-first = Du skal trække først: skriv træk eller tag.
fc-discard-which = Hvilket kort vil du kassere? Skriv kassér og kortets nummer eller navn, fx kassér 3 eller kassér 9h.
fc-sorted-by-now = Din hånd er sorteret efter { $order }. Valg: { $suit }, { $rank }.
fc-no-sort = Ingen sortering "{ $given }": vælg { $suit } eller { $rank }.
fc-sorted = Sorteret efter { $order }.

fc-no-hint = Intet tip: det er ikke din tur.
fc-hint = Tip: { $reason }
fc-braille-hand-title = Din hånd i punktskrift, efter kulør:
fc-braille-scores-title = Pointlisten i punktskrift:
fc-printout-no-hand = Spillet er slut, så der er ingen hånd at udskrive: skriv { $command } for pointlisten.
fc-printout-title = { $what ->
    [hand] Hånden i punktskrift er skrevet til en punktprinter:
   *[scores] Pointlisten i punktskrift er skrevet til en punktprinter:
}
fc-stage = omgang { $round }

## Replay a round at a time (game.py replay_parts): the word typed before a round's number, and a count of rounds.

fc-replay-unit = omgang
fc-replay-unit-count = { $count ->
    [1] én omgang
   *[other] { $count } omgange
}
