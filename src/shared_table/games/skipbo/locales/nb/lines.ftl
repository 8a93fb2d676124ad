## Svar på spørsmålene (words/table_lines.py): hovedbunke, hånd, bunker, kastebunker, mynter, stilling, og
## hva en tur krever.

sb-hand-empty = Hånden din er tom.
sb-hand = Hånden din, { $count ->
    [one] ett kort
   *[other] { $count } kort
}: { $cards }.
sb-pile-needs = Spillebunke { $place } trenger { $needed }{ $top ->
    [coins] ; øverst ligger mynter i stedet for { $value }
    [wild] ; øverst ligger et Skip-Bo-kort som { $value }
   *[card] {""}
}{ $coins ->
    [0] .
    [one] ; én mynt ved siden av.
   *[other] ; { $coins } mynter ved siden av.
}
sb-piles-none = Ingen spillebunke ennå: en ener eller et Skip-Bo-kort begynner en.
sb-piles-empty = { $count ->
    [one] Spillebunke { $places } er tom.
   *[other] Spillebunke { $places } er tomme.
}
sb-draw-pile = Trekkebunken: { $cards ->
    [one] ett kort
   *[other] { $cards } kort
}; { $aside ->
    [0] ingen
   *[other] { $aside }
} lagt til side.
sb-discards-all-empty = { $who ->
    [you] Kastebunkene dine
   *[other] { GENITIVE($name, sibilant: "'") } kastebunker
} er alle tomme.
sb-discards-heading = { $who ->
    [you] Kastebunkene dine
   *[other] { GENITIVE($name, sibilant: "'") } kastebunker
}, øverste kort først.
sb-discards-pile = Bunke { $pile }: { $cards }.
sb-discards-empty = { $count ->
    [one] Bunke { $piles } er tom.
   *[other] Bunke { $piles } er tomme.
}
sb-coins-mine = Du har { $coins ->
    [one] én mynt
   *[other] { $coins } mynter
}; { $others }.
sb-coins-beside = Ved spillebunke { $place }: { $coins ->
    [one] én mynt
   *[other] { $coins } mynter
}.
sb-coins-none-beside = Ingen mynter ved spillebunkene.
sb-scores-stock = Kort igjen i hovedbunken: { $ranked }.
sb-scores-match = Spill { $number } i kampen. Stilling, { $target } for å vinne: { $ranked }.
sb-scores-points = Poeng: { $ranked }.
sb-needed = Trengs: { $parts }.
sb-needed-on = { $needed } på { $count ->
    [one] bunke { $place }
   *[other] bunkene { $place }
}
sb-needed-start = en ener for å begynne bunke { $place }
sb-stock-fits = Fra hovedbunken din passer { $card } på spillebunke { $piles }.
sb-toll-line = Avgift: betal { $coins ->
    [one] én mynt
   *[other] { $coins } mynter
} for å fortsette, eller hopp over den og avslutt turen din. { $enough ->
    [yes] Skriv { sb-say-pay-toll } eller { sb-say-skip-toll }.
   *[no] Du har { $have ->
        [one] én mynt
       *[other] { $have } mynter
    }: skriv { sb-say-skip-toll }.
}
sb-must-play = Spill nå { $needed } eller et Skip-Bo-kort på spillebunke { $place }.
