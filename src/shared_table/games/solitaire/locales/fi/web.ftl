# The table as the web page draws it (games/solitaire/braille/drawing.py).
sol-web-turned = Pakka
sol-web-turned-card = Käännetty kortti
sol-web-stock-left = { $n ->
    [one] { $n } kortti jäljellä pakassa
   *[other] { $n } korttia jäljellä pakassa
}
sol-web-piles = Yksitoista pinoa
sol-web-pile = Pino { $n }, { $ranks } ovat villejä
sol-web-closed = Suljettu
sol-web-discards = Poistetut kortit
sol-web-swap-here = Pino { $n }: vaihda valittu kortti käännettyyn korttiin
sol-web-pass = Päästä käännetty kortti menemään
sol-web-pick = Valitse ensin kortti jostakin pinosta: se poistetaan ja käännetty kortti menee sen tilalle.
