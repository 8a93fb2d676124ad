## Peli niin kuin pöytä sen näyttää (game.py).

sb-welcome = Skip-Bo kolikoilla: ole ensimmäinen, joka saa pöytäpinonsa tyhjäksi. Kirjoita { $help }, niin kuulet komennot.
sb-stage = vuoro { $turn }
sb-braille-heading = Pöytä pistekirjoituksella, niin kuin se paikaltasi näkyy:
sb-printout-heading = Pöytä pistekirjoituksella on kirjoitettu pistetulostimelle:
