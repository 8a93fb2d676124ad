# The table as the web page draws it (games/skipbo/braille/drawing.py).
sb-web-title = Skip-Bo, game { $game }
sb-web-mine = Your stock
sb-web-stock = Stock top
sb-web-stock-left = { $n ->
    [one] { $n } card in your stock
   *[other] { $n } cards in your stock
}
sb-web-stock-count = { $n ->
    [one] { $n } card in stock
   *[other] { $n } cards in stock
}
sb-web-coins = { $coins ->
    [0] You have no coins.
    [one] You have one coin.
   *[other] You have { $coins } coins.
}
sb-web-hand = Your hand
sb-web-discards = Your discard piles
sb-web-discard-pile = Discard pile { $n }
sb-web-empty = Empty
sb-web-building = Building piles
sb-web-building-pile = Building pile { $n }
sb-web-building-note = { $top ->
    [0] Empty
   *[other] Up to { $top }
}, { $coins ->
    [0] no coins beside it
    [one] one coin beside it
   *[other] { $coins } coins beside it
}
sb-web-draw-pile = { $n ->
    [one] { $n } card left to draw
   *[other] { $n } cards left to draw
}
sb-web-play-here = Play the chosen card on building pile { $n }
sb-web-discard-here = Discard the chosen card on discard pile { $n }
sb-web-pay-here = Pay coins for building pile { $n }
sb-web-their-stock = Stock top
sb-web-player = { $hand ->
    [one] { $hand } card in hand
   *[other] { $hand } cards in hand
}, { $coins ->
    [one] { $coins } coin
   *[other] { $coins } coins
}
sb-web-toll-pay = Pay the toll
sb-web-toll-skip = Skip the toll
sb-web-end = End your turn
sb-web-pick = Choose a card first: from your hand, your stock or a discard pile.
sb-web-player-column = Player
sb-web-points = Points
