## Mitä pelaaja kirjoittaa komentojen nimien lisäksi (core/commands.py, core/typed_names.py). Luettelot erotetaan pilkuilla; {""} kun niitä ei ole.

## Words before a command that say nothing of it ("the draw", French "la pioche"), dropped.
table-typed-fillers = minä, mä, mie, haluan, nyt, sitten
## A separable verb's last part, after the card (Dutch "leg 1 af"), dropped.
table-typed-particles = pois
## The word before a card's number, as the hand is read ("number 3" is 3).
table-typed-number = numero, nro, nr
## A word before a player's name ("from Bob"), dropped.
table-typed-name-before = {""}
## Endings a player's name takes in a sentence (Finnish "Annilta" is Ann), tried when the name as typed is no one's.
table-typed-name-endings = ilta, iltä, ille, illa, illä, ista, istä, issa, issä, ia, iä, in, lta, ltä, lle, lla, llä, sta, stä, ssa, ssä, ta, tä, n, a, ä
## A word before a command's choice ("sort by rank"), dropped.
table-typed-choice-before = {""}
## The word before the last of a list ("Ann, Bob and Cy", "the queen and the joker"), read as a comma.
table-typed-and = ja
