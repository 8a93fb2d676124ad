# The table as the web page draws it (games/fivecrowns/braille/drawing.py).
fc-web-hand = Je hand
fc-web-middle = Trekstapel en aflegstapel
fc-web-stock = Trekstapel
fc-web-discard-pile = Aflegstapel
fc-web-cards = { $n ->
    [one] { $n } kaart
   *[other] { $n } kaarten
}
fc-web-player = { $cards ->
    [one] { $cards } kaart
   *[other] { $cards } kaarten
} in de hand, { $points ->
    [one] { $points } punt
   *[other] { $points } punten
}
fc-web-you = Wat jij hebt opengelegd
fc-web-wild-card = { $card }, wisselende joker
fc-web-draw = Van de trekstapel trekken
fc-web-take = Van de aflegstapel pakken
fc-web-discard = Gekozen kaart afleggen
fc-web-pick = Kies eerst een kaart in je hand en druk dan op Gekozen kaart afleggen.
fc-web-round = Ronde
fc-web-total = Totaal
fc-web-this-round = { $points ->
    [one] { $points } punt deze ronde
   *[other] { $points } punten deze ronde
}
