# The table as the web page draws it (games/fivecrowns/braille/drawing.py).
fc-web-hand = Din hand
fc-web-middle = Draghögen och kasthögen
fc-web-stock = Draghögen
fc-web-discard-pile = Kasthögen
fc-web-cards = { $n ->
    [one] { $n } kort
   *[other] { $n } kort
}
fc-web-player = { $cards ->
    [one] { $cards } kort
   *[other] { $cards } kort
} på handen, { $points ->
    [one] { $points } poäng
   *[other] { $points } poäng
}
fc-web-you = Det du har lagt ned
fc-web-wild-card = { $card }, vilt kort
fc-web-draw = Dra från draghögen
fc-web-take = Ta från kasthögen
fc-web-discard = Kasta det valda kortet
fc-web-pick = Välj först ett kort på handen och tryck sedan Kasta.
fc-web-round = Omgång
fc-web-total = Totalt
fc-web-this-round = { $points ->
    [one] { $points } poäng i den här omgången
   *[other] { $points } poäng i den här omgången
}
