## What a player types besides the commands' names (core/commands.py, core/typed_names.py). Lists are comma-separated; {""} when there is none.

## Words before a command that say nothing of it ("the draw", French "la pioche"), dropped.
table-typed-fillers = the, a, an, i
## A separable verb's last part, after the card (Dutch "leg 1 af"), dropped.
table-typed-particles = away, down
## The word before a card's number, as the hand is read ("number 3" is 3).
table-typed-number = number, no, nr
## A word before a player's name ("from Bob"), dropped.
table-typed-name-before = from, of
## Endings a player's name takes in a sentence (Finnish "Annilta" is Ann), tried when the name as typed is no one's.
table-typed-name-endings = 's
## A word before a command's choice ("sort by rank"), dropped.
table-typed-choice-before = by, to
## The word before the last of a list ("Ann, Bob and Cy", "the queen and the joker"), read as a comma.
table-typed-and = and
