# The table as the web page draws it (games/fivecrowns/braille/drawing.py).
fc-web-hand = Höndin þín
fc-web-middle = Stokkurinn og bunkinn
fc-web-stock = Stokkurinn
fc-web-discard-pile = Bunkinn
fc-web-cards = { $n ->
    [one] { $n ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $n }
    } spil
   *[other] { $n ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $n }
    } spil
}
fc-web-player = { $cards ->
    [one] { $cards ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $cards }
    } spil
   *[other] { $cards ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $cards }
    } spil
} á hendi, { $points ->
    [one] { $points ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $points }
    } stig
   *[other] { $points ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $points }
    } stig
}
fc-web-you = Það sem þú hefur lagt niður
fc-web-wild-card = { $card }, sem gildir allt
fc-web-draw = Draga úr stokknum
fc-web-take = Taka úr bunkanum
fc-web-discard = Henda valda spilinu
fc-web-pick = Veldu fyrst spil á hendi og ýttu svo á Henda.
fc-web-round = Umferð
fc-web-total = Samtals
fc-web-this-round = { $points ->
    [one] { $points ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $points }
    } stig í þessari umferð
   *[other] { $points ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $points }
    } stig í þessari umferð
}
