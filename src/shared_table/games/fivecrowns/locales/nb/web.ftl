# The table as the web page draws it (games/fivecrowns/braille/drawing.py).
fc-web-hand = Hånden din
fc-web-middle = Trekkebunken og kastebunken
fc-web-stock = Trekkebunken
fc-web-discard-pile = Kastebunken
fc-web-cards = { $n ->
    [one] { $n } kort
   *[other] { $n } kort
}
fc-web-player = { $cards ->
    [one] { $cards } kort
   *[other] { $cards } kort
} på hånden, { $points ->
    [one] { $points } poeng
   *[other] { $points } poeng
}
fc-web-you = Det du har lagt ned
fc-web-wild-card = { $card }, jokerkort
fc-web-draw = Trekk fra trekkebunken
fc-web-take = Ta fra kastebunken
fc-web-discard = Kast det valgte kortet
fc-web-pick = Velg først et kort på hånden, og trykk så Kast.
fc-web-round = Runde
fc-web-total = Sum
fc-web-this-round = { $points ->
    [one] { $points } poeng i denne runden
   *[other] { $points } poeng i denne runden
}
