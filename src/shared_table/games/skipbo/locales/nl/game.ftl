## Het spel zoals de tafel het toont (game.py).

sb-welcome = Skip-Bo met munten: maak als eerste je voorraadstapel leeg. Typ { $help } voor de opdrachten.
sb-stage = beurt { $turn }
sb-braille-heading = De tafel in braille, zoals jouw plaats haar ziet:
sb-printout-heading = Brailletafel geschreven voor een brailleprinter:
