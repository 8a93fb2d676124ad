## Vad som händer vid bordet (words/narration.py). $who är "you" för den som lyssnar, annars "other"
## med $name.

sb-your-turn = Din tur.
sb-turn-of = { GENITIVE($name, sibilant: "") } tur.
sb-draws = { $name } drar { $count ->
    [one] ett kort
   *[other] { $count } kort
}.
sb-you-draw-count = Du drar { $count ->
    [one] ett kort
   *[other] { $count } kort
}.
sb-you-draw = Du drar { $cards }.
sb-reshuffled = Draghögen tog slut: de { $count } kort som lagts åt sidan blandas till en ny.
sb-bought-card = { $who ->
    [you] Du betalar
   *[other] { $name } betalar
} { $to } ett mynt för ett kort.

## Ett kort läggs från handen, grundhögen eller en kasthög.

sb-played-hand = { $who ->
    [you] Du lägger
   *[other] { $name } lägger
} { $card } på bygghög { $to }{ $wild ->
    [yes] , som { $as }
   *[no] {""}
}.
sb-played-stock = { $who ->
    [you] Du lägger
   *[other] { $name } lägger
} { $card } från { $whose ->
    [mine] din grundhög
    [own] grundhögen
   *[other] { GENITIVE($owner, sibilant: "") } grundhög
} på bygghög { $to }{ $wild ->
    [yes] , som { $as }
   *[no] {""}
}.
sb-played-discard = { $who ->
    [you] Du lägger
   *[other] { $name } lägger
} { $card } från { $whose ->
    [mine] din kasthög { $pile }
    [own] kasthög { $pile }
   *[other] { GENITIVE($owner, sibilant: "") } kasthög { $pile }
} på bygghög { $to }{ $wild ->
    [yes] , som { $as }
   *[no] {""}
}.
sb-bought-stock = { $who ->
    [you] Du betalar
   *[other] { $name } betalar
} { $seller } ett mynt för { $card } från { $whose ->
    [mine] din grundhög
   *[other] grundhögen
} och lägger kortet på bygghög { $to }{ $wild ->
    [yes] , som { $as }
   *[no] {""}
}.
sb-bought-discard = { $who ->
    [you] Du betalar
   *[other] { $name } betalar
} { $seller } ett mynt för { $card } från { $whose ->
    [mine] din kasthög { $pile }
   *[other] kasthög { $pile }
} och lägger kortet på bygghög { $to }{ $wild ->
    [yes] , som { $as }
   *[no] {""}
}.

## Grundhögar.

sb-stock-empty = { $who ->
    [you] Din grundhög
   *[other] { GENITIVE($name, sibilant: "") } grundhög
} är tom.
sb-stock-shows = Överst i { $who ->
    [you] din grundhög
   *[other] { GENITIVE($name, sibilant: "") } grundhög
} ligger { $card }{ $brief ->
    [yes] {""}
   *[no] ; { $left ->
        [one] ett kort
       *[other] { $left } kort
    } kvar
}.

## Mynt.

sb-paid-for = { $who ->
    [you] Du betalar
   *[other] { $name } betalar
} { $coins ->
    [one] ett mynt
   *[other] { $coins } mynt
} i stället för en { $number } på bygghög { $to }{ $brief ->
    [yes] .
   *[no] { $coins ->
        [one] ; myntet ligger bredvid högen.
       *[other] ; de ligger bredvid högen.
    }
}
sb-toll-due = Avgift: { $coins ->
    [one] ett mynt
   *[other] { $coins } mynt
} för att fortsätta.
sb-toll-owed = { $name } måste betala en avgift på { $coins ->
    [one] ett mynt
   *[other] { $coins } mynt
} för att fortsätta.
sb-toll-paid = { $who ->
    [you] Du betalar
   *[other] { $name } betalar
} avgiften på { $coins ->
    [one] ett mynt
   *[other] { $coins } mynt
}{ $brief ->
    [yes] .
   *[no] { $coins ->
        [one] ; myntet ligger bredvid bygghög { $to }.
       *[other] ; de ligger bredvid bygghög { $to }.
    }
}
sb-toll-skipped = { $who ->
    [you] Du betalar inte
   *[other] { $name } betalar inte
} avgiften på { $coins ->
    [one] ett mynt
   *[other] { $coins } mynt
}: { $who ->
    [you] din
   *[other] { GENITIVE($name, sibilant: "") }
} tur avslutas utan att något kort kastas.
sb-pile-completed = Bygghög { $to } är full och läggs undan{ $total ->
    [0] .
    [one] ; myntet bredvid den går till { $player }.
   *[other] ; dess { $total } mynt fördelas: { $shares }.
}

## Turen.

sb-hand-emptied = { $who ->
    [you] Du har
   *[other] { $name } har
} lagt alla kort på handen.
sb-discarded = { $who ->
    [you] Du kastar { $card } på din kasthög { $pile }.
   *[other] { $name } kastar { $card } på kasthög { $pile }.
}
sb-turn-ended = { $who ->
    [you] Din
   *[other] { GENITIVE($name, sibilant: "") }
} tur avslutas: { $why ->
    [toll] avgiften betalades inte
   *[empty] det finns inget kort kvar att kasta
}.

## Ett spel börjar.

sb-game-started = { $stock } kort i grundhögen och { $coins } mynt var; { $who ->
    [you] du börjar
   *[other] { $name } börjar
}.
sb-match-game = Spel { $number } i matchen.
sb-match-first = Spel 1 i en match till { $points } poäng.
sb-stock-tops = Överst på grundhögarna: { $tops }.
sb-stock-top = { $who ->
    [you] hos dig
   *[other] hos { $name }
} { $card }

## Ett spel slutar.

sb-game-over = Spelet är slut. { $winners } vinner och får { $points } poäng{ $subject ->
    [many] {" "}var
   *[other] {""}
}.
sb-game-stalled = Spelet är slut: ingen kan spela vidare. { $winners } vinner med minst kort kvar i grundhögen och får { $points } poäng{ $subject ->
    [many] {" "}var
   *[other] {""}
}.
sb-totals = Ställning, { $target } för att vinna: { $ranked }.
sb-match-won = { $over ->
    [match] Matchen är slut.
   *[game] Spelet är slut.
} { $winners } { $subject ->
   *[other] vinner
} matchen med { $points } poäng{ $others ->
    [0] .
   *[other] ; { $rest }.
}

## Sagt på begäran, eller när turen kommer.

sb-turn-then = Lägg, betala för eller köp kort, och { $hand ->
    [yes] kasta sedan ett kort
   *[no] skriv sedan { sb-cmd-end }
} för att avsluta din tur.
sb-resumed = { $game } återupptaget{ $match ->
    [0] {""}
   *[other] , spel { $match } i matchen
}{ $over ->
    [yes] , och det är slut.
   *[no] : { $who ->
        [you] din tur
       *[other] { GENITIVE($name, sibilant: "") } tur
    }; kort kvar i grundhögen: { $left }.
}
sb-taken-back = Ångrat.
