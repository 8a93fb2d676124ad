# The table as the web page draws it (games/fivecrowns/drawing.py).
fc-web-hand = Höndin þín
fc-web-middle = Stokkurinn og bunkinn
fc-web-stock = Stokkurinn
fc-web-discard-pile = Bunkinn
fc-web-cards = { $n ->
    [one] { $n } spil
   *[other] { $n } spil
}
fc-web-player = { $cards ->
    [one] { $cards } spil
   *[other] { $cards } spil
} á hendi, { $points ->
    [one] { $points } stig
   *[other] { $points } stig
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
    [one] { $points } stig í þessari umferð
   *[other] { $points } stig í þessari umferð
}
