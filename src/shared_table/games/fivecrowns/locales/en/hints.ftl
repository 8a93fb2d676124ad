## Hints: the hard bot's reasons (bots/reasons.py, bots/hard.py). Every figure is what the hand
## check says. $card is a card named in a hint (fc-hint-card); $points are points.

# A card named in a hint. Also offered: $rank (3 to 13), for a language whose article depends on the card.
fc-hint-card = { $kind ->
    [joker] the joker
    [wild] the wild { $card }
   *[card] the { $card }
}
fc-hint-run = run of { $suit }
fc-hint-book = book of { $ranks }
fc-hint-book-wilds = book of wilds
fc-hint-empty-pile = Draw from the stock: the discard pile is empty.
fc-hint-take-forced = Take { $card }: the stock is empty.
## $mean: the points a card from the stock leaves on average (may have decimals).
fc-hint-take-last = Take { $card }: { $out ->
    [yes] with it you go out on this last turn
   *[no] it leaves { $points ->
        [one] { $points } point
       *[other] { $points } points
    } on this last turn; the stock would leave { $mean } on average
}.
fc-hint-take-wild = Take { $card }: a wild card fits any meld.
fc-hint-take-meld = Take { $card }: it completes your { $meld }.
fc-hint-take-keep = Take { $card }: it goes with cards you are keeping.
fc-hint-draw-last-melds = Draw from the stock: your whole hand melds, so you lay down with no points.
fc-hint-draw-melds = Draw from the stock: your whole hand melds, so whatever you draw, you can go out.
fc-hint-draw-last = Draw from the stock: on this last turn it leaves { $mean } points on average; { $card } would leave { $points }.
fc-hint-draw-no-lower = Draw from the stock: { $card } does not lower your { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
fc-hint-draw-not-enough = Draw from the stock: { $card } saves too little to be worth showing what you collect.
fc-hint-go-out = Discard { $card }: the rest of your hand melds, so you go out.
fc-hint-discard-last = Discard { $card }: your last turn leaves you { $points ->
    [one] { $points } point
   *[other] { $points } points
}, the fewest you can.
## $why: "wild", "highest", "loose" or "least".
fc-hint-discard = Discard { $card }: { $why ->
    [highest] it is your highest card that helps no meld
    [loose] it helps no meld
    [wild] even a wild card makes no meld with these cards
   *[least] it helps your hand least
}; { $points ->
    [one] { $points } point
   *[other] { $points } points
} would be left.
## $keep: the card that would leave fewer points now (the one check names); $worth: why it is kept (fc-hint-keep-*).
fc-hint-discard-keep = Discard { $card } and keep { $keep }: { $worth }.
fc-hint-keep-wild = a wild card is worth keeping until someone goes out
fc-hint-keep-neighbour = { $name } has been picking up cards that go with it
fc-hint-keep-outs = it can still make a meld
fc-hint-keep-draw = it gives your next draw more chances
