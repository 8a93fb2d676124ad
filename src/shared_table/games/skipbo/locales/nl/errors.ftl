## Weigeringen: de regels (rules/state.py), wat er getypt werd (words/commands.py, words/reading_typed.py, rules/cards.py), opgeslagen spellen (rules/codec.py).

sb-error-players = Skip-Bo is voor { $min } tot { $max } spelers, niet { $given }
sb-error-over = Het spel is voorbij.
sb-error-no-seat = Niemand zit op plaats { $seat }: { $name } is aan de beurt.
sb-error-not-your-turn = { $name } is aan de beurt, niet { $other }.
sb-error-toll-first = Betaal eerst de tol van { $coins ->
    [one] één munt
   *[other] { $coins } munten
}, of beëindig je beurt: typ { sb-say-pay-toll } of { sb-say-skip-toll }.
sb-error-must-play = Je hebt munten betaald op bouwstapel { $place }: speel er nu de volgende kaart op.
sb-error-end-with-discard = Je beurt eindigt met afleggen: leg een kaart uit je hand op een aflegstapel.
sb-error-not-a-move = geen zet in Skip-Bo: { $action }
sb-error-no-building-pile = Er is geen bouwstapel { $given }: ze zijn 1 tot en met { $count }.
sb-error-wont-fit = Bouwstapel { $place } { $empty ->
    [yes] is leeg: hij begint met een één
   *[no] heeft { $needed } nodig
} of een Skip-Bo-kaart, niet { $card }.
sb-error-top-card = Van { $source ->
    [discard] een aflegstapel
   *[stock] een voorraadstapel
} speel je altijd de bovenste kaart: noem geen kaart.
sb-error-pile-number = Alleen een aflegstapel noem je bij zijn nummer.
sb-error-stock-empty = Die voorraadstapel is leeg.
sb-error-discard-no-card = Aflegstapel { $pile } heeft geen kaart om te spelen.
sb-error-not-in-hand = Die kaart heb je niet in je hand.
sb-error-buy-whom = Koop van een andere speler aan deze tafel.
sb-error-buy-top = Koop de bovenste kaart van de voorraadstapel of van een van de aflegstapels van een andere speler.
sb-error-no-coins = Je hebt geen munten meer om mee te kopen.
sb-error-pay-twelve = Bouwstapel { $place } heeft een twaalf nodig, de laatste kaart: die kun je niet met munten betalen.
sb-error-pay-short = Bouwstapel { $place } heeft { $needed } nodig: dat kost { $cost ->
    [one] één munt
   *[other] { $cost } munten
}, en je hebt { $have ->
    [one] één munt
   *[other] { $have } munten
}.
sb-error-pay-no-follow = Betaal je voor { $paid }, dan moet je er { $next } of een Skip-Bo-kaart op spelen, en je hebt { $none ->
    [neither] geen van beide
   *[none] er geen
}.
sb-error-no-toll = Er is nu geen tol te betalen.
sb-error-toll-short = De tol is { $due ->
    [one] één munt
   *[other] { $due } munten
} en je hebt { $have ->
    [one] één munt
   *[other] { $have } munten
}: typ { sb-say-skip-toll }.
sb-error-no-such-card = Je hebt geen { $card } in je hand.
sb-error-no-discard-pile = Er is geen aflegstapel { $given }: de jouwe zijn 1 tot en met { $count }.
sb-error-no-such-card-toll = geen Skip-Bo-kaart { $number } met een tol van { $toll }
sb-error-no-card = geen kaart "{ $given }": noem een getal van 1 tot en met 12, zoals 7 of zeven, of sb voor een Skip-Bo-kaart
sb-error-bot-level = geen computerniveau "{ $given }": de niveaus zijn { $levels }
sb-error-saved-card = een Skip-Bo-kaart schrijf je als 7, 7t2 of sb, niet { $given }
sb-error-verbosity = Geen detail "{ $given }": kies { $choices }.

## Een spel met de hand klaargelegd, voor tests (SkipBoState.from_layout).

sb-error-layout-stocks = geef { $seats } voorraadstapels van dezelfde grootte, met minstens één kaart elk
sb-error-layout-building = de bouwstapels zijn { $count } plaatsen, elk op volgorde gebouwd van 1 tot hoogstens 11
sb-error-layout-discards = elke speler heeft { $count } aflegstapels, niet { $given }
sb-error-layout-coins = geef elk van de { $seats } spelers 0 of meer munten, samen hoogstens { $box }

## Wat er getypt werd (words/commands.py).

