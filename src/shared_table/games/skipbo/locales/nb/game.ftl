## Spillet slik bordet viser det (game.py).

sb-welcome = Skip-Bo med mynter: bli den første som tømmer hovedbunken sin. Skriv { $help } for å høre kommandoene.
sb-stage = tur { $turn }
sb-braille-heading = Bordet i punktskrift, slik plassen din ser det:
sb-printout-heading = Punktskriftbord skrevet for en punktskriftskriver:
