## Wat er aan tafel gebeurt (words/narration.py). $who is "you" voor wie luistert, anders "other" met
## $name. De zinnen van een regel staan achter elkaar, met een spatie.

sb-your-turn = Jouw beurt.
sb-turn-of = { $name } is aan de beurt.
sb-draws = { $name } trekt { $count ->
    [one] één kaart
   *[other] { $count } kaarten
}.
sb-you-draw-count = Je trekt { $count ->
    [one] één kaart
   *[other] { $count } kaarten
}.
sb-you-draw = Je trekt { $cards }.
sb-reshuffled = De trekstapel is op: de { $count } apart gelegde kaarten worden geschud tot een nieuwe.
sb-bought-card = { $who ->
    [you] Je betaalt
   *[other] { $name } betaalt
} { $to } één munt voor een kaart.

## Een kaart gespeeld, uit een hand, van een voorraadstapel of van een aflegstapel.

sb-played-hand = { $who ->
    [you] Je speelt
   *[other] { $name } speelt
} { $card } op bouwstapel { $to }{ $wild ->
    [yes] , als { $as }
   *[no] {""}
}.
sb-played-stock = { $who ->
    [you] Je speelt
   *[other] { $name } speelt
} { $card } van { $whose ->
    [mine] je voorraadstapel
    [own] de voorraadstapel
   *[other] de voorraadstapel van { $owner }
} op bouwstapel { $to }{ $wild ->
    [yes] , als { $as }
   *[no] {""}
}.
sb-played-discard = { $who ->
    [you] Je speelt
   *[other] { $name } speelt
} { $card } van { $whose ->
    [mine] je aflegstapel { $pile }
    [own] aflegstapel { $pile }
   *[other] aflegstapel { $pile } van { $owner }
} op bouwstapel { $to }{ $wild ->
    [yes] , als { $as }
   *[no] {""}
}.
sb-bought-stock = { $who ->
    [you] Je betaalt
   *[other] { $name } betaalt
} { $seller } één munt voor { $card } van { $whose ->
    [mine] je voorraadstapel
   *[other] de voorraadstapel
}, op bouwstapel { $to }{ $wild ->
    [yes] , als { $as }
   *[no] {""}
}.
sb-bought-discard = { $who ->
    [you] Je betaalt
   *[other] { $name } betaalt
} { $seller } één munt voor { $card } van { $whose ->
    [mine] je aflegstapel { $pile }
   *[other] aflegstapel { $pile }
}, op bouwstapel { $to }{ $wild ->
    [yes] , als { $as }
   *[no] {""}
}.

## Voorraadstapels.

sb-stock-empty = { $who ->
    [you] Je voorraadstapel
   *[other] De voorraadstapel van { $name }
} is leeg.
sb-stock-shows = { $who ->
    [you] Op je voorraadstapel
   *[other] Op de voorraadstapel van { $name }
} ligt { $card }{ $brief ->
    [yes] {""}
   *[no] ; nog { $left ->
        [one] één kaart
       *[other] { $left } kaarten
    }
}.

## Munten.

sb-paid-for = { $who ->
    [you] Je betaalt
   *[other] { $name } betaalt
} { $coins ->
    [one] één munt
   *[other] { $coins } munten
} in plaats van de { $number } op bouwstapel { $to }{ $brief ->
    [yes] .
   *[no] { $coins ->
        [one] ; de munt ligt ernaast.
       *[other] ; ze liggen ernaast.
    }
}
sb-toll-due = Tol: { $coins ->
    [one] één munt
   *[other] { $coins } munten
} om door te spelen.
sb-toll-owed = { $name } moet een tol van { $coins ->
    [one] één munt
   *[other] { $coins } munten
} betalen om door te spelen.
sb-toll-paid = { $who ->
    [you] Je betaalt
   *[other] { $name } betaalt
} de tol van { $coins ->
    [one] één munt
   *[other] { $coins } munten
}{ $brief ->
    [yes] .
   *[no] { $coins ->
        [one] ; de munt ligt naast bouwstapel { $to }.
       *[other] ; ze liggen naast bouwstapel { $to }.
    }
}
sb-toll-skipped = { $who ->
    [you] Je slaat
   *[other] { $name } slaat
} de tol van { $coins ->
    [one] één munt
   *[other] { $coins } munten
} over: { $who ->
    [you] je beurt
   *[other] de beurt van { $name }
} is voorbij, zonder afleggen.
sb-pile-completed = Bouwstapel { $to } is vol en wordt opzijgelegd{ $total ->
    [0] .
    [one] ; de munt ernaast gaat naar { $player }.
   *[other] ; de { $total } munten ernaast worden verdeeld: { $shares }.
}

## De beurt.

sb-hand-emptied = { $who ->
    [you] Je hebt
   *[other] { $name } heeft
} alle kaarten uit de hand gespeeld.
sb-discarded = { $who ->
    [you] Je legt { $card } af op je aflegstapel { $pile }.
   *[other] { $name } legt { $card } af op aflegstapel { $pile }.
}
sb-turn-ended = { $who ->
    [you] Je beurt
   *[other] De beurt van { $name }
} is voorbij: { $why ->
    [toll] de tol is niet betaald
   *[empty] er is geen kaart meer om af te leggen
}.

## Een spel begint.

sb-game-started = Iedereen krijgt { $stock } voorraadkaarten en { $coins } munten; { $who ->
    [you] jij begint
   *[other] { $name } begint
}.
sb-match-game = Spel { $number } van de wedstrijd.
sb-match-first = Spel 1 van een wedstrijd tot { $points } punten.
sb-stock-tops = Bovenop de voorraadstapels: { $tops }.
sb-stock-top = { $who ->
    [you] bij jou
   *[other] bij { $name }
} { $card }

## Een spel eindigt. $winners: een lijst spelers; $subject: "you", "one" of "many".

sb-game-over = Het spel is voorbij. { $subject ->
    [many] { $winners } winnen
   *[other] { $winners } wint
} met { $points } punten{ $subject ->
    [many] {" "}elk
   *[other] {""}
}.
sb-game-stalled = Het spel is voorbij: niemand kan nog spelen. { $subject ->
    [many] { $winners } winnen
   *[other] { $winners } wint
} met de minste voorraadkaarten over, goed voor { $points } punten{ $subject ->
    [many] {" "}elk
   *[other] {""}
}.
sb-totals = Totalen, { $target } om te winnen: { $ranked }.
sb-match-won = { $over ->
    [match] De wedstrijd is voorbij.
   *[game] Het spel is voorbij.
} { $subject ->
    [many] { $winners } winnen
   *[other] { $winners } wint
} de wedstrijd met { $points } punten{ $others ->
    [0] .
   *[other] ; { $rest }.
}

## Gezegd als erom gevraagd wordt, of als een beurt begint.

sb-turn-then = Speel, betaal voor of koop kaarten, en { $hand ->
    [yes] leg dan een kaart af
   *[no] typ dan { sb-cmd-end }
} om je beurt te beëindigen.
sb-resumed = { $game } hervat{ $match ->
    [0] {""}
   *[other] , spel { $match } van de wedstrijd
}{ $over ->
    [yes] , en het is voorbij.
   *[no] : { $who ->
        [you] jouw beurt
       *[other] { $name } is aan de beurt
    }; voorraadkaarten over: { $left }.
}
sb-taken-back = Teruggenomen.
