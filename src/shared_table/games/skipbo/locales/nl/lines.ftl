## Antwoorden op de vragen (words/table_lines.py): voorraad, hand, stapels, aflegstapels, munten, stand, en
## wat een beurt vraagt.

sb-hand-empty = Je hand is leeg.
sb-hand = Je hand, { $count ->
    [one] één kaart
   *[other] { $count } kaarten
}: { $cards }.
sb-pile-needs = Bouwstapel { $place } heeft { $needed } nodig{ $top ->
    [coins] ; bovenop liggen munten in plaats van { $value }
    [wild] ; bovenop ligt een Skip-Bo-kaart als { $value }
   *[card] {""}
}{ $coins ->
    [0] .
    [one] ; één munt ernaast.
   *[other] ; { $coins } munten ernaast.
}
sb-piles-none = Nog geen bouwstapel: een één of een Skip-Bo-kaart begint er een.
sb-piles-empty = { $count ->
    [one] Bouwstapel { $places } is leeg.
   *[other] Bouwstapels { $places } zijn leeg.
}
sb-draw-pile = Trekstapel: { $cards ->
    [one] één kaart
   *[other] { $cards } kaarten
}; { $aside ->
    [0] geen
   *[other] { $aside }
} apart gelegd.
sb-discards-all-empty = { $who ->
    [you] Je aflegstapels
   *[other] De aflegstapels van { $name }
} zijn allemaal leeg.
sb-discards-heading = { $who ->
    [you] Je aflegstapels
   *[other] De aflegstapels van { $name }
}, bovenste kaart eerst.
sb-discards-pile = Stapel { $pile }: { $cards }.
sb-discards-empty = { $count ->
    [one] Stapel { $piles } is leeg.
   *[other] Stapels { $piles } zijn leeg.
}
sb-coins-mine = Je hebt { $coins ->
    [one] één munt
   *[other] { $coins } munten
}; { $others }.
sb-coins-beside = Naast bouwstapel { $place }: { $coins ->
    [one] één munt
   *[other] { $coins } munten
}.
sb-coins-none-beside = Geen munten naast de bouwstapels.
sb-scores-stock = Voorraadkaarten over: { $ranked }.
sb-scores-match = Spel { $number } van de wedstrijd. Totalen, { $target } om te winnen: { $ranked }.
sb-scores-points = Punten: { $ranked }.
sb-needed = Nodig: { $parts }.
sb-needed-on = { $needed } op { $count ->
    [one] stapel { $place }
   *[other] stapels { $place }
}
sb-needed-start = een één om stapel { $place } te beginnen
sb-stock-fits = Op bouwstapel { $piles } past { $card } van je voorraadstapel.
sb-toll-line = Tol: betaal { $coins ->
    [one] één munt
   *[other] { $coins } munten
} om door te spelen, of sla de tol over; dan is je beurt voorbij. { $enough ->
    [yes] Typ { sb-say-pay-toll } of { sb-say-skip-toll }.
   *[no] Je hebt { $have ->
        [one] één munt
       *[other] { $have } munten
    }: typ { sb-say-skip-toll }.
}
sb-must-play = Speel nu { $needed } of een Skip-Bo-kaart op bouwstapel { $place }.
