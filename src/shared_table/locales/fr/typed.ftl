## Ce qu'un joueur tape en plus des noms des commandes (core/commands.py, core/typed_names.py). Listes séparées par des virgules ; {""} s'il n'y en a pas.

## Words before a command that say nothing of it ("the draw", French "la pioche"), dropped.
table-typed-fillers = le, la, les, l', un, une, je, j', on
## A separable verb's last part, after the card (Dutch "leg 1 af"), dropped.
table-typed-particles = {""}
## The word before a card's number, as the hand is read ("number 3" is 3).
table-typed-number = numéro, no, n°, carte
## A word before a player's name ("from Bob"), dropped.
table-typed-name-before = de, d', à
## Endings a player's name takes in a sentence (Finnish "Annilta" is Ann), tried when the name as typed is no one's.
table-typed-name-endings = {""}
## A word before a command's choice ("sort by rank"), dropped.
table-typed-choice-before = par
## The word before the last of a list ("Ann, Bob and Cy", "the queen and the joker"), read as a comma.
table-typed-and = et
