# The table as the web page draws it (games/solitaire/braille/drawing.py).
sol-web-turned = De trekstapel
sol-web-turned-card = Omgedraaide kaart
sol-web-stock-left = { $n ->
    [one] Nog { $n } kaart in de trekstapel
   *[other] Nog { $n } kaarten in de trekstapel
}
sol-web-piles = De elf stapels
sol-web-pile = Stapel { $n }, { $ranks } gelden als joker
sol-web-closed = Uit
sol-web-discards = Afgelegde kaarten
sol-web-swap-here = Stapel { $n }: gekozen kaart ruilen voor de omgedraaide kaart
sol-web-pass = Omgedraaide kaart laten gaan
sol-web-pick = Kies eerst een kaart in een stapel: die gaat eruit, en de omgedraaide kaart gaat in die stapel.
