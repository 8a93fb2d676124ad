## Det som skjer ved bordet (words/narration.py). $who er "you" for den som lytter, ellers "other"
## med $name. Setningene i en linje skilles med et mellomrom.

sb-your-turn = Din tur.
sb-turn-of = { GENITIVE($name, sibilant: "'") } tur.
sb-draws = { $name } trekker { $count ->
    [one] ett kort
   *[other] { $count } kort
}.
sb-you-draw-count = Du trekker { $count ->
    [one] ett kort
   *[other] { $count } kort
}.
sb-you-draw = Du trekker { $cards }.
sb-reshuffled = Trekkebunken tok slutt: de { $count } kortene som ble lagt til side, stokkes sammen til en ny.
sb-bought-card = { $who ->
    [you] Du betaler
   *[other] { $name } betaler
} { $to } én mynt for et kort.

## Et kort spilles fra hånden, en hovedbunke eller en kastebunke.

sb-played-hand = { $who ->
    [you] Du spiller
   *[other] { $name } spiller
} { $card } på spillebunke { $to }{ $wild ->
    [yes] , som { $as }
   *[no] {""}
}.
sb-played-stock = { $who ->
    [you] Du spiller
   *[other] { $name } spiller
} { $card } fra { $whose ->
    [mine] hovedbunken din
    [own] hovedbunken
   *[other] { GENITIVE($owner, sibilant: "'") } hovedbunke
} på spillebunke { $to }{ $wild ->
    [yes] , som { $as }
   *[no] {""}
}.
sb-played-discard = { $who ->
    [you] Du spiller
   *[other] { $name } spiller
} { $card } fra { $whose ->
    [mine] din kastebunke { $pile }
    [own] kastebunke { $pile }
   *[other] { GENITIVE($owner, sibilant: "'") } kastebunke { $pile }
} på spillebunke { $to }{ $wild ->
    [yes] , som { $as }
   *[no] {""}
}.
sb-bought-stock = { $who ->
    [you] Du betaler
   *[other] { $name } betaler
} { $seller } én mynt for { $card } fra { $whose ->
    [mine] hovedbunken din
   *[other] hovedbunken
}, og spiller kortet på spillebunke { $to }{ $wild ->
    [yes] , som { $as }
   *[no] {""}
}.
sb-bought-discard = { $who ->
    [you] Du betaler
   *[other] { $name } betaler
} { $seller } én mynt for { $card } fra { $whose ->
    [mine] din kastebunke { $pile }
   *[other] kastebunke { $pile }
}, og spiller kortet på spillebunke { $to }{ $wild ->
    [yes] , som { $as }
   *[no] {""}
}.

## Hovedbunker.

sb-stock-empty = { $who ->
    [you] Hovedbunken din
   *[other] { GENITIVE($name, sibilant: "'") } hovedbunke
} er tom.
sb-stock-shows = Øverst på { $who ->
    [you] hovedbunken din
   *[other] { GENITIVE($name, sibilant: "'") } hovedbunke
} ligger { $card }{ $brief ->
    [yes] {""}
   *[no] ; { $left ->
        [one] ett kort
       *[other] { $left } kort
    } igjen
}.

## Mynter.

sb-paid-for = { $who ->
    [you] Du betaler
   *[other] { $name } betaler
} { $coins ->
    [one] én mynt
   *[other] { $coins } mynter
} som en { $number } på spillebunke { $to }{ $brief ->
    [yes] .
   *[no] { $coins ->
        [one] ; mynten ligger ved siden av bunken.
       *[other] ; de ligger ved siden av bunken.
    }
}
sb-toll-due = Avgift: { $coins ->
    [one] én mynt
   *[other] { $coins } mynter
} for å fortsette.
sb-toll-owed = { $name } må betale en avgift på { $coins ->
    [one] én mynt
   *[other] { $coins } mynter
} for å fortsette.
sb-toll-paid = { $who ->
    [you] Du betaler
   *[other] { $name } betaler
} avgiften på { $coins ->
    [one] én mynt
   *[other] { $coins } mynter
}{ $brief ->
    [yes] .
   *[no] { $coins ->
        [one] ; mynten ligger ved siden av spillebunke { $to }.
       *[other] ; de ligger ved siden av spillebunke { $to }.
    }
}
sb-toll-skipped = { $who ->
    [you] Du betaler ikke
   *[other] { $name } betaler ikke
} avgiften på { $coins ->
    [one] én mynt
   *[other] { $coins } mynter
}: { $who ->
    [you] turen din
   *[other] { GENITIVE($name, sibilant: "'") } tur
} er over, og det kastes ikke noe kort.
sb-pile-completed = Spillebunke { $to } er full og legges til side{ $total ->
    [0] .
    [one] ; den ene mynten går til { $player }.
   *[other] ; de { $total } myntene deles ut: { $shares }.
}

## Turen.

sb-hand-emptied = { $who ->
    [you] Du har
   *[other] { $name } har
} spilt alle kortene på hånden.
sb-discarded = { $who ->
    [you] Du kaster { $card } på din kastebunke { $pile }.
   *[other] { $name } kaster { $card } på kastebunke { $pile }.
}
sb-turn-ended = { $who ->
    [you] Turen din
   *[other] { GENITIVE($name, sibilant: "'") } tur
} er over: { $why ->
    [toll] avgiften ble ikke betalt
   *[empty] det er ikke noe kort igjen å kaste
}.

## Et spill begynner.

sb-game-started = { $stock } kort i hovedbunken og { $coins } mynter hver; { $who ->
    [you] du begynner
   *[other] { $name } begynner
}.
sb-match-game = Spill { $number } i kampen.
sb-match-first = Spill 1 i en kamp til { $points } poeng.
sb-stock-tops = Øverst på hovedbunkene: { $tops }.
sb-stock-top = { $who ->
    [you] hos deg
   *[other] hos { $name }
} { $card }

## Et spill slutter. $winners: en liste med spillere; $subject: "you", "one" eller "many".

sb-game-over = Spillet er over. { $winners } vinner og får { $points } poeng{ $subject ->
    [many] {" "}hver
   *[other] {""}
}.
sb-game-stalled = Spillet er over: ingen kan spille videre. { $winners } vinner med færrest kort igjen i hovedbunken og får { $points } poeng{ $subject ->
    [many] {" "}hver
   *[other] {""}
}.
sb-totals = Stilling, { $target } for å vinne: { $ranked }.
sb-match-won = { $over ->
    [match] Kampen er over.
   *[game] Spillet er over.
} { $winners } { $subject ->
   *[other] vinner
} kampen med { $points } poeng{ $others ->
    [0] .
   *[other] ; { $rest }.
}

## Sagt når noen spør, eller når turen kommer.

sb-turn-then = Spill, betal for eller kjøp kort, og { $hand ->
    [yes] kast så et kort
   *[no] skriv så { sb-cmd-end }
} for å avslutte turen.
sb-resumed = { $game } fortsetter{ $match ->
    [0] {""}
   *[other] , spill { $match } i kampen
}{ $over ->
    [yes] , og det er over.
   *[no] : { $who ->
        [you] din tur
       *[other] { GENITIVE($name, sibilant: "'") } tur
    }; kort igjen i hovedbunken: { $left }.
}
sb-taken-back = Angret.
