## Wat een speler typt naast de namen van de opdrachten (core/commands.py, core/typed_names.py). Lijsten zijn gescheiden door komma's; {""} als er geen zijn.

## Words before a command that say nothing of it ("the draw", French "la pioche"), dropped.
table-typed-fillers = de, het, een, ik, wil
## A separable verb's last part, after the card (Dutch "leg 1 af"), dropped.
table-typed-particles = af, weg, op
## The word before a card's number, as the hand is read ("number 3" is 3).
table-typed-number = nummer, nr
## A word before a player's name ("from Bob"), dropped.
table-typed-name-before = van
## Endings a player's name takes in a sentence (Finnish "Annilta" is Ann), tried when the name as typed is no one's.
table-typed-name-endings = 's, s
## A word before a command's choice ("sort by rank"), dropped.
table-typed-choice-before = op, naar
## The word before the last of a list ("Ann, Bob and Cy", "the queen and the joker"), read as a comma.
table-typed-and = en
