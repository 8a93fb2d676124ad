# The table as the web page draws it (games/skipbo/braille/drawing.py).
sb-web-title = Skip-Bo, partie { $game }
sb-web-mine = Votre stock
sb-web-stock = Carte du dessus
sb-web-stock-left = { $n ->
    [one] { $n } carte dans votre stock
   *[other] { $n } cartes dans votre stock
}
sb-web-stock-count = { $n ->
    [one] { $n } carte dans le stock
   *[other] { $n } cartes dans le stock
}
sb-web-coins = { $coins ->
    [0] Vous n'avez aucune pièce.
    [one] Vous avez une pièce.
   *[other] Vous avez { $coins } pièces.
}
sb-web-hand = Votre main
sb-web-discards = Vos piles de défausse
sb-web-discard-pile = Pile de défausse { $n }
sb-web-empty = Vide
sb-web-building = Piles de construction
sb-web-building-pile = Pile de construction { $n }
sb-web-building-note = { $top ->
    [0] Vide
   *[other] Jusqu'à { $top }
}, { $coins ->
    [0] aucune pièce à côté
    [one] une pièce à côté
   *[other] { $coins } pièces à côté
}
sb-web-draw-pile = { $n ->
    [one] { $n } carte à piocher
   *[other] { $n } cartes à piocher
}
sb-web-play-here = Jouer la carte choisie sur la pile de construction { $n }
sb-web-discard-here = Défausser la carte choisie sur la pile de défausse { $n }
sb-web-pay-here = Payer en pièces pour la pile de construction { $n }
sb-web-their-stock = Carte du dessus
sb-web-player = { $hand ->
    [one] { $hand } carte en main
   *[other] { $hand } cartes en main
}, { $coins ->
    [one] { $coins } pièce
   *[other] { $coins } pièces
}
sb-web-toll-pay = Payer le péage
sb-web-toll-skip = Ne pas payer le péage
sb-web-end = Finir votre tour
sb-web-pick = Choisissez d'abord une carte : dans votre main, votre stock ou une pile de défausse.
sb-web-player-column = Joueur
sb-web-points = Points
