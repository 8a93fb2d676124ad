# The table as the web page draws it (games/solitaire/drawing.py).
sol-web-turned = Stokkurinn
sol-web-turned-card = Spilið sem snýr upp
sol-web-stock-left = { $n ->
    [one] { $n } spil eftir í stokknum
   *[other] { $n } spil eftir í stokknum
}
sol-web-piles = Bunkarnir ellefu
sol-web-pile = Bunki { $n }, { $ranks } gilda allt
sol-web-closed = Lokaður
sol-web-discards = Hent spil
sol-web-swap = Skipta spilinu sem snýr upp fyrir valda spilið
sol-web-pass = Láta spilið sem snýr upp fara
sol-web-pick = Veldu fyrst spil í bunka: það fer úr honum, og spilið sem snýr upp fer í bunkann.
