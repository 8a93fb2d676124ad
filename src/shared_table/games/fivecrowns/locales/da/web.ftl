# The table as the web page draws it (games/fivecrowns/braille/drawing.py).
fc-web-hand = Din hånd
fc-web-middle = Bunken og afkastbunken
fc-web-stock = Bunken
fc-web-discard-pile = Afkastbunken
fc-web-cards = { $n ->
    [one] { $n } kort
   *[other] { $n } kort
}
fc-web-player = { $cards ->
    [one] { $cards } kort
   *[other] { $cards } kort
} på hånden, { $points ->
    [one] { $points } point
   *[other] { $points } point
}
fc-web-you = Det, du har lagt ned
fc-web-wild-card = { $card }, trumf
fc-web-draw = Træk fra bunken
fc-web-take = Tag fra afkastbunken
fc-web-discard = Kassér det valgte kort
fc-web-pick = Vælg først et kort på hånden, og tryk så Kassér.
fc-web-round = Omgang
fc-web-total = I alt
fc-web-this-round = { $points ->
    [one] { $points } point i denne omgang
   *[other] { $points } point i denne omgang
}
