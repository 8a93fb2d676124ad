# The table as the web page draws it (games/solitaire/braille/drawing.py).
sol-web-turned = Draghögen
sol-web-turned-card = Uppvänt kort
sol-web-stock-left = { $n ->
    [one] { $n } kort kvar i draghögen
   *[other] { $n } kort kvar i draghögen
}
sol-web-piles = De elva högarna
sol-web-pile = Hög { $n }, { $ranks } är vilda
sol-web-closed = Avslutad
sol-web-discards = Kastade kort
sol-web-swap-here = Hög { $n }: byt det valda kortet mot det uppvända kortet
sol-web-pass = Låt det uppvända kortet gå
sol-web-pick = Välj först ett kort i en hög: det tas ut, och det uppvända kortet läggs i högen.
