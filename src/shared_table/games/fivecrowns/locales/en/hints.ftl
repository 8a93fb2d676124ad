## Hints: the hard bot's reasons (bots/reasons.py, bots/hard.py). Every figure is what the hand
## check says. $card is a card named in a hint (fc-hint-card); $points, $now are points.

fc-hint-card = { $kind ->
    [joker] the joker
    [wild] the wild { $card }
   *[card] the { $card }
}
fc-hint-run = run of { $suit }
fc-hint-book = book of { $ranks }
fc-hint-book-wilds = book of wilds
fc-hint-empty-pile = Draw from the stock: the discard pile is empty.
fc-hint-with-it-out = With it, you can go out.
## $change: "same", "down" or "up", against $now.
fc-hint-with-it = With it, your best discard leaves { $points ->
    [one] { $points } point
   *[other] { $points } points
}, { $change ->
    [same] the same as now
    [down] down from { $now } now
   *[up] up from { $now } now
}.
fc-hint-take-forced = Take { $card }: the stock is empty.
## $mean: the points a card from the stock leaves on average (may have decimals).
fc-hint-take-last = Take { $card }: on your last turn, { $out ->
    [yes] it lets you go out
   *[no] it leaves { $points ->
        [one] { $points } point
       *[other] { $points } points
    } after your best discard
}; a card from the stock would leave { $mean } on average.
fc-hint-take-wild = Take { $card }: a wild card fits any meld.
fc-hint-take-meld = Take { $card }: it completes your { $meld }.
fc-hint-take-keep = Take { $card }: it goes with cards you are keeping.
fc-hint-draw-last-melds = Draw from the stock: on your last turn, your whole hand melds, so whatever you draw, you lay down with no points.
fc-hint-draw-melds = Draw from the stock: your whole hand melds, so whatever you draw, you can go out.
fc-hint-draw-last = Draw from the stock: on your last turn, a card from the stock leaves { $mean } points on average after your best discard; { $card } would leave { $points }.
fc-hint-draw-no-lower = Draw from the stock: { $card } does not lower your { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
fc-hint-draw-not-enough = Draw from the stock: with { $card }, your best discard would leave { $points ->
    [one] { $points } point
   *[other] { $points } points
}, down from { $now } now, not enough to show the table what you collect.
fc-hint-go-out = Discard { $card }: the rest of your hand melds, so you go out.
fc-hint-discard-last = Discard { $card }: your last turn leaves you { $points ->
    [one] { $points } point
   *[other] { $points } points
}, the fewest you can.
## $why: "highest", "loose" or "least".
fc-hint-discard = Discard { $card }: { $why ->
    [highest] it is your highest card that helps no meld
    [loose] it helps no meld
   *[least] it helps your hand least
}; { $points ->
    [one] { $points } point
   *[other] { $points } points
} would be left.
## $worth: why the card is kept (fc-hint-keep-*).
fc-hint-instead = Discarding { $card } would leave { $points }, but { $worth }.
fc-hint-keep-wild = a wild card is worth keeping until someone goes out
fc-hint-keep-neighbour = { $name } has been picking up cards that go with it
fc-hint-keep-outs = it can still make a meld: { $outs ->
    [one] { $outs } card
   *[other] { $outs } cards
} that would complete it can still come
fc-hint-keep-draw = keeping it gives your next draw more chances
fc-hint-collecting = { $name } picked up { $suit } { $times } times.