sb-error-no-argument = Na { $name } komt niets: typ alleen "{ $name }".
sb-error-over-new = Het spel is voorbij. Typ { $new } voor een nieuw spel, of { $quit }.
sb-error-turn-of = { $name } is aan de beurt.
sb-error-not-yet = Nog niet. { $toll }
sb-error-no-pile = Geen { $what ->
    [discard] aflegstapel
   *[building] bouwstapel
} "{ $given }": ze hebben de nummers 1 tot en met { $count }.
sb-error-which-card = Welke { $number }? Typ { $options }.
sb-which-option = { $short } voor { $card }
sb-error-which-discard-pile = Welke aflegstapel? Noem zijn nummer, zoals: { sb-cmd-play } afleg 2 op 1.
sb-error-your-stock-empty = Je voorraadstapel is leeg.
sb-error-not-on-top = De bovenste kaart daar is { $card }, niet die.
sb-error-your-discard-empty = Je aflegstapel { $pile } is leeg.
sb-error-no-source = Geen kaart "{ $given }": noem voorraad, een kaart uit je hand zoals 7, zeven, 7t2 of sb, of afleg en een stapelnummer.
sb-error-no-player = Geen speler "{ $given }" { $what ->
    [buy] om van te kopen
   *[table] aan deze tafel
}: noem { $others }.

## Een kaart die nergens past. $said: de kaart zoals sb-said-* haar noemt.

sb-said-stock = { $start ->
    [yes] { $card } van je voorraadstapel
   *[no] { $card } van je voorraadstapel
}
sb-said-discard = { $start ->
    [yes] { $card } op je aflegstapel { $pile }
   *[no] { $card } op je aflegstapel { $pile }
}
sb-said-hand = { $start ->
    [yes] { $card } uit je hand
   *[no] { $card } uit je hand
}
sb-said-buy-stock = { $card } van de voorraadstapel van { $name }
sb-said-buy-discard = { $start ->
    [yes] { $card } op aflegstapel { $pile } van { $name }
   *[no] { $card } op aflegstapel { $pile } van { $name }
}
sb-error-fits-none = Op geen enkele bouwstapel past nu { $said }. { $needs }
sb-error-which-building = Op welke bouwstapel? Op bouwstapel { $piles } past { $said }: typ er een, zoals: { $example } op { $first }.
sb-error-paid-elsewhere = Je hebt munten betaald op bouwstapel { $must }: speel daar nu { $needed } of een Skip-Bo-kaart op.
sb-error-no-fit = Bouwstapel { $place } { $empty ->
    [yes] is leeg: begin hem met een één of een Skip-Bo-kaart
   *[no] heeft { $needed } nodig, niet { $card }: speel { $needed } of een Skip-Bo-kaart
}{ $else ->
    [pay] , of betaal { $cost ->
        [one] één munt
       *[other] { $cost } munten
    }
    [buy] , of koop er een voor één munt
   *[none] {""}
}.
sb-error-fits-other = Op bouwstapel { $piles } past { $said } wel.

## De eigen weigeringen van elke opdracht.

sb-error-play-what = Wat spelen? Typ speel, waar de kaart vandaan komt en een bouwstapel, zoals: speel voorraad op 2, speel 7 op 1 of speel afleg 3 op 2.
sb-error-pay-none = Voor geen enkele bouwstapel kun je nu betalen: je hebt zoveel munten nodig als het getal van de kaart die hij nodig heeft, plus de kaart die daarna komt.
sb-error-pay-which = Betalen voor welke bouwstapel? Je kunt { $choices } betalen. Typ bijvoorbeeld { sb-cmd-pay } voor { $first }.
sb-pay-choice = { $coins ->
    [one] één munt
   *[other] { $coins } munten
} voor stapel { $place }
sb-error-buy-what = Wat kopen? Typ koop, een speler, voorraad of afleg en een stapelnummer, en dan de bouwstapel, zoals: koop Ann voorraad op 3.
sb-error-buy-own = Je eigen kaarten speel je, die koop je niet: typ { sb-cmd-play }.
sb-error-their-stock-empty = De voorraadstapel van { $name } is leeg.
sb-error-their-discard-empty = Aflegstapel { $pile } van { $name } is leeg.
sb-error-buy-source = "{ $given }" kopen? Koop de bovenste kaart van een voorraadstapel of een aflegstapel, zoals: { sb-cmd-buy } { $name } voorraad op 3, of { sb-cmd-buy } { $name } afleg 2 op 1.
sb-error-toll-choice = { $typed ->
    [no] Typ { sb-say-pay-toll } of { sb-say-skip-toll }.
   *[other] Geen "{ $given }" voor de tol: typ { sb-say-pay-toll } of { sb-say-skip-toll }.
}
sb-error-discard-what = Welke kaart, op welke aflegstapel? Typ afleggen, een kaart en een stapel, zoals: afleggen 9 op 2.
sb-error-discard-which = Op welke van je aflegstapels, 1 tot en met { $count }? Typ { sb-cmd-discards } om ze te horen, en dan bijvoorbeeld: { sb-cmd-discard } { $short } op 1.
sb-error-end-discard = Je beurt eindigt met afleggen: typ afleggen, een kaart en een stapel, zoals: afleggen 9 op 2.
sb-error-not-held = Je hebt geen { $card } in je hand. { $hand }
## A card put on "pile N", which could be either kind; $building and $discard are the piles' words.
sb-error-pile-kind = Welke stapel { $pile }: { $building } { $pile } of { $discard } { $pile }? Zeg welke.
