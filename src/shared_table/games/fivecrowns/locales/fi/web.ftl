# The table as the web page draws it (games/fivecrowns/braille/drawing.py).
fc-web-hand = Kätesi
fc-web-middle = Nostopakka ja poistopino
fc-web-stock = Nostopakka
fc-web-discard-pile = Poistopino
fc-web-cards = { $n ->
    [one] { $n } kortti
   *[other] { $n } korttia
}
fc-web-player = { $cards ->
    [one] { $cards } kortti
   *[other] { $cards } korttia
} kädessä, { $points ->
    [one] { $points } piste
   *[other] { $points } pistettä
}
fc-web-you = Pöytään laskemasi kortit
fc-web-wild-card = { $card }, villi
fc-web-draw = Nosta nostopakasta
fc-web-take = Ota poistopinosta
fc-web-discard = Luovu valitusta kortista
fc-web-pick = Valitse ensin kortti kädestäsi ja paina sitten Luovu.
fc-web-round = Kierros
fc-web-total = Yhteensä
fc-web-this-round = { $points ->
    [one] { $points } piste tällä kierroksella
   *[other] { $points } pistettä tällä kierroksella
}
