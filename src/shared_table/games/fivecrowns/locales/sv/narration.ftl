## Berättaren (words/narration.py). $who är "you" för spelaren själv, annars "other" med $name.

fc-you = du
fc-score = { $name } { $points }
fc-taken-back = Ångrat.
fc-no-verbosity = Okänd detaljnivå "{ $given }": välj { $choices }.

fc-cards-each = { $n ->
    [3] Tre
    [4] Fyra
    [5] Fem
    [6] Sex
    [7] Sju
    [8] Åtta
    [9] Nio
    [10] Tio
    [11] Elva
    [12] Tolv
    [13] Tretton
   *[other] { $n }
} kort var.
fc-round-started = Omgång { $round }. { $cards } { $wild } { $who ->
    [you] Du delar ut
   *[other] { $name } delar ut
}.
fc-at-the-table = Vid bordet: { $names }.
fc-welcome = Five Crowns: elva omgångar, och lägst poäng vinner. Skriv { $help } för att höra kommandona.
fc-round-started-full = Jokrar är också vilda kort. { $who ->
    [you] Du
   *[other] { $name }
} börjar.
fc-top-discard = Överst på kasthögen: { $card }.
fc-stock-reshuffled = Draghögen tog slut: de kastade korten blandades till en ny draghög med { $n } kort.

fc-you-draw = Du drar { $card }{ $position ->
    [0] {""}
   *[other] , nummer { $position }
}.
fc-draws = { $who ->
    [you] Du drar
   *[other] { $name } drar
} från draghögen.
fc-takes = { $who ->
    [you] Du tar
   *[other] { $name } tar
} { $card }{ $position ->
    [0] {""}
   *[other] , nummer { $position }
}.
fc-takes-only-card = { $name } tar { $card }: draghögen är tom, så det översta kortet på kasthögen är det enda som går att ta.
fc-discards = { $who ->
    [you] Du kastar
   *[other] { $name } kastar
} { $card }.
fc-goes-out = { $who ->
    [you] Du går ut
   *[other] { $name } går ut
} och kastar { $card }.
fc-last-turns = Alla andra har en sista tur: { $names }.
# Said to the player who plays first of the last turns: their own is said next ("Your last turn.").
## $count: how many play after you; one of them is named alone.
fc-last-turns-after-you = { $count ->
    [1] { $names } får också en sista tur efter dig.
   *[other] Efter dig har alla andra en sista tur: { $names }.
}
fc-last-turn = { $who ->
    [you] Du har
   *[other] { $name } har
} en sista tur.
fc-left-with = { $who ->
    [you] Du har
   *[other] { $name } har
} { $points } poäng kvar.
fc-lays-down = { $who ->
    [you] Du
   *[other] { $name }
} { $melds ->
    [0] lägger inte ned något
    [1] lägger ned en bok eller serie
   *[other] lägger ned { $melds } böcker eller serier
} och har { $points ->
    [0] inga poäng
   *[other] { $points } poäng
} kvar.

fc-round-scores = Poäng i omgång { $round }: { $scores }.
fc-round-totals = Totalt: { $totals }.
fc-game-over = Spelet är slut. { $who ->
    [you] Du vinner
   *[other] { $name } vinner
} med { $points } poäng.
fc-game-over-tie = Spelet är slut. { $names } vinner med { $points } poäng var.
fc-game-over-others = { $scores }.

fc-stock = Draghögen: { $n } kort.
fc-discard-empty = Kasthögen är tom.
fc-wild-info = { $wild } Jokrar är alltid vilda kort. Omgång { $round } av { $rounds }.
fc-no-scores = Ingen omgång är räknad än: alla står på 0.
fc-totals-after = Ställning efter { $rounds } av { $all } omgångar: { $scores }.
fc-round-points = Omgång { $round }: { $scores }.
fc-so-far = Hittills i den här omgången: { $scores }.
fc-round-of = Omgång { $round } av { $rounds }.
fc-dealt = { $who ->
    [you] Du
   *[other] { $name }
} delade ut.
fc-went-out = { $who ->
    [you] Du
   *[other] { $name }
} gick ut.
fc-laid-and-left = { $who ->
    [you] Du
   *[other] { $name }
} { $melds ->
    [0] lade inte ned något
    [1] lade ned en bok eller serie
   *[other] lade ned { $melds } böcker eller serier
} och har { $points ->
    [0] inga poäng
   *[other] { $points } poäng
} kvar.
fc-last-to-play = Sista turer kvar: { $names }.
fc-cards-held = Kort på handen: { $held }.
fc-resumed-over = { $game } återupptaget: omgång { $round } av { $rounds }, och spelet är slut.
fc-resumed-mine = { $game } återupptaget: omgång { $round } av { $rounds }, { $last ->
    [yes] din sista tur
   *[no] din tur
}, du har { $drawn ->
    [yes] dragit
   *[no] inte dragit än
}.
fc-resumed-other = { $game } återupptaget: omgång { $round } av { $rounds }, det är { GENITIVE($name, sibilant: "") } tur.
fc-their-turn = { GENITIVE($name, sibilant: "") } tur.
fc-your-turn = { $last ->
    [yes] Din sista tur
   *[no] Din tur
}.
fc-now-discard = Kasta nu ett kort.
fc-turn-discard = { $last ->
    [yes] Din sista tur
   *[no] Din tur
}: kasta ett kort. Skriv kasta och kortets nummer eller namn.
fc-turn-draw = { $last ->
    [yes] Din sista tur
   *[no] Din tur
}: dra från draghögen. Skriv dra.
fc-turn-take = { $last ->
    [yes] Din sista tur
   *[no] Din tur
}: draghögen är tom, ta { $card }. Skriv ta.
fc-turn-draw-or-take = { $last ->
    [yes] Din sista tur
   *[no] Din tur
}: dra från draghögen, eller ta { $card }. Skriv dra eller ta.
fc-no-melds = Inget har lagts ned än i den här omgången.
fc-seat-melds = { $who ->
    [you] Du
   *[other] { $name }
} har lagt ned { $melds ->
    [1] en bok eller serie
   *[other] { $melds } böcker och serier
}:
fc-laid-this-round = Nedlagt i den här omgången:
## picks: what a player took from the discard pile this round; $cards is a list of cards.
fc-picks = { $who ->
    [you] Du
   *[other] { $name }
} har tagit { $cards } från kasthögen.
fc-picks-nothing = { $who ->
    [you] Du
   *[other] { $name }
} har inte tagit något från kasthögen i den här omgången.
fc-picks-none = Ingen har tagit från kasthögen i den här omgången.
fc-no-player = Ingen spelare heter "{ $given }": spelarna är { $names }.
