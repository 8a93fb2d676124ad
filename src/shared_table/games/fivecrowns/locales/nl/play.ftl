## Antwoorden en weigeringen van de eigen opdrachten van Five Crowns (words/commands.py) en game.py.

fc-no-argument = Na { $name } hoort niets: typ alleen "{ $name }".
fc-drawn-already = Je hebt al getrokken: leg nu een kaart af. Typ afleggen en het nummer of de naam van de kaart.
fc-stock-empty-take = De trekstapel is leeg: pak de bovenste afgelegde kaart. Typ pak.
fc-discard-pile-empty-draw = De aflegstapel is leeg: trek van de trekstapel. Typ trek.
fc-draw-first = Je moet eerst trekken: typ trek of pak.
fc-discard-which = Welke kaart leg je af? Typ afleggen en het nummer of de naam, bijvoorbeeld afleggen 3 of afleggen 9h.
fc-sorted-by-now = Je hand is gesorteerd op { $order }. Keuzes: { $suit }, { $rank }.
fc-no-sort = Geen sortering "{ $given }": kies { $suit } of { $rank }.
fc-sorted = Gesorteerd op { $order }.

fc-no-hint = Geen tip: je bent niet aan de beurt.
fc-hint = Tip: { $reason }
fc-braille-hand-title = Je hand in braille, per kleur:
fc-braille-scores-title = Het scoreblad in braille:
fc-printout-no-hand = Het spel is voorbij, dus er is geen hand om af te drukken: typ { $command } voor het scoreblad.
fc-printout-title = { $what ->
    [hand] De hand in braille is geschreven voor een brailleprinter:
   *[scores] Het scoreblad in braille is geschreven voor een brailleprinter:
}
fc-stage = ronde { $round }

## Replay a round at a time (game.py replay_parts): the word typed before a round's number, and a count of rounds.

fc-replay-unit = ronde
fc-replay-unit-count = { $count ->
    [1] één ronde
   *[other] { $count } rondes
}
