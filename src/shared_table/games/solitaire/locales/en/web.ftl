# The table as the web page draws it (games/solitaire/braille/drawing.py).
sol-web-turned = The stock
sol-web-turned-card = Turned-up card
sol-web-stock-left = { $n ->
    [one] { $n } card left in the stock
   *[other] { $n } cards left in the stock
}
sol-web-piles = The eleven piles
sol-web-pile = Pile { $n }, { $ranks } wild
sol-web-closed = Closed
sol-web-discards = Discards
sol-web-swap-here = Pile { $n }: swap the chosen card for the turned-up card
sol-web-pass = Let the turned-up card go
sol-web-pick = Choose a card in a pile first: it comes out, and the turned-up card goes into its pile.
