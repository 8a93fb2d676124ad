## De verteller (words/narration.py). $who is "you" voor de speler zelf, anders "other" met $name.

fc-you = jij
fc-score = { $name } { $points }
fc-taken-back = Teruggenomen.
fc-no-verbosity = Geen detail "{ $given }": kies { $choices }.

fc-cards-each = { $n ->
    [3] Drie
    [4] Vier
    [5] Vijf
    [6] Zes
    [7] Zeven
    [8] Acht
    [9] Negen
    [10] Tien
    [11] Elf
    [12] Twaalf
    [13] Dertien
   *[other] { $n }
} kaarten per speler.
fc-round-started = Ronde { $round }. { $cards } { $wild } { $who ->
    [you] Jij deelt
   *[other] { $name } deelt
}.
fc-at-the-table = Aan tafel: { $names }.
fc-welcome = Five Crowns: elf rondes, en de laagste score wint. Typ { $help } voor de opdrachten.
fc-round-started-full = Jokers vervangen altijd elke kaart. { $who ->
    [you] Jij begint
   *[other] { $name } begint
}.
fc-top-discard = Bovenop de aflegstapel: { $card }.
fc-stock-reshuffled = De trekstapel is op: de afgelegde kaarten zijn geschud tot een nieuwe trekstapel van { $n } kaarten.

fc-you-draw = Je trekt { $card }{ $position ->
    [0] {""}
   *[other] , nummer { $position }
}.
fc-draws = { $who ->
    [you] Je trekt
   *[other] { $name } trekt
} van de trekstapel.
fc-takes = { $who ->
    [you] Je pakt
   *[other] { $name } pakt
} { $card }{ $position ->
    [0] {""}
   *[other] , nummer { $position }
}.
fc-takes-only-card = { $name } pakt { $card }: de trekstapel is leeg, dus de bovenste afgelegde kaart is de enige die te pakken is.
fc-discards = { $who ->
    [you] Je legt
   *[other] { $name } legt
} { $card } af.
fc-goes-out = { $who ->
    [you] Je gaat uit
   *[other] { $name } gaat uit
} en legt { $card } af.
fc-last-turns = Alle anderen zijn nog één keer aan de beurt: { $names }.
# Said to the player who plays first of the last turns: their own is said next ("Your last turn.").
## $count: how many play after you; one of them is named alone.
fc-last-turns-after-you = { $count ->
    [1] Na jou is { $names } nog één keer aan de beurt.
   *[other] Na jou zijn alle anderen nog één keer aan de beurt: { $names }.
}
fc-last-turn = { $who ->
    [you] Jij bent
   *[other] { $name } is
} nog één keer aan de beurt.
fc-left-with = { $who ->
    [you] Je houdt
   *[other] { $name } houdt
} { $points ->
    [one] { $points } strafpunt
   *[other] { $points } strafpunten
} over.
fc-lays-down = { $who ->
    [you] Je legt
   *[other] { $name } legt
} { $melds ->
    [0] niets
    [1] één setje
   *[other] { $melds } setjes
} open en houdt { $points ->
    [0] geen punten
    [one] { $points } punt
   *[other] { $points } punten
} over.

fc-round-scores = Punten van ronde { $round }: { $scores }.
fc-round-totals = Totaal: { $totals }.
fc-game-over = Het spel is voorbij. { $who ->
    [you] Jij wint
   *[other] { $name } wint
} met { $points ->
    [one] { $points } punt
   *[other] { $points } punten
}.
fc-game-over-tie = Het spel is voorbij. { $names } winnen met elk { $points ->
    [one] { $points } punt
   *[other] { $points } punten
}.
fc-game-over-others = { $scores }.

fc-stock = Trekstapel: { $n ->
    [one] { $n } kaart
   *[other] { $n } kaarten
}.
fc-discard-empty = De aflegstapel is leeg.
fc-wild-info = { $wild } Jokers vervangen altijd elke kaart. Ronde { $round } van { $rounds }.
fc-no-scores = Nog geen ronde geteld: iedereen staat op 0.
fc-totals-after = Stand na { $rounds } van de { $all } rondes: { $scores }.
fc-round-points = Ronde { $round }: { $scores }.
fc-so-far = Deze ronde tot nu toe: { $scores }.
fc-round-of = Ronde { $round } van { $rounds }.
fc-dealt = { $who ->
    [you] Jij deelde
   *[other] { $name } deelde
}.
fc-went-out = { $who ->
    [you] Jij ging uit
   *[other] { $name } ging uit
}.
fc-laid-and-left = { $who ->
    [you] Jij hebt
   *[other] { $name } heeft
} { $melds ->
    [0] niets
    [1] één setje
   *[other] { $melds } setjes
} opengelegd en houdt { $points ->
    [0] geen punten
    [one] { $points } punt
   *[other] { $points } punten
} over.
fc-last-to-play = Nog aan de beurt: { $names }.
fc-cards-held = Kaarten in de hand: { $held }.
fc-resumed-over = Verder met { $game }: ronde { $round } van { $rounds }, en het spel is voorbij.
fc-resumed-mine = Verder met { $game }: ronde { $round } van { $rounds }, { $last ->
    [yes] je laatste beurt
   *[no] jouw beurt
}, je hebt { $drawn ->
    [yes] getrokken
   *[no] nog niet getrokken
}.
fc-resumed-other = Verder met { $game }: ronde { $round } van { $rounds }, { $name } is aan de beurt.
fc-their-turn = { $name } is aan de beurt.
fc-your-turn = { $last ->
    [yes] Je laatste beurt
   *[no] Jouw beurt
}.
fc-now-discard = Leg nu een kaart af.
fc-turn-discard = { $last ->
    [yes] Je laatste beurt
   *[no] Jouw beurt
}: leg een kaart af. Typ afleggen en het nummer of de naam van de kaart.
fc-turn-draw = { $last ->
    [yes] Je laatste beurt
   *[no] Jouw beurt
}: trek van de trekstapel. Typ trek.
fc-turn-take = { $last ->
    [yes] Je laatste beurt
   *[no] Jouw beurt
}: de trekstapel is leeg, pak { $card }. Typ pak.
fc-turn-draw-or-take = { $last ->
    [yes] Je laatste beurt
   *[no] Jouw beurt
}: trek van de trekstapel, of pak { $card }. Typ trek of pak.
fc-no-melds = Deze ronde is nog niets opengelegd.
fc-seat-melds = { $who ->
    [you] Jij hebt
   *[other] { $name } heeft
} { $melds ->
    [1] één setje
   *[other] { $melds } setjes
} opengelegd:
fc-laid-this-round = Deze ronde opengelegd:
## picks: what a player took from the discard pile this round; $cards is a list of cards.
fc-picks = { $who ->
    [you] Jij hebt
   *[other] { $name } heeft
} { $cards } van de aflegstapel gepakt.
fc-picks-nothing = { $who ->
    [you] Jij hebt
   *[other] { $name } heeft
} deze ronde niets van de aflegstapel gepakt.
fc-picks-none = Niemand heeft deze ronde van de aflegstapel gepakt.
fc-no-player = Geen speler "{ $given }": de spelers zijn { $names }.
