## Spelet som bordet visar det (game.py).

sb-welcome = Skip-Bo med mynt: bli först med att tömma din grundhög. Skriv { $help } för att höra kommandona.
sb-stage = tur { $turn }
sb-braille-heading = Bordet i punktskrift, som din plats ser det:
sb-printout-heading = Punktskriftsbord skrivet för en punktskrivare:
