## Fortelleren (words/narration.py). $who er "you" for spilleren selv, ellers "other" med $name.

fc-you = du
fc-score = { $name } { $points }
fc-taken-back = Angret.
fc-no-verbosity = Ukjent detaljnivå "{ $given }": velg { $choices }.

fc-cards-each = { $n ->
    [3] Tre
    [4] Fire
    [5] Fem
    [6] Seks
    [7] Sju
    [8] Åtte
    [9] Ni
    [10] Ti
    [11] Elleve
    [12] Tolv
    [13] Tretten
   *[other] { $n }
} kort hver.
fc-round-started = Runde { $round }. { $cards } { $wild } { $who ->
    [you] Du deler ut
   *[other] { $name } deler ut
}.
fc-at-the-table = Ved bordet: { $names }.
fc-welcome = Five Crowns: elleve runder, og lavest poengsum vinner. Skriv { $help } for å høre kommandoene.
fc-round-started-full = Jokerne teller også som jokerkort. { $who ->
    [you] Du
   *[other] { $name }
} begynner.
fc-top-discard = Øverst på kastebunken: { $card }.
fc-stock-reshuffled = Trekkebunken tok slutt: de kastede kortene er stokket sammen til en ny trekkebunke med { $n } kort.

fc-you-draw = Du trekker { $card }{ $position ->
    [0] {""}
   *[other] , nummer { $position }
}.
fc-draws = { $who ->
    [you] Du trekker
   *[other] { $name } trekker
} fra trekkebunken.
fc-takes = { $who ->
    [you] Du tar
   *[other] { $name } tar
} { $card }{ $position ->
    [0] {""}
   *[other] , nummer { $position }
}.
fc-takes-only-card = { $name } tar { $card }: trekkebunken er tom, så det øverste kortet på kastebunken er det eneste som kan tas.
fc-discards = { $who ->
    [you] Du kaster
   *[other] { $name } kaster
} { $card }.
fc-goes-out = { $who ->
    [you] Du går ut
   *[other] { $name } går ut
} og kaster { $card }.
fc-last-turns = Alle andre har én siste tur: { $names }.
# Said to the player who plays first of the last turns: their own is said next ("Your last turn.").
## $count: how many play after you; one of them is named alone.
fc-last-turns-after-you = { $count ->
    [1] { $names } har også én siste tur etter deg.
   *[other] Etter deg har alle andre én siste tur: { $names }.
}
fc-last-turn = { $who ->
    [you] Du har
   *[other] { $name } har
} én siste tur.
fc-left-with = { $who ->
    [you] Du har
   *[other] { $name } har
} { $points } poeng igjen.
fc-lays-down = { $who ->
    [you] Du legger
   *[other] { $name } legger
} { $melds ->
    [0] ikke ned noe
    [1] ned én bok eller serie
   *[other] ned { $melds } bøker eller serier
} og har { $points ->
    [0] ingen poeng
   *[other] { $points } poeng
} igjen.

fc-round-scores = Poeng i runde { $round }: { $scores }.
fc-round-totals = Totalt: { $totals }.
fc-game-over = Spillet er over. { $who ->
    [you] Du vinner
   *[other] { $name } vinner
} med { $points } poeng.
fc-game-over-tie = Spillet er over. { $names } vinner med { $points } poeng hver.
fc-game-over-others = { $scores }.

fc-stock = Trekkebunken: { $n } kort.
fc-discard-empty = Kastebunken er tom.
fc-wild-info = { $wild } Jokerne teller alltid som jokerkort. Runde { $round } av { $rounds }.
fc-no-scores = Ingen runde er telt opp ennå: alle har 0 poeng.
fc-totals-after = Totalt etter { $rounds } av { $all } runder: { $scores }.
fc-round-points = Runde { $round }: { $scores }.
fc-so-far = Så langt i denne runden: { $scores }.
fc-round-of = Runde { $round } av { $rounds }.
fc-dealt = { $who ->
    [you] Du
   *[other] { $name }
} delte ut.
fc-went-out = { $who ->
    [you] Du
   *[other] { $name }
} gikk ut.
fc-laid-and-left = { $who ->
    [you] Du
   *[other] { $name }
} { $melds ->
    [0] la ikke ned noe
    [1] la ned én bok eller serie
   *[other] la ned { $melds } bøker eller serier
} og har { $points ->
    [0] ingen poeng
   *[other] { $points } poeng
} igjen.
fc-last-to-play = Har en siste tur igjen: { $names }.
fc-cards-held = Kort på hånden: { $held }.
fc-resumed-over = Fortsetter { $game }: runde { $round } av { $rounds }, og spillet er over.
fc-resumed-mine = Fortsetter { $game }: runde { $round } av { $rounds }, { $last ->
    [yes] din siste tur
   *[no] din tur
}, du har { $drawn ->
    [yes] trukket
   *[no] ikke trukket ennå
}.
fc-resumed-other = Fortsetter { $game }: runde { $round } av { $rounds }, { $name } sin tur.
fc-their-turn = { $name } sin tur.
fc-your-turn = { $last ->
    [yes] Din siste tur
   *[no] Din tur
}.
fc-now-discard = Kast nå et kort.
fc-turn-discard = { $last ->
    [yes] Din siste tur
   *[no] Din tur
}: kast et kort. Skriv kast og kortets nummer eller navn.
fc-turn-draw = { $last ->
    [yes] Din siste tur
   *[no] Din tur
}: trekk fra trekkebunken. Skriv trekk.
fc-turn-take = { $last ->
    [yes] Din siste tur
   *[no] Din tur
}: trekkebunken er tom, ta { $card }. Skriv ta.
fc-turn-draw-or-take = { $last ->
    [yes] Din siste tur
   *[no] Din tur
}: trekk fra trekkebunken, eller ta { $card }. Skriv trekk eller ta.
fc-no-melds = Ingenting er lagt ned ennå i denne runden.
fc-seat-melds = { $who ->
    [you] Du
   *[other] { $name }
} har lagt ned { $melds ->
    [1] én bok eller serie
   *[other] { $melds } bøker eller serier
}:
fc-laid-this-round = Lagt ned i denne runden:
## picks: what a player took from the discard pile this round; $cards is a list of cards.
fc-picks = { $who ->
    [you] Du
   *[other] { $name }
} har tatt { $cards } fra kastebunken.
fc-picks-nothing = { $who ->
    [you] Du
   *[other] { $name }
} har ikke tatt noe fra kastebunken i denne runden.
fc-picks-none = Ingen har tatt fra kastebunken i denne runden.
fc-no-player = Ingen spiller heter "{ $given }": spillerne er { $names }.
