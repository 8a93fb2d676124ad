## Svar på frågorna (words/table_lines.py).

sb-hand-empty = Din hand är tom.
sb-hand = Din hand, { $count ->
    [one] ett kort
   *[other] { $count } kort
}: { $cards }.
sb-pile-needs = Bygghög { $place } behöver { $needed }{ $top ->
    [coins] ; mynt står för { $value } överst
    [wild] ; ett Skip-Bo-kort står för { $value } överst
   *[card] {""}
}{ $coins ->
    [0] .
    [one] ; ett mynt bredvid.
   *[other] ; { $coins } mynt bredvid.
}
sb-piles-none = Ingen bygghög än: en etta eller ett Skip-Bo-kort startar en.
sb-piles-empty = { $count ->
    [one] Bygghög { $places } är tom.
   *[other] Bygghögarna { $places } är tomma.
}
sb-draw-pile = Draghög: { $cards ->
    [one] ett kort
   *[other] { $cards } kort
}; { $aside ->
    [0] inga
   *[other] { $aside }
} lagda åt sidan.
sb-discards-all-empty = Alla { $who ->
    [you] dina
   *[other] { GENITIVE($name, sibilant: "") }
} kasthögar är tomma.
sb-discards-heading = { $who ->
    [you] Dina
   *[other] { GENITIVE($name, sibilant: "") }
} kasthögar, översta kortet först.
sb-discards-pile = Hög { $pile }: { $cards }.
sb-discards-empty = { $count ->
    [one] Hög { $piles } är tom.
   *[other] Högarna { $piles } är tomma.
}
sb-coins-mine = Du har { $coins ->
    [one] ett mynt
   *[other] { $coins } mynt
}; { $others }.
sb-coins-beside = Bredvid bygghög { $place }: { $coins ->
    [one] ett mynt
   *[other] { $coins } mynt
}.
sb-coins-none-beside = Inga mynt bredvid bygghögarna.
sb-scores-stock = Kort kvar i grundhögen: { $ranked }.
sb-scores-match = Spel { $number } i matchen. Ställning, { $target } för att vinna: { $ranked }.
sb-scores-points = Poäng: { $ranked }.
sb-needed = Behövs: { $parts }.
sb-needed-on = { $needed } på { $count ->
    [one] hög { $place }
   *[other] högarna { $place }
}
sb-needed-start = en etta för att starta hög { $place }
sb-stock-fits = Från din grundhög passar { $card } på bygghög { $piles }.
sb-toll-line = Avgift: betala { $coins ->
    [one] ett mynt
   *[other] { $coins } mynt
} för att fortsätta, eller hoppa över den och avsluta din tur. { $enough ->
    [yes] Skriv { sb-say-pay-toll } eller { sb-say-skip-toll }.
   *[no] Du har { $have ->
        [one] ett mynt
       *[other] { $have } mynt
    }: skriv { sb-say-skip-toll }.
}
sb-must-play = Lägg nu { $needed } eller ett Skip-Bo-kort på bygghög { $place }.
