# The table as the web page draws it (games/solitaire/braille/drawing.py).
sol-web-turned = Stokkurinn
sol-web-turned-card = Spilið sem er snúið upp
sol-web-stock-left = { $n ->
    [one] { $n ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $n }
    } spil eftir í stokknum
   *[other] { $n ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $n }
    } spil eftir í stokknum
}
sol-web-piles = Bunkarnir ellefu
sol-web-pile = Bunki { $n }, { $ranks } gilda allt
sol-web-closed = Lokaður
sol-web-discards = Hent spil
sol-web-swap-here = Bunki { $n }: setja spilið sem er snúið upp í stað valda spilsins
sol-web-pass = Láta spilið sem er snúið upp fara
sol-web-pick = Veldu fyrst spil í bunka: það fer út og spilið sem er snúið upp kemur í staðinn.
