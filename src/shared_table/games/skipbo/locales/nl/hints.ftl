## De tip (bots/players.py, words/table_lines.py): een zet als advies aan de speler, en waarom.

sb-hint = Tip: { $action }{ $has-why ->
    [yes] , want { $why }.
   *[no] .
}
sb-hint-none = Geen tip: je bent niet aan de beurt.
# Whether the move after the colon of sb-hint begins with a capital letter: yes or no.
sb-hint-capital = no

## Zetten als advies. $card: sb-card-name; $wild "yes" als een Skip-Bo-kaart voor $as staat.

sb-do-play-stock = speel { $card } van je voorraadstapel op bouwstapel { $to }{ $wild ->
    [yes] , als { $as }
   *[no] {""}
}
sb-do-play-discard = speel { $card } van je aflegstapel { $pile } op bouwstapel { $to }{ $wild ->
    [yes] , als { $as }
   *[no] {""}
}
sb-do-play-hand = speel { $card } uit je hand op bouwstapel { $to }{ $wild ->
    [yes] , als { $as }
   *[no] {""}
}
sb-do-pay = betaal { $coins ->
    [one] één munt
   *[other] { $coins } munten
} in plaats van de { $number } op bouwstapel { $to }
sb-do-buy-stock = koop { $card } van { $owner ->
    [you] je eigen voorraadstapel
   *[other] de voorraadstapel van { $name }
} voor één munt, en speel die op bouwstapel { $to }{ $wild ->
    [yes] , als { $as }
   *[no] {""}
}
sb-do-buy-discard = koop { $card } van { $owner ->
    [you] je eigen aflegstapel { $pile }
   *[other] aflegstapel { $pile } van { $name }
} voor één munt, en speel die op bouwstapel { $to }{ $wild ->
    [yes] , als { $as }
   *[no] {""}
}
sb-do-discard = leg { $card } af op je aflegstapel { $pile }
sb-do-pay-toll = betaal de tol van { $coins ->
    [one] één munt
   *[other] { $coins } munten
}
sb-do-skip-toll = sla de tol over; daarmee eindigt je beurt
sb-do-end = beëindig je beurt: je hand is leeg en er valt niets te trekken

## Waarom. $stock: het getal op je voorraadstapel (sb-number), of de Skip-Bo-kaart.

sb-why-last-stock = je laatste voorraadkaart wint het spel
sb-why-stock-first = je voorraadstapel gaat voor
sb-why-leads-to-stock = dat maakt de weg vrij naar de { $stock } van je voorraadstapel
sb-why-blocks = dan past de { $number } van de voorraadstapel van { $name } niet meer op bouwstapel { $to }
sb-why-pay-toll = als je betaalt, kun je doorspelen
sb-why-skip-toll = doorspelen is de munten niet waard
sb-why-refill = met een lege hand trek je vijf nieuwe kaarten
sb-why-completes = daarmee is de stapel vol en komt zijn plaats vrij
sb-why-frees = dan komt de kaart eronder vrij
sb-why-empties-discard = dan is je aflegstapel { $pile } leeg
sb-why-closer = dat brengt bouwstapel { $to } dichter bij de { $stock } van je voorraadstapel
sb-why-hand-refills = je trekt er volgende beurt een nieuwe kaart voor in de plaats
sb-why-only-wilds = je hand heeft alleen Skip-Bo-kaarten
sb-why-keep-others = je andere kaarten zijn meer waard om te houden
sb-why-new-discard = die krijgt een eigen aflegstapel
sb-why-in-order = die aflegstapel blijft op volgorde
sb-why-least-needed = het is de kaart die je het minst nodig hebt
