## Hvad der sker ved bordet (words/narration.py). $who er "you" for den, der lytter, ellers "other"
## med $name.

sb-your-turn = Din tur.
sb-turn-of = { GENITIVE($name, sibilant: "'") } tur.
sb-draws = { $name } trækker { $count ->
    [one] ét kort
   *[other] { $count } kort
}.
sb-you-draw-count = Du trækker { $count ->
    [one] ét kort
   *[other] { $count } kort
}.
sb-you-draw = Du trækker { $cards }.
sb-reshuffled = Trækbunken er tom: de { $count } kort, der er lagt til side, blandes til en ny.
sb-bought-card = { $who ->
    [you] Du betaler
   *[other] { $name } betaler
} { $to } én mønt for et kort.

## Et kort spilles fra hånden, egen bunke eller en afkastbunke.

sb-played-hand = { $who ->
    [you] Du spiller
   *[other] { $name } spiller
} { $card } på byggebunke { $to }{ $wild ->
    [yes] , som { $as }
   *[no] {""}
}.
sb-played-stock = { $who ->
    [you] Du spiller
   *[other] { $name } spiller
} { $card } fra { $whose ->
    [mine] din egen bunke
    [own] egen bunke
   *[other] { GENITIVE($owner, sibilant: "'") } egen bunke
} på byggebunke { $to }{ $wild ->
    [yes] , som { $as }
   *[no] {""}
}.
sb-played-discard = { $who ->
    [you] Du spiller
   *[other] { $name } spiller
} { $card } fra { $whose ->
    [mine] din afkastbunke { $pile }
    [own] afkastbunke { $pile }
   *[other] { GENITIVE($owner, sibilant: "'") } afkastbunke { $pile }
} på byggebunke { $to }{ $wild ->
    [yes] , som { $as }
   *[no] {""}
}.
sb-bought-stock = { $who ->
    [you] Du betaler
   *[other] { $name } betaler
} { $seller } én mønt for { $card } fra { $whose ->
    [mine] din egen bunke
   *[other] egen bunke
}, lagt på byggebunke { $to }{ $wild ->
    [yes] , som { $as }
   *[no] {""}
}.
sb-bought-discard = { $who ->
    [you] Du betaler
   *[other] { $name } betaler
} { $seller } én mønt for { $card } fra { $whose ->
    [mine] din afkastbunke { $pile }
   *[other] afkastbunke { $pile }
}, lagt på byggebunke { $to }{ $wild ->
    [yes] , som { $as }
   *[no] {""}
}.

## Egne bunker.

sb-stock-empty = { $who ->
    [you] Din egen bunke
   *[other] { GENITIVE($name, sibilant: "'") } egen bunke
} er tom.
sb-stock-shows = Øverst i { $who ->
    [you] din egen bunke
   *[other] { GENITIVE($name, sibilant: "'") } egen bunke
} ligger { $card }{ $brief ->
    [yes] {""}
   *[no] ; { $left ->
        [one] ét kort
       *[other] { $left } kort
    } tilbage
}.

## Mønter.

sb-paid-for = { $who ->
    [you] Du betaler
   *[other] { $name } betaler
} { $coins ->
    [one] én mønt
   *[other] { $coins } mønter
} som en { $number } på byggebunke { $to }{ $brief ->
    [yes] .
   *[no] { $coins ->
        [one] ; mønten ligger ved siden af bunken.
       *[other] ; de ligger ved siden af bunken.
    }
}
sb-toll-due = Afgift: { $coins ->
    [one] én mønt
   *[other] { $coins } mønter
} for at fortsætte.
sb-toll-owed = { $name } skal betale en afgift på { $coins ->
    [one] én mønt
   *[other] { $coins } mønter
} for at fortsætte.
sb-toll-paid = { $who ->
    [you] Du betaler
   *[other] { $name } betaler
} afgiften på { $coins ->
    [one] én mønt
   *[other] { $coins } mønter
}{ $brief ->
    [yes] .
   *[no] { $coins ->
        [one] ; mønten ligger ved siden af byggebunke { $to }.
       *[other] ; de ligger ved siden af byggebunke { $to }.
    }
}
sb-toll-skipped = { $who ->
    [you] Du betaler ikke
   *[other] { $name } betaler ikke
} afgiften på { $coins ->
    [one] én mønt
   *[other] { $coins } mønter
}: { $who ->
    [you] din
   *[other] { GENITIVE($name, sibilant: "'") }
} tur slutter, uden at der kasseres.
sb-pile-completed = Byggebunke { $to } er færdig og lægges til side{ $total ->
    [0] .
    [one] ; dens ene mønt gives til { $player }.
   *[other] ; dens { $total } mønter fordeles: { $shares }.
}

## Turen.

sb-hand-emptied = { $who ->
    [you] Du har
   *[other] { $name } har
} spillet alle kort på hånden.
sb-discarded = { $who ->
    [you] Du lægger { $card } i din afkastbunke { $pile }.
   *[other] { $name } lægger { $card } i afkastbunke { $pile }.
}
sb-turn-ended = { $who ->
    [you] Din
   *[other] { GENITIVE($name, sibilant: "'") }
} tur slutter: { $why ->
    [toll] afgiften blev ikke betalt
   *[empty] der er intet kort at lægge i en afkastbunke
}.

## Et spil begynder.

sb-game-started = { $stock } kort i egen bunke og { $coins } mønter hver; { $who ->
    [you] du starter
   *[other] { $name } starter
}.
sb-match-game = Spil { $number } i kampen.
sb-match-first = Spil 1 i en kamp til { $points } point.
sb-stock-tops = Øverst på de egne bunker: { $tops }.
sb-stock-top = { $who ->
    [you] hos dig
   *[other] hos { $name }
} { $card }

## Et spil slutter.

sb-game-over = Spillet er slut. { $winners } vinder og får { $points } point{ $subject ->
    [many] {" "}hver
   *[other] {""}
}.
sb-game-stalled = Spillet er slut: ingen kan spille videre. { $winners } vinder med færrest kort tilbage i egen bunke og får { $points } point{ $subject ->
    [many] {" "}hver
   *[other] {""}
}.
sb-totals = Stilling, { $target } for at vinde: { $ranked }.
sb-match-won = { $over ->
    [match] Kampen er slut.
   *[game] Spillet er slut.
} { $winners } { $subject ->
   *[other] vinder
} kampen med { $points } point{ $others ->
    [0] .
   *[other] ; { $rest }.
}

## Sagt på forespørgsel, eller når turen kommer.

sb-turn-then = Spil, betal for eller køb kort, og { $hand ->
    [yes] læg så et kort i en afkastbunke
   *[no] skriv så { sb-cmd-end }
} for at slutte din tur.
sb-resumed = Genoptaget { $game }{ $match ->
    [0] {""}
   *[other] , spil { $match } i kampen
}{ $over ->
    [yes] , og det er slut.
   *[no] : { $who ->
        [you] din tur
       *[other] { GENITIVE($name, sibilant: "'") } tur
    }; kort tilbage i egen bunke: { $left }.
}
sb-taken-back = Taget tilbage.
