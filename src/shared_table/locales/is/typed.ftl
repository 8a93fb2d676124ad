## Það sem leikmaður skrifar auk heita skipananna (core/commands.py, core/typed_names.py). Listar eru aðskildir með kommum; {""} þegar enginn er.

## Words before a command that say nothing of it ("the draw", French "la pioche"), dropped.
table-typed-fillers = ég
## A separable verb's last part, after the card (Dutch "leg 1 af"), dropped.
table-typed-particles = {""}
## The word before a card's number, as the hand is read ("number 3" is 3).
table-typed-number = númer, nr
## A word before a player's name ("from Bob"), dropped.
table-typed-name-before = frá, af, hjá
## Endings a player's name takes in a sentence (Finnish "Annilta" is Ann), tried when the name as typed is no one's.
table-typed-name-endings = s
## A word before a command's choice ("sort by rank"), dropped.
table-typed-choice-before = eftir
## The word before the last of a list ("Ann, Bob and Cy", "the queen and the joker"), read as a comma.
table-typed-and = og
