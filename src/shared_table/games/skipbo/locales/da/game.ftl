## Spillet, som bordet viser det (game.py).

sb-welcome = Skip-Bo med mønter: vær den første til at tømme din egen bunke. Skriv { $help } for at høre kommandoerne.
sb-stage = tur { $turn }
sb-braille-heading = Bordet i punktskrift, som din plads ser det:
sb-printout-heading = Punktskriftsbord skrevet til en punktprinter:
