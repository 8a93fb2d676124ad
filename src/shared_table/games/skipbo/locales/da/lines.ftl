## Svar på spørgsmålene (words/table_lines.py).

sb-hand-empty = Din hånd er tom.
sb-hand = Din hånd, { $count ->
    [one] ét kort
   *[other] { $count } kort
}: { $cards }.
sb-pile-needs = Byggebunke { $place } skal bruge { $needed }{ $top ->
    [coins] ; øverst ligger mønter i stedet for { $value }
    [wild] ; øverst ligger et Skip-Bo-kort som { $value }
   *[card] {""}
}{ $coins ->
    [0] .
    [one] ; én mønt ved siden af.
   *[other] ; { $coins } mønter ved siden af.
}
sb-piles-none = Ingen byggebunke endnu: en ener eller et Skip-Bo-kort starter en.
sb-piles-empty = { $count ->
    [one] Byggebunke { $places } er tom.
   *[other] Byggebunke { $places } er tomme.
}
sb-draw-pile = Trækbunken: { $cards ->
    [one] ét kort
   *[other] { $cards } kort
}; { $aside ->
    [0] ingen
   *[other] { $aside }
} lagt til side.
sb-discards-all-empty = { $who ->
    [you] Dine
   *[other] { GENITIVE($name, sibilant: "'") }
} afkastbunker er alle tomme.
sb-discards-heading = { $who ->
    [you] Dine
   *[other] { GENITIVE($name, sibilant: "'") }
} afkastbunker, øverste kort først.
sb-discards-pile = Bunke { $pile }: { $cards }.
sb-discards-empty = { $count ->
    [one] Bunke { $piles } er tom.
   *[other] Bunke { $piles } er tomme.
}
sb-coins-mine = Du har { $coins ->
    [one] én mønt
   *[other] { $coins } mønter
}; { $others }.
sb-coins-beside = Ved byggebunke { $place }: { $coins ->
    [one] én mønt
   *[other] { $coins } mønter
}.
sb-coins-none-beside = Ingen mønter ved byggebunkerne.
sb-scores-stock = Kort tilbage i egen bunke: { $ranked }.
sb-scores-match = Spil { $number } i kampen. Stilling, { $target } for at vinde: { $ranked }.
sb-scores-points = Point: { $ranked }.
sb-needed = Mangler: { $parts }.
sb-needed-on = { $needed } på { $count ->
    [one] bunke { $place }
   *[other] bunkerne { $place }
}
sb-needed-start = en ener for at starte bunke { $place }
sb-stock-fits = Fra din egen bunke passer { $card } på byggebunke { $piles }.
sb-toll-line = Afgift: betal { $coins ->
    [one] én mønt
   *[other] { $coins } mønter
} for at fortsætte, eller spring over og slut din tur. { $enough ->
    [yes] Skriv { sb-say-pay-toll } eller { sb-say-skip-toll }.
   *[no] Du har { $have ->
        [one] én mønt
       *[other] { $have } mønter
    }: skriv { sb-say-skip-toll }.
}
sb-must-play = Spil nu { $needed } eller et Skip-Bo-kort på byggebunke { $place }.
