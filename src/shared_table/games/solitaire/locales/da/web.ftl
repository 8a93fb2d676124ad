# The table as the web page draws it (games/solitaire/braille/drawing.py).
sol-web-turned = Restbunken
sol-web-turned-card = Vendt kort
sol-web-stock-left = { $n ->
    [one] { $n } kort tilbage i restbunken
   *[other] { $n } kort tilbage i restbunken
}
sol-web-piles = De elleve bunker
sol-web-pile = Bunke { $n }, { $ranks } er trumf
sol-web-closed = Afsluttet
sol-web-discards = Kasserede kort
sol-web-swap-here = Bunke { $n }: byt det valgte kort med det vendte kort
sol-web-pass = Lad det vendte kort gå
sol-web-pick = Vælg først et kort i en bunke: det kommer ud, og det vendte kort kommer ind i bunken.
