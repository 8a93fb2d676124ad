# The table as the web page draws it (games/fivecrowns/braille/drawing.py).
fc-web-hand = Votre main
fc-web-middle = La pioche et la défausse
fc-web-stock = Pioche
fc-web-discard-pile = Défausse
fc-web-cards = { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}
fc-web-player = { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
} en main, { $points ->
    [one] { $points } point
   *[other] { $points } points
}
fc-web-you = Vos combinaisons posées
fc-web-wild-card = { $card }, Bonus
fc-web-draw = Piocher
fc-web-take = Prendre la défausse
fc-web-discard = Rejeter la carte choisie
fc-web-pick = Choisissez d'abord une carte de votre main, puis appuyez sur Rejeter.
fc-web-round = Donne
fc-web-total = Total
fc-web-this-round = { $points ->
    [one] { $points } point dans cette donne
   *[other] { $points } points dans cette donne
}
