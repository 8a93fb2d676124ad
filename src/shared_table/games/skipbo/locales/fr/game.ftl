## La partie telle que la table la montre (game.py).

sb-welcome = Skip-Bo avec pièces : soyez le premier à vider votre stock. Tapez { $help } pour les commandes.
sb-stage = tour { $turn }
sb-braille-heading = La table en braille, telle que votre place la voit :
sb-printout-heading = Table en braille écrite pour une embosseuse :
