## Fortælleren (words/narration.py). $who er "you" for spilleren selv, ellers "other" med $name.

fc-you = du
fc-score = { $name } { $points }
fc-taken-back = Taget tilbage.
fc-no-verbosity = Ingen detaljegrad "{ $given }": vælg { $choices }.

fc-cards-each = { $n ->
    [3] Tre
    [4] Fire
    [5] Fem
    [6] Seks
    [7] Syv
    [8] Otte
    [9] Ni
    [10] Ti
    [11] Elleve
    [12] Tolv
    [13] Tretten
   *[other] { $n }
} kort til hver.
fc-round-started = Omgang { $round }. { $cards } { $wild } { $who ->
    [you] Du giver
   *[other] { $name } giver
}.
fc-at-the-table = Ved bordet: { $names }.
fc-welcome = Five Crowns: elleve omgange, og den med færrest point vinder. Skriv { $help } for at høre kommandoerne.
fc-round-started-full = Jokere er også trumf. { $who ->
    [you] Du
   *[other] { $name }
} starter.
fc-top-discard = Øverst på afkastbunken: { $card }.
fc-stock-reshuffled = Bunken er brugt op: de kasserede kort er blandet til en ny bunke med { $n } kort.

fc-you-draw = Du trækker { $card }{ $position ->
    [0] {""}
   *[other] , nummer { $position }
}.
fc-draws = { $who ->
    [you] Du trækker
   *[other] { $name } trækker
} fra bunken.
fc-takes = { $who ->
    [you] Du tager
   *[other] { $name } tager
} { $card }{ $position ->
    [0] {""}
   *[other] , nummer { $position }
}.
fc-takes-only-card = { $name } tager { $card }: bunken er tom, så det øverste kasserede kort er det eneste, der kan tages.
fc-discards = { $who ->
    [you] Du kasserer
   *[other] { $name } kasserer
} { $card }.
fc-goes-out = { $who ->
    [you] Du afslutter
   *[other] { $name } afslutter
} og kasserer { $card }.
fc-last-turns = Alle andre har én sidste tur: { $names }.
# Said to the player who plays first of the last turns: their own is said next ("Your last turn.").
## $count: how many play after you; one of them is named alone.
fc-last-turns-after-you = { $count ->
    [1] { $names } har også én sidste tur efter dig.
   *[other] Efter dig har alle andre én sidste tur: { $names }.
}
fc-last-turn = { $who ->
    [you] Du har
   *[other] { $name } har
} én sidste tur.
fc-left-with = { $who ->
    [you] Du har
   *[other] { $name } har
} { $points } point tilbage.
fc-lays-down = { $who ->
    [you] Du lægger
   *[other] { $name } lægger
} { $melds ->
    [0] ikke noget
    [1] ét sæt eller én serie
   *[other] { $melds } sæt eller serier
} ned og har { $points ->
    [0] ingen point
   *[other] { $points } point
} tilbage.

fc-round-scores = Point i omgang { $round }: { $scores }.
fc-round-totals = I alt: { $totals }.
fc-game-over = Spillet er slut. { $who ->
    [you] Du vinder
   *[other] { $name } vinder
} med { $points } point.
fc-game-over-tie = Spillet er slut. { $names } vinder med { $points } point hver.
fc-game-over-others = { $scores }.

fc-stock = Bunken: { $n } kort.
fc-discard-empty = Afkastbunken er tom.
fc-wild-info = { $wild } Jokere er altid trumf. Omgang { $round } af { $rounds }.
fc-no-scores = Ingen omgang er talt op endnu: alle har 0.
fc-totals-after = Stillingen efter { $rounds } af { $all } omgange: { $scores }.
fc-round-points = Omgang { $round }: { $scores }.
fc-so-far = Denne omgang indtil nu: { $scores }.
fc-round-of = Omgang { $round } af { $rounds }.
fc-dealt = { $who ->
    [you] Du
   *[other] { $name }
} gav.
fc-went-out = { $who ->
    [you] Du
   *[other] { $name }
} afsluttede.
fc-laid-and-left = { $who ->
    [you] Du
   *[other] { $name }
} lagde { $melds ->
    [0] ikke noget
    [1] ét sæt eller én serie
   *[other] { $melds } sæt eller serier
} ned og har { $points ->
    [0] ingen point
   *[other] { $points } point
} tilbage.
fc-last-to-play = Sidste ture tilbage: { $names }.
fc-cards-held = Kort på hånden: { $held }.
fc-resumed-over = Genoptaget { $game }: omgang { $round } af { $rounds }, og spillet er slut.
fc-resumed-mine = Genoptaget { $game }: omgang { $round } af { $rounds }, { $last ->
    [yes] din sidste tur
   *[no] din tur
}, du har { $drawn ->
    [yes] trukket
   *[no] ikke trukket endnu
}.
fc-resumed-other = Genoptaget { $game }: omgang { $round } af { $rounds }, { $name } har tur.
fc-their-turn = { $name } har tur.
fc-your-turn = { $last ->
    [yes] Din sidste tur
   *[no] Din tur
}.
fc-now-discard = Kassér nu et kort.
fc-turn-discard = { $last ->
    [yes] Din sidste tur
   *[no] Din tur
}: kassér et kort. Skriv kassér og kortets nummer eller navn.
fc-turn-draw = { $last ->
    [yes] Din sidste tur
   *[no] Din tur
}: træk fra bunken. Skriv træk.
fc-turn-take = { $last ->
    [yes] Din sidste tur
   *[no] Din tur
}: bunken er tom, tag { $card }. Skriv tag.
fc-turn-draw-or-take = { $last ->
    [yes] Din sidste tur
   *[no] Din tur
}: træk fra bunken, eller tag { $card }. Skriv træk eller tag.
fc-no-melds = Der er ikke lagt noget ned endnu i denne omgang.
fc-seat-melds = { $who ->
    [you] Du
   *[other] { $name }
} har lagt { $melds ->
    [1] ét sæt eller én serie
   *[other] { $melds } sæt eller serier
} ned:
fc-laid-this-round = Lagt ned i denne omgang:
## picks: what a player took from the discard pile this round; $cards is a list of cards.
fc-picks = { $who ->
    [you] Du
   *[other] { $name }
} har taget { $cards } fra afkastbunken.
fc-picks-nothing = { $who ->
    [you] Du
   *[other] { $name }
} har ikke taget noget fra afkastbunken i denne omgang.
fc-picks-none = Ingen har taget fra afkastbunken i denne omgang.
fc-no-player = Ingen spiller "{ $given }": spillerne er { $names }.
