# The table as the web page draws it (games/solitaire/braille/drawing.py).
sol-web-turned = La pioche
sol-web-turned-card = Carte retournée
sol-web-stock-left = { $n ->
    [one] { $n } carte reste dans la pioche
   *[other] { $n } cartes restent dans la pioche
}
sol-web-piles = Les onze piles
sol-web-pile = Pile { $n }, les { $ranks } sont le Bonus
sol-web-closed = Fermée
sol-web-discards = Cartes défaussées
sol-web-swap-here = Pile { $n } : échanger la carte choisie contre la carte retournée
sol-web-pass = Laisser partir la carte retournée
sol-web-pick = Choisissez d'abord une carte dans une pile : elle en sort, et la carte retournée prend sa place.
