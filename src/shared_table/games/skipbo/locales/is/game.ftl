## Leikurinn eins og borðið sýnir hann (game.py).

sb-welcome = Skip-Bo með peningum: sá vinnur sem fyrstur tæmir eigin bunkann sinn. Skrifaðu { $help } til að heyra skipanirnar.
sb-stage = leikur { $turn }
sb-braille-heading = Borðið á punktaletri, eins og sætið þitt sér það:
sb-printout-heading = Borð á punktaletri, skrifað fyrir punktaletursprentara:
