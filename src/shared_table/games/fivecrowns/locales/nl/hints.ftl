## Tips: de redenen van de moeilijke computerspeler (bots/reasons.py, bots/hard.py).

fc-hint-card = { $kind ->
    [joker] de joker
    [wild] de wisselende joker { $card }
   *[card] { $card }
}
fc-hint-run = straat in { $suit }
fc-hint-book = gelijke waarden, { $ranks }
fc-hint-book-wilds = gelijke waarden van wisselende jokers
fc-hint-empty-pile = trek van de trekstapel, want de aflegstapel is leeg.
fc-hint-take-forced = pak { $card }, want de trekstapel is leeg.
fc-hint-take-last = pak { $card }, want { $out ->
    [yes] daarmee ga je uit in je laatste beurt
   *[no] in je laatste beurt houd je daarmee { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    } over; de trekstapel zou gemiddeld { $mean } overlaten
}.
fc-hint-take-wild = pak { $card }, want een wisselende joker past in elk setje.
fc-hint-take-meld = pak { $card }, want die maakt je setje af, { $meld }.
fc-hint-take-keep = pak { $card }, want die past bij kaarten die je houdt.
fc-hint-draw-last-melds = trek van de trekstapel, want je hele hand past in setjes, dus je legt open zonder punten.
fc-hint-draw-melds = trek van de trekstapel, want je hele hand past in setjes, dus wat je ook trekt, je kunt uitgaan.
fc-hint-draw-last = trek van de trekstapel, want in je laatste beurt houd je daarmee gemiddeld { $mean } punten over; met { $card } zou dat { $points } zijn.
fc-hint-draw-no-lower = trek van de trekstapel, want met { $card } kom je niet onder je { $points ->
    [one] { $points } punt
   *[other] { $points } punten
}.
fc-hint-draw-not-enough = trek van de trekstapel, want { $card } levert te weinig op om de anderen te laten zien wat je spaart.
fc-hint-go-out = leg { $card } af, want de rest van je hand past in setjes, dus je gaat uit.
fc-hint-discard-last = leg { $card } af, want dan houd je in je laatste beurt { $points ->
    [one] { $points } punt
   *[other] { $points } punten
} over, zo weinig mogelijk.
fc-hint-discard = leg { $card } af, want { $why ->
    [highest] het is je hoogste kaart die geen setje helpt
    [loose] die helpt geen setje
    [wild] zelfs een wisselende joker maakt met deze kaarten geen setje
   *[least] die helpt je hand het minst
}; er blijven { $points ->
    [one] { $points } punt
   *[other] { $points } punten
} over.
fc-hint-discard-keep = leg { $card } af en houd { $keep }, want { $worth }.
fc-hint-keep-wild = een wisselende joker is het bewaren waard tot iemand uitgaat
fc-hint-keep-neighbour = { $name } pakt steeds kaarten die erbij passen
fc-hint-keep-outs = er kan nog een setje van komen
fc-hint-keep-draw = dan heb je meer kans bij de volgende kaart die je trekt
