# The table as the web page draws it (games/fivecrowns/braille/drawing.py).
fc-web-hand = Your hand
fc-web-middle = Stock and discard pile
fc-web-stock = Stock
fc-web-discard-pile = Discard pile
fc-web-cards = { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
fc-web-player = { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
} in hand, { $points ->
    [one] { $points } point
   *[other] { $points } points
}
fc-web-you = Your melds
fc-web-wild-card = { $card }, wild
fc-web-draw = Draw from the stock
fc-web-take = Take the discard
fc-web-discard = Discard the chosen card
fc-web-pick = Choose a card in your hand first, then press Discard.
fc-web-round = Round
fc-web-total = Total
fc-web-this-round = { $points ->
    [one] { $points } point this round
   *[other] { $points } points this round
}
